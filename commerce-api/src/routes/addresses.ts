import type { IncomingHttpHeaders } from 'node:http';

import { ADDRESS_MESSAGES, addressEndpoints } from '../../../lib/contract';
import {
  addressPolicy,
  createAddress,
  deleteAddress,
  getOwnAddress,
  listAddresses,
  ownBillingClient,
  requireBillingAddress,
  saveBillingAddress,
  updateAddress,
} from '../domain/addresses';
import { requireCliente } from '../domain/identity/guards';
import { defineRoute } from '../http/router';

/** X-idfornecedor as sent: the supplier whose address rules apply (a malformed one means none). */
function supplierHeader(headers: IncomingHttpHeaders): string | undefined {
  const raw = headers['x-idfornecedor'];
  return (Array.isArray(raw) ? raw[0] : raw)?.trim();
}

/**
 * Customer addresses, declared in lib/contract/address.ts. The pipeline answers 401
 * before these handlers without a live session; `requireCliente` also turns away a
 * representative not acting for a client yet. Every query is filtered by that client.
 */
export const addressRoutes = [
  defineRoute(addressEndpoints.listAddresses, async ({ db, auth, rawHeaders }) => {
    const { cliente } = requireCliente(auth);
    return listAddresses(db, cliente.idcliente, await addressPolicy(db, supplierHeader(rawHeaders)));
  }),

  defineRoute(addressEndpoints.createAddress, async ({ db, auth, body, rawHeaders }) => {
    const { cliente } = requireCliente(auth);
    const id = await createAddress(
      db,
      cliente.idcliente,
      body,
      await addressPolicy(db, body.idfornecedor || supplierHeader(rawHeaders)),
    );
    return getOwnAddress(db, cliente.idcliente, id);
  }),

  defineRoute(addressEndpoints.updateAddress, async ({ db, auth, body }) => {
    const { cliente } = requireCliente(auth);
    await updateAddress(db, cliente.idcliente, body.idendereco, body);
    return getOwnAddress(db, cliente.idcliente, body.idendereco);
  }),

  defineRoute(addressEndpoints.deleteAddress, async ({ db, auth, params }) => {
    const { cliente } = requireCliente(auth);
    await deleteAddress(db, cliente.idcliente, params.idendereco);
    return { sucesso: true as const, mensagem: ADDRESS_MESSAGES.enderecoExcluido };
  }),

  defineRoute(addressEndpoints.getBillingAddress, async ({ db, auth, params }) => {
    const { cliente } = requireCliente(auth);
    return { endereco: await requireBillingAddress(db, ownBillingClient(cliente.idcliente, params.idcliente)) };
  }),

  defineRoute(addressEndpoints.saveBillingAddress, async ({ db, auth, params, body }) => {
    const { cliente } = requireCliente(auth);
    return { endereco: await saveBillingAddress(db, ownBillingClient(cliente.idcliente, params.idcliente), body) };
  }),
];
