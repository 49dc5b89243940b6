import type { Cart } from '@/lib/contract/cart';
import { priceCart } from '@/lib/rules/cart';

import { fromCombo } from './combo-line';
import { linesFromCart, toCartItems } from './line';

const combo = {
  idcombopromocional_cabecalho: '11111111-1111-4111-8111-111111111111',
  nome: 'Café da manhã completo',
  slug: 'cafe-da-manha-completo',
  imagem: '/img.webp',
  preco: 4490,
  max_por_pedido: 5,
  produtos: [
    {
      idproduto: '22222222-2222-4222-8222-222222222222',
      nome: 'Café',
      slug: 'cafe',
      imagem: '/c.webp',
      unidade: 'un',
      quantidade: 2,
      preco: 1899,
      disponivel: true,
    },
  ],
};

describe('a combo group as a browser cart line', () => {
  it('counts whole combos at the combo price, as the API does', () => {
    const p = fromCombo(combo)!;
    expect(p).toMatchObject({
      idproduto: combo.idcombopromocional_cabecalho,
      preco: 4490,
      granularidade: 1,
      maxporpedido: 5,
    });
    const { linhas, totalCompras } = priceCart([{ produto: p, quantidade: 3, embalarParaPresente: false }]);
    expect(linhas[0]!.totalItem).toBe(3 * 4490);
    expect(totalCompras).toBe(3 * 4490);
    expect(toCartItems([{ produto: p, quantidade: 3, embalarParaPresente: false, disponivel: true }])).toEqual([
      { idproduto: combo.idcombopromocional_cabecalho, quantidade: 3, embalarParaPresente: false },
    ]);
    expect(fromCombo({ ...combo, preco: null })).toBeNull();
  });

  it('reads the API’s group line: combo price, products per combo', () => {
    const cart = {
      produtosSelecionados: [
        {
          idproduto: combo.idcombopromocional_cabecalho,
          idcombopromocional_cabecalho: combo.idcombopromocional_cabecalho,
          nome: combo.nome,
          slug: combo.slug,
          imagem: combo.imagem,
          unidade: 'un',
          quantidade: 2,
          preco: 4490,
          precoLista: 5336,
          preconf: 4490,
          granularidade: 1,
          min_por_pedido: 1,
          maxporpedido: 5,
          embalarParaPresente: false,
          disponivel: true,
          produtos: [
            {
              idproduto: 'x',
              nome: 'Leite',
              slug: 'leite',
              imagem: '',
              unidade: 'un',
              quantidade: 4,
              quantidadePorCombo: 2,
              preco: 599,
              total: 2016,
            },
          ],
        },
      ],
    } as unknown as Cart;
    const [l] = linesFromCart(cart);
    expect(l!.produto.preco).toBe(4490);
    expect(l!.produto.combo!.produtos[0]!.quantidadePorCombo).toBe(2);
    expect(priceCart([l!]).totalCompras).toBe(8980);
  });
});
