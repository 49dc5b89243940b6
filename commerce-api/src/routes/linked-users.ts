import { linkedUserEndpoints } from '../../../lib/contract/linked-users';
import {
  answerInvitation,
  createLinkedUser,
  deleteLinkedUser,
  listLinkedClients,
  listLinkedUsers,
  listReceivedInvitations,
  setInvitationPassword,
  switchLinkedUser,
} from '../domain/identity/linked-users';
import { defineRoute } from '../http/router';

/** Linked users of a principal client and their invitations (decision 0028). */
export const linkedUserRoutes = [
  defineRoute(linkedUserEndpoints.listLinkedUsers, ({ db, params, auth }) =>
    listLinkedUsers(db, auth, params.idcliente),
  ),

  defineRoute(linkedUserEndpoints.switchLinkedUser, ({ db, params, auth }) =>
    switchLinkedUser(db, auth, params.idcliente, params.idvinculado_ou_fornecedor),
  ),

  defineRoute(linkedUserEndpoints.deleteLinkedUser, ({ db, params, auth }) =>
    deleteLinkedUser(db, auth, params.idcliente, params.idvinculado, params.idfornecedor),
  ),

  defineRoute(linkedUserEndpoints.createLinkedUser, ({ db, params, body, auth }) =>
    createLinkedUser(db, auth, params.idcliente, params.idvinculado_ou_fornecedor, body),
  ),

  defineRoute(linkedUserEndpoints.listReceivedInvitations, async ({ db, params, auth }) => ({
    convites: await listReceivedInvitations(db, auth, params.idcliente),
  })),

  defineRoute(linkedUserEndpoints.acceptInvitation, ({ db, params, auth }) =>
    answerInvitation(db, auth, params.idcliente, params.idconvite, true),
  ),

  defineRoute(linkedUserEndpoints.declineInvitation, ({ db, params, auth }) =>
    answerInvitation(db, auth, params.idcliente, params.idconvite, false),
  ),

  defineRoute(linkedUserEndpoints.setInvitationPassword, ({ db, body }) =>
    setInvitationPassword(db, body.token, body.senha),
  ),

  defineRoute(linkedUserEndpoints.listLinkedClients, async ({ db, params, auth }) => ({
    clientes: await listLinkedClients(db, auth, params.idcliente),
  })),
];
