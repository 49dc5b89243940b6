import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';

import type { Cart } from '@/lib/contract/cart';
import { COUPON_MESSAGES } from '@/lib/rules/coupon';
import { useCartStore, type CartSaveInput } from '@/stores/cart-store';

import { CouponModal } from './coupon-modal';

// The server boundary (components/coupon/actions.ts is 'use server'): a stand-in answering as the API does.
const validateCouponAction = jest.fn();
jest.mock('./actions', () => ({
  validateCouponAction: (...a: unknown[]) => validateCouponAction(...a),
  listClientCouponsAction: async () => ({
    ok: true,
    cupons: [
      {
        codigoCupom: 'BEMVINDO10',
        descricao: '10% de desconto em todo o carrinho',
        tipoDesconto: '%',
        valorDescontoPercentual: 10,
        valorDescontoAbsoluto: 0,
        valorMinimo: null,
        validoAte: null,
      },
    ],
  }),
  getReferralCouponAction: async () => ({ ok: true, indicacao: null }),
}));

// jsdom has <dialog> without showModal/close.
beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
});

const cart = (extra: Partial<Cart> = {}) =>
  ({
    produtosSelecionados: [],
    codigoCupom: null,
    cupomAutomatico: null,
    valorDesconto: 0,
    tipoDesconto: '%',
    valorDescontoPercentual: 0,
    mensagem: null,
    ...extra,
  }) as unknown as Cart;

const saves: CartSaveInput[] = [];
async function setUp(servidor: Cart, answer: (input: CartSaveInput) => Cart) {
  saves.length = 0;
  useCartStore.setState({ idfornecedor: null, logado: false, servidor: null, linhas: [] });
  useCartStore.getState().init({
    idfornecedor: 'f',
    logado: true,
    saver: {
      save: async (input) => {
        saves.push(input);
        return { ok: true, carrinho: answer(input) };
      },
      unlock: async () => ({ ok: false, erro: 'x' }),
    },
  });
  useCartStore.setState({ servidor });
  const onClose = jest.fn();
  render(<CouponModal onClose={onClose} />);
  const dialog = screen.getByRole('dialog', { name: 'Cupom de desconto' });
  // The available coupons (and the referral answer) have arrived.
  await within(dialog).findByRole('list', { name: 'Cupons disponíveis' });
  return {
    onClose,
    dialog,
    field: within(dialog).getByLabelText('Código do cupom'),
    apply: within(dialog).getByRole('button', { name: 'Aplicar' }),
  };
}

afterEach(() => validateCouponAction.mockReset());

describe('CouponModal', () => {
  it('ignores an empty code', async () => {
    const { apply, field } = await setUp(cart(), () => cart());
    fireEvent.change(field, { target: { value: '   ' } });
    fireEvent.click(apply);
    expect(apply).toBeEnabled();
    await new Promise((r) => setTimeout(r, 300));
    expect(validateCouponAction).not.toHaveBeenCalled();
  });

  it('waits 200 ms with the button disabled, then shows the server reason, else the generic warning', async () => {
    validateCouponAction.mockResolvedValueOnce({
      ok: true,
      valido: false,
      mensagem: COUPON_MESSAGES.expirado,
      valorDesconto: null,
    });
    const { apply, field, dialog } = await setUp(cart(), () => cart());
    fireEvent.change(field, { target: { value: 'VERAO2024' } });
    const started = Date.now();
    fireEvent.click(apply);
    expect(apply).toBeDisabled();
    expect(validateCouponAction).not.toHaveBeenCalled();
    await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent(COUPON_MESSAGES.expirado));
    expect(Date.now() - started).toBeGreaterThanOrEqual(190);
    expect(validateCouponAction).toHaveBeenCalledWith({ codigo: 'VERAO2024' });
    expect(apply).toBeEnabled();
    expect(saves).toHaveLength(0);

    validateCouponAction.mockResolvedValueOnce({ ok: true, valido: false, mensagem: null, valorDesconto: null });
    fireEvent.click(apply);
    await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent(COUPON_MESSAGES.naoVerificado));
  });

  it('an accepted code is saved with the cart and the modal closes; "Usar" applies a listed coupon', async () => {
    validateCouponAction.mockResolvedValue({ ok: true, valido: true, mensagem: null, valorDesconto: 250 });
    const { onClose, dialog } = await setUp(cart(), (input) =>
      cart({ codigoCupom: input.codigoCupom?.toUpperCase() ?? null, valorDesconto: 250 }),
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Usar o cupom BEMVINDO10' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(saves).toEqual([{ itens: [], codigoCupom: 'BEMVINDO10' }]);
  });

  it('with an automatic coupon: its code goes along; a save that keeps the automatic one shows the blocked swap', async () => {
    const auto = cart({
      codigoCupom: 'EMPORIO5',
      cupomAutomatico: {
        codigoCupom: 'EMPORIO5',
        valorDescontoPercentual: 5,
        valorDescontoAbsoluto: 0,
        tipoDesconto: '%',
      },
    });
    validateCouponAction.mockResolvedValue({ ok: true, valido: true, mensagem: null, valorDesconto: 1500 });
    const { onClose, dialog, field, apply } = await setUp(auto, () => ({
      ...auto,
      mensagem: COUPON_MESSAGES.trocaBloqueada,
    }));
    fireEvent.change(field, { target: { value: 'DESCONTO15' } });
    fireEvent.click(apply);
    await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent(COUPON_MESSAGES.trocaBloqueada));
    expect(validateCouponAction).toHaveBeenCalledWith({ codigo: 'DESCONTO15', codigoCupomAutomatico: 'EMPORIO5' });
    expect(onClose).not.toHaveBeenCalled();
    // The automatic code itself is not validated.
    validateCouponAction.mockClear();
    fireEvent.change(field, { target: { value: 'emporio5' } });
    fireEvent.click(apply);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(validateCouponAction).not.toHaveBeenCalled();
  });
});
