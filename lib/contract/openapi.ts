import { z } from 'zod';

import { apiErrorSchema } from './common';
import { bodyContentType, isRawResponse, type AnyEndpoint } from './endpoint';

type Json = Record<string, unknown>;

/** Moves `$defs` of a generated schema into components.schemas and rewrites its refs. */
function hoist(schema: Json, prefix: string, components: Record<string, unknown>): Json {
  const defs = (schema.$defs ?? {}) as Record<string, unknown>;
  const rename = (n: string) => `${prefix}_${n.replace(/[^A-Za-z0-9_]/g, '')}`;
  const rewrite = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(rewrite);
    if (v && typeof v === 'object') {
      const out: Json = {};
      for (const [k, val] of Object.entries(v)) {
        if (k === '$schema' || k === '$defs') continue;
        if (k === '$ref' && typeof val === 'string' && val.startsWith('#/$defs/')) {
          out[k] = `#/components/schemas/${rename(val.slice('#/$defs/'.length))}`;
        } else out[k] = rewrite(val);
      }
      return out;
    }
    return v;
  };
  for (const [n, d] of Object.entries(defs)) components[rename(n)] = rewrite(d);
  return rewrite(schema) as Json;
}

const gen = (s: z.ZodType, io: 'input' | 'output') =>
  z.toJSONSchema(s, { io, unrepresentable: 'any', target: 'draft-2020-12' }) as Json;

function operationId(r: AnyEndpoint): string {
  const words = r.path
    .split('/')
    .filter(Boolean)
    .map((s) => s.replace(/[{}.]/g, ' ').replace(/[^A-Za-z0-9 ]/g, ' '))
    .join(' ')
    .split(/\s+/)
    .filter(Boolean);
  return [r.method.toLowerCase(), ...words.map((w) => w[0]!.toUpperCase() + w.slice(1))].join('');
}

function parameters(
  schema: z.ZodType | undefined,
  where: 'path' | 'query' | 'header',
  prefix: string,
  components: Record<string, unknown>,
) {
  if (!schema) return [];
  const js = hoist(gen(schema, 'input'), prefix, components);
  const props = (js.properties ?? {}) as Record<string, Json>;
  const required = new Set((js.required as string[] | undefined) ?? []);
  return Object.entries(props).map(([name, s]) => ({
    name,
    in: where,
    required: where === 'path' || required.has(name),
    schema: s,
    ...(typeof s.description === 'string' ? { description: s.description } : {}),
  }));
}

/** The OpenAPI 3.1 document of a list of endpoint descriptors. */
export function buildOpenApi(endpoints: readonly AnyEndpoint[]): Json {
  const components: Record<string, unknown> = {
    ApiError: hoist(gen(apiErrorSchema, 'output'), 'ApiError', {}),
  };
  const paths: Record<string, Record<string, unknown>> = {};
  for (const r of endpoints) {
    const id = operationId(r);
    const params = [
      ...parameters(r.params, 'path', `${id}_path`, components),
      ...parameters(r.query, 'query', `${id}_query`, components),
      ...parameters(r.headers, 'header', `${id}_header`, components),
    ];
    const ok = isRawResponse(r.response)
      ? { description: r.response.description, content: { [r.response.contentType]: { schema: { type: 'string' } } } }
      : {
          description: 'OK',
          content: { 'application/json': { schema: hoist(gen(r.response, 'output'), `${id}_resp`, components) } },
        };
    const errorRef = {
      description: 'Erro',
      content: { 'application/json': { schema: { $ref: '#/components/schemas/ApiError' } } },
    };
    (paths[r.path] ??= {})[r.method.toLowerCase()] = {
      operationId: id,
      summary: r.summary,
      tags: [...r.tags],
      ...(r.session === 'required' ? { security: [{ sessao: [] }] } : {}),
      parameters: params,
      ...(r.body
        ? {
            requestBody: {
              required: true,
              content: { [bodyContentType(r)]: { schema: hoist(gen(r.body, 'input'), `${id}_body`, components) } },
            },
          }
        : {}),
      responses: { '200': ok, '400': errorRef, '404': errorRef, '500': errorRef },
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'API de comércio de referência',
      version: '0.1.0',
      description:
        'Chamadas da especificação da vitrine (seção 7) sob seus caminhos exatos. Dinheiro em centavos inteiros.',
    },
    servers: [{ url: '/' }],
    paths,
    components: {
      schemas: components,
      securitySchemes: {
        sessao: {
          type: 'http',
          scheme: 'bearer',
          description: 'Token de sessão (também aceito no segmento {token} do caminho).',
        },
      },
    },
  };
}
