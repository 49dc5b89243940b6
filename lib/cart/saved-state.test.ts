import { plainCartProduct } from '@/test-support/cart-fixtures';

import type { CartLineState } from './line';
import { keepVisitorIntent, readSavedCart, SAVED_STATE_VERSION, writeSavedCart } from './saved-state';

const line: CartLineState = {
  produto: plainCartProduct({ idproduto: 'a', nome: 'Arroz', slug: 'arroz', imagem: '/a.webp' }),
  quantidade: 2,
  embalarParaPresente: false,
  disponivel: true,
};

describe('saved-state (browser storage of the cart)', () => {
  it('keeps one cart per supplier, versioned', () => {
    let raw: string | null = writeSavedCart(null, 'f1', {
      itens: [line],
      observacao: 'Portão azul',
      numPedidoCliente: 'PO-1',
      intencao: false,
    });
    raw = writeSavedCart(raw, 'f2', {
      itens: [{ ...line, quantidade: 5 }],
      observacao: '',
      numPedidoCliente: '',
      intencao: true,
    });
    expect(JSON.parse(raw!).versao).toBe(SAVED_STATE_VERSION);
    expect(readSavedCart(raw, 'f1')).toMatchObject({
      observacao: 'Portão azul',
      numPedidoCliente: 'PO-1',
      itens: [{ quantidade: 2 }],
    });
    expect(readSavedCart(raw, 'f2')).toMatchObject({ intencao: true, itens: [{ quantidade: 5 }] });
  });

  it('never stores a coupon code or a discount value', () => {
    const withExtras = {
      itens: [line],
      observacao: '',
      numPedidoCliente: '',
      intencao: false,
      codigoCupom: 'BEMVINDO10',
      valorDescontoAbsoluto: 500,
    };
    const raw = writeSavedCart(null, 'f1', withExtras);
    expect(raw).not.toMatch(/cupom|BEMVINDO10|valorDesconto/i);
  });

  it("a login keeps only a visitor's intent (the previous user's carts go)", () => {
    let raw = writeSavedCart(null, 'f1', { itens: [line], observacao: '', numPedidoCliente: '', intencao: false });
    raw = writeSavedCart(raw, 'f2', { itens: [line], observacao: '', numPedidoCliente: '', intencao: true });
    const kept = keepVisitorIntent(raw);
    expect(readSavedCart(kept, 'f1')).toBeNull();
    expect(readSavedCart(kept, 'f2')?.itens).toHaveLength(1);
    expect(
      keepVisitorIntent(
        writeSavedCart(null, 'f1', { itens: [line], observacao: '', numPedidoCliente: '', intencao: false }),
      ),
    ).toBeNull();
  });

  it('drops an empty cart (nothing left: null, the key is removed), and reads an unknown version or broken text as empty', () => {
    const raw = writeSavedCart(
      writeSavedCart(null, 'f1', { itens: [line], observacao: '', numPedidoCliente: '', intencao: false }),
      'f1',
      { itens: [], observacao: '', numPedidoCliente: '', intencao: false },
    );
    expect(raw).toBeNull();
    expect(readSavedCart(JSON.stringify({ versao: 0, carrinhos: { f1: { itens: [line] } } }), 'f1')).toBeNull();
    expect(readSavedCart('{no', 'f1')).toBeNull();
  });
});
