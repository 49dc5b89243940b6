import {
  authResponseSchema,
  clientConfigResponseSchema,
  createUserResponseSchema,
  IDENTITY_MESSAGES,
  loginLookupResponseSchema,
} from '../../../lib/contract';
import { requiredClientAnswers } from '../../seed/client-characteristics';
import { DEMO_ACCOUNTS, DEMO_API_KEY, DEMO_PASSWORD, DEMO_SUPPLIERS, DEMO_TERMS } from '../../seed/demo-world';
import { expectApiError, get } from '../helpers';
import { ADMIN, bearer, confirmEmail, login, loginDemo, randomCpf, send, uniqueEmail } from '../identity-helpers';

const E = DEMO_SUPPLIERS.emporio;
const A = DEMO_SUPPLIERS.atacado;
const C = DEMO_ACCOUNTS;
const EMPTY = '00000000-0000-0000-0000-000000000000';

const config = (token: string) => get(`/v2/app/${token}/get-configuracoes-cliente`);

describe('login look-up', () => {
  it('says whether a login exists with minimal, masked data', async () => {
    const r = await get(`/v2/app/token/usuario/${encodeURIComponent('529.982.247-25')}?auth=random`, {
      headers: { 'X-idfornecedor': E.slug },
    });
    expect(r.status).toBe(200);
    const b = loginLookupResponseSchema.parse(r.body);
    expect(b).toEqual({
      existe: true,
      usuario: {
        nome: 'Maria',
        email: 'ma***@demo.com.br',
        cpfLength: 11,
        tipo_documento: 'CPF',
        cadastro_aprovado: true,
      },
    });
    expect(r.text).not.toContain('52998224725');
    // The look-up is anonymous: the internal id and the full email stay in the API.
    expect((r.body as { usuario: object }).usuario).not.toHaveProperty('idcliente');
    expect(r.text).not.toContain(C.consumidor.idcliente);
    expect(r.text.toLowerCase()).not.toContain(C.consumidor.email.toLowerCase());
    const pend = await get(`/v2/app/token/usuario/12ABC34501DE35`, { headers: { 'X-idfornecedor': A.slug } });
    expect((pend.body as { usuario: { cadastro_aprovado: boolean; cpfLength: number } }).usuario).toMatchObject({
      cadastro_aprovado: false,
      cpfLength: 14,
    });
    expect((await get(`/v2/app/token/usuario/${randomCpf()}`)).body).toEqual({ existe: false });
  });

  it('rejects a login with bad check digits with the spec message', async () => {
    expectApiError(await get('/v2/app/token/usuario/52998224724'), 400, IDENTITY_MESSAGES.loginInvalido);
  });
});

describe('authenticate', () => {
  it.each([
    ['CPF with punctuation', C.consumidor.login, E],
    ['CPF without punctuation', C.consumidor.cpf, E],
    ['email', C.consumidor.email, E],
    ['numeric CNPJ', C.empresaAprovada.login, A],
    ['numeric CNPJ without punctuation', C.empresaAprovada.cpf, A],
    ['alphanumeric CNPJ', C.empresaPendente.login, A],
    ['alphanumeric CNPJ lower-case, no punctuation', C.empresaPendente.cpf.toLowerCase(), A],
  ])('%s', async (_n, cpf, f) => {
    const r = await login(cpf, DEMO_PASSWORD, f.idfornecedor);
    expect(r.status).toBe(200);
    const b = authResponseSchema.parse(r.body);
    expect(b.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(b.usuario.fornecedor_slug).toBe(f.slug);
    expect(b.usuario.fornecedor_dominio).toBe(f.dominio);
  });

  it('the pending business is held for approval (bloqueado)', async () => {
    const { token, usuario } = await loginDemo('empresaPendente');
    expect(usuario.cadastro_aprovado).toBe(false);
    const c = clientConfigResponseSchema.parse((await config(token)).body);
    expect(c.configuracoes).toMatchObject({ cadastro_aprovado: false, bloqueado: true });
  });

  it('wrong password / unknown login → 401 with the spec message', async () => {
    expectApiError(
      await login(C.consumidor.login, 'errada123', E.idfornecedor),
      401,
      IDENTITY_MESSAGES.credenciaisInvalidas,
    );
    expectApiError(await login(randomCpf(), 'errada123', E.idfornecedor), 401, IDENTITY_MESSAGES.credenciaisInvalidas);
  });

  it('bad input → 400 in pt-BR', async () => {
    expectApiError(await login('529.982.247-24', 'x', E.idfornecedor), 400, IDENTITY_MESSAGES.loginInvalido);
    const r = await send('POST', '/v1/app/token/usuario/autenticar', { cpf: C.consumidor.cpf });
    expectApiError(r, 400, /senha — Campo obrigatório/);
  });

  it('API key login records idapikeys; a bad key → 401', async () => {
    const r = await send('POST', '/v4/api-key/login', {
      apiKey: DEMO_API_KEY.apiKey,
      idErpUsuario: DEMO_API_KEY.idErpUsuario,
      idFornecedor: A.idfornecedor,
    });
    expect(r.status).toBe(200);
    const b = authResponseSchema.parse(r.body);
    expect(b.usuario).toMatchObject({ idcliente: C.empresaAprovada.idcliente, idapikeys: DEMO_API_KEY.idapikeys });
    expect(clientConfigResponseSchema.parse((await config(b.token)).body).usuario.idapikeys).toBe(
      DEMO_API_KEY.idapikeys,
    );
    expectApiError(
      await send('POST', '/v4/api-key/login', {
        apiKey: 'errada',
        idErpUsuario: DEMO_API_KEY.idErpUsuario,
        idFornecedor: A.idfornecedor,
      }),
      401,
      IDENTITY_MESSAGES.apiKeyInvalida,
    );
    expectApiError(
      await send('POST', '/v4/api-key/login', {
        apiKey: DEMO_API_KEY.apiKey,
        idErpUsuario: DEMO_API_KEY.idErpUsuario,
        idFornecedor: E.idfornecedor,
      }),
      401,
      IDENTITY_MESSAGES.apiKeyInvalida,
    );
  });
});

describe('sessions', () => {
  it('logout revokes the token at once (path and Bearer)', async () => {
    const { token } = await loginDemo('consumidor');
    expect((await config(token)).status).toBe(200);
    expect((await get(`/v1/app/${token}/cliente/logout`)).body).toEqual({ sucesso: true });
    expectApiError(await config(token), 401, IDENTITY_MESSAGES.sessaoExpirada);
    expectApiError(
      await send('POST', '/v4/auth/handoff', { idfornecedor: E.idfornecedor }, bearer(token)),
      401,
      IDENTITY_MESSAGES.sessaoExpirada,
    );
    // Public routes keep answering for a dead token (anonymous).
    expect((await get(`/v2/app/${token}/fornecedor?idfornecedor=${E.slug}`)).status).toBe(200);
  });

  it('unknown token → 401 on customer routes; composite id of another client → 403', async () => {
    expectApiError(await config('tokeninexistente123'), 401, IDENTITY_MESSAGES.sessaoExpirada);
    const { token } = await loginDemo('consumidor');
    expect((await config(`${token}~${C.consumidor.idcliente}`)).status).toBe(200);
    expectApiError(await config(`${token}~${C.empresaAprovada.idcliente}`), 403);
  });

  it('customer A cannot read or change customer B by changing ids', async () => {
    const { token } = await loginDemo('consumidor');
    const b = C.principal.idcliente;
    expectApiError(
      await send('PUT', `/v1/app/usuario/${b}`, { dadosUsuario: { nome: 'Invasor' } }, bearer(token)),
      403,
    );
    expectApiError(
      await send('PUT', `/v4/client/${b}/supplier/${E.idfornecedor}/termos-uso`, undefined, bearer(token)),
      403,
    );
    expectApiError(
      await get(`/v4/verificacao/enviar-verificacao?canal=email&idcliente=${b}&idfornecedor=${E.slug}`, {
        headers: bearer(token),
      }),
      403,
    );
    expectApiError(await send('POST', `/v1/app/${token}/usuario/${b}/usuarios`), 403);
    expectApiError(await send('POST', `/v1/app/${token}/usuario/${b}/clientes-vinculados`), 403);
    const list = await get<{ clientes: { idcliente: string }[] }>(
      `/v1/app/${token}/cliente?email=${C.principal.email}`,
    );
    expect(list.body.clientes).toEqual([]);
    const own = await get<{ clientes: { idcliente: string }[] }>(`/v1/app/${token}/cliente`);
    expect(own.body.clientes.map((c) => c.idcliente)).toEqual([C.consumidor.idcliente]);
  });

  it('password change revokes the other sessions, keeps the current one', async () => {
    const email = uniqueEmail('troca');
    const reg = await send('POST', `/v1/app/token~${EMPTY}/usuario`, {
      nome: 'Troca Senha',
      email,
      cpf: randomCpf(),
      senha: 'senha-antiga',
      idfornecedor: E.slug,
      tokenOrigin: 'commerce',
    });
    expect(reg.status).toBe(200);
    const s1 = (await login(email, 'senha-antiga', E.idfornecedor)).body;
    const s2 = (await login(email, 'senha-antiga', E.idfornecedor)).body;
    const id = s1.usuario.idcliente;
    expectApiError(
      await send(
        'PUT',
        `/v1/app/usuario/${id}`,
        { dadosUsuario: { senha: 'senha-nova', senha_atual: 'errada' } },
        bearer(s1.token),
      ),
      400,
      'Senha atual incorreta',
    );
    const up = await send<{ mensagem: string }>(
      'PUT',
      `/v1/app/usuario/${id}`,
      { dadosUsuario: { senha: 'senha-nova', senha_atual: 'senha-antiga', telefone: '31999990000' } },
      bearer(s1.token),
    );
    expect(up.status).toBe(200);
    expect(up.body.mensagem).toBe(IDENTITY_MESSAGES.cadastroAtualizado);
    expect((await config(s1.token)).status).toBe(200);
    expectApiError(await config(s2.token), 401, IDENTITY_MESSAGES.sessaoExpirada);
    expect((await login(email, 'senha-nova', E.idfornecedor)).status).toBe(200);
  });
});

describe('registration and approval', () => {
  it('registers a CPF consumer on emporio (approved)', async () => {
    const cpf = randomCpf();
    const email = uniqueEmail('consumidor');
    const masked = `${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`;
    const r = await send('POST', `/v1/app/token~${EMPTY}/usuario`, {
      nome: 'Novo Consumidor',
      email,
      cpf: masked,
      senha: 'segredo1',
      telefone: '31988887777',
      idfornecedor: E.idfornecedor,
      tokenOrigin: 'commerce',
    });
    expect(r.status).toBe(200);
    const b = createUserResponseSchema.parse(r.body);
    expect(b.usuario).toMatchObject({ cpf, cpfLength: 11, tipo_documento: 'CPF', email, cadastro_aprovado: true });
    expect((await login(masked, 'segredo1', E.idfornecedor)).status).toBe(200);
    // duplicates → 409
    expectApiError(
      await send('POST', `/v1/app/token~${EMPTY}/usuario`, {
        nome: 'Outro',
        email: uniqueEmail('x'),
        cpf,
        senha: 'segredo1',
        idfornecedor: E.slug,
      }),
      409,
      /CPF/,
    );
    expectApiError(
      await send('POST', `/v1/app/token~${EMPTY}/usuario`, {
        nome: 'Outro',
        email,
        cpf: randomCpf(),
        senha: 'segredo1',
        idfornecedor: E.slug,
      }),
      409,
      /email/,
    );
  });

  it('rejects bad documents, emails and short passwords with pt-BR messages', async () => {
    const base = {
      nome: 'Fulano',
      email: uniqueEmail('bad'),
      cpf: randomCpf(),
      senha: 'segredo1',
      idfornecedor: E.slug,
    };
    expectApiError(
      await send('POST', `/v1/app/token~${EMPTY}/usuario`, { ...base, cpf: '529.982.247-24' }),
      400,
      IDENTITY_MESSAGES.loginInvalido,
    );
    expectApiError(
      await send('POST', `/v1/app/token~${EMPTY}/usuario`, { ...base, email: 'nao-e-email' }),
      400,
      /email — Email inválido/,
    );
    expectApiError(
      await send('POST', `/v1/app/token~${EMPTY}/usuario`, { ...base, senha: '123' }),
      400,
      /senha — A senha deve ter ao menos 6 caracteres/,
    );
  });

  it('CNPJ business on atacado: tax-office data, pending, approved by the back-office', async () => {
    const receita = await get<{ razao_social: string }>(
      '/v1/app/token~00000000-0000-0000-0000-000000000000/usuario/dados-receita/45.723.174%2F0001-10',
    );
    expect(receita.status).toBe(200);
    expect(receita.body.razao_social).toBe('Restaurante Sabor de Minas Ltda');
    expect((await get('/v1/app/token/usuario/dados-receita/12ABC34501DE35')).status).toBe(200);
    expectApiError(await get('/v1/app/token/usuario/dados-receita/11444777000161'), 404);
    expectApiError(await get('/v1/app/token/usuario/dados-receita/11444777000162'), 400);

    const email = uniqueEmail('restaurante');
    const r = await send('POST', `/v1/app/token~${EMPTY}/usuario`, {
      nome: 'Restaurante Sabor de Minas',
      email,
      cpf: '45.723.174/0001-10',
      senha: 'segredo1',
      idfornecedor: A.slug,
      tokenOrigin: 'commerce',
      caracteristicas: requiredClientAnswers('atacado'),
    });
    expect(r.status).toBe(200);
    const b = createUserResponseSchema.parse(r.body);
    expect(b).toMatchObject({
      cadastro_aprovado: false,
      usuario: { cpfLength: 14, tipo_documento: 'CNPJ', razao_social: 'Restaurante Sabor de Minas Ltda' },
    });
    expect(b.mensagem).toBe(b.message_after_create ?? IDENTITY_MESSAGES.cadastroCriadoPendente);
    const id = b.usuario.idcliente;
    const s = (await login(email, 'segredo1', A.idfornecedor)).body;
    expect(s.usuario.cadastro_aprovado).toBe(false);

    const approve = `/admin/clientes/${id}/fornecedor/${A.idfornecedor}/aprovar`;
    expectApiError(await send('POST', approve), 401);
    expectApiError(await send('POST', approve, undefined, { 'X-Admin-Key': 'errada' }), 401);
    expect((await send('POST', approve, undefined, ADMIN)).body).toEqual({
      idcliente: id,
      idfornecedor: A.idfornecedor,
      cadastro_aprovado: true,
    });
    const c = clientConfigResponseSchema.parse((await config(s.token)).body);
    expect(c.configuracoes).toMatchObject({ cadastro_aprovado: true, bloqueado: false });
  });
});

describe('a supplier that sells only to companies (Atacado)', () => {
  const register = (cpf: string, idfornecedor: string, email = uniqueEmail('atacado-doc')) =>
    send('POST', `/v1/app/token~${EMPTY}/usuario`, {
      nome: 'Compras Ltda',
      email,
      cpf,
      senha: 'segredo1',
      idfornecedor,
      tokenOrigin: 'commerce',
      // The Atacado's required client characteristic answered: only the document is at stake here.
      caracteristicas: idfornecedor === A.slug ? requiredClientAnswers('atacado') : [],
    });

  it.each([
    ['an alphanumeric CNPJ with a wrong check digit', '12ABC34501DE36'],
    ['a numeric CNPJ with a letter O for a zero', 'O1222333000181'],
    ['a CNPJ with wrong check digits', '11.222.333/0001-82'],
    ['a foreign document', 'AB123456'],
  ])('%s is refused with "CNPJ inválido" (400, on the document field), and no client is written', async (_n, cpf) => {
    const email = uniqueEmail('atacado-doc');
    const r = await register(cpf, A.slug, email);
    expectApiError(r, 400, 'CNPJ inválido');
    expect((r.body as { codigo: string; campos: Record<string, string> }).codigo).toBe('CNPJ_INVALIDO');
    expect((r.body as { campos: Record<string, string> }).campos).toEqual({ cpf: 'CNPJ inválido' });
    expect((await get(`/v2/app/token/usuario/${encodeURIComponent(email)}`)).body).toEqual({ existe: false });
  });

  it('a foreign document is still accepted where the supplier sells to consumers; a valid CNPJ at the Atacado', async () => {
    const foreign = `AB${String(Date.now()).slice(-8)}`;
    const r = await register(foreign, E.slug);
    expect(r.status).toBe(200);
    expect(createUserResponseSchema.parse(r.body).usuario.tipo_documento).toBe('ESTRANGEIRO');
    const ok = await register('45.723.174/0001-10', A.slug);
    // The demo's Sabor de Minas may already exist (the approval test registers it): either created or a duplicate, never 'CNPJ inválido'.
    expect([200, 409]).toContain(ok.status);
  });
});

describe('terms of use and verification', () => {
  it('terms text, status and acceptance per client and supplier', async () => {
    const t = await get<{ versao: string; texto: string }>('/termouso', { headers: { 'X-idfornecedor': A.slug } });
    expect(t.status).toBe(200);
    expect(t.body.versao).toBe(DEMO_TERMS.versao);
    expectApiError(await get('/termouso?versaoArquivo=1999.1', { headers: { 'X-idfornecedor': A.slug } }), 404);
    expectApiError(await get('/termouso'), 400);
    const { token, usuario } = await loginDemo('empresaAprovada');
    expect(usuario.termosuso).toMatchObject({ versao: DEMO_TERMS.versao, aceito: false });
    const r = await send<{ termosuso: { aceito: boolean } }>(
      'PUT',
      `/v4/client/${usuario.idcliente}/supplier/${A.idfornecedor}/termos-uso`,
      undefined,
      bearer(token),
    );
    expect(r.body.termosuso).toMatchObject({ aceito: true, versao_aceita: DEMO_TERMS.versao });
  });

  it('verification writes a message to the outbox', async () => {
    const { token, usuario } = await loginDemo('consumidor');
    const r = await get(
      `/v4/verificacao/enviar-verificacao?canal=email&idcliente=${usuario.idcliente}&idfornecedor=${E.slug}&fonte=cadastro`,
      { headers: bearer(token) },
    );
    expect(r.body).toEqual({ enviado: true, canal: 'email', destino: 'ma***@demo.com.br' });
    const box = await get<{ mensagens: { tipo: string; corpo: string }[] }>(
      `/admin/email-outbox?para=${C.consumidor.email}&tipo=verificacao-email`,
      { headers: ADMIN },
    );
    expect(box.body.mensagens[0]?.corpo).toMatch(/código de verificação é \d{6}/);
  });
});

describe('password recovery', () => {
  it('writes a single-use reset link to the outbox; the reset works once and revokes sessions', async () => {
    const email = uniqueEmail('recupera');
    const cpf = randomCpf();
    await send('POST', `/v1/app/token~${EMPTY}/usuario`, {
      nome: 'Recupera Senha',
      email,
      cpf,
      senha: 'antiga123',
      idfornecedor: E.slug,
    });
    const old = (await login(cpf, 'antiga123', E.idfornecedor)).body;
    // Links go only to a confirmed email (decision 0032).
    await confirmEmail(old, email, E.idfornecedor);
    // the login with slashes stripped
    const r = await get<{ email: string }>(
      `/v2/app/token/cliente/senha/recuperar/${cpf.slice(0, 9)}${encodeURIComponent('/')}${cpf.slice(9)}?idfornecedor=${E.slug}`,
    );
    expect(r.status).toBe(200);
    expect(r.body.email).toMatch(/^re\*\*\*@teste\.com\.br$/);
    const box = await get<{ mensagens: { corpo: string; para: string }[] }>(
      `/admin/email-outbox?para=${email}&tipo=redefinicao-senha`,
      { headers: ADMIN },
    );
    const m = /redefinir-senha\?token=([A-Za-z0-9_-]+)/.exec(box.body.mensagens[0]?.corpo ?? '');
    expect(m).not.toBeNull();
    // On the supplier's own domain, never the shared host's /<slug>/ (decision 0038).
    expect(box.body.mensagens[0]!.corpo).toMatch(new RegExp(`https?://${E.dominio}(:\\d+)?/redefinir-senha\\?token=`));
    expect(box.body.mensagens[0]!.corpo).not.toContain(`/${E.slug}/`);
    const ok = await send('POST', '/v4/senha/redefinir', { token: m![1], senha: 'nova12345' });
    expect(ok.status).toBe(200);
    expectApiError(
      await send('POST', '/v4/senha/redefinir', { token: m![1], senha: 'outra12345' }),
      400,
      /inválido ou expirado/,
    );
    expectApiError(await config(old.token), 401, IDENTITY_MESSAGES.sessaoExpirada);
    expect((await login(cpf, 'nova12345', E.idfornecedor)).status).toBe(200);
    expect((await login(cpf, 'antiga123', E.idfornecedor)).status).toBe(401);
    // by idcliente too; unknown → 404 with the spec message
    expect((await get(`/v2/app/token/cliente/senha/recuperar/${old.usuario.idcliente}`)).status).toBe(200);
    expectApiError(
      await get(`/v2/app/token/cliente/senha/recuperar/${randomCpf()}`),
      404,
      IDENTITY_MESSAGES.falhaRecuperarSenha,
    );
  });
});

describe('cross-domain handoff', () => {
  const create = (token: string, idfornecedor: string, h: Record<string, string> = {}) =>
    send<{ codigo: string; expira_em: string }>(
      'POST',
      '/v4/auth/handoff',
      { idfornecedor },
      { ...bearer(token), ...h },
    );
  const consume = (codigo: string, email: string, idfornecedor: string) =>
    send('POST', '/v4/auth/handoff/consumir', { codigo, email, idfornecedor });

  it('a code opens a new session once, on its target, for its email', async () => {
    const { token } = await loginDemo('consumidor');
    const c = await create(token, E.idfornecedor);
    expect(c.status).toBe(200);
    expect(c.body.codigo).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(c.body.codigo).not.toBe(token);
    const exp = Date.parse(c.body.expira_em) - Date.now();
    expect(exp).toBeGreaterThan(30_000);
    expect(exp).toBeLessThanOrEqual(61_000);
    const r = await consume(c.body.codigo, C.consumidor.email.toUpperCase(), E.slug);
    expect(r.status).toBe(200);
    const b = authResponseSchema.parse(r.body);
    expect(b.token).not.toBe(token);
    expect(b.usuario.idcliente).toBe(C.consumidor.idcliente);
    expectApiError(await consume(c.body.codigo, C.consumidor.email, E.slug), 401, IDENTITY_MESSAGES.handoffInvalido);
  });

  it('wrong target, wrong email, unknown code → 401 (and the code is burnt)', async () => {
    const { token } = await loginDemo('consumidor');
    const c1 = await create(token, E.idfornecedor);
    expectApiError(
      await consume(c1.body.codigo, C.consumidor.email, A.idfornecedor),
      401,
      IDENTITY_MESSAGES.handoffInvalido,
    );
    expectApiError(
      await consume(c1.body.codigo, C.consumidor.email, E.idfornecedor),
      401,
      IDENTITY_MESSAGES.handoffInvalido,
    );
    const c2 = await create(token, E.idfornecedor);
    expectApiError(
      await consume(c2.body.codigo, 'outra@pessoa.com', E.idfornecedor),
      401,
      IDENTITY_MESSAGES.handoffInvalido,
    );
    expectApiError(
      await consume('nao-existe', C.consumidor.email, E.idfornecedor),
      401,
      IDENTITY_MESSAGES.handoffInvalido,
    );
    // only for the session's own supplier
    expectApiError(await create(token, A.idfornecedor), 403);
    expectApiError(
      await send('POST', '/v4/auth/handoff', { idfornecedor: E.idfornecedor }),
      401,
      IDENTITY_MESSAGES.sessaoExpirada,
    );
  });

  it('an expired code fails', async () => {
    const { token } = await loginDemo('consumidor');
    // Back-office TTL override (X-Admin-Key + X-Handoff-Ttl), honoured only below HANDOFF_TTL_SECONDS.
    const c = await create(token, E.idfornecedor, { ...ADMIN, 'X-Handoff-Ttl': '1' });
    expect(Date.parse(c.body.expira_em) - Date.now()).toBeLessThanOrEqual(1_500);
    await new Promise((r) => setTimeout(r, 1_600));
    expectApiError(
      await consume(c.body.codigo, C.consumidor.email, E.idfornecedor),
      401,
      IDENTITY_MESSAGES.handoffInvalido,
    );
    // without the admin key the override is ignored
    const d = await create(token, E.idfornecedor, { 'X-Handoff-Ttl': '1' });
    expect(Date.parse(d.body.expira_em) - Date.now()).toBeGreaterThan(30_000);
  });
});
