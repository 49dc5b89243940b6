/** One format for the whole tree (`npm run format`); `npm run lint` checks it. */
const config = {
  printWidth: 120,
  singleQuote: true,
  trailingComma: 'all',
  plugins: ['@ianvs/prettier-plugin-sort-imports'],
  // Node built-ins, packages, then our aliases, then relative paths; side-effect imports keep their place.
  importOrder: ['<BUILTIN_MODULES>', '<THIRD_PARTY_MODULES>', '', '^@/(.*)$', '', '^[.]'],
  importOrderTypeScriptVersion: '5.9.3',
};

export default config;
