/** @jest-environment node */
import { logoutAfterSearch } from './logout';

describe('logoutAfterSearch (search answer with action: logout)', () => {
  const realFetch = global.fetch;
  afterEach(() => {
    global.fetch = realFetch;
  });

  it('posts to the supplier logout handler and returns the server warning', async () => {
    const calls: [string, RequestInit | undefined][] = [];
    global.fetch = (async (url: string, init?: RequestInit) => {
      calls.push([url, init]);
      return Response.json({ sucesso: true, destino: '/emporio-bom-preco/' });
    }) as typeof fetch;
    const navigate = jest.fn();
    await expect(
      logoutAfterSearch('/emporio-bom-preco', 'Sessão expirada, efetue login novamente', navigate),
    ).resolves.toBe('Sessão expirada, efetue login novamente');
    expect(calls).toHaveLength(1);
    expect(calls[0]![0]).toBe('/emporio-bom-preco/api/sessao/sair');
    expect(calls[0]![1]).toMatchObject({ method: 'POST', credentials: 'same-origin' });
    expect(navigate).not.toHaveBeenCalled();
  });

  it('goes to the too-many-request page when the logout is rate limited', async () => {
    global.fetch = (async () =>
      Response.json(
        { erro: true, codigo: 'MUITAS_REQUISICOES', mensagem: 'Muitas', destino: '/erro/too-many-request' },
        { status: 429 },
      )) as unknown as typeof fetch;
    const navigate = jest.fn();
    await logoutAfterSearch('', 'Sessão expirada, efetue login novamente', navigate);
    expect(navigate).toHaveBeenCalledWith('/erro/too-many-request');
  });

  it('still returns the warning when offline', async () => {
    global.fetch = (async () => {
      throw new TypeError('offline');
    }) as unknown as typeof fetch;
    await expect(logoutAfterSearch('', 'Sessão expirada')).resolves.toBe('Sessão expirada');
  });
});

describe('logoutAfterSearch and the session check', () => {
  const realFetch = global.fetch;
  afterEach(() => {
    global.fetch = realFetch;
  });
  it('asks the session check to run again after the logout', async () => {
    const { SESSION_CHECK_EVENT } = await import('@/lib/session/events');
    const target = new EventTarget();
    const g = globalThis as unknown as { window?: EventTarget };
    const previous = g.window;
    g.window = target;
    const seen = jest.fn();
    target.addEventListener(SESSION_CHECK_EVENT, seen);
    global.fetch = (async () => Response.json({ sucesso: true, destino: '/' })) as unknown as typeof fetch;
    try {
      await logoutAfterSearch('', 'Sessão expirada, efetue login novamente', jest.fn());
    } finally {
      g.window = previous;
    }
    expect(seen).toHaveBeenCalledTimes(1);
  });
});
