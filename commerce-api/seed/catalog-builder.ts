import { DEMO_SUPPLIERS, type DemoSupplierKey } from './demo-world';
import { ncmForProduct } from './ncm';
import type { SeedModule } from './types';
import { hash32, insertRows, prng, slugify, stableUuid, type Row } from './util';

export type SectorDef = { nome: string; slug?: string; blurb?: string; filhos?: SectorDef[] };

export type ProductOpts = {
  un?: string;
  desc?: string;
  /** granularidade */
  g?: number;
  /** multiploincremento */
  m?: number;
  min?: number;
  max?: number;
  /** precovendaatacado + minvendaatacado */
  atacado?: [number, number];
  /** reference ("de") price in centavos, above the price: an offer */
  de?: number;
  /** progressive discount tiers [threshold, price in centavos] */
  dp?: [number, number][];
  emb?: number;
  /** unidades_por_embalagem: units one package holds */
  upe?: number;
  /** peso_aproximado_unidade_kg: weight of one piece of produce sold by the kg */
  peso?: number;
  /** permite_venda_por_unidade: the store picks it by the piece (needs `peso`) */
  porUn?: boolean;
  off?: boolean;
  tags?: string[];
  f?: Record<string, string | string[]>;
};
export type ProductDef = [nome: string, marca: string | null, setor: string, preco: number, opts?: ProductOpts];

export type AutoRules = {
  /** probability of an automatic wholesale price when none is given */
  atacado: number;
  atacadoMin: number[];
  /** probability of automatic progressive tiers */
  progressivo: number;
  tiers: number[][];
  /** probability of a max per order */
  max: number;
  maxValues: number[];
};

export type FlatSector = {
  idsetor: string;
  idsetorpai: string | null;
  nome: string;
  slug: string;
  ordem: number;
  blurb: string;
};

/** One product of a catalogue with the identity the seed gives it. */
export type CatalogEntry = {
  def: ProductDef;
  idproduto: string;
  slug: string;
  setor: FlatSector;
  setorPai: FlatSector | null;
};

function flatten(key: string, defs: SectorDef[], parent: FlatSector | null, out: FlatSector[]): void {
  defs.forEach((d, i) => {
    const slug = d.slug ?? slugify(d.nome);
    const s: FlatSector = {
      idsetor: stableUuid(`setor:${key}:${slug}`),
      idsetorpai: parent?.idsetor ?? null,
      nome: d.nome,
      slug,
      ordem: i,
      blurb: d.blurb ?? parent?.blurb ?? '',
    };
    out.push(s);
    if (d.filhos) flatten(key, d.filhos, s, out);
  });
}

const round = (n: number) => Math.round(n);

/** The sectors and products of a supplier's catalogue with their ids and slugs (what the seed inserts). */
export function catalogEntries(
  key: DemoSupplierKey,
  sectorDefs: SectorDef[],
  products: ProductDef[],
): { sectors: FlatSector[]; entries: CatalogEntry[] } {
  const sup = DEMO_SUPPLIERS[key];
  const sectors: FlatSector[] = [];
  flatten(sup.slug, sectorDefs, null, sectors);
  const bySlug = new Map(sectors.map((s) => [s.slug, s]));
  const byId = new Map(sectors.map((s) => [s.idsetor, s]));
  const usedSlugs = new Set<string>();
  const entries = products.map((def, i) => {
    const setor = bySlug.get(def[2]);
    if (!setor) throw new Error(`Setor desconhecido no seed: ${def[2]}`);
    let slug = slugify(def[0]);
    if (usedSlugs.has(slug)) slug = `${slug}-${i + 1}`;
    usedSlugs.add(slug);
    const setorPai = setor.idsetorpai ? (byId.get(setor.idsetorpai) ?? null) : null;
    return { def, idproduto: stableUuid(`produto:${sup.slug}:${slug}`), slug, setor, setorPai };
  });
  return { sectors, entries };
}

/** Builds a seed module for one supplier's sector tree and products. */
export function catalogSeed(
  key: DemoSupplierKey,
  codePrefix: string,
  sectorDefs: SectorDef[],
  products: ProductDef[],
  auto: AutoRules,
): SeedModule {
  return {
    nome: `catalogo-${key}`,
    async run(tx) {
      const sup = DEMO_SUPPLIERS[key];
      const id = sup.idfornecedor;
      const { sectors, entries } = catalogEntries(key, sectorDefs, products);
      const rnd = prng(`catalogo:${sup.slug}`);
      // Deterministic best-seller ranking: a seeded shuffle of 1..N.
      const ranks = products.map((_, i) => i + 1);
      for (let i = ranks.length - 1; i > 0; i--) {
        const j = Math.floor(rnd() * (i + 1));
        [ranks[i], ranks[j]] = [ranks[j]!, ranks[i]!];
      }
      const rows: Row[] = [];
      const filtros: Row[] = [];
      entries.forEach(({ def: [nome, marca, , preco, o = {}], idproduto, slug, setor }, i) => {
        const r1 = rnd();
        const r2 = rnd();
        const r3 = rnd();
        const r4 = rnd();
        let atacado = o.atacado ?? null;
        if (!atacado && !o.dp && r1 < auto.atacado && auto.atacadoMin.length) {
          const min = auto.atacadoMin[Math.floor(r2 * auto.atacadoMin.length)]!;
          atacado = [round(preco * (0.9 - 0.04 * r3)), min];
        }
        let dp = o.dp ?? null;
        if (!dp && !o.atacado && r4 < auto.progressivo && auto.tiers.length) {
          const tiers = auto.tiers[Math.floor(r2 * auto.tiers.length)]!;
          dp = tiers.map((t, k) => [t, round(preco * (0.96 - 0.04 * k))]);
        }
        let max = o.max ?? null;
        if (max === null && rnd() < auto.max && auto.maxValues.length) {
          max = auto.maxValues[Math.floor(rnd() * auto.maxValues.length)]!;
        }
        const g = o.g ?? 1;
        const m = o.m ?? 1;
        const min = o.min ?? (g < 1 ? g : m);
        const descricao = o.desc ?? `${nome}${marca ? ` da marca ${marca}` : ''}. ${setor.blurb}`.trim();
        rows.push({
          idproduto,
          idfornecedor: id,
          idcadastroextraproduto: stableUuid(`cadastroextra:${sup.slug}:${slug}`),
          codigo: `${codePrefix}${String(i + 1).padStart(5, '0')}`,
          nome,
          slug,
          descricao,
          marca,
          unidade: o.un ?? 'un',
          ncm: ncmForProduct(nome, setor.slug),
          idsetor: setor.idsetor,
          preco,
          precode: o.de ?? null,
          precovendaatacado: atacado?.[0] ?? null,
          minvendaatacado: atacado?.[1] ?? null,
          multiploincremento: m,
          granularidade: g,
          maxporpedido: max,
          min_por_pedido: min,
          desconto_progressivo: Object.fromEntries((dp ?? []).map(([t, p]) => [String(t), p])),
          preco_embalagem: o.emb ?? null,
          unidades_por_embalagem: o.upe ?? null,
          peso_aproximado_unidade_kg: o.peso ?? null,
          permite_venda_por_unidade: o.porUn ?? false,
          disponivel: !o.off,
          tags: o.tags ?? [],
          mais_vendidos: ranks[i]!,
          qtd_imagens: 1 + (hash32(idproduto) % 3),
          criado_em: `2025-01-${String(1 + (i % 28)).padStart(2, '0')}T12:00:00Z`,
        });
        const f: Record<string, string | string[]> = { ...(marca ? { Marca: marca } : {}), ...(o.f ?? {}) };
        for (const [grupo, v] of Object.entries(f)) {
          for (const valor of Array.isArray(v) ? v : [v]) filtros.push({ idfornecedor: id, idproduto, grupo, valor });
        }
      });
      await insertRows(
        tx,
        'setores',
        sectors.map((s) => ({
          idsetor: s.idsetor,
          idfornecedor: id,
          idsetorpai: s.idsetorpai,
          nome: s.nome,
          slug: s.slug,
          ordem: s.ordem,
        })),
      );
      await insertRows(tx, 'produtos', rows, { desconto_progressivo: 'jsonb', tags: 'text[]' });
      await insertRows(tx, 'produto_filtros', filtros);
    },
  };
}
