/**
 * The visitor's host and protocol as pages, actions and route handlers see them. The middleware
 * replaces X-Forwarded-Host with the Host it checked (lib/tenant/handler.ts), so its first value
 * is trusted; Host is the fallback outside the middleware (tests, internal calls). Pure.
 */
type HeaderSource = { get(name: string): string | null };

/** 'emporio.localhost:3000' (as sent, port included), or null when neither header is there. */
export function visitorHost(h: HeaderSource): string | null {
  return h.get('x-forwarded-host')?.split(',')[0]?.trim() || h.get('host')?.trim() || null;
}

/** 'https' when the proxy says so (X-Forwarded-Proto, first value), else 'http'. */
export function visitorProtocol(h: HeaderSource): 'http' | 'https' {
  return h.get('x-forwarded-proto')?.split(',')[0]?.trim() === 'https' ? 'https' : 'http';
}
