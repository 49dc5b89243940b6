/** The customer's session list (docs/decisions/0018-session-list.md): real routes, real database. */
import { IDENTITY_MESSAGES, SESSION_MESSAGES, sessionListResponseSchema } from '../../../lib/contract';
import { DEMO_REPRESENTATIVE, DEMO_SUPPLIERS } from '../../seed/demo-world';
import { expectApiError, get } from '../helpers';
import { randomCpf, send, uniqueEmail } from '../identity-helpers';

const E = DEMO_SUPPLIERS.emporio;
const EMPTY = '00000000-0000-0000-0000-000000000000';
const SENHA = 'senha-sessoes';
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

async function freshAccount(): Promise<string> {
  const cpf = randomCpf();
  const r = await send('POST', `/v1/app/token~${EMPTY}/usuario`, {
    nome: 'Dono Sessoes',
    email: uniqueEmail('sessoes'),
    cpf,
    senha: SENHA,
    idfornecedor: E.slug,
  });
  expect(r.status).toBe(200);
  return cpf;
}

async function loginWith(cpf: string, dispositivo?: string): Promise<string> {
  const r = await send<{ token: string }>('POST', '/v1/app/token/usuario/autenticar', {
    cpf,
    senha: SENHA,
    idfornecedor: E.idfornecedor,
    ...(dispositivo ? { dispositivo } : {}),
  });
  expect(r.status).toBe(200);
  return r.body.token;
}

const list = async (token: string) => {
  const r = await get(`/v2/app/${token}/cliente/sessoes`);
  expect(r.status).toBe(200);
  return sessionListResponseSchema.parse(r.body).sessoes;
};
const config = (token: string) => get(`/v2/app/${token}/get-configuracoes-cliente`);

describe('session list', () => {
  it('lists every open session of the customer with its browser, the current one marked', async () => {
    const cpf = await freshAccount();
    const desktop = await loginWith(cpf, FIREFOX);
    const phone = await loginWith(cpf, IPHONE);
    const seen = await list(desktop);
    expect(seen).toHaveLength(2);
    expect(seen.find((s) => s.atual)).toMatchObject({ agente_usuario: FIREFOX, origem: 'login' });
    expect(seen.find((s) => !s.atual)).toMatchObject({ agente_usuario: IPHONE, origem: 'login' });
    for (const s of seen) expect(Date.parse(s.visto_em)).toBeGreaterThanOrEqual(Date.parse(s.criado_em));
    // From the phone, the phone is "this device".
    expect((await list(phone)).find((s) => s.atual)?.agente_usuario).toBe(IPHONE);
  });

  it('ends another device: its token stops working at once, this one keeps working', async () => {
    const cpf = await freshAccount();
    const desktop = await loginWith(cpf, FIREFOX);
    const phone = await loginWith(cpf, IPHONE);
    const other = (await list(desktop)).find((s) => !s.atual)!;
    expect((await send('DELETE', `/v2/app/${desktop}/cliente/sessoes/${other.idsessao}`)).body).toEqual({
      sucesso: true,
    });
    expectApiError(await config(phone), 401, IDENTITY_MESSAGES.sessaoExpirada);
    expect((await config(desktop)).status).toBe(200);
    expect((await list(desktop)).map((s) => s.atual)).toEqual([true]);
    // Ended already → 404.
    expectApiError(
      await send('DELETE', `/v2/app/${desktop}/cliente/sessoes/${other.idsessao}`),
      404,
      SESSION_MESSAGES.naoEncontrada,
    );
  });

  it("a customer neither sees nor ends another customer's sessions", async () => {
    const victim = await loginWith(await freshAccount(), FIREFOX);
    const intruder = await loginWith(await freshAccount(), IPHONE);
    const [target] = await list(victim);
    expect((await list(intruder)).map((s) => s.idsessao)).not.toContain(target!.idsessao);
    expectApiError(
      await send('DELETE', `/v2/app/${intruder}/cliente/sessoes/${target!.idsessao}`),
      404,
      SESSION_MESSAGES.naoEncontrada,
    );
    expect((await config(victim)).status).toBe(200);
  });

  it('"Sair de todos os dispositivos" ends every session, this one included', async () => {
    const cpf = await freshAccount();
    const tokens = [await loginWith(cpf, FIREFOX), await loginWith(cpf, IPHONE), await loginWith(cpf)];
    expect((await send('DELETE', `/v2/app/${tokens[0]}/cliente/sessoes`)).body).toEqual({
      sucesso: true,
      encerradas: 3,
    });
    for (const t of tokens) expectApiError(await config(t), 401, IDENTITY_MESSAGES.sessaoExpirada);
  });

  it('a login without a browser is listed with an unknown device; a long User-Agent is cut', async () => {
    const cpf = await freshAccount();
    const t = await loginWith(cpf);
    await loginWith(cpf, `Mozilla/5.0 ${'x'.repeat(1000)}`);
    const seen = await list(t);
    expect(seen.find((s) => s.atual)?.agente_usuario).toBeNull();
    expect(seen.find((s) => !s.atual)?.agente_usuario).toHaveLength(300);
  });

  it('bad input and other callers: 400, 401, 403 in pt-BR', async () => {
    const t = await loginWith(await freshAccount());
    expectApiError(await send('DELETE', `/v2/app/${t}/cliente/sessoes/nao-e-uuid`), 400, /idsessao/);
    expectApiError(await get('/v2/app/token/cliente/sessoes'), 401, IDENTITY_MESSAGES.sessaoExpirada);
    const rep = await send<{ token: string }>('POST', '/v1/app/token/usuario/autenticar/representante', {
      cpf: DEMO_REPRESENTATIVE.email,
      senha: DEMO_REPRESENTATIVE.senha,
      idfornecedor: DEMO_SUPPLIERS.atacado.idfornecedor,
      loginAsRepresentante: true,
    });
    expect(rep.status).toBe(200);
    expectApiError(await get(`/v2/app/${rep.body.token}/cliente/sessoes`), 403, SESSION_MESSAGES.soCliente);
  });
});
