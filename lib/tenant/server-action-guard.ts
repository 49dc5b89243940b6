/**
 * Server actions that Next would refuse with a 500 (and an error in the logs) are answered here,
 * by the middleware, before Next sees them:
 * - a POST Next treats as a server action (a `Next-Action` header, or a multipart form post: the
 *   no-JavaScript form of an action) from another origin → 403, the one origin check of
 *   lib/security/origin.ts (Origin; Referer when Origin is absent). Next itself compares the
 *   Origin with the host and answers a 500 ("Invalid Server Actions request") otherwise.
 * - a `Next-Action` header that cannot be an action id (Next's ids are 42 hex characters) →
 *   400, instead of Next's warning-and-400 deep in the render.
 * - a payload Next cannot decode (the arguments of a fetch action are JSON, a form action is
 *   multipart) → 400; Next would throw while decoding it (a 500: "is not valid JSON",
 *   "Unexpected end of form"). An unknown but well-formed id is left to Next (409, no error).
 * Unit-tested in server-action-guard.test.ts; wired in lib/tenant/handler.ts.
 */
import { isSameOrigin } from '../security/origin';

type HeaderSource = { get(name: string): string | null };

/** Header that marks a fetch() call of a server action (next/dist/client/components/app-router-headers). */
export const ACTION_HEADER = 'next-action';
const ACTION_ID = /^[0-9a-f]{42}$/i;

export const FOREIGN_ACTION_BODY = 'Origem da requisição não permitida.';
export const INVALID_ACTION_BODY = 'Requisição inválida.';

const plain = (body: string, status: number) =>
  new Response(body, { status, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' } });

/** True when Next would handle this request as a server action. */
export function isServerActionRequest(method: string, h: HeaderSource): boolean {
  if (method.toUpperCase() !== 'POST') return false;
  return h.get(ACTION_HEADER) !== null || (h.get('content-type') ?? '').toLowerCase().startsWith('multipart/form-data');
}

/**
 * The refusal for a server action that must not reach Next, or null to let it through. `h` must
 * carry the checked host (the middleware's X-Forwarded-Host), never a client-sent one.
 */
export function guardServerAction(method: string, h: HeaderSource): Response | null {
  if (!isServerActionRequest(method, h)) return null;
  if (!isSameOrigin(h)) return plain(FOREIGN_ACTION_BODY, 403);
  const id = h.get(ACTION_HEADER);
  if (id !== null && !ACTION_ID.test(id.trim())) return plain(INVALID_ACTION_BODY, 400);
  return null;
}

/**
 * The payload check (reads a copy of the body; only for server actions, whose bodies Next caps
 * at 1 MB): 400 when it cannot be decoded, else null. Run after `guardServerAction`.
 */
export async function guardServerActionPayload(request: Request): Promise<Response | null> {
  if (!isServerActionRequest(request.method, request.headers)) return null;
  const type = (request.headers.get('content-type') ?? '').toLowerCase();
  try {
    if (type.startsWith('multipart/form-data')) await request.clone().formData();
    // A url-encoded post is not decoded by Next as an action (it answers 404 itself).
    else if (!type.startsWith('application/x-www-form-urlencoded')) JSON.parse(await request.clone().text());
  } catch {
    return plain(INVALID_ACTION_BODY, 400);
  }
  return null;
}
