import {
  authResponseSchema,
  EMPTY_ID,
  IDENTITY_MESSAGES,
  linkedCreateResponseSchema,
  linkedUsersResponseSchema,
  LINKED_USER_MESSAGES as M,
  receivedInvitationsResponseSchema,
} from '../../../lib/contract';
import { requiredClientAnswers } from '../../seed/client-characteristics';
import { DEMO_ACCOUNTS, DEMO_SUPPLIERS } from '../../seed/demo-world';
import { expectApiError, get } from '../helpers';
import { ADMIN, bearer, login, loginDemo, randomCpf, send, uniqueEmail, type Login } from '../identity-helpers';

const E = DEMO_SUPPLIERS.emporio;
const A = DEMO_SUPPLIERS.atacado;
const C = DEMO_ACCOUNTS;
const P: string = C.principal.idcliente;

const listOf = (token: string, id = P) => send('POST', `/v1/app/${token}/usuario/${id}/usuarios`, {});
const create = (token: string, email: string, id = P, supplier: string = E.slug) =>
  send('POST', `/v1/app/usuario/${id}/${supplier}`, { email }, bearer(token));
const switchTo = (token: string, alvo: string, id = P) =>
  get(`/v1/app/usuario/${id}/${alvo}?gerar_token_jwt=true`, { headers: bearer(token) });
const remove = (token: string, alvo: string, id = P, supplier: string = E.idfornecedor) =>
  send('DELETE', `/v1/app/usuario/${id}/${alvo}/${supplier}`, undefined, bearer(token));
const received = (s: Login) => send('POST', `/v1/app/${s.token}/usuario/${s.usuario.idcliente}/convites-vinculo`, {});
const answer = (s: Login, idconvite: string, what: 'aceitar' | 'recusar') =>
  send('POST', `/v1/app/${s.token}/usuario/${s.usuario.idcliente}/convites-vinculo/${idconvite}/${what}`, {});
const configOf = (token: string) => get(`/v2/app/${token}/get-configuracoes-cliente`);

async function outbox(para: string) {
  const box = await get<{ mensagens: { corpo: string; tipo: string; assunto: string }[] }>(
    `/admin/email-outbox?para=${encodeURIComponent(para)}&tipo=convite-vinculado`,
    { headers: ADMIN },
  );
  return box.body.mensagens;
}
const tokenIn = (corpo: string) => /convite-vinculado\?token=([A-Za-z0-9_-]+)/.exec(corpo)?.[1];

/** A fresh customer with a password on `supplier` (registered and logged in). */
async function newCustomer(supplier: 'emporio' | 'atacado', nome: string) {
  const cpf = randomCpf();
  const email = uniqueEmail('conta');
  const f = DEMO_SUPPLIERS[supplier];
  const reg = await send('POST', `/v1/app/token~${EMPTY_ID}/usuario`, {
    nome,
    email,
    cpf,
    senha: 'segredo123',
    idfornecedor: f.idfornecedor,
    tokenOrigin: 'commerce',
    caracteristicas: requiredClientAnswers(supplier),
  });
  expect(reg.status).toBe(200);
  const l = await login(cpf, 'segredo123', f.idfornecedor);
  expect(l.status).toBe(200);
  return { ...l.body, email, cpf };
}

/** Invites a new email and sets its password from the emailed link: an accepted linked user of Ana. */
async function newLinkedUser(ana: Login) {
  const email = uniqueEmail('convidado');
  expect((await create(ana.token, email)).status).toBe(200);
  const token = tokenIn((await outbox(email))[0]!.corpo);
  expect((await send('POST', '/v4/convite-vinculado/senha', { token, senha: 'convidado123' })).status).toBe(200);
  const l = await login(email, 'convidado123', E.idfornecedor);
  expect(l.status).toBe(200);
  return { ...l.body, email };
}

describe('linked users', () => {
  it('the principal lists, switches (one at a time) and back, and a linked user manages nobody', async () => {
    const { token, usuario } = await loginDemo('principal');
    expect(usuario.principal).toBe(true);
    const l = linkedUsersResponseSchema.parse((await listOf(token)).body);
    expect(l.usuarios.map((u) => u.idcliente)).toEqual(
      expect.arrayContaining([C.vinculado1.idcliente, C.vinculado2.idcliente]),
    );

    const sw1 = await switchTo(token, C.vinculado1.idcliente);
    expect(sw1.status).toBe(200);
    const s1 = authResponseSchema.parse(sw1.body);
    expect(s1.usuario).toMatchObject({
      idcliente: C.vinculado1.idcliente,
      usuarioVinculadoLogado: true,
      usuarioPrincipal: P,
      principal: false,
    });
    const logged = linkedUsersResponseSchema.parse((await listOf(token)).body).usuarios.filter((u) => u.logado);
    expect(logged.map((u) => u.idcliente)).toEqual([C.vinculado1.idcliente]);

    // switching to the second one ends the first linked session
    const s2 = authResponseSchema.parse((await switchTo(token, C.vinculado2.idcliente)).body);
    expect(s2.usuario.idcliente).toBe(C.vinculado2.idcliente);
    expectApiError(await configOf(s1.token), 401, IDENTITY_MESSAGES.sessaoExpirada);
    // a linked user cannot manage linked users, but can see its principal
    expectApiError(await listOf(s2.token), 403, /principal/);
    expectApiError(await create(s2.token, uniqueEmail('x')), 403);
    const back = await send<{ clientes: { idcliente: string }[] }>(
      'POST',
      `/v1/app/${s2.token}/usuario/${C.vinculado2.idcliente}/clientes-vinculados`,
      {},
    );
    expect(back.body.clientes.map((c) => c.idcliente)).toEqual([P]);
    // linked user back to the principal
    const sp = authResponseSchema.parse((await get(`/v1/app/usuario/${P}/${P}`, { headers: bearer(s2.token) })).body);
    expect(sp.usuario).toMatchObject({ idcliente: P, usuarioVinculadoLogado: false });
    expectApiError(await configOf(s2.token), 401);
  });

  it('takeover chain: inviting an existing account yields only a pending invitation; nothing switches into it', async () => {
    const ana = await loginDemo('principal');
    const victim = C.consumidor;
    const r = await create(ana.token, victim.email);
    expect(r.status).toBe(200);
    const body = linkedCreateResponseSchema.parse(r.body);
    expect(body.mensagem).toBe(M.conviteEnviado(victim.email));
    expect(body.convite).toMatchObject({ email: victim.email, expirado: false });
    // Nothing about the account, and no session.
    expect(r.text).not.toContain(victim.idcliente);
    expect(r.text).not.toMatch(/token|usuario|idcliente|cpf/i);

    // Not a link: the principal's list shows only the invitation (no account id).
    const l = linkedUsersResponseSchema.parse((await listOf(ana.token)).body);
    expect(l.usuarios.map((u) => u.idcliente)).not.toContain(victim.idcliente);
    expect(l.convites.map((c) => c.idconvite)).toContain(body.convite.idconvite);
    expect(JSON.stringify(l.convites)).not.toContain(victim.idcliente);

    // Switching (route and composite token) is refused.
    expectApiError(await switchTo(ana.token, victim.idcliente), 404, M.vinculadoNaoEncontrado);
    expectApiError(await configOf(`${ana.token}~${victim.idcliente}`), 403);
    expectApiError(await get(`/v4/app/pedido/cliente/${victim.idcliente}`, { headers: bearer(ana.token) }), 403);

    // The email asks the owner to log in and answer (no password link for an account with a password).
    const [mail] = await outbox(victim.email);
    expect(mail!.corpo).toMatch(new RegExp(`https?://${E.dominio}(:\\d+)?/conta/usuarios`));
    expect(tokenIn(mail!.corpo)).toBeUndefined();
    expect(mail!.corpo).toContain(C.principal.nome);

    // Same answer as for a new email; a second invitation while this one is open is refused.
    expectApiError(await create(ana.token, victim.email), 409, M.conviteJaEnviado);

    // The owner sees it in its own account and declines: it is gone for good.
    const maria = await loginDemo('consumidor');
    const inv = receivedInvitationsResponseSchema.parse((await received(maria)).body).convites;
    const mine = inv.find((i) => i.idconvite === body.convite.idconvite);
    expect(mine).toMatchObject({ principal: { nome: C.principal.nome } });
    expect((await answer(maria, mine!.idconvite, 'recusar')).body).toEqual({
      sucesso: true,
      mensagem: M.conviteRecusado,
    });
    expectApiError(await answer(maria, mine!.idconvite, 'aceitar'), 404, M.conviteNaoEncontrado);
    expect(
      linkedUsersResponseSchema.parse((await listOf(ana.token)).body).convites.map((c) => c.idconvite),
    ).not.toContain(body.convite.idconvite);
    expectApiError(await switchTo(ana.token, victim.idcliente), 404);
  });

  it('an existing account becomes a linked user only when it accepts, logged in as itself', async () => {
    const ana = await loginDemo('principal');
    const owner = await newCustomer('emporio', 'Dona da Conta');
    const { convite } = linkedCreateResponseSchema.parse((await create(ana.token, owner.email)).body);
    expectApiError(await switchTo(ana.token, owner.usuario.idcliente), 404);

    // Nobody else answers for it: not the principal, not another customer, not a switched-in session.
    expectApiError(
      await send('POST', `/v1/app/${ana.token}/usuario/${P}/convites-vinculo/${convite.idconvite}/aceitar`, {}),
      404,
    );
    expectApiError(
      await send(
        'POST',
        `/v1/app/${ana.token}/usuario/${owner.usuario.idcliente}/convites-vinculo/${convite.idconvite}/aceitar`,
        {},
      ),
      403,
    );
    const other = await newCustomer('emporio', 'Outra Pessoa');
    expectApiError(await answer(other, convite.idconvite, 'aceitar'), 404);

    expect((await answer(owner, convite.idconvite, 'aceitar')).body).toEqual({
      sucesso: true,
      mensagem: M.conviteAceito,
    });
    const sw = await switchTo(ana.token, owner.usuario.idcliente);
    expect(sw.status).toBe(200);
    expect(authResponseSchema.parse(sw.body).usuario.idcliente).toBe(owner.usuario.idcliente);
    const l = linkedUsersResponseSchema.parse((await listOf(ana.token)).body);
    expect(l.usuarios.map((u) => u.idcliente)).toContain(owner.usuario.idcliente);
    expect(l.convites.map((c) => c.idconvite)).not.toContain(convite.idconvite);
    expectApiError(await create(ana.token, owner.email), 409, M.jaVinculado);
    // Linked to Ana, it cannot accept another principal's invitation on the same supplier.
    const other2 = await newCustomer('emporio', 'Outro Principal');
    const second = linkedCreateResponseSchema.parse(
      (await create(other2.token, owner.email, other2.usuario.idcliente)).body,
    );
    expectApiError(await answer(owner, second.convite.idconvite, 'aceitar'), 409, M.vinculadoDeOutraConta);
    expect((await remove(ana.token, owner.usuario.idcliente)).status).toBe(200);
  });

  it('a new email: account without a password, single-use link sets it and accepts; removing ends the linked session', async () => {
    const ana = await loginDemo('principal');
    const email = uniqueEmail('novo');
    const r = await create(ana.token, email);
    expect(r.status).toBe(200);
    const { convite, mensagem } = linkedCreateResponseSchema.parse(r.body);
    expect(mensagem).toBe(`Convite enviado para ${email}`);
    const [mail] = await outbox(email);
    const token = tokenIn(mail!.corpo);
    expect(token).toBeDefined();
    expect(mail!.corpo).toMatch(new RegExp(`https?://${E.dominio}(:\\d+)?/convite-vinculado\\?token=`));

    // Before the password: not a link, and no way in.
    expect(linkedUsersResponseSchema.parse((await listOf(ana.token)).body).usuarios.map((u) => u.email)).not.toContain(
      email,
    );
    expectApiError(await login(email, 'qualquer123', E.idfornecedor), 401);
    expectApiError(await send('POST', '/v4/convite-vinculado/senha', { token, senha: '123' }), 400, /ao menos 6/);
    expectApiError(
      await send('POST', '/v4/convite-vinculado/senha', { token: 'x'.repeat(43), senha: 'valida123' }),
      400,
      M.linkInvalido,
    );

    const ok = await send('POST', '/v4/convite-vinculado/senha', { token, senha: 'convidado123' });
    expect(ok.body).toEqual({ sucesso: true, mensagem: M.senhaDefinida });
    // Single use.
    expectApiError(
      await send('POST', '/v4/convite-vinculado/senha', { token, senha: 'outra12345' }),
      400,
      M.linkInvalido,
    );
    const own = await login(email, 'convidado123', E.idfornecedor);
    expect(own.status).toBe(200);
    expect(own.body.usuario).toMatchObject({ principal: false });
    expect((await login(email, 'outra12345', E.idfornecedor)).status).toBe(401);

    const l = linkedUsersResponseSchema.parse((await listOf(ana.token)).body);
    const linked = l.usuarios.find((u) => u.email === email);
    expect(linked).toBeDefined();
    expect(l.convites.map((c) => c.idconvite)).not.toContain(convite.idconvite);

    const s = authResponseSchema.parse((await switchTo(ana.token, linked!.idcliente)).body);
    expect((await configOf(s.token)).status).toBe(200);
    expect((await remove(ana.token, linked!.idcliente)).body).toEqual({ sucesso: true });
    // The session the principal opened as it ends with the link.
    expectApiError(await configOf(s.token), 401, IDENTITY_MESSAGES.sessaoExpirada);
    expectApiError(await switchTo(ana.token, linked!.idcliente), 404);
    expectApiError(await remove(ana.token, linked!.idcliente), 404);
  });

  it('the principal cancels a pending invitation by its idconvite; the link then does nothing', async () => {
    const ana = await loginDemo('principal');
    const email = uniqueEmail('cancelado');
    const { convite } = linkedCreateResponseSchema.parse((await create(ana.token, email)).body);
    const token = tokenIn((await outbox(email))[0]!.corpo);
    expect((await remove(ana.token, convite.idconvite)).body).toEqual({ sucesso: true });
    expectApiError(
      await send('POST', '/v4/convite-vinculado/senha', { token, senha: 'convidado123' }),
      400,
      M.linkInvalido,
    );
    expectApiError(await remove(ana.token, convite.idconvite), 404);
  });

  it('pending or blocked principals cannot list, invite, delete or switch (403)', async () => {
    // Pending on the Atacado (block-not-approved-user): against the approved demo company.
    const pend = await loginDemo('empresaPendente');
    const id = pend.usuario.idcliente;
    const target = C.empresaAprovada;
    expectApiError(await create(pend.token, target.email, id, A.slug), 403, M.cadastroNaoAprovado);
    expectApiError(await listOf(pend.token, id), 403, M.cadastroNaoAprovado);
    expectApiError(await switchTo(pend.token, target.idcliente, id), 403, M.cadastroNaoAprovado);
    expectApiError(await remove(pend.token, target.idcliente, id, A.idfornecedor), 403, M.cadastroNaoAprovado);
    expect(await outbox(target.email)).toEqual([]);
    // A fresh registration on the Atacado (held for approval) too.
    const fresh = await newCustomer('atacado', 'Empresa Recém-Cadastrada');
    expectApiError(
      await create(fresh.token, uniqueEmail('novo'), fresh.usuario.idcliente, A.slug),
      403,
      M.cadastroNaoAprovado,
    );
    expectApiError(await create(fresh.token, target.email, fresh.usuario.idcliente, A.slug), 403);
    // Going back to itself is not switching into anyone.
    expect((await switchTo(pend.token, id, id)).status).toBe(200);
  });

  it('only the principal: another customer cannot list, switch, create or delete', async () => {
    const { token } = await loginDemo('consumidor');
    expectApiError(await listOf(token), 403);
    expectApiError(await get(`/v1/app/usuario/${P}/${C.vinculado1.idcliente}`, { headers: bearer(token) }), 403);
    expectApiError(
      await get(`/v1/app/usuario/${C.consumidor.idcliente}/${C.vinculado1.idcliente}`, { headers: bearer(token) }),
      404,
    );
    expectApiError(await create(token, uniqueEmail('y')), 403);
    expectApiError(await remove(token, C.vinculado1.idcliente, P, E.slug), 403);
    expectApiError(await get(`/v1/app/usuario/${P}/${C.vinculado1.idcliente}`), 401, IDENTITY_MESSAGES.sessaoExpirada);
    const ana = await loginDemo('principal');
    expectApiError(await create(ana.token, 'nao-email'), 400, /Email inválido/);
    expectApiError(await create(ana.token, C.principal.email), 409, M.proprioUsuario);
  });

  it('a linked user logged in on its own acts under its principal: its order is the principal’s to see', async () => {
    const ana = await loginDemo('principal');
    const v = await newLinkedUser(ana);
    const cfg = await get<{ usuario: { principal: boolean } }>(`/v2/app/${v.token}/get-configuracoes-cliente`);
    expect(cfg.body.usuario.principal).toBe(false);
    // It cannot reach its principal as if switched in.
    expectApiError(await configOf(`${v.token}~${P}`), 403);
    expectApiError(await switchTo(v.token, P), 403);
  });
});
