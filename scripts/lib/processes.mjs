// Helpers shared by scripts/start.mjs and scripts/dev.mjs. Node only, no dependencies.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const BIN = path.join(ROOT, 'node_modules', '.bin');

const COLORS = { api: '\x1b[35m', web: '\x1b[36m', build: '\x1b[33m', start: '\x1b[32m' };
const RESET = '\x1b[0m';
const useColor = process.stdout.isTTY && !process.env.NO_COLOR;

export function log(tag, message) {
  const prefix = useColor ? `${COLORS[tag] ?? ''}[${tag}]${RESET}` : `[${tag}]`;
  process.stdout.write(`${prefix} ${message}\n`);
}

export function fail(message) {
  log('start', `ERRO: ${message}`);
  process.exit(1);
}

export function envPort(name, fallback) {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1 || n > 65535)
    fail(`${name} inválido: "${raw}" (use um número de porta entre 1 e 65535)`);
  return n;
}

/** Resolves when nothing listens on host:port, rejects with a pt-BR message otherwise. */
export function assertPortFree(port, host, what) {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ port, host });
    socket.once('connect', () => {
      socket.destroy();
      reject(
        new Error(`a porta ${port} (${what}) já está em uso em ${host}. Pare o outro processo ou escolha outra porta.`),
      );
    });
    socket.once('error', () => resolve());
    socket.setTimeout(1000, () => {
      socket.destroy();
      resolve();
    });
  });
}

const children = new Set();

/**
 * Spawns a child in its own process group (so we can stop it and its descendants),
 * prefixing each output line with [tag].
 */
export function run(tag, command, args, env = {}) {
  const child = spawn(command, args, {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: process.platform !== 'win32',
  });
  child.tag = tag;
  children.add(child);
  for (const stream of [child.stdout, child.stderr]) {
    readline.createInterface({ input: stream }).on('line', (line) => log(tag, line));
  }
  child.exited = new Promise((resolve) => {
    child.once('exit', (code, signal) => {
      children.delete(child);
      resolve({ code, signal });
    });
    child.once('error', (err) => {
      log(tag, `falha ao iniciar ${command}: ${err.message}`);
      children.delete(child);
      resolve({ code: 1, signal: null });
    });
  });
  return child;
}

export function stop(child, signal = 'SIGTERM') {
  if (child.exitCode !== null || child.signalCode !== null) return;
  try {
    if (process.platform !== 'win32') process.kill(-child.pid, signal);
    else child.kill(signal);
  } catch {
    try {
      child.kill(signal);
    } catch {
      /* already gone */
    }
  }
}

/** Stops every running child (SIGTERM, then SIGKILL after graceMs). */
export async function stopAll(signal = 'SIGTERM', graceMs = 10000) {
  const running = [...children];
  for (const child of running) stop(child, signal);
  const timer = setTimeout(() => running.forEach((c) => stop(c, 'SIGKILL')), graceMs);
  timer.unref();
  await Promise.all(running.map((c) => c.exited));
  clearTimeout(timer);
}

/** Runs a command to completion (used for `next build`). */
export async function runToEnd(tag, command, args, env = {}) {
  const child = run(tag, command, args, env);
  const { code, signal } = await child.exited;
  return code === 0 && !signal;
}

/** Polls url until it answers with a status accepted by `ok`, or the child exits, or the timeout. */
export async function waitForHttp(url, { child, timeoutMs = 120000, ok = (s) => s >= 200 && s < 400 } = {}) {
  const deadline = Date.now() + timeoutMs;
  let exited = false;
  child?.exited.then(() => (exited = true));
  while (Date.now() < deadline) {
    if (exited) return false;
    try {
      const res = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(3000) });
      if (ok(res.status)) return true;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  return false;
}

let stopping = false;
let signalsInstalled = false;

/** Stops every child and exits with `code` (once). */
export async function shutdown(reason, code) {
  if (stopping) return;
  stopping = true;
  log('start', reason);
  await stopAll();
  process.exit(code);
}

/**
 * Supervises long-running children: forwards SIGINT/SIGTERM/SIGHUP to them, and when any
 * child exits stops the others and exits non-zero. May be called again for later children.
 */
export function supervise(list) {
  if (!signalsInstalled) {
    signalsInstalled = true;
    for (const sig of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
      process.on(sig, () => shutdown(`Recebido ${sig}; encerrando os processos…`, sig === 'SIGINT' ? 130 : 143));
    }
  }
  for (const child of list) {
    child.exited.then(({ code, signal }) =>
      shutdown(`O processo ${child.tag} terminou (${signal ?? `código ${code}`}); encerrando os demais.`, 1),
    );
  }
  return shutdown;
}

/** Demo suppliers read from commerce-api/seed/demo-world.ts (single source of truth). */
export function demoSuppliers() {
  const fallback = [
    { nome: 'Empório Bom Preço', slug: 'emporio-bom-preco', dominio: 'emporio.localhost' },
    { nome: 'Atacado Horizonte', slug: 'atacado-horizonte', dominio: 'atacado.localhost' },
    { nome: 'Adega Serra Gaúcha', slug: 'adega-serra', dominio: 'adega.localhost' },
  ];
  const file = path.join(ROOT, 'commerce-api', 'seed', 'demo-world.ts');
  if (!existsSync(file)) return fallback;
  const src = readFileSync(file, 'utf8');
  const found = [];
  const re = /slug:\s*'([^']+)',\s*nome:\s*'([^']+)',\s*dominio:\s*'([^']+)',[\s\S]*?cores:\s*(null|\{)/g;
  for (const m of src.matchAll(re)) {
    if (m[4] === 'null') continue; // no theme: treated as "no supplier"
    found.push({ slug: m[1], nome: m[2], dominio: m[3] });
  }
  return found.length ? found : fallback;
}

export function printDemoUrls({ storefrontPort, apiUrl, protocol = 'http', admin = null }) {
  const lines = [
    '',
    '========================================================================',
    ' Vitrine pronta! Abra no navegador:',
    '',
  ];
  const suppliers = demoSuppliers();
  const width = Math.max(...suppliers.map((s) => s.nome.length));
  for (const s of suppliers) {
    lines.push(`   ${s.nome.padEnd(width)}  ${protocol}://${s.dominio}:${storefrontPort}`);
  }
  lines.push('');
  lines.push(`   Página do provedor (host compartilhado)  ${protocol}://localhost:${storefrontPort}`);
  if (suppliers[0]) {
    lines.push(
      `   Fornecedor pelo slug                      ${protocol}://localhost:${storefrontPort}/${suppliers[0].slug}`,
    );
  }
  lines.push(`   API de comércio (OpenAPI)                 ${apiUrl}/openapi.json`);
  lines.push(`   Saúde da API                              ${apiUrl}/health`);
  if (admin) {
    lines.push('');
    lines.push(` Chave do back-office (X-Admin-Key): ${admin.key}`);
    lines.push(
      admin.file
        ? `   ${admin.generated ? 'gerada agora e guardada' : 'guardada'} em ${path.relative(ROOT, admin.file)} (os scripts demo:* a leem de lá)`
        : '   de ADMIN_API_KEY',
    );
  }
  lines.push('');
  lines.push(' Os hosts *.localhost apontam para 127.0.0.1 no Chrome/Chromium e no Firefox.');
  lines.push(' Ctrl+C encerra tudo.');
  lines.push('========================================================================');
  lines.push('');
  process.stdout.write(lines.join('\n') + '\n');
}

/**
 * SESSION_SECRET for the local demo when none is given: a random one kept in the git-ignored
 * .data/ folder, so sessions survive a restart. Production sets its own (shared by all
 * storefront instances behind the load balancer).
 */
export function demoSessionSecret() {
  if (process.env.SESSION_SECRET) return process.env.SESSION_SECRET;
  const file = path.join(ROOT, '.data', 'session-secret');
  if (existsSync(file)) {
    const saved = readFileSync(file, 'utf8').trim();
    if (saved.length >= 32) return saved;
  }
  const secret = randomBytes(32).toString('base64url');
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
