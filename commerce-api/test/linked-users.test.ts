import { authResponseSchema, IDENTITY_MESSAGES, linkedUsersResponseSchema } from '../../lib/contract';
import { DEMO_ACCOUNTS, DEMO_SUPPLIERS } from '../seed/demo-world';
import { expectApiError, get } from './helpers';
import { bearer, loginDemo, send, uniqueEmail } from './identity-helpers';

const E = DEMO_SUPPLIERS.emporio;
const C = DEMO_ACCOUNTS;
const P = C.principal.idcliente;

const list = (token: string) => send('POST', `/v1/app/${token}/usuario/${P}/usuarios`, {});

describe('linked users', () => {
  it('the principal lists, switches (one at a time), creates and deletes linked users', async () => {
    const { token, usuario } = await loginDemo('principal');
    expect(usuario.principal).toBe(true);
    const l = linkedUsersResponseSchema.parse((await list(token)).body);
    expect(l.usuarios.map((u) => u.idcliente).sort()).toEqual([C.vinculado1.idcliente, C.vinculado2.idcliente].sort());

    const sw1 = await get(`/v1/app/usuario/${P}/${C.vinculado1.idcliente}?gerar_token_jwt=true`, {
      headers: bearer(token),
    });
    expect(sw1.status).toBe(200);
    const s1 = authResponseSchema.parse(sw1.body);
    expect(s1.usuario).toMatchObject({
      idcliente: C.vinculado1.idcliente,
      usuarioVinculadoLogado: true,
      usuarioPrincipal: P,
      principal: false,
    });
    const logged = linkedUsersResponseSchema.parse((await list(token)).body).usuarios.filter((u) => u.logado);
    expect(logged.map((u) => u.idcliente)).toEqual([C.vinculado1.idcliente]);

    // switching to the second one ends the first linked session
    const s2 = authResponseSchema.parse(
      (await get(`/v1/app/usuario/${P}/${C.vinculado2.idcliente}?gerar_token_jwt=true`, { headers: bearer(token) }))
        .body,
    );
    expect(s2.usuario.idcliente).toBe(C.vinculado2.idcliente);
    expectApiError(await get(`/v2/app/${s1.token}/get-configuracoes-cliente`), 401, IDENTITY_MESSAGES.sessaoExpirada);
    // a linked user cannot manage linked users, but can see its principal
    expectApiError(await list(s2.token), 403, /principal/);
    expectApiError(
      await send('POST', `/v1/app/usuario/${P}/${E.idfornecedor}`, { email: uniqueEmail('x') }, bearer(s2.token)),
      403,
    );
    const back = await send<{ clientes: { idcliente: string }[] }>(
      'POST',
      `/v1/app/${s2.token}/usuario/${C.vinculado2.idcliente}/clientes-vinculados`,
      {},
    );
    expect(back.body.clientes.map((c) => c.idcliente)).toEqual([P]);
    // linked user back to the principal
    const sp = authResponseSchema.parse((await get(`/v1/app/usuario/${P}/${P}`, { headers: bearer(s2.token) })).body);
    expect(sp.usuario).toMatchObject({ idcliente: P, usuarioVinculadoLogado: false });
    expectApiError(await get(`/v2/app/${s2.token}/get-configuracoes-cliente`), 401);

    // create by email, then delete
    const email = uniqueEmail('vinculado');
    const cr = await send<{ usuario: { idcliente: string; email: string } }>(
      'POST',
      `/v1/app/usuario/${P}/${E.slug}`,
      { email, nome: 'Novo Vinculado' },
      bearer(token),
    );
    expect(cr.status).toBe(200);
    expect(cr.body.usuario.email).toBe(email);
    expectApiError(await send('POST', `/v1/app/usuario/${P}/${E.slug}`, { email }, bearer(token)), 409);
    expectApiError(
      await send('POST', `/v1/app/usuario/${P}/${E.slug}`, { email: 'nao-email' }, bearer(token)),
      400,
      /Email inválido/,
    );
    const id = cr.body.usuario.idcliente;
    const sn = authResponseSchema.parse(
      (await get(`/v1/app/usuario/${P}/${id}?gerar_token_jwt=true`, { headers: bearer(token) })).body,
    );
    expect(
      (await send('DELETE', `/v1/app/usuario/${P}/${id}/${E.idfornecedor}`, undefined, bearer(token))).body,
    ).toEqual({ sucesso: true });
    expectApiError(await get(`/v2/app/${sn.token}/get-configuracoes-cliente`), 401);
    expectApiError(await send('DELETE', `/v1/app/usuario/${P}/${id}/${E.idfornecedor}`, undefined, bearer(token)), 404);
    const after = linkedUsersResponseSchema.parse((await list(token)).body);
    expect(after.usuarios.map((u) => u.idcliente)).not.toContain(id);
  });

  it('only the principal: another customer cannot list, switch, create or delete', async () => {
    const { token } = await loginDemo('consumidor');
    expectApiError(await list(token), 403);
    expectApiError(await get(`/v1/app/usuario/${P}/${C.vinculado1.idcliente}`, { headers: bearer(token) }), 403);
    expectApiError(
      await get(`/v1/app/usuario/${C.consumidor.idcliente}/${C.vinculado1.idcliente}`, { headers: bearer(token) }),
      404,
    );
    expectApiError(
      await send('POST', `/v1/app/usuario/${P}/${E.slug}`, { email: uniqueEmail('y') }, bearer(token)),
      403,
    );
    expectApiError(
      await send('DELETE', `/v1/app/usuario/${P}/${C.vinculado1.idcliente}/${E.slug}`, undefined, bearer(token)),
      403,
    );
    expectApiError(await get(`/v1/app/usuario/${P}/${C.vinculado1.idcliente}`), 401, IDENTITY_MESSAGES.sessaoExpirada);
  });
});
