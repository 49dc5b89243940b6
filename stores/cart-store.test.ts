import type { CartLineProduct } from '@/lib/cart/line';
import type { Cart } from '@/lib/contract/cart';

import {
  CART_SAVE_DEBOUNCE_MS,
  clearCartAfterOrder,
  resetCart,
  useCartStore,
  type CartSaveInput,
  type CartSaveReply,
} from './cart-store';
import { clearClientState } from './session-store';

const kg: CartLineProduct = {
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
  efeitospoliticas: { descontoProgressivo: { '3': 3600 } },
  preco_embalagem: null,
  granularidade: 0.25,
  min_por_pedido: 0.5,
  maxporpedido: 2,
};

function cartOf(items: CartSaveInput['itens'], extra: Partial<Cart> = {}): Cart {
  return {
    produtosSelecionados: items.map((i) => ({
      ...kg,
      id: i.idproduto,
      name: kg.nome,
      idcadastroextraproduto: null,
      quantidade: i.quantidade,
      preconf: kg.preco,
      embalarParaPresente: false,
      preco_do_desconto: 0,
      idcombopromocional_cabecalho: null,
      usaAtacado: false,
      origemPreco: 'NORMAL',
      totalItem: Math.round(kg.preco * i.quantidade),
      disponivel: true,
      tags: [],
    })),
    bloqueio_atendimento: false,
    servidorMarker: true,
    mensagem: null,
    meta_info: { hasRecorrencia: false, recorrencia: { mensagem: null } },
    ...extra,
  } as unknown as Cart;
}

let calls: CartSaveInput[] = [];
let answer: (input: CartSaveInput) => Promise<CartSaveReply> = async (input) => ({
  ok: true,
  carrinho: cartOf(input.itens),
});
const saver = {
  save: (i: CartSaveInput) => (calls.push(i), answer(i)),
  unlock: async () => ({ ok: true as const, carrinho: cartOf([]) }),
};

beforeEach(() => {
  jest.useFakeTimers();
  calls = [];
  answer = async (input) => ({ ok: true, carrinho: cartOf(input.itens) });
  localStorage.clear();
  useCartStore.setState({
    idfornecedor: null,
    linhas: [],
    servidor: null,
    aviso: null,
    intencao: false,
    pedirLogin: false,
  });
  useCartStore.getState().init({ idfornecedor: 'f1', logado: true, saver });
});
afterEach(() => jest.useRealTimers());

const qty = () => useCartStore.getState().linhas[0]?.quantidade ?? 0;

describe('cart store', () => {
  it('applies the quantity rules at once and saves once, 1000 ms after the last change', async () => {
    const { change } = useCartStore.getState();
    change(kg, { type: 'INC' });
    expect(qty()).toBe(0.5); // raised to the minimum
    change(kg, { type: 'INC' });
    change(kg, { type: 'INC' });
    expect(qty()).toBe(1);
    jest.advanceTimersByTime(CART_SAVE_DEBOUNCE_MS - 1);
    expect(calls).toHaveLength(0);
    jest.advanceTimersByTime(1);
    await Promise.resolve();
    expect(calls).toEqual([{ itens: [{ idproduto: kg.idproduto, quantidade: 1, embalarParaPresente: false }] }]);
    for (let i = 0; i < 10; i++) change(kg, { type: 'INC' });
    expect(qty()).toBe(2); // capped at the maximum per order
  });

  it('a failed save keeps the shopper’s cart and shows the message', async () => {
    answer = async () => ({ ok: false, erro: 'Produto indisponível: Queijo' });
    useCartStore.getState().change(kg, { type: 'SET', value: 1.5 });
    jest.advanceTimersByTime(CART_SAVE_DEBOUNCE_MS);
    await jest.runAllTimersAsync();
    expect(qty()).toBe(1.5);
    expect(useCartStore.getState().aviso).toEqual({ tipo: 'erro', texto: 'Produto indisponível: Queijo' });
  });

  it('an answer to an older save does not undo a newer change', async () => {
    let release!: () => void;
    answer = (input) => new Promise((r) => (release = () => r({ ok: true, carrinho: cartOf(input.itens) })));
    const { change } = useCartStore.getState();
    change(kg, { type: 'SET', value: 1 });
    jest.advanceTimersByTime(CART_SAVE_DEBOUNCE_MS);
    change(kg, { type: 'SET', value: 1.75 });
    release();
    await Promise.resolve();
    await Promise.resolve();
    expect(qty()).toBe(1.75);
  });

  it('the page’s read of the saved cart, answered after a change was saved, does not take the change back', async () => {
    // The header asks for the saved cart (empty) as the page opens; the shopper adds before it answers.
    const askedAt = useCartStore.getState().readStarted();
    useCartStore.getState().change(kg, { type: 'SET', value: 1.5 });
    await useCartStore.getState().saveNow();
    expect(calls.at(-1)?.itens).toEqual([{ idproduto: kg.idproduto, quantidade: 1.5, embalarParaPresente: false }]);
    useCartStore.getState().receive(cartOf([]), askedAt);
    expect(qty()).toBe(1.5);
    expect(useCartStore.getState()).toMatchObject({ pronto: true, pendente: false });
    expect(useCartStore.getState().servidor?.produtosSelecionados).toHaveLength(1);
    // A read sent after it is the saved cart again.
    useCartStore.getState().receive(cartOf([]), useCartStore.getState().readStarted());
    expect(qty()).toBe(0);
  });

  it('a visitor keeps the intent and is asked to log in; after login it merges and saves', async () => {
    useCartStore.setState({ idfornecedor: null });
    useCartStore.getState().init({ idfornecedor: 'f1', logado: false, saver });
    useCartStore.getState().change(kg, { type: 'SET', value: 1 });
    expect(useCartStore.getState()).toMatchObject({ pedirLogin: true, intencao: true });
    jest.advanceTimersByTime(5000);
    expect(calls).toHaveLength(0);
    useCartStore.setState({ logado: true });
    useCartStore.getState().receive(cartOf([{ idproduto: kg.idproduto, quantidade: 0.5, embalarParaPresente: false }]));
    await Promise.resolve();
    expect(calls.at(-1)?.itens).toEqual([{ idproduto: kg.idproduto, quantidade: 1, embalarParaPresente: false }]);
  });

  it('a change not yet saved when the page is left is resent from the browser on the next page', async () => {
    useCartStore.getState().change(kg, { type: 'SET', value: 1.5 });
    window.dispatchEvent(new Event('pagehide'));
    expect(calls).toHaveLength(0);
    // The next page: a fresh store reads the browser's copy, then the API's older cart arrives.
    useCartStore.setState({ idfornecedor: null, linhas: [], pendente: false });
    useCartStore.getState().init({ idfornecedor: 'f1', logado: true, saver });
    expect(qty()).toBe(1.5);
    useCartStore.getState().receive(cartOf([]));
    await Promise.resolve();
    expect(calls.at(-1)?.itens).toEqual([{ idproduto: kg.idproduto, quantidade: 1.5, embalarParaPresente: false }]);
    await jest.runAllTimersAsync();
    expect(useCartStore.getState().pendente).toBe(false);
  });

  it('an answer arriving after the logout is dropped (nothing written back to the browser)', async () => {
    let release!: () => void;
    answer = (input) => new Promise((r) => (release = () => r({ ok: true, carrinho: cartOf(input.itens) })));
    useCartStore.getState().change(kg, { type: 'SET', value: 1 });
    jest.advanceTimersByTime(CART_SAVE_DEBOUNCE_MS);
    resetCart();
    release();
    await jest.runAllTimersAsync();
    useCartStore.getState().receive(cartOf([{ idproduto: kg.idproduto, quantidade: 1, embalarParaPresente: false }]));
    expect(useCartStore.getState().linhas).toEqual([]);
    await jest.runAllTimersAsync();
    expect(localStorage.getItem('saved-state')).toBeNull();
  });

  it('a logout through the session store empties the loaded cart store, though neither imports the other', async () => {
    useCartStore.getState().change(kg, { type: 'SET', value: 1 });
    expect(qty()).toBe(1);
    clearClientState();
    expect(useCartStore.getState().linhas).toEqual([]);
    await jest.runAllTimersAsync();
    expect(localStorage.getItem('saved-state')).toBeNull();
  });

  it('a cart locked by an attendant ignores changes', () => {
    useCartStore.setState({ servidor: cartOf([], { bloqueio_atendimento: true }) });
    useCartStore.getState().change(kg, { type: 'INC' });
    expect(qty()).toBe(0);
  });

  it('after an order nothing scheduled or on its way writes the old lines back, and the login stays', async () => {
    useCartStore.getState().setNotes({ observacao: 'Portão azul' });
    // A save already on its way when the order is placed…
    let release!: () => void;
    answer = (input) => new Promise((r) => (release = () => r({ ok: true, carrinho: cartOf(input.itens) })));
    useCartStore.getState().change(kg, { type: 'SET', value: 1 });
    jest.advanceTimersByTime(CART_SAVE_DEBOUNCE_MS);
    expect(calls).toHaveLength(1);
    // …and another change still waiting for its debounce.
    useCartStore.getState().change(kg, { type: 'SET', value: 1.5 });
    clearCartAfterOrder();
    release();
    await jest.runAllTimersAsync();
    expect(calls).toHaveLength(1);
    expect(useCartStore.getState()).toMatchObject({
      linhas: [],
      servidor: null,
      pendente: false,
      observacao: '',
      logado: true,
      salvando: false,
    });
    await jest.runAllTimersAsync();
    expect(localStorage.getItem('saved-state') ?? '').not.toContain(kg.idproduto);
    // The next change is a new cart, saved as usual.
    useCartStore.getState().change(kg, { type: 'SET', value: 1 });
    jest.advanceTimersByTime(CART_SAVE_DEBOUNCE_MS);
    expect(calls).toHaveLength(2);
  });
});
