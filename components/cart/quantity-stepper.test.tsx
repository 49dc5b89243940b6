import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';

import type { CartLineProduct } from '@/lib/cart/line';
import { useCartStore } from '@/stores/cart-store';

import { QuantityStepper } from './quantity-stepper';

const produto: CartLineProduct = {
  idproduto: '11111111-1111-4111-8111-111111111111',
  nome: 'Queijo',
  slug: 'queijo',
  imagem: '/q.webp',
  unidade: 'kg',
  preco: 4000,
  precoatendente: null,
  precovendaatacado: null,
  minvendaatacado: null,
  multiploincremento: 1,
  efeitospoliticas: { descontoProgressivo: {} },
  preco_embalagem: null,
  granularidade: 0.25,
  min_por_pedido: 0.25,
  maxporpedido: null,
};

describe('QuantityStepper', () => {
  it('is disabled in the server HTML and until the cart island sets the store up (a click before would be lost)', () => {
    expect(renderToString(<QuantityStepper produto={produto} />)).toMatch(/<button[^>]*disabled=""[^>]*>Adicionar/);
    render(<QuantityStepper produto={produto} />);
    const add = screen.getByRole('button', { name: 'Adicionar Queijo ao carrinho' });
    expect(add).toBeDisabled();
    act(() =>
      useCartStore.getState().init({ idfornecedor: 'f1', logado: true, saver: { save: jest.fn(), unlock: jest.fn() } }),
    );
    expect(add).toBeEnabled();
  });
});
