import { identityEndpoints } from '../../../lib/contract/identity';
import { isAdmin, requireCliente } from '../domain/identity/guards';
import { consumeHandoff, createHandoff } from '../domain/identity/handoff';
import { defineRoute } from '../http/router';

/** Cross-domain session handoff (not in the spec). */
export const handoffRoutes = [
  defineRoute(identityEndpoints.createHandoff, ({ db, body, auth, rawHeaders }) => {
    const a = requireCliente(auth);
    // X-Handoff-TTL: the back-office (and the tests) may shorten the code's lifetime.
    const ttl = isAdmin(rawHeaders) ? Number(rawHeaders['x-handoff-ttl']) : undefined;
    return createHandoff(db, a, body.idfornecedor, ttl);
  }),

  defineRoute(identityEndpoints.consumeHandoff, ({ db, body }) => consumeHandoff(db, body)),
];
