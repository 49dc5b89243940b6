import { identityEndpoints } from '../../../lib/contract/identity';
import { requestPasswordReset, resetPassword } from '../domain/identity/password';
import { defineRoute } from '../http/router';
import { supplierFromHeaderIfSent } from './common';

/** Password recovery. */
export const passwordRoutes = [
  defineRoute(identityEndpoints.requestPasswordReset, ({ db, params, query, rawHeaders, clientAddress }) =>
    requestPasswordReset(
      db,
      params.idcliente,
      clientAddress,
      () => query.idfornecedor ?? supplierFromHeaderIfSent(rawHeaders),
    ),
  ),

  defineRoute(identityEndpoints.resetPassword, ({ db, body }) => resetPassword(db, body.token, body.senha)),
];
