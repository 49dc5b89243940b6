/** Test fixtures: a cart product with no price rule (no tier, wholesale, package or attendant price), whole units. */
import type { CartLineProduct } from '@/lib/cart/line';

export const plainCartProduct = (
  over: Partial<CartLineProduct> & Pick<CartLineProduct, 'idproduto'>,
): CartLineProduct => ({
  nome: `Produto ${over.idproduto}`,
  slug: `produto-${over.idproduto}`,
  imagem: '/x.webp',
  unidade: 'un',
  preco: 1000,
  precoatendente: null,
  precovendaatacado: null,
  minvendaatacado: null,
  multiploincremento: 1,
  efeitospoliticas: { descontoProgressivo: {} },
  preco_embalagem: null,
  granularidade: 1,
  min_por_pedido: 1,
  maxporpedido: null,
  ...over,
});
