/** The supplier's terms of use: text by version, and the client's acceptance. */
import type { Queryable } from '../../db/types';
import { forbidden, notFound } from '../errors';
import type { CustomerAuth } from './guards';
import { ensureClienteFornecedor, supplierInfo, termsStatus } from './users';

/**
 * The client accepts the current version of the terms of the session's supplier; a representative acting
 * for its client accepts on its behalf, and is recorded as such (decision 0036).
 */
export async function acceptTerms(db: Queryable, a: CustomerAuth, supplierRef: string) {
  const f = await supplierInfo(db, supplierRef);
  if (f.idfornecedor !== a.sessao.idfornecedor) throw forbidden('Sessão de outro fornecedor');
  const [t] = await db.query<{ versao: string }>('SELECT versao FROM termos_uso WHERE idfornecedor = $1 AND vigente', [
    f.idfornecedor,
  ]);
  await ensureClienteFornecedor(db, a.cliente.idcliente, f);
  if (t) {
    await db.query(
      `UPDATE cliente_fornecedor SET termos_aceitos_versao = $3, termos_aceitos_em = now(), termos_aceitos_por_representante = $4
        WHERE idcliente = $1 AND idfornecedor = $2`,
      [a.cliente.idcliente, f.idfornecedor, t.versao, a.representante?.idusuario ?? null],
    );
  }
  return { termosuso: await termsStatus(db, a.cliente.idcliente, f.idfornecedor) };
}

/** The text of the supplier's terms: the current version, or `versao` when given. */
export async function getTermsOfUse(db: Queryable, supplierRef: string, versao: string | null) {
  const f = await supplierInfo(db, supplierRef);
  const [t] = await db.query<{ versao: string; texto: string }>(
    `SELECT versao, texto FROM termos_uso WHERE idfornecedor = $1 AND (CASE WHEN $2::text IS NULL THEN vigente ELSE versao = $2 END)`,
    [f.idfornecedor, versao],
  );
  if (!t) throw notFound('Termos de uso não encontrados', 'TERMOS_NAO_ENCONTRADOS');
  return { idfornecedor: f.idfornecedor, versao: t.versao, texto: t.texto };
}
