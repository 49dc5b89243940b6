/**
 * Who a supplier sells to. A supplier tagged `sells-only-to-companies` (not in the spec's tag
 * list; the demo's Atacado: "Venda exclusiva para pessoas jurídicas") is never offered to a
 * consumer (a customer logged in with CPF or a foreign document) as the place to buy, and is
 * labelled as companies-only wherever a visitor (who may be a company) is offered it. Pure.
 */
import type { SupplierTags } from './delivery';

export const COMPANIES_ONLY_TAG = 'sells-only-to-companies';

/** Label shown next to a companies-only supplier wherever it is offered. */
export const COMPANIES_ONLY_LABEL = 'Vendas somente para empresas (CNPJ)';

/** Who is shopping: not logged in, a consumer (CPF, foreign document) or a company (CNPJ). */
export type BuyerKind = 'visitante' | 'consumidor' | 'empresa';

export function sellsOnlyToCompanies(tags: SupplierTags): boolean {
  return tags.includes(COMPANIES_ONLY_TAG);
}

/**
 * The buyer kind of a session: no customer → visitor; CNPJ → company; CPF or a foreign document →
 * consumer. An e-mail login says nothing about the buyer: treated as a visitor (offered, labelled).
 */
export function buyerKindOf(tipoDocumento: string | null | undefined): BuyerKind {
  if (tipoDocumento === 'CNPJ') return 'empresa';
  if (tipoDocumento === 'CPF' || tipoDocumento === 'ESTRANGEIRO') return 'consumidor';
  return 'visitante';
}

/** May this supplier be offered to this buyer as another place to buy? */
export function mayOfferTo(tags: SupplierTags, buyer: BuyerKind): boolean {
  return !(buyer === 'consumidor' && sellsOnlyToCompanies(tags));
}
