/**
 * @jest-environment node
 */
import path from 'node:path';
import { Linter } from 'eslint';

import { boundaries } from './eslint-boundaries.mjs';

const ROOT = path.resolve(__dirname, '..', '..');
const API_ALLOWED = ['commerce-api', 'lib/contract', 'lib/rules', 'lib/shared'];

/** The rule's messages for `code` written in the repository file `file`. */
function refusals(file: string, code: string, allow = API_ALLOWED): string[] {
  const linter = new Linter({ configType: 'flat', cwd: ROOT });
  const messages = linter.verify(
    code,
    [
      {
        files: ['**/*.ts'],
        languageOptions: { ecmaVersion: 'latest', sourceType: 'module' },
        plugins: { boundaries },
        rules: { 'boundaries/allowed-imports': ['error', { allow }] },
      },
    ],
    { filename: path.join(ROOT, file) },
  );
  return messages.map((m) => m.message);
}

describe('boundaries/allowed-imports (the API allow-list of the storefront side)', () => {
  const file = 'commerce-api/src/domain/identity/x.ts';

  it('admits lib/contract, lib/rules, lib/shared, the API itself and packages', () => {
    const code = [
      "import { a } from '../../../../lib/contract/order';",
      "import { b } from '../../../../lib/rules/money';",
      "import { c } from '../../../../lib/shared/client-address.mjs';",
      "import { d } from '../errors';",
      "import { z } from 'zod';",
      "import { readFileSync } from 'node:fs';",
    ].join('\n');
    expect(refusals(file, code)).toEqual([]);
  });

  it('refuses any other storefront folder, however the path is spelled', () => {
    const code = [
      "import { a } from '../../../../lib/analytics/ga4';",
      "import { b } from '../../../../lib/contract/../commerce/checkout';",
      "export { c } from '../../../../components/ui/modal';",
      "export * from '../../../../app/layout';",
      "const d = import('../../../../stores/cart-store');",
      "import { e } from '../../../../lib/new-folder/anything';",
    ].join('\n');
    const found = refusals(file, code);
    expect(found).toHaveLength(6);
    expect(found[0]).toContain("'../../../../lib/analytics/ga4' is lib/analytics/ga4");
    expect(found[1]).toContain('is lib/commerce/checkout');
  });

  it('refuses the @/ alias outside the allow-list and a path that leaves the repository', () => {
    expect(refusals('lib/rules/x.ts', "import { a } from '@/lib/commerce/checkout';", ['lib/rules'])).toHaveLength(1);
    expect(refusals('lib/rules/x.ts', "import { a } from '@/lib/rules/money';", ['lib/rules'])).toEqual([]);
    expect(refusals(file, "import { a } from '../../../../../elsewhere/x';")).toHaveLength(1);
  });
});
