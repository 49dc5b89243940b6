/**
 * The worker thread that reads XLSX uploads (xlsx-pool.ts starts it): one file at a time, its rows
 * or its refusal posted back. Whatever exceljs throws on a broken file is a 422, never a crash.
 */
import { parentPort } from 'node:worker_threads';

import { SPREADSHEET_MESSAGES as M } from '../../../../lib/rules/spreadsheet';
import { DomainError } from '../errors';
import { readXlsxRows } from './xlsx-reader';

export type XlsxJob = { id: number; data: Uint8Array };
export type XlsxAnswer =
  | { id: number; ok: true; rows: Awaited<ReturnType<typeof readXlsxRows>> }
  | { id: number; ok: false; codigo: string; mensagem: string };

parentPort!.on('message', async ({ id, data }: XlsxJob) => {
  let answer: XlsxAnswer;
  try {
    answer = { id, ok: true, rows: await readXlsxRows(Buffer.from(data.buffer, data.byteOffset, data.byteLength)) };
  } catch (e) {
    answer =
      e instanceof DomainError
        ? { id, ok: false, codigo: e.codigo, mensagem: e.mensagem }
        : { id, ok: false, codigo: 'XLSX_INVALIDO', mensagem: M.xlsxInvalido };
  }
  parentPort!.postMessage(answer);
});

parentPort!.postMessage('ready');
