/**
 * Recommendation ranking: real signals of the supplier's own data, never a random pick.
 * For each candidate product: how many orders bought it together with a seed product (the product
 * on screen, the cart's products, or the customer's recent purchases), whether it shares a seed's
 * category, how often the customer bought in its category, and whether the customer bought it
 * before. Ties are broken by popularity, then name and id, so the same data gives the same list.
 */

export const RECOMMENDATION_TAG = 'enable-recommendation-system';

/** Where suggestions are shown. */
export const RECOMMENDATION_VIEWS = ['HOME', 'PRODUTO', 'CARRINHO'] as const;
export type RecommendationView = (typeof RECOMMENDATION_VIEWS)[number];

/** What the shopper did with a suggestion: clicked it, added it to the cart, dismissed it. */
export const RECOMMENDATION_ACTIONS = ['CLIQUE', 'ADICIONAR', 'DISPENSAR'] as const;
export type RecommendationAction = (typeof RECOMMENDATION_ACTIONS)[number];

/** Why a product is suggested (the strongest signal), as shown to the shopper. */
export const RECOMMENDATION_REASONS = {
  COMPRADOS_JUNTOS: 'Quem comprou também levou',
  HISTORICO: 'Com base nas suas compras',
  MESMA_CATEGORIA: 'Da mesma categoria',
  POPULAR: 'Mais pedidos da loja',
} as const;
export type RecommendationReason = keyof typeof RECOMMENDATION_REASONS;

/** Suggestions per answer. */
export const RECOMMENDATION_LIMIT = 8;

/** Weights of the signals: buying together is the strongest evidence. */
export const RECOMMENDATION_WEIGHTS = {
  coCompras: 10,
  mesmaCategoria: 4,
  historicoCategoria: 2,
  compradoAntes: 3,
} as const;

export type Candidate = {
  idproduto: string;
  nome: string;
  idsetor: string;
  /** Orders with a seed product and this one. */
  coCompras: number;
  /** Orders of the customer with a product of this category (capped at 3 in the score). */
  historicoCategoria: number;
  /** The customer bought this very product before. */
  compradoAntes: boolean;
  /** Orders of the store with this product. */
  popularidade: number;
};

export type Ranked = { idproduto: string; score: number; motivo: RecommendationReason };

export function scoreCandidate(c: Candidate, seedSectors: ReadonlySet<string>): Ranked {
  const w = RECOMMENDATION_WEIGHTS;
  const mesma = seedSectors.has(c.idsetor);
  const parts: [RecommendationReason, number][] = [
    ['COMPRADOS_JUNTOS', w.coCompras * c.coCompras],
    ['HISTORICO', w.historicoCategoria * Math.min(c.historicoCategoria, 3) + (c.compradoAntes ? w.compradoAntes : 0)],
    ['MESMA_CATEGORIA', mesma ? w.mesmaCategoria : 0],
  ];
  const score = parts.reduce((s, [, v]) => s + v, 0);
  const best = parts.reduce((a, b) => (b[1] > a[1] ? b : a));
  return { idproduto: c.idproduto, score, motivo: best[1] > 0 ? best[0] : 'POPULAR' };
}

/**
 * The suggestions, best first: candidates minus `excluded` (the seeds on screen, the cart, what the
 * customer dismissed), scored, ties by popularity, name, id.
 */
export function rankCandidates(
  candidates: readonly Candidate[],
  o: { seedSectors: ReadonlySet<string>; excluded: ReadonlySet<string>; limit?: number },
): Ranked[] {
  const byId = new Map(candidates.map((c) => [c.idproduto, c]));
  return candidates
    .filter((c) => !o.excluded.has(c.idproduto))
    .map((c) => scoreCandidate(c, o.seedSectors))
    .sort((a, b) => {
      if (b.score !== a.score) return b.score - a.score;
      const ca = byId.get(a.idproduto)!;
      const cb = byId.get(b.idproduto)!;
      if (cb.popularidade !== ca.popularidade) return cb.popularidade - ca.popularidade;
      if (ca.nome !== cb.nome) return ca.nome < cb.nome ? -1 : 1;
      return ca.idproduto < cb.idproduto ? -1 : 1;
    })
    .slice(0, o.limit ?? RECOMMENDATION_LIMIT);
}
