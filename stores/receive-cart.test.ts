import type { Cart } from '@/lib/contract/cart';

import { useCartStore } from './cart-store';
import { receiveCart } from './receive-cart';

const cart = {
  produtosSelecionados: [],
  bloqueio_atendimento: true,
  mensagem: null,
  meta_info: { hasRecorrencia: false, recorrencia: { mensagem: null } },
} as unknown as Cart;

describe('receiveCart', () => {
  it('resolves once the header store holds the cart the API answered (a navigation after it keeps it)', async () => {
    useCartStore.getState().init({
      idfornecedor: 'f1',
      logado: true,
      saver: { save: jest.fn(), unlock: jest.fn() },
    });
    const done = receiveCart(cart);
    await done;
    expect(useCartStore.getState().servidor).toBe(cart);
  });
});
