/**
 * The header. Desktop: one row (logo, search, delivery place, account). Phones: a
 * sticky compact header (Menu, logo, search) and a side menu (a modal dialog: delivery place,
 * login, main menu) that traps the focus, closes on Escape giving the focus back to Menu, works
 * without JavaScript, and animates 600 ms / 100 ms / 200 ms unless reduced motion is preferred.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';

import {
  ensureDeliveryAddress,
  expect,
  fetchSupplier,
  registerCustomer,
  requireStore,
  signInThroughApi,
  test,
  type TargetStore,
} from './fixtures';

// The target's stores (e2e/target.ts): the consumer store (the Empório locally) and the company store that
// changes prices by payment method (the Atacado); a test needing one the target lacks is skipped.
const consumer = () => requireStore('consumer');
const company = () => requireStore('company');
const storeName = async (store: TargetStore) => (await fetchSupplier(store)).nome;
const PAYMENT = { name: 'Forma de pagamento' };
const PHONE = { width: 390, height: 844 };
const DELIVERY = /^(Entrega|Receber|Retirar)/;

const menuButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: 'Menu', exact: true });
const drawer = (page: Page) => page.getByRole('dialog', { name: 'Menu' });

async function box(locator: Locator) {
  const b = await locator.boundingBox();
  expect(b, 'visível, com caixa').not.toBeNull();
  return b!;
}

const isFocusInside = (dialog: Locator) => dialog.evaluate((d) => d.contains(document.activeElement));

test.describe('desktop (1280x800)', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test(
    'logo, busca, local de entrega e conta numa linha só; menu principal abaixo; sem botão Menu',
    { tag: '@smoke' },
    async ({ page }) => {
      await page.goto(consumer().url('/'));
      const header = page.getByRole('banner');
      const cells = [
        header.getByRole('img', { name: await storeName(consumer()), exact: true }),
        header.getByRole('combobox', { name: 'Buscar produtos' }),
        header.getByRole('button', { name: DELIVERY }),
        header.getByRole('link', { name: 'Entrar', exact: true }),
      ];
      const boxes = [];
      for (const cell of cells) boxes.push(await box(cell));
      // Same line: vertical centres within a few px, left to right in this order.
      const centre = (b: { y: number; height: number }) => b.y + b.height / 2;
      for (const b of boxes) expect(Math.abs(centre(b) - centre(boxes[0]!))).toBeLessThanOrEqual(4);
      for (let i = 1; i < boxes.length; i++)
        expect(boxes[i]!.x).toBeGreaterThan(boxes[i - 1]!.x + boxes[i - 1]!.width - 1);
      // The search takes the free width: wider than the other cells together would leave idle.
      expect(boxes[1]!.width).toBeGreaterThan(300);
      const nav = page.getByRole('navigation', { name: 'Menu principal' });
      await expect(nav).toBeVisible();
      expect((await box(nav)).y).toBeGreaterThanOrEqual(Math.max(...boxes.map((b) => b.y + b.height)));
      await expect(menuButton(page)).toBeHidden();
    },
  );

  test(
    'no menor desktop (1024 px) com entrega, conta e carrinho a busca ainda tem largura útil',
    { tag: '@smoke' },
    async ({ page }) => {
      await ensureDeliveryAddress(page, company());
      await page.setViewportSize({ width: 1024, height: 768 });
      await page.goto(company().url('/'));
      const header = page.getByRole('banner');
      const search = await box(header.getByRole('search'));
      const delivery = await box(header.getByRole('button', { name: DELIVERY }));
      const account = await box(header.getByRole('link', { name: 'Entrar', exact: true }));
      expect(search.width).toBeGreaterThanOrEqual(280);
      // Side by side, never overlapping.
      expect(delivery.x).toBeGreaterThanOrEqual(search.x + search.width);
      expect(account.x).toBeGreaterThanOrEqual(delivery.x + delivery.width);
      expect(Math.abs(search.y + search.height / 2 - (delivery.y + delivery.height / 2))).toBeLessThanOrEqual(4);
      await expect(menuButton(page)).toBeHidden();
    },
  );

  test(
    'com endereço escolhido e logado com um nome longo, a busca não encolhe (1280 e 1024 px)',
    { tag: '@writes' },
    async ({ page }) => {
      const me = await registerCustomer(consumer(), 'Maria Aparecida dos Santos Oliveira de Albuquerque');
      await ensureDeliveryAddress(page, consumer());
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto(consumer().url('/'));
      await signInThroughApi(page, consumer(), me.cpf);
      const header = page.getByRole('banner');
      await expect(header.getByRole('button', { name: DELIVERY })).toBeVisible();
      for (const width of [1280, 1024]) {
        await page.setViewportSize({ width, height: 800 });
        const search = await box(header.getByRole('search'));
        // 18rem at least (globals.css): the address and the name are cut instead.
        expect(search.width, `busca a ${width} px`).toBeGreaterThanOrEqual(288);
        const delivery = await box(header.getByRole('button', { name: DELIVERY }));
        expect(delivery.x).toBeGreaterThanOrEqual(search.x + search.width);
      }
    },
  );

  test(
    'onde a forma de pagamento muda os preços (atacado), ela fica no fim da barra do menu; a busca mantém a largura livre',
    { tag: '@smoke' },
    async ({ page }) => {
      await ensureDeliveryAddress(page, company());
      await page.goto(company().url('/'));
      const header = page.getByRole('banner');
      const search = await box(header.getByRole('search'));
      const payment = await box(header.getByRole('combobox', PAYMENT));
      const nav = await box(page.getByRole('navigation', { name: 'Menu principal' }));
      expect(search.width).toBeGreaterThan(300);
      expect(payment.y).toBeGreaterThanOrEqual(search.y + search.height);
      expect(payment.x).toBeGreaterThan(nav.x + nav.width - 1);
    },
  );
});

test.describe('celular (390x844)', () => {
  test.use({ viewport: PHONE });

  test(
    'cabeçalho compacto e fixo: Menu, logo e busca visíveis, duas linhas, ainda no topo depois de rolar',
    { tag: '@smoke' },
    async ({ page }) => {
      await page.goto(consumer().url('/'));
      const header = page.getByRole('banner');
      const menu = await box(menuButton(page));
      const logo = await box(header.getByRole('img', { name: await storeName(consumer()), exact: true }));
      const search = await box(header.getByRole('combobox', { name: 'Buscar produtos' }));
      // Menu and logo on the first line, the search on the second, nothing on a third.
      expect(Math.abs(menu.y + menu.height / 2 - (logo.y + logo.height / 2))).toBeLessThanOrEqual(4);
      expect(search.y).toBeGreaterThanOrEqual(menu.y + menu.height);
      const headerBox = await box(header);
      expect(headerBox.y + headerBox.height).toBeLessThanOrEqual(search.y + search.height + 12);
      // The delivery place lives in the side menu here.
      await expect(header.getByRole('button', { name: DELIVERY })).toBeHidden();

      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
      expect((await box(header)).y).toBe(0);
      await expect(header.getByRole('combobox', { name: 'Buscar produtos' })).toBeInViewport();
      await expect(menuButton(page)).toBeInViewport();
    },
  );

  test(
    'logado com um nome longo, o logo continua visível e leva à home; o foco nele se vê',
    { tag: '@writes' },
    async ({ page }) => {
      const nome = 'Maria Aparecida dos Santos Oliveira de Albuquerque';
      const me = await registerCustomer(consumer(), nome);
      await page.goto(consumer().url('/'));
      await signInThroughApi(page, consumer(), me.cpf);
      const header = page.getByRole('banner');
      await expect(header.getByText(nome, { exact: true })).toBeVisible();
      const home = header.getByRole('link', { name: await storeName(consumer()), exact: true });
      const logo = await box(home);
      expect(logo.width).toBeGreaterThanOrEqual(40);
      // The name is cut, not the logo: the first line still fits the phone.
      const account = await box(header.locator('[data-account-area]'));
      expect(account.x + account.width).toBeLessThanOrEqual(PHONE.width);
      expect(account.x).toBeGreaterThanOrEqual(logo.x + logo.width);
      // Nothing goes past the screen, the cart included, also on a 360 px phone: the name gives way.
      for (const width of [PHONE.width, 360]) {
        await page.setViewportSize({ width, height: PHONE.height });
        const cart = await box(header.getByRole('button', { name: /^Carrinho/ }));
        expect(cart.x + cart.width, `carrinho a ${width} px`).toBeLessThanOrEqual(width);
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow, `rolagem lateral a ${width} px`).toBeLessThanOrEqual(0);
      }
      await page.setViewportSize(PHONE);
      // Reached from the keyboard, its focus ring is drawn (an outline of a colour other than the header's).
      await page.getByRole('banner').getByRole('button', { name: 'Menu', exact: true }).focus();
      await page.keyboard.press('Tab');
      await expect(home).toBeFocused();
      const ring = await home.evaluate((a) => {
        const cs = getComputedStyle(a);
        const bg = getComputedStyle(a.closest('header')!).backgroundColor;
        return { style: cs.outlineStyle, width: parseFloat(cs.outlineWidth), color: cs.outlineColor, bg };
      });
      expect(ring.style).not.toBe('none');
      expect(ring.width).toBeGreaterThanOrEqual(2);
      expect(ring.color).not.toBe(ring.bg);
      await home.press('Enter');
      await expect(page).toHaveURL(consumer().url('/'));
    },
  );

  test(
    'o cabeçalho fixo não cobre o destino de um link interno (scroll-padding-top)',
    { tag: '@smoke' },
    async ({ page }) => {
      await page.goto(consumer().url('/'));
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await page.evaluate(() => {
        location.hash = '#conteudo';
      });
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(400);
      const header = await box(page.getByRole('banner'));
      const main = await box(page.getByRole('main'));
      expect(main.y).toBeGreaterThanOrEqual(header.y + header.height - 1);
    },
  );

  test(
    'Menu abre a gaveta com entrega, login e menu principal; foco preso; Escape fecha e devolve o foco',
    { tag: '@smoke' },
    async ({ page }) => {
      await page.goto(consumer().url('/'));
      const button = menuButton(page);
      await expect(button).toHaveAttribute('aria-expanded', 'false');
      const controls = await button.getAttribute('aria-controls');
      await button.click();
      const dialog = drawer(page);
      await expect(dialog).toBeVisible();
      await expect(dialog).toHaveAttribute('id', controls!);
      await expect(button).toHaveAttribute('aria-expanded', 'true');
      expect(await isFocusInside(dialog)).toBe(true);

      await expect(dialog.getByRole('button', { name: DELIVERY })).toBeVisible();
      await expect(dialog.getByRole('link', { name: 'Entrar ou cadastrar' })).toHaveAttribute('href', '/entrar');
      await expect(dialog.getByRole('navigation', { name: 'Menu principal' }).getByRole('link').first()).toBeVisible();
      await expect(dialog.getByRole('button', { name: 'Fechar' })).toBeVisible();

      // Tab and Shift+Tab go round inside the menu, well past its number of controls.
      const focusable = await dialog.locator('a[href], button, input, select, textarea, summary').count();
      for (let i = 0; i < focusable + 3; i++) {
        await page.keyboard.press('Tab');
        expect(await isFocusInside(dialog), `Tab ${i + 1}`).toBe(true);
      }
      for (let i = 0; i < 3; i++) {
        await page.keyboard.press('Shift+Tab');
        expect(await isFocusInside(dialog), `Shift+Tab ${i + 1}`).toBe(true);
      }

      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(button).toBeFocused();
      await expect(button).toHaveAttribute('aria-expanded', 'false');

      // 'Fechar' is the other way out.
      await button.click();
      await expect(dialog).toBeVisible();
      await dialog.getByRole('button', { name: 'Fechar' }).click();
      await expect(dialog).toBeHidden();
      await expect(button).toBeFocused();
    },
  );

  test(
    'no atacado a gaveta tem a forma de pagamento, entre a entrega e a conta',
    { tag: '@smoke' },
    async ({ page }) => {
      await ensureDeliveryAddress(page, company());
      await page.goto(company().url('/'));
      await expect(page.getByRole('banner').getByRole('combobox', PAYMENT)).toBeHidden();
      await menuButton(page).click();
      const dialog = drawer(page);
      const delivery = await box(dialog.getByRole('button', { name: DELIVERY }));
      const payment = await box(dialog.getByRole('combobox', PAYMENT));
      const login = await box(dialog.getByRole('link', { name: 'Entrar ou cadastrar' }));
      expect(payment.y).toBeGreaterThan(delivery.y + delivery.height - 1);
      expect(login.y).toBeGreaterThan(payment.y + payment.height - 1);
    },
  );

  test('o seletor de entrega abre por cima da gaveta; Escape fecha só ele', { tag: '@smoke' }, async ({ page }) => {
    await page.goto(consumer().url('/'));
    await menuButton(page).click();
    const dialog = drawer(page);
    const delivery = dialog.getByRole('button', { name: DELIVERY });
    await delivery.click();
    const panel = page.getByRole('dialog', { name: 'Entrega e retirada' });
    await expect(panel).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(dialog).toBeVisible();
    await expect(delivery).toBeFocused();
  });

  test('um link da gaveta navega e fecha a gaveta', { tag: '@smoke' }, async ({ page }) => {
    await page.goto(consumer().url('/'));
    await menuButton(page).click();
    const link = drawer(page).getByRole('navigation', { name: 'Menu principal' }).getByRole('link').first();
    const href = await link.getAttribute('href');
    await link.click();
    await expect(page).toHaveURL(consumer().url(href!));
    await expect(drawer(page)).toBeHidden();
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
  });

  test('axe: gaveta aberta sem nenhuma violação', { tag: '@smoke' }, async ({ page }) => {
    await page.goto(consumer().url('/'));
    await menuButton(page).click();
    await expect(drawer(page)).toBeVisible();
    // After the opening animations (600 ms + 100 ms), so colours are measured at full opacity.
    await expect.poll(() => drawer(page).evaluate((d) => d.getAnimations({ subtree: true }).length)).toBe(0);
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
});

type Run = { part: 'painel' | 'conteúdo' | 'fundo'; property: string; duration: number; delay: number };

/** Records every opacity/translate transition that starts in the side menu, with its timing. */
async function recordTransitions(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as { __runs: unknown[] };
    w.__runs = [];
    document.addEventListener(
      'transitionrun',
      (e) => {
        const dialog = (e.target as Element).closest('dialog.header-drawer');
        if (!dialog || !['opacity', 'translate'].includes(e.propertyName)) return;
        const target = e.target as Element;
        const anim = target
          .getAnimations({ subtree: true })
          .find(
            (a) =>
              (a as CSSTransition).transitionProperty === e.propertyName &&
              (a.effect as KeyframeEffect).target === target &&
              ((a.effect as KeyframeEffect).pseudoElement ?? '') === e.pseudoElement,
          );
        const timing = anim?.effect?.getTiming();
        w.__runs.push({
          part: e.pseudoElement === '::backdrop' ? 'fundo' : target === dialog ? 'painel' : 'conteúdo',
          property: e.propertyName,
          duration: Number(timing?.duration ?? -1),
          delay: Number(timing?.delay ?? -1),
        });
      },
      true,
    );
  });
}
const runs = (page: Page) => page.evaluate(() => (window as unknown as { __runs: Run[] }).__runs.splice(0));

test.describe('gaveta (celular)', () => {
  test.use({ viewport: PHONE });

  test(
    'abre deslizando em 600 ms, então o conteúdo aparece em 100 ms, o fundo em 200 ms; fecha em 200 ms',
    { tag: '@smoke' },
    async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'no-preference' });
      await page.goto(consumer().url('/'));
      await recordTransitions(page);
      await menuButton(page).click();
      await expect(drawer(page)).toBeVisible();
      let opening: Run[] = [];
      await expect
        .poll(async () => (opening = [...opening, ...(await runs(page))]).some((r) => r.part === 'conteúdo'))
        .toBe(true);
      expect(opening).toContainEqual({ part: 'painel', property: 'translate', duration: 600, delay: 0 });
      expect(opening).toContainEqual({ part: 'fundo', property: 'opacity', duration: 200, delay: 0 });
      expect(opening.filter((r) => r.part === 'conteúdo')).toEqual(
        opening
          .filter((r) => r.part === 'conteúdo')
          .map(() => ({ part: 'conteúdo', property: 'opacity', duration: 100, delay: 600 })),
      );
      const backdrop = await drawer(page).evaluate((d) => {
        const s = getComputedStyle(d, '::backdrop');
        return [s.transitionProperty, s.transitionDuration];
      });
      expect(backdrop).toEqual(['opacity', '0.2s']);

      // Closed once fully open (closing halfway would reverse the opening, over a shorter time).
      await expect.poll(() => drawer(page).evaluate((d) => d.getAnimations({ subtree: true }).length)).toBe(0);
      await page.keyboard.press('Escape');
      let closing: Run[] = [];
      await expect
        .poll(async () => (closing = [...closing, ...(await runs(page))]).some((r) => r.part === 'painel'))
        .toBe(true);
      expect(closing).toContainEqual({ part: 'painel', property: 'translate', duration: 200, delay: 0 });
      expect(closing).toContainEqual({ part: 'fundo', property: 'opacity', duration: 200, delay: 0 });
      await expect(drawer(page)).toBeHidden();
      await expect(menuButton(page)).toBeFocused();
    },
  );

  test('com prefers-reduced-motion: reduce abre e fecha sem animação', { tag: '@smoke' }, async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(consumer().url('/'));
    await recordTransitions(page);
    await menuButton(page).click();
    const dialog = drawer(page);
    await expect(dialog).toBeVisible();
    const style = await dialog.evaluate((d) => {
      const panel = getComputedStyle(d);
      const content = getComputedStyle(d.firstElementChild!);
      return [
        panel.transitionDuration,
        panel.translate,
        content.transitionDuration,
        content.opacity,
        getComputedStyle(d, '::backdrop').transitionDuration,
      ];
    });
    expect(style).toEqual(['0s', 'none', '0s', '1', '0s']);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await page.waitForTimeout(100);
    expect(await runs(page)).toEqual([]);
  });

  test.describe('sem JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('Menu abre a gaveta (o próprio navegador) e Escape fecha', { tag: '@smoke' }, async ({ page }) => {
      await page.goto(consumer().url('/'));
      await menuButton(page).click();
      const dialog = drawer(page);
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('navigation', { name: 'Menu principal' }).getByRole('link').first()).toBeVisible();
      await expect(dialog.getByRole('link', { name: 'Entrar ou cadastrar' })).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(menuButton(page)).toBeFocused();
    });
  });
});
