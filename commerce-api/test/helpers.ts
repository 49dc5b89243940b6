import { apiErrorSchema } from '../../lib/contract';

export function baseUrl(): string {
  const u = process.env.API_BASE_URL;
  if (!u) throw new Error('API_BASE_URL ausente (global-setup não rodou?)');
  return u;
}

export type Res<T = unknown> = { status: number; body: T; headers: Headers; text: string };

export function get<T = unknown>(path: string, init: RequestInit = {}): Promise<Res<T>> {
  return fetchRes<T>(`${baseUrl()}${path}`, init);
}

/** Any URL (e.g. a second API instance started by the test), answered as a Res. */
export async function fetchRes<T = unknown>(url: string, init: RequestInit = {}): Promise<Res<T>> {
  const r = await fetch(url, init);
  const text = await r.text();
  let body: unknown = text;
  if ((r.headers.get('content-type') ?? '').includes('application/json')) body = JSON.parse(text);
  return { status: r.status, body: body as T, headers: r.headers, text };
}

/** Asserts a JSON pt-BR error answer with the given status. */
export function expectApiError(res: Res, status: number, mensagem?: string | RegExp): void {
  expect(res.status).toBe(status);
  expect(res.headers.get('content-type')).toContain('application/json');
  const e = apiErrorSchema.parse(res.body);
  if (mensagem) expect(e.mensagem).toMatch(mensagem);
  expect(res.text).not.toMatch(/\bat .*\.(ts|js):\d+/);
}

/** Sort key identical to the API's: unaccented lower-case, compared by code point. */
export function nameKey(s: string): string {
  return s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}
export const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
