/**
 * API boot benchmark (decision 0043): `npm run bench:api-boot [-- --runs 5] [--requests 300]`.
 *
 * The commerce API as production runs it (`node --enable-source-maps dist/api/main.cjs`, what
 * `npm start` spawns; compiled first by scripts/build-api.mjs) against the API from source
 * (`tsx commerce-api/src/main.ts`, what `npm run api` spawns), same environment (NODE_ENV=production,
 * a back-office key), each run on its own copy of one PGlite folder seeded beforehand, so no run
 * migrates or seeds. Runs alternate the two ways so load drifts hit both. Per run: spawn to the
 * first 200 on /health, the RSS of the process tree (tsx's CLI relays to a child: both counted)
 * 1 s after, then `requests` GETs (8 at a time: product lists, a product search, the supplier, the
 * categories) and the RSS 1 s after them. Printed: each run, the medians per way, the machine load
 * before and after. Exits non-zero when an answer is not 200.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';

import { DEMO_SUPPLIERS } from '../commerce-api/seed/demo-world';
import { freePort } from '../scripts/lib/stack.mjs';
import { arg, machineLoad, median, run } from './harness';

const ROOT = path.resolve(__dirname, '..');
/** What scripts/build-api.mjs writes (run as its own process: it awaits at top level, which tsx's CommonJS cannot import). */
const API_MAIN = 'dist/api/main.cjs';
const RUNS = Number(arg('runs') ?? 5);
const REQUESTS = Number(arg('requests') ?? 300);
const CONCURRENCY = 8;
const E = DEMO_SUPPLIERS.emporio;

type Way = 'compilada' | 'tsx';
const COMMANDS: Record<Way, [string, string[]]> = {
  compilada: [process.execPath, ['--enable-source-maps', API_MAIN]],
  tsx: [path.join(ROOT, 'node_modules', '.bin', 'tsx'), ['commerce-api/src/main.ts']],
};

/** Parent of each process, from /proc (Linux). */
function parents(): Map<number, number> {
  const m = new Map<number, number>();
  for (const d of readdirSync('/proc')) {
    if (!/^\d+$/.test(d)) continue;
    try {
      // "pid (comm) state ppid …": comm may hold spaces, so read after its closing parenthesis.
      const stat = readFileSync(`/proc/${d}/stat`, 'utf8');
      m.set(Number(d), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      // The process ended while listing.
    }
  }
  return m;
}

/** Resident memory (MB) of `pid` and all its descendants. */
function treeRssMb(pid: number): number {
  const ppid = parents();
  const tree = new Set([pid]);
  for (let grew = true; grew;) {
    grew = false;
    for (const [p, pp] of ppid) {
      if (tree.has(pp) && !tree.has(p)) {
        tree.add(p);
        grew = true;
      }
    }
  }
  let kb = 0;
  for (const p of tree) {
    try {
      const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${p}/status`, 'utf8'));
      kb += Number(m?.[1] ?? 0);
    } catch {
      // Gone.
    }
  }
  return kb / 1024;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function start(way: Way, dataDir: string, port: number): ChildProcess {
  const [cmd, args] = COMMANDS[way];
  const child = spawn(cmd, args, {
    cwd: ROOT,
    detached: true,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      ADMIN_API_KEY: 'bench-api-boot-0123456789abcdefghijklmnopqrstuv',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: '',
      PGLITE_DATA_DIR: dataDir,
    },
  });
  child.stderr!.on('data', (d: Buffer) => process.stderr.write(`[${way}] ${d}`));
  return child;
}

/** Milliseconds from `t0` to the first 200 on /health (polled every 10 ms). */
async function untilHealthy(url: string, child: ChildProcess, t0: number): Promise<number> {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`a API saiu com código ${child.exitCode} antes de responder`);
    try {
      const r = await fetch(`${url}/health`);
      if (r.status === 200) return performance.now() - t0;
    } catch {
      // Not listening yet.
    }
    if (performance.now() - t0 > 180_000) throw new Error('a API não respondeu em /health em 3 min');
    await sleep(10);
  }
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  process.kill(-child.pid!, 'SIGTERM');
  await Promise.race([exited, sleep(15_000)]);
  if (child.exitCode === null && child.signalCode === null) process.kill(-child.pid!, 'SIGKILL');
}

/** A short load: `REQUESTS` public GETs, `CONCURRENCY` at a time; every answer must be 200. */
async function load(url: string): Promise<void> {
  const paths = [
    `/v2/app/token/listaprodutos/${E.slug}`,
    `/v2/app/token/listaprodutos/${E.slug}?sk=arroz&ordenacao=relevancia`,
    `/v2/app/token/listaprodutos/full-text/pesquisar?idfornecedor=${E.slug}&query=cafe`,
    `/v2/app/token/listacategoriasprodutos/${E.slug}`,
  ];
  let next = 0;
  const worker = async () => {
    while (next < REQUESTS) {
      const p = paths[next++ % paths.length]!;
      const r = await fetch(url + p);
      await r.arrayBuffer();
      if (r.status !== 200) throw new Error(`${r.status} em ${p}`);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
}

type Sample = { bootMs: number; rssBootMb: number; rssLoadMb: number; loadMs: number };

async function measure(way: Way, seeded: string, tmp: string, i: number): Promise<Sample> {
  const dataDir = path.join(tmp, `${way}-${i}`);
  cpSync(seeded, dataDir, { recursive: true });
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const t0 = performance.now();
  const child = start(way, dataDir, port);
  try {
    const bootMs = await untilHealthy(url, child, t0);
    await sleep(1000);
    const rssBootMb = treeRssMb(child.pid!);
    const l0 = performance.now();
    await load(url);
    const loadMs = performance.now() - l0;
    await sleep(1000);
    return { bootMs, rssBootMb, rssLoadMb: treeRssMb(child.pid!), loadMs };
  } finally {
    await stop(child);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

run(async () => {
  console.log(`Início: ${machineLoad()}`);
  execFileSync(process.execPath, ['scripts/build-api.mjs'], { cwd: ROOT, stdio: 'inherit' });
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'bench-api-boot-'));
  try {
    // One seeded folder (migrations and seed run once here), copied for every run.
    const seeded = path.join(tmp, 'seeded');
    const port = await freePort();
    const seeding = start('compilada', seeded, port);
    try {
      const ms = await untilHealthy(`http://127.0.0.1:${port}`, seeding, performance.now());
      console.log(`Banco PGlite migrado e populado em ${(ms / 1000).toFixed(1)} s (fora da medição)`);
    } finally {
      await stop(seeding);
    }

    const samples: Record<Way, Sample[]> = { compilada: [], tsx: [] };
    for (let i = 0; i < RUNS; i++) {
      const order: Way[] = i % 2 === 0 ? ['compilada', 'tsx'] : ['tsx', 'compilada'];
      for (const way of order) {
        const s = await measure(way, seeded, tmp, i);
        samples[way].push(s);
        console.log(
          `  ${String(i + 1).padStart(2)} ${way.padEnd(9)} /health 200 em ${s.bootMs.toFixed(0).padStart(5)} ms   RSS ${s.rssBootMb.toFixed(1).padStart(6)} MB   após ${REQUESTS} GETs (${s.loadMs.toFixed(0)} ms): ${s.rssLoadMb.toFixed(1).padStart(6)} MB`,
        );
      }
    }

    console.log(`\nMedianas de ${RUNS} execuções (Node ${process.version}, ${os.cpus().length} CPUs):`);
    for (const way of ['compilada', 'tsx'] as const) {
      const xs = samples[way];
      console.log(
        `  ${way.padEnd(9)} /health 200 em ${median(xs.map((s) => s.bootMs))
          .toFixed(0)
          .padStart(5)} ms   RSS após o início ${median(xs.map((s) => s.rssBootMb))
          .toFixed(1)
          .padStart(6)} MB   após a carga ${median(xs.map((s) => s.rssLoadMb))
          .toFixed(1)
          .padStart(6)} MB   carga ${median(xs.map((s) => s.loadMs)).toFixed(0)} ms`,
      );
    }
    console.log(`Fim: ${machineLoad()}`);
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
});
