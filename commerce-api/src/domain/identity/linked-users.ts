/**
 * Linked users: a principal client invites users by email, and switches to those who accepted
 * (docs/decisions/0028-linked-user-invitations.md). A row of usuarios_vinculados with aceito_em
 * null is an invitation: nothing switches into it, lists it as a link, or acts under it.
 */
import {
  LINK_INVITATION_DAYS,
  LINKED_USER_MESSAGES as M,
  type AuthResponse,
  type ClientSummary,
  type LinkedUser,
  type ReceivedInvitation,
  type SentInvitation,
} from '../../../../lib/contract';
import type { Db, Queryable } from '../../db/types';
import { enqueueMail } from '../../mail/outbox';
import type { AuthContext } from '../caller';
import { conflict, forbidden, invalid, notFound } from '../errors';
import { hashPassword, newToken, sha256 } from './crypto';
import { requireCliente, type CustomerAuth } from './guards';
import { setPassword } from './password';
import { disconnectSessionSockets } from './session-sockets';
import { revokeClientSessions } from './sessions';
import { storefrontLink } from './storefront-link';
import {
  approvedByDefault,
  firstName,
  newId,
  openCustomerSession,
  summarizeMany,
  supplierInfo,
  type SupplierInfo,
} from './users';

const onlyPrincipal = () => forbidden(M.somentePrincipal);
const linkNotFound = () => notFound(M.vinculadoNaoEncontrado, 'VINCULADO_NAO_ENCONTRADO');
const invitationNotFound = () => notFound(M.conviteNaoEncontrado, 'CONVITE_NAO_ENCONTRADO');

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

/** Registration approved on the supplier (a pending or blocked one manages no linked users). */
async function requireApproved(db: Queryable, idcliente: string, f: Pick<SupplierInfo, 'idfornecedor' | 'tags'>) {
  const [cf] = await db.query<{ cadastro_aprovado: boolean }>(
    'SELECT cadastro_aprovado FROM cliente_fornecedor WHERE idcliente = $1 AND idfornecedor = $2',
    [idcliente, f.idfornecedor],
  );
  if (!(cf ? cf.cadastro_aprovado : approvedByDefault(f.tags)))
    throw forbidden(M.cadastroNaoAprovado, 'CADASTRO_NAO_APROVADO');
}

/** …approved, on the session's supplier (`supplierRef` when given must be it). */
async function requireApprovedPrincipal(db: Queryable, auth: AuthContext, idprincipal: string, supplierRef?: string) {
  const a = requirePrincipal(auth, idprincipal);
  const f = await supplierInfo(db, supplierRef ?? a.sessao.idfornecedor);
  if (f.idfornecedor !== a.sessao.idfornecedor) throw forbidden('Sessão de outro fornecedor');
  await requireApproved(db, a.cliente.idcliente, f);
  return { a, f };
}

/** The account acting on its own behalf: its own session, not switched into nor a representative's. */
function requireOwnAccount(auth: AuthContext, idcliente: string): CustomerAuth {
  const a = requireCliente(auth);
  const s = a.sessao;
  if (
    s.idcliente !== idcliente.toLowerCase() ||
    a.cliente.idcliente !== s.idcliente ||
    s.idprincipal ||
    s.idrepresentante
  )
    throw forbidden('Acesso negado a este cliente');
  return a;
}

const iso = (d: Date | string) => new Date(d).toISOString();

async function linkedList(db: Queryable, idprincipal: string, idfornecedor: string): Promise<LinkedUser[]> {
  const links = await db.query<{ idvinculado: string; logado: boolean }>(
    `SELECT v.idvinculado, EXISTS (SELECT 1 FROM sessoes s WHERE s.idprincipal = v.idprincipal AND s.idcliente = v.idvinculado
         AND s.revogada_em IS NULL AND s.expira_em > now()) AS logado
     FROM usuarios_vinculados v WHERE v.idprincipal = $1 AND v.idfornecedor = $2 AND v.aceito_em IS NOT NULL`,
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

type InvitationRow = {
  idconvite: string;
  convite_email: string | null;
  criado_em: Date | string;
  expira_em: Date | string;
  expirado: boolean;
};
const INVITATION_COLS = `v.idconvite, v.convite_email, v.criado_em, v.convite_expira_em AS expira_em,
  v.convite_expira_em <= now() AS expirado`;
const toSent = (r: InvitationRow): SentInvitation => ({
  idconvite: r.idconvite,
  email: r.convite_email ?? '',
  convidadoEm: iso(r.criado_em),
  expiraEm: iso(r.expira_em),
  expirado: r.expirado,
});

async function sentInvitations(db: Queryable, idprincipal: string, idfornecedor: string): Promise<SentInvitation[]> {
  const rows = await db.query<InvitationRow>(
    `SELECT ${INVITATION_COLS} FROM usuarios_vinculados v
     WHERE v.idprincipal = $1 AND v.idfornecedor = $2 AND v.aceito_em IS NULL ORDER BY v.criado_em DESC, v.idconvite`,
    [idprincipal, idfornecedor],
  );
  return rows.map(toSent);
}

/** The principal's linked users (accepted) and its pending invitations on the session's supplier. */
export async function listLinkedUsers(db: Queryable, auth: AuthContext, idprincipal: string) {
  const { a, f } = await requireApprovedPrincipal(db, auth, idprincipal);
  return {
    usuarios: await linkedList(db, a.cliente.idcliente, f.idfornecedor),
    convites: await sentInvitations(db, a.cliente.idcliente, f.idfornecedor),
  };
}

/**
 * Switches to linked user `idvinculado` of `idprincipal` (from the principal's session or a linked
 * one); `idvinculado = idprincipal` goes back to the principal. Only an accepted link of an approved
 * principal. One linked user at a time: the principal's previous linked sessions are revoked.
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
    await requireApproved(db, principal, await supplierInfo(db, s.idfornecedor));
    const ok = await db.query(
      `SELECT 1 FROM usuarios_vinculados
       WHERE idprincipal = $1 AND idvinculado = $2 AND idfornecedor = $3 AND aceito_em IS NOT NULL`,
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

/**
 * Unlinks `idvinculado` (an accepted link's idcliente) from the principal and ends the sessions the
 * principal opened for it, or cancels the pending invitation whose idconvite it is.
 */
export async function deleteLinkedUser(
  db: Queryable,
  auth: AuthContext,
  idprincipal: string,
  idvinculado: string,
  supplierRef: string,
) {
  const { a, f } = await requireApprovedPrincipal(db, auth, idprincipal, supplierRef);
  const id = idvinculado.toLowerCase();
  const del = await db.query<{ idvinculado: string }>(
    `DELETE FROM usuarios_vinculados
     WHERE idprincipal = $1 AND idfornecedor = $3 AND ((idvinculado = $2 AND aceito_em IS NOT NULL) OR (idconvite = $2 AND aceito_em IS NULL))
     RETURNING idvinculado`,
    [a.cliente.idcliente, id, f.idfornecedor],
  );
  if (del.length === 0) throw linkNotFound();
  const ended = await db.query<{ idsessao: string }>(
    'UPDATE sessoes SET revogada_em = now() WHERE idprincipal = $1 AND idcliente = $2 AND revogada_em IS NULL RETURNING idsessao',
    [a.cliente.idcliente, del[0]!.idvinculado],
  );
  disconnectSessionSockets(ended.map((r) => r.idsessao));
  return { sucesso: true as const };
}

/**
 * Invites `email` to be a linked user of the principal. No account with that email: one is created
 * without a password and the email carries a single-use link (LINK_INVITATION_DAYS) to set it, which
 * accepts the invitation. An account without a password yet is invited the same way (only the
 * email's owner can use the link). An account with a password: the email asks its owner to log in
 * and accept. The answer is the same in every case and names no account.
 */
export async function createLinkedUser(
  db: Db,
  auth: AuthContext,
  idprincipal: string,
  supplierRef: string,
  novo: { email: string; nome?: string },
): Promise<{ convite: SentInvitation; mensagem: string }> {
  const { a, f } = await requireApprovedPrincipal(db, auth, idprincipal, supplierRef);
  const principal = a.cliente.idcliente;
  const mail = await db.transaction(async (tx) => {
    // One invitation per principal and email at a time (two parallel calls wait here).
    await tx.query('SELECT 1 FROM clientes WHERE idcliente = $1 FOR UPDATE', [principal]);
    const isLinked = await tx.query(
      'SELECT 1 FROM usuarios_vinculados WHERE idvinculado = $1 AND idfornecedor = $2 AND aceito_em IS NOT NULL',
      [principal, f.idfornecedor],
    );
    if (isLinked.length) throw onlyPrincipal();
    const [existing] = await tx.query<{ idcliente: string; nome: string; tem_senha: boolean }>(
      `SELECT c.idcliente, c.nome, EXISTS (SELECT 1 FROM usuarios u WHERE u.idcliente = c.idcliente AND u.senha_hash IS NOT NULL) AS tem_senha
       FROM clientes c WHERE c.email = $1`,
      [novo.email],
    );
    if (existing?.idcliente === principal) throw conflict(M.proprioUsuario, 'VINCULO_INVALIDO');
    let id = existing?.idcliente;
    let nome = existing?.nome;
    if (id) {
      const [prev] = await tx.query<{ aceito: boolean; expirado: boolean }>(
        `SELECT aceito_em IS NOT NULL AS aceito, convite_expira_em <= now() AS expirado FROM usuarios_vinculados
         WHERE idprincipal = $1 AND idvinculado = $2 AND idfornecedor = $3`,
        [principal, id, f.idfornecedor],
      );
      if (prev?.aceito) throw conflict(M.jaVinculado, 'VINCULO_EXISTENTE');
      if (prev && !prev.expirado) throw conflict(M.conviteJaEnviado, 'CONVITE_EXISTENTE');
      // An expired invitation is sent again as a new one.
      if (prev)
        await tx.query(
          'DELETE FROM usuarios_vinculados WHERE idprincipal = $1 AND idvinculado = $2 AND idfornecedor = $3',
          [principal, id, f.idfornecedor],
        );
    } else {
      id = newId();
      nome = novo.nome || novo.email.split('@')[0]!;
      await tx.query(
        `INSERT INTO clientes (idcliente, nome, email, cpf, tipo_documento) VALUES ($1, $2, $3, NULL, 'EMAIL')`,
        [id, nome, novo.email],
      );
      await tx.query('INSERT INTO usuarios (idusuario, idcliente, senha_hash) VALUES ($1, $2, NULL)', [newId(), id]);
      // The new account starts with the principal's standing on the supplier.
      await tx.query(
        `INSERT INTO cliente_fornecedor (idcliente, idfornecedor, cadastro_aprovado, aprovado_em)
         SELECT $1, idfornecedor, cadastro_aprovado, aprovado_em FROM cliente_fornecedor WHERE idcliente = $2 AND idfornecedor = $3
         ON CONFLICT DO NOTHING`,
        [id, principal, f.idfornecedor],
      );
    }
    const withPassword = !!existing?.tem_senha;
    const token = withPassword ? null : newToken();
    const [row] = await tx.query<InvitationRow>(
      `INSERT INTO usuarios_vinculados AS v (idprincipal, idvinculado, idfornecedor, convite_email, convite_expira_em, convite_token_hash)
       VALUES ($1, $2, $3, $4, now() + make_interval(days => $5::int), $6)
       RETURNING ${INVITATION_COLS}`,
      [principal, id, f.idfornecedor, novo.email, LINK_INVITATION_DAYS, token ? sha256(token) : null],
    );
    const [loja] = await tx.query<{ nome: string }>('SELECT nome FROM fornecedores WHERE idfornecedor = $1', [
      f.idfornecedor,
    ]);
    const quem = await principalName(tx, principal);
    const intro = `Olá, ${firstName(nome!)}!\n\n${quem} convidou você para ser usuário vinculado na loja ${loja?.nome ?? f.slug}. Com o vínculo, ${quem} poderá usar a sua conta nesta loja e ver os seus pedidos.`;
    const corpo = token
      ? `${intro}\n\nPara aceitar, defina sua senha em até ${LINK_INVITATION_DAYS} dias (link de uso único):\n${storefrontLink(f, `/convite-vinculado?token=${token}`)}\n\nSe você não reconhece este convite, ignore este email.`
      : `${intro}\n\nPara aceitar ou recusar, entre na sua conta e abra Gerenciar usuários em até ${LINK_INVITATION_DAYS} dias:\n${storefrontLink(f, '/conta/usuarios')}\n\nNada muda na sua conta se você não aceitar.`;
    await enqueueMail(tx, {
      para: novo.email,
      assunto: `Convite para ser usuário vinculado em ${loja?.nome ?? f.slug}`,
      corpo,
      tipo: 'convite-vinculado',
      idcliente: id,
      idfornecedor: f.idfornecedor,
    });
    return toSent(row!);
  });
  return { convite: mail, mensagem: M.conviteEnviado(novo.email) };
}

async function principalName(db: Queryable, idprincipal: string): Promise<string> {
  const [p] = await db.query<{ nome: string }>('SELECT nome FROM clientes WHERE idcliente = $1', [idprincipal]);
  return p?.nome ?? 'Um cliente';
}

/** Invitations this account received on the session's supplier, still open. */
export async function listReceivedInvitations(
  db: Queryable,
  auth: AuthContext,
  idcliente: string,
): Promise<ReceivedInvitation[]> {
  const a = requireOwnAccount(auth, idcliente);
  const rows = await db.query<{ idconvite: string; nome: string; criado_em: Date | string; expira_em: Date | string }>(
    `SELECT v.idconvite, p.nome, v.criado_em, v.convite_expira_em AS expira_em
     FROM usuarios_vinculados v JOIN clientes p ON p.idcliente = v.idprincipal
     WHERE v.idvinculado = $1 AND v.idfornecedor = $2 AND v.aceito_em IS NULL AND v.convite_expira_em > now()
     ORDER BY v.criado_em DESC, v.idconvite`,
    [a.cliente.idcliente, a.sessao.idfornecedor],
  );
  return rows.map((r) => ({
    idconvite: r.idconvite,
    principal: { nome: r.nome },
    convidadoEm: iso(r.criado_em),
    expiraEm: iso(r.expira_em),
  }));
}

/** Turns the locked pending invitation into a live link, unless the account may not be linked. */
async function accept(tx: Queryable, idconvite: string, idvinculado: string, idfornecedor: string): Promise<void> {
  const other = await tx.query(
    'SELECT 1 FROM usuarios_vinculados WHERE idvinculado = $1 AND idfornecedor = $2 AND aceito_em IS NOT NULL',
    [idvinculado, idfornecedor],
  );
  if (other.length) throw conflict(M.vinculadoDeOutraConta, 'VINCULO_EXISTENTE');
  const own = await tx.query(
    'SELECT 1 FROM usuarios_vinculados WHERE idprincipal = $1 AND idfornecedor = $2 AND aceito_em IS NOT NULL',
    [idvinculado, idfornecedor],
  );
  if (own.length) throw conflict(M.temVinculados, 'VINCULO_INVALIDO');
  await tx.query(
    'UPDATE usuarios_vinculados SET aceito_em = now(), convite_token_hash = NULL, convite_expira_em = NULL WHERE idconvite = $1',
    [idconvite],
  );
}

/** The account, logged in as itself, accepts or declines an open invitation it received. */
export async function answerInvitation(
  db: Db,
  auth: AuthContext,
  idcliente: string,
  idconvite: string,
  aceitar: boolean,
): Promise<{ sucesso: true; mensagem: string }> {
  const a = requireOwnAccount(auth, idcliente);
  const me = a.cliente.idcliente;
  return db.transaction(async (tx) => {
    // Serialises the account's answers (two accepts at once cannot both link it).
    await tx.query('SELECT 1 FROM clientes WHERE idcliente = $1 FOR UPDATE', [me]);
    const [row] = await tx.query<{ idconvite: string }>(
      `SELECT idconvite FROM usuarios_vinculados
       WHERE idconvite = $1 AND idvinculado = $2 AND idfornecedor = $3 AND aceito_em IS NULL AND convite_expira_em > now()
       FOR UPDATE`,
      [idconvite.toLowerCase(), me, a.sessao.idfornecedor],
    );
    if (!row) throw invitationNotFound();
    if (!aceitar) {
      await tx.query('DELETE FROM usuarios_vinculados WHERE idconvite = $1', [row.idconvite]);
      return { sucesso: true as const, mensagem: M.conviteRecusado };
    }
    await accept(tx, row.idconvite, me, a.sessao.idfornecedor);
    return { sucesso: true as const, mensagem: M.conviteAceito };
  });
}

/**
 * The emailed link of an invitation to an account without a password: sets the password (the link
 * proves the email) and accepts, once, before it expires. The person then logs in normally.
 */
export async function setInvitationPassword(
  db: Db,
  token: string,
  senha: string,
): Promise<{ sucesso: true; mensagem: string }> {
  const refused = () => invalid(M.linkInvalido, { token: 'Link inválido ou expirado' }, 'TOKEN_INVALIDO');
  // A token that matches nothing costs no password hash (checked again, locked, below).
  const known = await db.query('SELECT 1 FROM usuarios_vinculados WHERE convite_token_hash = $1', [sha256(token)]);
  if (known.length === 0) throw refused();
  const senhaHash = await hashPassword(senha);
  return db.transaction(async (tx) => {
    const [row] = await tx.query<{ idconvite: string; idvinculado: string; idfornecedor: string }>(
      `SELECT idconvite, idvinculado, idfornecedor FROM usuarios_vinculados
       WHERE convite_token_hash = $1 AND aceito_em IS NULL AND convite_expira_em > now() FOR UPDATE`,
      [sha256(token)],
    );
    if (!row) throw refused();
    await tx.query('SELECT 1 FROM clientes WHERE idcliente = $1 FOR UPDATE', [row.idvinculado]);
    const [u] = await tx.query<{ senha_hash: string | null }>('SELECT senha_hash FROM usuarios WHERE idcliente = $1', [
      row.idvinculado,
    ]);
    if (u?.senha_hash) throw conflict(M.contaComSenha, 'CONTA_COM_SENHA');
    await accept(tx, row.idconvite, row.idvinculado, row.idfornecedor);
    await setPassword(tx, row.idvinculado, senhaHash);
    await revokeClientSessions(tx, row.idvinculado);
    return { sucesso: true as const, mensagem: M.senhaDefinida };
  });
}

/** Clients linked to `idcliente` (its linked users, or its principal); only for the session's own client or its principal. */
export async function listLinkedClients(db: Queryable, auth: AuthContext, idcliente: string): Promise<ClientSummary[]> {
  const a = requireCliente(auth);
  const s = a.sessao;
  const id = idcliente.toLowerCase();
  if (id !== a.cliente.idcliente && id !== s.idprincipal) throw forbidden('Acesso negado a este cliente');
  const rows = await db.query<{ idcliente: string }>(
    `SELECT idvinculado AS idcliente FROM usuarios_vinculados WHERE idprincipal = $1 AND idfornecedor = $2 AND aceito_em IS NOT NULL
     UNION SELECT idprincipal FROM usuarios_vinculados WHERE idvinculado = $1 AND idfornecedor = $2 AND aceito_em IS NOT NULL`,
    [id, s.idfornecedor],
  );
  return summarizeMany(
    db,
    rows.map((r) => r.idcliente),
    s.idfornecedor,
  );
}
