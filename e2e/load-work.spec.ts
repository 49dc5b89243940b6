/**
 * Work a catalogue page leaves out of its load in the browser. A page's first Intl formatter costs it 30–45 ms of
 * main thread on a mid-range machine (ICU's number data; four times that on Lighthouse's phone), so what the
 * cards and their steppers show as a page loads (prices, "1 cx = 12 un", "aprox. R$ 2,14 cada") is written on
 * the server, and the browser's formatters are built at their first use (lib/rules/money.ts, quantity-text.ts).
 */
import { expect, requireStore, test } from './fixtures';

declare global {
  interface Window {
    __intlUses?: string[];
  }
}

test(
  'busca e página do produto carregam sem formatar números no navegador (Intl)',
  { tag: '@smoke' },
  async ({ page }) => {
    await page.addInitScript(() => {
      const uses: string[] = [];
      window.__intlUses = uses;
      const record = (what: string) => uses.push(`${what} em ${location.pathname}`);
      Intl.NumberFormat = new Proxy(Intl.NumberFormat, {
        construct: (target, args: [string?, Intl.NumberFormatOptions?]) => {
          record('new Intl.NumberFormat');
          return Reflect.construct(target, args);
        },
        apply: (target, self, args: [string?, Intl.NumberFormatOptions?]) => {
          record('Intl.NumberFormat()');
          return Reflect.apply(target, self, args);
        },
      });
      const toLocale = Number.prototype.toLocaleString;
      Number.prototype.toLocaleString = function (this: number, ...args: Parameters<number['toLocaleString']>) {
        record('Number#toLocaleString');
        return toLocale.apply(this, args);
      };
    });
    const store = requireStore('consumer');
    // The search's own page (every product: "Ver todos os produtos"), loaded in full as from a search engine.
    await page.goto(store.url('/busca'));
    const results = page.getByRole('list', { name: 'Produtos' });
    // The steppers are the last to come (their own chunk): enabled once the cart is set up.
    await expect(results.getByRole('button', { name: /^Adicionar .+ ao carrinho$/ }).first()).toBeEnabled();
    expect(await page.evaluate(() => window.__intlUses)).toEqual([]);

    // The first result's page, loaded in full (as from a search engine's link).
    const first = results.getByRole('link').first();
    const href = await first.getAttribute('href');
    await page.goto(store.url(href!));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Adicionar .+ ao carrinho$/ }).first()).toBeEnabled();
    expect(await page.evaluate(() => window.__intlUses)).toEqual([]);
  },
);
