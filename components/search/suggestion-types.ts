/** Spec 9: "suggestion debounce 1000 ms (10 kept)". */
export const SUGGESTIONS_KEPT = 10;

/** JSON of GET <base>/api/sugestoes (app/[supplier]/api/sugestoes/route.ts). No price when hidden. */
export type Suggestion = { nome: string; slug: string; imagem: string; unidade: string; preco?: number };
export type SuggestionsBody =
  | { sugestoes: Suggestion[]; total: number; possuiPreco: boolean }
  | { action: 'logout'; mensagem: string }
  | { erro: true; mensagem: string };

/** A suggestion with its price already formatted. */
export type SuggestionShown = Suggestion & { precoTexto?: string };
/** What the lazily loaded asking (suggestions-query.tsx) hands back to the combobox, for one text. */
export type SuggestionAnswer =
  | { term: string; kind: 'ok'; sugestoes: SuggestionShown[] }
  | { term: string; kind: 'logout'; mensagem: string }
  | { term: string; kind: 'error' };
