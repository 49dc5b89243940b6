import { act, render, screen } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';

import type { CartLineProduct } from '@/lib/cart/line';
import { useCartStore } from '@/stores/cart-store';
import { plainCartProduct } from '@/test-support/cart-fixtures';

import { LazyQuantityStepper, StepperFallback } from './lazy-quantity-stepper';
import { QuantityStepper } from './quantity-stepper';
import { stepperNote } from './stepper-note';

const produto = plainCartProduct({
  idproduto: '22222222-2222-4222-8222-222222222222',
  nome: 'Arroz',
  slug: 'arroz',
  imagem: '/a.webp',
  preco: 2500,
});
const boxed: CartLineProduct = { ...produto, unidades_por_embalagem: 12 };
// Produce sold by the kg that may be ordered by the unit (decision 0055): the note gives the piece.
const byPiece: CartLineProduct = {
  ...produto,
  unidade: 'kg',
  preco: 899,
  granularidade: 0.001,
  min_por_pedido: 0.001,
  permite_venda_por_unidade: true,
  peso_aproximado_unidade_kg: 0.18,
};

describe('LazyQuantityStepper', () => {
  it.each([
    ['a card', produto, true],
    ['the product page', produto, false],
    ['a boxed product (package text)', boxed, true],
    ['produce ordered by the piece (its weight and price)', byPiece, true],
  ])(
    'before its chunk arrives, %s shows exactly what the stepper renders before the cart is ready',
    (_, p, compact) => {
      const fallback = renderToStaticMarkup(<StepperFallback produto={p} compact={compact} note={stepperNote(p)} />);
      expect(fallback).toBe(renderToStaticMarkup(<QuantityStepper produto={p} compact={compact} />));
      // As the island hands it over: the note the server wrote.
      expect(fallback).toBe(
        renderToStaticMarkup(<QuantityStepper produto={p} compact={compact} note={stepperNote(p)} />),
      );
    },
  );

  it("the stepper shows the server's note as given, and computes none (no price formatted in the browser)", () => {
    const given = 'escrita no servidor';
    expect(renderToStaticMarkup(<QuantityStepper produto={byPiece} compact note={given} />)).toContain(given);
    expect(renderToStaticMarkup(<QuantityStepper produto={byPiece} compact note={null} />)).not.toContain('aprox.');
  });

  it('becomes the stepper when its chunk arrives: enabled once the cart is ready, and it adds', async () => {
    render(<LazyQuantityStepper produto={produto} compact />);
    const add = screen.getByRole('button', { name: 'Adicionar Arroz ao carrinho' });
    expect(add).toBeDisabled();
    act(() =>
      useCartStore.getState().init({ idfornecedor: 'f1', logado: true, saver: { save: jest.fn(), unlock: jest.fn() } }),
    );
    await act(async () => {
      await import('./quantity-stepper');
    });
    const ready = await screen.findByRole('button', { name: 'Adicionar Arroz ao carrinho' });
    expect(ready).toBeEnabled();
    act(() => ready.click());
    expect(screen.getByRole('group', { name: 'Quantidade de Arroz' })).toBeInTheDocument();
  });
});
