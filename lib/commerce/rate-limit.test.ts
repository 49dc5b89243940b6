/** @jest-environment node */
import { CommerceApiError, CommerceRateLimitError } from './errors';
import {
  followRateLimit,
  followRateLimitResponse,
  rateLimitResponse,
  rateLimitResult,
  rateLimitSeeOther,
  TOO_MANY_REQUESTS_PATH,
  tooManyRequestsHref,
} from './rate-limit';

const limited = () =>
  new CommerceRateLimitError(
    'Muitas requisições deste endereço. Tente novamente em alguns minutos.',
    429,
    'MUITAS_REQUISICOES',
    '/v1/app/***/x',
  );
const other = () => new CommerceApiError('Email já cadastrado', 409, 'CONFLITO', '/v1/app/usuario/x');

describe('too-many-request page', () => {
  it('lives under the storefront base (own domain or shared-host slug), never elsewhere', () => {
    expect(TOO_MANY_REQUESTS_PATH).toBe('/erro/too-many-request');
    expect(tooManyRequestsHref('')).toBe('/erro/too-many-request');
    expect(tooManyRequestsHref('/emporio-bom-preco')).toBe('/emporio-bom-preco/erro/too-many-request');
    expect(tooManyRequestsHref('//evil.example')).toBe('/erro/too-many-request');
    expect(tooManyRequestsHref('https://evil.example')).toBe('/erro/too-many-request');
  });
});

describe('server side', () => {
  it('rateLimitResult: a 429 becomes { ok:false, erro, destino }; other errors are left to the caller', () => {
    expect(rateLimitResult(limited(), '/adega-serra')).toEqual({
      ok: false,
      erro: 'Muitas requisições deste endereço. Tente novamente em alguns minutos.',
      destino: '/adega-serra/erro/too-many-request',
    });
    expect(rateLimitResult(limited(), '', 'Muitas tentativas de login.')).toEqual({
      ok: false,
      erro: 'Muitas tentativas de login.',
      destino: '/erro/too-many-request',
    });
    expect(rateLimitResult(other(), '')).toBeNull();
    expect(rateLimitResult(new Error('x'), '')).toBeNull();
    expect(rateLimitResult(null, '')).toBeNull();
  });

  it('rateLimitResponse: 429 JSON in the API error shape plus destino', async () => {
    const res = rateLimitResponse(limited(), '')!;
    expect(res.status).toBe(429);
    expect(await res.json()).toEqual({
      erro: true,
      codigo: 'MUITAS_REQUISICOES',
      mensagem: 'Muitas requisições deste endereço. Tente novamente em alguns minutos.',
      destino: '/erro/too-many-request',
    });
    expect(rateLimitResponse(other(), '')).toBeNull();
  });

  it('rateLimitSeeOther: a form POST is sent (303, GET) to the page', () => {
    const res = rateLimitSeeOther(limited(), '/atacado-horizonte')!;
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/atacado-horizonte/erro/too-many-request');
    expect(rateLimitSeeOther(other(), '')).toBeNull();
  });
});

describe('client side', () => {
  it('followRateLimit navigates for a rate-limited action result only', () => {
    const navigate = jest.fn();
    expect(followRateLimit(rateLimitResult(limited(), '/emporio-bom-preco'), navigate)).toBe(true);
    expect(navigate).toHaveBeenCalledWith('/emporio-bom-preco/erro/too-many-request');
    navigate.mockClear();
    for (const r of [
      null,
      undefined,
      { ok: true },
      { ok: false, mensagem: 'Erro' },
      { ok: false, destino: '/conta' },
      { destino: 'https://evil.example/erro/too-many-request' },
      { destino: '//evil.example/erro/too-many-request' },
    ]) {
      expect(followRateLimit(r, navigate)).toBe(false);
    }
    expect(navigate).not.toHaveBeenCalled();
  });

  it('followRateLimitResponse follows a 429 (its destino, or the base page) and ignores the rest', async () => {
    const navigate = jest.fn();
    expect(await followRateLimitResponse(rateLimitResponse(limited(), '/adega-serra')!, '', navigate)).toBe(true);
    expect(navigate).toHaveBeenLastCalledWith('/adega-serra/erro/too-many-request');
    expect(await followRateLimitResponse(new Response('limite', { status: 429 }), '/emporio-bom-preco', navigate)).toBe(
      true,
    );
    expect(navigate).toHaveBeenLastCalledWith('/emporio-bom-preco/erro/too-many-request');
    expect(
      await followRateLimitResponse(Response.json({ destino: 'https://evil.example' }, { status: 429 }), '', navigate),
    ).toBe(true);
    expect(navigate).toHaveBeenLastCalledWith('/erro/too-many-request');
    navigate.mockClear();
    const ok = Response.json({ sucesso: true });
    expect(await followRateLimitResponse(ok, '', navigate)).toBe(false);
    expect(
      await followRateLimitResponse(
        Response.json({ mensagem: 'Faça login para continuar' }, { status: 401 }),
        '',
        navigate,
      ),
    ).toBe(false);
    expect(navigate).not.toHaveBeenCalled();
    // The caller can still read the body.
    const r = rateLimitResponse(limited(), '')!;
    await followRateLimitResponse(r, '', navigate);
    expect(((await r.json()) as { codigo: string }).codigo).toBe('MUITAS_REQUISICOES');
  });
});
