/**
 * The password reset email links to the supplier's own domain (decision 0038): a white-label
 * shopper never gets the shared host's /<slug>/ address. Only a supplier without a domain uses it.
 */
import { requiredClientAnswers } from '../../seed/client-characteristics';
import { DEMO_SUPPLIERS, type DemoSupplierKey } from '../../seed/demo-world';
import { get } from '../helpers';
import { ADMIN, confirmEmail, login, randomCpf, send, uniqueEmail } from '../identity-helpers';
import { startOrderWorld, type World } from '../orders-helpers';

const EMPTY = '00000000-0000-0000-0000-000000000000';

let world: World;
beforeAll(async () => {
  world = await startOrderWorld('reset_link');
}, 200_000);
afterAll(async () => {
  await world?.close();
});

/** A new client of `key` with a confirmed email asks for a reset; the link the outbox holds. */
async function resetLink(key: DemoSupplierKey): Promise<string> {
  const f = DEMO_SUPPLIERS[key];
  const email = uniqueEmail('link');
  const cpf = randomCpf();
  const reg = await send('POST', `/v1/app/token~${EMPTY}/usuario`, {
    nome: 'Link Senha',
    email,
    cpf,
    senha: 'antiga123',
    idfornecedor: f.idfornecedor,
    caracteristicas: requiredClientAnswers(key),
  });
  expect(reg.status).toBe(200);
  const s = (await login(cpf, 'antiga123', f.idfornecedor)).body;
  await confirmEmail(s, email, f.idfornecedor);
  expect((await get(`/v2/app/token/cliente/senha/recuperar/${cpf}?idfornecedor=${f.slug}`)).status).toBe(200);
  const box = await get<{ mensagens: { corpo: string }[] }>(
    `/admin/email-outbox?para=${encodeURIComponent(email)}&tipo=redefinicao-senha`,
    { headers: ADMIN },
  );
  const link = /https?:\/\/\S+\/redefinir-senha\?token=[A-Za-z0-9_-]+/.exec(box.body.mensagens[0]?.corpo ?? '')?.[0];
  expect(link).toBeDefined();
  return link!;
}

describe('password reset link', () => {
  it.each(['emporio', 'atacado', 'adega'] as const)('%s: the link opens on its own domain', async (key) => {
    const link = new URL(await resetLink(key));
    expect(link.hostname).toBe(DEMO_SUPPLIERS[key].dominio);
    expect(link.pathname).toBe('/redefinir-senha');
    // The token works: the link is the real one, not only a pretty address.
    const ok = await send('POST', '/v4/senha/redefinir', { token: link.searchParams.get('token'), senha: 'nova12345' });
    expect(ok.status).toBe(200);
  });

  it('a supplier without a domain: the shared host, under its slug', async () => {
    const f = DEMO_SUPPLIERS.semTema;
    await world.sql('DELETE FROM fornecedor_dominios WHERE idfornecedor = $1', [f.idfornecedor]);
    const link = new URL(await resetLink('semTema'));
    expect(link.pathname).toBe(`/${f.slug}/redefinir-senha`);
    expect(link.hostname).not.toBe(f.dominio);
  });
});
