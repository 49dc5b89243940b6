/** A customer's account: registration, own data, configuration on the supplier, verification (issue 4). */
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
import { classifyLogin, maskEmail } from '../../../../lib/rules/login';
import type { Db, Queryable } from '../../db/types';
import { enqueueMail } from '../../mail/outbox';
import { conflict, forbidden, invalid } from '../errors';
import { hashPassword, sha256, verifyPassword } from './crypto';
import type { CustomerAuth } from './guards';
import { setPassword } from './password';
import { revokeClientSessions } from './sessions';
import { taxOfficeLookup } from './tax-office';
import { buildUser, ensureClienteFornecedor, getCliente, newId, summarizeMany, supplierInfo } from './users';

const emailTaken = () =>
  conflict('Já existe um cadastro com este email', 'EMAIL_JA_CADASTRADO', { email: 'Já cadastrado' });

/** Registers a customer on a supplier: document and email unique, credentials, approval from the supplier's tags. */
export async function registerCustomer(db: Db, body: z.output<typeof createUserBodySchema>) {
  const doc = classifyLogin(body.cpf);
  if (!doc.ok || doc.tipo === 'EMAIL') {
    throw invalid(IDENTITY_MESSAGES.loginInvalido, { cpf: IDENTITY_MESSAGES.loginInvalido }, 'DOCUMENTO_INVALIDO');
  }
  const f = await supplierInfo(db, body.idfornecedor);
  const receita = doc.tipo === 'CNPJ' ? taxOfficeLookup(doc.valor) : null;
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
      `INSERT INTO clientes (idcliente, nome, email, cpf, tipo_documento, idcadastroextracliente, tag, telefone, razao_social, nome_fantasia)
       VALUES ($1, $2, $3, $4, $5, $6, $7::text[], $8, $9, $10)`,
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
      ],
    );
    await tx.query('INSERT INTO usuarios (idusuario, idcliente, senha_hash) VALUES ($1, $2, $3)', [
      newId(),
      idcliente,
      senhaHash,
    ]);
    await ensureClienteFornecedor(tx, idcliente, f);
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

/** The client changes its own data (not a representative for it). A new password needs the current one and ends the other sessions. */
export async function updateOwnData(
  db: Db,
  a: CustomerAuth,
  d: OwnDataChange,
): Promise<{ usuario: User; mensagem: string }> {
  if (a.representante) throw forbidden('Representantes não podem alterar o cadastro do cliente');
  const idcliente = a.cliente.idcliente;
  let senhaHash: string | null = null;
  if (d.senha) {
    if (!d.senha_atual)
      throw invalid('Campo inválido: senha_atual — Informe a senha atual', { senha_atual: 'Informe a senha atual' });
    const [u] = await db.query<{ senha_hash: string | null }>('SELECT senha_hash FROM usuarios WHERE idcliente = $1', [
      idcliente,
    ]);
    if (!(await verifyPassword(d.senha_atual, u?.senha_hash))) {
      throw invalid('Senha atual incorreta', { senha_atual: 'Senha atual incorreta' }, 'SENHA_INCORRETA');
    }
    senhaHash = await hashPassword(d.senha);
  }
  await db.transaction(async (tx) => {
    if (d.email) {
      const dup = await tx.query('SELECT 1 FROM clientes WHERE email = $1 AND idcliente <> $2', [d.email, idcliente]);
      if (dup.length) throw emailTaken();
    }
    await tx.query(
      `UPDATE clientes SET nome = coalesce($2, nome), email = coalesce($3, email), telefone = coalesce($4, telefone),
         razao_social = coalesce($5, razao_social), nome_fantasia = coalesce($6, nome_fantasia) WHERE idcliente = $1`,
      [idcliente, d.nome ?? null, d.email ?? null, d.telefone ?? null, d.razao_social ?? null, d.nome_fantasia ?? null],
    );
    if (senhaHash) {
      await setPassword(tx, idcliente, senhaHash);
      await revokeClientSessions(tx, idcliente, a.sessao.idsessao);
    }
  });
  return {
    usuario: await buildUser(db, idcliente, a.sessao.idfornecedor, a.sessao),
    mensagem: IDENTITY_MESSAGES.cadastroAtualizado,
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

/** Sends the client a 6-digit code (15 min) by email; sms/whatsapp stay in the outbox. */
export async function sendVerificationCode(
  db: Queryable,
  a: CustomerAuth,
  v: Pick<z.output<typeof verificationQuerySchema>, 'canal' | 'idfornecedor' | 'fonte'>,
) {
  const f = await supplierInfo(db, v.idfornecedor);
  const c = await getCliente(db, a.cliente.idcliente);
  const destino = v.canal === 'email' ? c?.email : c?.telefone;
  if (!c || !destino)
    throw invalid(`Cadastro sem ${v.canal === 'email' ? 'email' : 'telefone'} para verificação`, {
      canal: 'Canal indisponível',
    });
  const codigo = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await db.query(
    `INSERT INTO verificacoes (idcliente, idfornecedor, canal, fonte, codigo_hash, expira_em) VALUES ($1, $2, $3, $4, $5, now() + interval '15 minutes')`,
    [c.idcliente, f.idfornecedor, v.canal, v.fonte ?? null, sha256(codigo)],
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
