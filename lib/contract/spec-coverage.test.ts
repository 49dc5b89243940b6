/**
 * The spec's last mile, checked by scripts/check-spec.mjs: every call of spec 7 has an OpenAPI
 * path (the document /openapi.json serves, built from the contract), and every quoted message of
 * specs 4 and 8 is in the source.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

import {
  missingCalls,
  missingMessages,
  sourceText,
  SPEC_FILE,
  specCalls,
  specMessages,
} from '../../scripts/check-spec.mjs';
import { ALL_ENDPOINTS } from './endpoints';
import { buildOpenApi } from './openapi';

const openapi = buildOpenApi(ALL_ENDPOINTS) as { paths: Record<string, Record<string, unknown>> };

describe('check-spec: how it reads the spec', () => {
  const spec = [
    '## 4. States',
    "- An unapproved account shows 'Conta em análise'. The provider's page.",
    '## 7. The calls it makes',
    '- GET /v4/caracteristica-cliente/todas/{id}; GET /v4/caracteristica-pedido/todas/{id}.',
    '- POST /v2/app/{token}{split}{idcliente}/usuario/{idcliente}/cart, body {cartItens}.',
    '- GET /v1/app/{token}…/enderecos.',
    '- GET /v9/nao/existe/{x}.',
    '## 8. Error catalogue',
    "- 'Infelizmente ainda não atendemos o seu endereço' (warning).",
    "- 'Erro ao submeter seu pedido. {message} Itens: {itensName}'.",
    '## 9. Constants',
    "- 'Fora do escopo'.",
  ].join('\n');

  it('reads the calls of spec 7 (composite token, elisions) and the quoted messages of specs 4 and 8', () => {
    expect(specCalls(spec).map((c: { method: string; path: string }) => `${c.method} ${c.path}`)).toEqual([
      'GET /v4/caracteristica-cliente/todas/{id}',
      'GET /v4/caracteristica-pedido/todas/{id}',
      'POST /v2/app/{token}{split}{idcliente}/usuario/{idcliente}/cart',
      'GET /v1/app/{token}…/enderecos',
      'GET /v9/nao/existe/{x}',
    ]);
    expect(specMessages(spec)).toEqual([
      'Conta em análise',
      'Infelizmente ainda não atendemos o seu endereço',
      'Erro ao submeter seu pedido. {message} Itens: {itensName}',
    ]);
  });

  it('names a call without an OpenAPI path and a message without source, and only those', () => {
    expect(missingCalls(spec, openapi)).toEqual([{ method: 'GET', path: '/v9/nao/existe/{x}' }]);
    expect(missingMessages(spec, "const m = 'Infelizmente ainda não atendemos o seu endereço'; `Itens: ${x}`")).toEqual(
      ['Conta em análise', 'Erro ao submeter seu pedido. {message} Itens: {itensName}'],
    );
    expect(
      missingMessages(spec, '`Erro ao submeter seu pedido. ${mensagem} Itens: ${itens}` Conta em análise'),
    ).toEqual(['Infelizmente ainda não atendemos o seu endereço']);
  });
});

// The spec lives beside the repository (README, "Especificação"); without it there is nothing to compare.
(existsSync(SPEC_FILE) ? describe : describe.skip)('check-spec against the spec', () => {
  const spec = existsSync(SPEC_FILE) ? readFileSync(SPEC_FILE, 'utf8') : '';

  it('every call of spec 7 has its path in the OpenAPI document', () => {
    expect(specCalls(spec).length).toBeGreaterThan(60);
    expect(missingCalls(spec, openapi)).toEqual([]);
  });

  it('every message of specs 4 and 8 is in the source', () => {
    expect(specMessages(spec).length).toBeGreaterThan(30);
    expect(missingMessages(spec, sourceText(path.join(__dirname, '..', '..')))).toEqual([]);
  });
});
