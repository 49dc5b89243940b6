import { linkedUserEndpoints } from '../../../lib/contract/linked-users';
import {
  createLinkedUser,
  deleteLinkedUser,
  listLinkedClients,
  listLinkedUsers,
  switchLinkedUser,
} from '../domain/identity/linked-users';
import { defineRoute } from '../http/router';

/** Linked users of a principal client (issue 4). */
export const linkedUserRoutes = [
  defineRoute(linkedUserEndpoints.listLinkedUsers, async ({ db, params, auth }) => ({
    usuarios: await listLinkedUsers(db, auth, params.idcliente),
  })),

  defineRoute(linkedUserEndpoints.switchLinkedUser, ({ db, params, auth }) =>
    switchLinkedUser(db, auth, params.idcliente, params.idvinculado),
  ),

  defineRoute(linkedUserEndpoints.deleteLinkedUser, ({ db, params, auth }) =>
    deleteLinkedUser(db, auth, params.idcliente, params.idvinculado, params.idfornecedor),
  ),

  defineRoute(linkedUserEndpoints.createLinkedUser, async ({ db, params, body, auth }) => ({
    usuario: await createLinkedUser(db, auth, params.idcliente, params.idfornecedor, body),
  })),

  defineRoute(linkedUserEndpoints.listLinkedClients, async ({ db, params, auth }) => ({
    clientes: await listLinkedClients(db, auth, params.idcliente),
  })),
];
