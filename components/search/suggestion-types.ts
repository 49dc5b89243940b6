/** JSON of GET <base>/api/sugestoes (app/[supplier]/api/sugestoes/route.ts). No price when hidden. */
export type Suggestion = { nome: string; slug: string; imagem: string; unidade: string; preco?: number };
export type SuggestionsBody =
  | { sugestoes: Suggestion[]; total: number; possuiPreco: boolean }
  | { action: 'logout'; mensagem: string }
  | { erro: true; mensagem: string };
