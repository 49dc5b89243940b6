import { representativeEndpoints } from '../../../lib/contract/representatives';
import { actAsClient, listPortfolio, representativeAccess } from '../domain/identity/representatives';
import { defineRoute } from '../http/router';

/** Representatives; their login is in auth.ts. */
export const representativeRoutes = [
  defineRoute(representativeEndpoints.getRepresentativeAccess, ({ db, params, auth }) =>
    representativeAccess(db, auth, params.idfornecedor),
  ),

  defineRoute(representativeEndpoints.listRepresentativeClients, async ({ db, params, query, auth }) => ({
    clientes: await listPortfolio(db, auth, params.idfornecedor, params.idrepresentante, query.busca),
  })),

  defineRoute(representativeEndpoints.actAsClient, ({ db, params, auth }) =>
    actAsClient(db, auth, params.idfornecedor, params.idcliente),
  ),
];
