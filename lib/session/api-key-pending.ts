/**
 * The API-key login waiting for its start (spec 9: 1000 ms after boot; decision 0039). The
 * `?api_key&id_erp_usuario` of the address are moved at once into this cookie: sealed with the
 * session's password (iron-session), HttpOnly, 60 s; the address is answered without them. The
 * leaf `components/account/api-key-login.tsx` then asks `<base>/api/sessao/api-key` to log in with
 * it. Pure: no `next/headers`, unit-tested.
 */
import { sealData, unsealData } from 'iron-session';
import { z } from 'zod';

import { isSecureContext, sessionCookiePath, type CookieContext } from './config';

export const API_KEY_PENDING_COOKIE = 'api-key-pendente';
/** Long enough for a slow page to boot and wait its 1000 ms; the key is gone soon after either way. */
export const API_KEY_PENDING_TTL_SECONDS = 60;

/** The query parameters of the API-key login (spec 2). */
export const API_KEY_PARAMS = ['api_key', 'id_erp_usuario'] as const;

/** A seal made for something else (the session, a delivery transfer) never reads as a pending login. */
const PURPOSE = 'login-chave-api';

const pendingSchema = z.object({
  proposito: z.literal(PURPOSE),
  apiKey: z.string().min(1).max(200),
  idErpUsuario: z.string().min(1).max(200),
  idfornecedor: z.string().min(1).max(100),
});

export type PendingApiKey = Omit<z.infer<typeof pendingSchema>, 'proposito'>;

export function sealPendingApiKey(data: PendingApiKey, password: string): Promise<string> {
  return sealData({ ...data, proposito: PURPOSE }, { password, ttl: API_KEY_PENDING_TTL_SECONDS });
}

/** The pending login of supplier `idfornecedor`, or null when absent, forged, expired or another supplier's. */
export async function openPendingApiKey(
  raw: string | undefined | null,
  password: string,
  idfornecedor: string,
): Promise<PendingApiKey | null> {
  if (!raw || raw.length > 4000) return null;
  try {
    const parsed = pendingSchema.safeParse(
      await unsealData<unknown>(raw, { password, ttl: API_KEY_PENDING_TTL_SECONDS }),
    );
    if (!parsed.success || parsed.data.idfornecedor.toLowerCase() !== idfornecedor.toLowerCase()) return null;
    const { apiKey, idErpUsuario } = parsed.data;
    return { apiKey, idErpUsuario, idfornecedor: parsed.data.idfornecedor };
  } catch {
    return null;
  }
}

/** Options of the pending cookie (Path as the session's: a shared host keeps suppliers apart). */
export function pendingCookieOptions(ctx: CookieContext, maxAge = API_KEY_PENDING_TTL_SECONDS) {
  return {
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: isSecureContext(ctx),
    path: sessionCookiePath(ctx.base),
    maxAge,
  };
}
