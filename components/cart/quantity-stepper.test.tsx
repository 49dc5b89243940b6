import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';

import type { CartLineProduct } from '@/lib/cart/line';
import { useCartStore } from '@/stores/cart-store';
import { plainCartProduct } from '@/test-support/cart-fixtures';

import { QuantityStepper } from './quantity-stepper';

const produto = plainCartProduct({
  idproduto: '11111111-1111-4111-8111-111111111111',
  nome: 'Queijo',
  slug: 'queijo',
  imagem: '/q.webp',
  unidade: 'kg',
  preco: 4000,
  granularidade: 0.25,
  min_por_pedido: 0.25,
});

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
    expect(screen.getByRole('textbox', { name: 'Quantidade de Pão' })).toHaveValue('1');
    act(() => plus.click());
    expect(plus).toHaveFocus();
    // The field's value changes silently: a polite live region says what + made of it.
    const spoken = document.querySelector('[aria-live="polite"]:not([role])');
    expect(spoken).toHaveTextContent('2 un');

    const minus = screen.getByRole('button', { name: 'Diminuir Pão' });
    minus.focus();
    act(() => minus.click());
    act(() => minus.click());
    expect(minus).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Adicionar Pão ao carrinho' })).toHaveFocus();
    expect(document.activeElement).not.toBe(document.body);
  });
});

describe('QuantityStepper: a typed quantity', () => {
  const refri: CartLineProduct = {
    ...produto,
    idproduto: '33333333-3333-4333-8333-333333333333',
    nome: 'Refrigerante lata',
    unidade: 'un',
    granularidade: 12,
    min_por_pedido: 12,
    maxporpedido: 48,
  };
  const save = jest.fn();
  const start = (p: CartLineProduct, quantidade: number) => {
    act(() => {
      useCartStore.getState().init({ idfornecedor: 'f1', logado: true, saver: { save, unlock: jest.fn() } });
      useCartStore.setState({ linhas: [] });
      if (quantidade > 0) useCartStore.getState().change(p, { type: 'SET', value: quantidade });
    });
    render(<QuantityStepper produto={p} />);
    return screen.getByRole('textbox', { name: `Quantidade de ${p.nome}` });
  };
  const inCart = (p: CartLineProduct) =>
    useCartStore.getState().linhas.find((l) => l.produto.idproduto === p.idproduto)?.quantidade ?? 0;

  it('snaps 13 to the multiple of 12 on Enter, shows 24 and says why; the cart holds 24', async () => {
    const user = userEvent.setup();
    const field = start(refri, 12);
    expect(field).toHaveValue('12');
    await user.clear(field);
    await user.type(field, '13');
    // Not per keystroke: "1" was not snapped while typing.
    expect(field).toHaveValue('13');
    expect(inCart(refri)).toBe(12);
    await user.keyboard('{Enter}');
    expect(field).toHaveValue('24');
    expect(field).toHaveFocus();
    expect(inCart(refri)).toBe(24);
    expect(screen.getByRole('status')).toHaveTextContent('Ajustado para 24 un. Vendido a cada 12 un');
  });

  it('says what one box holds beside the quantity, from "Adicionar" on', () => {
    const caixa = { ...refri, unidades_por_embalagem: 12 };
    act(() => useCartStore.setState({ linhas: [] }));
    render(<QuantityStepper produto={caixa} />);
    expect(screen.getByText('1 cx = 12 un')).toBeVisible();
    act(() => useCartStore.getState().change(caixa, { type: 'INC' }));
    expect(screen.getByRole('textbox', { name: `Quantidade de ${refri.nome}` })).toHaveValue('12');
    expect(screen.getByText('1 cx = 12 un')).toBeVisible();
  });

  it('caps at the maximum and raises to the minimum, each with its reason', async () => {
    const user = userEvent.setup();
    const field = start(refri, 12);
    await user.clear(field);
    await user.type(field, '100{Enter}');
    expect(field).toHaveValue('48');
    expect(screen.getByRole('status')).toHaveTextContent('Ajustado para 48 un. Máximo 48 por pedido');
    await user.clear(field);
    await user.type(field, '5{Enter}');
    expect(field).toHaveValue('12');
    expect(screen.getByRole('status')).toHaveTextContent('Ajustado para 12 un. Mínimo 12 un');
  });

  it('takes a pt-BR decimal with a comma for a product by the kg, the unit beside the field', async () => {
    const user = userEvent.setup();
    const field = start(produto, 0.25);
    expect(field).toHaveValue('0,25');
    expect(field).toHaveAccessibleDescription(/kg/);
    await user.clear(field);
    await user.type(field, '1,5{Enter}');
    expect(inCart(produto)).toBe(1.5);
    expect(field).toHaveValue('1,5');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('commits when the field loses the focus too, and Escape gives back the quantity it had', async () => {
    const user = userEvent.setup();
    const field = start(produto, 1);
    await user.clear(field);
    await user.type(field, '2');
    await user.keyboard('{Escape}');
    expect(field).toHaveValue('1');
    expect(inCart(produto)).toBe(1);

    await user.clear(field);
    await user.type(field, '3,1');
    await user.tab();
    expect(inCart(produto)).toBe(3.25);
    expect(field).toHaveValue('3,25');
    expect(screen.getByRole('status')).toHaveTextContent('Ajustado para 3,25 kg. Vendido a cada 250 g');
  });

  it('empty and Enter removes the item; the focus goes to "Adicionar", never to <body>', async () => {
    const user = userEvent.setup();
    const field = start(produto, 1);
    await user.clear(field);
    await user.keyboard('{Enter}');
    expect(inCart(produto)).toBe(0);
    expect(screen.getByRole('button', { name: 'Adicionar Queijo ao carrinho' })).toHaveFocus();
  });

  it('"abc" is not a quantity: the field gives back the one it had and says so, never NaN', async () => {
    const user = userEvent.setup();
    const field = start(produto, 1);
    await user.clear(field);
    await user.type(field, 'abc{Enter}');
    expect(field).toHaveValue('1');
    expect(inCart(produto)).toBe(1);
    expect(screen.getByRole('status')).toHaveTextContent('Digite só números, como 2 ou 1,5');
    expect(document.body.textContent).not.toMatch(/NaN/);
  });
  describe('produce ordered by the unit (decision 0055)', () => {
    const maca: CartLineProduct = {
      ...produto,
      idproduto: '55555555-5555-4555-8555-555555555555',
      nome: 'Maçã fuji',
      preco: 890,
      granularidade: 0.5,
      min_por_pedido: 0.5,
      peso_aproximado_unidade_kg: 0.18,
      permite_venda_por_unidade: true,
    };

    it('says the weight and price of one piece; + and typed count pieces, the cart holds kg', async () => {
      const user = userEvent.setup();
      act(() => {
        useCartStore.getState().init({ idfornecedor: 'f1', logado: true, saver: { save, unlock: jest.fn() } });
        useCartStore.setState({ linhas: [] });
      });
      render(<QuantityStepper produto={maca} />);
      expect(screen.getByText(/^1 un ≈ 180 g · aprox\. R\$\s1,60 cada$/)).toBeVisible();
      await user.click(screen.getByRole('button', { name: 'Adicionar Maçã fuji ao carrinho' }));
      await user.click(screen.getByRole('button', { name: 'Aumentar Maçã fuji' }));
      await user.click(screen.getByRole('button', { name: 'Aumentar Maçã fuji' }));
      const field = screen.getByRole('textbox', { name: 'Quantidade de Maçã fuji' });
      expect(field).toHaveValue('3');
      expect(screen.getByText('un ≈ 540 g')).toBeVisible();
      expect(inCart(maca)).toBe(0.54);
      await user.clear(field);
      await user.type(field, '6{Enter}');
      expect(field).toHaveFocus();
      expect(inCart(maca)).toBe(1.08);
      expect(screen.getByText('un ≈ 1,08 kg')).toBeVisible();
      await user.clear(field);
      await user.type(field, '2,4{Enter}');
      expect(field).toHaveValue('2');
      expect(screen.getByRole('status')).toHaveTextContent('Ajustado para 2 un ≈ 360 g');
    });

    it('a product that only says its weight keeps counting kg', () => {
      const batata = { ...maca, nome: 'Batata', permite_venda_por_unidade: false };
      const field = start(batata, 0.5);
      expect(field).toHaveValue('0,5');
      expect(screen.getByText('1 un ≈ 180 g')).toBeVisible();
    });
  });
});
