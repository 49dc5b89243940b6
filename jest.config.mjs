import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

const unit = await createJestConfig({
  displayName: 'unit',
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' },
  testMatch: [
    '<rootDir>/{lib,components,app,stores}/**/*.test.{ts,tsx}',
    '<rootDir>/scripts/**/*.test.ts',
    '<rootDir>/bench/**/*.test.ts',
    '<rootDir>/middleware.test.ts',
  ],
})();

const api = await createJestConfig({
  displayName: 'api',
  testEnvironment: 'node',
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' },
  testMatch: ['<rootDir>/commerce-api/test/**/*.test.ts'],
  globalSetup: '<rootDir>/commerce-api/test/global-setup.ts',
  globalTeardown: '<rootDir>/commerce-api/test/global-teardown.ts',
})();

// testTimeout is a global option (ignored inside a project): API tests make real HTTP calls and
// hash passwords with scrypt, so they get more than the 5 s default.
const config = { projects: [unit, api], testTimeout: 30000 };

export default config;
