import 'server-only';

import { rebuyEndpoints, type RebuyQuery, type RebuyResponse } from '@/lib/contract/rebuy';
import type { Account } from '@/lib/session/server';

import { commerceCall } from './call';
import { noStore } from './owner';

type CustomerAccount = Extract<Account, { status: 'cliente' }>;

/**
 * GET …/pedido/cliente/{idcliente}/comprar-de-novo (decision 0052): the account's usual products.
 * The account named is the client acted for, or a linked user's principal (its orders are the
 * principal's, decision 0028). Personal: never cached.
 */
export function getRebuy(
  account: CustomerAccount,
  idfornecedor: string,
  query: RebuyQuery = {},
): Promise<RebuyResponse> {
  const u = account.usuario;
  return commerceCall(
    rebuyEndpoints.getRebuy,
    {
      params: { idcliente: u.usuarioPrincipal ?? u.idcliente },
      query,
      auth: { token: account.token, idcliente: u.idcliente },
    },
    noStore(idfornecedor),
  );
}
