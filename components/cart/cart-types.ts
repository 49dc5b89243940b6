import type { Cart } from '@/lib/contract/cart';

/** Answer of GET <base>/api/carrinho. */
export type CartReadBody = { logado: false } | { logado: true; carrinho: Cart } | { logado: true; erro: string };
