/** @jest-environment node */
import { buildOpenApi } from '@/lib/contract/openapi';
import { orderLifeEndpoints } from '@/lib/contract/order-life';

import { requestEndpoint } from './request';

describe('form-encoded calls (bodyEncoding: form)', () => {
  it('the rating travels as application/x-www-form-urlencoded; JSON calls stay JSON', async () => {
    const sent: { url: string; init?: RequestInit }[] = [];
    const fetch = async (url: string, init?: RequestInit) => {
      sent.push({ url, init });
      return new Response(
        JSON.stringify({
          mensagem: 'ok',
          avaliacao: { nota: 5, comentario: 'Ótimo & rápido', criadoEm: '2026-01-01T00:00:00.000Z' },
        }),
        {
          status: 200,
          headers: { 'content-type': 'application/json' },
        },
      );
    };
    const r = await requestEndpoint(
      orderLifeEndpoints.rateOrder,
      {
        params: { numpedido: 100001 },
        body: { nota: 5, comentario: 'Ótimo & rápido' },
        auth: { token: 'tok', idcliente: null },
      },
      { baseUrl: 'http://api', fetch },
    );
    expect(r.ok).toBe(true);
    expect(sent[0]!.url).toBe('http://api/v1/app/tok/pedido/100001/avaliar');
    expect((sent[0]!.init!.headers as Record<string, string>)['content-type']).toBe(
      'application/x-www-form-urlencoded',
    );
    expect(new URLSearchParams(sent[0]!.init!.body as string).get('comentario')).toBe('Ótimo & rápido');
    expect(sent[0]!.init!.body).toBe('nota=5&comentario=%C3%93timo+%26+r%C3%A1pido');

    await requestEndpoint(
      orderLifeEndpoints.cancelOrder,
      { params: { numpedido: 1 }, body: { motivo: 'x' }, auth: { token: 'tok' } },
      { baseUrl: 'http://api', fetch },
    );
    expect((sent[1]!.init!.headers as Record<string, string>)['content-type']).toBe('application/json');
    expect(sent[1]!.init!.body).toBe('{"motivo":"x"}');
  });

  it('OpenAPI names the form media type', () => {
    const doc = buildOpenApi([orderLifeEndpoints.rateOrder]) as {
      paths: Record<string, { post: { requestBody: { content: Record<string, unknown> } } }>;
    };
    expect(Object.keys(doc.paths['/v1/app/{token}/pedido/{numpedido}/avaliar']!.post.requestBody.content)).toEqual([
      'application/x-www-form-urlencoded',
    ]);
  });
});
