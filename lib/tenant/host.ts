/**
 * The Host header, checked before it is used for anything (supplier resolution, redirects, the
 * visitor's origin). Only a DNS name or an IP literal with an optional numeric port passes:
 * `emporio.localhost:3000@evil.com`, `a/b`, `x:abc` or `x:99999` are refused.
 */
export type ParsedHost = {
  /** Lower-cased name without port or trailing dot (`emporio.localhost`, `[::1]`). */
  name: string;
  /** Numeric port as written, or '' when absent. */
  port: string;
  /** `name[:port]`, safe to put in a URL. */
  hostWithPort: string;
};

const LABEL = '[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?';
const NAME_RE = new RegExp(`^${LABEL}(?:\\.${LABEL})*\\.?$`);
const IPV6_RE = /^\[[0-9a-f:.]{2,45}\]$/;

export function parseHost(raw: string | null | undefined): ParsedHost | null {
  if (!raw) return null;
  const value = raw.trim().toLowerCase();
  if (!value || value.length > 260) return null;
  let name: string;
  let port = '';
  if (value.startsWith('[')) {
    const end = value.indexOf(']');
    if (end === -1) return null;
    name = value.slice(0, end + 1);
    const after = value.slice(end + 1);
    if (after) {
      if (!after.startsWith(':')) return null;
      port = after.slice(1);
    }
    if (!IPV6_RE.test(name)) return null;
  } else {
    const colon = value.indexOf(':');
    name = colon === -1 ? value : value.slice(0, colon);
    if (colon !== -1) port = value.slice(colon + 1);
    if (name.length > 253 || !NAME_RE.test(name)) return null;
    name = name.replace(/\.$/, '');
  }
  if (port !== '' && (!/^[0-9]{1,5}$/.test(port) || Number(port) > 65535)) return null;
  return { name, port, hostWithPort: port ? `${name}:${port}` : name };
}

/** True when every segment of a raw (encoded) path decodes: `/produto/%` and `/%E0%A4%A` do not. */
export function isDecodablePath(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}
