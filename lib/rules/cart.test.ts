import { CART_MESSAGES, cartSaveWarning, nextQuantity, priceCart, priceLine, sortByName } from './cart';

const p = (idproduto: string, nome: string, preco: number, extra = {}) => ({ idproduto, nome, preco, ...extra });

describe('priceLine', () => {
  it('applies the price rule and adds gift wrap × quantity', () => {
    const wine = p('a', 'Vinho', 8900, {
      efeitospoliticas: { descontoProgressivo: { '6': 8490 } },
      preco_embalagem: 1290,
    });
    const l = priceLine({ produto: wine, quantidade: 6, embalarParaPresente: true });
    expect(l).toMatchObject({
      preconf: 8490,
      origem: 'PROGRESSIVO',
      totalProdutos: 6 * 8490,
      totalEmbalagem: 6 * 1290,
      totalItem: 6 * 8490 + 6 * 1290,
    });
  });
  it('uses the attendant price over every other rule', () => {
    const l = priceLine({
      produto: p('a', 'X', 1000, { precoatendente: 700, precovendaatacado: 900, minvendaatacado: 1 }),
      quantidade: 2,
      embalarParaPresente: false,
    });
    expect([l.preconf, l.origem, l.totalItem]).toEqual([700, 'ATENDENTE', 1400]);
  });
  it('rounds weighed quantities to the centavo', () => {
    expect(
      priceLine({ produto: p('a', 'Queijo', 5990), quantidade: 0.333, embalarParaPresente: false }).totalItem,
    ).toBe(1995);
  });
});

describe('priceCart', () => {
  it('sorts by name ignoring accents and case, drops zero lines and sums the available ones', () => {
    const r = priceCart([
      { produto: p('1', 'Água', 300), quantidade: 2, embalarParaPresente: false },
      { produto: p('2', 'açúcar', 500), quantidade: 1, embalarParaPresente: false },
      { produto: p('3', 'Banana', 100), quantidade: 0, embalarParaPresente: false },
      { produto: p('4', 'Café', 900), quantidade: 1, embalarParaPresente: false, disponivel: false },
    ]);
    expect(r.linhas.map((l) => l.produto.nome)).toEqual(['açúcar', 'Água', 'Café']);
    expect(r.totalCompras).toBe(1100);
  });
  it('breaks name ties by id', () => {
    expect(
      sortByName([{ produto: p('b', 'X', 1) }, { produto: p('a', 'x', 1) }]).map((l) => l.produto.idproduto),
    ).toEqual(['a', 'b']);
  });
});

describe('nextQuantity', () => {
  it('is the quantity rule', () => {
    expect(nextQuantity({ granularidade: 0.25 }, 1, { type: 'INC' })).toBe(1.25);
    expect(nextQuantity({ min_por_pedido: 6, granularidade: 6 }, 6, { type: 'DEC' })).toBe(0);
  });
});

describe('cartSaveWarning', () => {
  it('shows the server message, else the empty-answer message, else nothing', () => {
    expect(cartSaveWarning({ produtosSelecionados: [], mensagem: 'Produto indisponível' }, 1)).toBe(
      'Produto indisponível',
    );
    expect(cartSaveWarning({ produtosSelecionados: [] }, 2)).toBe(CART_MESSAGES.nenhumProduto);
    expect(cartSaveWarning({ produtosSelecionados: [{}], mensagem: null }, 1)).toBeNull();
    // An empty cart loaded, or emptied by the shopper, is not a failure to load products.
    expect(cartSaveWarning({ produtosSelecionados: [] }, 0)).toBeNull();
    expect(CART_MESSAGES.semCliente).toBe('Não foi possivel salvar o carrinho');
  });
});
