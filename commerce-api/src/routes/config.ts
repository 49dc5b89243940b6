import { configEndpoints } from '../../../lib/contract/supplier';
import { configOf, footerOf, getDomains, getStaticTexts, getSupplierRow } from '../domain/suppliers';
import { defineRoute } from '../http/router';
import { supplierFromHeader } from './common';

export const configRoutes = [
  defineRoute(configEndpoints.getTheme, async ({ db, params }) => {
    const f = await getSupplierRow(db, params.idfornecedor, true);
    return { idfornecedor: f.idfornecedor, tema: f.tema };
  }),

  defineRoute(configEndpoints.getFooter, async ({ db, params }) => {
    const f = await getSupplierRow(db, params.idfornecedor, true);
    return { idfornecedor: f.idfornecedor, rodape: footerOf(f) };
  }),

  defineRoute(configEndpoints.getSupplierConfig, async ({ db, rawHeaders }) => {
    const f = await getSupplierRow(db, supplierFromHeader(rawHeaders));
    return { idfornecedor: f.idfornecedor, config: configOf(f, await getDomains(db, f.idfornecedor)), tag: f.tags };
  }),

  defineRoute(configEndpoints.getStaticText, async ({ db, params }) => {
    const f = await getSupplierRow(db, params.idfornecedor, true);
    return {
      idfornecedor: f.idfornecedor,
      pedido_minimo: f.pedido_minimo,
      horario_atendimento: f.horario_atendimento,
      taxa_conveniencia: f.taxa_conveniencia,
      textos: await getStaticTexts(db, f.idfornecedor),
    };
  }),
];
