/** PUT /admin/clientes/{idcliente}/fornecedor/{idfornecedor}/credito: the back-office gives a client credit on terms (FATURADO). */
import { clientConfigResponseSchema, setCreditResponseSchema } from '../../../lib/contract';
import { requiredClientAnswers } from '../../seed/client-characteristics';
import { DEMO_SUPPLIERS } from '../../seed/demo-world';
import { expectApiError, get } from '../helpers';
import { ADMIN, login, randomCpf, send, uniqueEmail } from '../identity-helpers';

const A = DEMO_SUPPLIERS.atacado;
const EMPTY = '00000000-0000-0000-0000-000000000000';
const config = (token: string) => get(`/v2/app/${token}/get-configuracoes-cliente`);

it('sets the total and available credit of a client on a supplier, only with the admin key', async () => {
  const cpf = randomCpf();
  expect(
    (
      await send('POST', `/v1/app/token~${EMPTY}/usuario`, {
        nome: 'Crédito Admin',
        email: uniqueEmail('credito'),
        cpf,
        senha: 'senha123',
        idfornecedor: A.slug,
        caracteristicas: requiredClientAnswers('atacado'),
      })
    ).status,
  ).toBe(200);
  const s = (await login(cpf, 'senha123', A.idfornecedor)).body;
  const path = `/admin/clientes/${s.usuario.idcliente}/fornecedor/${A.slug}/credito`;

  expectApiError(await send('PUT', path, { limite: 100000 }), 401);
  expectApiError(await send('PUT', path, { limite: -1 }, ADMIN), 400, /Limite inválido/);
  expectApiError(await send('PUT', `/admin/clientes/${EMPTY}/fornecedor/${A.slug}/credito`, { limite: 1 }, ADMIN), 404);

  const r = await send('PUT', path, { limite: 250000 }, ADMIN);
  expect(setCreditResponseSchema.parse(r.body)).toEqual({
    idcliente: s.usuario.idcliente,
    idfornecedor: A.idfornecedor,
    limiteCreditoTotal: 250000,
    limiteCreditoDisponivel: 250000,
  });
  const c = clientConfigResponseSchema.parse((await config(s.token)).body);
  expect(c.usuario).toMatchObject({ limiteCreditoTotal: 250000, limiteCreditoDisponivel: 250000 });
});
