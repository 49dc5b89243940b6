/**
 * Section 1: bad input, everywhere. Every route of the registry (ROUTES, so routes added
 * later are fuzzed too) and every declared descriptor (ALL_ENDPOINTS) gets requests generated with
 * fast-check from its own zod schemas (through their JSON Schema): valid-ish values mixed with the
 * demo world's real ids, then mutated (wrong types, missing and extra fields, prototype keys,
 * control characters, lone surrogates, over-long strings, deep nesting, odd numbers, bodies over
 * the limit, malformed percent-encoding, odd headers and methods), as an anonymous caller, as the
 * demo consumer (GET routes only) and as a fresh customer of its own (every route, so mutations
 * never touch the shared demo data). Deliberately malformed HTTP goes over a raw socket.
 *
 * A request fails the run when it gets a 5xx, no answer (reset, hang-up, 10 s without one), a
 * body with a stack trace or an internal path, a non-JSON body on a JSON route, or a 4xx without
 * the `{erro, codigo, mensagem}` body with a pt-BR `mensagem`. Only HTTP the server cannot parse
 * may get Node's own bare answer (400/413/414/431/505, no body) and a closed connection; never a
 * silent close. Fixed seed (FUZZ_SEED), bounded runs (FUZZ_SCALE multiplies them).
 */
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import fc from 'fast-check';
import { z } from 'zod';

import { apiErrorSchema, EMPTY_ID } from '../../../lib/contract';
import { isRawResponse, pathParamNames, type AnyEndpoint } from '../../../lib/contract/endpoint';
import { ALL_ENDPOINTS } from '../../../lib/contract/endpoints';
import {
  BAD_PERCENT,
  deepArray,
  deepObject,
  FUZZ_SCALE,
  FUZZ_SEED,
  NASTY_STRINGS,
  ODD_NUMBER_LITERALS,
  pauseFor,
  pool,
  PROTO_KEYS,
  rawHttp,
  rawRequest,
  seedFor,
  stackTraceIn,
  type RawAnswer,
} from '../../../test-support/fuzz';
import {
  DEMO_ACCOUNTS,
  DEMO_ADDRESSES,
  DEMO_CEPS,
  DEMO_COUPONS,
  DEMO_MIN_PRODUCTS,
  DEMO_REPRESENTATIVE,
  DEMO_SUPPLIERS,
} from '../../seed/demo-world';
import { MAX_BODY_BYTES } from '../../src/http/server';
import { ROUTES } from '../../src/routes';
import { newCustomer } from '../cart-helpers';
import { baseUrl, get } from '../helpers';
import { loginDemo, randomIp } from '../identity-helpers';

fc.configureGlobal({ seed: FUZZ_SEED });

/** Requests per route: batches (fast-check runs) of BATCH concurrent requests. */
const BATCH = 12;
/**
 * About 12,000 generated requests in all (at most 12 batches a route, at least 4), so the file stays
 * well under a minute on PGlite as routes are added; FUZZ_SCALE multiplies them.
 */
const RUNS_PER_ROUTE = Math.max(
  1,
  Math.round(Math.max(4, Math.min(12, 12_000 / (BATCH * ROUTES.length))) * FUZZ_SCALE),
);
const RUNS_PER_UNSERVED = Math.max(1, Math.round(2 * FUZZ_SCALE));
const TIMEOUT_MS = 10_000;

// ---------------------------------------------------------------------------------------------
// Callers and the live demo world
// ---------------------------------------------------------------------------------------------

type CallerKind = 'anon' | 'demo' | 'fresh';
type Caller = { token: string | null; idcliente: string | null };
type Session = { token: string; usuario: { idcliente: string } };

const world = {
  produtos: [] as string[],
  extras: [] as string[],
  produtoSlugs: [] as string[],
  setores: [] as string[],
  setorSlugs: [] as string[],
};
let demo: Session;
let fresh: Session;

const callerOf = (kind: CallerKind): Caller =>
  kind === 'anon'
    ? { token: null, idcliente: null }
    : kind === 'demo'
      ? { token: demo.token, idcliente: demo.usuario.idcliente }
      : { token: fresh.token, idcliente: fresh.usuario.idcliente };

/** A value that depends on the caller, resolved when the request is written. */
class Self {
  constructor(readonly what: 'token' | 'composite' | 'otherClient' | 'badClient' | 'idcliente' | 'bearer') {}
}
/** A JSON literal written verbatim (1e309, -0, 2^53+1). */
class Lit {
  constructor(readonly text: string) {}
}

function resolveSelf(s: Self, c: Caller): string {
  const token = c.token ?? 'token';
  switch (s.what) {
    case 'token':
      return token;
    case 'composite':
      return `${token}~${c.idcliente ?? EMPTY_ID}`;
    case 'otherClient':
      return `${token}~${DEMO_ACCOUNTS.principal.idcliente}`;
    case 'badClient':
      return `${token}~not-a-uuid`;
    case 'idcliente':
      return c.idcliente ?? EMPTY_ID;
    case 'bearer':
      return `Bearer ${token}`;
  }
}

// ---------------------------------------------------------------------------------------------
// JSON Schema (from the zod descriptors) → fast-check
// ---------------------------------------------------------------------------------------------

type Js = {
  type?: string | string[];
  properties?: Record<string, Js>;
  required?: string[];
  items?: Js;
  anyOf?: Js[];
  oneOf?: Js[];
  enum?: unknown[];
  const?: unknown;
  pattern?: string;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  additionalProperties?: Js | boolean;
  propertyNames?: Js;
};

const jsonSchema = (s: z.ZodType): Js => z.toJSONSchema(s, { io: 'input', unrepresentable: 'any' }) as Js;

const anyUuid = fc.uuid();
const supplierRefs = Object.values(DEMO_SUPPLIERS).flatMap((s) => [s.idfornecedor, s.slug]);

/** Real values of the demo world for well-known field names (mixed with what the schema allows). */
function poolFor(name: string, writes: boolean): fc.Arbitrary<unknown> | null {
  const n = name.toLowerCase();
  const some = (xs: readonly unknown[]) => (xs.length ? fc.constantFrom(...xs) : null);
  if (n === 'idfornecedor' || n === 'fornecedor')
    return fc.constantFrom(
      ...supplierRefs,
      'nao-existe',
      EMPTY_ID,
      DEMO_SUPPLIERS.emporio.dominio,
      `${DEMO_SUPPLIERS.atacado.dominio}:3000`,
    );
  if (n === 'idproduto') return some(world.produtos);
  if (n === 'idcadastroextraproduto') return some(world.extras);
  if (['setor', 'idsetor', 'categ', 'idcategoria', 'idsegmento'].includes(n))
    return some([...world.setores, ...world.setorSlugs]);
  if (n === 'slug')
    return fc.constantFrom(
      'quem-somos',
      'politica-de-privacidade',
      'trocas-e-devolucoes',
      ...world.produtoSlugs.slice(0, 3),
    );
  // Client ids: the caller's own, or one it may not touch. Writes never name a demo account.
  if (['idcliente', 'idvinculado'].includes(n))
    return writes
      ? fc.constantFrom<unknown>(new Self('idcliente'), new Self('idcliente'), EMPTY_ID, randomUUID())
      : fc.constantFrom<unknown>(
          new Self('idcliente'),
          DEMO_ACCOUNTS.principal.idcliente,
          DEMO_ACCOUNTS.vinculado1.idcliente,
          EMPTY_ID,
        );
  if (n === 'idrepresentante') return fc.constantFrom(DEMO_REPRESENTATIVE.idusuario, EMPTY_ID);
  if (n === 'idendereco') return fc.constantFrom(...Object.values(DEMO_ADDRESSES).map((a) => a.idendereco), EMPTY_ID);
  if (n === 'cep')
    return fc.constantFrom(
      ...Object.values(DEMO_CEPS).flatMap((c) => [c.cep, `${c.cep.slice(0, 5)}-${c.cep.slice(5)}`]),
      '00000000',
    );
  if (n === 'codigo' || n === 'codigocupom')
    return fc.constantFrom(...Object.values(DEMO_COUPONS).map((c) => c.codigo), 'NAOEXISTE');
  if (n === 'dominio')
    return fc.constantFrom(
      ...Object.values(DEMO_SUPPLIERS).map((s) => s.dominio),
      'localhost:3000',
      'desconhecido.example',
    );
  if (n === 'n') return fc.constantFrom(1, 2, 3, 0, 100);
  if (n === 'documento')
    return fc.constantFrom('11222333000181', '11.222.333/0001-81', '52998224725', '12ABC34501DE35', '00000000000');
  if (n === 'lat') return fc.constantFrom(DEMO_CEPS.harmonia.lat, DEMO_CEPS.bentoCentro.lat, -90, 90);
  if (n === 'lng') return fc.constantFrom(DEMO_CEPS.harmonia.lng, DEMO_CEPS.bentoCentro.lng, -180, 180);
  return null;
}

const cap = (n: number | undefined, max: number, dflt: number) => Math.min(n ?? dflt, max);

/** Something close to valid for `s`: what the schema allows, the demo world's values where the name is known. */
function validish(s: Js, name: string, writes: boolean, depth = 0): fc.Arbitrary<unknown> {
  const known = poolFor(name, writes);
  const base = fromSchema(s, writes, depth);
  return known ? fc.oneof({ arbitrary: known, weight: 3 }, { arbitrary: base, weight: 1 }) : base;
}

function fromSchema(s: Js, writes: boolean, depth: number): fc.Arbitrary<unknown> {
  if (s.enum?.length) return fc.constantFrom(...s.enum);
  if (s.const !== undefined) return fc.constant(s.const);
  const alts = s.anyOf ?? s.oneOf;
  if (alts?.length) return fc.oneof(...alts.map((a) => fromSchema(a, writes, depth)));
  const type = Array.isArray(s.type) ? s.type[0] : s.type;
  switch (type) {
    case 'string': {
      const min = s.minLength ?? 0;
      const max = cap(s.maxLength, 60, 24);
      if (s.format === 'uuid') return anyUuid;
      if (s.pattern) {
        let re: RegExp | null = null;
        try {
          re = new RegExp(s.pattern);
        } catch {
          re = null;
        }
        if (re) return fc.stringMatching(re).map((v) => (v.length > max ? v.slice(0, Math.max(max, min)) : v));
      }
      return fc.oneof(
        fc.string({ minLength: min, maxLength: Math.max(min, max) }),
        fc.string({ minLength: min, maxLength: Math.max(min, max), unit: 'grapheme' }),
      );
    }
    case 'integer':
      return fc.integer({
        min: Math.max(s.minimum ?? -1_000_000, -(2 ** 31)),
        max: Math.min(s.maximum ?? 1_000_000, 2 ** 31 - 1),
      });
    case 'number':
      return fc.double({ min: s.minimum ?? -1e6, max: s.maximum ?? 1e6, noNaN: true, noDefaultInfinity: true });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      if (depth > 3) return fc.constant([]);
      return fc.array(validish(s.items ?? {}, '', writes, depth + 1), {
        minLength: s.minItems ?? 0,
        maxLength: Math.max(s.minItems ?? 0, cap(s.maxItems, 4, 4)),
      });
    case 'object': {
      if (depth > 3) return fc.constant({});
      const props = Object.entries(s.properties ?? {});
      const rec = fc.record(Object.fromEntries(props.map(([k, p]) => [k, validish(p, k, writes, depth + 1)])), {
        requiredKeys: (s.required ?? []).filter((k) => props.some(([p]) => p === k)),
      });
      if (typeof s.additionalProperties === 'object') {
        const extra = fc.dictionary(
          fc.string({ minLength: 1, maxLength: 12 }),
          fromSchema(s.additionalProperties, writes, depth + 1),
          { maxKeys: 3 },
        );
        return fc.tuple(rec, extra).map(([a, b]) => ({ ...b, ...a }));
      }
      return rec;
    }
    default:
      return fc.oneof(fc.string({ maxLength: 10 }), fc.integer(), fc.boolean(), fc.constant(null));
  }
}

// ---------------------------------------------------------------------------------------------
// Mutations
// ---------------------------------------------------------------------------------------------

/** An object with own keys as given (so `__proto__` is a key, not the prototype). */
function objectOf(entries: [string, unknown][]): Record<string, unknown> {
  const o: Record<string, unknown> = {};
  for (const [k, v] of entries)
    Object.defineProperty(o, k, { value: v, enumerable: true, writable: true, configurable: true });
  return o;
}

/** Long strings: over every field limit, over the header limit, over the body limit. */
const longText = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(201, 2_001, 10_000, 65_536).map((n) => 'x'.repeat(n)) },
  { weight: 1, arbitrary: fc.constantFrom(MAX_BODY_BYTES + 1, 1_000_000).map((n) => 'é'.repeat(n)) },
);

const nastyString = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...NASTY_STRINGS) },
  { weight: 1, arbitrary: fc.string({ maxLength: 20, unit: 'binary' }) },
  {
    weight: 1,
    arbitrary: fc.string({ maxLength: 10, unit: fc.constantFrom('\ud800', '\udfff', '\u0000', '\u0085', 'a', '~') }),
  },
);

/** A value of the wrong kind for any field. */
const wrongValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(null, true, false, 0, -1, 1.5, [], {}, [null], { a: 1 }, '', 'NaN', '1e309', '-0'),
  fc.constantFrom(...ODD_NUMBER_LITERALS).map((t) => new Lit(t)),
  nastyString,
  longText,
  fc.constantFrom(...PROTO_KEYS).map((k) => objectOf([[k, { polluted: true }]])),
);

/** One mutation of a (valid-ish) JSON value. */
function mutate(v: unknown, s: Js, writes: boolean, depth = 0): fc.Arbitrary<unknown> {
  if (v !== null && typeof v === 'object' && !Array.isArray(v) && !(v instanceof Self) && !(v instanceof Lit)) {
    const entries = Object.entries(v as Record<string, unknown>);
    const keys = Object.keys(s.properties ?? {});
    const options: fc.Arbitrary<unknown>[] = [
      // a field with a wrong value
      fc
        .tuple(fc.constantFrom(...(keys.length ? keys : ['x'])), wrongValue)
        .map(([k, w]) => objectOf([...entries.filter(([e]) => e !== k), [k, w]])),
      // extra fields, prototype keys among them
      fc
        .array(
          fc.tuple(fc.oneof(fc.constantFrom(...PROTO_KEYS), fc.string({ maxLength: 8 }), nastyString), wrongValue),
          { minLength: 1, maxLength: 3 },
        )
        .map((extra) => objectOf([...entries, ...extra])),
    ];
    if (entries.length) {
      // a missing field
      options.push(
        fc.integer({ min: 0, max: entries.length - 1 }).map((i) => objectOf(entries.filter((_, j) => j !== i))),
      );
      // a nested mutation
      if (depth < 3)
        options.push(
          fc.integer({ min: 0, max: entries.length - 1 }).chain((i) => {
            const [k, inner] = entries[i]!;
            return mutate(inner, s.properties?.[k] ?? {}, writes, depth + 1).map((m) =>
              objectOf(entries.map(([e, x]) => [e, e === k ? m : x])),
            );
          }),
        );
    }
    return fc.oneof(...options);
  }
  if (Array.isArray(v)) {
    return fc.oneof(
      v.length
        ? fc
            .integer({ min: 0, max: v.length - 1 })
            .chain((i) => mutate(v[i], s.items ?? {}, writes, depth + 1).map((m) => v.map((x, j) => (j === i ? m : x))))
        : fc.constant([{}]),
      fc.constant([...v, ...v]),
      fc.constant(Array.from({ length: 400 }, () => v[0] ?? null)),
      wrongValue,
    );
  }
  return wrongValue;
}

/** Writes JSON with Lit verbatim and every own key (including `__proto__`). */
function toJson(v: unknown, c: Caller): string {
  if (v instanceof Lit) return v.text;
  if (v instanceof Self) return JSON.stringify(resolveSelf(v, c));
  if (v === undefined) return 'null';
  if (Array.isArray(v)) return `[${v.map((x) => toJson(x, c)).join(',')}]`;
  if (v !== null && typeof v === 'object')
    return `{${Object.entries(v)
      .map(([k, x]) => `${JSON.stringify(k)}:${toJson(x, c)}`)
      .join(',')}}`;
  return JSON.stringify(v) ?? 'null';
}

// ---------------------------------------------------------------------------------------------
// One generated request
// ---------------------------------------------------------------------------------------------

/** A path segment: percent-encoded text, or verbatim bytes (malformed encoding on purpose). */
type Seg = { text: unknown; raw?: boolean };
type Body = { kind: 'json'; value: unknown } | { kind: 'text'; text: string } | { kind: 'bytes'; bytes: Buffer };
type HeaderSet = [string, string | Self][];
type Case = {
  caller: CallerKind;
  method: string;
  segs: Record<string, Seg>;
  query: [string, unknown, boolean][];
  headers: HeaderSet;
  body: Body | null;
  /** Sent over a raw socket (bytes node:http would refuse to write). */
  viaSocket: boolean;
};

/** encodeURIComponent that never throws: a lone surrogate becomes its (invalid) UTF-8 bytes. */
function enc(s: string): string {
  let out = '';
  for (const ch of s) {
    const cp = ch.codePointAt(0)!;
    if (cp >= 0xd800 && cp <= 0xdfff)
      out +=
        `%${(0xe0 | (cp >> 12)).toString(16)}%${(0x80 | ((cp >> 6) & 0x3f)).toString(16)}%${(0x80 | (cp & 0x3f)).toString(16)}`.toUpperCase();
    else out += encodeURIComponent(ch);
  }
  return out;
}

function segArb(name: string, s: Js, tokenParam: boolean, writes: boolean, valid: boolean): fc.Arbitrary<Seg> {
  const garbage = fc.oneof(
    { weight: 3, arbitrary: nastyString.map((t) => ({ text: t })) },
    {
      weight: 2,
      arbitrary: fc
        .tuple(fc.string({ maxLength: 6 }), fc.constantFrom(...BAD_PERCENT))
        .map(([a, b]) => ({ text: `${enc(a)}${b}`, raw: true })),
    },
    { weight: 1, arbitrary: fc.constantFrom(199, 201, 1_000, 3_000).map((n) => ({ text: 'a'.repeat(n) })) },
    {
      weight: 1,
      arbitrary: wrongValue.map((w) => ({
        text: typeof w === 'string' ? w : toJson(w, { token: null, idcliente: null }),
      })),
    },
  );
  if (tokenParam) {
    const tokens = fc.oneof(
      { weight: 8, arbitrary: fc.constantFrom(new Self('token'), new Self('composite')).map((t) => ({ text: t })) },
      {
        weight: 3,
        arbitrary: fc
          .constantFrom<unknown>(
            'token',
            `token~${EMPTY_ID}`,
            new Self('otherClient'),
            new Self('badClient'),
            `token~${randomUUID()}`,
            `naoexiste~${EMPTY_ID}`,
            `a~b~c`,
            'x'.repeat(10_000),
          )
          .map((t) => ({ text: t })),
      },
    );
    return valid ? tokens : fc.oneof({ weight: 1, arbitrary: tokens }, { weight: 2, arbitrary: garbage });
  }
  const ok = validish(s, name, writes).map((v): Seg => ({ text: v }));
  return valid ? ok : fc.oneof({ weight: 1, arbitrary: ok }, { weight: 2, arbitrary: garbage });
}

function queryArb(s: Js | null, writes: boolean, valid: boolean): fc.Arbitrary<[string, unknown, boolean][]> {
  const props = Object.entries(s?.properties ?? {});
  const required = new Set(s?.required ?? []);
  const known = props.map(([k, p]) =>
    fc.oneof(
      { weight: required.has(k) ? 1 : 4, arbitrary: fc.constant(null) },
      { weight: 6, arbitrary: validish(p, k, writes).map((v) => [k, v, false] as [string, unknown, boolean]) },
      { weight: valid ? 0 : 3, arbitrary: wrongValue.map((v) => [k, v, false] as [string, unknown, boolean]) },
      {
        weight: valid ? 0 : 1,
        arbitrary: fc.constantFrom(...BAD_PERCENT).map((v) => [k, v, true] as [string, unknown, boolean]),
      },
    ),
  );
  const extra = fc.array(
    fc.oneof(
      fc
        .tuple(
          fc.constantFrom(...PROTO_KEYS, 'a[]', 'a[b]', '', '=', '&', 'x'.repeat(150)),
          fc.constantFrom('1', '', '%zz'),
        )
        .map(([k, v]) => [k, v, false] as [string, unknown, boolean]),
      fc
        .tuple(fc.constantFrom(...BAD_PERCENT), fc.constantFrom(...BAD_PERCENT))
        .map(([k, v]) => [k, v, true] as [string, unknown, boolean]),
      fc.tuple(nastyString, nastyString).map(([k, v]) => [k, v, false] as [string, unknown, boolean]),
      // the same key twice
      props.length
        ? fc.constantFrom(...props.map(([k]) => k)).map((k) => [k, 'duplicado', false] as [string, unknown, boolean])
        : fc.constant(['dup', 'x', false] as [string, unknown, boolean]),
    ),
    { maxLength: valid ? 0 : 3 },
  );
  return fc
    .tuple(fc.tuple(...known), extra)
    .map(([k, e]) => [...(k.filter(Boolean) as [string, unknown, boolean][]), ...e]);
}

const CONTENT_TYPES = [
  'text/plain',
  'multipart/form-data; boundary=zzz',
  'application/x-www-form-urlencoded',
  'application/json; charset=latin1',
  'application/json, text/plain',
  '',
  'application/xml',
  '*/*',
];
const AUTH_GARBAGE = [
  'Bearer',
  'Bearer ',
  `Bearer ${'a'.repeat(10_000)}`,
  'Bearer token~not-a-uuid',
  `Bearer naoexiste~${EMPTY_ID}`,
  'Bearer a b',
  'Bearer \u00ff\u00fe',
  'Basic YWRtaW46YWRtaW4=',
  'bearer\ttoken',
  'Bearer ~',
  `Bearer ${'~'.repeat(300)}`,
  'Token abc',
];

/** `declared`: the JSON Schema of the headers the descriptor itself reads (Idempotency-Key…). */
function headersArb(
  hasBody: boolean,
  valid: boolean,
  declared: Js | null,
): fc.Arbitrary<{ headers: HeaderSet; viaSocket: boolean }> {
  const base = (extra: HeaderSet): HeaderSet => [
    ...(hasBody ? ([['content-type', 'application/json']] as HeaderSet) : []),
    ...extra,
  ];
  const ok = (h: HeaderSet, viaSocket = false) => ({ headers: h, viaSocket });
  const own = Object.entries(declared?.properties ?? {});
  const ownValues: fc.Arbitrary<HeaderSet> = own.length
    ? fc
        .tuple(...own.map(([k, p]) => validish(p, k, true).map((v) => [k, String(v)] as [string, string])))
        .map((hs) => hs)
    : fc.constant([]);
  const normal = fc
    .tuple(
      fc.constantFrom<HeaderSet>(
        [['authorization', new Self('bearer')]],
        [],
        [
          ['authorization', new Self('bearer')],
          ['x-idfornecedor', DEMO_SUPPLIERS.emporio.slug],
        ],
        [['x-idfornecedor', DEMO_SUPPLIERS.atacado.idfornecedor]],
      ),
      ownValues,
    )
    .map(([h, o]) => ok(base([...h, ...o])));
  if (valid) return normal;
  return fc.oneof(
    { weight: 1, arbitrary: normal },
    // the descriptor's own headers missing, or garbage
    ...(own.length
      ? [
          {
            weight: 2,
            arbitrary: fc
              .tuple(fc.constantFrom(...own.map(([k]) => k)), fc.option(nastyString, { freq: 4 }))
              .map(([k, v]) =>
                ok(
                  base(
                    v === null
                      ? [['authorization', new Self('bearer')]]
                      : [
                          ['authorization', new Self('bearer')],
                          [k, v],
                        ],
                  ),
                  v !== null && /[^\t\x20-\x7e\x80-\xff]/.test(v),
                ),
              ),
          },
        ]
      : []),
    { weight: 2, arbitrary: fc.constantFrom(...AUTH_GARBAGE).map((a) => ok(base([['authorization', a]]))) },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom(...AUTH_GARBAGE.slice(0, 3), 'Bearer ñandú~例え', `Bearer ${'\u0001'}x`)
        .map((a) => ok(base([['authorization', a]]), true)),
    },
    {
      weight: 2,
      arbitrary: fc.constantFrom(...CONTENT_TYPES).map((ct) =>
        ok([
          ['content-type', ct],
          ['authorization', new Self('bearer')],
        ]),
      ),
    },
    // duplicate Content-Type
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        ok([
          ['content-type', 'application/json'],
          ['content-type', 'text/plain'],
        ]),
        ok([
          ['content-type', 'text/plain'],
          ['content-type', 'application/json'],
        ]),
      ),
    },
    {
      weight: 2,
      arbitrary: fc
        .tuple(
          fc.constantFrom(
            'x-idfornecedor',
            'x-admin-key',
            'x-forwarded-for',
            'accept',
            'accept-encoding',
            'range',
            'if-none-match',
            'origin',
            'cookie',
            'x-utm-source',
          ),
          fc.oneof(nastyString, fc.constantFrom(...supplierRefs, 'gzip, br', 'bytes=0-1', 'bytes=99999999-')),
        )
        .map(([k, v]) => ok(base([[k, v]]), /[^\t\x20-\x7e\x80-\xff]/.test(v))),
    },
  );
}

function bodyArb(s: Js | null, writes: boolean, valid: boolean): fc.Arbitrary<Body | null> {
  const whole = fc.oneof(
    fc.constantFrom<Body>(
      { kind: 'text', text: deepArray(10_000) },
      { kind: 'text', text: deepObject(10_000) },
      { kind: 'text', text: deepArray(200_000) },
      { kind: 'text', text: '' },
      { kind: 'text', text: 'null' },
      { kind: 'text', text: '[]' },
      { kind: 'text', text: '"texto"' },
      { kind: 'text', text: '123' },
      { kind: 'text', text: '{' },
      { kind: 'text', text: '{"a":1,"a":2}' },
      { kind: 'text', text: '\ufeff{}' },
      { kind: 'text', text: '{"__proto__":{"admin":true},"constructor":{"prototype":{"admin":true}}}' },
      { kind: 'text', text: 'a=1&b=2' },
      { kind: 'bytes', bytes: Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0xc0, 0xae, 0x22, 0x7d]) },
      { kind: 'bytes', bytes: Buffer.from('{"a":"\u0000"}', 'utf8') },
      { kind: 'text', text: `{"a":"${'\\ud800'.repeat(10)}"}` },
    ),
  );
  if (!s) return valid ? fc.constant(null) : whole;
  const ok = validish(s, '', writes);
  if (valid) return ok.map((value): Body => ({ kind: 'json', value }));
  return fc.oneof(
    { weight: 6, arbitrary: ok.chain((v) => mutate(v, s, writes)).map((value): Body => ({ kind: 'json', value })) },
    { weight: 2, arbitrary: whole },
    { weight: 1, arbitrary: fc.constant(null) },
  );
}

const OTHER_METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'HEAD'];
const SOCKET_METHODS = ['PROPFIND', 'FOO', 'get', 'TRACE', 'CONNECT'];

/** What a case gets wrong: nothing (a valid-ish call), one part, or everything at once. */
const MUTATED = ['none', 'none', 'none', 'segs', 'query', 'headers', 'method', 'body', 'body', 'all'] as const;

function caseArb(e: AnyEndpoint): fc.Arbitrary<Case> {
  const writes = e.method !== 'GET';
  const names = pathParamNames(e.path);
  const paramsJs = e.params ? jsonSchema(e.params) : { properties: {} };
  const queryJs = e.query ? jsonSchema(e.query) : null;
  const bodyJs = e.body ? jsonSchema(e.body) : null;
  const headersJs = e.headers ? jsonSchema(e.headers) : null;
  const segs = (valid: boolean) =>
    fc.record(
      Object.fromEntries(
        names.map((n) => [n, segArb(n, paramsJs.properties?.[n] ?? {}, n === e.token?.param, writes, valid)]),
      ),
    );
  const method = (valid: boolean) =>
    valid
      ? fc.constant({ m: e.method, socket: false })
      : fc.oneof(
          { weight: 4, arbitrary: fc.constantFrom(...OTHER_METHODS).map((m) => ({ m, socket: false })) },
          { weight: 1, arbitrary: fc.constantFrom(...SOCKET_METHODS).map((m) => ({ m, socket: true })) },
        );
  // The demo consumer only reads; anything that writes runs as the anonymous caller or the fresh customer.
  const caller: fc.Arbitrary<CallerKind> = writes
    ? fc.constantFrom('anon', 'fresh', 'fresh')
    : fc.constantFrom('anon', 'demo', 'fresh');
  // Built once per route (building an arbitrary compiles its regular expressions), picked per case.
  const parts = (valid: boolean) => ({
    method: method(valid),
    segs: segs(valid),
    query: queryArb(queryJs, writes, valid),
    h: headersArb(!!e.body, valid, headersJs),
    body: bodyArb(bodyJs, writes, valid),
  });
  const good = parts(true);
  const wrong = parts(false);
  const byMutation = Object.fromEntries(
    MUTATED.map((bad) => {
      const pick = <K extends keyof typeof good>(k: K, name: string) =>
        bad === 'all' || bad === name ? wrong[k] : good[k];
      return [
        bad,
        fc.record({
          caller,
          method: pick('method', 'method'),
          segs: pick('segs', 'segs'),
          query: pick('query', 'query'),
          h: pick('h', 'headers'),
          body: pick('body', 'body'),
        }),
      ];
    }),
  );
  return fc
    .constantFrom(...MUTATED)
    .chain((bad) => byMutation[bad]!)
    .map(({ caller: c, method: m, segs: sg, query, h, body }) => ({
      caller: c === 'demo' && m.m !== 'GET' && m.m !== 'HEAD' ? 'fresh' : c,
      method: m.m,
      segs: sg,
      query,
      headers: h.headers,
      body,
      viaSocket: m.socket || h.viaSocket,
    }));
}

// ---------------------------------------------------------------------------------------------
// Sending and judging
// ---------------------------------------------------------------------------------------------

type Sent = {
  method: string;
  target: string;
  headers: [string, string][];
  body: Buffer | null;
  viaSocket: boolean;
  halfClose?: boolean;
  noHost?: boolean;
};
type Answer = {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
  error: string | null;
  timedOut: boolean;
};

function render(e: AnyEndpoint, c: Case): Sent {
  const who = callerOf(c.caller);
  const str = (v: unknown) =>
    v instanceof Self
      ? resolveSelf(v, who)
      : typeof v === 'string'
        ? v
        : v instanceof Lit
          ? v.text
          : typeof v === 'object'
            ? toJson(v, who)
            : String(v);
  let path = e.path;
  for (const [name, seg] of Object.entries(c.segs)) {
    const t = str(seg.text);
    path = path.replace(new RegExp(`\\{${name}\\}`), seg.raw ? t : enc(t));
  }
  const qs = c.query.map(([k, v, raw]) => `${raw ? k : enc(k)}=${raw ? str(v) : enc(str(v))}`).join('&');
  const headers: [string, string][] = c.headers.map(([k, v]) => [k, v instanceof Self ? resolveSelf(v, who) : v]);
  if (!headers.some(([k]) => k === 'x-forwarded-for')) headers.push(['x-forwarded-for', randomIp()]);
  if (c.caller === 'anon') {
    for (let i = headers.length - 1; i >= 0; i--)
      if (headers[i]![0] === 'authorization' && headers[i]![1] === 'Bearer token') headers.splice(i, 1);
  }
  let body: Buffer | null = null;
  if (c.body && !['GET', 'HEAD'].includes(c.method)) {
    body =
      c.body.kind === 'bytes'
        ? c.body.bytes
        : Buffer.from(c.body.kind === 'text' ? c.body.text : toJson(c.body.value, who), 'utf8');
  }
  return { method: c.method, target: qs ? `${path}?${qs}` : path, headers, body, viaSocket: c.viaSocket };
}

const agent = new http.Agent({ keepAlive: true, maxSockets: BATCH });
let port = 0;
let sentCount = 0;
const byStatus = new Map<number, number>();

function viaHttp(r: Sent): Promise<Answer> {
  return new Promise((resolve) => {
    let answered: Answer | null = null;
    let settled = false;
    const done = (a: Answer) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(a);
    };
    const headers: Record<string, string | string[]> = {};
    for (const [k, v] of r.headers) {
      const prev = headers[k];
      headers[k] = prev === undefined ? v : Array.isArray(prev) ? [...prev, v] : [prev, v];
    }
    if (r.body) headers['content-length'] = String(r.body.length);
    let req: http.ClientRequest;
    try {
      req = http.request({ host: '127.0.0.1', port, method: r.method, path: r.target, headers, agent });
    } catch {
      // node:http refused to write it (a character it does not allow): the same bytes go over the socket.
      r.viaSocket = true;
      void viaSocket(r).then(resolve);
      return;
    }
    const timer = setTimeout(() => {
      req.destroy();
      done({ status: 0, headers: {}, body: '', error: null, timedOut: true });
    }, TIMEOUT_MS);
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (d: Buffer) => chunks.push(d));
      res.on('end', () => {
        answered = {
          status: res.statusCode ?? 0,
          headers: res.headers,
          body: Buffer.concat(chunks).toString('utf8'),
          error: null,
          timedOut: false,
        };
        done(answered);
      });
      res.on('error', (err: NodeJS.ErrnoException) =>
        done({
          status: res.statusCode ?? 0,
          headers: res.headers,
          body: Buffer.concat(chunks).toString('utf8'),
          error: err.code ?? err.message,
          timedOut: false,
        }),
      );
    });
    // An upload the server refused early (413) may end in EPIPE/ECONNRESET: fine once the answer is in.
    req.on('error', (err: NodeJS.ErrnoException) =>
      setTimeout(
        () => done(answered ?? { status: 0, headers: {}, body: '', error: err.code ?? err.message, timedOut: false }),
        100,
      ),
    );
    req.end(r.body ?? undefined);
  });
}

async function viaSocket(r: Sent): Promise<Answer> {
  const hasHost = r.noHost || r.headers.some(([k]) => k.toLowerCase() === 'host');
  const headers: [string, string][] = [
    ...(hasHost ? [] : ([['Host', `127.0.0.1:${port}`]] as [string, string][])),
    ...r.headers,
    ['Connection', 'close'],
  ];
  if (r.body && !r.headers.some(([k]) => k.toLowerCase() === 'content-length'))
    headers.push(['Content-Length', String(r.body.length)]);
  const bytes = rawHttp(r.method, r.target, headers, r.body ?? undefined);
  // The API refuses a body over its limit (413) by its Content-Length, before reading it.
  const pauseMs = pauseFor(bytes, (r.body?.length ?? 0) > MAX_BODY_BYTES);
  const a: RawAnswer = await rawRequest(port, bytes, {
    timeoutMs: TIMEOUT_MS,
    halfClose: r.halfClose,
    head: r.method === 'HEAD',
    pauseMs,
  });
  return {
    status: a.status,
    headers: a.headers,
    body: a.body,
    error: a.error ?? (a.status === 0 && a.closed ? 'fechada sem resposta' : null),
    timedOut: a.timedOut,
  };
}

/** Node's own answers to HTTP it cannot parse (no body, connection closed). */
const PROTOCOL_STATUSES = new Set([400, 413, 414, 417, 431, 505]);
const ENGLISH =
  /\b(Invalid input|Expected|Required|Unrecognized|Too (?:big|small)|must be|Internal Server Error|Bad Request|Not Found|Unexpected token|is not valid JSON)\b/;

/** Why this answer fails the run, or null. */
function judge(e: AnyEndpoint | null, r: Sent, a: Answer): string | null {
  if (a.timedOut) return `sem resposta em ${TIMEOUT_MS / 1000} s`;
  if (a.status === 0) return `conexão encerrada sem resposta (${a.error ?? '?'})`;
  if (a.status >= 500) return `${a.status} ${a.body.slice(0, 200)}`;
  const trace = stackTraceIn(a.body);
  if (trace) return `stack trace no corpo: ${trace}`;
  const ct = String(a.headers['content-type'] ?? '');
  // Node's own bare answer to HTTP it cannot parse (a head over 16 KB, a bad request line…): no content type, no body.
  if (PROTOCOL_STATUSES.has(a.status) && !ct && a.body === '') return null;
  if (r.method === 'HEAD') return null;
  if (e && isRawResponse(e.response) && a.status < 300) return null;
  if (!ct.includes('application/json')) return `${a.status} sem JSON (Content-Type '${ct}'): ${a.body.slice(0, 120)}`;
  let json: unknown;
  try {
    json = JSON.parse(a.body);
  } catch {
    return `${a.status} com JSON inválido: ${a.body.slice(0, 120)}`;
  }
  if (a.status >= 400) {
    const err = apiErrorSchema.safeParse(json);
    if (!err.success) return `${a.status} sem {erro, codigo, mensagem}: ${a.body.slice(0, 160)}`;
    const m = err.data.mensagem;
    const tail = m.includes(' — ') ? m.slice(m.lastIndexOf(' — ')) : m;
    if (!m.trim() || ENGLISH.test(tail) || Object.values(err.data.campos ?? {}).some((x) => ENGLISH.test(x)))
      return `${a.status} com mensagem que não é pt-BR: ${m.slice(0, 160)}`;
  }
  return null;
}

type Problem = { key: string; detail: string };

/** Past these sizes Node answers (431, 413) before reading all we write: the raw socket reads the answer while writing. */
const HEAD_LIMIT_FOR_HTTP = 12_000;

async function sendAndJudge(e: AnyEndpoint | null, r: Sent, problems: Problem[]): Promise<void> {
  if (
    r.target.length + r.headers.reduce((n, [k, v]) => n + k.length + v.length, 0) > HEAD_LIMIT_FOR_HTTP ||
    (r.body?.length ?? 0) > MAX_BODY_BYTES
  )
    r.viaSocket = true;
  const a = r.viaSocket ? await viaSocket(r) : await viaHttp(r);
  sentCount++;
  byStatus.set(a.status, (byStatus.get(a.status) ?? 0) + 1);
  const why = judge(e, r, a);
  if (why) {
    const target = r.target.length > 300 ? `${r.target.slice(0, 300)}…(${r.target.length})` : r.target;
    const body = r.body
      ? r.body.length > 300
        ? `${r.body.subarray(0, 300).toString('utf8')}…(${r.body.length} bytes)`
        : r.body.toString('utf8')
      : '';
    problems.push({
      key: `${r.method} ${e?.path ?? target.split('?')[0]} → ${why.slice(0, 60)}`,
      detail: `${why}\n    ${r.viaSocket ? '[socket] ' : ''}${r.method} ${target}\n    headers ${JSON.stringify(r.headers.map(([k, v]) => [k, v.length > 80 ? `${v.slice(0, 80)}…` : v]))}\n    body ${JSON.stringify(body)}`,
    });
  }
}

function report(problems: Problem[]): string {
  const byKey = new Map<string, Problem[]>();
  for (const p of problems) byKey.set(p.key, [...(byKey.get(p.key) ?? []), p]);
  return (
    [...byKey.entries()].map(([k, ps]) => `${ps.length}× ${k}\n  ${ps[0]!.detail}`).join('\n\n') +
    `\n(FUZZ_SEED=${FUZZ_SEED})`
  );
}

/** Keeps both sessions alive (a fuzzed logout, a revoke-all, may end them). */
async function refreshSessions(): Promise<void> {
  const alive = async (s: Session) =>
    (await get(`/v1/app/${s.token}/cliente`, { headers: { 'x-forwarded-for': randomIp() } })).status === 200;
  if (!(await alive(demo))) demo = (await loginDemo('consumidor')) as Session;
  if (!(await alive(fresh))) fresh = (await newCustomer('emporio', 'Cliente Fuzz')) as Session;
}

// ---------------------------------------------------------------------------------------------
// The run
// ---------------------------------------------------------------------------------------------

const key = (e: AnyEndpoint) => `${e.method} ${e.path}`;
const served = new Set(ROUTES.map((r) => key(r.endpoint)));
const declaredOnly = ALL_ENDPOINTS.filter((e) => !served.has(key(e)));
const started = Date.now();

beforeAll(async () => {
  port = Number(new URL(baseUrl()).port);
  demo = (await loginDemo('consumidor')) as Session;
  fresh = (await newCustomer('emporio', 'Cliente Fuzz')) as Session;
  for (const s of ['emporio', 'atacado', 'adega'] as const) {
    const f = DEMO_SUPPLIERS[s];
    const list = await get<{ produtos: { idproduto: string; idcadastroextraproduto: string | null; slug: string }[] }>(
      `/v2/app/token/listaprodutos/${f.idfornecedor}?limit=4`,
    );
    for (const p of list.body.produtos ?? []) {
      world.produtos.push(p.idproduto);
      if (p.idcadastroextraproduto) world.extras.push(p.idcadastroextraproduto);
      world.produtoSlugs.push(p.slug);
    }
    const cats = await get<{ setores: { idsetor: string; slug: string }[] }>(
      `/v2/app/token/listacategoriasprodutos/${f.idfornecedor}`,
    );
    for (const c of (cats.body.setores ?? []).slice(0, 3)) {
      world.setores.push(c.idsetor);
      world.setorSlugs.push(c.slug);
    }
  }
  expect(world.produtos.length).toBeGreaterThan(0);
});

afterAll(() => {
  agent.destroy();
  const secs = ((Date.now() - started) / 1000).toFixed(1);
  const statuses = [...byStatus.entries()]
    .sort(([a], [b]) => a - b)
    .map(([s, n]) => `${s}:${n}`)
    .join(' ');
  console.log(
    `fuzz da API: ${sentCount} requisições em ${secs} s (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}, FUZZ_SEED=${FUZZ_SEED}); status ${statuses}`,
  );
});

describe('fuzz: every registered route, from its descriptor', () => {
  it.each(ROUTES.map((r) => [key(r.endpoint), r.endpoint] as const))('%s', async (_name, e) => {
    const problems: Problem[] = [];
    await fc.assert(
      fc.asyncProperty(fc.array(caseArb(e), { minLength: BATCH, maxLength: BATCH }), async (cases) => {
        await Promise.all(cases.map((c) => sendAndJudge(e, render(e, c), problems)));
      }),
      { seed: seedFor(key(e)), numRuns: RUNS_PER_ROUTE, endOnFailure: true },
    );
    await refreshSessions();
    if (problems.length) throw new Error(report(problems));
  });
});

describe('fuzz: declared descriptors not served yet answer 404/405, never 5xx', () => {
  const list = declaredOnly.length ? declaredOnly.map((e) => [key(e), e] as const) : [['(nenhum)', null] as const];
  it.each(list)('%s', async (_name, e) => {
    if (!e) return;
    const problems: Problem[] = [];
    await fc.assert(
      fc.asyncProperty(fc.array(caseArb(e), { minLength: BATCH, maxLength: BATCH }), async (cases) => {
        await Promise.all(cases.map((c) => sendAndJudge(null, render(e, c), problems)));
      }),
      { seed: seedFor(key(e)), numRuns: RUNS_PER_UNSERVED, endOnFailure: true },
    );
    if (problems.length) throw new Error(report(problems));
  });
});

describe('fuzz: malformed HTTP over a raw socket', () => {
  const E = DEMO_SUPPLIERS.emporio;
  const json = '{"evento":"page_view"}';
  const post = `/v4/log/google-analytics/${E.slug}`;
  const hosts: [string, string | null][] = [
    ['sem Host', null],
    ['Host vazio', ''],
    ['Host com espaços', 'a b c'],
    ['Host longo', 'h'.repeat(8_000)],
    ['Host unicode', 'ñandú.例え.localhost'],
    ['Host com porta lixo', '127.0.0.1:abc'],
    ['Host IP', '10.0.0.1'],
    ['Host com controle', 'a\u0001b'],
    ['dois Host', 'a'],
  ];

  it('odd Host headers on every route', async () => {
    const problems: Problem[] = [];
    const reqs: [AnyEndpoint, Sent][] = [];
    for (const { endpoint: e } of ROUTES) {
      const path = e.path
        .replace(/\{(token|empresa|split)\}/g, 'token')
        .replace(/\{idfornecedor\}/g, E.idfornecedor)
        .replace(/\{[^}]+\}/g, EMPTY_ID);
      for (const [name, host] of hosts) {
        const headers: [string, string][] = host === null ? [] : [['Host', host]];
        if (name === 'dois Host') headers.push(['Host', 'b']);
        if (e.body) headers.push(['Content-Type', 'application/json']);
        reqs.push([
          e,
          {
            method: e.method,
            target: path,
            headers,
            body: e.body ? Buffer.from('{}') : null,
            viaSocket: true,
            noHost: host === null,
          },
        ]);
      }
    }
    await pool(reqs, BATCH, ([e, r]) => sendAndJudge(e, r, problems));
    if (problems.length) throw new Error(report(problems));
  });

  it('malformed request lines, lying lengths, odd framing', async () => {
    const problems: Problem[] = [];
    const h = (extra: [string, string][] = []): [string, string][] => [['Host', 'x'], ...extra];
    const cases: Sent[] = [
      // request targets
      ...[
        '/%zz',
        '/%',
        '/%C0%AE',
        '/%00',
        '/v2/app/%E0%A4%A/fornecedor',
        '/v2/app/token/fornecedor?dominio=%',
        '/v2/app/token/fornecedor?%zz=%zz',
        `/v2/app/token/listaprodutos/${E.slug}?sk=%C0%AE&page=%00`,
      ].map((t) => ({ method: 'GET', target: t, headers: h(), body: null, viaSocket: true })),
      ...[
        'http://[::1',
        'http://x:99999/health',
        'http://a b/health',
        'http://%zz/health',
        '//',
        '///health',
        '*',
        'health',
        'http://evil.example/health',
        '/\\\\evil/x',
        '/..%2f..%2fhealth',
        '/health#frag',
        '/health?' + 'a'.repeat(20_000),
      ].map((t) => ({ method: 'GET', target: t, headers: h(), body: null, viaSocket: true })),
      ...[
        '/v2/app/a b/fornecedor',
        '/v2/app/\u0001/fornecedor',
        '/v2/app/ñ/fornecedor',
        '/v2/app/\u00ff/fornecedor',
        '/health\u0000',
      ].map((t) => ({ method: 'GET', target: t, headers: h(), body: null, viaSocket: true })),
      // methods
      ...['FOO', 'get', 'PROPFIND', 'TRACE', 'CONNECT', 'M-SEARCH', 'PURGE', 'G\u00e9T'].map((m) => ({
        method: m,
        target: '/health',
        headers: h(),
        body: null,
        viaSocket: true,
      })),
      // bodies and lengths
      {
        method: 'POST',
        target: post,
        headers: h([
          ['Content-Type', 'application/json'],
          ['Content-Length', '5'],
        ]),
        body: Buffer.from(json),
        viaSocket: true,
      },
      {
        method: 'POST',
        target: post,
        headers: h([
          ['Content-Type', 'application/json'],
          ['Content-Length', '500'],
        ]),
        body: Buffer.from(json),
        viaSocket: true,
        halfClose: true,
      },
      {
        method: 'POST',
        target: post,
        headers: h([
          ['Content-Type', 'application/json'],
          ['Content-Length', '-1'],
        ]),
        body: Buffer.from(json),
        viaSocket: true,
      },
      {
        method: 'POST',
        target: post,
        headers: h([
          ['Content-Type', 'application/json'],
          ['Content-Length', 'abc'],
        ]),
        body: Buffer.from(json),
        viaSocket: true,
      },
      {
        method: 'POST',
        target: post,
        headers: h([
          ['Content-Type', 'application/json'],
          ['Content-Length', '99999999999999999999'],
        ]),
        body: Buffer.from(json),
        viaSocket: true,
      },
      {
        method: 'POST',
        target: post,
        headers: h([
          ['Content-Type', 'application/json'],
          ['Content-Length', '22'],
          ['Content-Length', '23'],
        ]),
        body: Buffer.from(json),
        viaSocket: true,
      },
      {
        method: 'POST',
        target: post,
        headers: h([
          ['Content-Type', 'application/json'],
          ['Content-Length', '22'],
          ['Transfer-Encoding', 'chunked'],
        ]),
        body: Buffer.from('0\r\n\r\n'),
        viaSocket: true,
      },
      {
        method: 'POST',
        target: post,
        headers: h([
          ['Content-Type', 'application/json'],
          ['Transfer-Encoding', 'chunked'],
        ]),
        body: Buffer.from(`${json.length.toString(16)}\r\n${json}\r\n0\r\n\r\n`),
        viaSocket: true,
      },
      {
        method: 'POST',
        target: post,
        headers: h([
          ['Content-Type', 'application/json'],
          ['Transfer-Encoding', 'chunked'],
        ]),
        body: Buffer.from('zz\r\nabc\r\n'),
        viaSocket: true,
      },
      {
        method: 'POST',
        target: post,
        headers: h([
          ['Content-Type', 'application/json'],
          ['Transfer-Encoding', 'gzip, chunked'],
        ]),
        body: Buffer.from('0\r\n\r\n'),
        viaSocket: true,
      },
      {
        method: 'POST',
        target: post,
        headers: h([
          ['Content-Type', 'application/json'],
          ['Transfer-Encoding', 'chunked'],
        ]),
        body: Buffer.from(`${(MAX_BODY_BYTES + 10).toString(16)}\r\n${'x'.repeat(MAX_BODY_BYTES + 10)}\r\n0\r\n\r\n`),
        viaSocket: true,
      },
      {
        method: 'POST',
        target: post,
        headers: h([
          ['Content-Type', 'application/json'],
          ['Content-Encoding', 'gzip'],
        ]),
        body: Buffer.from(json),
        viaSocket: true,
      },
      {
        method: 'POST',
        target: post,
        headers: h([
          ['Content-Type', 'application/json'],
          ['Expect', '100-continue'],
        ]),
        body: Buffer.from(json),
        viaSocket: true,
      },
      {
        method: 'POST',
        target: post,
        headers: h([
          ['Content-Type', 'application/json'],
          ['Expect', 'lixo'],
        ]),
        body: Buffer.from(json),
        viaSocket: true,
      },
      {
        method: 'GET',
        target: '/health',
        headers: h([['Content-Length', '3']]),
        body: Buffer.from('abc'),
        viaSocket: true,
      },
      // headers
      { method: 'GET', target: '/health', headers: h([['X-Lixo', 'a'.repeat(20_000)]]), body: null, viaSocket: true },
      {
        method: 'GET',
        target: '/health',
        headers: h([['Sem-Dois-Pontos', '']]).concat([['Linha quebrada', 'x']]),
        body: null,
        viaSocket: true,
      },
      { method: 'GET', target: '/health', headers: h([['X-Controle', 'a\u0001b']]), body: null, viaSocket: true },
      {
        method: 'GET',
        target: '/v1/app/usuario/x/y',
        headers: h([['Authorization', `Bearer ${'a'.repeat(10_000)}`]]),
        body: null,
        viaSocket: true,
      },
      {
        method: 'GET',
        target: '/v1/app/usuario/x/y',
        headers: h([['Authorization', 'Bearer ñandú~例え']]),
        body: null,
        viaSocket: true,
      },
      {
        method: 'GET',
        target: '/v2/app/token/fornecedor',
        headers: h(Array.from({ length: 200 }, (_, i) => [`X-H${i}`, 'v'] as [string, string])),
        body: null,
        viaSocket: true,
      },
    ];
    await pool(cases, BATCH, (r) => sendAndJudge(null, r, problems));
    if (problems.length) throw new Error(report(problems));
  });
});

describe('after the fuzz, the demo world is intact', () => {
  it('health, catalogue, supplier and demo logins still answer as seeded', async () => {
    const health = await get<{ status: string }>('/health');
    expect(health.body.status).toBe('ok');
    for (const s of ['emporio', 'atacado', 'adega'] as const) {
      const f = DEMO_SUPPLIERS[s];
      const list = await get<{ total: number; produtos: unknown[] }>(
        `/v2/app/token/listaprodutos/${f.idfornecedor}?limit=5`,
      );
      expect(list.status).toBe(200);
      expect(list.body.total).toBeGreaterThanOrEqual(DEMO_MIN_PRODUCTS);
      const sup = await get<{ fornecedores: { idfornecedor: string }[] }>(
        `/v2/app/token/fornecedor?idfornecedor=${f.slug}`,
      );
      expect(sup.body.fornecedores.map((x) => x.idfornecedor)).toEqual([f.idfornecedor]);
    }
    const again = (await loginDemo('consumidor')) as Session;
    const addresses = await get<{ enderecos?: unknown[] } | unknown[]>(`/v1/app/${again.token}/enderecos`, {
      headers: { 'x-forwarded-for': randomIp() },
    });
    expect(addresses.status).toBe(200);
    expect(sentCount).toBeGreaterThanOrEqual(10_000 * Math.min(1, FUZZ_SCALE));
  });
});
