/**
 * The deployment the suite runs against, as roles (docs/qa.md, decision 0053): which store plays each
 * store role (origin and slug) and which account plays each person role. Read from the JSON file named by
 * E2E_PROFILE (validated with zod; e2e/profiles/demo.example.json is the committed example); without
 * it, the local demo world exactly as the local run has always used it. Tests that need a role the
 * target lacks skip with a pt-BR reason (`requireStore`, `requireAccount` in e2e/fixtures.ts).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

import {
  DEMO_ACCOUNTS,
  DEMO_API_KEY,
  DEMO_ATTENDANTS,
  DEMO_CEPS,
  DEMO_PASSWORD,
  DEMO_REPRESENTATIVE,
  DEMO_SUPPLIERS,
  type DemoSupplierKey,
} from '../commerce-api/seed/demo-world';
import { E2E_STOREFRONT_PORT } from './ports';

/** Store roles: the consumer store (Empório-like), the company store that hides prices from visitors
 * (Atacado-like), the pickup-only store behind an age gate (Adega-like). */
export const STORE_ROLES = ['consumer', 'company', 'pickup'] as const;
export type StoreRole = (typeof STORE_ROLES)[number];

/** Person roles, each an account of one store. */
export const PERSON_ROLES = [
  'consumer',
  'approvedCompany',
  'pendingCompany',
  'representative',
  'principal',
  'linkedUser',
  'attendant',
  // The company store's own attendant: attendants work for one supplier, and the company store's
  // negotiated prices (e2e/cart.spec.ts) are set by one of its own.
  'companyAttendant',
] as const;
export type PersonRole = (typeof PERSON_ROLES)[number];

/** pt-BR names of the roles, for skip reasons. */
const STORE_ROLE_NAMES: Record<StoreRole, string> = {
  consumer: 'loja de consumidor',
  company: 'loja de empresa',
  pickup: 'loja só de retirada com verificação de idade',
};
const PERSON_ROLE_NAMES: Record<PersonRole, string> = {
  consumer: 'consumidor',
  approvedCompany: 'empresa aprovada',
  pendingCompany: 'empresa pendente',
  representative: 'representante',
  principal: 'titular',
  linkedUser: 'usuário vinculado',
  attendant: 'atendente',
  companyAttendant: 'atendente da loja de empresa',
};

const SLUG = /^[a-z0-9-]{1,120}$/;

const originSchema = z
  .url({ message: 'origin deve ser uma URL (esquema, host e porta)' })
  .refine((v) => {
    const u = new URL(v);
    return (u.protocol === 'http:' || u.protocol === 'https:') && (u.pathname === '/' || u.pathname === '');
  }, 'origin: só esquema, host e porta (http ou https, sem caminho)')
  .transform((v) => new URL(v).origin);

const storeSchema = z.strictObject({
  /** Where the store is served: its own domain (`https://loja.exemplo.com.br`), or a shared host with `shared`. */
  origin: originSchema,
  slug: z.string().regex(SLUG, 'slug inválido'),
  /** The origin is a shared host: the store's pages are under `/<slug>`. */
  shared: z.boolean().default(false),
  /** A CEP (8 digits) the store delivers to or serves for pickup, for tests that need a place. */
  cep: z
    .string()
    .regex(/^\d{8}$/, 'cep: 8 dígitos')
    .optional(),
});

const defaultThemeSchema = z.strictObject({
  /** Its own domain, as the storefront would be reached there. */
  origin: originSchema,
  slug: z.string().regex(SLUG, 'slug inválido'),
  idfornecedor: z.string().min(1),
});

const envName = (field: string) => z.string().regex(/^[A-Z][A-Z0-9_]*$/, `${field}: nome de variável de ambiente`);

/**
 * An ERP integration key of the account (login by API key, spec 4): the ERP's user id and the key itself (only in
 * a git-ignored profile) or the name of the variable (or secrets-file entry) that holds it.
 */
const apiKeySchema = z
  .strictObject({
    idErpUsuario: z.string().min(1),
    key: z.string().min(1).optional(),
    keyEnv: envName('apiKey.keyEnv').optional(),
  })
  .refine((k) => (k.key === undefined) !== (k.keyEnv === undefined), {
    message: 'apiKey: key ou keyEnv (um dos dois)',
  });

const accountSchema = z
  .strictObject({
    store: z.enum(STORE_ROLES),
    /** What the person types in "Email, CPF ou CNPJ". */
    login: z.string().min(1),
    /** The password itself (only in a git-ignored profile) … */
    password: z.string().min(1).optional(),
    /** … or the name of the environment variable (or secrets-file entry) that holds it. */
    passwordEnv: envName('passwordEnv').optional(),
    /** Optional: the account's ERP integration key, for the login by API key. */
    apiKey: apiKeySchema.optional(),
  })
  .refine((a) => (a.password === undefined) !== (a.passwordEnv === undefined), {
    message: 'conta: password ou passwordEnv (um dos dois)',
  });

export const profileSchema = z.strictObject({
  /** A name for the reports. */
  name: z.string().min(1),
  /** The storefront's origin (the shared host, or the one store's): E2E_BASE_URL when that is unset. */
  baseUrl: originSchema.optional(),
  /** The commerce API the tests read their truth from: E2E_API_URL when that is unset. */
  apiUrl: z.url().optional(),
  /** A self-signed certificate on the target (a staging proxy): the browser accepts it. */
  ignoreHTTPSErrors: z.boolean().default(false),
  /**
   * A `.env`-style file (KEY=value per line, git-ignored) with the passwords named by passwordEnv, relative to
   * the profile; optional when the environment carries them.
   */
  secretsFile: z.string().optional(),
  stores: z.partialRecord(z.enum(STORE_ROLES), storeSchema),
  accounts: z.partialRecord(z.enum(PERSON_ROLES), accountSchema).default({}),
  /**
   * Optional: a supplier the platform knows whose theme is the platform's default (superon_default), which the
   * storefront serves as no supplier (spec 5). No call of the spec lists one, so the profile names it.
   */
  defaultTheme: defaultThemeSchema.optional(),
});
export type TargetProfile = z.infer<typeof profileSchema>;

export type TargetStore = z.infer<typeof storeSchema> & {
  role: StoreRole;
  /** The store's home: `<origin>` on its own domain, `<origin>/<slug>` on a shared host. */
  home: string;
  /** The path prefix of its pages: '' on its own domain, `/<slug>` on a shared host. */
  base: string;
  /** `<origin><base><path>`. */
  url: (path?: string) => string;
};
export type TargetAccount = {
  role: PersonRole;
  store: StoreRole;
  login: string;
  password: string;
  /** The account's ERP integration key, when the profile gives one. */
  apiKey?: { idErpUsuario: string; key: string };
};
export type Target = {
  name: string;
  /** Read from a profile file (a deployment), or the local demo world. */
  fromProfile: boolean;
  ignoreHTTPSErrors: boolean;
  stores: Partial<Record<StoreRole, TargetStore>>;
  accounts: Partial<Record<PersonRole, TargetAccount>>;
  /** A supplier with the platform's default theme, when the profile names one (the demo world has one). */
  defaultTheme?: TargetProfile['defaultTheme'];
};

/** KEY=value lines (# comments, optional quotes), as a `.env` file. */
export function parseSecrets(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (!line || line.startsWith('#')) continue;
    const eq = line.indexOf('=');
    if (eq <= 0) continue;
    const key = line.slice(0, eq).trim();
    let value = line.slice(eq + 1).trim();
    if (/^(['"]).*\1$/.test(value)) value = value.slice(1, -1);
    out[key] = value;
  }
  return out;
}

function resolveStore(role: StoreRole, s: z.infer<typeof storeSchema>): TargetStore {
  const base = s.shared ? `/${s.slug}` : '';
  return {
    ...s,
    role,
    base,
    home: `${s.origin}${base}`,
    url: (p = '/') => {
      const rest = p.startsWith('/') ? p : `/${p}`;
      return `${s.origin}${base}${base && rest === '/' ? '' : rest}`;
    },
  };
}

/** The target described by a parsed profile; passwords from the environment, then the secrets file. */
export function targetFromProfile(
  profile: TargetProfile,
  env: Record<string, string | undefined>,
  secrets: Record<string, string> = {},
): Target {
  const stores: Target['stores'] = {};
  for (const role of STORE_ROLES) {
    const s = profile.stores[role];
    if (s) stores[role] = resolveStore(role, s);
  }
  const accounts: Target['accounts'] = {};
  for (const role of PERSON_ROLES) {
    const a = profile.accounts[role];
    if (!a) continue;
    if (!stores[a.store])
      throw new Error(`Perfil ${profile.name}: a conta ${role} é da loja ${a.store}, que o perfil não tem`);
    // A value given in the profile, else the named variable: from the environment, else from the secrets file.
    const secret = (value: string | undefined, name: string | undefined, what: string): string => {
      const found = value ?? env[name!] ?? secrets[name!];
      if (!found)
        throw new Error(
          `Perfil ${profile.name}: ${what} de ${role} (${name}) não está no ambiente nem no arquivo de segredos`,
        );
      return found;
    };
    const password = secret(a.password, a.passwordEnv, 'a senha');
    const apiKey = a.apiKey && {
      idErpUsuario: a.apiKey.idErpUsuario,
      key: secret(a.apiKey.key, a.apiKey.keyEnv, 'a chave de API'),
    };
    accounts[role] = { role, store: a.store, login: a.login, password, ...(apiKey ? { apiKey } : {}) };
  }
  return {
    name: profile.name,
    fromProfile: true,
    ignoreHTTPSErrors: profile.ignoreHTTPSErrors,
    stores,
    accounts,
    ...(profile.defaultTheme ? { defaultTheme: profile.defaultTheme } : {}),
  };
}

/** Reads and validates a profile file; a readable pt-BR error naming each bad field. */
export function readProfile(file: string): TargetProfile {
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(file, 'utf8'));
  } catch (e) {
    throw new Error(`E2E_PROFILE ${file}: não consegui ler o JSON (${(e as Error).message})`);
  }
  const r = profileSchema.safeParse(raw);
  if (!r.success) {
    const lines = r.error.issues.map((i) => `- ${i.path.join('.') || '(perfil)'}: ${i.message}`);
    throw new Error(`E2E_PROFILE ${file} inválido:\n${lines.join('\n')}`);
  }
  return r.data;
}

/** The demo world's store for each role. */
export const DEMO_STORE_KEYS = {
  consumer: 'emporio',
  company: 'atacado',
  pickup: 'adega',
} as const satisfies Record<StoreRole, DemoSupplierKey>;

/**
 * The profile of the local run: the demo world on the local storefront (each store on its own
 * `*.localhost` domain), its accounts with the demo password. `origin` is storefrontOrigin's, passed
 * in so that E2E_BASE_URL keeps its meaning (e2e/fixtures.ts).
 */
export function demoProfile(origin: (host: string) => string): TargetProfile {
  const store = (role: StoreRole, cep: string) => {
    const demo = DEMO_SUPPLIERS[DEMO_STORE_KEYS[role]];
    return { origin: origin(demo.dominio), slug: demo.slug, shared: false, cep };
  };
  const account = (storeRole: StoreRole, login: string) => ({ store: storeRole, login, password: DEMO_PASSWORD });
  return {
    name: 'mundo de demonstração (local)',
    ignoreHTTPSErrors: false,
    stores: {
      consumer: store('consumer', DEMO_CEPS.harmonia.cep),
      company: store('company', DEMO_CEPS.dozeDeOutubro.cep),
      pickup: store('pickup', DEMO_CEPS.bentoCentro.cep),
    },
    accounts: {
      consumer: account('consumer', DEMO_ACCOUNTS.consumidor.login),
      approvedCompany: {
        ...account('company', DEMO_ACCOUNTS.empresaAprovada.login),
        apiKey: { idErpUsuario: DEMO_API_KEY.idErpUsuario, key: DEMO_API_KEY.apiKey },
      },
      pendingCompany: account('company', DEMO_ACCOUNTS.empresaPendente.login),
      representative: account('company', DEMO_REPRESENTATIVE.email),
      principal: account('consumer', DEMO_ACCOUNTS.principal.login),
      linkedUser: account('consumer', DEMO_ACCOUNTS.vinculado1.login),
      attendant: account('consumer', DEMO_ATTENDANTS.emporio.email),
      companyAttendant: account('company', DEMO_ATTENDANTS.atacado.email),
    },
    defaultTheme: {
      origin: origin(DEMO_SUPPLIERS.semTema.dominio),
      slug: DEMO_SUPPLIERS.semTema.slug,
      idfornecedor: DEMO_SUPPLIERS.semTema.idfornecedor,
    },
  };
}

/** The demo world on the local storefront, as the local run addresses it (no E2E_BASE_URL). */
function localOrigin(host: string): string {
  return `http://${host}:${E2E_STOREFRONT_PORT}`;
}

/**
 * The target of this run: E2E_PROFILE's file when set (its secretsFile, if any, relative to it), else the
 * demo world with `origin` building each store's origin.
 */
export function loadTarget(
  env: Record<string, string | undefined> = process.env,
  origin: (host: string) => string = localOrigin,
): Target {
  const file = env.E2E_PROFILE;
  if (!file) {
    const t = targetFromProfile(demoProfile(origin), env);
    return { ...t, fromProfile: false };
  }
  const profile = readProfile(file);
  let secrets: Record<string, string> = {};
  if (profile.secretsFile) {
    const secretsPath = path.resolve(path.dirname(file), profile.secretsFile);
    try {
      secrets = parseSecrets(readFileSync(secretsPath, 'utf8'));
    } catch (e) {
      // Absent is fine when the environment carries the passwords (CI); a missing one is named below.
      if ((e as NodeJS.ErrnoException).code !== 'ENOENT')
        throw new Error(`E2E_PROFILE ${file}: arquivo de segredos ${secretsPath} ilegível (${(e as Error).message})`);
    }
  }
  return targetFromProfile(profile, env, secrets);
}

/** The skip reason when the target lacks a store role: "o alvo não tem loja de empresa". */
export function missingStoreReason(role: StoreRole): string {
  return `o alvo não tem ${STORE_ROLE_NAMES[role]}`;
}

/** The pt-BR name of a person role ("empresa aprovada"), for titles and messages. */
export function personRoleName(role: PersonRole): string {
  return PERSON_ROLE_NAMES[role];
}

/** The skip reason when the target lacks an account for a person role. */
export function missingAccountReason(role: PersonRole): string {
  return `o alvo não tem conta de ${PERSON_ROLE_NAMES[role]}`;
}
