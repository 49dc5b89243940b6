import type { Queryable } from '../src/db/types';
import { DEMO_SUPPLIERS } from './demo-world';
import type { SeedModule } from './types';
import { insertRows, stableUuid, type Row } from './util';

/**
 * Action links (/v4/link-acao/{fornecedor}/{codigo}), 5 per themed supplier, one of each type.
 * Codes are the same on every supplier: `oferta-produto`, `categoria-destaque`, `busca-promocao`,
 * `pagina-trocas`, `kit-basico` (ADICIONAR_ITENS).
 */
type Def = {
  produto: string;
  categoria: string;
  busca: string;
  kit: [namePrefix: string, quantidade: number][];
};

const DEFS: Record<'emporio' | 'atacado' | 'adega', Def> = {
  emporio: {
    produto: 'Café torrado e moído',
    categoria: 'hortifruti',
    busca: 'feijão',
    kit: [
      ['Arroz branco tipo 1', 1],
      ['Feijão carioca', 2],
      ['Café torrado e moído', 1],
    ],
  },
  atacado: {
    produto: 'Refrigerante de cola lata',
    categoria: 'bebidas',
    busca: 'cerveja',
    kit: [
      ['Arroz branco tipo 1 fardo', 1],
      ['Feijão carioca fardo', 1],
    ],
  },
  adega: {
    produto: 'Merlot Reserva',
    categoria: 'espumantes',
    busca: 'cabernet',
    kit: [
      ['Merlot Reserva', 2],
      ['Kit Degustação', 1],
    ],
  },
};

async function productByPrefix(tx: Queryable, idfornecedor: string, prefix: string) {
  const r = await tx.query<{ idproduto: string; slug: string }>(
    `SELECT idproduto, slug FROM produtos WHERE idfornecedor = $1 AND nome LIKE $2 ORDER BY nome, idproduto LIMIT 1`,
    [idfornecedor, `${prefix}%`],
  );
  if (!r[0]) throw new Error(`Produto do link de ação não encontrado: ${prefix}`);
  return r[0];
}

export const actionLinksSeed: SeedModule = {
  nome: 'links-acao',
  async run(tx) {
    const rows: Row[] = [];
    for (const key of ['emporio', 'atacado', 'adega'] as const) {
      const d = DEMO_SUPPLIERS[key];
      const def = DEFS[key];
      const id = d.idfornecedor;
      const produto = await productByPrefix(tx, id, def.produto);
      const itens = [];
      for (const [prefix, quantidade] of def.kit)
        itens.push({ idproduto: (await productByPrefix(tx, id, prefix)).idproduto, quantidade });
      const link = (codigo: string, tipo: string, destino: string, its: unknown = null): Row => ({
        idlink: stableUuid(`link-acao:${d.slug}:${codigo}`),
        idfornecedor: id,
        codigo,
        tipo,
        destino,
        itens: its,
      });
      rows.push(
        link('oferta-produto', 'PRODUTO', `/produto/${produto.slug}`),
        link('categoria-destaque', 'CATEGORIA', `/busca?categoria=${encodeURIComponent(def.categoria)}`),
        link('busca-promocao', 'BUSCA', `/busca?q=${encodeURIComponent(def.busca)}`),
        link('pagina-trocas', 'PAGINA', '/pagina/trocas-e-devolucoes'),
        link('kit-basico', 'ADICIONAR_ITENS', '/carrinho', itens),
      );
    }
    await insertRows(tx, 'links_acao', rows, { itens: 'jsonb' });
  },
};
