/**
 * A CSP with a per-request nonce does not stop the app (hydration, islands), and
 * contact links carry +55.
 */
import { cspViolations, expect, recordCspViolations, requireStore, test, typeInto } from './fixtures';

// The target's consumer store (the Empório locally; e2e/target.ts); skipped where the target has none.
const store = () => requireStore('consumer');

test(
  'a página traz CSP com nonce, hidrata sem violações e os scripts levam o nonce',
  { tag: '@smoke' },
  async ({ page }) => {
    const violations: string[] = [];
    page.on('console', (m) => {
      if (/Content Security Policy|Refused to/i.test(m.text())) violations.push(m.text());
    });
    await recordCspViolations(page);
    const res = await page.goto(store().url('/'));
    const csp = res!.headers()['content-security-policy'] ?? '';
    expect(csp).toMatch(/script-src 'self' 'nonce-[^']+' 'strict-dynamic'/);
    const nonce = /'nonce-([^']+)'/.exec(csp!)![1]!;
    // Every script the server wrote carries this request's nonce (those Next adds later are trusted
    // through 'strict-dynamic').
    const html = await res!.text();
    const tags = html.match(/<script\b[^>]*>/g) ?? [];
    const executable = tags.filter((t) => !/type="application\/(ld\+)?json"/.test(t));
    expect(executable.length).toBeGreaterThan(0);
    for (const tag of executable) expect(tag).toContain(`nonce="${nonce}"`);
    // An island works: the search box suggests as the shopper types.
    await typeInto(page.getByRole('combobox', { name: 'Buscar produtos' }), 'arroz');
    await expect(page.getByRole('listbox', { name: 'Sugestões de produtos' })).toBeVisible();
    // A later carousel's chunk (product cards rendered in the browser) runs under the policy too:
    // it once brought zod along, whose eval probe the policy refused (a DevTools issue, no console error).
    await expect(
      page.getByRole('main').getByRole('list', { name: 'Seleção especial', exact: true }).getByRole('listitem').first(),
    ).toBeVisible({ timeout: 10_000 });
    expect(violations).toEqual([]);
    expect(await cspViolations(page)).toEqual([]);
  },
);

test(
  'página pública em cache (decisão 0027): outro visitante recebe a cópia com nonce próprio e a página hidrata; com cookie, nunca',
  { tag: '@smoke' },
  async ({ browser }) => {
    // Two browsers' worth of visits: more than the default 30 s on a loaded 2-core machine.
    test.setTimeout(60_000);
    // A query of this run: the first visit renders, whatever other tests saw.
    const url = store().url(`/?visita=${Date.now()}`);
    const visit = async () => {
      const context = await browser.newContext();
      const page = await context.newPage();
      const violations: string[] = [];
      page.on('console', (m) => {
        if (/Content Security Policy|Refused to/i.test(m.text())) violations.push(m.text());
      });
      const res = await page.goto(url);
      return { context, page, res: res!, html: await res!.text(), violations };
    };
    const first = await visit();
    const second = await visit();
    expect(first.res.headers()['x-vitrine-cache']).toBe('MISS');
    expect(second.res.headers()['x-vitrine-cache']).toBe('HIT');
    // Nothing personal in it: the browser may keep it for back and forward (no no-store).
    for (const v of [first, second])
      expect(v.res.headers()['cache-control']).toBe('private, no-cache, max-age=0, must-revalidate');
    const nonceOf = (v: typeof first) => /'nonce-([^']+)'/.exec(v.res.headers()['content-security-policy'] ?? '')![1]!;
    expect(nonceOf(second)).not.toBe(nonceOf(first));
    const tags = (second.html.match(/<script\b[^>]*>/g) ?? []).filter(
      (t) => !/type="application\/(ld\+)?json"/.test(t),
    );
    expect(tags.length).toBeGreaterThan(0);
    for (const tag of tags) expect(tag).toContain(`nonce="${nonceOf(second)}"`);
    // The kept copy hydrates under its new nonce.
    await typeInto(second.page.getByRole('combobox', { name: 'Buscar produtos' }), 'arroz');
    await expect(second.page.getByRole('listbox', { name: 'Sugestões de produtos' })).toBeVisible();
    expect(second.violations).toEqual([]);
    // A visitor with any cookie is always rendered for itself.
    await second.context.addCookies([{ name: 'qualquer', value: '1', url: store().url('/') }]);
    const withCookie = await second.page.goto(url);
    expect(withCookie!.headers()['x-vitrine-cache']).toBeUndefined();
    expect(withCookie!.headers()['cache-control']).toContain('no-store');
    await Promise.all([first.context.close(), second.context.close()]);
  },
);

test('WhatsApp e telefone do rodapé levam +55', { tag: '@smoke' }, async ({ page, truth }) => {
  // The numbers are the store's, as the API gives them (the Empório's locally).
  const { contato } = (await truth(store())).supplier.config.rodape;
  test.skip(!contato.whatsapp || !contato.telefone, 'a loja do alvo não tem WhatsApp e telefone no rodapé');
  const digits = (raw: string) => raw.replace(/\D/g, '');
  await page.goto(store().url('/'));
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: contato.whatsapp!, exact: true })).toHaveAttribute(
    'href',
    `https://wa.me/55${digits(contato.whatsapp!)}`,
  );
  await expect(footer.getByRole('link', { name: contato.telefone!, exact: true }).first()).toHaveAttribute(
    'href',
    `tel:+55${digits(contato.telefone!)}`,
  );
});

test(
  'a busca mantém o termo na caixa na página de resultados, sem abrir sugestões',
  { tag: '@smoke' },
  async ({ page }) => {
    await page.goto(store().url('/'));
    const box = page.getByRole('combobox', { name: 'Buscar produtos' });
    await typeInto(box, 'café');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/busca\?q=caf/);
    await expect(page.getByRole('combobox', { name: 'Buscar produtos' })).toHaveValue('café');
    await expect(page.getByRole('listbox', { name: 'Sugestões de produtos' })).toHaveCount(0);
  },
);
