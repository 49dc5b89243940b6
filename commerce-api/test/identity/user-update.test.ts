/**
 * PUT /v1/app/usuario/{id}: the email of another account is refused with a pt-BR 409 (never a
 * 500, never a silent overwrite), and the refused update changes nothing.
 */
import { DEMO_ACCOUNTS, DEMO_SUPPLIERS } from '../../seed/demo-world';
import { expectApiError, get } from '../helpers';
import { bearer, login, randomCpf, send, uniqueEmail } from '../identity-helpers';

const E = DEMO_SUPPLIERS.emporio;
const EMPTY = '00000000-0000-0000-0000-000000000000';

describe('update registration: email already used by another account', () => {
  it('answers 409 EMAIL_JA_CADASTRADO with the field and keeps the data', async () => {
    const cpf = randomCpf();
    const email = uniqueEmail('atualiza');
    expect(
      (
        await send('POST', `/v1/app/token~${EMPTY}/usuario`, {
          nome: 'Atualiza Email',
          email,
          cpf,
          senha: 'senha123',
          idfornecedor: E.slug,
        })
      ).status,
    ).toBe(200);
    const s = (await login(cpf, 'senha123', E.idfornecedor)).body;
    const id = s.usuario.idcliente;

    const other = DEMO_ACCOUNTS.consumidor.email;
    const r = await send(
      'PUT',
      `/v1/app/usuario/${id}`,
      { dadosUsuario: { email: other, nome: 'Não Deve Mudar', senha_atual: 'senha123' } },
      bearer(s.token),
    );
    expectApiError(r, 409, 'Já existe um cadastro com este email');
    expect((r.body as { codigo: string; campos?: Record<string, string> }).codigo).toBe('EMAIL_JA_CADASTRADO');
    expect((r.body as { campos?: Record<string, string> }).campos).toEqual({ email: 'Já cadastrado' });
    // Case does not get around it.
    expectApiError(
      await send(
        'PUT',
        `/v1/app/usuario/${id}`,
        { dadosUsuario: { email: other.toUpperCase(), senha_atual: 'senha123' } },
        bearer(s.token),
      ),
      409,
    );

    // Nothing changed (the whole update was refused).
    const me = await get<{ usuario: { email: string; nome: string } }>(`/v2/app/${s.token}/get-configuracoes-cliente`, {
      headers: { ...bearer(s.token), 'X-idfornecedor': E.idfornecedor },
    });
    expect(me.status).toBe(200);
    expect(me.body.usuario.email).toBe(email);
    expect(me.body.usuario.nome).toBe('Atualiza Email');
  });
});
