/**
 * Server actions that Next would refuse with a 500 (an error in the logs) are answered
 * by the middleware: another origin → 403, an impossible id or an undecodable payload → 400, all
 * with a short pt-BR body. Same-origin actions keep working. HTTP-level, against the build.
 */
import fs from 'node:fs';
import path from 'node:path';

import { expect, openLoginForm, requireAccount, requireStore, storefrontUrl, target, test, typeInto } from './fixtures';

// The target's consumer store (e2e/target.ts; the Empório locally), by its slug on the shared host: 127.0.0.1 is
// one (the target's E2E_BASE_URL host remotely), so no *.localhost resolution is needed outside Chromium.
const HOST = '127.0.0.1';
const page = (path: string) => storefrontUrl(HOST, `/${requireStore('consumer').slug}${path}`);
const ORIGIN = new URL(storefrontUrl(HOST, '/')).origin;
/** Another store's origin: the target's company store (the Atacado locally), or a sibling name when it has none. */
const siblingOrigin = () =>
  target.stores.company?.origin ?? `${new URL(ORIGIN).protocol}//outra-loja.localhost:${new URL(ORIGIN).port || 443}`;
/** Well-formed (42 hex characters) but unknown to this build. */
const UNKNOWN_ID = `7f${'0'.repeat(40)}`;

test(
  'ação de servidor de outra origem: 403 com mensagem em português, antes do Next',
  { tag: '@smoke' },
  async ({ request }) => {
    const foreign: Record<string, string>[] = [
      { origin: 'http://evil.example' },
      { origin: siblingOrigin() },
      { referer: 'http://evil.example/pagina' },
    ];
    for (const headers of foreign) {
      const res = await request.post(page('/entrar'), {
        headers: { 'next-action': UNKNOWN_ID, 'content-type': 'text/plain;charset=UTF-8', ...headers },
        data: '[]',
        maxRedirects: 0,
      });
      expect(res.status(), JSON.stringify(headers)).toBe(403);
      expect(await res.text()).toBe('Origem da requisição não permitida.');
    }
    // The no-JavaScript form of an action (multipart) too.
    const form = await request.post(page('/entrar'), {
      headers: { origin: 'http://evil.example' },
      multipart: { campo: 'x' },
      maxRedirects: 0,
    });
    expect(form.status()).toBe(403);
  },
);

test(
  'ação de servidor malformada: 400 (id impossível ou corpo que o Next não decodifica), nunca 500',
  { tag: '@smoke' },
  async ({ request }) => {
    const post = (id: string, contentType: string, data: string) =>
      request.post(page('/entrar'), {
        headers: { 'next-action': id, origin: ORIGIN, 'content-type': contentType },
        data,
        maxRedirects: 0,
      });
    const shortId = await post('abc', 'text/plain;charset=UTF-8', '[]');
    expect(shortId.status()).toBe(400);
    expect(await shortId.text()).toBe('Requisição inválida.');
    expect((await post(UNKNOWN_ID, 'text/plain;charset=UTF-8', 'garbage')).status()).toBe(400);
    expect((await post(UNKNOWN_ID, 'multipart/form-data; boundary=zzz', 'garbage')).status()).toBe(400);
    // Well-formed but unknown: Next's own answer, not an error.
    const unknown = await post(UNKNOWN_ID, 'text/plain;charset=UTF-8', '[]');
    expect(unknown.status()).toBeGreaterThanOrEqual(400);
    expect(unknown.status()).toBeLessThan(500);
  },
);

/** A real action of this build and a page that serves it (the build's server-reference manifest). */
function realAction(name: string): { id: string; page: string } {
  const file = path.join(
    __dirname,
    '..',
    process.env.NEXT_DIST_DIR || '.next',
    'server',
    'server-reference-manifest.json',
  );
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as {
    node: Record<string, { exportedName?: string; workers: Record<string, unknown> }>;
  };
  const [id, entry] = Object.entries(manifest.node).find(([, a]) => a.exportedName === name)!;
  const worker = Object.keys(entry.workers).find((w) => w.startsWith('app/[supplier]/') && w.endsWith('/page'))!;
  return { id, page: worker.slice('app/[supplier]'.length, -'/page'.length) };
}

// Fuzz: arguments React's reply decoder throws on were a 500 from Next.
test(
  'ação real com argumentos que o Next não decodifica: 400, nunca 500',
  { tag: '@reference' },
  async ({ request }) => {
    const { id, page: at } = realAction('lookupAction');
    const post = (data: string | FormData, contentType?: string) =>
      request.post(page(at), {
        headers: { 'next-action': id, origin: ORIGIN, ...(contentType ? { 'content-type': contentType } : {}) },
        ...(typeof data === 'string' ? { data } : { multipart: Object.fromEntries(data) as Record<string, string> }),
        maxRedirects: 0,
      });
    for (const body of [
      'null',
      '["$Q1"]',
      '["$B1"]',
      '["$n1e309"]',
      '[{"a":"$@1"}]',
      JSON.stringify(Array.from({ length: 1001 }, () => 'x')),
      '[' + '['.repeat(5_000) + ']'.repeat(5_000) + ']',
    ]) {
      const res = await post(body, 'text/plain;charset=UTF-8');
      expect(res.status(), body.slice(0, 30)).toBe(400);
      expect(await res.text()).toBe('Requisição inválida.');
    }
    // Over Next's 1 MB action cap: 413 (Next threw a 500).
    const big = await post(JSON.stringify(['é'.repeat(600_000)]), 'text/plain;charset=UTF-8');
    expect(big.status()).toBe(413);
    expect(await big.text()).toBe('Requisição muito grande.');
    const form = new FormData();
    form.set('0', '["$Q1"]');
    form.set('1', '{"a":1}');
    expect((await post(form)).status()).toBe(400);
    // What the client sends still reaches the action.
    const ok = await post(JSON.stringify([requireAccount('consumer').login]), 'text/plain;charset=UTF-8');
    expect(ok.status()).toBe(200);
  },
);

// Fuzz: an action request with the router's RSC header where no page answers was a 500.
test('ação com o cabeçalho RSC do roteador: 400, nunca 500', { tag: '@smoke' }, async ({ request }) => {
  const { id } = realAction('unlockCartAction');
  const form = `--zzz\r\nContent-Disposition: form-data; name="$ACTION_ID_${id}"\r\n\r\n\r\n--zzz--\r\n`;
  for (const [headers, data] of [
    [{ 'next-action': id, 'content-type': 'text/plain;charset=UTF-8' }, '[]'],
    [{ 'content-type': 'multipart/form-data; boundary=zzz' }, form],
    [{ 'content-type': 'application/x-www-form-urlencoded' }, 'a=1'],
  ] as const) {
    const res = await request.post(page('/nao-existe'), {
      headers: { ...headers, origin: ORIGIN, rsc: '1' },
      data,
      maxRedirects: 0,
    });
    expect(res.status()).toBe(400);
    expect(await res.text()).toBe('Requisição inválida.');
  }
});

test(
  'ações da mesma origem continuam funcionando (login pelo formulário)',
  { tag: '@smoke' },
  async ({ page: browser }) => {
    const conta = requireAccount('consumer');
    await browser.goto(requireStore(conta.store).url('/'));
    const login = await openLoginForm(browser);
    await typeInto(login.getByLabel('Email, CPF ou CNPJ'), conta.login);
    await login.getByRole('button', { name: 'Continuar' }).click();
    await typeInto(login.getByLabel('Senha'), conta.password);
    await login.getByRole('button', { name: 'Entrar', exact: true }).click();
    await expect(browser.getByRole('banner').locator('[data-account-area]')).toHaveAttribute('data-logado', 'true');
  },
);
