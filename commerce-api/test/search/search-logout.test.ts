/**
 * Spec: 'A search response with action logout logs the user out and warns with the server
 * error'. The full-text search answers it when the session token it was given no longer works.
 */
import { fullTextSearchResponseSchema, IDENTITY_MESSAGES } from '../../../lib/contract';
import { DEMO_SUPPLIERS } from '../../seed/demo-world';
import { expectApiError, get } from '../helpers';
import { bearer, login, randomCpf, send, uniqueEmail } from '../identity-helpers';

const E = DEMO_SUPPLIERS.emporio;
const EMPTY = '00000000-0000-0000-0000-000000000000';
const PATH = `/v2/app/token/listaprodutos/full-text/pesquisar?idfornecedor=${E.slug}&query=arroz`;

it('answers 401 with action: logout and the pt-BR message for a revoked or unknown session token', async () => {
  const cpf = randomCpf();
  expect(
    (
      await send('POST', `/v1/app/token~${EMPTY}/usuario`, {
        nome: 'Busca Sessão',
        email: uniqueEmail('busca'),
        cpf,
        senha: 'senha123',
        idfornecedor: E.slug,
      })
    ).status,
  ).toBe(200);
  const { token } = (await login(cpf, 'senha123', E.idfornecedor)).body;

  // Live session and visitors: normal results.
  const live = await get(PATH, { headers: bearer(token) });
  expect(live.status).toBe(200);
  expect(fullTextSearchResponseSchema.parse(live.body).resultset.total).toBeGreaterThan(0);
  expect((await get(PATH)).status).toBe(200);

  // The session is revoked (logout): the next search says so.
  expect((await get(`/v1/app/${token}/cliente/logout`)).status).toBe(200);
  for (const t of [token, 'token-que-nunca-existiu']) {
    const r = await get<Record<string, unknown>>(PATH, { headers: bearer(t) });
    expectApiError(r, 401, IDENTITY_MESSAGES.sessaoExpirada);
    expect(r.body).toEqual({
      erro: true,
      codigo: 'SESSAO_EXPIRADA',
      mensagem: 'Sessão expirada, efetue login novamente',
      action: 'logout',
    });
  }
  // Visitors are never told to log out.
  expect((await get(PATH)).status).toBe(200);
});
