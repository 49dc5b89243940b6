import type { RecommendedProduct } from '@/lib/contract/recommendation';

/** Answer of GET <base>/api/recomendacoes. */
export type RecommendationsBody = {
  sucesso: boolean;
  produtos: RecommendedProduct[];
  sessao_id: string | null;
  possuiPreco: boolean;
};
