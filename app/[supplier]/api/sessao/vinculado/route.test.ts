/** @jest-environment node */
import { POST } from './route';

jest.mock('server-only', () => ({}));
jest.mock('@/lib/actions/context', () => ({
  requestSupplier: async () => ({ supplier: { idfornecedor: 'f1' }, base: '/emporio' }),
}));
const startSession = jest.fn(async () => {});
jest.mock('@/lib/session/server', () => ({
  currentAccount: async () => ({
    status: 'cliente',
    token: 't',
    usuario: { idcliente: 'principal', usuarioPrincipal: null },
  }),
  getSession: async () => ({}),
  sessionFromAuth: (auth: { token: string }) => ({ token: auth.token }),
  startSession: (...args: unknown[]) => startSession(...(args as [])),
}));
const switchLinkedUser = jest.fn<Promise<{ token: string }>, unknown[]>(async () => ({ token: 'novo' }));
jest.mock('@/lib/commerce/identity', () => ({ switchLinkedUser: (...args: unknown[]) => switchLinkedUser(...args) }));

const params = { params: Promise.resolve({ supplier: 'emporio' }) };
const switchTo = (headers: Record<string, string>, body: BodyInit) =>
  POST(
    new Request('http://loja.localhost/emporio/api/sessao/vinculado', {
      method: 'POST',
      headers: { host: 'loja.localhost', origin: 'http://loja.localhost', ...headers },
      body,
    }),
    params,
  );

beforeEach(() => startSession.mockClear());

describe('POST /api/sessao/vinculado', () => {
  it('a body that is not a form naming the client → 400 (not 500), no session change', async () => {
    for (const [type, body] of [
      ['text/plain', 'idcliente=x'],
      ['application/json', '{'],
      ['multipart/form-data; boundary=x', 'garbage'],
    ]) {
      const res = await switchTo({ 'content-type': type! }, body!);
      expect(res.status).toBe(400);
    }
    expect(startSession).not.toHaveBeenCalled();
  });

  it('a form → the linked user’s session and the home (303)', async () => {
    const res = await switchTo({}, new URLSearchParams({ idcliente: 'vinculado' }));
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/emporio');
    expect(startSession).toHaveBeenCalledWith({}, { token: 'novo' });
  });

  it('the API refuses the switch (an invitation not accepted: 404) → back to the page, no session change', async () => {
    const { CommerceNotFoundError } = await import('@/lib/commerce/errors');
    switchLinkedUser.mockRejectedValueOnce(
      new CommerceNotFoundError('Usuário vinculado não encontrado', 404, 'VINCULADO_NAO_ENCONTRADO', '/v1/app/usuario'),
    );
    const res = await switchTo({}, new URLSearchParams({ idcliente: 'convidado' }));
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/emporio/conta/usuarios');
    expect(switchLinkedUser).toHaveBeenCalledWith('t', 'principal', 'convidado', 'f1');
    expect(startSession).not.toHaveBeenCalled();
  });

  it('a foreign Origin → 403', async () => {
    const res = await switchTo({ origin: 'http://evil.com' }, new URLSearchParams({ idcliente: 'vinculado' }));
    expect(res.status).toBe(403);
    expect(startSession).not.toHaveBeenCalled();
  });
});
