import nextCoreWebVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';

import { boundaries } from './scripts/lib/eslint-boundaries.mjs';

/** Import patterns, by alias and by relative path. */
const layer = (name) => [`@/${name}`, `@/${name}/**`, `**/../${name}`, `**/../${name}/**`];

const restrict = (files, groups, message, ignores = []) => ({
  files,
  ignores,
  rules: { 'no-restricted-imports': ['error', { patterns: [{ group: groups, message }] }] },
});

/** An API path literal ('/v2/app/…', '/v4/…', '/superon/imagens/…') outside lib/contract. */
const API_PATH = '^\\/(v[0-9]+|superon\\/imagens)\\/';
const apiPathSelectors = (message, path = API_PATH) => [
  { selector: `Literal[value=/${path}/]`, message },
  { selector: `TemplateElement[value.raw=/${path}/]`, message },
];
const noApiPaths = {
  files: ['app/**/*.{ts,tsx}', 'components/**/*.{ts,tsx}', 'lib/**/*.{ts,tsx}', 'stores/**/*.ts', 'middleware.ts'],
  ignores: ['lib/contract/**', '**/*.test.{ts,tsx}'],
  rules: {
    'no-restricted-syntax': [
      'error',
      ...apiPathSelectors(
        'API paths are declared once, in lib/contract (defineEndpoint); call them with commerceCall.',
      ),
    ],
  },
};
/** e2e sets up its data through the contract too (e2e/api-client.ts), so a spec aimed at a deployment calls what the store calls. */
const E2E_API_PATH_MESSAGE =
  'Chame a API pelo contrato: callApi/tryApi e os atalhos de e2e/api-client.ts. Call the API through the contract (e2e/api-client.ts).';

/** e2e types what a person types (keyboard, one helper); `fill` only in fixtures.ts's pasteInto. */
const noFill = {
  selector: "CallExpression[callee.property.name='fill']",
  message:
    'Digite como uma pessoa: use typeInto/replaceText (ou pasteInto onde a pessoa cola). Type as a person does: use typeInto/replaceText (or pasteInto where a person pastes).',
};
const E2E_API_PATH = '^\\/v[0-9]+\\/';
const e2eTypes = {
  files: ['e2e/**/*.ts'],
  rules: { 'no-restricted-syntax': ['error', noFill, ...apiPathSelectors(E2E_API_PATH_MESSAGE, E2E_API_PATH)] },
};
/** Key-by-key typing lives in the fixtures' helpers only (typeInto, replaceText, typeHere), so every spec types one way. */
const typingOutsideHelpers = [
  noFill,
  {
    selector: "CallExpression[callee.property.name='pressSequentially']",
    message:
      'Digite pelos helpers de e2e/fixtures.ts (typeInto, replaceText, typeHere). Type through the helpers in e2e/fixtures.ts.',
  },
  {
    selector: "CallExpression[callee.property.name='type'][callee.object.property.name='keyboard']",
    message:
      'Digite pelos helpers de e2e/fixtures.ts (typeHere para o campo com o foco). Type through the helpers in e2e/fixtures.ts (typeHere for the focused field).',
  },
];
const e2eTypesThroughHelpers = {
  files: ['e2e/**/*.ts'],
  ignores: ['e2e/fixtures.ts'],
  rules: {
    'no-restricted-syntax': [
      'error',
      ...typingOutsideHelpers,
      // The API's versioned calls; '/superon/imagens/…' reaches the store through the storefront's own URLs.
      ...apiPathSelectors(E2E_API_PATH_MESSAGE, E2E_API_PATH),
    ],
  },
};
/** The specs of the API's own refusals send what the contract would not build (an invalid query, fuzzed segments). */
const e2eRawApiCalls = {
  files: ['e2e/api.spec.ts', 'e2e/fuzz.spec.ts'],
  rules: { 'no-restricted-syntax': ['error', ...typingOutsideHelpers] },
};

/** The storefront folders the API may import (docs/architecture.md). */
const SHARED_TIER = ['lib/contract', 'lib/rules', 'lib/shared'];
const API_ALLOWED = ['commerce-api', ...SHARED_TIER];

const config = [
  ...nextCoreWebVitals,
  ...nextTypescript,
  {
    ignores: [
      '.next/**',
      'bench/reference-app/.next/**',
      'bench/reference-app/next-env.d.ts',
      '.next-*/**',
      'bench-results/**',
      'node_modules/**',
      '.data/**',
      'playwright-report/**',
      'test-results/**',
      'next-env.d.ts',
      'dist/**',
    ],
  },
  // Layering (docs/architecture.md): app → components → stores/lib; lib is below everything.
  restrict(['components/**'], layer('app'), 'components never import app/: move the code into components/ or lib/.'),
  restrict(['stores/**'], [...layer('app'), ...layer('components')], 'stores import only lib/.'),
  restrict(
    ['lib/**'],
    [...layer('app'), ...layer('components'), ...layer('stores'), ...layer('commerce-api')],
    'lib never imports app/, components/, stores/ or the API: shared code lives in lib/.',
  ),
  restrict(
    ['lib/contract/**', 'lib/rules/**', 'lib/shared/**'],
    [
      'next',
      'next/**',
      'react',
      'react/**',
      'react-dom',
      ...layer('lib/commerce'),
      ...layer('lib/session'),
      ...layer('lib/tenant'),
    ],
    'lib/contract, lib/rules and lib/shared are framework-free: the API and the browser share them.',
  ),
  // The API's allow-list of the storefront side (docs/architecture.md): by relative path, only
  // lib/contract, lib/rules and lib/shared. Anything else of lib/, app/, components/, stores/ is refused.
  {
    files: ['commerce-api/**/*.{ts,tsx,mts,mjs}'],
    plugins: { boundaries },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['next', 'next/**', 'react', 'react/**', 'react-dom', 'react-dom/**', '@/*'],
              message: 'commerce-api imports only lib/contract, lib/rules and lib/shared, by relative path.',
            },
          ],
        },
      ],
      'boundaries/allowed-imports': ['error', { allow: API_ALLOWED }],
    },
  },
  {
    files: ['commerce-api/test/**'],
    plugins: { boundaries },
    rules: { 'boundaries/allowed-imports': ['error', { allow: [...API_ALLOWED, 'test-support', 'scripts/lib'] }] },
  },
  // What the API may import must not reach further itself: the shared tier imports only the shared tier.
  {
    files: ['lib/contract/**', 'lib/rules/**', 'lib/shared/**'],
    ignores: ['**/*.test.{ts,tsx}'],
    plugins: { boundaries },
    rules: { 'boundaries/allowed-imports': ['error', { allow: SHARED_TIER }] },
  },
  restrict(
    ['commerce-api/src/domain/**'],
    ['**/http/**', '**/routes/**', '**/http', '**/routes'],
    'domain/ never imports http/ or routes/: raise a DomainError (domain/errors.ts); the HTTP layer maps it.',
  ),
  noApiPaths,
  e2eTypes,
  e2eTypesThroughHelpers,
  e2eRawApiCalls,
  // No import cycles anywhere, dynamic import() included: eslint-plugin-import (pinned; the plugin and the
  // TypeScript resolver eslint-config-next registers), never reading node_modules.
  {
    files: ['**/*.{js,jsx,mjs,ts,tsx,mts}'],
    settings: { 'import/ignore': ['node_modules'] },
    rules: { 'import/no-cycle': ['error', { ignoreExternal: true }] },
  },
];

export default config;
