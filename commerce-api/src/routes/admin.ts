import { adminEndpoints } from '../../../lib/contract/admin';
import { now } from '../domain/clock';
import { approveClient, listAvailabilityAlerts, listOutbox, setClientCredit } from '../domain/identity/back-office';
import { requireAdmin } from '../domain/identity/guards';
import { expireOverdueOrders } from '../domain/order/expiry';
import { listSearchSynonyms, replaceSearchSynonyms } from '../domain/search';
import { getSupplierRow } from '../domain/suppliers';
import { defineRoute } from '../http/router';

/** Back-office calls (not in the spec): header X-Admin-Key = ADMIN_API_KEY. */
export const adminRoutes = [
  defineRoute(adminEndpoints.approveClient, async ({ db, params, rawHeaders }) => {
    requireAdmin(rawHeaders);
    return approveClient(db, params.idcliente, params.idfornecedor);
  }),

  defineRoute(adminEndpoints.setClientCredit, async ({ db, params, body, rawHeaders }) => {
    requireAdmin(rawHeaders);
    return setClientCredit(db, params.idcliente, params.idfornecedor, body.limite);
  }),

  defineRoute(adminEndpoints.listOutbox, async ({ db, query, rawHeaders }) => {
    requireAdmin(rawHeaders);
    return { mensagens: await listOutbox(db, query) };
  }),

  defineRoute(adminEndpoints.listAvailabilityAlerts, async ({ db, query, rawHeaders }) => {
    requireAdmin(rawHeaders);
    return { alertas: await listAvailabilityAlerts(db, query.idcliente, query.idfornecedor) };
  }),

  defineRoute(adminEndpoints.listSearchSynonyms, async ({ db, params, rawHeaders }) => {
    requireAdmin(rawHeaders);
    const f = await getSupplierRow(db, params.idfornecedor);
    return { idfornecedor: f.idfornecedor, sinonimos: await listSearchSynonyms(db, f.idfornecedor) };
  }),

  defineRoute(adminEndpoints.replaceSearchSynonyms, async ({ db, params, body, rawHeaders }) => {
    requireAdmin(rawHeaders);
    const f = await getSupplierRow(db, params.idfornecedor);
    return { idfornecedor: f.idfornecedor, sinonimos: await replaceSearchSynonyms(db, f.idfornecedor, body.sinonimos) };
  }),

  // The expiry job on demand (it also runs every ORDER_EXPIRY_JOB_SECONDS).
  defineRoute(adminEndpoints.expireOrders, async ({ db, body, rawHeaders }) => {
    requireAdmin(rawHeaders);
    return { cancelados: await expireOverdueOrders(db, body.agora ? new Date(body.agora) : now()) };
  }),
];
