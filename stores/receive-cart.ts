import type { Cart } from '@/lib/contract/cart';

/**
 * Hands a cart the API answered (quick order, "Repetir pedido", a shopping list applied) to the
 * header's cart store, imported here on demand: the store is in the cart island's chunk, not in those
 * pages' first-load JavaScript (decision 0054). Resolves once the store has it, so a navigation that
 * follows starts after the store saved it.
 */
export async function receiveCart(carrinho: Cart): Promise<void> {
  const { useCartStore } = await import('./cart-store');
  useCartStore.getState().receive(carrinho);
}
