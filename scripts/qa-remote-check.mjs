// npm run qa:remote-check — proves the e2e suite runs against a deployment it did not start (docs/qa.md,
// decision 0053). On this machine it starts a SECOND instance: the reference API on its own port with a fresh
// in-memory PGlite (no DATABASE_URL), and the storefront (`next start` of the existing build, own port) limited
// to one supplier by WHITE_LABEL_SUPPLIER, behind nginx on another port and another scheme (https, with a
// self-signed certificate made by openssl at run time). It writes a target profile for that instance, runs
// `playwright test --grep @smoke`, then `--grep @writes --grep-invert @reference`, against it (E2E_BASE_URL,
// E2E_API_URL, E2E_PROFILE), and stops everything at the end. Exit code: the number of failed runs (0 = green).
//
// Env: QA_REMOTE_SPECS (space-separated spec files; default: the ones that take their stores from the target
// profile, REMOTE_SPECS below), QA_REMOTE_RESULTS (a folder for the two JSON reports, e.g. scripts/test-all.sh's),
// NGINX (the binary; default nginx on PATH or /usr/sbin/nginx). Needs a `next build` and nginx + openssl
// (scripts/ensure-system-deps.sh installs them).
import { execFileSync, spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { BIN, freePort, hasBuild, ROOT, say, spawnChild, stopStack, waitForHttp } from './lib/stack.mjs';

/** The one supplier the second instance serves (the demo world's consumer store). */
const SUPPLIER = { slug: 'emporio-bom-preco', dominio: 'emporio.localhost', cep: '05435000' };
/** The demo world's accounts at that supplier (the instance is seeded with it); their password comes by env. */
const ACCOUNTS = {
  consumer: '529.982.247-25',
  principal: '111.444.777-35',
  linkedUser: 'joao.pereira@demo.com.br',
  attendant: 'atendimento@emporiobompreco.com.br',
};
const DEMO_PASSWORD = 'demo1234';

/**
 * The spec files whose tests take their stores and accounts from the target profile (e2e/target.ts) instead of
 * the demo world's identities: the ones that can run against another deployment today.
 */
const REMOTE_SPECS = [
  'e2e/header.spec.ts',
  'e2e/security-headers.spec.ts',
  'e2e/catalog.spec.ts',
  'e2e/seo.spec.ts',
  'e2e/crawler.spec.ts',
  'e2e/shell.spec.ts',
  'e2e/identity-login-ux.spec.ts',
  'e2e/identity.spec.ts',
  'e2e/identity-sessions.spec.ts',
  'e2e/identity-account.spec.ts',
  'e2e/cart.spec.ts',
  'e2e/offers.spec.ts',
  'e2e/payment-offers.spec.ts',
  'e2e/pix-coupon.spec.ts',
  'e2e/catalog-content.spec.ts',
  'e2e/a11y.spec.ts',
  'e2e/combos.spec.ts',
  'e2e/contact.spec.ts',
  'e2e/routing.spec.ts',
  'e2e/provider-home.spec.ts',
  'e2e/server-actions.spec.ts',
  'e2e/addresses.spec.ts',
  'e2e/html-validity.spec.ts',
  'e2e/linked-users.spec.ts',
  'e2e/logged-in-prices.spec.ts',
  'e2e/shopping-lists.spec.ts',
  'e2e/rebuy.spec.ts',
  'e2e/load-work.spec.ts',
  'e2e/kept-alive.spec.ts',
  'e2e/notifications.spec.ts',
  'e2e/checkout.spec.ts',
  'e2e/coupons.spec.ts',
  'e2e/freight.spec.ts',
  'e2e/after-sale.spec.ts',
  'e2e/chat.spec.ts',
  'e2e/delivery.spec.ts',
  'e2e/back-office.spec.ts',
  'e2e/journeys-26.spec.ts',
  'e2e/keyboard-journey.spec.ts',
];

const started = Date.now();
const seconds = () => ((Date.now() - started) / 1000).toFixed(0);
let tmp = '';
let nginx = null;

function findNginx() {
  if (process.env.NGINX) return process.env.NGINX;
  for (const dir of (process.env.PATH ?? '').split(':').concat(['/usr/sbin', '/sbin'])) {
    const candidate = path.join(dir, 'nginx');
    if (dir && existsSync(candidate)) return candidate;
  }
  throw new Error('nginx não encontrado: rode scripts/ensure-system-deps.sh como root (ou defina NGINX)');
}

/** A self-signed certificate for localhost, *.localhost and 127.0.0.1, valid one day. */
function selfSignedCertificate(dir) {
  const cert = path.join(dir, 'cert.pem');
  const key = path.join(dir, 'key.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=DNS:localhost,DNS:*.localhost,IP:127.0.0.1',
      '-keyout',
      key,
      '-out',
      cert,
    ],
    { stdio: 'ignore' },
  );
  return { cert, key };
}

/**
 * nginx in the foreground, its files in `dir`: TLS on 127.0.0.1:`port`, everything to the storefront with the
 * visitor's Host (the store is found by its domain) and address, WebSocket upgrades (the chat's socket)
 * and no buffering (streamed pages stay streamed).
 */
async function startNginx(dir, port, upstreamPort, { cert, key }) {
  for (const sub of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(path.join(dir, sub), { recursive: true });
  const conf = path.join(dir, 'nginx.conf');
  writeFileSync(
    conf,
    `# qa:remote-check's reverse proxy (scripts/qa-remote-check.mjs); loopback only, removed at the end.
daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
${process.getuid?.() === 0 ? '# Run as root by the CI: workers keep root to read the temporary folder (loopback only).\nuser root;' : ''}
events { worker_connections 512; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  client_max_body_size 20m;
  map $http_upgrade $connection_upgrade { default upgrade; '' close; }
  server {
    listen 127.0.0.1:${port} ssl;
    server_name _;
    ssl_certificate ${cert};
    ssl_certificate_key ${key};
    location / {
      proxy_pass http://127.0.0.1:${upstreamPort};
      proxy_http_version 1.1;
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto https;
      proxy_set_header Upgrade $http_upgrade;
      proxy_set_header Connection $connection_upgrade;
      proxy_buffering off;
      proxy_read_timeout 120s;
    }
  }
}
`,
  );
  const child = spawnChild('nginx', findNginx(), ['-p', dir, '-c', conf, '-e', path.join(dir, 'error.log')]);
  // Reached through the proxy: the TLS handshake, nginx and the storefront behind it.
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    try {
      execFileSync('curl', ['-skf', '-o', '/dev/null', `https://127.0.0.1:${port}/robots.txt`], { stdio: 'ignore' });
      return child;
    } catch {
      await new Promise((r) => setTimeout(r, 300));
    }
  }
  throw new Error(`nginx não respondeu em https://127.0.0.1:${port}:\n${child.tail}`);
}

/**
 * One Playwright run against the instance; resolves to its exit code. A run with no test of its tag in the chosen
 * files (QA_REMOTE_SPECS of only @smoke or only @writes tests) passes: the other run checks those files.
 */
function playwright(label, args, env) {
  say(`\n▶ ${label}: playwright test ${args.join(' ')}`);
  return new Promise((resolve) => {
    const child = spawn(path.join(BIN, 'playwright'), ['test', '--pass-with-no-tests', ...args], {
      cwd: ROOT,
      env: { ...process.env, ...env },
      stdio: 'inherit',
    });
    child.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

async function cleanUp() {
  await stopStack();
  if (tmp) rmSync(tmp, { recursive: true, force: true });
}

/**
 * Every test of the suite carries @smoke, @writes or @reference (docs/qa.md, "Etiquetas"): one without a tag would
 * never run against a deployment, and nobody would know whether it is safe there. The setup and teardown projects
 * are not tests of the store.
 */
function untaggedTests() {
  const out = execFileSync(
    path.join(BIN, 'playwright'),
    ['test', '--list', '--project', 'chromium', '--grep-invert', '@smoke|@writes|@reference'],
    { cwd: ROOT, encoding: 'utf8', env: { ...process.env, E2E_PROFILE: '', E2E_BASE_URL: '' } },
  );
  return out.split('\n').filter((line) => line.trimStart().startsWith('[chromium]'));
}

async function main() {
  if (!hasBuild()) throw new Error('Sem build da vitrine: rode `npx next build` antes');
  const untagged = untaggedTests();
  if (untagged.length > 0) throw new Error(`testes sem @smoke, @writes nem @reference:\n${untagged.join('\n')}`);
  tmp = mkdtempSync(path.join(os.tmpdir(), 'vitrine-qa-remota-'));
  chmodSync(tmp, 0o700);
  const [apiPort, storefrontPort, proxyPort] = [await freePort(), await freePort(), await freePort()];
  const proxyOrigin = `https://127.0.0.1:${proxyPort}`;
  const storeOrigin = `https://${SUPPLIER.dominio}:${proxyPort}`;

  // The reference API as the suite never starts it: its own port, a fresh in-memory database (never the
  // shell's DATABASE_URL), seeded with the demo world.
  delete process.env.DATABASE_URL;
  say(`Segunda instância: API em http://127.0.0.1:${apiPort} (PGlite em memória)…`);
  const api = spawnChild('api', path.join(BIN, 'tsx'), ['commerce-api/src/main.ts'], {
    PORT: String(apiPort),
    HOST: '127.0.0.1',
    PGLITE_DATA_DIR: 'memory://',
    // nginx, then the storefront, in front: the shopper's address is the first hop's.
    TRUSTED_PROXY_HOPS: '1',
    SEND_CAPS_ADDRESS_SCALE: '100',
    // A throwaway database: passwords hashed at 2^10 (docs/configuration.md, SCRYPT_LOG_N).
    SCRYPT_LOG_N: '10',
  });
  await waitForHttp(`http://127.0.0.1:${apiPort}/health`, { child: api });

  // The storefront: one supplier only, its links and canonicals on the proxy's scheme and port.
  say(`… vitrine em http://127.0.0.1:${storefrontPort} só com ${SUPPLIER.slug} (WHITE_LABEL_SUPPLIER)…`);
  const storefront = spawnChild(
    'vitrine',
    process.execPath,
    ['scripts/storefront-server.mjs', '-p', String(storefrontPort)],
    {
      COMMERCE_API_URL: `http://127.0.0.1:${apiPort}`,
      WHITE_LABEL_SUPPLIER: SUPPLIER.slug,
      PUBLIC_PROTOCOL: 'https',
      PUBLIC_PORT: String(proxyPort),
      SHARED_HOSTS: 'localhost,127.0.0.1',
      SESSION_SECRET: 'qa-remota-somente-teste-segredo-de-sessao-32+-caracteres',
      PROVIDER_HOME_URL: '',
      // nginx in front: the shopper's address is the one it forwards.
      TRUSTED_PROXY_HOPS: '1',
    },
  );
  await waitForHttp(`http://127.0.0.1:${storefrontPort}/robots.txt`, { child: storefront, timeoutMs: 90_000 });

  say(`… nginx em ${proxyOrigin} (https, certificado autoassinado gerado agora)…`);
  nginx = await startNginx(tmp, proxyPort, storefrontPort, selfSignedCertificate(tmp));

  // The profile a QA engineer would write for this deployment; the password comes from the environment.
  const profile = {
    name: `segunda instância (qa:remote-check, ${proxyOrigin})`,
    baseUrl: proxyOrigin,
    apiUrl: `http://127.0.0.1:${apiPort}`,
    ignoreHTTPSErrors: true,
    stores: { consumer: { origin: storeOrigin, slug: SUPPLIER.slug, cep: SUPPLIER.cep } },
    accounts: Object.fromEntries(
      Object.entries(ACCOUNTS).map(([role, login]) => [
        role,
        { store: 'consumer', login, passwordEnv: 'E2E_SENHA_QA_REMOTA' },
      ]),
    ),
  };
  const profileFile = path.join(tmp, 'remota.local.json');
  writeFileSync(profileFile, `${JSON.stringify(profile, null, 2)}\n`);
  say(`… perfil em ${profileFile}: loja ${storeOrigin} (${SUPPLIER.slug}); contas ${Object.keys(ACCOUNTS).join(', ')}`);
  say(`Pronto em ${seconds()}s.`);

  const specs = (process.env.QA_REMOTE_SPECS ?? REMOTE_SPECS.join(' ')).split(/\s+/).filter(Boolean);
  const env = {
    E2E_BASE_URL: proxyOrigin,
    E2E_API_URL: `http://127.0.0.1:${apiPort}`,
    E2E_PROFILE: profileFile,
    E2E_SENHA_QA_REMOTA: DEMO_PASSWORD,
  };
  const report = (name) =>
    process.env.QA_REMOTE_RESULTS
      ? { E2E_JSON_REPORT: path.join(process.env.QA_REMOTE_RESULTS, `qa-remota-${name}.json`) }
      : {};
  const runs = [
    [
      '@smoke',
      await playwright('@smoke contra a segunda instância', [...specs, '--grep', '@smoke'], {
        ...env,
        ...report('smoke'),
      }),
    ],
  ];
  runs.push([
    '@writes sem @reference',
    await playwright(
      '@writes (sem @reference) contra a segunda instância',
      [...specs, '--grep', '@writes', '--grep-invert', '@reference'],
      { ...env, ...report('writes') },
    ),
  ]);
  const failed = runs.filter(([, code]) => code !== 0);
  say(
    `\nqa:remote-check em ${seconds()}s: ${runs.map(([n, c]) => `${n} ${c === 0 ? 'ok' : `FALHOU (${c})`}`).join(', ')}`,
  );
  return failed.length;
}

let code = 1;
const stop = async (signal) => {
  say(`\n${signal}: parando a segunda instância…`);
  await cleanUp();
  process.exit(130);
};
process.once('SIGINT', () => void stop('SIGINT'));
process.once('SIGTERM', () => void stop('SIGTERM'));
try {
  code = await main();
} catch (e) {
  process.stderr.write(`qa:remote-check: ${e?.message ?? e}\n`);
  if (nginx?.tail) process.stderr.write(`[nginx] ${nginx.tail}\n`);
  code = Math.max(code, 1);
} finally {
  await cleanUp();
}
process.exit(code);
