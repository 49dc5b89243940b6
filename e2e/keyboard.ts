/**
 * Keyboard-only helpers of the journeys (e2e/keyboard-journey.spec.ts): what a keyboard user reaches
 * with Tab, and where the focus is after each action.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';

/** The focused element as a person would name it (role, name), for messages and the output. */
export async function describeFocus(page: Page): Promise<string> {
  return page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return '<body>';
    const role = el.getAttribute('role') ?? el.tagName.toLowerCase();
    const name =
      el.getAttribute('aria-label') ??
      (el.id ? document.querySelector(`label[for="${CSS.escape(el.id)}"]`)?.textContent : null) ??
      el.textContent ??
      '';
    return `${role} "${name.replace(/\s+/g, ' ').trim().slice(0, 80)}"`;
  });
}

/** The focus is on something, never on <body> (nor lost with a removed element). */
export async function expectFocusNotLost(page: Page, after: string): Promise<void> {
  await expect
    .poll(() => describeFocus(page), { message: `foco depois de ${after}`, timeout: 5_000 })
    .not.toBe('<body>');
}

/**
 * Presses Tab (Shift+Tab with `back`) until `target` has the focus; fails after `max` presses.
 * Answers the number of presses, also printed in the test output.
 */
export async function tabTo(
  page: Page,
  target: Locator,
  { max = 40, back = false, label }: { max?: number; back?: boolean; label?: string } = {},
): Promise<number> {
  const key = back ? 'Shift+Tab' : 'Tab';
  const isFocused = () => target.evaluate((el) => el === document.activeElement).catch(() => false);
  await expect(target, `${label ?? String(target)} existe`).toBeAttached();
  let n = 0;
  const seen: string[] = [];
  while (!(await isFocused())) {
    if (n >= max) {
      throw new Error(
        `${label ?? String(target)} não recebeu o foco em ${max} ${key}; passou por: ${seen.slice(-12).join(' → ')}`,
      );
    }
    await page.keyboard.press(key);
    n++;
    seen.push(await describeFocus(page));
  }
  await expect(target).toBeFocused();
  const name = label ?? String(target);
  console.log(`[teclado] ${name}: ${n} ${key}`);
  test.info().annotations.push({ type: 'tab', description: `${name}: ${n} ${key}` });
  return n;
}
