import { act, render } from '@testing-library/react';

import { SESSION_CHECK_EVENT } from '@/lib/session/events';

import { API_KEY_LOGIN_DELAY_MS, ApiKeyLogin } from './api-key-login';

const refresh = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh }) }));

/**
 * Spec 9: "API-key login delayed 1000 ms" (spec 7: "started 1000 ms after boot"). The leaf the
 * layout mounts while a login waits in its sealed cookie asks nothing before 1000 ms, asks at
 * 1000 ms, then refreshes the page (the user, or the failure's one-shot message).
 */
describe('ApiKeyLogin: the API-key login starts 1000 ms after boot (spec 9)', () => {
  const fetchMock = jest.fn();
  const sessionChecks = jest.fn();
  beforeEach(() => {
    jest.useFakeTimers();
    fetchMock.mockReset();
    refresh.mockReset();
    sessionChecks.mockReset();
    global.fetch = fetchMock as unknown as typeof fetch;
    window.addEventListener(SESSION_CHECK_EVENT, sessionChecks);
  });
  afterEach(() => {
    window.removeEventListener(SESSION_CHECK_EVENT, sessionChecks);
    jest.useRealTimers();
  });

  it('is the spec’s 1000 ms', () => {
    expect(API_KEY_LOGIN_DELAY_MS).toBe(1000);
  });

  it('no call at 999 ms, the POST at 1000 ms, then the page refreshes with the session', async () => {
    fetchMock.mockResolvedValue({ status: 200, ok: true, json: async () => ({ ok: true }) });
    render(<ApiKeyLogin base="/atacado" logado={false} />);
    act(() => jest.advanceTimersByTime(999));
    expect(fetchMock).not.toHaveBeenCalled();
    await act(async () => {
      jest.advanceTimersByTime(1);
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]! as [string, RequestInit];
    expect(url).toBe('/atacado/api/sessao/api-key');
    expect(init.method).toBe('POST');
    await act(async () => {});
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(sessionChecks).toHaveBeenCalledTimes(1);
  });

  it('a refusal also refreshes (the layout then shows its message) and nothing is asked again', async () => {
    fetchMock.mockResolvedValue({
      status: 401,
      ok: false,
      json: async () => ({ erro: true, mensagem: 'Chave de API inválida' }),
    });
    render(<ApiKeyLogin base="" logado={false} />);
    await act(async () => {
      jest.advanceTimersByTime(1000);
    });
    await act(async () => {});
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/sessao/api-key');
    expect(refresh).toHaveBeenCalledTimes(1);
    act(() => jest.advanceTimersByTime(60_000));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('leaving before 1 s asks nothing', () => {
    const { unmount } = render(<ApiKeyLogin base="/atacado" logado={false} />);
    act(() => jest.advanceTimersByTime(900));
    unmount();
    act(() => jest.advanceTimersByTime(5000));
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
