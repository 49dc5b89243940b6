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
 *   "Unexpected end of form"). The same for arguments React's reply decoder throws on: not a list,
 *   over Next's 1000 arguments, nested thousands deep, or a '$' reference to a part the reply does
 *   not have. An unknown but well-formed id is left to Next (409, no error).
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

/** Next's limit on a server action's body (serverActions.bodySizeLimit, 1 MB): past it Next throws, a 500. */
export const MAX_ACTION_BODY_BYTES = 1024 * 1024;
export const TOO_LARGE_ACTION_BODY = 'Requisição muito grande.';

/** Next's own limit on the length of a server action's argument list (past it, Next throws: a 500). */
export const MAX_ACTION_ARGS = 1000;
/** Nesting no argument of ours comes near; React's reply decoder recurses (a 500 at a few thousand levels). */
export const MAX_ACTION_DEPTH = 64;

/**
 * '$'-strings React's reply decoder resolves on their own, as the client's encodeReply writes them
 * inline: an escaped '$', undefined, NaN, ±Infinity, -0, a temporary reference, a date, a bigint.
 * Any other is a reference to another part of a multipart reply (a Map, Set, Blob, promise, stream,
 * server reference…), which our actions never take: React's decoder throws on a missing or
 * ill-shaped part ('Connection closed.', 'Referenced Blob is not a Blob.', 'Cannot convert … to a
 * BigInt') and Next answers a 500. A multipart reply may also pass FormData ('$K<id>', a
 * useActionState form), read from its own fields.
 */
const INLINE_VALUE = /^\$(?:\$|undefined$|NaN$|Infinity$|-Infinity$|-0$|T$|D|n-?\d{1,300}$)/;
const FORM_DATA_ARGUMENT = /^\$K[0-9a-f]*$/;

/**
 * True when `text` is an argument list an action of ours can be called with: a JSON array of at
 * most MAX_ACTION_ARGS, nested at most MAX_ACTION_DEPTH levels, whose '$'-strings decode on their
 * own (plus FormData arguments in a multipart reply). Iterative: deep input must not overflow here.
 */
export function isDecodableActionReply(text: string, multipart: boolean): boolean {
  let args: unknown;
  try {
    args = JSON.parse(text);
  } catch {
    return false;
  }
  if (!Array.isArray(args) || args.length > MAX_ACTION_ARGS) return false;
  const stack: [unknown, number][] = [[args, 0]];
  while (stack.length) {
    const [value, depth] = stack.pop()!;
    if (typeof value === 'string') {
      if (value.startsWith('$') && !INLINE_VALUE.test(value) && !(multipart && FORM_DATA_ARGUMENT.test(value)))
        return false;
    } else if (value !== null && typeof value === 'object') {
      if (depth >= MAX_ACTION_DEPTH) return false;
      for (const child of Object.values(value)) stack.push([child, depth + 1]);
    }
  }
  return true;
}

/**
 * The payload check (reads a copy of the body; only for server actions): 413 over Next's 1 MB cap
 * (Next threw a 500; found by the fuzz), 400 when Next could not decode it into arguments for one of
 * our actions, else null. Run after `guardServerAction`.
 */
export async function guardServerActionPayload(request: Request): Promise<Response | null> {
  if (!isServerActionRequest(request.method, request.headers)) return null;
  const type = (request.headers.get('content-type') ?? '').toLowerCase();
  if (Number(request.headers.get('content-length') ?? 0) > MAX_ACTION_BODY_BYTES)
    return plain(TOO_LARGE_ACTION_BODY, 413);
  try {
    const bytes = await request.clone().arrayBuffer();
    if (bytes.byteLength > MAX_ACTION_BODY_BYTES) return plain(TOO_LARGE_ACTION_BODY, 413);
    if (type.startsWith('multipart/form-data')) {
      const form = await new Response(bytes, {
        headers: { 'content-type': request.headers.get('content-type')! },
      }).formData();
      // A fetch() call's multipart reply (FormData among the arguments): the list is field '0'. A
      // no-JavaScript form post (no Next-Action header) is decoded by Next as a plain form.
      if (request.headers.get(ACTION_HEADER) !== null) {
        const args = form.get('0');
        if (typeof args !== 'string' || !isDecodableActionReply(args, true)) return plain(INVALID_ACTION_BODY, 400);
      }
    }
    // A url-encoded post is not decoded by Next as an action (it answers 404 itself).
    else if (
      !type.startsWith('application/x-www-form-urlencoded') &&
      !isDecodableActionReply(new TextDecoder().decode(bytes), false)
    ) {
      return plain(INVALID_ACTION_BODY, 400);
    }
  } catch {
    return plain(INVALID_ACTION_BODY, 400);
  }
  return null;
}
