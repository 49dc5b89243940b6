import { EMPRESA_KEY, rememberEmpresa } from './empresa';
import { DEFAULT_COOKIE_PREFERENCES } from './gating';

const ID = '5d9a0c1e-2b3f-4a6d-8e7f-9a0b1c2d3e4f';

/** Spec 9: "the empresa id is stored in local storage" — only with the "necessary" preference (spec 4). */
describe('rememberEmpresa', () => {
  beforeEach(() => localStorage.clear());

  it('stores the empresa id under idempresa with the default preferences', () => {
    expect(rememberEmpresa(ID, DEFAULT_COOKIE_PREFERENCES)).toBe(true);
    expect(EMPRESA_KEY).toBe('idempresa');
    expect(localStorage.getItem('idempresa')).toBe(ID);
  });

  it('without "necessary" it stores nothing and removes one stored before', () => {
    localStorage.setItem('idempresa', ID);
    expect(rememberEmpresa(ID, { ...DEFAULT_COOKIE_PREFERENCES, necessary: false })).toBe(false);
    expect(localStorage.getItem('idempresa')).toBeNull();
  });

  it('the other preferences do not matter', () => {
    const prefs = { necessary: true, session: false, performance: false, personalization: false };
    expect(rememberEmpresa(ID, prefs)).toBe(true);
    expect(localStorage.getItem('idempresa')).toBe(ID);
  });
});
