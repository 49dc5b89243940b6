/**
 * The footer's trust and contact (decision 0046): the legal identity as the API's legal-entity record
 * says it (decision 0038), named payment icons, SAC hours, the WhatsApp button on phones, and
 * "Fale conosco" reached from the footer, typed and sent to the supplier's outbox.
 */
import { randomUUID } from 'node:crypto';

import { CONTACT_MESSAGES } from '../lib/contract';
import { configEndpoints } from '../lib/contract/supplier';
import { callApi } from './api-client';
import { expect, fetchSupplier, requireOnTarget, requireStore, test, typeInto } from './fixtures';

// The target's consumer store (the Empório locally); its id and footer come from the API by slug
// (docs/qa.md, "O que já roda contra outro alvo"), never from the demo world's constants.
const consumer = () => requireStore('consumer');
const consumerId = async () => (await fetchSupplier(consumer())).idfornecedor;
/** The supplier's footer as the API serves it: the truth the page is held to. */
const footerTruth = async () => callApi(configEndpoints.getFooter, { params: { idfornecedor: await consumerId() } });

const cnpjMask = (d: string) => d.replace(/^(\d{2})(\d{3})(\d{3})(\d{4})(\d{2})$/, '$1.$2.$3/$4-$5');

test(
  'o rodapé mostra razão social, CNPJ formatado, IE, endereço e horário do SAC do registro legal da API, e os ícones de pagamento têm nome',
  { tag: '@smoke' },
  async ({ page }) => {
    const loja = consumer();
    const { rodape } = await footerTruth();
    const empresa = requireOnTarget(rodape.empresa, 'registro legal do fornecedor no rodapé');
    const texto = await callApi(configEndpoints.getStaticText, { params: { idfornecedor: await consumerId() } });
    expect(rodape.contato.horario_atendimento).toBe(texto.horario_atendimento);

    await page.goto(loja.url('/'));
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByText(empresa.razao_social, { exact: true })).toBeVisible();
    await expect(footer.getByText(cnpjMask(empresa.cnpj), { exact: true })).toBeVisible();
    const ie = requireOnTarget(empresa.inscricao_estadual, 'inscrição estadual no registro legal do fornecedor');
    await expect(footer.getByText(ie, { exact: true })).toBeVisible();
    const a = empresa.endereco;
    const cep = `${a.cep.slice(0, 5)}-${a.cep.slice(5)}`;
    await expect(
      footer.getByText(`${a.logradouro}, ${a.numero} – ${a.bairro}, ${a.cidade} – ${a.uf}, ${cep}`, { exact: true }),
    ).toBeVisible();
    await expect(footer).toContainText(`SAC: ${texto.horario_atendimento}`);

    // Icons: one per way the supplier takes payment, each with its accessible name.
    const supplier = await fetchSupplier(loja);
    const tipos = new Set(supplier.formasPagamento.map((f) => f.tipo));
    const icons = footer.getByRole('list', { name: 'Formas de pagamento' }).getByRole('img');
    const names = await icons.evaluateAll((els) => els.map((e) => e.getAttribute('aria-label') ?? ''));
    expect(names.every((n) => n.trim().length > 0)).toBe(true);
    if (tipos.has('PIX')) await expect(footer.getByRole('img', { name: 'PIX', exact: true })).toBeVisible();
    if (tipos.has('BOLETO')) await expect(footer.getByRole('img', { name: 'Boleto bancário' })).toBeVisible();
    if (tipos.has('CARTAO_CREDITO') || tipos.has('CARTAO_DEBITO'))
      for (const brand of rodape.bandeiras_cartao ?? []) {
        const nome = {
          visa: 'Visa',
          mastercard: 'Mastercard',
          elo: 'Elo',
          amex: 'American Express',
          hipercard: 'Hipercard',
        }[brand];
        await expect(footer.getByRole('img', { name: nome, exact: true })).toBeVisible();
      }
  },
);

test.describe('num celular', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test(
    'o botão do WhatsApp aparece com link https://wa.me/55… e texto em português',
    { tag: '@smoke' },
    async ({ page }) => {
      const loja = consumer();
      const { rodape } = await footerTruth();
      const digits = requireOnTarget(rodape.contato.whatsapp, 'WhatsApp no contato do fornecedor').replace(/\D/g, '');
      await page.goto(loja.url('/'));
      const button = page.getByRole('link', { name: 'Atendimento pelo WhatsApp' });
      await expect(button).toBeVisible();
      const href = (await button.getAttribute('href'))!;
      expect(href).toMatch(new RegExp(`^https://wa\\.me/55${digits}\\?text=`));
      expect(new URL(href).searchParams.get('text')).toContain('Olá!');
    },
  );
});

test('no computador o botão flutuante do WhatsApp não aparece', { tag: '@smoke' }, async ({ page }) => {
  const loja = consumer();
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(loja.url('/'));
  await expect(page.getByRole('link', { name: 'Atendimento pelo WhatsApp' })).toBeHidden();
});

test(
  'da home, pelo rodapé, uma pessoa chega ao "Fale conosco", digita, envia, e a mensagem chega à caixa de saída do fornecedor',
  { tag: ['@writes', '@reference'] },
  async ({ page, backOffice }) => {
    const loja = consumer();
    const { rodape } = await footerTruth();
    const mailbox = requireOnTarget(rodape.contato.email, 'e-mail de contato do fornecedor');
    await page.goto(loja.url('/'));
    await page.getByRole('contentinfo').getByRole('link', { name: 'Fale conosco', exact: true }).click();
    await expect(page).toHaveURL(/\/fale-conosco$/);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Fale conosco' })).toBeVisible();

    const marca = randomUUID().slice(0, 8);
    const email = `cliente.${marca}@exemplo.com.br`;
    const texto = `Olá, vocês entregam no sábado à tarde? (${marca})`;
    // Refused first (no message): the alert says why, and what was typed stays.
    await typeInto(main.getByRole('textbox', { name: 'Nome' }), 'Marina Teixeira');
    await typeInto(main.getByRole('textbox', { name: 'E-mail' }), email);
    await main.getByRole('button', { name: 'Enviar mensagem' }).click();
    await expect(main.getByRole('alert')).toHaveText(CONTACT_MESSAGES.mensagem);
    await expect(main.getByRole('alert')).toBeFocused();
    await expect(main.getByRole('textbox', { name: 'Nome' })).toHaveValue('Marina Teixeira');
    await expect(main.getByRole('textbox', { name: 'E-mail' })).toHaveValue(email);

    // Digits only, as most people type a phone: the field masks them.
    await typeInto(main.getByRole('textbox', { name: 'Telefone (opcional)' }), '11912345678');
    await expect(main.getByRole('textbox', { name: 'Telefone (opcional)' })).toHaveValue('(11) 91234-5678');
    await typeInto(main.getByRole('textbox', { name: 'Mensagem' }), texto);
    await main.getByRole('button', { name: 'Enviar mensagem' }).click();
    const done = main.getByRole('status').filter({ hasText: CONTACT_MESSAGES.enviado });
    await expect(done).toBeVisible();
    await expect(done).toBeFocused();

    const mensagens = await backOffice.mailTo(mailbox, 'fale-conosco');
    const mail = mensagens.find((m) => m.corpo.includes(texto));
    expect(mail, 'a mensagem na caixa de saída').toBeDefined();
    expect(mail!.assunto).toBe('Fale conosco: mensagem de Marina Teixeira');
    expect(mail!.corpo).toContain(`E-mail: ${email}`);
    expect(mail!.corpo).toContain('Telefone: (11) 91234-5678');
  },
);
