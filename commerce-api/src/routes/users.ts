import { identityEndpoints } from '../../../lib/contract/identity';
import { conflict } from '../domain/errors';
import {
  clientConfig,
  confirmEmailChange,
  confirmVerificationCode,
  listVisibleClients,
  registerCustomer,
  sendVerificationCode,
  updateOwnData,
} from '../domain/identity/account';
import { listClientCharacteristics } from '../domain/identity/client-characteristics';
import { requireCliente, requireSelf } from '../domain/identity/guards';
import { assertLookupAllowed } from '../domain/identity/rate-limit';
import { findTaxOfficeData } from '../domain/identity/tax-office';
import { getSupplierRow } from '../domain/suppliers';
import { defineRoute } from '../http/router';

/** A customer's registration and account. */
export const userRoutes = [
  defineRoute(identityEndpoints.createUser, async ({ db, body, auth, clientAddress }) => {
    // `{token}~{idcliente}` names an existing client: registration is for the empty GUID only.
    if (auth.idclienteInformado) throw conflict('Usuário já cadastrado', 'USUARIO_EXISTENTE');
    return registerCustomer(db, body, clientAddress);
  }),

  // What the supplier asks of its customers at registration (spec 7 "Suppliers and configuration").
  defineRoute(identityEndpoints.listClientCharacteristics, async ({ db, params }) => {
    const f = await getSupplierRow(db, params.idfornecedor);
    return { caracteristicas: await listClientCharacteristics(db, f.idfornecedor) };
  }),

  // A public look-up that confirms which CNPJs exist: counted per address like the other look-ups.
  defineRoute(identityEndpoints.getTaxOfficeData, async ({ db, params, clientAddress }) => {
    await assertLookupAllowed(db, clientAddress);
    return findTaxOfficeData(params.documento);
  }),

  defineRoute(identityEndpoints.updateUser, ({ db, params, body, auth, clientAddress }) =>
    updateOwnData(db, requireSelf(auth, params.idcliente), body.dadosUsuario, clientAddress),
  ),

  defineRoute(identityEndpoints.confirmEmailChange, ({ db, body, auth }) =>
    confirmEmailChange(db, requireCliente(auth), body.codigo),
  ),

  defineRoute(identityEndpoints.confirmVerification, ({ db, body, auth }) =>
    confirmVerificationCode(db, requireCliente(auth), body.codigo),
  ),

  defineRoute(identityEndpoints.getClientConfig, ({ db, auth }) => clientConfig(db, requireCliente(auth))),

  defineRoute(identityEndpoints.listClients, async ({ db, auth, query }) => ({
    clientes: await listVisibleClients(db, requireCliente(auth), query),
  })),

  defineRoute(identityEndpoints.sendVerification, ({ db, query, auth, clientAddress }) =>
    sendVerificationCode(db, requireSelf(auth, query.idcliente), query, clientAddress),
  ),
];
