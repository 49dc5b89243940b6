import { adegaCatalog } from './catalog-adega';
import { atacadoCatalog } from './catalog-atacado';
import { catalogEntries } from './catalog-builder';
import { emporioCatalog } from './catalog-emporio';
import { DEMO_SUPPLIERS, type DemoSupplierKey } from './demo-world';
import { productWeightKg } from './product-weights';
import { deliveryMethodRows } from './suppliers';
import type { SeedModule } from './types';

const CATALOGS = { emporio: emporioCatalog, atacado: atacadoCatalog, adega: adegaCatalog } as const;

const METHOD_COLS = [
  'idformaentrega',
  'idfornecedor',
  'descricao',
  'tipo_entrega',
  'calculo',
  'valor',
  'valor_por_km',
  'gratis_acima_de',
  'pedido_minimo',
  'peso_maximo_kg',
  'raio_maximo_km',
  'prazo_dias',
  'janelas',
  'ordem',
] as const;

/**
 * Delivery methods and freight (migration 0022): the demo suppliers' methods with their
 * freight rules and weekly windows (defined in seed/suppliers.ts), and every demo product's unit
 * weight. A module of its own so databases seeded before 0022 get them too: the methods are
 * written over the rows of the same id.
 */
export const deliveryMethodsSeed: SeedModule = {
  nome: 'formas-entrega-frete',
  async run(tx) {
    const keys = Object.keys(DEMO_SUPPLIERS) as DemoSupplierKey[];
    for (const row of keys.flatMap((k) => deliveryMethodRows(k))) {
      const values = METHOD_COLS.map((c) => (c === 'janelas' ? JSON.stringify(row.janelas) : row[c]));
      const ph = METHOD_COLS.map((c, i) => (c === 'janelas' ? `$${i + 1}::jsonb` : `$${i + 1}`));
      const updates = METHOD_COLS.filter((c) => c !== 'idformaentrega').map((c) => `${c} = EXCLUDED.${c}`);
      await tx.query(
        `INSERT INTO formas_entrega (${METHOD_COLS.join(', ')}) VALUES (${ph.join(', ')})
         ON CONFLICT (idformaentrega) DO UPDATE SET ${updates.join(', ')}`,
        values,
      );
    }
    for (const [key, c] of Object.entries(CATALOGS) as [
      keyof typeof CATALOGS,
      (typeof CATALOGS)[keyof typeof CATALOGS],
    ][]) {
      const entries = catalogEntries(key, c.sectors, c.products).entries;
      await tx.query(
        `UPDATE produtos p SET peso_kg = t.peso FROM unnest($1::uuid[], $2::numeric[]) AS t(idproduto, peso)
         WHERE p.idproduto = t.idproduto AND p.idfornecedor = $3`,
        [
          entries.map((e) => e.idproduto),
          entries.map((e) => productWeightKg(e.def[0], e.def[4]?.un ?? 'un', e.setor.slug, e.setorPai?.slug ?? null)),
          DEMO_SUPPLIERS[key].idfornecedor,
        ],
      );
    }
  },
};
