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

describe('QuantityStepper: the focus of a keyboard user', () => {
  const pao: CartLineProduct = {
    ...produto,
    idproduto: '22222222-2222-4222-8222-222222222222',
    nome: 'Pão',
    granularidade: 1,
    min_por_pedido: 1,
    unidade: 'un',
  };

  it("stays on the button: 'Adicionar' becomes the stepper's '+', and '−' down to 0 gives it back to 'Adicionar'", () => {
    act(() =>
      useCartStore.getState().init({ idfornecedor: 'f1', logado: true, saver: { save: jest.fn(), unlock: jest.fn() } }),
    );
    render(<QuantityStepper produto={pao} />);
    const add = screen.getByRole('button', { name: 'Adicionar Pão ao carrinho' });
    add.focus();
    act(() => add.click());
    const plus = screen.getByRole('button', { name: 'Aumentar Pão' });
    expect(plus).toHaveFocus();
    expect(screen.getByRole('status', { name: /Quantidade de Pão/ })).toHaveTextContent('1');
    act(() => plus.click());
    expect(plus).toHaveFocus();

    const minus = screen.getByRole('button', { name: 'Diminuir Pão' });
    minus.focus();
    act(() => minus.click());
    act(() => minus.click());
    expect(minus).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Adicionar Pão ao carrinho' })).toHaveFocus();
    expect(document.activeElement).not.toBe(document.body);
  });
});
