import { z } from 'zod';
import {
  authResponseSchema,
  idOuSlug,
  representativeAccessResponseSchema,
  representativeClientsQuerySchema,
  representativeClientsResponseSchema,
  uuid,
} from '../../../lib/contract';
import { requireSessao } from '../domain/identity/guards';
import { createSession, revokeSession } from '../domain/identity/sessions';
import { buildUser, ensureClienteFornecedor, forbidden, summarizeMany, supplierInfo } from '../domain/identity/users';
import type { AuthContext } from '../http/auth';
import { defineRoute } from '../http/router';

const TAGS = ['Representante'];

/** The representative of the session, on the session's supplier. 403 for customer sessions or another supplier. */
async function requireRepresentante(auth: AuthContext, supplierRef: string, db: Parameters<typeof supplierInfo>[0]) {
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

export const representativeRoutes = [
  defineRoute({
    method: 'GET',
    path: '/v4/acessorepresentante/{a}',
    summary: 'Acesso do representante da sessão (Bearer) ao fornecedor {a}.',
    tags: TAGS,
    params: z.object({ a: idOuSlug }),
    response: representativeAccessResponseSchema,
    async handler({ db, params, auth }) {
      const { s, f, r } = await requireRepresentante(auth, params.a, db);
      const [n] = await db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM representante_clientes WHERE idrepresentante = $1 AND idfornecedor = $2',
        [r.idusuario, f.idfornecedor],
      );
      return { acesso: (n?.n ?? 0) > 0, representante: r, totalClientes: n?.n ?? 0, clienteAtual: s.idcliente };
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/v4/representante/{a}/{b}',
    summary: 'Carteira de clientes do representante {b} no fornecedor {a} (Bearer; só o próprio representante), com busca.',
    tags: TAGS,
    params: z.object({ a: idOuSlug, b: uuid }),
    query: representativeClientsQuerySchema,
    response: representativeClientsResponseSchema,
    async handler({ db, params, query, auth }) {
      const { f, r } = await requireRepresentante(auth, params.a, db);
      if (r.idusuario !== params.b.toLowerCase()) throw forbidden('Acesso negado à carteira de outro representante');
      const busca = query.busca ? `%${query.busca.replace(/[\\%_]/g, (m) => `\\${m}`)}%` : null;
      const digits = query.busca ? query.busca.toUpperCase().replace(/[.\-/\s]/g, '') : '';
      const rows = await db.query<{ idcliente: string }>(
        `SELECT c.idcliente FROM representante_clientes rc JOIN clientes c ON c.idcliente = rc.idcliente
         WHERE rc.idrepresentante = $1 AND rc.idfornecedor = $2
           AND ($3::text IS NULL OR f_unaccent(c.nome) ILIKE f_unaccent($3) OR c.email ILIKE $3
                OR coalesce(f_unaccent(c.razao_social), '') ILIKE f_unaccent($3) OR ($4 <> '' AND c.cpf LIKE '%' || $4 || '%'))`,
        [r.idusuario, f.idfornecedor, busca, digits],
      );
      return { clientes: await summarizeMany(db, rows.map((x) => x.idcliente), f.idfornecedor) };
    },
  }),
  defineRoute({
    method: 'POST',
    path: '/v4/representante/{a}/cliente/{idcliente}/sessao',
    summary:
      'Representante passa a agir por um cliente da sua carteira: nova sessão do cliente que registra o representante (a sessão anterior é revogada).',
    tags: TAGS,
    params: z.object({ a: idOuSlug, idcliente: uuid }),
    response: authResponseSchema,
    async handler({ db, params, auth }) {
      const { s, f, r } = await requireRepresentante(auth, params.a, db);
      const idcliente = params.idcliente.toLowerCase();
      const ok = await db.query('SELECT 1 FROM representante_clientes WHERE idrepresentante = $1 AND idfornecedor = $2 AND idcliente = $3', [
        r.idusuario,
        f.idfornecedor,
        idcliente,
      ]);
      if (ok.length === 0) throw forbidden('Cliente fora da carteira do representante');
      await ensureClienteFornecedor(db, idcliente, f);
      const ns = { idcliente, idfornecedor: f.idfornecedor, idrepresentante: r.idusuario, idprincipal: null, idapikeys: null };
      const { token } = await createSession(db, { ...ns, origem: 'representante-cliente' });
      await revokeSession(db, s.idsessao);
      return { token, usuario: await buildUser(db, idcliente, f.idfornecedor, ns) };
    },
  }),
];
