/**
 * Decision 0049: the tax-office look-up (throttled per address), a company's IE/"Isento" and tax
 * regime at sign-up, and an order's "CPF na nota?" and receiver. A world of its own, to read the
 * stored rows.
 */
import { IDENTITY_MESSAGES, ORDER_MESSAGES, orderSchema } from '../../../lib/contract';
import { requiredClientAnswers } from '../../seed/client-characteristics';
import { DEMO_CEPS, DEMO_SUPPLIERS } from '../../seed/demo-world';
import { newCustomer, productId, saveCart, type Session } from '../cart-helpers';
import { expectApiError, get } from '../helpers';
import { bearer, login, randomCpf, randomIp, send, uniqueEmail } from '../identity-helpers';
import {
  addAddress,
  METHODS,
  orderBody,
  payment,
  placeOk,
  randomCnpj,
  startOrderWorld,
  submitRaw,
  type World,
} from '../orders-helpers';

const EMPTY = '00000000-0000-0000-0000-000000000000';
const E = DEMO_SUPPLIERS.emporio;
const A = DEMO_SUPPLIERS.atacado;
const FEIJAO = productId('emporio', 'Feijão carioca tipo 1 1 kg');
const ARROZ = productId('emporio', 'Arroz branco tipo 1 5 kg');

let world: World;
beforeAll(async () => {
  world = await startOrderWorld('signup28');
}, 200_000);
afterAll(async () => {
  await world?.close();
});

const receita = (doc: string, ip = randomIp()) =>
  get<{ razao_social: string; endereco: { cep: string; uf: string }; mensagem?: string }>(
    `/v1/app/token~${EMPTY}/usuario/dados-receita/${encodeURIComponent(doc)}`,
    { headers: { 'x-forwarded-for': ip } },
  );

describe('GET …/usuario/dados-receita/{doc}', () => {
  it('answers a known CNPJ (masked or not, numeric or alphanumeric) and 404 for an unknown one', async () => {
    const found = await receita('11.222.333/0001-81');
    expect(found.status).toBe(200);
    expect(found.body).toMatchObject({
      razao_social: 'Mercadinho Horizonte Comércio de Alimentos Ltda',
      endereco: { cep: '30130005', uf: 'MG' },
    });
    const alnum = await receita('12.ABC.345/01DE-35');
    expect(alnum.status).toBe(200);
    expect(alnum.body.razao_social).toBe('Padaria Nova Era Alimentos S.A.');
    expectApiError(await receita('11.444.777/0001-61'), 404, 'CNPJ não encontrado na Receita Federal');
    expectApiError(await receita('11.444.777/0001-62'), 400, 'CNPJ inválido');
  });

  it('is counted per client address: past the look-up limit, 429 (another address still answers)', async () => {
    const ip = randomIp();
    const statuses: number[] = [];
    // LOOKUP_MAX_PER_IP defaults to 120 per window.
    for (let i = 0; i < 121; i++) statuses.push((await receita('45723174000110', ip)).status);
    expect(statuses.slice(0, 120).every((s) => s === 200)).toBe(true);
    expectApiError(await receita('45723174000110', ip), 429, IDENTITY_MESSAGES.muitasTentativas);
    expect((await receita('45723174000110')).status).toBe(200);
  }, 120_000);
});

const registerCompany = (extra: Record<string, unknown>, cnpj = randomCnpj()) =>
  send<{ usuario: { idcliente: string }; campos?: Record<string, string> }>('POST', `/v1/app/token~${EMPTY}/usuario`, {
    nome: 'Compras Empresa',
    email: uniqueEmail('empresa'),
    cpf: cnpj,
    senha: 'segredo1',
    idfornecedor: A.slug,
    tokenOrigin: 'commerce',
    caracteristicas: requiredClientAnswers('atacado'),
    ...extra,
  });

const stored = async (idcliente: string) =>
  (
    await world.sql<{ inscricao_estadual: string | null; ie_isento: boolean; regime_tributario: string | null }>(
      'SELECT inscricao_estadual, ie_isento, regime_tributario FROM clientes WHERE idcliente = $1',
      [idcliente],
    )
  )[0]!;

describe('company sign-up: Inscrição Estadual or Isento, and the tax regime', () => {
  it('stores the IE (digits) and the regime, or Isento', async () => {
    const a = await registerCompany({ inscricao_estadual: '062.307.904/0081', regime_tributario: 'LUCRO_PRESUMIDO' });
    expect(a.status).toBe(200);
    expect(await stored(a.body.usuario.idcliente)).toEqual({
      inscricao_estadual: '0623079040081',
      ie_isento: false,
      regime_tributario: 'LUCRO_PRESUMIDO',
    });
    const b = await registerCompany({ ie_isento: true, regime_tributario: 'MEI' });
    expect(b.status).toBe(200);
    expect(await stored(b.body.usuario.idcliente)).toEqual({
      inscricao_estadual: null,
      ie_isento: true,
      regime_tributario: 'MEI',
    });
  });

  it('refuses, per field in pt-BR, a bad IE, IE and Isento together, an unknown regime, and these on a CPF', async () => {
    const bad = await registerCompany({ inscricao_estadual: 'abc' });
    expectApiError(bad, 400, 'Inscrição estadual inválida');
    expect(bad.body.campos).toEqual({ inscricao_estadual: 'Inscrição estadual inválida' });
    const both = await registerCompany({ inscricao_estadual: '0623079040081', ie_isento: true });
    expectApiError(both, 400);
    expect(Object.keys(both.body.campos ?? {})).toEqual(['inscricao_estadual']);
    const regime = await registerCompany({ regime_tributario: 'LUCRO_IMAGINARIO' });
    expectApiError(regime, 400, /regime tributário/i);
    expect(regime.body.campos).toHaveProperty('regime_tributario');
    const cpf = await registerCompany({ regime_tributario: 'MEI' }, randomCpf());
    expectApiError(cpf, 400, 'Regime tributário é só para CNPJ');
  });
});

async function emporioShopper(s?: Session) {
  const shopper = s ?? (await newCustomer('emporio', 'Joana Compradora'));
  const idendereco = await addAddress(shopper, DEMO_CEPS.harmonia);
  const cart = await saveCart(shopper, {
    cartItens: [
      { idproduto: FEIJAO, quantidade: 3 },
      { idproduto: ARROZ, quantidade: 2 },
    ],
  });
  const body = orderBody(cart, {
    idformapagto: payment('emporio', 'PIX'),
    idformaentrega: METHODS.emporio.agendada,
    idendereco,
  });
  return { s: shopper, body };
}

describe('an order with "CPF na nota?" and "Quem vai receber?"', () => {
  it('stores both and shows them on the order', async () => {
    const { s, body } = await emporioShopper();
    const r = await placeOk(s, { ...body, cpfNaNota: '529.982.247-25', recebedor: 'Pedro Vizinho' });
    expect(r.pedido).toMatchObject({ cpfNaNota: '52998224725', recebedor: 'Pedro Vizinho' });
    const read = await get(`/v4/app/orders/get-order/${r.numpedido}`, {
      headers: bearer(`${s.token}~${s.usuario.idcliente}`),
    });
    expect(read.status).toBe(200);
    expect(orderSchema.parse(read.body)).toMatchObject({ cpfNaNota: '52998224725', recebedor: 'Pedro Vizinho' });
  });

  it('refuses an invalid CPF with 400 in pt-BR and keeps the cart', async () => {
    const { s, body } = await emporioShopper();
    const r = await submitRaw(s, { ...body, cpfNaNota: '529.982.247-26' });
    expectApiError(r, 400, /CPF na nota inválido/);
    const ok = await placeOk(s, body);
    expect(ok.pedido).toMatchObject({ cpfNaNota: null, recebedor: null });
  });

  it('refuses "CPF na nota" on a company account', async () => {
    const cnpj = randomCnpj();
    const reg = await send('POST', `/v1/app/token~${EMPTY}/usuario`, {
      nome: 'Empresa no Empório',
      email: uniqueEmail('empresa.emporio'),
      cpf: cnpj,
      senha: 'segredo1',
      idfornecedor: E.idfornecedor,
      tokenOrigin: 'commerce',
      caracteristicas: requiredClientAnswers('emporio'),
    });
    expect(reg.status).toBe(200);
    const s = (await login(cnpj, 'segredo1', E.idfornecedor)).body as unknown as Session;
    const { body } = await emporioShopper(s);
    expectApiError(await submitRaw(s, { ...body, cpfNaNota: '52998224725' }), 400, ORDER_MESSAGES.cpfNaNotaEmpresa);
  });
});
