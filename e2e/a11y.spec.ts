/**
 * Axe (@axe-core/playwright) finds no serious or critical violation on the home,
 * a listing, a product, a static page and the provider home.
 */
import AxeBuilder from '@axe-core/playwright';

import {
  axeClean,
  DEMO_SUPPLIERS,
  ensureDeliveryAddress,
  expect,
  SHARED_HOST,
  storefrontUrl,
  test,
  typeInto,
} from './fixtures';

const e = DEMO_SUPPLIERS.emporio;
const a = DEMO_SUPPLIERS.atacado;

// axe over a whole page takes a while on a loaded machine.
test.describe.configure({ timeout: 90_000 });

const pages: [string, string, string][] = [
  ['home do emporio', e.dominio, '/'],
  ['home do atacado', a.dominio, '/'],
  ['portão de endereço do atacado (modal antes do catálogo)', a.dominio, '/?portao=1'],
  ['listagem de categoria', e.dominio, '/busca?categoria=mercearia'],
  ['busca', e.dominio, '/busca?q=arroz'],
  ['produto', e.dominio, '/produto/leite-zero-lactose-1-l'],
  ['produto indisponível', e.dominio, '/produto/biscoito-recheado-de-chocolate-130-g'],
  ['página estática', e.dominio, '/pagina/quem-somos'],
  ['página estática desconhecida', e.dominio, '/pagina/nao-existe'],
  ['página do provedor', SHARED_HOST, '/'],
];

for (const [name, host, path] of pages) {
  test(`axe: ${name} (${path}) sem violações sérias ou críticas`, { tag: '@smoke' }, async ({ page }) => {
    // Atacado's catalog needs an address; the gate page itself is checked without one.
    if (host === a.dominio && !path.includes('portao')) await ensureDeliveryAddress(page, 'atacado');
    await page.goto(storefrontUrl(host, path));
    await expect(page.locator('main, body').first()).toBeVisible();
    await axeClean(page);
  });
}

test('axe: combobox de sugestões aberto sem violações sérias ou críticas', { tag: '@smoke' }, async ({ page }) => {
  await page.goto(storefrontUrl(e.dominio, '/'));
  await typeInto(page.getByRole('combobox', { name: 'Buscar produtos' }), 'arroz');
  await expect(page.getByRole('listbox', { name: 'Sugestões de produtos' }).getByRole('option').first()).toBeVisible();
  const results = await new AxeBuilder({ page }).analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`)).toEqual([]);
});

// Lighthouse (mobile) scores every axe rule it runs, moderate ones too (heading-order…): on a phone
// the pages it measures have no violation at all.
const phonePages: [string, string][] = [
  ['home', '/'],
  ['listagem de categoria', '/busca?categoria=mercearia'],
  ['busca', '/busca?q=arroz'],
  ['produto', '/produto/leite-zero-lactose-1-l'],
];
for (const [name, path] of phonePages) {
  test(`axe no celular: ${name} (${path}) sem nenhuma violação`, { tag: '@smoke' }, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(storefrontUrl(e.dominio, path));
    await expect(page.locator('main')).toBeVisible();
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
      .analyze();
    expect(
      results.violations.map(
        (v) =>
          `${v.id} (${v.impact}): ${v.nodes
            .map((n) => n.target.join(' '))
            .slice(0, 3)
            .join(' | ')}`,
      ),
    ).toEqual([]);
  });
}
