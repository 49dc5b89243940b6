/**
 * Cookie preferences [necessary, session, performance, personalization] (spec 9: four entries). Before the
 * shopper chooses, only what runs the store is on; measuring and personalising wait for a yes (LGPD,
 * decision 0034). "Aceitar todos" turns all four on, the spec's "all true".
 */
export const COOKIE_PREFERENCES_COOKIE = 'cookie-preferences';

export type CookiePreferences = {
  necessary: boolean;
  session: boolean;
  performance: boolean;
  personalization: boolean;
};

export const DEFAULT_COOKIE_PREFERENCES: CookiePreferences = {
  necessary: true,
  session: true,
  performance: false,
  personalization: false,
};

export const ALL_COOKIE_PREFERENCES: CookiePreferences = {
  necessary: true,
  session: true,
  performance: true,
  personalization: true,
};

const KEYS = ['necessary', 'session', 'performance', 'personalization'] as const;

/** Accepts a JSON array `[true,false,…]` or object `{necessary:…}`; anything else → defaults. */
export function parseCookiePreferences(raw: string | undefined | null): CookiePreferences {
  if (!raw) return DEFAULT_COOKIE_PREFERENCES;
  let value: unknown;
  try {
    value = JSON.parse(decodeURIComponent(raw));
  } catch {
    return DEFAULT_COOKIE_PREFERENCES;
  }
  const out = { ...DEFAULT_COOKIE_PREFERENCES };
  if (Array.isArray(value)) {
    KEYS.forEach((key, i) => {
      if (typeof value[i] === 'boolean') out[key] = value[i];
    });
  } else if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    for (const key of KEYS) if (typeof record[key] === 'boolean') out[key] = record[key];
  }
  return out;
}

export function cookiePreferenceHeaders(p: CookiePreferences): Record<string, string> {
  return {
    'X-Cookie-Necessary': String(p.necessary),
    'X-Cookie-Session': String(p.session),
    'X-Cookie-Performance': String(p.performance),
    'X-Cookie-Personalization': String(p.personalization),
  };
}
