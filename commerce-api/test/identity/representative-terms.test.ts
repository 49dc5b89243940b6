/**
 * Terms of use at checkout for a representative (decision 0036): the representative acting for a
 * client of its portfolio accepts the supplier's terms on the client's behalf, recorded as such; a
 * client accepting for itself is recorded without one; outside the portfolio, nothing is accepted.
 */
import { authResponseSchema, representativeAuthResponseSchema } from '../../../lib/contract';
import { DEMO_ACCOUNTS, DEMO_SUPPLIERS, DEMO_TERMS, DEMO_REPRESENTATIVE as REP } from '../../seed/demo-world';
import { expectApiError, get } from '../helpers';
import { bearer, loginDemo, send } from '../identity-helpers';
import { startOrderWorld, type World } from '../orders-helpers';

const A = DEMO_SUPPLIERS.atacado;
const C = DEMO_ACCOUNTS;

let world: World;
beforeAll(async () => {
  world = await startOrderWorld('termos_representante');
}, 120_000);
afterAll(async () => {
  await world?.close();
});

const pending = (idcliente: string) =>
  world.sql(
    `UPDATE cliente_fornecedor SET termos_aceitos_versao = NULL, termos_aceitos_em = NULL,
       termos_aceitos_por_representante = NULL WHERE idcliente = $1 AND idfornecedor = $2`,
    [idcliente, A.idfornecedor],
  );
const acceptedBy = async (idcliente: string) =>
  (
    await world.sql<{ versao: string | null; rep: string | null }>(
      `SELECT termos_aceitos_versao AS versao, termos_aceitos_por_representante::text AS rep
         FROM cliente_fornecedor WHERE idcliente = $1 AND idfornecedor = $2`,
      [idcliente, A.idfornecedor],
    )
  )[0];

async function actingFor(idcliente: string): Promise<string> {
  const r = await send('POST', '/v1/app/token/usuario/autenticar/representante', {
    cpf: REP.email,
    senha: REP.senha,
    idfornecedor: A.idfornecedor,
    loginAsRepresentante: true,
    tokenOrigin: 'commerce',
  });
  const { token } = representativeAuthResponseSchema.parse(r.body);
  const s = await send(
    'POST',
    `/v4/representante/${A.idfornecedor}/cliente/${idcliente}/sessao`,
    undefined,
    bearer(token),
  );
  expect(s.status).toBe(200);
  return authResponseSchema.parse(s.body).token;
}

const accept = (token: string, idcliente: string) =>
  send<{ termosuso: { aceito: boolean; versao_aceita: string | null } }>(
    'PUT',
    `/v4/client/${idcliente}/supplier/${A.idfornecedor}/termos-uso`,
    undefined,
    bearer(token),
  );

it('a representative acting for its client accepts the terms on its behalf, and is recorded as the one who did', async () => {
  const client = C.lanchonete.idcliente;
  await pending(client);
  const token = await actingFor(client);
  const cfg = await get<{ configuracoes: { termosuso: { aceito: boolean } } }>(
    `/v2/app/${token}/get-configuracoes-cliente`,
  );
  expect(cfg.body.configuracoes.termosuso.aceito).toBe(false);
  const r = await accept(token, client);
  expect(r.status).toBe(200);
  expect(r.body.termosuso).toMatchObject({ aceito: true, versao_aceita: DEMO_TERMS.versao });
  expect(await acceptedBy(client)).toEqual({ versao: DEMO_TERMS.versao, rep: REP.idusuario });
});

it('the client accepting for itself is recorded without a representative', async () => {
  const client = C.empresaAprovada.idcliente;
  await pending(client);
  const { token } = await loginDemo('empresaAprovada');
  expect((await accept(token, client)).status).toBe(200);
  expect(await acceptedBy(client)).toEqual({ versao: DEMO_TERMS.versao, rep: null });
});

it('acting for one client, the representative cannot accept for another, in or out of its portfolio', async () => {
  await pending(C.empresaPendente.idcliente);
  const token = await actingFor(C.lanchonete.idcliente);
  expectApiError(await accept(token, C.empresaPendente.idcliente), 403);
  expectApiError(await accept(token, C.consumidor.idcliente), 403);
  expect(await acceptedBy(C.empresaPendente.idcliente)).toMatchObject({ versao: null, rep: null });
});
