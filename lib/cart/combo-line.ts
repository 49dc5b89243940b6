/** Combo cards' cart product, apart from lib/cart/line.ts so pages without combos do not carry it. */
import type { Combo } from '@/lib/contract/combo';

import type { CartLineProduct } from './line';

/**
 * A promotional combo as a cart line's product: the group is counted in whole combos
 * (granularity 1, at most max_por_pedido) at the combo's price, so the cart's own rules give the
 * same quantity and total the API will. Null when its price is hidden.
 */
export function fromCombo(
  c: Pick<Combo, 'idcombopromocional_cabecalho' | 'nome' | 'slug' | 'imagem' | 'preco' | 'max_por_pedido' | 'produtos'>,
): CartLineProduct | null {
  if (c.preco === null) return null;
  return {
    idproduto: c.idcombopromocional_cabecalho,
    nome: c.nome,
    slug: c.slug,
    imagem: c.imagem,
    unidade: 'un',
    preco: c.preco,
    precoatendente: null,
    precovendaatacado: null,
    minvendaatacado: null,
    multiploincremento: 1,
    efeitospoliticas: { descontoProgressivo: {} },
    preco_embalagem: null,
    granularidade: 1,
    min_por_pedido: 1,
    maxporpedido: c.max_por_pedido,
    combo: {
      produtos: c.produtos.map((x) => ({
        idproduto: x.idproduto,
        nome: x.nome,
        unidade: x.unidade,
        quantidadePorCombo: x.quantidade,
      })),
    },
  };
}
