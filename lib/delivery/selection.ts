/**
 * Supplier selection (spec 4 "Supplier selection", spec 8 "Delivery and address"), pure: given
 * the suppliers whose service area contains the shopper's point, what happens next.
 */
import { ADDRESS_MESSAGES } from '../contract/address';

export type ServingSupplier = {
  idfornecedor: string;
  slug: string;
  nome: string;
  dominio: string;
  segmentos: { nome: string }[];
  lojas?: { idloja: string; nome: string; descricao_endereco_loja: string; lat: number; lng: number; distancia: number | null }[];
  distancia?: number | null;
};

/** White-label mode (WHITE_LABEL_SUPPLIER): only that supplier may be offered. */
export function limitToWhiteLabel<T extends { slug: string }>(list: readonly T[], whiteLabelSlug: string | null | undefined): T[] {
  if (!whiteLabelSlug) return [...list];
  return list.filter((s) => s.slug === whiteLabelSlug);
}

export type SelectionOutcome<T extends ServingSupplier> =
  /** Nobody serves the point: warning, address cleared. */
  | { kind: 'nenhum'; mensagem: string }
  /** Exactly one: it becomes active; `mudou` when it is not the current supplier (browser goes there). */
  | { kind: 'unico'; fornecedor: T; mudou: boolean }
  /** Several: a choice list; `aviso` when the current supplier is not among them. */
  | { kind: 'escolha'; opcoes: T[]; aviso: string | null };

/**
 * Classifies a look-up answer for the shopper on supplier `atual` (null on the provider home).
 * The list is first limited to the white-label supplier when that mode is on.
 */
export function classifySelection<T extends ServingSupplier>(
  fornecedores: readonly T[],
  atual: string | null,
  whiteLabelSlug?: string | null,
): SelectionOutcome<T> {
  const list = limitToWhiteLabel(fornecedores, whiteLabelSlug);
  if (list.length === 0) return { kind: 'nenhum', mensagem: ADDRESS_MESSAGES.naoAtendemos };
  const isCurrent = (s: T) => !!atual && s.idfornecedor.toLowerCase() === atual.toLowerCase();
  if (list.length === 1) return { kind: 'unico', fornecedor: list[0]!, mudou: !isCurrent(list[0]!) };
  const hasCurrent = list.some(isCurrent);
  // The current supplier first, then by distance to the nearest store, then by name.
  const opcoes = [...list].sort((a, b) => {
    if (isCurrent(a) !== isCurrent(b)) return isCurrent(a) ? -1 : 1;
    const da = a.distancia ?? Number.POSITIVE_INFINITY;
    const db = b.distancia ?? Number.POSITIVE_INFINITY;
    if (da !== db) return da - db;
    return a.nome.localeCompare(b.nome, 'pt-BR');
  });
  return { kind: 'escolha', opcoes, aviso: atual && !hasCurrent ? ADDRESS_MESSAGES.fornecedorNaoAtende : null };
}

/** 'Varejo, Orgânicos' — the segment column of the choice list. */
export function segmentLabel(s: Pick<ServingSupplier, 'segmentos'>): string {
  return s.segmentos.map((x) => x.nome).join(', ');
}

/** Distance for people: '850 m', '1,2 km', '12 km' (pt-BR decimal comma). Null stays null. */
export function formatDistance(metres: number | null | undefined): string | null {
  if (metres === null || metres === undefined || !Number.isFinite(metres) || metres < 0) return null;
  if (metres < 1000) return `${Math.round(metres)} m`;
  const km = metres / 1000;
  const digits = km < 10 ? 1 : 0;
  return `${km.toLocaleString('pt-BR', { minimumFractionDigits: digits, maximumFractionDigits: digits })} km`;
}
