import 'server-only';

import { cache } from 'react';

import type { DeliveryType } from '@/lib/contract';
import { comboEndpoints, type Combo } from '@/lib/contract/combo';
import { catalogViewer } from '@/lib/session/viewer';

import { commerceCallOrNull } from './call';

/**
 * Promotional combos (spec 7 "Promotional combos"), declared in lib/contract/combo.ts.
 * A logged-in client reads its own list (general combos and its exclusive ones); a visitor the
 * supplier's general ones. Priced per viewer, so never shared between sessions.
 */
export async function listCombos(idfornecedor: string, tipoEntrega?: DeliveryType): Promise<Combo[]> {
  const viewer = await catalogViewer(idfornecedor);
  const query = {
    ...(viewer.idformapagamento ? { idformapagamento: viewer.idformapagamento } : {}),
    ...(tipoEntrega ? { tipoEntrega } : {}),
  };
  const cache = viewer.personal
    ? ('no-store' as const)
    : { revalidate: 30, tags: [`supplier:${idfornecedor}`, `supplier:${idfornecedor}:combos`] };
  const idcliente = viewer.auth?.idcliente;
  const body =
    viewer.auth && idcliente
      ? await commerceCallOrNull(
          comboEndpoints.listClientCombos,
          { params: { idfornecedor, idcliente }, query, auth: viewer.auth },
          { idfornecedor, cache },
        )
      : await commerceCallOrNull(
          comboEndpoints.listAllCombos,
          { params: { idfornecedor }, query },
          { idfornecedor, cache },
        );
  return body?.combos ?? [];
}

/**
 * One combo (null when unknown or not offered to this viewer). Once per request: the page and its
 * generateMetadata share the call, so the title is ready with the page and streams in <head>, not
 * after the shell in <body>.
 */
export const getCombo = cache(async function getCombo(
  idfornecedor: string,
  id: string,
  tipoEntrega?: DeliveryType,
): Promise<Combo | null> {
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)) return null;
  const viewer = await catalogViewer(idfornecedor);
  const query = {
    ...(viewer.idformapagamento ? { idformapagamento: viewer.idformapagamento } : {}),
    ...(tipoEntrega ? { tipoEntrega } : {}),
  };
  const combo = await commerceCallOrNull(
    comboEndpoints.getCombo,
    { params: { idcombopromocional_cabecalho: id }, query, ...(viewer.auth ? { auth: viewer.auth } : {}) },
    { idfornecedor, cache: 'no-store' },
  );
  return combo && combo.idfornecedor === idfornecedor ? combo : null;
});

export type { Combo };
