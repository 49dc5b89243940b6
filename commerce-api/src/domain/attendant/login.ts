import { IDENTITY_MESSAGES } from '../../../../lib/contract';
import { ATTENDANT_MESSAGES, type Attendant } from '../../../../lib/contract/attendant';
import { classifyLogin } from '../../../../lib/rules/login';
import type { Queryable } from '../../db/types';
import { forbidden, invalid } from '../errors';
import { verifyPassword } from '../identity/crypto';
import { assertLoginAllowed, recordLoginFailure, recordLoginSuccess } from '../identity/rate-limit';
import { invalidCredentials, supplierInfo } from '../identity/users';
import { createAttendantSession } from './sessions';

type AttendantRow = Attendant & { senha_hash: string };

/** An attendant's email and password, on its own supplier. Throttled like every login. */
export async function authenticateAttendant(
  db: Queryable,
  c: { login: string; senha: string; idfornecedor: string; address: string },
): Promise<{ token: string; atendente: Attendant }> {
  const f = await supplierInfo(db, c.idfornecedor);
  const login = classifyLogin(c.login);
  if (!login.ok || login.tipo !== 'EMAIL')
    throw invalid(IDENTITY_MESSAGES.loginInvalido, { cpf: IDENTITY_MESSAGES.loginInvalido }, 'LOGIN_INVALIDO');
  const chave = `ATD:${login.valor}`;
  await assertLoginAllowed(db, chave, c.address);
  const [a] = await db.query<AttendantRow>(
    'SELECT idatendente, nome, email, idfornecedor, senha_hash FROM atendentes WHERE email = $1 AND ativo',
    [login.valor],
  );
  if (!a || !(await verifyPassword(c.senha, a.senha_hash))) {
    await recordLoginFailure(db, chave, c.address);
    throw invalidCredentials();
  }
  await recordLoginSuccess(db, chave, c.address);
  if (a.idfornecedor !== f.idfornecedor) throw forbidden(ATTENDANT_MESSAGES.semAcesso);
  const token = await createAttendantSession(db, a.idatendente, f.idfornecedor);
  return {
    token,
    atendente: { idatendente: a.idatendente, nome: a.nome, email: a.email, idfornecedor: a.idfornecedor },
  };
}
