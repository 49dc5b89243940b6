import { listMigrations } from '../../src/db/migrate';

/** Two files with one version: the second would fail on a fresh database (parallel branches both took a number). */
it('every migration has its own version', () => {
  const versions = listMigrations().map((m) => m.versao);
  expect(versions.length).toBeGreaterThan(10);
  expect(new Set(versions).size).toBe(versions.length);
});
