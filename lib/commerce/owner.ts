/** Whose data a call reads or changes: the session's token, the customer it acts for, and the supplier. */
export type Owner = { token: string; idcliente: string; idfornecedor: string };

/**
 * Options of a call for one customer's data: never cached. `throwOnLimit` lets a 429 reach the caller
 * as an error (actions and route handlers that answer it themselves) instead of the limit page.
 */
export function noStore(idfornecedor: string): { idfornecedor: string; cache: 'no-store' };
export function noStore(
  idfornecedor: string,
  throwOnLimit: 'throw',
): { idfornecedor: string; cache: 'no-store'; onRateLimit: 'throw' };
export function noStore(idfornecedor: string, throwOnLimit?: 'throw') {
  return throwOnLimit
    ? { idfornecedor, cache: 'no-store' as const, onRateLimit: throwOnLimit }
    : { idfornecedor, cache: 'no-store' as const };
}

/** The call's credentials for the owner: its token, acting for its customer (`<token>~<idcliente>` on the wire). */
export const ownerAuth = (o: Owner) => ({ token: o.token, idcliente: o.idcliente });
