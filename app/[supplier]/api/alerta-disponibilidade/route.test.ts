/** @jest-environment node */
import { DELETE, POST } from './route';

jest.mock('server-only', () => ({}));
jest.mock('@/lib/actions/context', () => ({ requestSupplier: async () => null }));
jest.mock('@/lib/session/server', () => ({
  getSession: async () => ({ idfornecedor: null, token: null, idcliente: null }),
}));
const subscribe = jest.fn(async () => ({ ok: true as const, body: { sucesso: true, mensagem: 'Avisaremos você.' } }));
jest.mock('@/lib/commerce/content', () => ({
  setAvailabilityAlert: (...args: unknown[]) => subscribe(...(args as [])),
}));

const IDPRODUTO = '0b6f6a52-1c2d-4e3f-8a9b-0c1d2e3f4a5b';
const params = { params: Promise.resolve({ supplier: 'emporio' }) };

function alert(headers: Record<string, string>, body: unknown = { idproduto: IDPRODUTO }): Request {
  return new Request('http://emporio.localhost/api/alerta-disponibilidade', {
    method: 'POST',
    headers: {
      host: 'emporio.localhost',
      'x-supplier-id': 'f1',
      'x-supplier-slug': 'emporio',
      'x-storefront-base': '',
      'content-type': 'application/json',
      ...headers,
    },
    body: JSON.stringify(body),
  });
}

beforeEach(() => subscribe.mockClear());

describe('POST /api/alerta-disponibilidade', () => {
  it('refuses a foreign or null Origin (403) without calling the API', async () => {
    for (const origin of ['http://evil.com', 'null']) {
      const res = await POST(alert({ origin }), params);
      expect(res.status).toBe(403);
      await expect(res.json()).resolves.toMatchObject({ erro: true, mensagem: 'Origem da requisição não permitida' });
    }
    expect(subscribe).not.toHaveBeenCalled();
  });

  it('same origin: subscribes (a visitor without session as EMPTY_ID, the API answers 401 itself)', async () => {
    const res = await POST(alert({ origin: 'http://emporio.localhost' }), params);
    expect(res.status).toBe(200);
    await expect(res.json()).resolves.toEqual({ sucesso: true, mensagem: 'Avisaremos você.' });
    expect(subscribe).toHaveBeenCalledWith(
      expect.objectContaining({ idfornecedor: 'f1', idproduto: IDPRODUTO, token: null }),
      true,
    );
  });

  it('DELETE cancels the alert through the same checks', async () => {
    const foreign = await DELETE(alert({ origin: 'http://evil.com' }), params);
    expect(foreign.status).toBe(403);
    expect(subscribe).not.toHaveBeenCalled();
    const res = await DELETE(alert({ origin: 'http://emporio.localhost' }), params);
    expect(res.status).toBe(200);
    expect(subscribe).toHaveBeenCalledWith(expect.objectContaining({ idproduto: IDPRODUTO }), false);
  });

  it('no product → 400 "Informe o produto"; another supplier’s URL → 404', async () => {
    const bad = await POST(alert({ origin: 'http://emporio.localhost' }, { idproduto: 'x' }), params);
    expect(bad.status).toBe(400);
    await expect(bad.json()).resolves.toEqual({ erro: true, mensagem: 'Informe o produto' });
    const other = await POST(alert({ origin: 'http://emporio.localhost' }), {
      params: Promise.resolve({ supplier: 'adega' }),
    });
    expect(other.status).toBe(404);
    await expect(other.json()).resolves.toEqual({ erro: true, mensagem: 'Loja não encontrada' });
    expect(subscribe).not.toHaveBeenCalled();
  });
});
