/** @jest-environment node */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

// fullTextSearch and subscribeAvailabilityAlert go through commerceCallResult: a stand-in API
// records the calls and answers what each test sets.
jest.mock('server-only', () => ({}));
// The request's cookies: the sealed session and the chosen payment method, set per test.
const jar = new Map<string, string>();
jest.mock('next/headers', () => ({
  headers: async () => ({ get: () => null }),
  cookies: async () => ({
    get: (name: string) => (jar.has(name) ? { name, value: jar.get(name) } : undefined),
    set: () => undefined,
  }),
}));
jest.mock('next/navigation', () => ({
  redirect: (url: string) => {
    throw new Error(`redirect ${url}`);
  },
}));

type Seen = { method: string; url: string; headers: http.IncomingHttpHeaders; body: string };
let seen: Seen[] = [];
let reply: { status: number; body: unknown } = { status: 200, body: {} };
const server = http.createServer((req, res) => {
  let body = '';
  req.on('data', (c: Buffer) => (body += c.toString()));
  req.on('end', () => {
    seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
    res.writeHead(reply.status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(reply.body));
  });
});

let catalog: typeof import('./catalog');
let content: typeof import('./content');

beforeAll(async () => {
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  process.env.COMMERCE_API_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  catalog = await import('./catalog');
  content = await import('./content');
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));
beforeEach(() => {
  seen = [];
  jar.clear();
});

const ID = '3f1c9a52-6d0e-4b7a-9c21-5e8f0a1b2c01';
const EMPRESA = '7a2d4e61-1b3c-4f8a-8d9e-0c1b2a3d4e01';
const PRODUCT = '7b0e8c1a-2d3f-4a5b-8c6d-9e0f1a2b3c4d';
const CLIENT = '5b0e1c2d-3f4a-4b5c-8d6e-7f8091a2b301';
const PRINCIPAL = '5b0e1c2d-3f4a-4b5c-8d6e-7f8091a2b399';
const PIX = '9a0e1c2d-3f4a-4b5c-8d6e-7f8091a2b3aa';

/** Logs this request in: the sealed session cookie as the storefront writes it. */
async function loggedIn(data: { idcliente: string | null; idprincipal?: string | null; kind?: string }) {
  const { sealData } = await import('iron-session');
  const { sessionPassword, SESSION_COOKIE } = await import('@/lib/session/config');
  jar.set(
    SESSION_COOKIE,
    await sealData(
      { token: 'tok123', idfornecedor: ID, kind: 'cliente', ...data },
      { password: sessionPassword(process.env) },
    ),
  );
}

describe('catalog calls are priced for whoever is looking', () => {
  const list = { produtos: [], total: 0, page: 1, limit: 20, paginas: 0, possuiPreco: true, ordenacao: 'relevancia' };

  it('a visitor: the company in {empresa}, no client, no payment method', async () => {
    reply = { status: 200, body: list };
    await catalog.listProducts({ idfornecedor: ID, idempresa: EMPRESA }, { page: 1 });
    expect(seen[0]!.url).toBe(`/v2/app/${EMPRESA}/listaprodutos/${ID}?page=1`);
  });

  it('a customer: `<token>~<idcliente>` in every catalog call, and the chosen payment method', async () => {
    await loggedIn({ idcliente: CLIENT });
    const { PAYMENT_METHOD_COOKIE } = await import('@/lib/payment-method/preference');
    jar.set(PAYMENT_METHOD_COOKIE, PIX);
    const me = encodeURIComponent(`tok123~${CLIENT}`);
    reply = { status: 200, body: list };
    await catalog.listProducts({ idfornecedor: ID, idempresa: EMPRESA }, { page: 1 });
    expect(seen.at(-1)!.url).toBe(`/v2/app/${me}/listaprodutos/${ID}?formapagamento=${PIX}&page=1`);
    reply = { status: 404, body: { erro: true, mensagem: 'Produto não encontrado' } };
    await catalog.getProduct(ID, 'arroz-5kg');
    expect(seen.at(-1)!.url).toBe(`/v2/app/${me}/fornecedor/${ID}/produto/arroz-5kg?idformapagamento=${PIX}`);
    reply = { status: 200, body: { produtos: [], possuiPreco: true } };
    await catalog.listProductsByTags(ID, PRODUCT);
    expect(seen.at(-1)!.url).toBe(
      `/v2/app/fornecedor/${ID}/produto-by-tags?idproduto=${PRODUCT}&idformapagamento=${PIX}`,
    );
    expect(seen.at(-1)!.headers.authorization).toBe(`Bearer tok123~${CLIENT}`);
    reply = { status: 200, body: { carrosseis: [], possuiPreco: true } };
    await content.listCarousels(ID, 'HOME');
    expect(seen.at(-1)!.url).toBe(
      `/v2/app/${me}/customizacao/carrossel/list-for-page/${ID}?page=HOME&device=desktop&idformapagamento=${PIX}`,
    );
  });

  it("a linked user is priced as the principal; another supplier's session is a visitor", async () => {
    await loggedIn({ idcliente: CLIENT, idprincipal: PRINCIPAL, kind: 'vinculado' });
    reply = { status: 200, body: list };
    await catalog.listProducts({ idfornecedor: ID, idempresa: EMPRESA });
    expect(seen.at(-1)!.url).toBe(`/v2/app/${encodeURIComponent(`tok123~${PRINCIPAL}`)}/listaprodutos/${ID}`);
    const { sealData } = await import('iron-session');
    const { sessionPassword, SESSION_COOKIE } = await import('@/lib/session/config');
    jar.set(
      SESSION_COOKIE,
      await sealData(
        { token: 'tok999', idfornecedor: PRODUCT, idcliente: CLIENT, kind: 'cliente' },
        { password: sessionPassword(process.env) },
      ),
    );
    await catalog.listProducts({ idfornecedor: ID, idempresa: EMPRESA }, { page: 2 });
    expect(seen.at(-1)!.url).toBe(`/v2/app/${EMPRESA}/listaprodutos/${ID}?page=2`);
    expect(seen.at(-1)!.headers.authorization).toBe(`Bearer ${EMPRESA}`);
  });
});

describe('fullTextSearch', () => {
  it('sends the query and the session `<token>~<idcliente>` as Bearer, and answers the hits', async () => {
    await loggedIn({ idcliente: CLIENT });
    reply = { status: 200, body: { resultset: { hits: [], total: 0 }, possuiPreco: true } };
    const r = await catalog.fullTextSearch(ID, 'arroz', { tipoentrega: 'RETIRADA' });
    expect(r).toEqual({ kind: 'ok', body: { resultset: { hits: [], total: 0 }, possuiPreco: true } });
    expect(seen[0]!.url).toBe(
      `/v2/app/token/listaprodutos/full-text/pesquisar?idfornecedor=${ID}&query=arroz&tipoentrega=RETIRADA`,
    );
    expect(seen[0]!.headers.authorization).toBe(`Bearer tok123~${CLIENT}`);
    expect(seen[0]!.headers['x-idfornecedor']).toBe(ID);
  });

  it("detects `action: 'logout'` on an error and on a 200", async () => {
    reply = {
      status: 401,
      body: {
        action: 'logout',
        erro: true,
        codigo: 'SESSAO_EXPIRADA',
        mensagem: 'Sessão expirada, efetue login novamente',
      },
    };
    await loggedIn({ idcliente: CLIENT });
    expect(await catalog.fullTextSearch(ID, 'arroz')).toEqual({
      kind: 'logout',
      mensagem: 'Sessão expirada, efetue login novamente',
    });
    reply = { status: 200, body: { action: 'logout', mensagem: 'Saia' } };
    expect(await catalog.fullTextSearch(ID, 'arroz')).toEqual({ kind: 'logout', mensagem: 'Saia' });
    reply = { status: 200, body: { resultset: { hits: [], total: 0 }, possuiPreco: true, action: 'logout' } };
    expect(await catalog.fullTextSearch(ID, 'arroz')).toEqual({
      kind: 'logout',
      mensagem: 'Sua sessão expirou. Faça login novamente.',
    });
  });

  it("carries the API's status and message, and a wrong shape is a 502", async () => {
    reply = { status: 400, body: { erro: true, codigo: 'VALIDACAO', mensagem: 'Texto de busca muito longo' } };
    expect(await catalog.fullTextSearch(ID, 'arroz')).toEqual({
      kind: 'error',
      status: 400,
      mensagem: 'Texto de busca muito longo',
    });
    reply = { status: 200, body: { resultset: 'x' } };
    expect(await catalog.fullTextSearch(ID, 'arroz')).toMatchObject({ kind: 'error', status: 502 });
  });
});

describe('subscribeAvailabilityAlert', () => {
  it('posts the customer and product with the session as Bearer', async () => {
    reply = {
      status: 200,
      body: { inscrito: true, idproduto: PRODUCT, mensagem: 'Avisaremos você quando o produto estiver disponível.' },
    };
    const r = await content.subscribeAvailabilityAlert({
      idfornecedor: ID,
      idproduto: PRODUCT,
      idcliente: ID,
      token: 'tok123',
    });
    expect(r).toEqual({ ok: true, body: reply.body });
    expect(seen[0]).toMatchObject({ method: 'POST', url: '/v4/notificacao/alerta-disponibilidade' });
    expect(seen[0]!.headers.authorization).toBe('Bearer tok123');
    expect(JSON.parse(seen[0]!.body)).toEqual({ idcliente: ID, idfornecedor: ID, idproduto: PRODUCT });
  });

  it("answers the API's status and message (no redirect on 429)", async () => {
    reply = { status: 401, body: { erro: true, codigo: 'NAO_AUTENTICADO', mensagem: 'Faça login para continuar' } };
    expect(await content.subscribeAvailabilityAlert({ idfornecedor: ID, idproduto: PRODUCT, idcliente: ID })).toEqual({
      ok: false,
      status: 401,
      mensagem: 'Faça login para continuar',
    });
    expect(seen[0]!.headers.authorization).toBeUndefined();
    reply = { status: 429, body: { erro: true, codigo: 'LIMITE', mensagem: 'Muitas requisições' } };
    expect(await content.subscribeAvailabilityAlert({ idfornecedor: ID, idproduto: PRODUCT, idcliente: ID })).toEqual({
      ok: false,
      status: 429,
      mensagem: 'Muitas requisições',
    });
  });
});
