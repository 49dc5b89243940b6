import { ORDER_MESSAGES } from '@/lib/contract/order-messages';
import { submitOrderBodySchema } from '@/lib/contract/order-submit';

import { maskExpiry, parseExpiry } from './card-expiry';
import { buildOrderPayload, checkCard, reviewedItems, type CheckoutFields, type OrderFacts } from './order-payload';

const P1 = '11111111-1111-4111-8111-111111111111';
const ENTREGA = '22222222-2222-4222-8222-222222222222';
const PIX = '33333333-3333-4333-8333-333333333333';
const CARTAO = '44444444-4444-4444-8444-444444444444';
const END = '55555555-5555-4555-8555-555555555555';
const CAR = '66666666-6666-4666-8666-666666666666';
const FORN = '77777777-7777-4777-8777-777777777777';
const NOW = new Date('2026-11-24T12:00:00-03:00');

const facts = (over: Partial<OrderFacts> = {}): OrderFacts => ({
  idfornecedor: FORN,
  place: { tipoEntrega: 'DELIVERY', idendereco: END, coords: { lat: -23.55, lng: -46.68 } },
  idapikeys: null,
  formasPagamento: [
    { idformapagto: PIX, tipo: 'PIX', max_parcelas: 1 },
    { idformapagto: CARTAO, tipo: 'CARTAO_CREDITO', max_parcelas: 3 },
  ],
  caracteristicas: [],
  termosPendentes: false,
  orcamentoPossivel: false,
  now: NOW,
  ...over,
});

const fields = (over: Record<string, string> = {}): CheckoutFields => ({
  chave: 'k'.repeat(32),
  itens: JSON.stringify([{ idproduto: P1, quantidade: 2, embalarParaPresente: false, preco: 1 }]),
  idformaentrega: ENTREGA,
  [`horario-${ENTREGA}`]: '2026-11-25T08:00:00-03:00',
  idformapagto: PIX,
  cupom: 'BEMVINDO10',
  anotacoes: '  Tocar a campainha  ',
  numPedidoCliente: 'PO-77',
  ...over,
});

describe('checkout order payload', () => {
  it('builds the spec payload from the form and the server facts; prices never travel', () => {
    const r = buildOrderPayload(fields(), facts());
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.body).toEqual({
      itens: [{ idproduto: P1, quantidade: 2, embalarParaPresente: false }],
      idfornecedor: FORN,
      anotacoes: 'Tocar a campainha',
      numPedidoCliente: 'PO-77',
      cupom: 'BEMVINDO10',
      tipoEntrega: 'DELIVERY',
      formaEntrega: { idformaentrega: ENTREGA, data_de_entrega: '2026-11-25T08:00:00-03:00' },
      enderecoentrega: { idendereco: END, coords: { lat: -23.55, lng: -46.68 } },
      lojaRetira: null,
      enderecofaturamento: null,
      idtipoassinatura: 'whitout',
      caracteristicas: [],
      idapikeys: null,
      formaPagamento: { idformapagto: PIX, temForma: true },
      canalVenda: 'WEB',
    });
    expect(r.card).toBeNull();
    expect(submitOrderBodySchema.safeParse(r.body).success).toBe(true);
  });

  it('pickup sends lojaRetira from the server-side store; the reviewed subscription and channel travel', () => {
    const r = buildOrderPayload(
      fields({ cupom: '', idtipoassinatura: CAR, canalVenda: 'MANUAL' }),
      facts({
        place: {
          tipoEntrega: 'RETIRADA',
          loja: {
            idloja: null,
            nome: 'Loja Centro',
            descricao_endereco_loja: 'Rua A, 1',
            latitude: -29.1,
            longitude: -51.5,
          },
        },
      }),
    );
    expect(r.ok && r.body).toMatchObject({
      tipoEntrega: 'RETIRADA',
      enderecoentrega: null,
      lojaRetira: {
        nome: 'Loja Centro',
        descricao_endereco_loja: 'Rua A, 1',
        coordenadas_loja: { latitude: -29.1, longitude: -51.5 },
      },
      idtipoassinatura: CAR,
      canalVenda: 'MANUAL',
      cupom: null,
    });
  });

  it('only the chosen method’s slot is sent; a malformed slot is dropped', () => {
    const r = buildOrderPayload(fields({ [`horario-${ENTREGA}`]: 'amanhã' }), facts());
    expect(r.ok && r.body.formaEntrega.data_de_entrega).toBeNull();
  });

  it('a card payment yields the card to tokenise and the instalments', () => {
    const r = buildOrderPayload(
      fields({
        idformapagto: CARTAO,
        'cartao-numero': '4111 1111 1111 1111',
        'cartao-nome': 'Maria Souza',
        'cartao-validade': '12/30',
        'cartao-cvv': '123',
        parcelas: '2',
      }),
      facts(),
    );
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.card).toEqual({
      numero: '4111111111111111',
      nome: 'Maria Souza',
      mesValidade: 12,
      anoValidade: 2030,
      cvv: '123',
    });
    expect(r.body.formaPagamento).toEqual({ idformapagto: CARTAO, temForma: true, quantParcelas: 2 });
  });

  it('card problems come back per field; instalments above the method’s maximum are refused', () => {
    const r = buildOrderPayload(
      fields({
        idformapagto: CARTAO,
        'cartao-numero': '4111 1111 1111 1112',
        'cartao-nome': 'M',
        'cartao-validade': '01/20',
        'cartao-cvv': '12',
        parcelas: '4',
      }),
      facts(),
    );
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.campos).toEqual({
      'cartao-numero': 'Número do cartão inválido',
      'cartao-nome': 'Informe o nome impresso no cartão',
      'cartao-validade': 'Validade do cartão inválida',
      'cartao-cvv': 'Código de segurança inválido',
      parcelas: 'Número de parcelas não permitido para esta forma de pagamento.',
    });
    expect(r.mensagem).toBe('Número do cartão inválido');
  });

  it('required characteristics, option values and the terms checkbox', () => {
    const f = facts({
      termosPendentes: true,
      caracteristicas: [
        { idcaracteristica: CAR, nome: 'Setor de entrega', tipo: 'TEXTO', obrigatoria: true, opcoes: [] },
        { idcaracteristica: P1, nome: 'Turno', tipo: 'OPCOES', obrigatoria: false, opcoes: ['Manhã', 'Tarde'] },
      ],
    });
    const refused = buildOrderPayload(fields({ [`caracteristica-${P1}`]: 'Noite' }), f);
    expect(!refused.ok && refused.campos).toEqual({
      [`caracteristica-${CAR}`]: 'Preencha: Setor de entrega',
      [`caracteristica-${P1}`]: 'Valor inválido para: Turno',
      'aceite-termos': 'Aceite os termos de uso do fornecedor para finalizar o pedido.',
    });
    const ok = buildOrderPayload(
      fields({ [`caracteristica-${CAR}`]: 'Doca 2', [`caracteristica-${P1}`]: 'Tarde', 'aceite-termos': 'on' }),
      f,
    );
    expect(ok.ok && ok.body.caracteristicas).toEqual([
      { idcaracteristica: CAR, valor: 'Doca 2' },
      { idcaracteristica: P1, valor: 'Tarde' },
    ]);
    expect(ok.ok && ok.aceitarTermos).toBe(true);
  });

  it('an empty or unreadable item list is the empty-cart message; an unknown payment method is refused', () => {
    expect(buildOrderPayload(fields({ itens: '[]' }), facts())).toMatchObject({
      ok: false,
      mensagem: 'O carrinho está vazio. Experimente adicionar alguns produtos',
    });
    expect(buildOrderPayload(fields({ itens: 'not json' }), facts())).toMatchObject({ ok: false });
    expect(buildOrderPayload(fields({ idformapagto: FORN }), facts())).toMatchObject({
      ok: false,
      mensagem: 'Escolha uma forma de pagamento disponível.',
    });
  });

  it('a delivery without a saved address asks for one', () => {
    expect(
      buildOrderPayload(fields(), facts({ place: { tipoEntrega: 'DELIVERY', idendereco: null, coords: null } })),
    ).toMatchObject({
      ok: false,
      mensagem: 'Informe o endereço de entrega.',
    });
  });

  it('a debit card (paid on delivery) needs no card data', () => {
    const DEBITO = '88888888-8888-4888-8888-888888888888';
    const r = buildOrderPayload(
      fields({ idformapagto: DEBITO }),
      facts({ formasPagamento: [{ idformapagto: DEBITO, tipo: 'CARTAO_DEBITO', max_parcelas: 1 }] }),
    );
    expect(r.ok && r.card).toBeNull();
    expect(r.ok && r.body.formaPagamento).toEqual({ idformapagto: DEBITO, temForma: true });
  });

  it('a quote request travels only where the supplier takes quotes, and never with a card', () => {
    const asked = buildOrderPayload(fields({ orcamento: '1' }), facts({ orcamentoPossivel: true }));
    expect(asked.ok && asked.body.orcamento).toBe(true);
    const plain = buildOrderPayload(fields(), facts({ orcamentoPossivel: true }));
    expect(plain.ok && 'orcamento' in plain.body).toBe(false);
    const elsewhere = buildOrderPayload(fields({ orcamento: '1' }), facts());
    expect(elsewhere.ok && 'orcamento' in elsewhere.body).toBe(false);
    const card = buildOrderPayload(
      fields({ orcamento: '1', idformapagto: CARTAO }),
      facts({ orcamentoPossivel: true }),
    );
    expect(card).toMatchObject({ ok: false, campos: { idformapagto: ORDER_MESSAGES.orcamentoSemCartao } });
  });

  it('"CPF na nota?" sends the typed CPF only when checked, refuses an invalid one; "Quem vai receber?" travels trimmed', () => {
    const checked = buildOrderPayload(
      fields({ 'quer-cpf-na-nota': '1', cpfNaNota: '111.444.777-35', recebedor: '  Pedro Vizinho ' }),
      facts(),
    );
    expect(checked.ok && checked.body).toMatchObject({ cpfNaNota: '111.444.777-35', recebedor: 'Pedro Vizinho' });
    expect(submitOrderBodySchema.safeParse(checked.ok && checked.body).success).toBe(true);
    const unchecked = buildOrderPayload(fields({ cpfNaNota: '111.444.777-35' }), facts());
    expect(unchecked.ok && 'cpfNaNota' in unchecked.body).toBe(false);
    const invalid = buildOrderPayload(fields({ 'quer-cpf-na-nota': '1', cpfNaNota: '111.444.777-36' }), facts());
    expect(invalid).toMatchObject({
      ok: false,
      mensagem: ORDER_MESSAGES.cpfNaNotaInvalido,
      campos: { cpfNaNota: ORDER_MESSAGES.cpfNaNotaInvalido },
    });
  });

  it('parses MM/AA and MM/AAAA', () => {
    expect(parseExpiry('07/29')).toEqual({ mes: 7, ano: 2029 });
    expect(parseExpiry(' 7 / 2031 ')).toEqual({ mes: 7, ano: 2031 });
    expect(parseExpiry('13/29')).toBeNull();
    expect(parseExpiry('0729')).toBeNull();
    expect(maskExpiry('0729')).toBe('07/29');
    expect(maskExpiry('1')).toBe('1');
    expect(maskExpiry('12/3a4x')).toBe('12/34');
  });

  it('reads only well-formed reviewed items', () => {
    expect(reviewedItems(JSON.stringify([{ idproduto: 'x', quantidade: 1 }]))).toBeNull();
    expect(reviewedItems(undefined)).toBeNull();
  });

  it('checkCard accepts the test Visa with a future date', () => {
    expect(
      checkCard(
        { 'cartao-numero': '4111111111111111', 'cartao-nome': 'Ana', 'cartao-validade': '11/26', 'cartao-cvv': '123' },
        NOW,
      ).campos,
    ).toEqual({});
  });
});
