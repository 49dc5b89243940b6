import nextCoreWebVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';

/** Import patterns, by alias and by relative path. */
const layer = (name) => [`@/${name}`, `@/${name}/**`, `**/../${name}`, `**/../${name}/**`];

const restrict = (files, groups, message, ignores = []) => ({
  files,
  ignores,
  rules: { 'no-restricted-imports': ['error', { patterns: [{ group: groups, message }] }] },
});

/** An API path literal ('/v2/app/…', '/v4/…', '/superon/imagens/…') outside lib/contract. */
const API_PATH = '^\\/(v[0-9]+|superon\\/imagens)\\/';
const noApiPaths = {
  files: ['app/**/*.{ts,tsx}', 'components/**/*.{ts,tsx}', 'lib/**/*.{ts,tsx}', 'stores/**/*.ts', 'middleware.ts'],
  ignores: ['lib/contract/**', '**/*.test.{ts,tsx}'],
  rules: {
    'no-restricted-syntax': [
      'error',
      {
        selector: `Literal[value=/${API_PATH}/]`,
        message: 'API paths are declared once, in lib/contract (defineEndpoint); call them with commerceCall.',
      },
      {
        selector: `TemplateElement[value.raw=/${API_PATH}/]`,
        message: 'API paths are declared once, in lib/contract (defineEndpoint); call them with commerceCall.',
      },
    ],
  },
};

/** e2e types what a person types (keyboard, one helper); `fill` only in fixtures.ts's pasteInto. */
const e2eTypes = {
  files: ['e2e/**/*.ts'],
  rules: {
    'no-restricted-syntax': [
      'error',
      {
        selector: "CallExpression[callee.property.name='fill']",
        message:
          'Digite como uma pessoa: use typeInto/replaceText (ou pasteInto onde a pessoa cola). Type as a person does: use typeInto/replaceText (or pasteInto where a person pastes).',
      },
    ],
  },
};

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
    ['lib/contract/**', 'lib/rules/**'],
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
    'lib/contract and lib/rules are framework-free: the API and the browser share them.',
  ),
  restrict(
    ['commerce-api/**'],
    [
      'next',
      'next/**',
      'react',
      'react/**',
      '@/*',
      '**/lib/commerce/**',
      '**/lib/session/**',
      '**/lib/tenant/**',
      '**/lib/delivery/**',
      '**/lib/catalog/**',
      '**/lib/consent/**',
      '**/components/**',
      '**/app/**',
      '**/stores/**',
    ],
    'commerce-api imports only lib/contract, lib/rules and framework-free shared code, by relative path.',
  ),
  restrict(
    ['commerce-api/src/domain/**'],
    ['**/http/**', '**/routes/**', '**/http', '**/routes'],
    'domain/ never imports http/ or routes/: raise a DomainError (domain/errors.ts); the HTTP layer maps it.',
  ),
  noApiPaths,
  e2eTypes,
];

export default config;
