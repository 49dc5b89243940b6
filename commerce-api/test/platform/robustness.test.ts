import { apiErrorSchema } from '../../../lib/contract';
import { rawHttp, rawRequest } from '../../../test-support/fuzz';
import { DEMO_SUPPLIERS } from '../../seed/demo-world';
import { ROUTES } from '../../src/routes';
import { baseUrl, expectApiError, fetchRes, get } from '../helpers';

const E = DEMO_SUPPLIERS.emporio;

describe('system', () => {
  it('/health names the database', async () => {
    const r = await get<{ status: string; banco: string }>('/health');
    expect(r.status).toBe(200);
    expect(r.body.status).toBe('ok');
    expect(['pglite', 'postgres']).toContain(r.body.banco);
    expect(r.body.banco).toBe(process.env.DATABASE_URL ? 'postgres' : 'pglite');
  });

  it('/openapi.json lists every registered route', async () => {
    const r = await get<{
      openapi: string;
      paths: Record<string, Record<string, { parameters: { name: string; in: string }[] }>>;
    }>('/openapi.json');
    expect(r.status).toBe(200);
    expect(r.body.openapi).toBe('3.1.0');
    expect(ROUTES.length).toBeGreaterThanOrEqual(15);
    for (const { endpoint: route } of ROUTES) {
      const op = r.body.paths[route.path]?.[route.method.toLowerCase()];
      expect(op).toBeDefined();
      const pathParams = [...route.path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]);
      expect(
        op!.parameters
          .filter((p) => p.in === 'path')
          .map((p) => p.name)
          .sort(),
      ).toEqual(pathParams.sort());
    }
    expect(r.text).not.toContain('#/$defs/');
    const list = r.body.paths['/v2/app/{empresa}/listaprodutos/{idfornecedor}']!.get!;
    expect(list.parameters.map((p) => p.name)).toEqual(
      expect.arrayContaining(['categ', 'sk', 'page', 'limit', 'ordenacao', 'tagsPesquisa']),
    );
  });
});

describe('malformed input never yields 500', () => {
  it('unknown route is 404 JSON', async () => {
    expectApiError(await get('/nao/existe'), 404, 'Recurso não encontrado');
    expectApiError(await get('/v2/app/token'), 404, 'Recurso não encontrado');
  });

  it('wrong method is 405', async () => {
    const r = await get('/health', { method: 'DELETE' });
    expect(r.status).toBe(405);
  });

  it('over-long path params are 400', async () => {
    const long = 'a'.repeat(1000);
    expectApiError(await get(`/v2/app/token/listaprodutos/${long}`), 400);
    expectApiError(await get(`/v2/app/${long}/fornecedor`), 400);
    expectApiError(await get(`/v2/configuracao/fornecedor/${long}/tema`), 400);
    expectApiError(await get(`/v2/app/token/fornecedor/${E.slug}/produto/${long}`), 400);
  });

  it('over-long query strings are 400', async () => {
    const long = 'a'.repeat(1000);
    expectApiError(await get(`/v2/app/token/listaprodutos/${E.slug}?sk=${long}`), 400, /sk/);
    expectApiError(await get(`/v2/app/token/fornecedor?dominio=${long}`), 400, /Domínio inválido/);
    expectApiError(await get(`/v2/app/token/fornecedor?idfornecedor=${long}`), 400, /idfornecedor/);
    expectApiError(await get(`/v2/app/token/listaprodutos/${E.slug}?ordenacao=${long}`), 400);
  });

  it('bad UUIDs and strange characters are 400', async () => {
    expectApiError(await get('/v2/app/token/fornecedor?idendereco=123'), 400, /idendereco/);
    expectApiError(await get(`/v2/app/token/listaprodutos/${E.slug}?formapagamento=abc`), 400, /formapagamento/);
    expectApiError(await get("/v2/app/token/listaprodutos/emporio'--"), 400);
    expectApiError(await get('/v2/app/%E0%A4%A/fornecedor'), 400);
    expectApiError(await get(`/v2/app/token/listaprodutos/${E.slug}?tagsPesquisa=:x`), 400, /tagsPesquisa/);
  });

  it('SQL-ish search text is just text', async () => {
    const r = await get(`/v2/app/token/listaprodutos/${E.slug}?sk=${encodeURIComponent("'; DROP TABLE produtos; --")}`);
    expect(r.status).toBe(200);
    expect((r.body as { total: number }).total).toBe(0);
  });

  it('a body over the limit, declared in Content-Length, is read to its end and answered 413 every time (never a reset)', async () => {
    const url = `${baseUrl()}/v4/log/google-analytics/${E.slug}`;
    const body = JSON.stringify({ evento: 'x'.repeat(4 * 1024 * 1024) });
    const statuses = await Promise.all(
      Array.from({ length: 8 }, () =>
        fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body }).then(
          (r) => r.status,
          (e: Error) => e.message,
        ),
      ),
    );
    expect(statuses).toEqual(Array(8).fill(413));
  });

  it('an unknown method or route with a body and Connection: close is answered after the body is read, every time (the fuzz run once got ECONNRESET on TRACE /openapi.json)', async () => {
    const port = Number(new URL(baseUrl()).port);
    // The fuzz's biggest body (a 200 000-deep array): written in full, without waiting for an early answer.
    const body = Buffer.alloc(400_000, '[');
    const send = (method: string, target: string) =>
      rawRequest(
        port,
        rawHttp(
          method,
          target,
          [
            ['Host', `127.0.0.1:${port}`],
            ['Content-Type', 'application/json'],
            ['Content-Length', String(body.length)],
            ['Connection', 'close'],
          ],
          body,
        ),
      );
    const answers: string[] = [];
    for (let round = 0; round < 10; round++) {
      const batch = await Promise.all([
        ...Array.from({ length: 8 }, () => send('TRACE', '/openapi.json')),
        send('PROPFIND', '/health'),
        send('POST', '/rota/que/nao/existe'),
      ]);
      answers.push(...batch.map((a) => `${a.status} ${a.error ?? ''}`.trim()));
      for (const a of batch) if (a.status) expect(apiErrorSchema.safeParse(JSON.parse(a.body)).success).toBe(true);
    }
    expect(answers).toEqual(Array.from({ length: 10 }, () => [...Array(9).fill('405'), '404']).flat());
  }, 60_000);

  it('a head Node cannot parse (a control character in a header) with a body and Connection: close gets its 400, every time, not a reset', async () => {
    const port = Number(new URL(baseUrl()).port);
    // The fuzz's failing request (its cookie an ANSI escape, its body 400 KB), written in full without waiting.
    const body = Buffer.alloc(400_000, '[');
    const bytes = rawHttp(
      'TRACE',
      '/openapi.json',
      [
        ['Host', `127.0.0.1:${port}`],
        ['Cookie', '\u001b[31m'],
        ['Content-Length', String(body.length)],
        ['Connection', 'close'],
      ],
      body,
    );
    const answers: string[] = [];
    for (let round = 0; round < 5; round++) {
      const batch = await Promise.all(Array.from({ length: 10 }, () => rawRequest(port, bytes)));
      answers.push(...batch.map((a) => `${a.status}${a.status ? '' : ` ${a.error ?? 'fechada'}`}`));
    }
    expect(answers).toEqual(Array(50).fill('400'));
  }, 60_000);

  it('invalid JSON body is 400, body too large is 413, invalid fields 400', async () => {
    const url = `${baseUrl()}/v4/log/google-analytics/${E.slug}`;
    const bad = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"evento":',
    });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { mensagem: string }).mensagem).toBe('JSON inválido');
    const big = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ evento: 'x'.repeat(1024 * 1024 + 10) }),
    });
    expect(big.status).toBe(413);
    const missing = await fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' });
    expect(missing.status).toBe(400);
    expect(((await missing.json()) as { mensagem: string }).mensagem).toMatch(/evento/);
    const ok = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ evento: 'page_view', parametros: { pagina: '/' } }),
    });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ registrado: true });
  });

  it('deeply nested JSON bodies are 400, not a stack overflow', async () => {
    const url = `${baseUrl()}/v4/log/google-analytics/${E.slug}`;
    for (const body of [
      '['.repeat(10_000) + ']'.repeat(10_000),
      '{"a":'.repeat(10_000) + '1' + '}'.repeat(10_000),
      '['.repeat(300_000) + ']'.repeat(300_000),
    ]) {
      const r = await fetchRes(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body });
      expectApiError(r, 400, /aninhado demais/);
    }
    // Within the limit, the fields are checked as usual.
    const r = await fetchRes(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ evento: 'x', parametros: { a: [[[[1]]]] } }),
    });
    expectApiError(r, 400, /parametros/);
  });

  it('a request target that is not a URL is 400, not a 500', async () => {
    const port = Number(new URL(baseUrl()).port);
    for (const target of ['http://[::1', 'http://x:99999/health', 'http://%zz/health']) {
      const a = await rawRequest(
        port,
        rawHttp('GET', target, [
          ['Host', 'x'],
          ['Connection', 'close'],
        ]),
      );
      expect(a.status).toBe(400);
      expect(a.headers['content-type']).toContain('application/json');
      expect(apiErrorSchema.parse(JSON.parse(a.body)).mensagem).toBe('Parâmetro inválido: caminho mal formado');
    }
  });

  it('CONNECT is a 405 JSON answer, not a connection closed without one', async () => {
    const port = Number(new URL(baseUrl()).port);
    for (const target of ['/health', `127.0.0.1:${port}`]) {
      const a = await rawRequest(port, rawHttp('CONNECT', target, [['Host', `127.0.0.1:${port}`]]));
      expect(a.status).toBe(405);
      expect(apiErrorSchema.parse(JSON.parse(a.body)).mensagem).toBe('Método não permitido');
    }
    expect((await get('/health')).status).toBe(200);
  });
});
