import {
  authResponseSchema,
  IDENTITY_MESSAGES,
  representativeAccessResponseSchema,
  representativeAuthResponseSchema,
} from '../../../lib/contract';
import { DEMO_ACCOUNTS, DEMO_SUPPLIERS, DEMO_REPRESENTATIVE as REP } from '../../seed/demo-world';
import { expectApiError, get } from '../helpers';
import { bearer, loginDemo, send } from '../identity-helpers';

const A = DEMO_SUPPLIERS.atacado;
const E = DEMO_SUPPLIERS.emporio;
const C = DEMO_ACCOUNTS;

async function repLogin(fornecedor: string = A.idfornecedor, senha: string = REP.senha) {
  return send('POST', '/v1/app/token/usuario/autenticar/representante', {
    cpf: REP.email,
    senha,
    idfornecedor: fornecedor,
    loginAsRepresentante: true,
    tokenOrigin: 'commerce',
  });
}

describe('representatives', () => {
  it('log in, check access, list and search the portfolio', async () => {
    const r = await repLogin();
    expect(r.status).toBe(200);
    const { token, representante } = representativeAuthResponseSchema.parse(r.body);
    expect(representante).toEqual({
      idusuario: REP.idusuario,
      nome: REP.nome,
      email: REP.email,
      idfornecedor: A.idfornecedor,
    });
    const acc = representativeAccessResponseSchema.parse(
      (await get(`/v4/acessorepresentante/${A.idfornecedor}`, { headers: bearer(token) })).body,
    );
    expect(acc).toMatchObject({ acesso: true, totalClientes: 3, clienteAtual: null });
    const list = await get<{ clientes: { idcliente: string }[] }>(
      `/v4/representante/${A.idfornecedor}/${REP.idusuario}`,
      { headers: bearer(token) },
    );
    expect(list.body.clientes.map((c) => c.idcliente).sort()).toEqual(REP.clientes.map((k) => C[k].idcliente).sort());
    const search = await get<{ clientes: { idcliente: string }[] }>(
      `/v4/representante/${A.slug}/${REP.idusuario}?busca=padaria`,
      { headers: bearer(token) },
    );
    expect(search.body.clientes.map((c) => c.idcliente)).toEqual([C.empresaPendente.idcliente]);
    const byDoc = await get<{ clientes: { idcliente: string }[] }>(
      `/v4/representante/${A.slug}/${REP.idusuario}?busca=11.222.333`,
      { headers: bearer(token) },
    );
    expect(byDoc.body.clientes.map((c) => c.idcliente)).toEqual([C.empresaAprovada.idcliente]);
    // another representative's portfolio, another supplier
    expectApiError(
      await get(`/v4/representante/${A.idfornecedor}/${C.consumidor.idcliente}`, { headers: bearer(token) }),
      403,
    );
    expectApiError(await get(`/v4/acessorepresentante/${E.idfornecedor}`, { headers: bearer(token) }), 403);
  });

  it('wrong password → 401; no portfolio on the supplier → 403; customers are not representatives', async () => {
    expectApiError(await repLogin(A.idfornecedor, 'errada'), 401, IDENTITY_MESSAGES.credenciaisInvalidas);
    expectApiError(await repLogin(E.idfornecedor), 403);
    const { token } = await loginDemo('empresaAprovada');
    expectApiError(await get(`/v4/acessorepresentante/${A.idfornecedor}`, { headers: bearer(token) }), 403);
    expectApiError(await get(`/v4/acessorepresentante/${A.idfornecedor}`), 401, IDENTITY_MESSAGES.sessaoExpirada);
  });

  it('acts for a client of the portfolio (session records the representative), switches, and never outside it', async () => {
    const { token } = representativeAuthResponseSchema.parse((await repLogin()).body);
    const outside = await send(
      'POST',
      `/v4/representante/${A.idfornecedor}/cliente/${C.consumidor.idcliente}/sessao`,
      undefined,
      bearer(token),
    );
    expectApiError(outside, 403, /fora da carteira/);
    const r1 = await send(
      'POST',
      `/v4/representante/${A.idfornecedor}/cliente/${C.empresaAprovada.idcliente}/sessao`,
      undefined,
      bearer(token),
    );
    expect(r1.status).toBe(200);
    const s1 = authResponseSchema.parse(r1.body);
    expect(s1.usuario.idcliente).toBe(C.empresaAprovada.idcliente);
    expect(s1.usuario.representante).toMatchObject({ idusuario: REP.idusuario });
    const cfg = await get<{ usuario: { idcliente: string; representante: { idusuario: string } } }>(
      `/v2/app/${s1.token}/get-configuracoes-cliente`,
    );
    expect(cfg.body.usuario.representante.idusuario).toBe(REP.idusuario);
    // the previous (representative) token was replaced
    expectApiError(await get(`/v4/acessorepresentante/${A.idfornecedor}`, { headers: bearer(token) }), 401);
    // composite token: a client of the portfolio is allowed, another client is not
    expect((await get(`/v2/app/${s1.token}~${C.lanchonete.idcliente}/get-configuracoes-cliente`)).status).toBe(200);
    expectApiError(await get(`/v2/app/${s1.token}~${C.consumidor.idcliente}/get-configuracoes-cliente`), 403);
    // switch to another client
    const r2 = await send(
      'POST',
      `/v4/representante/${A.slug}/cliente/${C.empresaPendente.idcliente}/sessao`,
      undefined,
      bearer(s1.token),
    );
    const s2 = authResponseSchema.parse(r2.body);
    expect(s2.usuario).toMatchObject({ idcliente: C.empresaPendente.idcliente, cadastro_aprovado: false });
    const acc = representativeAccessResponseSchema.parse(
      (await get(`/v4/acessorepresentante/${A.idfornecedor}`, { headers: bearer(s2.token) })).body,
    );
    expect(acc.clienteAtual).toBe(C.empresaPendente.idcliente);
    // the representative may not change the client's registration; logout ends the session
    expectApiError(
      await send(
        'PUT',
        `/v1/app/usuario/${C.empresaPendente.idcliente}`,
        { dadosUsuario: { nome: 'X Y' } },
        bearer(s2.token),
      ),
      403,
    );
    expect((await get(`/v1/app/${s2.token}/cliente/logout`)).status).toBe(200);
    expectApiError(await get(`/v2/app/${s2.token}/get-configuracoes-cliente`), 401, IDENTITY_MESSAGES.sessaoExpirada);
  });
});
