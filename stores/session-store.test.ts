import type { SessionSummary } from '@/lib/session/summary';

type Module = typeof import('./session-store');

// A fresh module per test: the summary is read from localStorage once per page load.
function load(): Module {
  let mod!: Module;
  jest.isolateModules(() => {
    mod = jest.requireActual<Module>('./session-store');
  });
  return mod;
}

const ana = { logado: true, kind: 'cliente', nome: 'Ana', idcliente: 'c1', cadastro_aprovado: false } as SessionSummary;

function setPreferences(session: boolean) {
  document.cookie = `cookie-preferences=${encodeURIComponent(JSON.stringify([true, session, false, false]))}; Path=/`;
}

beforeEach(() => {
  localStorage.clear();
  setPreferences(true);
});

describe('session store (the last user summary this browser saw)', () => {
  it('reads the copy an earlier page stored, in the format zustand persist wrote', () => {
    localStorage.setItem('session-user', JSON.stringify({ state: { usuario: ana }, version: 1 }));
    expect(load().sessionStore.usuario()).toEqual(ana);
  });

  it('stores what it is given, and a logout clears it and the saved cart', () => {
    const { sessionStore, clearClientState } = load();
    sessionStore.setUsuario(ana);
    expect(JSON.parse(localStorage.getItem('session-user')!)).toEqual({ state: { usuario: ana }, version: 1 });
    expect(load().sessionStore.usuario()).toEqual(ana);
    localStorage.setItem('saved-state', '{"linhas":[]}');
    clearClientState();
    expect(sessionStore.usuario()).toBeNull();
    expect(localStorage.getItem('session-user')).toBeNull();
    expect(localStorage.getItem('saved-state')).toBeNull();
  });

  it('keeps nothing in the browser without the "session" preference, and ignores what is there', () => {
    localStorage.setItem('session-user', JSON.stringify({ state: { usuario: ana }, version: 1 }));
    setPreferences(false);
    const { sessionStore } = load();
    expect(sessionStore.usuario()).toBeNull();
    sessionStore.setUsuario(ana);
    expect(sessionStore.usuario()).toEqual(ana);
    expect(localStorage.getItem('session-user')).toBeNull();
  });

  it('takes a tampered or foreign copy for none', () => {
    for (const raw of ['{', '"x"', '{"state":{"usuario":{"nome":"X"}},"version":2}', 'null']) {
      localStorage.setItem('session-user', raw);
      expect(load().sessionStore.usuario()).toBeNull();
    }
  });
});
