/**
 * The timer behind the subscription, expiry and mail-retry jobs: runs again after each run ends (never two at
 * once), a failed run does not stop the next, and stop() waits for the run in progress.
 */
import { startPeriodicJob } from '../../src/domain/periodic-job';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

it('runs one at a time, survives a failure, and stop() waits for the running one', async () => {
  const log = jest.spyOn(console, 'log').mockImplementation(() => undefined);
  const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  let runs = 0;
  let active = 0;
  let most = 0;
  let finished = 0;
  const job = startPeriodicJob(
    'teste',
    async () => {
      runs++;
      active++;
      most = Math.max(most, active);
      await sleep(30);
      active--;
      finished++;
      if (runs === 2) throw new Error('falhou');
      return runs === 1 ? 'primeira' : null;
    },
    5,
  );
  while (runs < 4) await sleep(5);
  await job.stop();
  const after = runs;
  expect(finished).toBe(runs);
  await sleep(50);
  expect(runs).toBe(after);
  expect(most).toBe(1);
  expect(log).toHaveBeenCalledWith('[teste] primeira');
  expect(error).toHaveBeenCalledWith('[teste] falha no job', expect.any(Error));
  log.mockRestore();
  error.mockRestore();
});
