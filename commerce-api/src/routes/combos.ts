import { comboEndpoints } from '../../../lib/contract/combo';
import { now } from '../domain/clock';
import { getCombo, listAllCombos, listClientCombos } from '../domain/combo';
import { defineRoute } from '../http/router';

/** Promotional combos, declared in lib/contract/combo.ts; SQL and rules in domain/combo. */
export const comboRoutes = [
  defineRoute(comboEndpoints.listClientCombos, async ({ db, auth, params, query }) => ({
    combos: await listClientCombos(db, auth, params.idfornecedor, params.idcliente, query, now()),
  })),
  defineRoute(comboEndpoints.listAllCombos, async ({ db, auth, params, query }) => ({
    combos: await listAllCombos(db, auth, params.idfornecedor, query, now()),
  })),
  defineRoute(comboEndpoints.getCombo, async ({ db, auth, params, query }) =>
    getCombo(db, auth, params.idcombopromocional_cabecalho, query, now()),
  ),
];
