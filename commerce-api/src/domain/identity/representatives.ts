/** Representatives: access, portfolio and acting for a client of it. */
import type { AuthResponse, ClientSummary } from '../../../../lib/contract';
import type { Queryable } from '../../db/types';
import type { AuthContext } from '../caller';
import { forbidden } from '../errors';
import { requireSessao } from './guards';
import { revokeSession } from './sessions';
import { ensureClienteFornecedor, openCustomerSession, summarizeMany, supplierInfo } from './users';

/** The representative of the session, on the session's supplier. 403 for customer sessions or another supplier. */
async function requireRepresentative(db: Queryable, auth: AuthContext, supplierRef: string) {
  const s = requireSessao(auth);
  if (!s.idrepresentante) throw forbidden('Acesso restrito a representantes');
  const f = await supplierInfo(db, supplierRef);
  if (f.idfornecedor !== s.idfornecedor) throw forbidden('Sessão de outro fornecedor');
  const [r] = await db.query<{ idusuario: string; nome: string; email: string }>(
    'SELECT idusuario, nome, email FROM representantes WHERE idusuario = $1 AND ativo',
    [s.idrepresentante],
  );
  if (!r) throw forbidden('Acesso restrito a representantes');
  return { s, f, r: { ...r, idfornecedor: f.idfornecedor } };
}

/** The representative's access to the supplier: its size of portfolio and the client acted for. */
export async function representativeAccess(db: Queryable, auth: AuthContext, supplierRef: string) {
  const { s, f, r } = await requireRepresentative(db, auth, supplierRef);
  const [n] = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM representante_clientes WHERE idrepresentante = $1 AND idfornecedor = $2',
    [r.idusuario, f.idfornecedor],
  );
  return { acesso: (n?.n ?? 0) > 0, representante: r, totalClientes: n?.n ?? 0, clienteAtual: s.idcliente };
}

/** The representative's own portfolio, searched by name, email, company name or document digits. */
export async function listPortfolio(
  db: Queryable,
  auth: AuthContext,
  supplierRef: string,
  idrepresentante: string,
  busca?: string,
): Promise<ClientSummary[]> {
  const { f, r } = await requireRepresentative(db, auth, supplierRef);
  if (r.idusuario !== idrepresentante.toLowerCase()) throw forbidden('Acesso negado à carteira de outro representante');
  const like = busca ? `%${busca.replace(/[\\%_]/g, (m) => `\\${m}`)}%` : null;
  const digits = busca ? busca.toUpperCase().replace(/[.\-/\s]/g, '') : '';
  const rows = await db.query<{ idcliente: string }>(
    `SELECT c.idcliente FROM representante_clientes rc JOIN clientes c ON c.idcliente = rc.idcliente
     WHERE rc.idrepresentante = $1 AND rc.idfornecedor = $2
       AND ($3::text IS NULL OR f_unaccent(c.nome) ILIKE f_unaccent($3) OR c.email ILIKE $3
            OR coalesce(f_unaccent(c.razao_social), '') ILIKE f_unaccent($3) OR ($4 <> '' AND c.cpf LIKE '%' || $4 || '%'))`,
    [r.idusuario, f.idfornecedor, like, digits],
  );
  return summarizeMany(
    db,
    rows.map((x) => x.idcliente),
    f.idfornecedor,
  );
}

/** The representative acts for a client of its portfolio: a new client session that records it; the previous one is revoked. */
export async function actAsClient(
  db: Queryable,
  auth: AuthContext,
  supplierRef: string,
  idcliente: string,
): Promise<AuthResponse> {
  const { s, f, r } = await requireRepresentative(db, auth, supplierRef);
  const id = idcliente.toLowerCase();
  const ok = await db.query(
    'SELECT 1 FROM representante_clientes WHERE idrepresentante = $1 AND idfornecedor = $2 AND idcliente = $3',
    [r.idusuario, f.idfornecedor, id],
  );
  if (ok.length === 0) throw forbidden('Cliente fora da carteira do representante');
  await ensureClienteFornecedor(db, id, f);
  const ns = {
    idcliente: id,
    idfornecedor: f.idfornecedor,
    idrepresentante: r.idusuario,
    idprincipal: null,
    idapikeys: null,
  };
  const answer = await openCustomerSession(db, ns, 'representante-cliente');
  await revokeSession(db, s.idsessao);
  return answer;
}
