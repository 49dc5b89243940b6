/**
 * The commerce API process the storefront talks to answers its service endpoints.
 */
import { expect, test } from './fixtures';

test('GET /health responde 200 {status: "ok"}', { tag: '@reference' }, async ({ api }) => {
  const res = await api.get('/health');
  expect(res.status()).toBe(200);
  expect(await res.json()).toMatchObject({ status: 'ok' });
});

test('GET /openapi.json descreve as rotas da API', { tag: '@reference' }, async ({ api }) => {
  const res = await api.get('/openapi.json');
  expect(res.status()).toBe(200);
  const doc = await res.json();
  expect(String(doc.openapi)).toMatch(/^3\./);
  const paths = Object.keys(doc.paths ?? {});
  expect(paths.some((p) => p.includes('listaprodutos'))).toBe(true);
  expect(paths.some((p) => p.includes('fornecedor'))).toBe(true);
});

test('erros da API são JSON em pt-BR, nunca 500', { tag: '@reference' }, async ({ api }) => {
  const res = await api.get('/v2/app/token/fornecedor?idfornecedor=nao-existe-este-fornecedor&lat=abc');
  expect(res.status()).toBeGreaterThanOrEqual(400);
  expect(res.status()).toBeLessThan(500);
  const body = await res.json();
  expect(body).toMatchObject({ erro: true });
  expect(typeof body.mensagem).toBe('string');
});
