import { randomUUID } from 'node:crypto';

import { ADDRESS_MESSAGES, EMPTY_ID, IDENTITY_MESSAGES, type Address } from '../../../lib/contract';
import {
  DELIVERY_METHOD_MESSAGES,
  deliveryMethodsResponseSchema,
  type DeliveryMethod,
  type DeliveryMethodsResponse,
} from '../../../lib/contract/delivery-methods';
import {
  customContentResponseSchema,
  orderCharacteristicsResponseSchema,
  type OrderCharacteristic,
} from '../../../lib/contract/order-content';
import { ORDER_MESSAGES } from '../../../lib/contract/order-messages';
import { earliestSlotStart, windowsWithinHours } from '../../../lib/rules/delivery-slots';
import { schedulingDays, type DeliveryWindow } from '../../../lib/rules/freight';
import { haversineMeters } from '../../../lib/rules/geo';
import { emporioCatalog } from '../../seed/catalog-emporio';
import { DEMO_CEPS, DEMO_SUPPLIERS, type DemoSupplierKey } from '../../seed/demo-world';
import { orderCharacteristicRows, orderInstructionsOf } from '../../seed/order-content';
import { deliveryMethodRows, storeRows } from '../../seed/suppliers';
import { chosenMethod } from '../../src/domain/delivery-methods';
import { DomainError } from '../../src/domain/errors';
import { validateCharacteristics } from '../../src/domain/order-content';
import { getCart, newCustomer, productId, qs, saveCart, type Session } from '../cart-helpers';
import { expectApiError, get, type Res } from '../helpers';
import { send } from '../identity-helpers';

/**
 * Delivery methods and freight, order characteristics and order instructions. Every
 * customer is fresh (registered here), so carts and addresses are this file's own. Slots depend on
 * the time: each expectation is computed with lib/rules/freight from the clock read just before
 * and just after the call (the API reads its own clock in between).
 */
const E = DEMO_SUPPLIERS.emporio;
const A = DEMO_SUPPLIERS.atacado;
const G = DEMO_SUPPLIERS.adega;

const methodsOf = (k: DemoSupplierKey) => deliveryMethodRows(k);
const method = (k: DemoSupplierKey, descricao: string) => {
  const m = methodsOf(k).find((x) => x.descricao === descricao);
  if (!m) throw new Error(`forma de entrega não encontrada no seed: ${descricao}`);
  return m;
};
const AGENDADA = method('emporio', 'Entrega agendada');
const EXPRESSA = method('emporio', 'Entrega expressa (até 2 horas)');
const RETIRADA_EMPORIO = method('emporio', 'Retirada na loja');
const VINICOLA = method('adega', 'Retirada na vinícola');
const PROGRAMADA = method('atacado', 'Entrega programada (caminhão)');
const UTILITARIO = method('atacado', 'Entrega expressa (utilitário)');

const AZEITE = productId('emporio', 'Azeite de oliva extravirgem 500 ml');
const ARROZ = productId('emporio', 'Arroz branco tipo 1 5 kg');
const LASANHA = productId('emporio', 'Lasanha à bolonhesa 600 g');
const BOLO = productId('emporio', 'Bolo de cenoura com cobertura de chocolate');
const priceOf = (nome: string) => emporioCatalog.products.find((p) => p[0] === nome)![3];

const H = DEMO_CEPS.harmonia; // Vila Madalena: inside the Empório's delivery area
const C = DEMO_CEPS.clelia; // Água Branca: the Atacado's only

/** Road distance as the API must estimate it: great circle × 1.3, one decimal. */
const expectedKm = (a: { lat: number; lng: number }, b: { lat: number; lng: number }) =>
  Math.round((haversineMeters([a.lng, a.lat], [b.lng, b.lat]) / 1000) * 1.3 * 10) / 10;

const seg = (s: Session) => `${s.token}~${s.usuario.idcliente}`;
const listPath = (s: Session, supplier: string, q: Record<string, string | undefined> = {}) =>
  `/v4/app/${seg(s)}/formas-entrega/${supplier}${qs(q)}`;
const cepPath = (supplier: string, cep: string, q: Record<string, string | number | undefined> = {}) =>
  `/v4/app/formas-entrega/${supplier}/${cep}${qs(q)}`;

type Timed = { res: Res<DeliveryMethodsResponse>; before: Date; after: Date };

async function timed(call: () => Promise<Res<DeliveryMethodsResponse>>): Promise<Timed> {
  const before = new Date();
  const res = await call();
  const after = new Date();
  return { res, before, after };
}

async function list(s: Session, supplier: string, q: Record<string, string | undefined> = {}): Promise<Timed> {
  const t = await timed(() => get<DeliveryMethodsResponse>(listPath(s, supplier, q)));
  if (t.res.status !== 200) throw new Error(`formas-entrega ${t.res.status}: ${t.res.text}`);
  t.res.body = deliveryMethodsResponseSchema.parse(t.res.body);
  return t;
}

async function byCep(
  supplier: string,
  cep: string,
  body: unknown,
  q: Record<string, string | number | undefined> = {},
): Promise<Timed> {
  return timed(() => send<DeliveryMethodsResponse>('POST', cepPath(supplier, cep, q), body));
}

/**
 * The method's slots as lib/rules computes them at the instant before or after the call; a pickup
 * at `loja`: within its opening hours, labelled 'Retirar em …'.
 */
function expectScheduled(
  t: Timed,
  got: DeliveryMethod,
  seed: { janelas: DeliveryWindow[]; prazo_dias: number },
  loja?: { horarios: DeliveryWindow[] },
) {
  const janelas = loja ? windowsWithinHours(seed.janelas, loja.horarios) : seed.janelas;
  const options = [t.before, t.after].map((now) =>
    // No payment asked: it clears at once, so the first slot starts an hour (the lead) after now; near
    // midnight that is already tomorrow, and the period of days starts there.
    schedulingDays(janelas, {
      now,
      prazoDias: seed.prazo_dias,
      earliest: earliestSlotStart('IMEDIATA', now, loja?.horarios ?? null),
      retirada: !!loja,
    }),
  );
  expect(options).toContainEqual(got.agendamento);
  expect(got.agendamento.length).toBeGreaterThan(0);
  expect(got.data_de_entrega).toBe(got.agendamento[0]!.janelas[0]!.data_de_entrega);
}

async function addAddress(
  s: Session,
  cep: { cep: string; rua: string; bairro: string; cidade: string; uf: string; lat: number; lng: number },
  apelido: string,
): Promise<string> {
  const r = await send<Address>('POST', `/v1/app/${seg(s)}/enderecos`, {
    apelido,
    rua: cep.rua,
    numero: '100',
    bairro: cep.bairro,
    cidade: cep.cidade,
    uf: cep.uf,
    cep: cep.cep,
    coords: { lat: cep.lat, lng: cep.lng },
    idfornecedor: E.idfornecedor,
  });
  if (r.status !== 200) throw new Error(`endereço ${r.status}: ${r.text}`);
  return r.body.idendereco;
}

async function staticText(idfornecedor: string) {
  const r = await get<{
    pedido_minimo: number | null;
    taxa_conveniencia: number | null;
    horario_atendimento: string | null;
  }>(`/v4/static-text/${idfornecedor}`);
  expect(r.status).toBe(200);
  return r.body;
}

describe('delivery methods of the saved cart (GET …/formas-entrega/{idfornecedor})', () => {
  let s: Session;
  let casa: string;
  let trabalho: string;
  const emporioLoja = storeRows('emporio')[0]!;

  beforeAll(async () => {
    s = await newCustomer('emporio', 'Cliente Frete');
    casa = await addAddress(s, H, 'Casa');
    trabalho = await addAddress(s, C, 'Trabalho');
  });

  it('an empty cart: no methods, "Adicione produtos…", no modal', async () => {
    await saveCart(s, { cartItens: [] });
    const { res } = await list(s, E.idfornecedor);
    expect(res.body).toMatchObject({
      formasEntrega: [],
      Mensagem: DELIVERY_METHOD_MESSAGES.carrinhoVazio,
      openModal: false,
      valorPedido: 0,
      pesoKg: 0,
    });
  });

  it('at a served address: scheduled and express delivery, freight by rule, the first active with its first slot', async () => {
    await saveCart(s, { cartItens: [{ idproduto: AZEITE, quantidade: 3 }] });
    const cart = await getCart(s);
    const t = await list(s, E.slug); // the primary address (Casa), by slug
    const b = t.res.body;
    expect(b.Mensagem).toBeNull();
    expect(b.openModal).toBe(false);
    expect(b.valorPedido).toBe(cart.totalCompras);
    expect(b.pesoKg).toBeCloseTo(3 * 0.525, 3);
    expect(b.formasEntrega.map((m) => m.descricao)).toEqual([AGENDADA.descricao, EXPRESSA.descricao]);
    const [agendada, expressa] = b.formasEntrega as [DeliveryMethod, DeliveryMethod];

    expect(agendada).toMatchObject({
      idformaentrega: AGENDADA.idformaentrega,
      tipoEntrega: 'DELIVERY',
      valor: AGENDADA.valor,
      valorSemDesconto: AGENDADA.valor,
      regra: 'FIXO',
      gratisAcimaDe: 20000,
      faltaParaFreteGratis: 20000 - cart.totalCompras!,
      distanciaKm: null,
      prazoDias: 0,
      ativo: true,
    });
    expectScheduled(t, agendada, AGENDADA);

    const km = expectedKm(emporioLoja, H);
    expect(km).toBeGreaterThan(0);
    expect(expressa).toMatchObject({
      idformaentrega: EXPRESSA.idformaentrega,
      regra: 'POR_KM',
      distanciaKm: km,
      valor: Math.round(990 + 250 * km),
      valorSemDesconto: Math.round(990 + 250 * km),
      gratisAcimaDe: null,
      faltaParaFreteGratis: null,
      ativo: false,
    });
    expectScheduled(t, expressa, EXPRESSA);
    // Slot labels in pt-BR.
    expect(agendada.agendamento[0]!.janelas[0]!.rotulo).toMatch(
      /^(dom|seg|ter|qua|qui|sex|sáb)\., \d{2}\/\d{2}, das \d{2}:\d{2} às \d{2}:\d{2}$/,
    );
  });

  it("carries the supplier's minimum order, convenience fee and service hours", async () => {
    const { res } = await list(s, E.idfornecedor);
    const st = await staticText(E.idfornecedor);
    expect(res.body).toMatchObject({
      pedidoMinimo: st.pedido_minimo,
      taxaConveniencia: st.taxa_conveniencia,
      horarioAtendimento: st.horario_atendimento,
    });
    expect(res.body.pedidoMinimo).toBe(5000);
    expect(res.body.taxaConveniencia).toBe(290);
    expect(res.body.horarioAtendimento).toEqual(expect.any(String));
  });

  it('free above R$ 200,00 (regra GRATIS, valor 0, the price kept in valorSemDesconto)', async () => {
    await saveCart(s, { cartItens: [{ idproduto: AZEITE, quantidade: 6 }] });
    const cart = await getCart(s);
    expect(cart.totalCompras!).toBeGreaterThanOrEqual(20000);
    const { res } = await list(s, E.idfornecedor, { idendereco: casa });
    expect(res.body.valorPedido).toBe(cart.totalCompras);
    expect(res.body.formasEntrega[0]).toMatchObject({
      idformaentrega: AGENDADA.idformaentrega,
      regra: 'GRATIS',
      valor: 0,
      valorSemDesconto: 990,
      faltaParaFreteGratis: 0,
      ativo: true,
    });
  });

  it('express delivery is left out under its minimum order (R$ 80,00) and above 15 kg', async () => {
    await saveCart(s, { cartItens: [{ idproduto: AZEITE, quantidade: 1 }] });
    const under = (await list(s, E.idfornecedor)).res.body;
    expect(under.valorPedido).toBe(priceOf('Azeite de oliva extravirgem 500 ml'));
    expect(under.valorPedido!).toBeLessThan(8000);
    expect(under.formasEntrega.map((m) => m.idformaentrega)).toEqual([AGENDADA.idformaentrega]);
    expect(under.formasEntrega[0]!.faltaParaFreteGratis).toBe(20000 - under.valorPedido!);

    // 3 × 5 kg of rice: above R$ 80,00 but 15.75 kg.
    await saveCart(s, { cartItens: [{ idproduto: ARROZ, quantidade: 3 }] });
    const heavy = (await list(s, E.idfornecedor)).res.body;
    expect(heavy.valorPedido!).toBeGreaterThanOrEqual(8000);
    expect(heavy.pesoKg).toBeGreaterThan(15);
    expect(heavy.formasEntrega.map((m) => m.idformaentrega)).toEqual([AGENDADA.idformaentrega]);
  });

  it("an address outside the supplier's area: 'O fornecedor não atende no endereço informado' and the modal", async () => {
    await saveCart(s, { cartItens: [{ idproduto: AZEITE, quantidade: 3 }] });
    const { res } = await list(s, E.idfornecedor, { idendereco: trabalho });
    expect(res.body).toMatchObject({
      formasEntrega: [],
      Mensagem: DELIVERY_METHOD_MESSAGES.fornecedorNaoAtende,
      openModal: true,
    });
    expect(res.body.valorPedido).toBeGreaterThan(0);
  });

  it('pickup at the store: the pickup method, freight 0; products only for delivery count for nothing', async () => {
    await saveCart(s, {
      cartItens: [
        { idproduto: AZEITE, quantidade: 1 },
        { idproduto: LASANHA, quantidade: 1 },
      ],
    });
    const t = await list(s, E.idfornecedor, { tipoEntrega: 'RETIRADA' });
    const b = t.res.body;
    expect(b.valorPedido).toBe(priceOf('Azeite de oliva extravirgem 500 ml'));
    expect(b.formasEntrega).toHaveLength(1);
    expect(b.formasEntrega[0]).toMatchObject({
      idformaentrega: RETIRADA_EMPORIO.idformaentrega,
      tipoEntrega: 'RETIRADA',
      valor: 0,
      valorSemDesconto: 0,
      gratisAcimaDe: null,
      distanciaKm: null,
      ativo: true,
    });
    expectScheduled(t, b.formasEntrega[0]!, RETIRADA_EMPORIO, storeRows('emporio')[0]);
    expectApiError(
      await get(listPath(s, E.idfornecedor, { tipoEntrega: 'RETIRADA', idloja: 'loja-1' })),
      400,
      'Identificador inválido',
    );
    expectApiError(
      await get(listPath(s, E.idfornecedor, { tipoEntrega: 'RETIRADA', idloja: randomUUID() })),
      404,
      'Loja não encontrada',
    );
    expectApiError(
      await get(listPath(s, E.idfornecedor, { tipoEntrega: 'RETIRADA', idloja: storeRows('adega')[0]!.idloja })),
      404,
      'Loja não encontrada',
    );
  });

  it('a pickup-only product does not make a delivery cart', async () => {
    await saveCart(s, { cartItens: [{ idproduto: BOLO, quantidade: 1 }] });
    const { res } = await list(s, E.idfornecedor);
    expect(res.body).toMatchObject({
      formasEntrega: [],
      Mensagem: DELIVERY_METHOD_MESSAGES.carrinhoVazio,
      openModal: false,
    });
  });

  it('bad input is 400, an address of someone else 404, no session 401, another supplier 403', async () => {
    expectApiError(await get(listPath(s, E.idfornecedor, { idendereco: 'nao-e-uuid' })), 400, 'Identificador inválido');
    expectApiError(await get(listPath(s, E.idfornecedor, { tipoEntrega: 'DRONE' })), 400);
    expectApiError(await get(listPath(s, E.idfornecedor, { idformapagamento: '123' })), 400);
    const other = await newCustomer('emporio', 'Outro Cliente Frete');
    const alheio = await addAddress(other, H, 'Casa');
    await saveCart(s, { cartItens: [{ idproduto: AZEITE, quantidade: 1 }] });
    expectApiError(
      await get(listPath(s, E.idfornecedor, { idendereco: alheio })),
      404,
      ADDRESS_MESSAGES.enderecoNaoEncontrado,
    );
    expectApiError(await get(`/v4/app/token/formas-entrega/${E.idfornecedor}`), 401, IDENTITY_MESSAGES.sessaoExpirada);
    expectApiError(
      await get(`/v4/app/token~${EMPTY_ID}/formas-entrega/${E.idfornecedor}`),
      401,
      IDENTITY_MESSAGES.sessaoExpirada,
    );
    expectApiError(
      await get(`/v4/app/sessao-inexistente/formas-entrega/${E.idfornecedor}`),
      401,
      IDENTITY_MESSAGES.sessaoExpirada,
    );
    expectApiError(await get(listPath(s, A.idfornecedor)), 403);
    expectApiError(await get(listPath(s, 'fornecedor-que-nao-existe')), 404, 'Fornecedor não encontrado');
    expectApiError(await get(listPath(s, 'não é slug')), 400);
  });

  it('a client without any address is asked for one', async () => {
    const sem = await newCustomer('emporio', 'Cliente Sem Endereço');
    await saveCart(sem, { cartItens: [{ idproduto: AZEITE, quantidade: 1 }] });
    const { res } = await list(sem, E.idfornecedor);
    expect(res.body).toMatchObject({
      formasEntrega: [],
      Mensagem: DELIVERY_METHOD_MESSAGES.cepObrigatorio,
      openModal: true,
    });
  });
});

describe('pickup only: the Adega', () => {
  let s: Session;
  beforeAll(async () => {
    s = await newCustomer('adega', 'Cliente Vinícola');
    const vinho = productIdAdega('Merlot Reserva 2021');
    await saveCart(s, { cartItens: [{ idproduto: vinho, quantidade: 2 }] }, {}, 'adega');
  });

  it('RETIRADA lists the winery pickup, freight 0, at the default store or another of its stores', async () => {
    const t = await list(s, G.idfornecedor, { tipoEntrega: 'RETIRADA' });
    expect(t.res.body.formasEntrega).toHaveLength(1);
    const m = t.res.body.formasEntrega[0]!;
    expect(m).toMatchObject({
      idformaentrega: VINICOLA.idformaentrega,
      descricao: 'Retirada na vinícola',
      tipoEntrega: 'RETIRADA',
      valor: 0,
      regra: 'FIXO',
      ativo: true,
    });
    expectScheduled(t, m, VINICOLA, storeRows('adega')[0]);
    expect(t.res.body.pesoKg).toBeCloseTo(2.6, 3);
    const centro = storeRows('adega')[1]!;
    const t2 = await list(s, G.idfornecedor, { tipoEntrega: 'RETIRADA', idloja: centro.idloja });
    expect(t2.res.body.formasEntrega.map((x) => x.idformaentrega)).toEqual([VINICOLA.idformaentrega]);
    // Loja Centro de Bento keeps its own hours (Mon–Sat 10h–19h), not the winery's.
    expectScheduled(t2, t2.res.body.formasEntrega[0]!, VINICOLA, centro);
  });

  it('DELIVERY: the Adega delivers nowhere', async () => {
    const idendereco = await addAddress(s, DEMO_CEPS.bentoCentro, 'Centro');
    const { res } = await list(s, G.idfornecedor, { idendereco });
    expect(res.body).toMatchObject({
      formasEntrega: [],
      Mensagem: DELIVERY_METHOD_MESSAGES.fornecedorNaoAtende,
      openModal: true,
      pedidoMinimo: null,
      taxaConveniencia: null,
    });
  });
});

function productIdAdega(nome: string) {
  return productId('adega', nome);
}

describe('freight by CEP for anyone (POST /v4/app/formas-entrega/{idfornecedor}/{cep})', () => {
  const azeite3 = { produtos: [{ idproduto: AZEITE, quantidade: 3 }] };

  it('a CEP inside the area: the methods for the public prices', async () => {
    const t = await byCep(E.slug, '05435-000', azeite3);
    expect(t.res.status).toBe(200);
    const b = deliveryMethodsResponseSchema.parse(t.res.body);
    expect(b.valorPedido).toBe(3 * priceOf('Azeite de oliva extravirgem 500 ml'));
    expect(b.formasEntrega.map((m) => m.idformaentrega)).toEqual([AGENDADA.idformaentrega, EXPRESSA.idformaentrega]);
    expect(b.formasEntrega[0]!.faltaParaFreteGratis).toBe(20000 - b.valorPedido!);
    const km = expectedKm(storeRows('emporio')[0]!, H);
    expect(b.formasEntrega[1]).toMatchObject({ distanciaKm: km, valor: Math.round(990 + 250 * km) });
    expectScheduled(t, b.formasEntrega[0]!, AGENDADA);
    // The same without the dash.
    const again = deliveryMethodsResponseSchema.parse((await byCep(E.idfornecedor, '05435000', azeite3)).res.body);
    expect(again.formasEntrega.map((m) => m.valor)).toEqual(b.formasEntrega.map((m) => m.valor));
  });

  it('a CEP outside the area: the message and the modal; lat/lng win over the CEP', async () => {
    const out = await byCep(E.slug, '01310-100', azeite3);
    expect(out.res.status).toBe(200);
    expect(out.res.body).toMatchObject({
      formasEntrega: [],
      Mensagem: DELIVERY_METHOD_MESSAGES.fornecedorNaoAtende,
      openModal: true,
    });
    const atHome = await byCep(E.slug, '01310-100', azeite3, { lat: H.lat, lng: H.lng });
    expect(atHome.res.body.formasEntrega.map((m) => m.idformaentrega)).toEqual([
      AGENDADA.idformaentrega,
      EXPRESSA.idformaentrega,
    ]);
    expectApiError(
      (await byCep(E.slug, '01310-100', azeite3, { lat: H.lat })).res,
      400,
      'Informe latitude e longitude juntas',
    );
  });

  it('a supplier with hidden prices (Atacado): value unknown, so no minimum is met and nothing is free', async () => {
    const FARDO = productId('atacado', 'Arroz branco tipo 1 fardo 6 x 5 kg');
    const t = await byCep(A.slug, '05042-000', { produtos: [{ idproduto: FARDO, quantidade: 10 }] });
    expect(t.res.status).toBe(200);
    const b = deliveryMethodsResponseSchema.parse(t.res.body);
    expect(b.valorPedido).toBeNull();
    expect(b.pesoKg).toBeCloseTo(10 * 31.5, 3);
    // Programada needs R$ 300,00: left out. Expressa: R$ 49,00, never free while the value is unknown.
    expect(b.formasEntrega.map((m) => m.idformaentrega)).toEqual([UTILITARIO.idformaentrega]);
    expect(b.formasEntrega[0]).toMatchObject({ valor: 4900, regra: 'FIXO', faltaParaFreteGratis: null, ativo: true });
    expectScheduled(t, b.formasEntrega[0]!, UTILITARIO);
    expect(b).toMatchObject({ pedidoMinimo: 30000, taxaConveniencia: null });
    expect(PROGRAMADA.pedido_minimo).toBe(30000);
    // 17 fardos = 535.5 kg: above the van's 500 kg, nothing left.
    const heavy = await byCep(A.slug, '05042-000', { produtos: [{ idproduto: FARDO, quantidade: 17 }] });
    expect(heavy.res.body).toMatchObject({
      formasEntrega: [],
      Mensagem: DELIVERY_METHOD_MESSAGES.nenhumaForma,
      openModal: true,
    });
  });

  it('pickup by CEP needs no known CEP; unknown or unsellable products count for nothing', async () => {
    const t = await byCep(E.slug, '99999-999', azeite3, { tipoEntrega: 'RETIRADA' });
    expect(t.res.status).toBe(200);
    expect(t.res.body.formasEntrega.map((m) => m.idformaentrega)).toEqual([RETIRADA_EMPORIO.idformaentrega]);
    const none = await byCep(E.slug, '05435-000', {
      produtos: [
        { idproduto: randomUUID(), quantidade: 1 },
        { idproduto: productIdAdega('Merlot Reserva 2021'), quantidade: 1 },
      ],
    });
    expect(none.res.status).toBe(200);
    expect(none.res.body).toMatchObject({
      formasEntrega: [],
      Mensagem: DELIVERY_METHOD_MESSAGES.carrinhoVazio,
      openModal: false,
      valorPedido: 0,
    });
    // A product listed twice counts once with the sum.
    const twice = await byCep(E.slug, '05435-000', {
      produtos: [
        { idproduto: AZEITE, quantidade: 1 },
        { idproduto: AZEITE, quantidade: 2 },
      ],
    });
    expect(twice.res.body.valorPedido).toBe(3 * priceOf('Azeite de oliva extravirgem 500 ml'));
  });

  it('bad input: 400 with pt-BR messages; an unknown CEP 404; an unknown supplier 404; a huge body 413', async () => {
    expectApiError((await byCep(E.slug, '0543500', azeite3)).res, 400, ADDRESS_MESSAGES.cepInvalido);
    expectApiError((await byCep(E.slug, 'abcde-fgh', azeite3)).res, 400, ADDRESS_MESSAGES.cepInvalido);
    expectApiError((await byCep(E.slug, '99999-999', azeite3)).res, 404, ADDRESS_MESSAGES.cepNaoEncontrado);
    expectApiError(
      (await byCep(E.slug, '05435-000', { produtos: [] })).res,
      400,
      DELIVERY_METHOD_MESSAGES.carrinhoVazio,
    );
    expectApiError((await byCep(E.slug, '05435-000', {})).res, 400);
    expectApiError((await byCep(E.slug, '05435-000', { produtos: 'azeite' })).res, 400);
    expectApiError(
      (await byCep(E.slug, '05435-000', { produtos: [{ idproduto: AZEITE, quantidade: '3' }] })).res,
      400,
      'Quantidade inválida',
    );
    expectApiError(
      (await byCep(E.slug, '05435-000', { produtos: [{ idproduto: AZEITE, quantidade: -1 }] })).res,
      400,
      'Quantidade inválida',
    );
    expectApiError(
      (await byCep(E.slug, '05435-000', { produtos: [{ idproduto: 'azeite', quantidade: 1 }] })).res,
      400,
      'Identificador inválido',
    );
    expectApiError((await byCep(E.slug, '05435-000', azeite3, { tipoEntrega: 'DRONE' })).res, 400);
    expectApiError((await byCep(E.slug, '05435-000', azeite3, { lat: 'norte', lng: 1 })).res, 400, 'Latitude inválida');
    const tooMany = { produtos: Array.from({ length: 301 }, () => ({ idproduto: AZEITE, quantidade: 1 })) };
    expectApiError((await byCep(E.slug, '05435-000', tooMany)).res, 400, 'O carrinho aceita no máximo 300 produtos');
    const r = await fetch(`${process.env.API_BASE_URL}${cepPath(E.slug, '05435-000')}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ produtos: [], pad: 'x'.repeat(1024 * 1024 + 10) }),
    });
    expect(r.status).toBe(413);
    expectApiError(
      (await byCep('fornecedor-que-nao-existe', '05435-000', azeite3)).res,
      404,
      'Fornecedor não encontrado',
    );
  });
});

describe('order characteristics and order instructions', () => {
  const characteristics = async (ref: string) => {
    const r = await get(`/v4/caracteristica-pedido/todas/${ref}`);
    expect(r.status).toBe(200);
    return orderCharacteristicsResponseSchema.parse(r.body).caracteristicas;
  };
  const instructions = (ref: string, contentType = 'ORDER_INSTRUCTIONS') =>
    get(`/v4/app/token/custom-content/${ref}${qs({ contentType })}`);

  it('per supplier, in its order', async () => {
    const emporio = await characteristics(E.slug);
    expect(emporio).toEqual([
      {
        idcaracteristica: orderCharacteristicRows('emporio')[0]!.idcaracteristica,
        nome: 'Se faltar algum produto',
        tipo: 'OPCOES',
        obrigatoria: true,
        opcoes: ['Substituir por similar', 'Entrar em contato comigo', 'Não substituir'],
        ajuda: null,
      },
    ]);
    const atacado = await characteristics(A.idfornecedor);
    expect(atacado.map(({ nome, tipo, obrigatoria, ajuda }) => ({ nome, tipo, obrigatoria, ajuda }))).toEqual([
      { nome: 'Recebimento com doca?', tipo: 'SIM_NAO', obrigatoria: false, ajuda: null },
      { nome: 'Centro de custo', tipo: 'TEXTO', obrigatoria: false, ajuda: 'Aparece na nota fiscal' },
    ]);
    expect(atacado[0]!.opcoes).toEqual(['Sim', 'Não']);
    expect(await characteristics(G.slug)).toEqual([]);
    expectApiError(
      await get('/v4/caracteristica-pedido/todas/fornecedor-que-nao-existe'),
      404,
      'Fornecedor não encontrado',
    );
  });

  it('instructions per supplier (sanitised HTML); the Adega has none', async () => {
    for (const k of ['emporio', 'atacado'] as const) {
      const r = await instructions(DEMO_SUPPLIERS[k].slug);
      expect(r.status).toBe(200);
      const body = customContentResponseSchema.parse(r.body);
      expect(body).toEqual({ contentType: 'ORDER_INSTRUCTIONS', ...orderInstructionsOf(k) });
      expect(body.conteudo).toMatch(/^<(ul|p)>/);
      expect(body.conteudo).not.toMatch(/<script|on\w+=/i);
    }
    expect((await instructions(E.slug)).body).toMatchObject({ titulo: 'Como funciona a entrega' });
    expect((await instructions(A.slug)).body).toMatchObject({ conteudo: expect.stringContaining('CNPJ') });
    const adega = await instructions(G.idfornecedor);
    expect(adega.status).toBe(200);
    expect(adega.body).toEqual({ contentType: 'ORDER_INSTRUCTIONS', titulo: null, conteudo: null });
    expectApiError(await instructions(E.slug, 'BANNER'), 400);
    expectApiError(await get(`/v4/app/token/custom-content/${E.slug}`), 400);
    expectApiError(await instructions('fornecedor-que-nao-existe'), 404, 'Fornecedor não encontrado');
  });
});

describe('validateCharacteristics (for the order submit)', () => {
  const defs: OrderCharacteristic[] = [
    ...orderCharacteristicRows('emporio'),
    ...orderCharacteristicRows('atacado'),
  ].map(({ idcaracteristica, nome, tipo, obrigatoria, opcoes, ajuda }) => ({
    idcaracteristica,
    nome,
    tipo,
    obrigatoria,
    opcoes,
    ajuda,
  }));
  const [falta, doca, centro] = defs as [OrderCharacteristic, OrderCharacteristic, OrderCharacteristic];
  const errorOf = (r: ReturnType<typeof validateCharacteristics>) => {
    if (r.ok) throw new Error('esperava erro');
    expect(r.error).toBeInstanceOf(DomainError);
    return r.error.mensagem;
  };

  it('accepts valid answers, trimmed, in the supplier order; blank optional ones are dropped', () => {
    const r = validateCharacteristics(defs, [
      { idcaracteristica: centro.idcaracteristica, valor: '  CC-42 ' },
      { idcaracteristica: falta.idcaracteristica.toUpperCase(), valor: 'Não substituir' },
      { idcaracteristica: doca.idcaracteristica, valor: '' },
    ]);
    expect(r).toEqual({
      ok: true,
      caracteristicas: [
        { idcaracteristica: falta.idcaracteristica, nome: falta.nome, valor: 'Não substituir' },
        { idcaracteristica: centro.idcaracteristica, nome: centro.nome, valor: 'CC-42' },
      ],
    });
  });

  it('refuses a missing required one, a value outside the options, a repeated or unknown id', () => {
    expect(errorOf(validateCharacteristics(defs, []))).toBe(
      ORDER_MESSAGES.caracteristicaObrigatoria('Se faltar algum produto'),
    );
    expect(errorOf(validateCharacteristics(defs, [{ idcaracteristica: falta.idcaracteristica, valor: '   ' }]))).toBe(
      ORDER_MESSAGES.caracteristicaObrigatoria(falta.nome),
    );
    expect(
      errorOf(validateCharacteristics(defs, [{ idcaracteristica: falta.idcaracteristica, valor: 'Tanto faz' }])),
    ).toBe(ORDER_MESSAGES.caracteristicaInvalida(falta.nome));
    const ok = { idcaracteristica: falta.idcaracteristica, valor: 'Substituir por similar' };
    expect(
      errorOf(validateCharacteristics(defs, [ok, { idcaracteristica: doca.idcaracteristica, valor: 'Talvez' }])),
    ).toBe(ORDER_MESSAGES.caracteristicaInvalida(doca.nome));
    expect(errorOf(validateCharacteristics(defs, [ok, ok]))).toBe(ORDER_MESSAGES.caracteristicaInvalida(falta.nome));
    expect(errorOf(validateCharacteristics(defs, [ok, { idcaracteristica: EMPTY_ID, valor: 'x' }]))).toMatch(
      /desconhecida/,
    );
    expect(validateCharacteristics([], [])).toEqual({ ok: true, caracteristicas: [] });
  });
});

describe('chosenMethod (for the order submit)', () => {
  const now = new Date();
  const answer = {
    formasEntrega: [AGENDADA].map((m) => {
      const agendamento = schedulingDays(m.janelas, { now, prazoDias: m.prazo_dias });
      return {
        idformaentrega: m.idformaentrega,
        descricao: m.descricao,
        tipoEntrega: 'DELIVERY' as const,
        expressa: false,
        valor: 990,
        valorSemDesconto: 990,
        regra: 'FIXO' as const,
        gratisAcimaDe: 20000,
        faltaParaFreteGratis: 1,
        distanciaKm: null,
        prazoDias: 0,
        agendamento,
        data_de_entrega: agendamento[0]!.janelas[0]!.data_de_entrega,
        ativo: true,
      };
    }),
  };

  it('finds the method and the slot; the first slot by default; refuses others', () => {
    const last = answer.formasEntrega[0]!.agendamento.at(-1)!.janelas.at(-1)!;
    expect(
      chosenMethod(answer, { idformaentrega: AGENDADA.idformaentrega, data_de_entrega: last.data_de_entrega }).janela,
    ).toEqual(last);
    expect(chosenMethod(answer, { idformaentrega: AGENDADA.idformaentrega }).janela).toEqual(
      answer.formasEntrega[0]!.agendamento[0]!.janelas[0],
    );
    expect(() => chosenMethod(answer, { idformaentrega: EXPRESSA.idformaentrega })).toThrow(
      ORDER_MESSAGES.formaEntregaInvalida,
    );
    expect(() =>
      chosenMethod(answer, { idformaentrega: AGENDADA.idformaentrega, data_de_entrega: '2020-01-01T08:00:00-03:00' }),
    ).toThrow(ORDER_MESSAGES.horarioIndisponivel);
  });
});
