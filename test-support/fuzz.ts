/**
 * Shared vocabulary of the fuzz suites (section 1): the API's (commerce-api/test/platform/fuzz.test.ts)
 * and the storefront's (e2e/fuzz.spec.ts). Nasty values, the seed, the stack-trace detector and a
 * raw HTTP/1.1 client on node:net for what fetch and node:http refuse to send (control characters
 * in the request line, odd Host headers, lying Content-Length, unknown methods).
 */
import net from 'node:net';

/** The fixed seed of every fuzz run (FUZZ_SEED overrides it to explore; the failure message names it). */
export const FUZZ_SEED = Number(process.env.FUZZ_SEED ?? 20261123);

/** Runs multiplier (FUZZ_SCALE=5 for a longer local run; CI uses 1). */
export const FUZZ_SCALE = Math.max(0.1, Number(process.env.FUZZ_SCALE ?? 1));

/** One seed per key (route), stable when other keys are added: FNV-1a of the key mixed with FUZZ_SEED. */
export function seedFor(key: string): number {
  let h = 0x811c9dc5 ^ FUZZ_SEED;
  for (let i = 0; i < key.length; i++) {
    h ^= key.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h | 0;
}

/** Strings every text input should survive: control characters, lone surrogates, injections, look-alike numbers. */
export const NASTY_STRINGS: readonly string[] = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\u0001\u0002\u001f',
  '\t',
  '\n',
  'a\r\nb',
  '\u007f',
  '\u0085',
  '\u009b31m',
  '\u001b[31m',
  '\ud800',
  'a\udfffb',
  '\udc00\ud800',
  '\ufffe\uffff',
  '😀🇧🇷',
  '\u202egnp.exe',
  '\ufeffBOM',
  'zero\u200bwidth',
  'ñandú açaí',
  '例え',
  'Ω≈ç√',
  "'; DROP TABLE produtos; --",
  '" OR 1=1 --',
  "\\'",
  '../../etc/passwd',
  '..%2f..%2f',
  '<script>alert(1)</script>',
  '${7*7}{{7*7}}',
  '%00',
  '%zz',
  '%',
  '%C0%AE',
  '\\',
  '/',
  '~',
  'token~',
  '~00000000-0000-0000-0000-000000000000',
  'NaN',
  'Infinity',
  '-Infinity',
  '-0',
  '1e309',
  '-1e309',
  '9007199254740993',
  '0x1F',
  '1_000',
  '  42  ',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
];

/** Object keys that have tripped JavaScript code: prototype pollution and inherited names. */
export const PROTO_KEYS: readonly string[] = [
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'valueOf',
  'hasOwnProperty',
  '__defineGetter__',
];

/** Malformed or tricky percent-encoding, sent verbatim in a path or query. */
export const BAD_PERCENT: readonly string[] = [
  '%',
  '%zz',
  '%C0%AE',
  '%00',
  '%E0%A4%A',
  '%ED%A0%80',
  '%FF',
  '%2F',
  '%2e%2e',
  '%25',
  '%u0041',
  '%%',
  '%0A',
  '%7F',
  '%C2%85',
  '%F0%9F',
  '%c0%80',
];

/** JSON number literals that are not plain numbers to JavaScript (Infinity, -0, beyond 2^53). */
export const ODD_NUMBER_LITERALS: readonly string[] = [
  '1e309',
  '-1e309',
  '-0',
  '9007199254740993',
  '-9007199254740993',
  '1e-400',
  '0.1e1',
  '123456789012345678901234567890',
  '4.9e-324',
];

export const longString = (n: number, ch = 'a') => ch.repeat(n);
export const deepArray = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
export const deepObject = (depth: number) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);

/**
 * Signs of an internal error leaking into a body: stack frames, an `Error:` naming a source file,
 * Node internals, the API's or the build's own paths.
 */
const STACK_PATTERNS: readonly [string, RegExp][] = [
  ['stack frame', /(?:^|\n)\s*at (?:async )?(?:\S+ )?\(?(?:\/|file:|node:|webpack|[A-Za-z]:\\)[^\s)]*:\d+(?::\d+)?\)?/],
  ['stack frame', /\bat (?:async )?[\w$.<>[\]]+ \((?:\/|file:|node:|webpack)[^)]*:\d+:\d+\)/],
  ['Error: with a file path', /\w*Error:[^\n]{0,300}?(?:\/[\w.@-]+){2,}\.(?:ts|tsx|js|mjs|cjs)\b/],
  ['node:internal', /node:internal/],
  ['/commerce-api/', /\/commerce-api\//],
  ['webpack-internal', /webpack-internal/],
  ['/node_modules/', /\/node_modules\//],
  ['.next/server', /\.next\/server/],
];

/** The kind of stack trace or internal path found in `text`, or null. */
export function stackTraceIn(text: string): string | null {
  for (const [name, re] of STACK_PATTERNS) {
    const m = re.exec(text);
    if (m) return `${name}: ${JSON.stringify(text.slice(Math.max(0, m.index - 40), m.index + 120))}`;
  }
  return null;
}

/** One answer read off a raw socket. `status` 0: nothing came back. */
export type RawAnswer = {
  status: number;
  headers: Record<string, string>;
  body: string;
  /** The server closed the connection (after or instead of answering). */
  closed: boolean;
  /** Socket error seen (ECONNRESET, EPIPE…), if any. */
  error: string | null;
  timedOut: boolean;
};

function dechunk(buf: Buffer): Buffer | null {
  const parts: Buffer[] = [];
  let i = 0;
  for (;;) {
    const eol = buf.indexOf('\r\n', i);
    if (eol === -1) return null;
    const size = parseInt(buf.subarray(i, eol).toString('latin1').split(';')[0]!.trim(), 16);
    if (Number.isNaN(size)) return Buffer.concat(parts);
    if (size === 0) return Buffer.concat(parts);
    if (buf.length < eol + 2 + size) return null;
    parts.push(buf.subarray(eol + 2, eol + 2 + size));
    i = eol + 2 + size + 2;
  }
}

/** Parses what arrived so far; `done` when a whole answer is in (or the peer closed). */
function parseAnswer(
  buf: Buffer,
  closed: boolean,
  head: boolean,
): { done: boolean; status: number; headers: Record<string, string>; body: string } {
  // Interim answers (100 Continue) come before the real one.
  while (/^HTTP\/\d\.\d 1\d\d /.test(buf.subarray(0, 16).toString('latin1')) && buf.indexOf('\r\n\r\n') !== -1)
    buf = buf.subarray(buf.indexOf('\r\n\r\n') + 4);
  const end = buf.indexOf('\r\n\r\n');
  if (end === -1) return { done: closed, status: 0, headers: {}, body: buf.toString('latin1') };
  const lines = buf.subarray(0, end).toString('latin1').split('\r\n');
  const status = Number(/^HTTP\/\d\.\d (\d{3})/.exec(lines[0] ?? '')?.[1] ?? 0);
  const headers: Record<string, string> = {};
  for (const l of lines.slice(1)) {
    const c = l.indexOf(':');
    if (c > 0) {
      const k = l.slice(0, c).trim().toLowerCase();
      headers[k] = headers[k] ? `${headers[k]}, ${l.slice(c + 1).trim()}` : l.slice(c + 1).trim();
    }
  }
  const rest = buf.subarray(end + 4);
  if (head || status === 204 || status === 304) return { done: true, status, headers, body: '' };
  if (/chunked/i.test(headers['transfer-encoding'] ?? '')) {
    const body = dechunk(rest);
    return { done: body !== null || closed, status, headers, body: (body ?? rest).toString('utf8') };
  }
  if (headers['content-length'] !== undefined) {
    const n = Number(headers['content-length']);
    return { done: rest.length >= n || closed, status, headers, body: rest.subarray(0, n).toString('utf8') };
  }
  return { done: closed, status, headers, body: rest.toString('utf8') };
}

/**
 * Writes `bytes` on a fresh connection and reads one answer: the first complete response, or
 * whatever came before the server closed. `halfClose` ends our side after writing (a body shorter
 * than its Content-Length). Never throws.
 */
export function rawRequest(
  port: number,
  bytes: Buffer | string,
  {
    host = '127.0.0.1',
    timeoutMs = 10_000,
    halfClose = false,
    head = false,
    localAddress,
    pauseMs = 0,
  }: {
    host?: string;
    timeoutMs?: number;
    halfClose?: boolean;
    head?: boolean;
    localAddress?: string;
    pauseMs?: number;
  } = {},
): Promise<RawAnswer> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host, localAddress });
    const chunks: Buffer[] = [];
    let error: string | null = null;
    let settled = false;
    const finish = (closed: boolean, timedOut = false) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      const a = parseAnswer(Buffer.concat(chunks), true, head);
      socket.destroy();
      resolve({ status: a.status, headers: a.headers, body: a.body, closed, error, timedOut });
    };
    const timer = setTimeout(() => finish(false, true), timeoutMs);
    socket.on('data', (d: Buffer) => {
      chunks.push(d);
      if (parseAnswer(Buffer.concat(chunks), false, head).done) finish(false);
    });
    socket.on('error', (e: NodeJS.ErrnoException) => {
      error = e.code ?? e.message;
    });
    socket.on('close', () => finish(true));
    // Written in slices, and no more once an answer starts. With `pauseMs`, a request the server
    // may refuse before reading it all (a head over its limit, a body over its Content-Length
    // limit, a request line it cannot parse) pauses after its head and after its first 64 KB, as a
    // client expecting 100-continue would, until the answer comes (or pauseMs): writing on would
    // only make the server's close a reset that can swallow its answer.
    const data = typeof bytes === 'string' ? Buffer.from(bytes, 'utf8') : bytes;
    const SLICE = 64 * 1024;
    const pauses =
      pauseMs > 0
        ? [data.indexOf('\r\n\r\n') + 4, SLICE].filter((n) => n > 4 && n < data.length).sort((a, b) => a - b)
        : [];
    const writeFrom = (offset: number) => {
      if (settled || chunks.length || socket.destroyed) return;
      if (offset >= data.length) {
        if (halfClose) socket.end();
        return;
      }
      const pause = pauses.find((p) => p > offset);
      const end = Math.min(offset + SLICE, pause ?? Infinity);
      const more = socket.write(data.subarray(offset, end));
      const next = () => {
        if (end !== pause) return setImmediate(() => writeFrom(end));
        const resume = setTimeout(() => writeFrom(end), pauseMs);
        socket.once('data', () => clearTimeout(resume));
      };
      if (more) next();
      else socket.once('drain', next);
    };
    socket.on('connect', () => writeFrom(0));
  });
}

/**
 * How long a raw request waits, after its head and its first 64 KB, for an early answer: long when
 * the server refuses it unread for sure (a head over Node's 16 KB, a body over the server's limit),
 * short for any other large request, none for small ones.
 */
export function pauseFor(bytes: Buffer, refusedUnread: boolean): number {
  const head = bytes.indexOf('\r\n\r\n');
  if (head > 16 * 1024 || refusedUnread) return 2_000;
  return bytes.length - head > 64 * 1024 ? 300 : 0;
}

/** `METHOD target HTTP/1.1` plus headers (`null` value: header left out) and an optional body, as bytes. */
export function rawHttp(method: string, target: string, headers: [string, string][], body?: Buffer | string): Buffer {
  const head = `${method} ${target} HTTP/1.1\r\n${headers.map(([k, v]) => `${k}: ${v}\r\n`).join('')}\r\n`;
  return Buffer.concat([
    Buffer.from(head, 'utf8'),
    body === undefined ? Buffer.alloc(0) : Buffer.isBuffer(body) ? body : Buffer.from(body, 'utf8'),
  ]);
}

/** Runs `tasks` with at most `limit` in flight. */
export async function pool<T>(
  items: readonly T[],
  limit: number,
  run: (item: T, i: number) => Promise<void>,
): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      await run(items[i]!, i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}
