/** Password recovery: a single-use emailed link (1 h), then the new password. */
import { IDENTITY_MESSAGES } from '../../../../lib/contract';
import { maskEmail } from '../../../../lib/rules/login';
import type { Db, Queryable } from '../../db/types';
import { enqueueMail } from '../../mail/outbox';
import { DomainError, invalid, notFound } from '../errors';
import { hashPassword, newToken, sha256 } from './crypto';
import { assertLookupAllowed } from './rate-limit';
import { countSend } from './send-caps';
import { disconnectAccountSockets } from './session-sockets';
import { revokeClientSessions } from './sessions';
import { identitySettings } from './settings';
import { storefrontLink } from './storefront-link';
import { findClienteByLogin, firstName, getCliente, newId, supplierInfo } from './users';

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Emails a reset link to the client `ref` (idcliente or login, slashes stripped); answers the
 * masked email. Look-ups are counted per IP; links go only to a confirmed email, within the send
 * caps (send-caps.ts). `supplierRef` (which storefront the link opens) is read only once the
 * client and its email are known.
 */
export async function requestPasswordReset(
  db: Db,
  ref: string,
  address: string,
  supplierRef: () => string | null,
): Promise<{ email: string }> {
  await assertLookupAllowed(db, address);
  const key = ref.replace(/\//g, '').trim();
  const cliente = UUID_RE.test(key)
    ? await getCliente(db, key.toLowerCase())
    : (await findClienteByLogin(db, key)).cliente;
  if (!cliente) throw notFound(IDENTITY_MESSAGES.falhaRecuperarSenha, 'CLIENTE_NAO_ENCONTRADO');
  if (!cliente.email) throw invalid(`${IDENTITY_MESSAGES.falhaRecuperarSenha}: cadastro sem email`);
  // A mistyped or borrowed address never proved it is the owner's: the link would hand the account over.
  if (!(await emailConfirmed(db, cliente.idcliente)))
    throw new DomainError('conflict', 'EMAIL_NAO_CONFIRMADO', IDENTITY_MESSAGES.emailNaoConfirmado);
  await countSend(db, 'redefinicao-senha', { conta: cliente.idcliente, destino: cliente.email, endereco: address });
  const fref = supplierRef();
  const f = fref ? await supplierInfo(db, fref) : null;
  const token = newToken();
  await db.query(
    `INSERT INTO senha_redefinicoes (token_hash, idcliente, idfornecedor, expira_em) VALUES ($1, $2, $3, now() + interval '1 hour')`,
    [sha256(token), cliente.idcliente, f?.idfornecedor ?? null],
  );
  const link = f
    ? storefrontLink(f, `/redefinir-senha?token=${token}`)
    : `${identitySettings().STOREFRONT_URL}/redefinir-senha?token=${token}`;
  await enqueueMail(db, {
    para: cliente.email,
    assunto: 'Redefinição de senha',
    corpo: `Olá, ${firstName(cliente.nome)}!\n\nRecebemos um pedido para redefinir sua senha. Use o link abaixo em até 1 hora (uso único):\n${link}\n\nSe você não pediu, ignore este email.`,
    tipo: 'redefinicao-senha',
    idcliente: cliente.idcliente,
    idfornecedor: f?.idfornecedor ?? null,
  });
  return { email: maskEmail(cliente.email) };
}

async function emailConfirmed(db: Queryable, idcliente: string): Promise<boolean> {
  const [r] = await db.query<{ ok: boolean }>(
    'SELECT email_confirmado_em IS NOT NULL AS ok FROM clientes WHERE idcliente = $1',
    [idcliente],
  );
  return r?.ok ?? false;
}

/** Sets the client's password (a new row when it had none) and stamps the change. */
export async function setPassword(db: Queryable, idcliente: string, senhaHash: string): Promise<void> {
  await db.query(
    `INSERT INTO usuarios (idusuario, idcliente, senha_hash) VALUES ($1, $2, $3)
     ON CONFLICT (idcliente) DO UPDATE SET senha_hash = EXCLUDED.senha_hash, senha_alterada_em = now()`,
    [newId(), idcliente, senhaHash],
  );
}

/**
 * Uses a reset link's token (once, within the hour): new password, every session of the client
 * revoked and its open chat sockets closed.
 */
export async function resetPassword(
  db: Db,
  token: string,
  senha: string,
): Promise<{ sucesso: true; mensagem: string }> {
  // An unknown or used link is refused before the (deliberately slow) password hash.
  const live = await db.query(
    'SELECT 1 FROM senha_redefinicoes WHERE token_hash = $1 AND usado_em IS NULL AND expira_em > now()',
    [sha256(token)],
  );
  if (live.length === 0)
    throw invalid(
      'Link de redefinição de senha inválido ou expirado',
      { token: 'Link inválido ou expirado' },
      'TOKEN_INVALIDO',
    );
  const senhaHash = await hashPassword(senha);
  const done = await db.transaction(async (tx) => {
    const [r] = await tx.query<{ idcliente: string }>(
      `UPDATE senha_redefinicoes SET usado_em = now()
       WHERE token_hash = $1 AND usado_em IS NULL AND expira_em > now() RETURNING idcliente`,
      [sha256(token)],
    );
    if (!r)
      throw invalid(
        'Link de redefinição de senha inválido ou expirado',
        { token: 'Link inválido ou expirado' },
        'TOKEN_INVALIDO',
      );
    await setPassword(tx, r.idcliente, senhaHash);
    await revokeClientSessions(tx, r.idcliente);
    return { sucesso: true as const, mensagem: 'Senha redefinida com sucesso', idcliente: r.idcliente };
  });
  disconnectAccountSockets(done.idcliente);
  return { sucesso: done.sucesso, mensagem: done.mensagem };
}
