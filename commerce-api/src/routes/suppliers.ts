import { supplierEndpoints } from '../../../lib/contract/supplier';
import { supplierNotFound } from '../domain/errors';
import { lookupSuppliers, serviceArea } from '../domain/service-area';
import { findSupplierId, getPaymentMethods } from '../domain/suppliers';
import { defineRoute } from '../http/router';
import { supplierFromHeader } from './common';

export const supplierRoutes = [
  defineRoute(supplierEndpoints.listSuppliers, async ({ db, query, auth }) => lookupSuppliers(db, auth, query)),

  defineRoute(supplierEndpoints.listPaymentMethods, async ({ db, params }) => {
    const id = await findSupplierId(db, params.idfornecedor);
    if (!id) throw supplierNotFound();
    return { formasPagamento: await getPaymentMethods(db, id) };
  }),

  defineRoute(supplierEndpoints.getServiceArea, async ({ db, rawHeaders, query }) => {
    const ponto = query.lat !== undefined && query.lng !== undefined ? { lat: query.lat, lng: query.lng } : null;
    return serviceArea(db, supplierFromHeader(rawHeaders, query.idfornecedor), ponto);
  }),
];
