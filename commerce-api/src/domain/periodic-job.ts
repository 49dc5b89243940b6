/**
 * Runs `run` every `intervalMs` in this process (never two runs at once here; the first after at
 * most 5 s); `stop()` waits for a running one. `run` answers what to log, or null for nothing; a
 * failure is logged and the next run comes as usual. Jobs are safe on several instances by their
 * own SQL (FOR UPDATE SKIP LOCKED), not by this timer.
 */
export function startPeriodicJob(
  label: string,
  run: () => Promise<string | null>,
  intervalMs: number,
): { stop(): Promise<void> } {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> | null = null;
  let stopped = false;
  const tick = () => {
    running = run()
      .then((line) => {
        if (line) console.log(`[${label}] ${line}`);
      })
      .catch((e: unknown) => console.error(`[${label}] falha no job`, e))
      .finally(() => {
        running = null;
        if (!stopped) {
          timer = setTimeout(tick, intervalMs);
          timer.unref?.();
        }
      });
  };
  timer = setTimeout(tick, Math.min(intervalMs, 5_000));
  timer.unref?.();
  return {
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
