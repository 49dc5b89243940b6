import { MAX_SIMILAR_PRODUCTS, type ProductDetail, type ProductSummary, type Sector } from '../../../lib/contract';
import type { Queryable } from '../db/types';
import type { AuthContext } from './caller';
import { notFound, productNotFound } from './errors';
import { priceViewer } from './price-viewer';
import { applyVariance } from './pricing';
import { getPaymentMethods, isUuid, pricesHidden, type SupplierRow } from './suppliers';

export type SectorRow = {
  idsetor: string;
  idsetorpai: string | null;
  nome: string;
  slug: string;
  ordem: number;
  n: number;
};

export async function loadSectorRows(db: Queryable, idfornecedor: string, idsegmento?: string): Promise<SectorRow[]> {
  return db.query<SectorRow>(
    `SELECT s.idsetor, s.idsetorpai, s.nome, s.slug, s.ordem,
            (SELECT count(*) FROM produtos p WHERE p.idsetor = s.idsetor)::int AS n
     FROM setores s
     WHERE s.idfornecedor = $1 AND ($2::uuid IS NULL OR s.idsegmento IS NULL OR s.idsegmento = $2::uuid)
     ORDER BY s.ordem, s.nome`,
    [idfornecedor, idsegmento ?? null],
  );
}

/** Builds the tree; quantidade_produtos includes every descendant sector. */
export function buildSectorTree(rows: SectorRow[]): { roots: Sector[]; byId: Map<string, Sector> } {
  const byId = new Map<string, Sector>();
  for (const r of rows) {
    byId.set(r.idsetor, {
      idsetor: r.idsetor,
      nome: r.nome,
      slug: r.slug,
      idsetorpai: r.idsetorpai,
      quantidade_produtos: r.n,
      subsetores: [],
    });
  }
  const roots: Sector[] = [];
  for (const r of rows) {
    const s = byId.get(r.idsetor)!;
    const parent = r.idsetorpai ? byId.get(r.idsetorpai) : undefined;
    if (parent) parent.subsetores.push(s);
    else roots.push(s);
  }
  const total = (s: Sector): number => {
    s.quantidade_produtos += s.subsetores.reduce((acc, c) => acc + total(c), 0);
    return s.quantidade_produtos;
  };
  roots.forEach(total);
  return { roots, byId };
}

export function sectorPath(
  byId: Map<string, Sector>,
  idsetor: string,
): { idsetor: string; nome: string; slug: string }[] {
  const path: { idsetor: string; nome: string; slug: string }[] = [];
  let cur = byId.get(idsetor);
  const guard = new Set<string>();
  while (cur && !guard.has(cur.idsetor)) {
    guard.add(cur.idsetor);
    path.unshift({ idsetor: cur.idsetor, nome: cur.nome, slug: cur.slug });
    cur = cur.idsetorpai ? byId.get(cur.idsetorpai) : undefined;
  }
  return path;
}

export type ProductRow = {
  idproduto: string;
  idcadastroextraproduto: string | null;
  idfornecedor: string;
  codigo: string;
  nome: string;
  slug: string;
  descricao: string;
  marca: string | null;
  unidade: string;
  idsetor: string;
  preco: number | null;
  /** Reference ("de") price. */
  precode: number | null;
  precovendaatacado: number | null;
  minvendaatacado: string | number | null;
  multiploincremento: string | number;
  granularidade: string | number;
  maxporpedido: string | number | null;
  min_por_pedido: string | number;
  desconto_progressivo: Record<string, number>;
  preco_embalagem: number | null;
  disponivel: boolean;
  tags: string[];
  qtd_imagens: number;
  /** Units one package holds (migration 0074). */
  unidades_por_embalagem: number | null;
  /** Weight of one piece in kg (numeric: a string from the driver) and ordering by the unit (migration 0077). */
  peso_aproximado_unidade_kg: string | number | null;
  permite_venda_por_unidade: boolean;
  /** Delivery types the product is offered for. */
  tipos_entrega: string[];
};

export const PRODUCT_COLS = `p.idproduto, p.idcadastroextraproduto, p.idfornecedor, p.codigo, p.nome, p.slug, p.descricao, p.marca,
  p.unidade, p.idsetor, p.preco, p.precode, p.precovendaatacado, p.minvendaatacado, p.multiploincremento, p.granularidade,
  p.maxporpedido, p.min_por_pedido, p.desconto_progressivo, p.preco_embalagem, p.disponivel, p.tags, p.qtd_imagens, p.tipos_entrega,
  p.unidades_por_embalagem, p.peso_aproximado_unidade_kg, p.permite_venda_por_unidade`;

const num = (v: string | number) => Number(v);
const numOrNull = (v: string | number | null) => (v === null ? null : Number(v));

export const imageUrl = (idfornecedor: string, idproduto: string, n: number) =>
  `/superon/imagens/${idfornecedor}/${idproduto}/${n}.webp`;

export function productImages(r: Pick<ProductRow, 'idfornecedor' | 'idproduto' | 'nome' | 'qtd_imagens'>) {
  return Array.from({ length: r.qtd_imagens }, (_, i) => ({
    url: imageUrl(r.idfornecedor, r.idproduto, i + 1),
    alt: i === 0 ? r.nome : `${r.nome} — imagem ${i + 1}`,
  }));
}

export type PriceOptions = { hidden: boolean; varianceBp: number };

/**
 * How prices are shown to this caller: hidden for visitors of a supplier that hides them, and
 * adjusted by the chosen payment method where the supplier supports price variance.
 */
export async function priceOptionsFor(
  db: Queryable,
  f: SupplierRow,
  auth: AuthContext,
  idformapagto?: string,
): Promise<PriceOptions> {
  let varianceBp = 0;
  if (idformapagto && f.tags.includes('support-price-variance-by-payment')) {
    const pm = (await getPaymentMethods(db, f.idfornecedor)).find((p) => p.idformapagto === idformapagto);
    varianceBp = pm?.variacao_preco_bp ?? 0;
  }
  return { hidden: pricesHidden(f.tags, await priceViewer(db, f, auth)), varianceBp };
}

export function toSummary(r: ProductRow, o: PriceOptions): ProductSummary {
  const price = (c: number | null) => (o.hidden || c === null ? null : applyVariance(c, o.varianceBp));
  const dp = o.hidden
    ? {}
    : Object.fromEntries(
        Object.entries(r.desconto_progressivo ?? {}).map(([k, v]) => [k, applyVariance(v, o.varianceBp)]),
      );
  return {
    idproduto: r.idproduto,
    idcadastroextraproduto: r.idcadastroextraproduto,
    idfornecedor: r.idfornecedor,
    codigo: r.codigo,
    nome: r.nome,
    slug: r.slug,
    marca: r.marca,
    unidade: r.unidade,
    idsetor: r.idsetor,
    imagem: imageUrl(r.idfornecedor, r.idproduto, 1),
    preco: price(r.preco),
    precode: price(r.precode),
    precovendaatacado: price(r.precovendaatacado),
    minvendaatacado: numOrNull(r.minvendaatacado),
    multiploincremento: num(r.multiploincremento),
    granularidade: num(r.granularidade),
    maxporpedido: numOrNull(r.maxporpedido),
    min_por_pedido: num(r.min_por_pedido),
    efeitospoliticas: { descontoProgressivo: dp },
    preco_embalagem: o.hidden ? null : r.preco_embalagem,
    disponivel: r.disponivel,
    tags: r.tags,
    unidades_por_embalagem: r.unidades_por_embalagem ?? null,
    peso_aproximado_unidade_kg: numOrNull(r.peso_aproximado_unidade_kg ?? null),
    permite_venda_por_unidade: r.permite_venda_por_unidade === true,
  };
}

export async function getProductRow(db: Queryable, idfornecedor: string, ref: string): Promise<ProductRow> {
  const rows = isUuid(ref)
    ? await db.query<ProductRow>(
        `SELECT ${PRODUCT_COLS} FROM produtos p WHERE p.idfornecedor = $1 AND p.idproduto = $2`,
        [idfornecedor, ref],
      )
    : await db.query<ProductRow>(`SELECT ${PRODUCT_COLS} FROM produtos p WHERE p.idfornecedor = $1 AND p.slug = $2`, [
        idfornecedor,
        ref.toLowerCase(),
      ]);
  if (!rows[0]) throw productNotFound();
  return rows[0];
}

export async function toDetail(db: Queryable, r: ProductRow, o: PriceOptions): Promise<ProductDetail> {
  const [filtros, sectors, [attrs]] = await Promise.all([
    db.query<{ grupo: string; valor: string }>(
      'SELECT grupo, valor FROM produto_filtros WHERE idproduto = $1 ORDER BY grupo, valor',
      [r.idproduto],
    ),
    loadSectorRows(db, r.idfornecedor),
    // Migration 0062: attributes only the product page shows.
    db.query<{
      ean: string | null;
      informacao_nutricional: ProductDetail['informacaoNutricional'];
      alergenicos: string[];
      ficha_tecnica: ProductDetail['fichaTecnica'];
    }>('SELECT ean, informacao_nutricional, alergenicos, ficha_tecnica FROM produtos WHERE idproduto = $1', [
      r.idproduto,
    ]),
  ]);
  const { byId } = buildSectorTree(sectors);
  return {
    ...toSummary(r, o),
    descricao: r.descricao,
    imagens: productImages(r),
    filtros,
    caminho: sectorPath(byId, r.idsetor),
    ean: attrs?.ean ?? null,
    informacaoNutricional: attrs?.informacao_nutricional ?? null,
    alergenicos: attrs?.alergenicos ?? [],
    fichaTecnica: attrs?.ficha_tecnica ?? null,
  };
}

/** A sector by id or slug; 404 'Setor não encontrado'. */
export function findSector(byId: Map<string, Sector>, ref: string): Sector {
  const wanted = ref.toLowerCase();
  const setor = isUuid(ref) ? byId.get(wanted) : [...byId.values()].find((s) => s.slug === wanted);
  if (!setor) throw notFound('Setor não encontrado', 'SETOR_NAO_ENCONTRADO');
  return setor;
}

/** Up to MAX_SIMILAR_PRODUCTS products of the same sector, available first, offered for the delivery type. */
export function listSimilarProducts(db: Queryable, row: ProductRow, tipoEntrega: string | null): Promise<ProductRow[]> {
  return db.query<ProductRow>(
    `SELECT ${PRODUCT_COLS} FROM produtos p
     WHERE p.idfornecedor = $1 AND p.idsetor = $2 AND p.idproduto <> $3
       AND ($4::text IS NULL OR $4::text = ANY(p.tipos_entrega))
     ORDER BY p.disponivel DESC, p.mais_vendidos ASC NULLS LAST, p.idproduto LIMIT ${MAX_SIMILAR_PRODUCTS}`,
    [row.idfornecedor, row.idsetor, row.idproduto, tipoEntrega],
  );
}
