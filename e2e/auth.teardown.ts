/**
 * The `setup` project's teardown (playwright.config.ts), after every test of the run: each stored session
 * (e2e/auth.setup.ts) still opens its role's page logged in. A test that revoked one (logged out, changed the
 * password, switched the acting client with the shared session) fails here by the role's name, rather than
 * another test failing later for no visible reason.
 */
import { existsSync } from 'node:fs';

import { expectStillSignedIn } from './auth-sessions';
import { authFile, target, test as teardown } from './fixtures';
import { PERSON_ROLES, personRoleName } from './target';

for (const role of PERSON_ROLES) {
  teardown(`sessão guardada: a de ${personRoleName(role)} continua aberta no fim da rodada`, async ({ signedIn }) => {
    // The setup skipped the role (the target has no such account) or failed (reported there).
    teardown.skip(!existsSync(authFile(role)), 'sem sessão guardada deste papel');
    await expectStillSignedIn(await signedIn(role), target.accounts[role]!);
  });
}
