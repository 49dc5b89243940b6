import { loadBackOffice } from './back-office';
import { expect, fetchSupplier, registerCustomer, requireStore, test } from './fixtures';

// The back office is one adapter (docs/qa.md): the reference API's by default, a platform's with
// E2E_BACK_OFFICE. These run with the reference API of the local run; the store is the target's consumer store.

test.describe('o back-office dos testes é um adaptador', () => {
  const saved = process.env.E2E_BACK_OFFICE;
  test.afterEach(() => {
    if (saved === undefined) delete process.env.E2E_BACK_OFFICE;
    else process.env.E2E_BACK_OFFICE = saved;
  });

  test('E2E_BACK_OFFICE liga o de uma plataforma: as operações vão para ele', { tag: '@smoke' }, async ({ api }) => {
    process.env.E2E_BACK_OFFICE = 'e2e/recording-back-office.ts';
    const office = await loadBackOffice(api);
    expect(await office.mailTo('qa@teste.com.br', 'fale-conosco')).toEqual([]);
    await expect(office.confirmPayment(42)).rejects.toThrow('confirmPayment 42: sem back-office nesta plataforma');
  });

  test('um módulo sem createBackOffice é recusado com o motivo', { tag: '@smoke' }, async ({ api }) => {
    process.env.E2E_BACK_OFFICE = 'e2e/keyboard.ts';
    await expect(loadBackOffice(api)).rejects.toThrow(
      'E2E_BACK_OFFICE=e2e/keyboard.ts não exporta createBackOffice(api)',
    );
  });

  test(
    'o da API de referência: aprova, lê a caixa de saída e recusa com a resposta da API',
    { tag: ['@writes', '@reference'] },
    async ({ backOffice }) => {
      const store = requireStore('consumer');
      const me = await registerCustomer(store, 'Cliente Back-office');
      await backOffice.approveAccount(me.idcliente, (await fetchSupplier(store)).idfornecedor);
      expect(Array.isArray(await backOffice.mailTo(`nobody.${Date.now()}@teste.com.br`))).toBe(true);
      // A transition the API refuses fails the step with the API's own answer.
      await expect(backOffice.moveOrder(999_999_999, 'ENTREGUE')).rejects.toThrow(
        /POST \/admin\/pedidos\/999999999\/status: 404 /,
      );
    },
  );
});
