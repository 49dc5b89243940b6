import { cepEndpoints } from '../../../lib/contract';
import { geocodeAddress, lookupCep } from '../domain/addresses';
import { defineRoute } from '../http/router';

export const cepRoutes = [
  defineRoute(cepEndpoints.lookupCep, async ({ db, params }) => lookupCep(db, params.cep)),
  defineRoute(cepEndpoints.geocodeAddress, async ({ db, query }) => geocodeAddress(db, query.endereco)),
];
