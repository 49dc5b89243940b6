import type { DeliveryType } from '../contract/common';

/** Delivery type rules and access gates (spec sections 4 and 5). */

export type SupplierTags = readonly string[];

/** Delivery types the supplier offers; when only one applies the type is forced to it. */
export function offeredDeliveryTypes(tags: SupplierTags): DeliveryType[] {
  const delivery = tags.includes('has-delivery');
  const collect = tags.includes('has-collect');
  if (delivery && !collect) return ['DELIVERY'];
  if (collect && !delivery) return ['RETIRADA'];
  return ['DELIVERY', 'RETIRADA'];
}

export function resolveDeliveryType(tags: SupplierTags, chosen: DeliveryType | null | undefined): DeliveryType {
  const offered = offeredDeliveryTypes(tags);
  if (chosen && offered.includes(chosen)) return chosen;
  return offered.includes('DELIVERY') ? 'DELIVERY' : 'RETIRADA';
}

export type AccessContext = { idendereco?: string | null; lat?: number | null; fornecedorEscolhido?: boolean };

/** An address is required when the supplier has has-delivery and requires-address-to-access. */
export function requiresAddress(tags: SupplierTags, ctx: AccessContext): boolean {
  return (
    tags.includes('has-delivery') &&
    tags.includes('requires-address-to-access') &&
    !ctx.idendereco &&
    (ctx.lat === null || ctx.lat === undefined)
  );
}

export function requiresSupplierChoice(tags: SupplierTags, ctx: AccessContext): boolean {
  return tags.includes('requires-supplier-to-access') && !ctx.fornecedorEscolhido;
}

/** Module access passes when the list is 'Todos' or intersects the supplier's modules. */
export function hasModuleAccess(allowed: readonly string[], supplierModules: readonly string[]): boolean {
  return allowed.includes('Todos') || allowed.some((m) => supplierModules.includes(m));
}
