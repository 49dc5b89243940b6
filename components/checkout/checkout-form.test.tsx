import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';

import { useCartStore } from '@/stores/cart-store';

import { CheckoutForm, type CheckoutFigures } from './checkout-form';
import type { CheckoutState } from './checkout-state';
import { NotesFields } from './notes-fields';
import { SubmitButton } from './submit-button';

const router = { replace: jest.fn(), refresh: jest.fn(), push: jest.fn() };
jest.mock('next/navigation', () => ({ useRouter: () => router }));
// The payment-method action is a server action ('use server'): not called in these tests.
jest.mock('@/components/payment-method/actions', () => ({ choosePaymentMethodAction: jest.fn() }));

const figures: CheckoutFigures = {
  produtos: 10000,
  desconto: 0,
  taxaConveniencia: 0,
  fretes: { e1: 990 },
  tipos: { p1: 'PIX', f1: 'FATURADO' },
  limiteCredito: 5000,
};

function setUp(
  action: (s: CheckoutState, f: FormData) => Promise<CheckoutState>,
  over: Partial<Parameters<typeof CheckoutForm>[0]> = {},
) {
  return render(
    <CheckoutForm
      action={action}
      chave="chave-da-pagina-0001"
      inicial={{ formaEntrega: 'e1', formaPagamento: 'p1' }}
      figures={figures}
      base=""
      analytics={null}
      versao={1}
      labelledBy="t"
      {...over}
    >
      <h1 id="t">Finalizar pedido</h1>
      <input type="radio" name="idformapagto" value="p1" defaultChecked aria-label="PIX" />
      <input type="radio" name="idformapagto" value="f1" aria-label="Faturado" />
      <NotesFields />
      <SubmitButton label="Finalizar pedido" motivoId={null} creditoId="credito" />
    </CheckoutForm>,
  );
}

const deferred = <T,>() => {
  let resolve!: (v: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
};

const keyOf = (container: HTMLElement) => (container.querySelector('input[name="chave"]') as HTMLInputElement).value;

beforeEach(() => {
  jest.clearAllMocks();
  useCartStore.setState({
    idfornecedor: 'f',
    logado: true,
    linhas: [],
    servidor: null,
    pendente: false,
    salvando: false,
    observacao: '',
    numPedidoCliente: '',
  });
});

describe('checkout form', () => {
  it('a second submit while the first is on its way is ignored; one call, with the rendered key', async () => {
    const answer = deferred<CheckoutState>();
    const action = jest.fn<Promise<CheckoutState>, [CheckoutState, FormData]>(() => answer.promise);
    const { container } = setUp(action);
    const button = screen.getByRole('button', { name: 'Finalizar pedido' });
    fireEvent.click(button);
    fireEvent.click(button);
    fireEvent.submit(button.closest('form')!);
    await waitFor(() => expect(action).toHaveBeenCalledTimes(1));
    const sent = action.mock.calls[0]![1];
    expect(sent.get('chave')).toBe('chave-da-pagina-0001');
    expect(sent.get('js')).toBe('1');
    await waitFor(() => expect(button).toHaveAttribute('aria-disabled', 'true'));
    await act(async () => answer.resolve({ ok: false, mensagem: 'Erro ao submeter seu pedido. X Itens: Y' }));
    expect(keyOf(container)).toBe('chave-da-pagina-0001');
  });

  it('a definitive refusal hands over a fresh key; the message takes the focus and what was typed stays', async () => {
    const action = jest.fn(async (): Promise<CheckoutState> => ({
      ok: false,
      mensagem: 'Erro ao submeter seu pedido. O pedido mínimo é de R$ 50,00. Itens: Pão',
      chave: 'chave-nova-0002',
    }));
    const { container } = setUp(action);
    fireEvent.change(screen.getByLabelText('Observações'), { target: { value: 'Portão azul' } });
    fireEvent.click(screen.getByRole('button', { name: 'Finalizar pedido' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('O pedido mínimo é de R$ 50,00');
    await waitFor(() => expect(alert).toHaveFocus());
    expect(keyOf(container)).toBe('chave-nova-0002');
    expect(screen.getByLabelText('Observações')).toHaveValue('Portão azul');
    // The next attempt uses the fresh key.
    fireEvent.click(screen.getByRole('button', { name: 'Finalizar pedido' }));
    await waitFor(() => expect(action).toHaveBeenCalledTimes(2));
    expect((action.mock.calls[1] as unknown as [CheckoutState, FormData])[1].get('chave')).toBe('chave-nova-0002');
  });

  it('a lost answer keeps the key for the retry', async () => {
    const action = jest.fn(async (): Promise<CheckoutState> => {
      throw new Error('network');
    });
    const { container } = setUp(action);
    fireEvent.click(screen.getByRole('button', { name: 'Finalizar pedido' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('o mesmo pedido não será feito duas vezes');
    expect(keyOf(container)).toBe('chave-da-pagina-0001');
  });

  it('the pending cart save goes before the order; success empties the store and opens the confirmation', async () => {
    const order: string[] = [];
    const saveNow = jest.fn(async () => {
      order.push('save');
      return null;
    });
    useCartStore.setState({
      pendente: true,
      saveNow,
      linhas: [{ produto: { idproduto: 'x' }, quantidade: 1, embalarParaPresente: false, disponivel: true }] as never,
    });
    const action = jest.fn(async (): Promise<CheckoutState> => {
      order.push('submit');
      return { ok: true, numpedido: 42, mensagem: 'Pedido realizado com sucesso!', destino: '/submissao/42' };
    });
    setUp(action);
    fireEvent.click(screen.getByRole('button', { name: 'Finalizar pedido' }));
    await waitFor(() => expect(router.replace).toHaveBeenCalledWith('/submissao/42'));
    expect(order).toEqual(['save', 'submit']);
    expect(useCartStore.getState().linhas).toEqual([]);
    expect(screen.getByText('Pedido realizado com sucesso!').closest('[role="status"]')).not.toBeNull();
  });

  it('credit on terms short of the total: the button is disabled with the reason', async () => {
    setUp(jest.fn());
    const button = screen.getByRole('button', { name: 'Finalizar pedido' });
    expect(button).toBeEnabled();
    fireEvent.click(screen.getByLabelText('Faturado'));
    await waitFor(() => expect(button).toBeDisabled());
    expect(button).toHaveAttribute('aria-describedby', 'credito');
  });

  it('the notes start with what the cart page kept', async () => {
    useCartStore.setState({ observacao: 'Deixar na portaria', numPedidoCliente: 'PO-1' });
    setUp(jest.fn());
    await waitFor(() => expect(screen.getByLabelText('Observações')).toHaveValue('Deixar na portaria'));
    expect(screen.getByLabelText('Número do pedido do cliente')).toHaveValue('PO-1');
  });
});
