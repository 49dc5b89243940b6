/** Logging in and out: login look-up, customer, representative and API-key logins. */
import { IDENTITY_MESSAGES, type AuthResponse, type LoginLookupResponse } from '../../../../lib/contract';
import { classifyLogin, maskEmail } from '../../../../lib/rules/login';
import type { Queryable } from '../../db/types';
import { DomainError, forbidden, invalid } from '../errors';
import { sha256, verifyPassword } from './crypto';
import { assertLoginAllowed, assertLookupAllowed, recordLoginFailure, recordLoginSuccess } from './rate-limit';
import { createSession, revokeSession, type SessionRow } from './sessions';
import {
  approvedByDefault,
  ensureClienteFornecedor,
  findClienteByLogin,
  firstName,
  invalidCredentials,
  openCustomerSession,
  supplierInfo,
} from './users';

/**
 * Does a login exist? Only what the login flow needs (first name, masked email). Counted per address.
 * `supplierRef` (the X-idfornecedor header) is read only when the login exists.
 */
export async function lookupLogin(
  db: Queryable,
  login: string,
  address: string,
  supplierRef: () => string | null,
): Promise<LoginLookupResponse> {
  await assertLookupAllowed(db, address);
  const { cliente } = await findClienteByLogin(db, login);
  if (!cliente) return { existe: false };
  const idf = supplierRef();
  let aprovado = false;
  if (idf) {
    const f = await supplierInfo(db, idf);
    const [cf] = await db.query<{ cadastro_aprovado: boolean }>(
      'SELECT cadastro_aprovado FROM cliente_fornecedor WHERE idcliente = $1 AND idfornecedor = $2',
      [cliente.idcliente, f.idfornecedor],
    );
    aprovado = cf ? cf.cadastro_aprovado : approvedByDefault(f.tags);
  }
  return {
    existe: true,
    usuario: {
      nome: firstName(cliente.nome),
      email: cliente.email ? maskEmail(cliente.email) : null,
      cpfLength: cliente.cpf?.length ?? 0,
      tipo_documento: cliente.tipo_documento,
      cadastro_aprovado: aprovado,
    },
  };
}

/** `address`: the client's address as the HTTP layer read it (TRUSTED_PROXY_HOPS). */
export type Credentials = { login: string; senha: string; idfornecedor: string; address: string; dispositivo?: string };

/** A customer's login (email, CPF, CNPJ, foreign document) and password. Throttled (rate-limit.ts). */
export async function authenticateCustomer(db: Queryable, c: Credentials): Promise<AuthResponse> {
  const f = await supplierInfo(db, c.idfornecedor);
  const { cliente, chave } = await findClienteByLogin(db, c.login);
  await assertLoginAllowed(db, chave, c.address);
  const [u] = cliente
    ? await db.query<{ senha_hash: string | null }>('SELECT senha_hash FROM usuarios WHERE idcliente = $1', [
        cliente.idcliente,
      ])
    : [];
  const ok = await verifyPassword(c.senha, u?.senha_hash);
  if (!cliente || !ok) {
    await recordLoginFailure(db, chave, c.address);
    throw invalidCredentials();
  }
  await recordLoginSuccess(db, chave, c.address);
  await ensureClienteFornecedor(db, cliente.idcliente, f);
  const s = {
    idcliente: cliente.idcliente,
    idfornecedor: f.idfornecedor,
    idrepresentante: null,
    idprincipal: null,
    idapikeys: null,
    agente_usuario: c.dispositivo ?? null,
  };
  return openCustomerSession(db, s, 'login');
}

/** A representative's email and password, on a supplier where it has a portfolio. */
export async function authenticateRepresentative(db: Queryable, c: Credentials) {
  const f = await supplierInfo(db, c.idfornecedor);
  const login = classifyLogin(c.login);
  if (!login.ok || login.tipo !== 'EMAIL')
    throw invalid(IDENTITY_MESSAGES.loginInvalido, { cpf: IDENTITY_MESSAGES.loginInvalido }, 'LOGIN_INVALIDO');
  const chave = `REP:${login.valor}`;
  await assertLoginAllowed(db, chave, c.address);
  const [r] = await db.query<{ idusuario: string; nome: string; email: string; senha_hash: string }>(
    'SELECT idusuario, nome, email, senha_hash FROM representantes WHERE email = $1 AND ativo',
    [login.valor],
  );
  const ok = await verifyPassword(c.senha, r?.senha_hash);
  if (!r || !ok) {
    await recordLoginFailure(db, chave, c.address);
    throw invalidCredentials();
  }
  await recordLoginSuccess(db, chave, c.address);
  const carteira = await db.query(
    'SELECT 1 FROM representante_clientes WHERE idrepresentante = $1 AND idfornecedor = $2 LIMIT 1',
    [r.idusuario, f.idfornecedor],
  );
  if (carteira.length === 0) throw forbidden('Representante sem acesso a este fornecedor');
  const { token } = await createSession(db, {
    idcliente: null,
    idfornecedor: f.idfornecedor,
    idrepresentante: r.idusuario,
    idprincipal: null,
    idapikeys: null,
    origem: 'representante',
  });
  return {
    token,
    representante: { idusuario: r.idusuario, nome: r.nome, email: r.email, idfornecedor: f.idfornecedor },
  };
}

/** ERP integration login: an API key of the supplier and the ERP user it maps to a client. */
export async function loginWithApiKey(
  db: Queryable,
  k: { apiKey: string; idErpUsuario: string; idfornecedor: string; address: string },
): Promise<AuthResponse> {
  const f = await supplierInfo(db, k.idfornecedor);
  const chave = `APIKEY:${f.idfornecedor}:${k.idErpUsuario}`;
  await assertLoginAllowed(db, chave, k.address);
  const [row] = await db.query<{ idapikeys: string; idcliente: string }>(
    `SELECT k.idapikeys, u.idcliente FROM api_keys k JOIN api_key_usuarios u ON u.idapikeys = k.idapikeys
     WHERE k.key_hash = $1 AND k.idfornecedor = $2 AND k.ativo AND u.id_erp_usuario = $3`,
    [sha256(k.apiKey), f.idfornecedor, k.idErpUsuario],
  );
  if (!row) {
    await recordLoginFailure(db, chave, k.address);
    throw new DomainError('unauthenticated', 'API_KEY_INVALIDA', IDENTITY_MESSAGES.apiKeyInvalida);
  }
  await recordLoginSuccess(db, chave, k.address);
  await ensureClienteFornecedor(db, row.idcliente, f);
  const s = {
    idcliente: row.idcliente,
    idfornecedor: f.idfornecedor,
    idrepresentante: null,
    idprincipal: null,
    idapikeys: row.idapikeys,
  };
  return openCustomerSession(db, s, 'api-key');
}

/** Ends a session (when there is one): its token stops working at once. */
export async function logout(db: Queryable, sessao: SessionRow | null | undefined): Promise<{ sucesso: true }> {
  if (sessao) await revokeSession(db, sessao.idsessao);
  return { sucesso: true };
}
