/** Linked users: a principal client manages the users linked to it on a supplier and switches to them (issue 4). */
import type { AuthResponse, ClientSummary, LinkedUser } from '../../../../lib/contract';
import type { Db, Queryable } from '../../db/types';
import type { AuthContext } from '../caller';
import { conflict, forbidden, notFound } from '../errors';
import { requireCliente, type CustomerAuth } from './guards';
import { disconnectSessionSockets } from './session-sockets';
import { newId, openCustomerSession, summarizeMany, supplierInfo } from './users';

const onlyPrincipal = () => forbidden('Apenas o usuário principal pode gerenciar usuários vinculados');
const linkNotFound = () => notFound('Usuário vinculado não encontrado', 'VINCULADO_NAO_ENCONTRADO');

/** The caller must be principal `idprincipal` itself (its own session, not a linked user's nor a representative's). */
function requirePrincipal(auth: AuthContext, idprincipal: string): CustomerAuth {
  const a = requireCliente(auth);
  const s = a.sessao;
  if (
    s.idcliente !== idprincipal.toLowerCase() ||
    a.cliente.idcliente !== s.idcliente ||
    s.idprincipal ||
    s.idrepresentante
  )
    throw onlyPrincipal();
  return a;
}

/** …on the session's supplier. */
async function requirePrincipalOn(db: Queryable, auth: AuthContext, idprincipal: string, supplierRef: string) {
  const a = requirePrincipal(auth, idprincipal);
  const f = await supplierInfo(db, supplierRef);
  if (f.idfornecedor !== a.sessao.idfornecedor) throw forbidden('Sessão de outro fornecedor');
  return { a, f };
}

async function linkedList(db: Queryable, idprincipal: string, idfornecedor: string): Promise<LinkedUser[]> {
  const links = await db.query<{ idvinculado: string; logado: boolean }>(
    `SELECT v.idvinculado, EXISTS (SELECT 1 FROM sessoes s WHERE s.idprincipal = v.idprincipal AND s.idcliente = v.idvinculado
         AND s.revogada_em IS NULL AND s.expira_em > now()) AS logado
     FROM usuarios_vinculados v WHERE v.idprincipal = $1 AND v.idfornecedor = $2`,
    [idprincipal, idfornecedor],
  );
  const logado = new Map(links.map((l) => [l.idvinculado, l.logado]));
  return (
    await summarizeMany(
      db,
      links.map((l) => l.idvinculado),
      idfornecedor,
    )
  ).map((c) => ({ ...c, logado: logado.get(c.idcliente) ?? false }));
}

/** The principal's linked users on the session's supplier, with the one logged in. */
export async function listLinkedUsers(db: Queryable, auth: AuthContext, idprincipal: string): Promise<LinkedUser[]> {
  const a = requirePrincipal(auth, idprincipal);
  return linkedList(db, a.cliente.idcliente, a.sessao.idfornecedor);
}

/**
 * Switches to linked user `idvinculado` of `idprincipal` (from the principal's session or a linked
 * one); `idvinculado = idprincipal` goes back to the principal. One linked user at a time: the
 * principal's previous linked sessions are revoked.
 */
export async function switchLinkedUser(
  db: Queryable,
  auth: AuthContext,
  idprincipal: string,
  idvinculado: string,
): Promise<AuthResponse> {
  const s = requireCliente(auth).sessao;
  const principal = idprincipal.toLowerCase();
  const alvo = idvinculado.toLowerCase();
  const owner = s.idprincipal ?? s.idcliente;
  if (owner !== principal || s.idrepresentante) throw onlyPrincipal();
  if (alvo !== principal) {
    const ok = await db.query(
      'SELECT 1 FROM usuarios_vinculados WHERE idprincipal = $1 AND idvinculado = $2 AND idfornecedor = $3',
      [principal, alvo, s.idfornecedor],
    );
    if (ok.length === 0) throw linkNotFound();
  }
  const ended = await db.query<{ idsessao: string }>(
    'UPDATE sessoes SET revogada_em = now() WHERE idprincipal = $1 AND revogada_em IS NULL RETURNING idsessao',
    [principal],
  );
  disconnectSessionSockets(ended.map((r) => r.idsessao));
  const ns = {
    idcliente: alvo,
    idfornecedor: s.idfornecedor,
    idrepresentante: null,
    idprincipal: alvo === principal ? null : principal,
    idapikeys: s.idapikeys,
    agente_usuario: s.agente_usuario,
  };
  return openCustomerSession(db, ns, 'vinculado');
}

/** Unlinks `idvinculado` from the principal and ends the sessions the principal opened for it. */
export async function deleteLinkedUser(
  db: Queryable,
  auth: AuthContext,
  idprincipal: string,
  idvinculado: string,
  supplierRef: string,
) {
  const { a, f } = await requirePrincipalOn(db, auth, idprincipal, supplierRef);
  const id = idvinculado.toLowerCase();
  const del = await db.query<{ idvinculado: string }>(
    'DELETE FROM usuarios_vinculados WHERE idprincipal = $1 AND idvinculado = $2 AND idfornecedor = $3 RETURNING idvinculado',
    [a.cliente.idcliente, id, f.idfornecedor],
  );
  if (del.length === 0) throw linkNotFound();
  const ended = await db.query<{ idsessao: string }>(
    'UPDATE sessoes SET revogada_em = now() WHERE idprincipal = $1 AND idcliente = $2 AND revogada_em IS NULL RETURNING idsessao',
    [a.cliente.idcliente, id],
  );
  disconnectSessionSockets(ended.map((r) => r.idsessao));
  return { sucesso: true as const };
}

/**
 * Links a user to the principal by email (created without a password when new: it sets one through
 * password recovery). The linked user inherits the principal's approval on the supplier.
 */
export async function createLinkedUser(
  db: Db,
  auth: AuthContext,
  idprincipal: string,
  supplierRef: string,
  novo: { email: string; nome?: string },
): Promise<LinkedUser> {
  const { a, f } = await requirePrincipalOn(db, auth, idprincipal, supplierRef);
  const principal = a.cliente.idcliente;
  const idvinculado = await db.transaction(async (tx) => {
    const isLinked = await tx.query('SELECT 1 FROM usuarios_vinculados WHERE idvinculado = $1 AND idfornecedor = $2', [
      principal,
      f.idfornecedor,
    ]);
    if (isLinked.length) throw onlyPrincipal();
    const [existing] = await tx.query<{ idcliente: string }>('SELECT idcliente FROM clientes WHERE email = $1', [
      novo.email,
    ]);
    let id = existing?.idcliente;
    if (id === principal) throw conflict('Não é possível vincular o próprio usuário', 'VINCULO_INVALIDO');
    if (!id) {
      id = newId();
      await tx.query(
        `INSERT INTO clientes (idcliente, nome, email, cpf, tipo_documento) VALUES ($1, $2, $3, NULL, 'EMAIL')`,
        [id, novo.nome ?? novo.email.split('@')[0]!, novo.email],
      );
      await tx.query('INSERT INTO usuarios (idusuario, idcliente, senha_hash) VALUES ($1, $2, NULL)', [newId(), id]);
    }
    const dup = await tx.query('SELECT 1 FROM usuarios_vinculados WHERE idvinculado = $1 AND idfornecedor = $2', [
      id,
      f.idfornecedor,
    ]);
    if (dup.length) throw conflict('Este usuário já está vinculado', 'VINCULO_EXISTENTE');
    await tx.query('INSERT INTO usuarios_vinculados (idprincipal, idvinculado, idfornecedor) VALUES ($1, $2, $3)', [
      principal,
      id,
      f.idfornecedor,
    ]);
    await tx.query(
      `INSERT INTO cliente_fornecedor (idcliente, idfornecedor, cadastro_aprovado, aprovado_em)
       SELECT $1, idfornecedor, cadastro_aprovado, aprovado_em FROM cliente_fornecedor WHERE idcliente = $2 AND idfornecedor = $3
       ON CONFLICT DO NOTHING`,
      [id, principal, f.idfornecedor],
    );
    return id;
  });
  const [usuario] = (await linkedList(db, principal, f.idfornecedor)).filter((u) => u.idcliente === idvinculado);
  return usuario!;
}

/** Clients linked to `idcliente` (its linked users, or its principal); only for the session's own client or its principal. */
export async function listLinkedClients(db: Queryable, auth: AuthContext, idcliente: string): Promise<ClientSummary[]> {
  const a = requireCliente(auth);
  const s = a.sessao;
  const id = idcliente.toLowerCase();
  if (id !== a.cliente.idcliente && id !== s.idprincipal) throw forbidden('Acesso negado a este cliente');
  const rows = await db.query<{ idcliente: string }>(
    `SELECT idvinculado AS idcliente FROM usuarios_vinculados WHERE idprincipal = $1 AND idfornecedor = $2
     UNION SELECT idprincipal FROM usuarios_vinculados WHERE idvinculado = $1 AND idfornecedor = $2`,
    [id, s.idfornecedor],
  );
  return summarizeMany(
    db,
    rows.map((r) => r.idcliente),
    s.idfornecedor,
  );
}
