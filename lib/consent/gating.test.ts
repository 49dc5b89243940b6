import { parseCookiePreferences } from '@/lib/commerce/preferences';

import {
  ALL_COOKIE_PREFERENCES,
  DEFAULT_COOKIE_PREFERENCES,
  filterPersistedState,
  mayPersist,
  serializePreferences,
} from './gating';

const all = ALL_COOKIE_PREFERENCES;
const state = {
  user: { nome: 'Maria' },
  cart: [1],
  chat: { salas: [] },
  router: '/x',
  analytics: { v: 1 },
  outro: true,
};

describe('cookie-preference gating', () => {
  it('keeps everything when all are accepted', () => {
    expect(filterPersistedState(state, all)).toEqual(state);
  });
  it('before a choice only what runs the store is on (decision 0034): no measuring, no personalising', () => {
    expect(DEFAULT_COOKIE_PREFERENCES).toEqual({
      necessary: true,
      session: true,
      performance: false,
      personalization: false,
    });
    expect(parseCookiePreferences(undefined)).toEqual(DEFAULT_COOKIE_PREFERENCES);
    expect(parseCookiePreferences('lixo')).toEqual(DEFAULT_COOKIE_PREFERENCES);
    const out = filterPersistedState(state, DEFAULT_COOKIE_PREFERENCES);
    expect(out).toHaveProperty('cart');
    expect(out).toHaveProperty('user');
    expect(out).not.toHaveProperty('analytics');
  });
  it('without "session" the user is not stored', () => {
    const out = filterPersistedState(state, { ...all, session: false });
    expect(out).not.toHaveProperty('user');
    expect(out).toHaveProperty('cart');
  });
  it('without "necessary" cart, chat and router are dropped', () => {
    const out = filterPersistedState(state, { ...all, necessary: false });
    expect(Object.keys(out).sort()).toEqual(['analytics', 'user']);
  });
  it('without "performance" analytics state is dropped', () => {
    const out = filterPersistedState(state, { ...all, performance: false });
    expect(out).not.toHaveProperty('analytics');
    expect(mayPersist('recommendations', { ...all, performance: false })).toBe(false);
  });
  it('serializes in the spec order and round-trips through the parser', () => {
    const p = { necessary: true, session: false, performance: true, personalization: false };
    expect(serializePreferences(p)).toBe('[true,false,true,false]');
    expect(parseCookiePreferences(serializePreferences(p))).toEqual(p);
  });
});
