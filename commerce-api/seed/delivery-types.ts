import { DEMO_SUPPLIERS } from './demo-world';
import type { SeedModule } from './types';

/**
 * Delivery types per product (migration 0006): a few emporio products are delivery-only
 * (frozen food leaves the cold chain only in the delivery van) and a few pickup-only (made to
 * order: 'encomenda, retirar na loja'). Everything else keeps the default (both).
 */
export const DEMO_DELIVERY_ONLY = ['Sorvete de creme 1,5 L', 'Lasanha à bolonhesa 600 g'] as const;
/** A frozen product offered for both (the frozen category is never empty under RETIRADA). */
export const DEMO_FROZEN_BOTH = 'Pão de queijo congelado 1 kg';
export const DEMO_PICKUP_ONLY = [
  'Bolo de cenoura com cobertura de chocolate',
  'Brigadeiro gourmet caixa com 12',
] as const;

export const deliveryTypesSeed: SeedModule = {
  nome: 'tipos-entrega-produto',
  async run(tx) {
    const id = DEMO_SUPPLIERS.emporio.idfornecedor;
    await tx.query(
      `UPDATE produtos SET tipos_entrega = ARRAY['DELIVERY']::text[] WHERE idfornecedor = $1 AND nome = ANY($2::text[])`,
      [id, [...DEMO_DELIVERY_ONLY]],
    );
    await tx.query(
      `UPDATE produtos SET tipos_entrega = ARRAY['RETIRADA']::text[] WHERE idfornecedor = $1 AND nome = ANY($2::text[])`,
      [id, [...DEMO_PICKUP_ONLY]],
    );
  },
};
