import 'server-only';

import { getIronSession, type IronSession } from 'iron-session';
import { cookies } from 'next/headers';

import { sessionOptions, sessionPassword } from './config';
import { cookieContext } from './server';

/**
 * The supplier attendant's session on the storefront's attendant page: the API token of
 * the attendant, sealed and httpOnly like the customer's, in a cookie of its own (a customer and an
 * attendant session never mix).
 */
export const ATTENDANT_COOKIE = 'commerce-atendente-token';
const TTL_SECONDS = 12 * 60 * 60;

export type AttendantCookie = { token?: string; idfornecedor?: string; nome?: string };

export async function getAttendantSession(): Promise<IronSession<AttendantCookie>> {
  const base = sessionOptions(await cookieContext(), sessionPassword(process.env));
  return getIronSession<AttendantCookie>(await cookies(), { ...base, cookieName: ATTENDANT_COOKIE, ttl: TTL_SECONDS });
}

/** The attendant of this supplier, or null. */
export async function currentAttendant(idfornecedor: string): Promise<{ token: string; nome: string } | null> {
  const s = await getAttendantSession();
  if (!s.token || s.idfornecedor?.toLowerCase() !== idfornecedor.toLowerCase()) return null;
  return { token: s.token, nome: s.nome ?? '' };
}
