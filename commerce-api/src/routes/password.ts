import { identityEndpoints } from '../../../lib/contract/identity';
import { requestPasswordReset, resetPassword } from '../domain/identity/password';
import { clientIp } from '../domain/identity/rate-limit';
import { defineRoute } from '../http/router';
import { supplierFromHeaderIfSent } from './common';

/** Password recovery (issue 4). */
export const passwordRoutes = [
  defineRoute(identityEndpoints.requestPasswordReset, ({ db, params, query, rawHeaders, req }) =>
    requestPasswordReset(db, params.idcliente, clientIp(rawHeaders, req), () => query.idfornecedor ?? supplierFromHeaderIfSent(rawHeaders)),
  ),

  defineRoute(identityEndpoints.resetPassword, ({ db, body }) => resetPassword(db, body.token, body.senha)),
];
