/**
 * XLSX uploads are read off the event loop: one worker thread (node:worker_threads) per API process
 * reads them one at a time, with a heap limit (resourceLimits) and a wall-time limit per file; a file
 * past either has its worker terminated and gets a 422 naming the limit, and the next file gets a
 * fresh worker. Files waiting for their turn are few (MAX_WAITING); past that the upload gets a 503.
 * The worker ends after a minute without files, so an idle API keeps no exceljs in memory.
 */
import path from 'node:path';
import { Worker } from 'node:worker_threads';

import {
  SPREADSHEET_LIMITS as L,
  SPREADSHEET_MESSAGES as M,
  type NumberedRow,
} from '../../../../lib/rules/spreadsheet';
import { DomainError } from '../errors';
import type { XlsxAnswer } from './xlsx-worker';
import { refused } from './zip-guard';

/**
 * The worker's entry. Compiled (dist/api, decision 0043) it is xlsx-worker.cjs beside the bundle; from
 * source (tsx: dev and tests) it is the TypeScript file, and the worker registers tsx itself (the
 * parent's loader does not reach a worker thread).
 */
const COMPILED = !__filename.endsWith('.ts');
const WORKER_SOURCE = COMPILED
  ? `require(${JSON.stringify(path.join(__dirname, 'xlsx-worker.cjs'))});`
  : `require(${JSON.stringify(require.resolve('tsx/cjs/api'))}).register(); require(${JSON.stringify(path.join(__dirname, 'xlsx-worker.ts'))});`;
const MAX_WAITING = 16;
const IDLE_MS = 60_000;

export type XlsxPoolOptions = { timeoutMs?: number; heapMb?: number };

type Job = {
  id: number;
  data: Uint8Array;
  resolve: (rows: NumberedRow[]) => void;
  reject: (e: DomainError) => void;
  timer?: NodeJS.Timeout;
};

export class XlsxPool {
  private worker: Worker | null = null;
  private ready = false;
  private current: Job | null = null;
  private readonly waiting: Job[] = [];
  private nextId = 1;
  private idle: NodeJS.Timeout | null = null;
  private readonly timeoutMs: number;
  private readonly heapMb: number;

  constructor(options: XlsxPoolOptions = {}) {
    this.timeoutMs = options.timeoutMs ?? L.parseMs;
    this.heapMb = options.heapMb ?? L.parseHeapMb;
  }

  /** The first sheet's numbered rows, or a DomainError (422 naming the limit, 503 when too many wait). */
  read(buf: Buffer): Promise<NumberedRow[]> {
    if (this.waiting.length >= MAX_WAITING)
      return Promise.reject(new DomainError('unavailable', 'PLANILHAS_OCUPADO', M.ocupado));
    return new Promise((resolve, reject) => {
      this.waiting.push({ id: this.nextId++, data: new Uint8Array(buf), resolve, reject });
      this.pump();
    });
  }

  /** Ends the worker (the API's close). */
  async close(): Promise<void> {
    if (this.idle) clearTimeout(this.idle);
    const w = this.worker;
    this.worker = null;
    if (w) await w.terminate();
  }

  private pump(): void {
    if (this.current || this.waiting.length === 0) return;
    if (this.idle) clearTimeout(this.idle);
    this.idle = null;
    const w = this.worker ?? this.spawn();
    // A file waiting for its answer keeps the process alive; an idle worker does not.
    w.ref();
    if (!this.ready) return; // 'ready' pumps again
    const job = this.waiting.shift()!;
    this.current = job;
    job.timer = setTimeout(() => this.fail(w, refused('PLANILHA_TEMPO_ESGOTADO', M.tempoEsgotado)), this.timeoutMs);
    w.postMessage({ id: job.id, data: job.data }, [job.data.buffer as ArrayBuffer]);
  }

  private spawn(): Worker {
    const w = new Worker(WORKER_SOURCE, {
      eval: true,
      resourceLimits: { maxOldGenerationSizeMb: this.heapMb, maxYoungGenerationSizeMb: 8, stackSizeMb: 4 },
    });
    w.unref();
    this.worker = w;
    this.ready = false;
    w.on('message', (m: XlsxAnswer | 'ready') => {
      if (w !== this.worker) return;
      if (m === 'ready') {
        this.ready = true;
        this.pump();
        return;
      }
      const job = this.current;
      if (!job || job.id !== m.id) return;
      this.settle(job);
      if (m.ok) job.resolve(m.rows);
      else job.reject(refused(m.codigo, m.mensagem));
      this.pump();
      this.sleepWhenIdle();
    });
    w.on('error', (e: Error & { code?: string }) => {
      if (w !== this.worker) return;
      if (e.code === 'ERR_WORKER_OUT_OF_MEMORY') this.fail(w, refused('PLANILHA_MEMORIA', M.memoriaEsgotada));
      else {
        console.error('[planilha] falha no leitor de XLSX', e);
        this.fail(w, refused('XLSX_INVALIDO', M.xlsxInvalido));
      }
    });
    w.on('exit', () => {
      if (w !== this.worker) return;
      // Ended on its own (not by fail()): whatever it was reading is refused, the rest goes on.
      this.fail(w, refused('XLSX_INVALIDO', M.xlsxInvalido));
    });
    return w;
  }

  private settle(job: Job): void {
    clearTimeout(job.timer);
    if (this.current === job) this.current = null;
  }

  /** Refuses the file being read, ends its worker, and starts the next file on a fresh one. */
  private fail(w: Worker, e: DomainError): void {
    const starting = w === this.worker && !this.ready;
    if (w === this.worker) {
      this.worker = null;
      this.ready = false;
      void w.terminate();
    }
    // A worker that dies before it is ready takes the first waiting file with it (not a respawn loop).
    const job = this.current ?? (starting ? (this.waiting.shift() ?? null) : null);
    if (job) {
      this.settle(job);
      job.reject(e);
    }
    this.pump();
  }

  private sleepWhenIdle(): void {
    if (this.current || this.waiting.length > 0 || !this.worker) return;
    const w = this.worker;
    w.unref();
    this.idle = setTimeout(() => {
      if (w === this.worker && !this.current) {
        this.worker = null;
        this.ready = false;
        void w.terminate();
      }
    }, IDLE_MS);
    this.idle.unref();
  }
}

/** The process's reader of XLSX uploads. */
export const xlsxPool = new XlsxPool();
