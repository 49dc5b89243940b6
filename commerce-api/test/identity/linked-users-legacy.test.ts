/**
 * Migration 0038 on links made before invitations existed, and the invitation link's expiry. A world
 * of its own (orders-helpers.ts): the migrations before 0038 run, the legacy rows below are written
 * as the old createLinkedUser left them, then 0038 and the seed run.
 */
import {
  authResponseSchema,
  linkedCreateResponseSchema,
  linkedUsersResponseSchema,
  LINKED_USER_MESSAGES as M,
  receivedInvitationsResponseSchema,
} from '../../../lib/contract';
import { DEMO_SUPPLIERS } from '../../seed/demo-world';
import { hashPassword, sha256 } from '../../src/domain/identity/crypto';
import { expectApiError, get } from '../helpers';
import { ADMIN, bearer, login, loginDemo, send, uniqueEmail } from '../identity-helpers';
import { startOrderWorld, type World } from '../orders-helpers';

const E = DEMO_SUPPLIERS.emporio;
const F = 'f0000000-0000-4000-8000-00000000b001';
const L = { id: 'a0000000-0000-4000-8000-00000000b001', email: 'principal.legado@teste.com.br' };
/** An account that existed before the principal linked it (the takeover). */
const X = { id: 'a0000000-0000-4000-8000-00000000b002', email: 'vitima.legado@teste.com.br' };
/** An account the old call created together with its link. */
const N = { id: 'a0000000-0000-4000-8000-00000000b003', email: 'criado.legado@teste.com.br' };
const SENHA = 'legado12345';
/** A live session the principal had opened as X before the migration. */
const OLD_TOKEN = 'sessao-legada-do-principal-como-vitima-0001';

let world: World;
beforeAll(async () => {
  const hash = await hashPassword(SENHA);
  const legacy = `
    INSERT INTO fornecedores (idfornecedor, idempresa, slug, nome, tema, rodape, seo)
      VALUES ('${F}', '${F}', 'legado-vinculos', 'Loja Legado', '{}', '{}', '{}');
    INSERT INTO clientes (idcliente, nome, email, tipo_documento, criado_em) VALUES
      ('${L.id}', 'Principal Legado', '${L.email}', 'EMAIL', '2025-01-01T00:00:00Z'),
      ('${X.id}', 'Vítima Legado', '${X.email}', 'EMAIL', '2025-02-01T00:00:00Z'),
      ('${N.id}', 'Criado Legado', '${N.email}', 'EMAIL', '2025-04-01T00:00:00Z');
    INSERT INTO usuarios (idusuario, idcliente, senha_hash) VALUES
      (gen_random_uuid(), '${L.id}', '${hash}'), (gen_random_uuid(), '${X.id}', '${hash}'), (gen_random_uuid(), '${N.id}', '${hash}');
    INSERT INTO cliente_fornecedor (idcliente, idfornecedor, cadastro_aprovado, aprovado_em) VALUES
      ('${L.id}', '${F}', true, now()), ('${X.id}', '${F}', true, now()), ('${N.id}', '${F}', true, now());
    INSERT INTO usuarios_vinculados (idprincipal, idvinculado, idfornecedor, criado_em) VALUES
      ('${L.id}', '${X.id}', '${F}', '2025-03-01T00:00:00Z'),
      ('${L.id}', '${N.id}', '${F}', '2025-04-01T00:00:00Z');
    INSERT INTO sessoes (idsessao, token_hash, idcliente, idfornecedor, idprincipal, origem, expira_em)
      VALUES (gen_random_uuid(), '${sha256(OLD_TOKEN)}', '${X.id}', '${F}', '${L.id}', 'vinculado', now() + interval '1 day');
  `;
  world = await startOrderWorld('vinculos', { WORLD_LEGACY_BEFORE: '0038', WORLD_LEGACY_SQL: legacy });
}, 120_000);
afterAll(async () => {
  await world?.close();
});

const switchTo = (token: string, principal: string, alvo: string) =>
  get(`/v1/app/usuario/${principal}/${alvo}?gerar_token_jwt=true`, { headers: bearer(token) });

describe('migration 0038: links made before invitations', () => {
  it('a link to an account older than the link is a pending invitation: not switchable until its owner accepts', async () => {
    // The session opened as the victim before the migration ended with it.
    expectApiError(await get(`/v2/app/${OLD_TOKEN}/get-configuracoes-cliente`), 401);
    const l = await login(L.email, SENHA, F);
    expect(l.status).toBe(200);
    expectApiError(await switchTo(l.body.token, L.id, X.id), 404, M.vinculadoNaoEncontrado);
    // The account the old call created with its link stays linked.
    expect((await switchTo(l.body.token, L.id, N.id)).status).toBe(200);
    const list = linkedUsersResponseSchema.parse(
      (await send('POST', `/v1/app/${l.body.token}/usuario/${L.id}/usuarios`, {})).body,
    );
    expect(list.usuarios.map((u) => u.idcliente)).toEqual([N.id]);
    expect(list.convites).toEqual([expect.objectContaining({ email: X.email, expirado: false })]);

    // Its owner, logged in as itself, accepts: then the principal switches.
    const x = await login(X.email, SENHA, F);
    const inv = receivedInvitationsResponseSchema.parse(
      (await send('POST', `/v1/app/${x.body.token}/usuario/${X.id}/convites-vinculo`, {})).body,
    ).convites;
    expect(inv).toEqual([expect.objectContaining({ principal: { nome: 'Principal Legado' } })]);
    const ok = await send(
      'POST',
      `/v1/app/${x.body.token}/usuario/${X.id}/convites-vinculo/${inv[0]!.idconvite}/aceitar`,
      {},
    );
    expect(ok.status).toBe(200);
    const l2 = await login(L.email, SENHA, F);
    const sw = await switchTo(l2.body.token, L.id, X.id);
    expect(sw.status).toBe(200);
    expect(authResponseSchema.parse(sw.body).usuario.idcliente).toBe(X.id);
  });

  it('the seed’s demo links are accepted', async () => {
    const ana = await loginDemo('principal');
    const l = linkedUsersResponseSchema.parse(
      (await send('POST', `/v1/app/${ana.token}/usuario/${ana.usuario.idcliente}/usuarios`, {})).body,
    );
    expect(l.usuarios).toHaveLength(2);
    expect(l.convites).toEqual([]);
  });
});

describe('invitation expiry', () => {
  it('an expired link is refused, the invitation shows as expired and can be sent again', async () => {
    const ana = await loginDemo('principal');
    const email = uniqueEmail('expira');
    const create = () =>
      send('POST', `/v1/app/usuario/${ana.usuario.idcliente}/${E.slug}`, { email }, bearer(ana.token));
    const first = linkedCreateResponseSchema.parse((await create()).body);
    const tokenOf = async () => {
      const box = await get<{ mensagens: { corpo: string }[] }>(
        `/admin/email-outbox?para=${encodeURIComponent(email)}&tipo=convite-vinculado`,
        { headers: ADMIN },
      );
      return /convite-vinculado\?token=([A-Za-z0-9_-]+)/.exec(box.body.mensagens[0]!.corpo)![1]!;
    };
    const oldToken = await tokenOf();
    // Seven days later.
    await world.sql(
      `UPDATE usuarios_vinculados SET convite_expira_em = now() - interval '1 second' WHERE idconvite = $1`,
      [first.convite.idconvite],
    );
    expectApiError(
      await send('POST', '/v4/convite-vinculado/senha', { token: oldToken, senha: 'convidado123' }),
      400,
      M.linkInvalido,
    );
    const list = linkedUsersResponseSchema.parse(
      (await send('POST', `/v1/app/${ana.token}/usuario/${ana.usuario.idcliente}/usuarios`, {})).body,
    );
    expect(list.convites.find((c) => c.idconvite === first.convite.idconvite)).toMatchObject({ expirado: true });
    // Sent again: a new link works, the old one still does not.
    const again = await create();
    expect(again.status).toBe(200);
    const newToken = await tokenOf();
    expect(newToken).not.toBe(oldToken);
    expectApiError(
      await send('POST', '/v4/convite-vinculado/senha', { token: oldToken, senha: 'convidado123' }),
      400,
      M.linkInvalido,
    );
    expect((await send('POST', '/v4/convite-vinculado/senha', { token: newToken, senha: 'convidado123' })).status).toBe(
      200,
    );
    expect((await login(email, 'convidado123', E.idfornecedor)).status).toBe(200);
  });
});
