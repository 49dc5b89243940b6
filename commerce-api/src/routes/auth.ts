import { identityEndpoints } from '../../../lib/contract/identity';
import {
  authenticateCustomer,
  authenticateRepresentative,
  loginWithApiKey,
  logout,
  lookupLogin,
} from '../domain/identity/login';
import { badRequest } from '../http/errors';
import { defineRoute } from '../http/router';
import { supplierFromHeaderIfSent } from './common';

/** Logging in and out. */
export const authRoutes = [
  defineRoute(identityEndpoints.lookupLogin, ({ db, params, rawHeaders, clientAddress }) =>
    lookupLogin(db, params.login, clientAddress, () => supplierFromHeaderIfSent(rawHeaders)),
  ),

  defineRoute(identityEndpoints.authenticate, ({ db, body, clientAddress }) => {
    if (body.loginAsRepresentante)
      throw badRequest('Use /usuario/autenticar/representante para representantes', {
        loginAsRepresentante: 'Valor inválido',
      });
    return authenticateCustomer(db, {
      login: body.cpf,
      senha: body.senha,
      idfornecedor: body.idfornecedor,
      address: clientAddress,
      dispositivo: body.dispositivo,
    });
  }),

  defineRoute(identityEndpoints.authenticateRepresentative, ({ db, body, clientAddress }) =>
    authenticateRepresentative(db, {
      login: body.cpf,
      senha: body.senha,
      idfornecedor: body.idfornecedor,
      address: clientAddress,
    }),
  ),

  defineRoute(identityEndpoints.logout, ({ db, auth }) => logout(db, auth.sessao)),

  defineRoute(identityEndpoints.loginWithApiKey, ({ db, body, clientAddress }) =>
    loginWithApiKey(db, {
      apiKey: body.apiKey,
      idErpUsuario: body.idErpUsuario,
      idfornecedor: body.idFornecedor,
      address: clientAddress,
    }),
  ),
];
