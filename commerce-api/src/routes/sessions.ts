import { sessionEndpoints } from '../../../lib/contract/identity-sessions';
import { endAllSessions, endSession, listSessions } from '../domain/identity/session-list';
import { defineRoute } from '../http/router';

/** The customer's session list. */
export const sessionRoutes = [
  defineRoute(sessionEndpoints.listSessions, async ({ db, auth }) => ({ sessoes: await listSessions(db, auth) })),
  defineRoute(sessionEndpoints.endSession, ({ db, auth, params }) => endSession(db, auth, params.idsessao)),
  defineRoute(sessionEndpoints.endAllSessions, ({ db, auth }) => endAllSessions(db, auth)),
];
