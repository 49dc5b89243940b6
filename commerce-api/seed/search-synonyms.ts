import { DEMO_SUPPLIERS, type DemoSupplierKey } from './demo-world';
import type { SeedModule } from './types';
import { insertRows } from './util';

/**
 * The demo suppliers' search synonyms (migration 0061): what shoppers type for what the catalogue
 * calls otherwise. A term is one word; each expansion is one or more words that must all match.
 * Edited afterwards by the back office (PUT /admin/fornecedores/{idfornecedor}/sinonimos-busca).
 */
export const DEMO_SEARCH_SYNONYMS: Partial<Record<DemoSupplierKey, Record<string, string[]>>> = {
  emporio: {
    refri: ['refrigerante'],
    coca: ['coca-cola'],
    cerva: ['cerveja'],
    breja: ['cerveja'],
    bolacha: ['biscoito'],
    macarrao: ['espaguete', 'penne', 'massa'],
    mussarela: ['muçarela'],
    xampu: ['shampoo'],
    dente: ['creme dental'],
    pasta: ['creme dental', 'massa'],
  },
  atacado: {
    refri: ['refrigerante'],
    coca: ['coca-cola'],
    cerva: ['cerveja'],
    breja: ['cerveja'],
    bolacha: ['biscoito', 'wafer'],
    quentinha: ['marmitex', 'marmita'],
    marmita: ['marmitex'],
    mussarela: ['muçarela'],
    doce: ['bomboniere'],
    doces: ['bomboniere'],
    chicletes: ['chiclete'],
  },
  adega: {
    tinto: ['vinho tinto'],
    tintos: ['vinho tinto'],
    branco: ['vinho branco'],
    brancos: ['vinho branco'],
    champanhe: ['champagne', 'espumante'],
    champanha: ['champagne', 'espumante'],
    abridor: ['saca-rolhas'],
    borbulhante: ['espumante'],
    porto: ['vinho do porto'],
  },
};

export const searchSynonymsSeed: SeedModule = {
  nome: 'sinonimos-busca',
  async run(tx) {
    for (const key of Object.keys(DEMO_SEARCH_SYNONYMS) as DemoSupplierKey[]) {
      const rows = Object.entries(DEMO_SEARCH_SYNONYMS[key] ?? {}).map(([termo, expansoes]) => ({
        idfornecedor: DEMO_SUPPLIERS[key].idfornecedor,
        termo,
        expansoes,
      }));
      await insertRows(tx, 'sinonimos_busca', rows, { expansoes: 'text[]' });
    }
  },
};
