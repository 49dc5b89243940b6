import nextCoreWebVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';

const config = [
  ...nextCoreWebVitals,
  ...nextTypescript,
  { ignores: ['.next/**', '.next-*/**', 'bench-results/**', 'node_modules/**', '.data/**', 'playwright-report/**', 'test-results/**', 'next-env.d.ts'] },
];

export default config;
