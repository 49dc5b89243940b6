/**
 * Keyboard-only helpers of the journeys (e2e/keyboard-journey.spec.ts): what a keyboard user reaches
 * with Tab, and where the focus is after each action.
 */
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';

import { requiredClientAnswers } from '../commerce-api/seed/client-characteristics';
import { DEMO_PASSWORD, DEMO_SUPPLIERS } from '../commerce-api/seed/demo-world';
import type { ApiCustomer } from './fixtures';

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

/** A valid CNPJ (check digits computed), digits only. */
function randomCnpj(): string {
  const d = [...Array.from({ length: 8 }, () => Math.floor(Math.random() * 10)), 0, 0, 0, 1];
  for (const weights of [
    [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2],
    [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2],
  ]) {
    const sum = weights.reduce((s, w, i) => s + w * d[i]!, 0);
    const r = sum % 11;
    d.push(r < 2 ? 0 : 11 - r);
  }
  return d.join('');
}

/**
 * A company of one test on the Atacado: registered through the API (the required client
 * characteristic answered) and approved by the back-office. Answers its CNPJ and API session.
 */
export async function registerApprovedCompany(api: APIRequestContext, nome: string): Promise<ApiCustomer> {
  const cnpj = randomCnpj();
  const { idfornecedor } = DEMO_SUPPLIERS.atacado;
  const reg = await api.post('/v1/app/token~00000000-0000-0000-0000-000000000000/usuario', {
    data: {
      nome,
      email: `e2e.${cnpj}@teste.com.br`,
      cpf: cnpj,
      senha: DEMO_PASSWORD,
      idfornecedor,
      tokenOrigin: 'commerce',
      caracteristicas: requiredClientAnswers('atacado'),
    },
  });
  expect(reg.status(), await reg.text()).toBe(200);
  const { usuario } = (await reg.json()) as { usuario: { idcliente: string } };
  const approve = await api.post(`/admin/clientes/${usuario.idcliente}/fornecedor/${idfornecedor}/aprovar`, {
    headers: { 'X-Admin-Key': 'dev-admin-key' },
  });
  expect(approve.status()).toBe(200);
  const r = await api.post('/v1/app/token/usuario/autenticar', {
    data: { cpf: cnpj, senha: DEMO_PASSWORD, idfornecedor, tokenOrigin: 'commerce' },
  });
  expect(r.status(), await r.text()).toBe(200);
  const { token } = (await r.json()) as { token: string };
  return { cpf: cnpj, token, idcliente: usuario.idcliente };
}
