/** @jest-environment node */
import { redirect } from 'next/navigation';
import { z } from 'zod';

import { CommerceApiError, CommerceRateLimitError } from '@/lib/commerce/errors';

import { defineRouteHandler } from './define-route-handler';

const supplierCtx = { supplier: { idfornecedor: 'f1' }, base: '/emporio' };
let supplier: typeof supplierCtx | null = supplierCtx;

jest.mock('server-only', () => ({}));
jest.mock('./context', () => ({ requestSupplier: async () => supplier }));

const URL_ = 'http://emporio.localhost/emporio/api/x';
const noParams = { params: Promise.resolve({}) };

function post(headers: Record<string, string>, body?: BodyInit): Request {
  return new Request(URL_, { method: 'POST', headers: { host: 'emporio.localhost', ...headers }, body });
}

beforeEach(() => {
  supplier = supplierCtx;
});

describe('defineRouteHandler', () => {
  it('refuses a state-changing request from a foreign or null Origin (403) before anything else', async () => {
    const handle = jest.fn(async () => Response.json({ ok: true }));
    const POST = defineRouteHandler({ tenant: 'supplier', handle });
    for (const origin of ['http://evil.com', 'null']) {
      const res = await POST(post({ origin }), noParams);
      expect(res.status).toBe(403);
      await expect(res.json()).resolves.toEqual({
        erro: true,
        codigo: 'ORIGEM_INVALIDA',
        mensagem: 'Origem da requisição não permitida',
      });
    }
    for (const method of ['PUT', 'DELETE', 'PATCH']) {
      const res = await POST(
        new Request(URL_, { method, headers: { host: 'emporio.localhost', origin: 'http://evil.com' } }),
        noParams,
      );
      expect(res.status).toBe(403);
    }
    expect(handle).not.toHaveBeenCalled();
    expect((await POST(post({ origin: 'http://emporio.localhost' }), noParams)).status).toBe(200);
  });

  it('lets a read (GET) through whatever its Origin', async () => {
    const GET = defineRouteHandler({ handle: async () => Response.json({ ok: true }) });
    const res = await GET(
      new Request(URL_, { headers: { host: 'emporio.localhost', origin: 'http://evil.com' } }),
      noParams,
    );
    expect(res.status).toBe(200);
  });

  it('outside a supplier → notFound (default 404 "Loja não encontrada")', async () => {
    supplier = null;
    const handle = jest.fn(async () => Response.json({ ok: true }));
    const res = await defineRouteHandler({ tenant: 'supplier', handle })(post({}), noParams);
    expect(res.status).toBe(404);
    await expect(res.json()).resolves.toEqual({ erro: true, mensagem: 'Loja não encontrada' });
    const custom = await defineRouteHandler({
      tenant: 'supplier',
      notFound: () => new Response('Fornecedor não encontrado', { status: 404 }),
      handle,
    })(post({}), noParams);
    await expect(custom.text()).resolves.toBe('Fornecedor não encontrado');
    expect(handle).not.toHaveBeenCalled();
  });

  it('tenant from the middleware’s headers, for this URL’s [supplier] only', async () => {
    const GET = defineRouteHandler<'headers', { supplier: string }>({
      tenant: 'headers',
      handle: async ({ idfornecedor, slug, base }) => Response.json({ idfornecedor, slug, base }),
    });
    const request = (slug: string) =>
      new Request(URL_, {
        headers: { 'x-supplier-id': 'f1', 'x-supplier-slug': slug, 'x-storefront-base': '/emporio' },
      });
    const ok = await GET(request('emporio'), { params: Promise.resolve({ supplier: 'emporio' }) });
    await expect(ok.json()).resolves.toEqual({ idfornecedor: 'f1', slug: 'emporio', base: '/emporio' });
    const other = await GET(request('adega'), { params: Promise.resolve({ supplier: 'emporio' }) });
    expect(other.status).toBe(404);
  });

  it('parses a JSON or form body; a refused or unreadable one → 400 with the first pt-BR message', async () => {
    const POST = defineRouteHandler({
      tenant: 'supplier',
      body: z.object({ idcliente: z.string({ message: 'Informe o cliente' }), n: z.coerce.number().optional() }),
      handle: async ({ body }) => Response.json(body),
    });
    const json = await POST(
      post({ 'content-type': 'application/json' }, JSON.stringify({ idcliente: 'a', n: 2 })),
      noParams,
    );
    await expect(json.json()).resolves.toEqual({ idcliente: 'a', n: 2 });
    const form = await POST(post({}, new URLSearchParams({ idcliente: 'b' })), noParams);
    await expect(form.json()).resolves.toEqual({ idcliente: 'b' });
    for (const bad of [
      post({ 'content-type': 'text/plain' }, 'x'),
      post({ 'content-type': 'application/json' }, '{'),
      post({}),
    ]) {
      const res = await POST(bad, noParams);
      expect(res.status).toBe(400);
      await expect(res.json()).resolves.toEqual({ erro: true, mensagem: 'Informe o cliente' });
    }
  });

  describe('errors thrown by handle', () => {
    const throwing = (error: unknown, onError?: Parameters<typeof defineRouteHandler>[0]['onError']) =>
      defineRouteHandler({
        tenant: 'supplier',
        onError,
        handle: async () => {
          throw error;
        },
      });
    const limited = new CommerceRateLimitError('Muitas requisições', 429, 'MUITAS_REQUISICOES', '/x');

    it('HTTP 429 → 429 JSON for fetch(), 303 for a form, to this supplier’s too-many-request page', async () => {
      const json = await throwing(limited)(post({ accept: 'application/json' }), noParams);
      expect(json.status).toBe(429);
      await expect(json.json()).resolves.toEqual({
        erro: true,
        codigo: 'MUITAS_REQUISICOES',
        mensagem: 'Muitas requisições',
        destino: '/emporio/erro/too-many-request',
      });
      const form = await throwing(limited)(post({ accept: 'text/html' }), noParams);
      expect(form.status).toBe(303);
      expect(form.headers.get('location')).toBe('/emporio/erro/too-many-request');
    });

    it('`onError` answers instead; anything else and Next’s redirects are rethrown', async () => {
      const refusal = new CommerceApiError('CEP inválido', 400, 'VALIDACAO', '/x');
      const res = await throwing(refusal, (e) => Response.json({ mensagem: (e as Error).message }, { status: 400 }))(
        post({}),
        noParams,
      );
      await expect(res.json()).resolves.toEqual({ mensagem: 'CEP inválido' });
      await expect(throwing(refusal)(post({}), noParams)).rejects.toBe(refusal);
      let signal: unknown;
      try {
        redirect('/x');
      } catch (e) {
        signal = e;
      }
      const onError = jest.fn(() => new Response(null));
      await expect(throwing(signal, onError)(post({}), noParams)).rejects.toBe(signal);
      expect(onError).not.toHaveBeenCalled();
    });
  });
});
