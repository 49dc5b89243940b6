/** GET /admin/alertas-disponibilidade: the back-office sees a customer's availability alerts. */
import { adminAlertsResponseSchema, productListResponseSchema } from '../../../lib/contract';
import { DEMO_SUPPLIERS } from '../../seed/demo-world';
import { expectApiError, get } from '../helpers';
import { ADMIN, bearer, login, randomCpf, send, uniqueEmail } from '../identity-helpers';

const E = DEMO_SUPPLIERS.emporio;
const EMPTY = '00000000-0000-0000-0000-000000000000';

it('lists the alerts a customer subscribed to, per supplier, only with the admin key', async () => {
  const cpf = randomCpf();
  expect(
    (
      await send('POST', `/v1/app/token~${EMPTY}/usuario`, {
        nome: 'Alerta Admin',
        email: uniqueEmail('alerta'),
        cpf,
        senha: 'senha123',
        idfornecedor: E.slug,
      })
    ).status,
  ).toBe(200);
  const s = (await login(cpf, 'senha123', E.idfornecedor)).body;
  const list = productListResponseSchema.parse(
    (await get(`/v2/app/token/listaprodutos/${E.slug}?page=1&limit=100`)).body,
  );
  const off = list.produtos.find((p) => !p.disponivel)!;
  const path = `/admin/alertas-disponibilidade?idcliente=${s.usuario.idcliente}`;
  expect(adminAlertsResponseSchema.parse((await get(path, { headers: ADMIN })).body).alertas).toEqual([]);

  const sub = await send(
    'POST',
    '/v4/notificacao/alerta-disponibilidade',
    { idcliente: s.usuario.idcliente, idfornecedor: E.idfornecedor, idproduto: off.idproduto },
    bearer(s.token),
  );
  expect(sub.status).toBe(200);
  const alertas = adminAlertsResponseSchema.parse(
    (await get(`${path}&idfornecedor=${E.slug}`, { headers: ADMIN })).body,
  ).alertas;
  expect(alertas).toEqual([
    {
      idcliente: s.usuario.idcliente,
      idproduto: off.idproduto,
      idfornecedor: E.idfornecedor,
      criado_em: expect.any(String),
    },
  ]);
  expect(
    adminAlertsResponseSchema.parse(
      (await get(`${path}&idfornecedor=${DEMO_SUPPLIERS.adega.slug}`, { headers: ADMIN })).body,
    ).alertas,
  ).toEqual([]);

  expectApiError(await get(path), 401);
  expectApiError(
    await get('/admin/alertas-disponibilidade?idcliente=xyz', { headers: ADMIN }),
    400,
    /Identificador inválido/,
  );
});
