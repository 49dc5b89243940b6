/**
 * The `setup` project (playwright.config.ts): logs each person role of the target in ONCE per run (logInAs in
 * e2e/auth-sessions.ts), and stores the browser's state in playwright/.auth/<role>.json for the `signedIn`
 * fixture (docs/qa.md, "Sessões guardadas por papel"). A role the target has no account for is skipped.
 */
import { rmSync } from 'node:fs';

import { logInAs } from './auth-sessions';
import { authFile, requireAccount, test as setup } from './fixtures';
import { PERSON_ROLES, personRoleName } from './target';

// Typing a login on a loaded 2-core machine, with the store's gates first.
setup.describe.configure({ timeout: 90_000 });

for (const role of PERSON_ROLES) {
  setup(`sessão guardada: entra como ${personRoleName(role)}`, async ({ page }) => {
    // A file from an earlier run names a session of another database: never left behind for this run.
    rmSync(authFile(role), { force: true });
    const account = requireAccount(role);
    await logInAs(page, account);
    await page.context().storageState({ path: authFile(role) });
  });
}
