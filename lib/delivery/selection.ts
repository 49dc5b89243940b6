/**
 * Supplier selection (spec 4 "Supplier selection", spec 8 "Delivery and address"), pure: given
 * the suppliers whose service area contains the shopper's point, what happens next.
 */
import { ADDRESS_MESSAGES } from '../contract/address';
import type { DeliveryType } from '../contract/common';
import { formatCep } from '../rules/cep';
import { COMPANIES_ONLY_LABEL, mayOfferTo, type BuyerKind } from '../rules/supplier-audience';
import type { DeliveryResult } from './api';

export type ServingSupplier = {
  idfornecedor: string;
  slug: string;
  nome: string;
  dominio: string;
  segmentos: { nome: string }[];
  /** Supplier tags (companies-only suppliers are not offered to consumers). */
  tag?: readonly string[];
  lojas?: {
    idloja: string;
    nome: string;
    descricao_endereco_loja: string;
    lat: number;
    lng: number;
    distancia: number | null;
  }[];
  distancia?: number | null;
};

/** A supplier serving a point on the provider home; `retirada`: only through a pickup store. */
export type ServedAt<T extends ServingSupplier> = T & { retirada: boolean };

/**
 * The suppliers that serve a point: those that deliver there, then those with a pickup store
 * whose pickup area holds it (spec 8: pickup needs no delivery area). One that does both is listed
 * once, as delivering.
 */
export function servingByDeliveryOrPickup<T extends ServingSupplier>(
  entrega: readonly T[],
  retirada: readonly T[],
): ServedAt<T>[] {
  const delivers = new Set(entrega.map((s) => s.idfornecedor.toLowerCase()));
  return [
    ...entrega.map((s) => ({ ...s, retirada: false })),
    ...retirada.filter((s) => !delivers.has(s.idfornecedor.toLowerCase())).map((s) => ({ ...s, retirada: true })),
  ];
}

/** "Retirada em Loja Centro de Bento": how a pickup-only supplier is offered. */
export const pickupAtText = (loja: string) => `Retirada em ${loja}`;

/** White-label mode (WHITE_LABEL_SUPPLIER): only that supplier may be offered. */
export function limitToWhiteLabel<T extends { slug: string }>(
  list: readonly T[],
  whiteLabelSlug: string | null | undefined,
): T[] {
  if (!whiteLabelSlug) return [...list];
  return list.filter((s) => s.slug === whiteLabelSlug);
}

export type SelectionOutcome<T extends ServingSupplier> =
  /** Nobody serves the point: warning, address cleared. */
  | { kind: 'nenhum'; mensagem: string }
  /** Exactly one, and it is the current supplier (or, on the provider home, the only one). */
  | { kind: 'unico'; fornecedor: T }
  /** Several, the current supplier (when there is one) among them and first: the shopper picks. */
  | { kind: 'escolha'; opcoes: T[] }
  /**
   * The current supplier does not serve the point; `opcoes` (maybe none) do. Nothing moves by
   * itself: the shopper reads why and chooses (another supplier, pickup, another CEP, or stays).
   */
  | { kind: 'outros'; opcoes: T[] };

/**
 * Classifies a look-up answer for the shopper on supplier `atual` (null on the provider home).
 * The list is first limited to the white-label supplier when that mode is on, then to the
 * suppliers that may be offered to this buyer (a consumer is never offered a companies-only
 * supplier; the current supplier is never dropped).
 */
export function classifySelection<T extends ServingSupplier>(
  fornecedores: readonly T[],
  atual: string | null,
  whiteLabelSlug?: string | null,
  buyer: BuyerKind = 'visitante',
  /** 'endereco-salvo': a logged-in customer chose one of its addresses ('…o seu endereço', spec 8). */
  lugar: 'cep' | 'endereco-salvo' = 'cep',
): SelectionOutcome<T> {
  const isCurrent = (s: T) => !!atual && s.idfornecedor.toLowerCase() === atual.toLowerCase();
  const served = limitToWhiteLabel(fornecedores, whiteLabelSlug);
  const naoAtendemos =
    lugar === 'endereco-salvo' ? ADDRESS_MESSAGES.naoAtendemosSeuEndereco : ADDRESS_MESSAGES.naoAtendemos;
  if (served.length === 0) return { kind: 'nenhum', mensagem: naoAtendemos };
  const list = served.filter((s) => isCurrent(s) || mayOfferTo(s.tag ?? [], buyer));
  // The current supplier first, then by distance to the nearest store, then by name.
  const opcoes = [...list].sort((a, b) => {
    if (isCurrent(a) !== isCurrent(b)) return isCurrent(a) ? -1 : 1;
    const da = a.distancia ?? Number.POSITIVE_INFINITY;
    const db = b.distancia ?? Number.POSITIVE_INFINITY;
    if (da !== db) return da - db;
    return a.nome.localeCompare(b.nome, 'pt-BR');
  });
  if (atual && !opcoes.some(isCurrent)) return { kind: 'outros', opcoes };
  if (opcoes.length === 0) return { kind: 'nenhum', mensagem: naoAtendemos };
  if (opcoes.length === 1) return { kind: 'unico', fornecedor: opcoes[0]! };
  return { kind: 'escolha', opcoes };
}

/**
 * Why the current supplier stays put: '<Fornecedor> não entrega no CEP 00000-000.' (pickup: 'não
 * tem retirada para o CEP'); without a CEP (a point), the spec's 'O fornecedor não atende no
 * endereço informado'.
 */
export function notServedMessage(nome: string, cep: string | null | undefined, tipo: DeliveryType): string {
  if (!cep) return ADDRESS_MESSAGES.fornecedorNaoAtende;
  return tipo === 'RETIRADA'
    ? `${nome} não tem retirada para o CEP ${formatCep(cep)}.`
    : `${nome} não entrega no CEP ${formatCep(cep)}.`;
}

/**
 * The explanation for a form post without JavaScript (one flash line): why, and who does serve
 * the place, companies-only ones labelled.
 */
export function notServedFlash(
  result: Pick<Extract<DeliveryResult, { resultado: 'naoAtende' }>, 'mensagem' | 'opcoes'>,
): string {
  if (result.opcoes.length === 0) return result.mensagem;
  const names = result.opcoes.map((o) => (o.somenteEmpresas ? `${o.nome} — ${COMPANIES_ONLY_LABEL}` : o.nome));
  return `${result.mensagem} Atende este endereço: ${names.join('; ')}.`;
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
