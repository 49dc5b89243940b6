import { randomUUID } from 'node:crypto';

import {
  IDENTITY_MESSAGES,
  type AuthResponse,
  type ClientSummary,
  type TermsStatus,
  type TipoDocumento,
  type User,
} from '../../../../lib/contract';
import { classifyLogin } from '../../../../lib/rules/login';
import type { Queryable } from '../../db/types';
import { DomainError, invalid, supplierNotFound } from '../errors';
import { findSupplierId } from '../suppliers';
import { clientCharacteristicValues } from './client-characteristics';
import { createSession, type SessionRow } from './sessions';

export type ClienteRow = {
  idcliente: string;
  nome: string;
  email: string | null;
  cpf: string | null;
  tipo_documento: TipoDocumento;
  idcadastroextracliente: string | null;
  tag: string[];
  telefone: string | null;
  razao_social: string | null;
  nome_fantasia: string | null;
};
const CLIENTE_COLS =
  'c.idcliente, c.nome, c.email, c.cpf, c.tipo_documento, c.idcadastroextracliente, c.tag, c.telefone, c.razao_social, c.nome_fantasia';

export type SupplierInfo = {
  idfornecedor: string;
  slug: string;
  dominio: string;
  tags: string[];
  message_after_create: string | null;
};

export const sessionExpired = () =>
  new DomainError('unauthenticated', 'SESSAO_EXPIRADA', IDENTITY_MESSAGES.sessaoExpirada);
export const invalidCredentials = () =>
  new DomainError('unauthenticated', 'CREDENCIAIS_INVALIDAS', IDENTITY_MESSAGES.credenciaisInvalidas);

export async function supplierInfo(db: Queryable, ref: string): Promise<SupplierInfo> {
  const id = await findSupplierId(db, ref);
  if (!id) throw supplierNotFound();
  const rows = await db.query<SupplierInfo>(
    `SELECT f.idfornecedor, f.slug, f.tags, f.message_after_create,
       coalesce((SELECT d.dominio FROM fornecedor_dominios d WHERE d.idfornecedor = f.idfornecedor ORDER BY d.primario DESC, d.dominio LIMIT 1), '') AS dominio
     FROM fornecedores f WHERE f.idfornecedor = $1`,
    [id],
  );
  if (!rows[0]) throw supplierNotFound();
  return rows[0];
}

/** New clients start approved unless the supplier holds them for approval. */
export const approvedByDefault = (tags: string[]) =>
  !tags.includes('support-budget') && !tags.includes('block-not-approved-user');

export async function getCliente(db: Queryable, idcliente: string): Promise<ClienteRow | null> {
  const rows = await db.query<ClienteRow>(`SELECT ${CLIENTE_COLS} FROM clientes c WHERE c.idcliente = $1`, [idcliente]);
  return rows[0] ?? null;
}

/** Finds a client by login (email, CPF, CNPJ, foreign document). 400 'Email ou CPF Invalido' for a malformed login. */
export async function findClienteByLogin(
  db: Queryable,
  login: string,
): Promise<{ cliente: ClienteRow | null; chave: string }> {
  const c = classifyLogin(login);
  if (!c.ok) throw invalid(IDENTITY_MESSAGES.loginInvalido, { cpf: IDENTITY_MESSAGES.loginInvalido }, 'LOGIN_INVALIDO');
  const col = c.tipo === 'EMAIL' ? 'c.email' : 'c.cpf';
  const rows = await db.query<ClienteRow>(`SELECT ${CLIENTE_COLS} FROM clientes c WHERE ${col} = $1`, [c.valor]);
  return { cliente: rows[0] ?? null, chave: `${c.tipo}:${c.valor}` };
}

/** Makes sure the client has a row for the supplier (approval defaults from the supplier's tags). */
export async function ensureClienteFornecedor(db: Queryable, idcliente: string, f: SupplierInfo): Promise<void> {
  await db.query(
    `INSERT INTO cliente_fornecedor (idcliente, idfornecedor, cadastro_aprovado, aprovado_em)
     VALUES ($1, $2, $3, CASE WHEN $3 THEN now() END) ON CONFLICT DO NOTHING`,
    [idcliente, f.idfornecedor, approvedByDefault(f.tags)],
  );
}

type CfRow = {
  cadastro_aprovado: boolean;
  termos_aceitos_versao: string | null;
  termos_aceitos_em: string | Date | null;
  limite_credito_total: number | null;
  limite_credito_disponivel: number | null;
};

async function clienteFornecedor(db: Queryable, idcliente: string, idfornecedor: string): Promise<CfRow | null> {
  const rows = await db.query<CfRow>(
    `SELECT cadastro_aprovado, termos_aceitos_versao, termos_aceitos_em, limite_credito_total, limite_credito_disponivel
     FROM cliente_fornecedor WHERE idcliente = $1 AND idfornecedor = $2`,
    [idcliente, idfornecedor],
  );
  return rows[0] ?? null;
}

export async function termsStatus(db: Queryable, idcliente: string, idfornecedor: string): Promise<TermsStatus> {
  const [t] = await db.query<{ versao: string }>('SELECT versao FROM termos_uso WHERE idfornecedor = $1 AND vigente', [
    idfornecedor,
  ]);
  const cf = await clienteFornecedor(db, idcliente, idfornecedor);
  const versao = t?.versao ?? null;
  const aceitoEm = cf?.termos_aceitos_em ?? null;
  return {
    versao,
    versao_aceita: cf?.termos_aceitos_versao ?? null,
    aceito_em: aceitoEm === null ? null : new Date(aceitoEm).toISOString(),
    aceito: versao === null || cf?.termos_aceitos_versao === versao,
  };
}

const docLength = (c: ClienteRow) => (c.cpf ? c.cpf.length : 0);

function toSummary(c: ClienteRow, cadastro_aprovado: boolean): ClientSummary {
  return {
    idcliente: c.idcliente,
    nome: c.nome,
    email: c.email,
    cpf: c.cpf,
    cpfLength: docLength(c),
    tipo_documento: c.tipo_documento,
    razao_social: c.razao_social,
    idcadastroextracliente: c.idcadastroextracliente,
    cadastro_aprovado,
  };
}

export async function summarize(db: Queryable, c: ClienteRow, idfornecedor: string): Promise<ClientSummary> {
  const cf = await clienteFornecedor(db, c.idcliente, idfornecedor);
  return toSummary(c, cf?.cadastro_aprovado ?? false);
}

export async function summarizeMany(db: Queryable, ids: string[], idfornecedor: string): Promise<ClientSummary[]> {
  if (ids.length === 0) return [];
  const rows = await db.query<ClienteRow & { cadastro_aprovado: boolean | null }>(
    `SELECT ${CLIENTE_COLS}, cf.cadastro_aprovado FROM clientes c
     LEFT JOIN cliente_fornecedor cf ON cf.idcliente = c.idcliente AND cf.idfornecedor = $2
     WHERE c.idcliente = ANY($1::uuid[]) ORDER BY c.nome, c.idcliente`,
    [ids, idfornecedor],
  );
  return rows.map((c) => toSummary(c, c.cadastro_aprovado ?? false));
}

/** The spec's User for a client on a supplier, as seen through a session (when any). */
export async function buildUser(
  db: Queryable,
  idcliente: string,
  idfornecedor: string,
  sessao: Pick<SessionRow, 'idrepresentante' | 'idprincipal' | 'idapikeys'> | null,
): Promise<User> {
  const c = await getCliente(db, idcliente);
  if (!c) throw sessionExpired();
  const f = await supplierInfo(db, idfornecedor);
  const cf = await clienteFornecedor(db, idcliente, f.idfornecedor);
  const [linked] = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM usuarios_vinculados WHERE idvinculado = $1 AND idfornecedor = $2 AND aceito_em IS NOT NULL',
    [idcliente, f.idfornecedor],
  );
  let representante: User['representante'] = null;
  if (sessao?.idrepresentante) {
    const [r] = await db.query<{ idusuario: string; nome: string; email: string }>(
      'SELECT idusuario, nome, email FROM representantes WHERE idusuario = $1',
      [sessao.idrepresentante],
    );
    if (r) representante = { ...r, idfornecedor: f.idfornecedor };
  }
  const vinculadoLogado = !!sessao?.idprincipal && sessao.idprincipal !== idcliente;
  return {
    idcliente: c.idcliente,
    nome: c.nome,
    email: c.email,
    cpf: c.cpf,
    cpfLength: docLength(c),
    tipo_documento: c.tipo_documento,
    telefone: c.telefone,
    razao_social: c.razao_social,
    nome_fantasia: c.nome_fantasia,
    idcadastroextracliente: c.idcadastroextracliente,
    tag: c.tag,
    cadastro_aprovado: cf?.cadastro_aprovado ?? false,
    principal: (linked?.n ?? 0) === 0,
    usuarioPrincipal: vinculadoLogado ? sessao.idprincipal : null,
    usuarioVinculadoLogado: vinculadoLogado,
    loginAsUsuarioVinculado: vinculadoLogado,
    fornecedor_logado: f.idfornecedor,
    fornecedor_slug: f.slug,
    fornecedor_dominio: f.dominio,
    termosuso: await termsStatus(db, idcliente, f.idfornecedor),
    idapikeys: sessao?.idapikeys ?? null,
    representante,
    limiteCreditoTotal: cf?.limite_credito_total ?? null,
    limiteCreditoDisponivel: cf?.limite_credito_disponivel ?? null,
    caracteristicas: await clientCharacteristicValues(db, idcliente, f.idfornecedor),
  };
}

export const newId = () => randomUUID();

export const firstName = (nome: string) => nome.trim().split(/\s+/)[0] ?? '';

/** Opens a session acting for a client on a supplier and answers the spec's {token, usuario}. */
export async function openCustomerSession(
  db: Queryable,
  s: Omit<SessionRow, 'idsessao' | 'idcliente' | 'agente_usuario'> & {
    idcliente: string;
    agente_usuario?: string | null;
  },
  origem: string,
): Promise<AuthResponse> {
  const { token } = await createSession(db, { ...s, origem });
  return { token, usuario: await buildUser(db, s.idcliente, s.idfornecedor, s) };
}
