import type { SubmitOrderBody } from '@/lib/contract/order-submit';

import type { OrderFacts } from './order-payload';
import { placeOrder, type PlaceOrderContext, type PlaceOrderDeps, type SubmitOutcome } from './place-order';

const P1 = '11111111-1111-4111-8111-111111111111';
const ENTREGA = '22222222-2222-4222-8222-222222222222';
const PIX = '33333333-3333-4333-8333-333333333333';
const CARTAO = '44444444-4444-4444-8444-444444444444';
const END = '55555555-5555-4555-8555-555555555555';
const KEY = 'a'.repeat(32);

const ctx: PlaceOrderContext = {
  idfornecedor: '77777777-7777-4777-8777-777777777777',
  place: { tipoEntrega: 'DELIVERY', idendereco: END, coords: null },
  idapikeys: null,
  formasPagamento: [
    { idformapagto: PIX, tipo: 'PIX', max_parcelas: 1 },
    { idformapagto: CARTAO, tipo: 'CARTAO_CREDITO', max_parcelas: 6 },
  ],
  caracteristicas: [],
  termosPendentes: false,
  orcamentoPossivel: false,
  now: new Date('2026-11-24T12:00:00Z'),
  itensName: 'Queijo',
} satisfies OrderFacts & Partial<PlaceOrderContext>;

const fields = (over: Record<string, string> = {}) => ({
  chave: KEY,
  itens: JSON.stringify([{ idproduto: P1, quantidade: 1 }]),
  idformaentrega: ENTREGA,
  idformapagto: PIX,
  anotacoes: 'Portão azul',
  numPedidoCliente: '',
  ...over,
});

function deps(
  submit: (body: SubmitOrderBody, key: string) => SubmitOutcome,
  dup: Awaited<ReturnType<PlaceOrderDeps['checkDuplicate']>> = { duplicado: false, mensagem: null, numpedido: null },
) {
  const log = { keys: [] as string[], bodies: [] as SubmitOrderBody[], dupChecks: 0, tokens: 0, terms: 0 };
  let n = 0;
  const d: PlaceOrderDeps = {
    tokenizeCard: async () => (log.tokens++, { ok: true, token: 'tok_abcdefghijkl' }),
    acceptTerms: async () => void log.terms++,
    submit: async (body, key) => (log.keys.push(key), log.bodies.push(body), submit(body, key)),
    checkDuplicate: async () => (log.dupChecks++, dup),
    orderHref: (num) => `/submissao/${num}`,
    newKey: () => `fresh${++n}`.padEnd(12, 'x'),
    rateLimitHref: '/erro/too-many-request',
  };
  return { d, log };
}

const refusal = (
  status: number,
  codigo: string,
  mensagem: string,
  body: unknown = { erro: true, codigo, mensagem },
): SubmitOutcome => ({ ok: false, status, codigo, mensagem, body });

describe('placeOrder', () => {
  it('sends the rendered key as the Idempotency-Key and answers the confirmation page', async () => {
    const { d, log } = deps(() => ({ ok: true, data: { numpedido: 1042, mensagemSucesso: null } }));
    const r = await placeOrder(fields(), ctx, d);
    expect(r).toEqual({
      ok: true,
      numpedido: 1042,
      mensagem: 'Pedido realizado com sucesso!',
      destino: '/submissao/1042',
    });
    expect(log.keys).toEqual([KEY]);
    expect(log.dupChecks).toBe(0);
  });

  it('a quote gets the quote message when the API says none', async () => {
    const { d } = deps(() => ({
      ok: true,
      data: { numpedido: 9, mensagemSucesso: null, pedido: { orcamento: true } },
    }));
    expect(await placeOrder(fields(), ctx, d)).toMatchObject({
      ok: true,
      mensagem: 'Orçamento enviado! O fornecedor vai analisar os itens e responder com os preços.',
    });
  });

  it('the same attempt retried after a lost answer reuses the key (the API replays: one order)', async () => {
    let calls = 0;
    const { d, log } = deps(() =>
      ++calls === 1
        ? refusal(503, 'INDISPONIVEL', 'Erro interno. Tente novamente mais tarde.', null)
        : { ok: true, data: { numpedido: 7, mensagemSucesso: 'Recebemos seu pedido' } },
    );
    const first = await placeOrder(fields(), ctx, d);
    expect(first && !first.ok && first.chave).toBeFalsy();
    const second = await placeOrder(fields(), ctx, d);
    expect(second).toMatchObject({ ok: true, numpedido: 7, mensagem: 'Recebemos seu pedido' });
    expect(log.keys).toEqual([KEY, KEY]);
  });

  it('while the first submit is still running: wait, same key, no duplicate check', async () => {
    const { d, log } = deps(() => refusal(409, 'PEDIDO_EM_ANDAMENTO', 'Pedido em andamento'));
    const r = await placeOrder(fields(), ctx, d);
    expect(r).toMatchObject({ ok: false, mensagem: 'Seu pedido já está sendo processado. Aguarde um instante.' });
    expect(r && !r.ok && r.chave).toBeFalsy();
    expect(log.dupChecks).toBe(0);
  });

  it('a definitive refusal: the spec message with the items, the duplicate check, a fresh key, what was typed', async () => {
    const { d, log } = deps(() =>
      refusal(422, 'PEDIDO_MINIMO', 'O pedido mínimo é de R$ 50,00.', {
        erro: true,
        codigo: 'PEDIDO_MINIMO',
        mensagem: 'O pedido mínimo é de R$ 50,00.',
        itensName: 'Queijo, Pão',
      }),
    );
    const r = await placeOrder(fields(), ctx, d);
    expect(r).toEqual({
      ok: false,
      mensagem: 'Erro ao submeter seu pedido. O pedido mínimo é de R$ 50,00. Itens: Queijo, Pão',
      chave: 'fresh1xxxxxx',
      valores: { anotacoes: 'Portão azul', numPedidoCliente: '' },
    });
    expect(log.dupChecks).toBe(1);
  });

  it('the duplicate check finds the order: its message and link, and the flow stops', async () => {
    const { d } = deps(() => refusal(422, 'CHAVE_IDEMPOTENCIA_REUTILIZADA', 'Chave reutilizada'), {
      duplicado: true,
      mensagem: 'Este pedido já foi feito: pedido 88.',
      numpedido: 88,
    });
    const r = await placeOrder(fields(), ctx, d);
    expect(r).toMatchObject({
      ok: false,
      mensagem: 'Este pedido já foi feito: pedido 88.',
      duplicado: { numpedido: 88, href: '/submissao/88' },
    });
  });

  it("'Um pedido idêntico foi feito há poucos segundos.': no duplicate check", async () => {
    const { d, log } = deps(() =>
      refusal(409, 'PEDIDO_IDENTICO', 'Um pedido idêntico foi feito há poucos segundos.', {
        erro: true,
        codigo: 'PEDIDO_IDENTICO',
        mensagem: 'Um pedido idêntico foi feito há poucos segundos.',
        numpedido: 5,
      }),
    );
    const r = await placeOrder(fields(), ctx, d);
    expect(r).toMatchObject({
      ok: false,
      mensagem: 'Erro ao submeter seu pedido. Um pedido idêntico foi feito há poucos segundos. Itens: Queijo',
      duplicado: { numpedido: 5, href: '/submissao/5' },
    });
    expect(log.dupChecks).toBe(0);
  });

  it('a cart changed elsewhere asks for the review again', async () => {
    const { d } = deps(() => refusal(409, 'CARRINHO_ALTERADO', 'Seu carrinho foi alterado em outra janela.'));
    expect(await placeOrder(fields(), ctx, d)).toMatchObject({ ok: false, recarregar: true, chave: 'fresh1xxxxxx' });
  });

  it('a wrong field sends nothing and keeps the attempt open', async () => {
    const { d, log } = deps(() => ({ ok: true, data: { numpedido: 1, mensagemSucesso: null } }));
    const r = await placeOrder(fields({ idformaentrega: 'x' }), ctx, d);
    expect(r).toMatchObject({
      ok: false,
      campos: { idformaentrega: 'Escolha uma forma de entrega disponível para este endereço.' },
    });
    expect(r && !r.ok && r.chave).toBeFalsy();
    expect(log.keys).toEqual([]);
  });

  it('no attempt key: refused with a fresh one', async () => {
    const { d, log } = deps(() => ({ ok: true, data: { numpedido: 1, mensagemSucesso: null } }));
    expect(await placeOrder(fields({ chave: '' }), ctx, d)).toMatchObject({ ok: false, chave: 'fresh1xxxxxx' });
    expect(log.keys).toEqual([]);
  });

  it('a card is tokenised first and only the token travels', async () => {
    const { d, log } = deps(() => ({ ok: true, data: { numpedido: 3, mensagemSucesso: null } }));
    await placeOrder(
      fields({
        idformapagto: CARTAO,
        'cartao-numero': '4111 1111 1111 1111',
        'cartao-nome': 'Ana',
        'cartao-validade': '12/30',
        'cartao-cvv': '123',
        parcelas: '2',
      }),
      ctx,
      d,
    );
    expect(log.tokens).toBe(1);
    expect(log.bodies[0]!.formaPagamento).toEqual({
      idformapagto: CARTAO,
      temForma: true,
      quantParcelas: 2,
      tokenCartao: 'tok_abcdefghijkl',
    });
    expect(JSON.stringify(log.bodies[0])).not.toMatch(/4111111111111111|cvv|numero|"123"/);
  });

  it('a refused card stops before the order; pending terms are accepted before submitting', async () => {
    const { d, log } = deps(() => ({ ok: true, data: { numpedido: 3, mensagemSucesso: null } }));
    d.tokenizeCard = async () => ({ ok: false, mensagem: 'Bandeira de cartão não aceita' });
    const r = await placeOrder(
      fields({
        idformapagto: CARTAO,
        'cartao-numero': '4111111111111111',
        'cartao-nome': 'Ana',
        'cartao-validade': '12/30',
        'cartao-cvv': '123',
        'aceite-termos': 'on',
      }),
      { ...ctx, termosPendentes: true },
      d,
    );
    expect(r).toMatchObject({ ok: false, mensagem: 'Bandeira de cartão não aceita' });
    expect(log.terms).toBe(1);
    expect(log.keys).toEqual([]);
  });

  it('HTTP 429 goes to the too-many-request page', async () => {
    const { d } = deps(() => refusal(429, 'MUITAS_REQUISICOES', 'Muitas requisições.'));
    expect(await placeOrder(fields(), ctx, d)).toMatchObject({ ok: false, destino: '/erro/too-many-request' });
  });
});
