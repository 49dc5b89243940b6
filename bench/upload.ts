/**
 * Spreadsheet upload benchmark: `npm run bench:upload [-- --runs 20]`.
 *
 * Starts the commerce API as its own process (node --import tsx commerce-api/src/main.ts, PGlite in memory) so its
 * memory is its own, registers a customer, and uploads each file `runs` times in turn: the sheet
 * that made the old row expression backtrack, the shared-block zip bomb (19 KB → 654 MB), a row
 * 16,384 cells wide, and a normal 200-line sheet; meanwhile /health is asked every 10 ms. Prints
 * /health's median and p95 (target p95 < 50 ms: the uploads never hold the API's event loop), each
 * file's answer and time, and the API's peak resident memory growth (VmHWM − VmRSS of
 * /proc/<pid>/status; target < 64 MB) from before the first upload and from after the reader's
 * worker started, with the machine's load average.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';

import { DEMO_SUPPLIERS } from '../commerce-api/seed/demo-world';
import { buildPath } from '../lib/contract/endpoint';
import { spreadsheetEndpoints } from '../lib/contract/spreadsheet';
import { backtrackingSheet, exceljsWorkbook, sharedBlockBomb, wideRowSheet } from '../test-support/crafted-xlsx';
import { arg, machineLoad, percentile, registerShoppers, run, statsLine } from './harness';

const ROOT = path.resolve(__dirname, '..');

/** The API in its own process; resolves with its URL and pid. */
function startApiProcess(): Promise<{ url: string; pid: number; stop: () => void }> {
  // node itself with tsx's loader (not the tsx command, whose pid is a wrapper around the API's process).
  const child = spawn(process.execPath, ['--import', 'tsx', 'commerce-api/src/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      PGLITE_DATA_DIR: 'memory://',
      DATABASE_URL: '',
      SUBSCRIPTION_JOB_SECONDS: '0',
      ORDER_EXPIRY_JOB_SECONDS: '0',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`API não iniciou em 120 s:\n${output}`)), 120_000);
    child.stdout!.on('data', (d: Buffer) => {
      output += d.toString();
      const m = /ouvindo em (http:\/\/\S+)/.exec(output);
      if (m) {
        clearTimeout(timer);
        resolve({ url: m[1]!, pid: child.pid!, stop: () => child.kill('SIGTERM') });
      }
    });
    child.stderr!.on('data', (d: Buffer) => (output += d.toString()));
    child.once('exit', (code) => reject(new Error(`API terminou com código ${code}:\n${output}`)));
  });
}

/** VmRSS and VmHWM of a process, in MB. */
function memory(pid: number): { rss: number; hwm: number } {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (k: string) => Number(new RegExp(`^${k}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
  return { rss: kb('VmRSS') / 1024, hwm: kb('VmHWM') / 1024 };
}

/** Resets VmHWM to the current VmRSS (Linux ≥ 4.0, as root or the owner); false when not allowed. */
function resetPeak(pid: number): boolean {
  try {
    fs.writeFileSync(`/proc/${pid}/clear_refs`, '5');
    return true;
  } catch {
    return false;
  }
}

async function main(): Promise<void> {
  const runs = Number(arg('runs') ?? 20);
  const E = DEMO_SUPPLIERS.emporio;
  const api = await startApiProcess();
  try {
    const [shopper] = await registerShoppers(api.url, 1, E.idfornecedor);
    const url = api.url + buildPath(spreadsheetEndpoints.uploadSpreadsheet, { idfornecedor: E.idfornecedor });
    const codes = Array.from({ length: 200 }, (_, i) => [`EBP${String((i % 60) + 1).padStart(5, '0')}`, (i % 5) + 1]);
    const files: [string, Buffer][] = [
      ['planilha que fazia a expressão voltar atrás', backtrackingSheet()],
      ['bomba de blocos compartilhados (19 KB → 654 MB)', sharedBlockBomb()],
      ['linha de 16.384 células', wideRowSheet()],
      ['planilha normal de 200 linhas', await exceljsWorkbook([['codigo', 'quantidade'], ...codes])],
    ];
    const uploadOnce = async (buf: Buffer) => {
      const t = performance.now();
      const r = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${shopper!.token}~${shopper!.idcliente}`,
        },
        body: JSON.stringify({ arquivo: { nome: 'pedido.xlsx', conteudo: buf.toString('base64') } }),
      });
      await r.arrayBuffer();
      return { status: r.status, ms: performance.now() - t };
    };

    const before = memory(api.pid);
    const peakReset = resetPeak(api.pid);
    // The first upload starts the reader's worker thread (tsx and exceljs load in it).
    await uploadOnce(files[3]![1]);
    const warm = memory(api.pid);

    const health: number[] = [];
    let probing = true;
    const probe = (async () => {
      while (probing) {
        const t = performance.now();
        await fetch(`${api.url}/health`).then((r) => r.arrayBuffer());
        health.push(performance.now() - t);
        await new Promise((ok) => setTimeout(ok, 10));
      }
    })();
    const results: { name: string; statuses: Map<number, number>; ms: number[] }[] = [];
    for (const [name, buf] of files) {
      const statuses = new Map<number, number>();
      const ms: number[] = [];
      for (let i = 0; i < runs; i++) {
        const r = await uploadOnce(buf);
        statuses.set(r.status, (statuses.get(r.status) ?? 0) + 1);
        ms.push(r.ms);
      }
      results.push({ name, statuses, ms });
    }
    probing = false;
    await probe;
    const after = memory(api.pid);

    console.log(`bench:upload — ${runs} envios de cada arquivo, /health a cada 10 ms; ${machineLoad()}`);
    for (const r of results)
      console.log(
        `${statsLine(r.name, r.ms, 48)}   respostas ${[...r.statuses].map(([s, n]) => `${s}×${n}`).join(' ')}`,
      );
    console.log(
      `${statsLine('/health durante os envios', health, 48)}   máx ${Math.max(...health).toFixed(1)} ms   (meta p95 < 50 ms: ${percentile(health, 95) < 50 ? 'ok' : 'NÃO'})`,
    );
    const growth = after.hwm - before.rss;
    console.log(
      `  memória da API: RSS antes ${before.rss.toFixed(1)} MB, depois do 1º envio ${warm.rss.toFixed(1)} MB, pico ${after.hwm.toFixed(1)} MB${peakReset ? '' : ' (VmHWM desde o início do processo)'}`,
    );
    console.log(
      `  crescimento de pico: ${growth.toFixed(1)} MB desde antes do 1º envio (meta < 64 MB: ${growth < 64 ? 'ok' : 'NÃO'}), ${(after.hwm - warm.rss).toFixed(1)} MB com o leitor já iniciado`,
    );
  } finally {
    api.stop();
  }
}

run(main);
