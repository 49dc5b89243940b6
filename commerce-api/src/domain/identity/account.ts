/** A customer's account: registration, own data, configuration on the supplier, verification. */
import { randomInt } from 'node:crypto';
import type { z } from 'zod';

import {
  IDENTITY_MESSAGES,
  type ClientSummary,
  type createUserBodySchema,
  type updateUserBodySchema,
  type User,
  type verificationQuerySchema,
} from '../../../../lib/contract';
import { classifyLoginAt, CNPJ_INVALID_MESSAGE, maskEmail } from '../../../../lib/rules/login';
import { checkStateRegistration } from '../../../../lib/rules/state-registration';
import { sellsOnlyToCompanies } from '../../../../lib/rules/supplier-audience';
import type { Db, Queryable } from '../../db/types';
import { enqueueMail } from '../../mail/outbox';
import { conflict, forbidden, invalid } from '../errors';
import { checkedClientCharacteristics, saveClientCharacteristics } from './client-characteristics';
import { hashPassword, safeEqual, sha256, verifyPassword } from './crypto';
import type { CustomerAuth } from './guards';
import { setPassword } from './password';
import { countSend } from './send-caps';
import { disconnectSessionSockets } from './session-sockets';
import { revokeClientSessions } from './sessions';
import { taxOfficeLookup } from './tax-office';
import { buildUser, ensureClienteFornecedor, getCliente, newId, summarizeMany, supplierInfo } from './users';

const emailTaken = () =>
  conflict('Já existe um cadastro com este email', 'EMAIL_JA_CADASTRADO', { email: 'Já cadastrado' });

/**
 * A company's state registration (or 'Isento') and tax regime, checked field by field: only a CNPJ
 * has them; an IE is digits once punctuation is gone, and passes its UF's check digits when the
 * tax office knows the company's UF (lib/rules/state-registration.ts).
 */
function companyTaxFields(body: z.output<typeof createUserBodySchema>, isCompany: boolean, uf: string | null) {
  const ie = body.inscricao_estadual?.trim() ?? '';
  const campos: Record<string, string> = {};
  if (!isCompany) {
    if (ie || body.ie_isento) campos.inscricao_estadual = 'Inscrição estadual é só para CNPJ';
    if (body.regime_tributario) campos.regime_tributario = 'Regime tributário é só para CNPJ';
  } else if (ie && body.ie_isento) {
    campos.inscricao_estadual = 'Informe a inscrição estadual ou marque "Isento", não os dois';
  } else if (ie) {
    const digits = ie.replace(/[.\-/\s]/g, '');
    if (!/^\d{2,14}$/.test(digits) || (uf && checkStateRegistration(digits, uf) === 'invalid'))
      campos.inscricao_estadual = 'Inscrição estadual inválida';
  }
  const first = Object.values(campos)[0];
  if (first) throw invalid(first, campos, 'DADOS_FISCAIS_INVALIDOS');
  const digits = ie.replace(/\D/g, '');
  return {
    inscricao_estadual: isCompany && digits ? digits : null,
    ie_isento: isCompany && body.ie_isento === true,
    regime_tributario: isCompany ? (body.regime_tributario ?? null) : null,
  };
}

/** Registers a customer on a supplier: document and email unique, credentials, approval from the supplier's tags. */
export async function registerCustomer(db: Db, body: z.output<typeof createUserBodySchema>, address: string) {
  const f = await supplierInfo(db, body.idfornecedor);
  // Where only companies buy, a foreign document is a mistyped CNPJ, not a consumer (classifyLoginAt).
  const doc = classifyLoginAt(body.cpf, sellsOnlyToCompanies(f.tags));
  if (!doc.ok && doc.erro === CNPJ_INVALID_MESSAGE) {
    throw invalid(CNPJ_INVALID_MESSAGE, { cpf: CNPJ_INVALID_MESSAGE }, 'CNPJ_INVALIDO');
  }
  if (!doc.ok || doc.tipo === 'EMAIL') {
    throw invalid(IDENTITY_MESSAGES.loginInvalido, { cpf: IDENTITY_MESSAGES.loginInvalido }, 'DOCUMENTO_INVALIDO');
  }
  const receita = doc.tipo === 'CNPJ' ? taxOfficeLookup(doc.valor) : null;
  const fiscal = companyTaxFields(body, doc.tipo === 'CNPJ', receita?.endereco.uf ?? null);
  // Before anything is counted or created: the required characteristics answered (spec 7).
  const caracteristicas = await checkedClientCharacteristics(db, f.idfornecedor, body.caracteristicas ?? []);
  await countSend(db, 'cadastro', { destino: body.email, endereco: address });
  const senhaHash = await hashPassword(body.senha);
  const idcliente = newId();
  await db.transaction(async (tx) => {
    const dup = await tx.query<{ email: string | null; cpf: string | null }>(
      'SELECT email, cpf FROM clientes WHERE email = $1 OR cpf = $2',
      [body.email, doc.valor],
    );
    if (dup.some((d) => d.cpf === doc.valor)) {
      const nome = doc.tipo === 'CNPJ' ? 'CNPJ' : doc.tipo === 'CPF' ? 'CPF' : 'documento';
      throw conflict(`Já existe um cadastro com este ${nome}`, 'DOCUMENTO_JA_CADASTRADO', { cpf: 'Já cadastrado' });
    }
    if (dup.length) throw emailTaken();
    await tx.query(
      `INSERT INTO clientes (idcliente, nome, email, cpf, tipo_documento, idcadastroextracliente, tag, telefone, razao_social, nome_fantasia,
         inscricao_estadual, ie_isento, regime_tributario)
       VALUES ($1, $2, $3, $4, $5, $6, $7::text[], $8, $9, $10, $11, $12, $13)`,
      [
        idcliente,
        body.nome,
        body.email,
        doc.valor,
        doc.tipo,
        body.idcadastroextracliente ?? null,
        body.tag ?? [],
        body.telefone ?? null,
        body.razao_social ?? receita?.razao_social ?? null,
        body.nome_fantasia ?? receita?.nome_fantasia ?? null,
        fiscal.inscricao_estadual,
        fiscal.ie_isento,
        fiscal.regime_tributario,
      ],
    );
    await tx.query('INSERT INTO usuarios (idusuario, idcliente, senha_hash) VALUES ($1, $2, $3)', [
      newId(),
      idcliente,
      senhaHash,
    ]);
    await ensureClienteFornecedor(tx, idcliente, f);
    await saveClientCharacteristics(tx, idcliente, f.idfornecedor, caracteristicas);
  });
  const usuario = await buildUser(db, idcliente, f.idfornecedor, null);
  return {
    usuario,
    cadastro_aprovado: usuario.cadastro_aprovado,
    message_after_create: f.message_after_create,
    mensagem: usuario.cadastro_aprovado
      ? 'Cadastro realizado com sucesso'
      : (f.message_after_create ?? IDENTITY_MESSAGES.cadastroCriadoPendente),
  };
}

export type OwnDataChange = z.output<typeof updateUserBodySchema>['dadosUsuario'];

/** How long the code of an email change is valid, and how many wrong codes end the change. */
const EMAIL_CHANGE_MINUTES = 30;
const MAX_CODE_ATTEMPTS = 5;

const newCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');

async function assertCurrentPassword(db: Queryable, idcliente: string, senhaAtual: string | undefined): Promise<void> {
  if (!senhaAtual)
    throw invalid(`Campo inválido: senha_atual — ${IDENTITY_MESSAGES.informeSenhaAtual}`, {
      senha_atual: IDENTITY_MESSAGES.informeSenhaAtual,
    });
  const [u] = await db.query<{ senha_hash: string | null }>('SELECT senha_hash FROM usuarios WHERE idcliente = $1', [
    idcliente,
  ]);
  if (!(await verifyPassword(senhaAtual, u?.senha_hash))) {
    throw invalid(
      IDENTITY_MESSAGES.senhaAtualIncorreta,
      { senha_atual: IDENTITY_MESSAGES.senhaAtualIncorreta },
      'SENHA_INCORRETA',
    );
  }
}

/**
 * The client changes its own data (not a representative for it). A new password or a new email
 * needs the current password. A new password ends the other sessions and their chat sockets; a
 * new email only starts a change (decision 0032): a code goes to the new address, the old one is
 * told, and the email stays as it is until the code is confirmed (confirmEmailChange).
 */
export async function updateOwnData(
  db: Db,
  a: CustomerAuth,
  d: OwnDataChange,
  address: string,
): Promise<{ usuario: User; mensagem: string; email_pendente?: string }> {
  if (a.representante) throw forbidden('Representantes não podem alterar o cadastro do cliente');
  const idcliente = a.cliente.idcliente;
  const atual = await getCliente(db, idcliente);
  const novoEmail = d.email && d.email !== atual?.email ? d.email : null;
  if (d.senha || novoEmail) await assertCurrentPassword(db, idcliente, d.senha_atual);
  const caracteristicas = d.caracteristicas
    ? await checkedClientCharacteristics(db, a.sessao.idfornecedor, d.caracteristicas)
    : null;
  const senhaHash = d.senha ? await hashPassword(d.senha) : null;
  if (novoEmail) {
    const dup = await db.query('SELECT 1 FROM clientes WHERE email = $1 AND idcliente <> $2', [novoEmail, idcliente]);
    if (dup.length) throw emailTaken();
    await countSend(db, 'troca-email', { conta: idcliente, destino: novoEmail, endereco: address });
  }
  const codigo = novoEmail ? newCode() : null;
  let revoked: string[] = [];
  await db.transaction(async (tx) => {
    await tx.query(
      `UPDATE clientes SET nome = coalesce($2, nome), telefone = coalesce($3, telefone),
         razao_social = coalesce($4, razao_social), nome_fantasia = coalesce($5, nome_fantasia) WHERE idcliente = $1`,
      [idcliente, d.nome ?? null, d.telefone ?? null, d.razao_social ?? null, d.nome_fantasia ?? null],
    );
    if (caracteristicas) await saveClientCharacteristics(tx, idcliente, a.sessao.idfornecedor, caracteristicas);
    if (novoEmail && codigo) {
      // One live change per client: the newest request is the one that counts.
      await tx.query(
        'UPDATE email_trocas SET encerrado_em = now() WHERE idcliente = $1 AND usado_em IS NULL AND encerrado_em IS NULL',
        [idcliente],
      );
      await tx.query(
        `INSERT INTO email_trocas (idcliente, email_novo, codigo_hash, expira_em)
         VALUES ($1, $2, $3, now() + make_interval(mins => $4::int))`,
        [idcliente, novoEmail, sha256(codigo), EMAIL_CHANGE_MINUTES],
      );
    }
    if (senhaHash) {
      await setPassword(tx, idcliente, senhaHash);
      revoked = await revokeClientSessions(tx, idcliente, a.sessao.idsessao);
    }
  });
  // After the commit: a socket of another session is closed on every instance.
  disconnectSessionSockets(revoked);
  if (novoEmail && codigo && atual) {
    const nome = atual.nome.trim().split(/\s+/)[0] ?? '';
    await enqueueMail(db, {
      para: novoEmail,
      assunto: 'Confirme seu novo email',
      corpo: `Olá, ${nome}!\n\nSeu código para confirmar este email na sua conta é ${codigo}. Ele vale por ${EMAIL_CHANGE_MINUTES} minutos.\n\nSe você não pediu, ignore este email: nada muda.`,
      tipo: 'troca-email-codigo',
      idcliente,
      idfornecedor: a.sessao.idfornecedor,
    });
    if (atual.email)
      await enqueueMail(db, {
        para: atual.email,
        assunto: 'Pedido de troca do email da sua conta',
        corpo: `Olá, ${nome}!\n\nRecebemos um pedido para trocar o email da sua conta para ${maskEmail(novoEmail)}. A troca só vale depois que o código enviado ao novo endereço for confirmado.\n\nSe não foi você, troque sua senha e fale com a loja.`,
        tipo: 'troca-email-aviso',
        idcliente,
        idfornecedor: a.sessao.idfornecedor,
      });
  }
  return {
    usuario: await buildUser(db, idcliente, a.sessao.idfornecedor, a.sessao),
    mensagem: novoEmail ? IDENTITY_MESSAGES.trocaEmailPendente : IDENTITY_MESSAGES.cadastroAtualizado,
    ...(novoEmail ? { email_pendente: maskEmail(novoEmail) } : {}),
  };
}

/**
 * Confirms the pending email change with the code sent to the new address: the email changes
 * and counts as confirmed. A wrong code counts; MAX_CODE_ATTEMPTS of them end the change.
 */
export async function confirmEmailChange(
  db: Db,
  a: CustomerAuth,
  codigo: string,
): Promise<{ usuario: User; mensagem: string }> {
  if (a.representante) throw forbidden('Representantes não podem alterar o cadastro do cliente');
  const idcliente = a.cliente.idcliente;
  const outcome = await db.transaction(async (tx) => {
    const [t] = await tx.query<{ id: string; email_novo: string; codigo_hash: string; tentativas: number }>(
      `SELECT id, email_novo, codigo_hash, tentativas FROM email_trocas
       WHERE idcliente = $1 AND usado_em IS NULL AND encerrado_em IS NULL AND expira_em > now()
       ORDER BY id DESC LIMIT 1 FOR UPDATE`,
      [idcliente],
    );
    if (!t) return 'invalido' as const;
    if (!safeEqual(sha256(codigo), t.codigo_hash)) {
      await tx.query(
        `UPDATE email_trocas SET tentativas = tentativas + 1,
           encerrado_em = CASE WHEN tentativas + 1 >= $2 THEN now() END WHERE id = $1`,
        [t.id, MAX_CODE_ATTEMPTS],
      );
      return 'invalido' as const;
    }
    const dup = await tx.query('SELECT 1 FROM clientes WHERE email = $1 AND idcliente <> $2', [
      t.email_novo,
      idcliente,
    ]);
    if (dup.length) return 'ocupado' as const;
    await tx.query('UPDATE email_trocas SET usado_em = now() WHERE id = $1', [t.id]);
    await tx.query('UPDATE clientes SET email = $2, email_confirmado_em = now() WHERE idcliente = $1', [
      idcliente,
      t.email_novo,
    ]);
    return 'ok' as const;
  });
  if (outcome === 'ocupado') throw emailTaken();
  if (outcome === 'invalido')
    throw invalid(IDENTITY_MESSAGES.codigoInvalido, { codigo: IDENTITY_MESSAGES.codigoInvalido }, 'CODIGO_INVALIDO');
  return {
    usuario: await buildUser(db, idcliente, a.sessao.idfornecedor, a.sessao),
    mensagem: IDENTITY_MESSAGES.emailAlterado,
  };
}

/** The session's user and what the supplier lets it do (approval, blocking, terms). */
export async function clientConfig(db: Queryable, a: CustomerAuth) {
  const usuario = await buildUser(db, a.cliente.idcliente, a.sessao.idfornecedor, a.sessao);
  const f = await supplierInfo(db, a.sessao.idfornecedor);
  const pendente = !usuario.cadastro_aprovado;
  return {
    usuario,
    configuracoes: {
      idfornecedor: f.idfornecedor,
      cadastro_aprovado: usuario.cadastro_aprovado,
      bloqueado: pendente && (f.tags.includes('block-not-approved-user') || f.tags.includes('support-budget')),
      envioRestrito: pendente && f.tags.includes('restrict-not-approved-user-submission'),
      termosuso: usuario.termosuso,
    },
  };
}

/** Clients the session may see (itself, the representative's portfolio, the principal's linked users), filtered. */
export async function listVisibleClients(
  db: Queryable,
  a: CustomerAuth,
  filter: { email?: string; idcadastroextracliente?: string },
): Promise<ClientSummary[]> {
  const s = a.sessao;
  const rows = await db.query<{ idcliente: string }>(
    `SELECT c.idcliente FROM clientes c
     WHERE (c.idcliente = $1
         OR c.idcliente IN (SELECT idcliente FROM representante_clientes WHERE idrepresentante = $2 AND idfornecedor = $3)
         OR c.idcliente IN (SELECT idvinculado FROM usuarios_vinculados WHERE idprincipal = coalesce($4, $1) AND idfornecedor = $3 AND aceito_em IS NOT NULL)
         OR c.idcliente = $4)
       AND ($5::text IS NULL OR c.email = lower($5))
       AND ($6::text IS NULL OR c.idcadastroextracliente = $6)`,
    [
      a.cliente.idcliente,
      s.idrepresentante,
      s.idfornecedor,
      s.idprincipal,
      filter.email ?? null,
      filter.idcadastroextracliente ?? null,
    ],
  );
  return summarizeMany(
    db,
    rows.map((r) => r.idcliente),
    s.idfornecedor,
  );
}

/**
 * Sends the client a 6-digit code (15 min) by email; sms/whatsapp stay in the outbox. Within the
 * send caps (per account, destination and address).
 */
export async function sendVerificationCode(
  db: Db,
  a: CustomerAuth,
  v: Pick<z.output<typeof verificationQuerySchema>, 'canal' | 'idfornecedor' | 'fonte'>,
  address: string,
) {
  const f = await supplierInfo(db, v.idfornecedor);
  const c = await getCliente(db, a.cliente.idcliente);
  const destino = v.canal === 'email' ? c?.email : c?.telefone;
  if (!c || !destino)
    throw invalid(`Cadastro sem ${v.canal === 'email' ? 'email' : 'telefone'} para verificação`, {
      canal: 'Canal indisponível',
    });
  await countSend(db, 'verificacao', { conta: c.idcliente, destino, endereco: address });
  const codigo = newCode();
  await db.query(
    `INSERT INTO verificacoes (idcliente, idfornecedor, canal, fonte, codigo_hash, expira_em, destino) VALUES ($1, $2, $3, $4, $5, now() + interval '15 minutes', $6)`,
    [c.idcliente, f.idfornecedor, v.canal, v.fonte ?? null, sha256(codigo), destino],
  );
  await enqueueMail(db, {
    para: destino,
    assunto: 'Código de verificação',
    corpo: `Seu código de verificação é ${codigo}. Ele vale por 15 minutos.`,
    tipo: `verificacao-${v.canal}`,
    idcliente: c.idcliente,
    idfornecedor: f.idfornecedor,
  });
  return {
    enviado: true as const,
    canal: v.canal,
    destino: v.canal === 'email' ? maskEmail(destino) : `***${destino.slice(-4)}`,
  };
}

/**
 * Checks a verification code the client typed (any of its live codes). An email code sent to
 * the account's current email confirms it (password reset links need that). Wrong codes count
 * against every live code; MAX_CODE_ATTEMPTS of them spend it.
 */
export async function confirmVerificationCode(
  db: Db,
  a: CustomerAuth,
  codigo: string,
): Promise<{ sucesso: true; mensagem: string; email_confirmado: boolean }> {
  const idcliente = a.cliente.idcliente;
  const r = await db.transaction(async (tx) => {
    const live = await tx.query<{ id: string; canal: string; destino: string | null; codigo_hash: string }>(
      `SELECT id, canal, destino, codigo_hash FROM verificacoes
       WHERE idcliente = $1 AND verificado_em IS NULL AND expira_em > now() AND tentativas < $2 FOR UPDATE`,
      [idcliente, MAX_CODE_ATTEMPTS],
    );
    const hit = live.find((v) => safeEqual(sha256(codigo), v.codigo_hash));
    if (!hit) {
      await tx.query(
        `UPDATE verificacoes SET tentativas = tentativas + 1
         WHERE idcliente = $1 AND verificado_em IS NULL AND expira_em > now()`,
        [idcliente],
      );
      return null;
    }
    await tx.query('UPDATE verificacoes SET verificado_em = now() WHERE id = $1', [hit.id]);
    if (hit.canal !== 'email' || !hit.destino) return { email_confirmado: false };
    const done = await tx.query(
      `UPDATE clientes SET email_confirmado_em = coalesce(email_confirmado_em, now())
       WHERE idcliente = $1 AND email = $2 RETURNING 1`,
      [idcliente, hit.destino],
    );
    return { email_confirmado: done.length > 0 };
  });
  if (!r)
    throw invalid(IDENTITY_MESSAGES.codigoInvalido, { codigo: IDENTITY_MESSAGES.codigoInvalido }, 'CODIGO_INVALIDO');
  return {
    sucesso: true,
    mensagem: r.email_confirmado ? IDENTITY_MESSAGES.emailConfirmado : 'Código confirmado',
    email_confirmado: r.email_confirmado,
  };
}
