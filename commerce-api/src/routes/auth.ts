import { identityEndpoints } from '../../../lib/contract/identity';
import { authenticateCustomer, authenticateRepresentative, loginWithApiKey, logout, lookupLogin } from '../domain/identity/login';
import { clientIp } from '../domain/identity/rate-limit';
import { badRequest } from '../http/errors';
import { defineRoute } from '../http/router';
import { supplierFromHeaderIfSent } from './common';

/** Logging in and out (issue 4). */
export const authRoutes = [
  defineRoute(identityEndpoints.lookupLogin, ({ db, params, rawHeaders, req }) =>
    lookupLogin(db, params.login, clientIp(rawHeaders, req), () => supplierFromHeaderIfSent(rawHeaders)),
  ),

  defineRoute(identityEndpoints.authenticate, ({ db, body, rawHeaders, req }) => {
    if (body.loginAsRepresentante) throw badRequest('Use /usuario/autenticar/representante para representantes', { loginAsRepresentante: 'Valor inválido' });
    return authenticateCustomer(db, { login: body.cpf, senha: body.senha, idfornecedor: body.idfornecedor, ip: clientIp(rawHeaders, req) });
  }),

  defineRoute(identityEndpoints.authenticateRepresentative, ({ db, body, rawHeaders, req }) =>
    authenticateRepresentative(db, { login: body.cpf, senha: body.senha, idfornecedor: body.idfornecedor, ip: clientIp(rawHeaders, req) }),
  ),

  defineRoute(identityEndpoints.logout, ({ db, auth }) => logout(db, auth.sessao)),

  defineRoute(identityEndpoints.loginWithApiKey, ({ db, body, rawHeaders, req }) =>
    loginWithApiKey(db, { apiKey: body.apiKey, idErpUsuario: body.idErpUsuario, idfornecedor: body.idFornecedor, ip: clientIp(rawHeaders, req) }),
  ),
];
