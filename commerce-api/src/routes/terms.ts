import { identityEndpoints } from '../../../lib/contract/identity';
import { requireSelf } from '../domain/identity/guards';
import { acceptTerms, getTermsOfUse } from '../domain/identity/terms';
import { defineRoute } from '../http/router';
import { supplierFromHeader } from './common';

/** The supplier's terms of use. */
export const termsRoutes = [
  defineRoute(identityEndpoints.acceptTerms, ({ db, params, auth }) =>
    acceptTerms(db, requireSelf(auth, params.idcliente), params.idfornecedor),
  ),

  defineRoute(identityEndpoints.getTermsOfUse, ({ db, rawHeaders, query }) =>
    getTermsOfUse(db, supplierFromHeader(rawHeaders), query.versaoArquivo ?? null),
  ),
];
