/**
 * The listing's whole search state lives in the URL (`/busca?q=…&categoria=…&filtro=…&ordem=…&pagina=…&ate=…`).
 * Pure parse/serialise functions: no React, no HTTP. Invalid input never throws.
 */

export const SEARCH_PAGE_SIZE = 20;
/** Same limit as the API's search text (lib/contract/search.ts MAX_SEARCH_TEXT). */
export const MAX_SEARCH_TEXT_LENGTH = 200;
/** Highest page number accepted in the URL; anything above is "not a page" (404). */
export const MAX_PAGE_NUMBER = 10_000;
/** Append mode renders pages 1..ate; more than this is clamped (keeps one request bounded). */
export const MAX_APPEND_PAGES = 10;
export const MAX_FILTERS = 20;
const MAX_FILTER_LENGTH = 120;
const CATEGORY_SLUG = /^[a-z0-9-]{1,120}$/;
const ORDER_CODE = /^[a-z0-9_]{1,40}$/;

export type SearchState = {
  /** Search text, '&' removed, spaces collapsed. */
  q: string;
  /** Category slug ('' = all). */
  categoria: string;
  /** Selected `Grupo:Valor` filters (tagsPesquisa values), sorted and unique. */
  filtros: string[];
  /** Manual order code chosen by the visitor ('' = none). */
  ordem: string;
  /** Page number (numbered mode), ≥ 1. */
  pagina: number;
  /** Append mode ("Carregar mais"): pages 1..ate are shown; 0 = off. */
  ate: number;
};

export type ParsedSearch = {
  state: SearchState;
  /** The text was longer than the limit (state.q is then ''). */
  textTooLong: boolean;
  /** Category not a slug (state.categoria is then ''). */
  invalidCategory: boolean;
  /** `pagina` or `ate` present but not a page number → 404. */
  invalidPage: boolean;
  /** Some filter values were malformed and dropped. */
  droppedFilters: boolean;
};

export type RawSearchParams = Record<string, string | string[] | undefined> | URLSearchParams;

export const EMPTY_SEARCH: SearchState = { q: '', categoria: '', filtros: [], ordem: '', pagina: 1, ate: 0 };

function all(sp: RawSearchParams, key: string): string[] {
  if (sp instanceof URLSearchParams) return sp.getAll(key);
  const v = sp[key];
  if (v === undefined) return [];
  return Array.isArray(v) ? v : [v];
}

function first(sp: RawSearchParams, key: string): string | undefined {
  return all(sp, key)[0];
}

/** Search text as sent to the API: '&' removed, control characters dropped, spaces collapsed. */
export function cleanSearchText(raw: string): string {
  return raw
    .replace(/&/g, ' ')
    .replace(/[\u0000-\u001f\u007f]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** A `Grupo:Valor` filter (no comma: commas separate tagsPesquisa values), or null. */
export function cleanFilter(raw: string): string | null {
  const v = raw.replace(/\s+/g, ' ').trim();
  if (v.length === 0 || v.length > MAX_FILTER_LENGTH || v.includes(',')) return null;
  const i = v.indexOf(':');
  if (i <= 0 || i === v.length - 1) return null;
  if (/[\u0000-\u001f\u007f]/.test(v)) return null;
  return v;
}

function parsePageNumber(raw: string | undefined): number | null | undefined {
  if (raw === undefined || raw.trim() === '') return undefined;
  const t = raw.trim();
  if (!/^\d{1,6}$/.test(t)) return null;
  const n = Number(t);
  return n >= 1 && n <= MAX_PAGE_NUMBER ? n : null;
}

export function parseSearchParams(sp: RawSearchParams): ParsedSearch {
  const rawQ = cleanSearchText(first(sp, 'q') ?? '');
  const textTooLong = rawQ.length > MAX_SEARCH_TEXT_LENGTH;

  const rawCategoria = (first(sp, 'categoria') ?? '').trim().toLowerCase();
  const invalidCategory = rawCategoria !== '' && !CATEGORY_SLUG.test(rawCategoria);

  const rawFiltros = all(sp, 'filtro');
  const cleaned = rawFiltros.map(cleanFilter);
  const filtros = [...new Set(cleaned.filter((f): f is string => f !== null))].sort().slice(0, MAX_FILTERS);
  const droppedFilters = cleaned.some((f) => f === null) || filtros.length < new Set(cleaned.filter(Boolean)).size;

  // `ordenacao` (the API's name, used in supplier menus) is accepted as an alias.
  const rawOrdem = (first(sp, 'ordem') ?? first(sp, 'ordenacao') ?? '').trim();
  const ordem = ORDER_CODE.test(rawOrdem) ? rawOrdem : '';

  const pagina = parsePageNumber(first(sp, 'pagina'));
  const ate = parsePageNumber(first(sp, 'ate'));
  const invalidPage = pagina === null || ate === null;

  return {
    state: {
      q: textTooLong ? '' : rawQ,
      categoria: invalidCategory ? '' : rawCategoria,
      filtros,
      ordem,
      pagina: pagina ?? 1,
      ate: ate ? Math.min(ate, MAX_APPEND_PAGES) : 0,
    },
    textTooLong,
    invalidCategory,
    invalidPage,
    droppedFilters,
  };
}

/** Canonical query string (without '?'): q, categoria, filtro…, ordem, pagina (>1), ate (>1). */
export function serializeSearchState(state: Partial<SearchState>): string {
  const qs = new URLSearchParams();
  const s = { ...EMPTY_SEARCH, ...state };
  if (s.q) qs.set('q', s.q);
  if (s.categoria) qs.set('categoria', s.categoria);
  for (const f of [...new Set(s.filtros)].sort()) qs.append('filtro', f);
  if (s.ordem) qs.set('ordem', s.ordem);
  if (s.ate > 1) qs.set('ate', String(s.ate));
  else if (s.pagina > 1) qs.set('pagina', String(s.pagina));
  return qs.toString();
}

/** `/busca` path with the state's query string. */
export function searchPath(state: Partial<SearchState>): string {
  const s = serializeSearchState(state);
  return s ? `/busca?${s}` : '/busca';
}

/** Numbered page `page` of the same search (append mode off). */
export function pageState(state: SearchState, page: number): SearchState {
  return { ...state, pagina: Math.max(1, page), ate: 0 };
}

/** "Carregar mais": pages 1..(last shown + 1). */
export function loadMoreState(state: SearchState): SearchState {
  return { ...state, pagina: 1, ate: lastShownPage(state) + 1 };
}

/** Last page number currently on screen. */
export function lastShownPage(state: SearchState): number {
  return state.ate > 0 ? state.ate : state.pagina;
}

/** Pages to fetch for this state: [pagina] or 1..ate. */
export function pagesToFetch(state: SearchState): number[] {
  if (state.ate > 0) return Array.from({ length: state.ate }, (_, i) => i + 1);
  return [state.pagina];
}

/** Same search with a filter toggled; back to page 1. */
export function toggleFilter(state: SearchState, filtro: string): SearchState {
  const has = state.filtros.includes(filtro);
  const filtros = has ? state.filtros.filter((f) => f !== filtro) : [...state.filtros, filtro].sort();
  return { ...state, filtros, pagina: 1, ate: 0 };
}

/**
 * Spec 4, Product search: the manual order (when the supplier offers it), else the search-type
 * order ('relevancia' when there is text and the supplier offers it), else the supplier's first
 * order; '' when the supplier offers none.
 */
export function effectiveOrder(state: Pick<SearchState, 'ordem' | 'q'>, supplierOrders: readonly string[]): string {
  if (state.ordem && supplierOrders.includes(state.ordem)) return state.ordem;
  if (state.q && supplierOrders.includes('relevancia')) return 'relevancia';
  return supplierOrders[0] ?? '';
}

/** Comma-joined tagsPesquisa for the API, or undefined. */
export function tagsPesquisa(state: Pick<SearchState, 'filtros'>): string | undefined {
  return state.filtros.length > 0 ? state.filtros.join(',') : undefined;
}
