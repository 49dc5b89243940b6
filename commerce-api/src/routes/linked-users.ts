import { z } from 'zod';
import {
  authResponseSchema,
  clientListResponseSchema,
  idOuSlug,
  linkedCreateBodySchema,
  linkedCreateResponseSchema,
  linkedDeleteResponseSchema,
  linkedSwitchQuerySchema,
  linkedUsersBodySchema,
  linkedUsersResponseSchema,
  tokenSegment,
  uuid,
  type ClientSummary,
} from '../../../lib/contract';
import type { Queryable } from '../db/types';
import { requireCliente } from '../domain/identity/guards';
import { createSession } from '../domain/identity/sessions';
import { buildUser, forbidden, newId, summarizeMany, supplierInfo } from '../domain/identity/users';
import type { AuthContext } from '../http/auth';
import { HttpError, notFound } from '../http/errors';
import { defineRoute } from '../http/router';

const TAGS = ['Usuários vinculados'];
const onlyPrincipal = () => forbidden('Apenas o usuário principal pode gerenciar usuários vinculados');

/** The caller must be principal `idprincipal` itself (its own session, not a linked user's nor a representative's). */
function requirePrincipal(auth: AuthContext, idprincipal: string) {
  const a = requireCliente(auth);
  const s = a.sessao;
  if (s.idcliente !== idprincipal.toLowerCase() || a.cliente.idcliente !== s.idcliente || s.idprincipal || s.idrepresentante) throw onlyPrincipal();
  return a;
}

async function linkedList(db: Queryable, idprincipal: string, idfornecedor: string): Promise<(ClientSummary & { logado: boolean })[]> {
  const links = await db.query<{ idvinculado: string; logado: boolean }>(
    `SELECT v.idvinculado, EXISTS (SELECT 1 FROM sessoes s WHERE s.idprincipal = v.idprincipal AND s.idcliente = v.idvinculado
         AND s.revogada_em IS NULL AND s.expira_em > now()) AS logado
     FROM usuarios_vinculados v WHERE v.idprincipal = $1 AND v.idfornecedor = $2`,
    [idprincipal, idfornecedor],
  );
  const logado = new Map(links.map((l) => [l.idvinculado, l.logado]));
  return (await summarizeMany(db, links.map((l) => l.idvinculado), idfornecedor)).map((c) => ({ ...c, logado: logado.get(c.idcliente) ?? false }));
}

export const linkedUserRoutes = [
  defineRoute({
    method: 'POST',
    path: '/v1/app/{token}/usuario/{id}/usuarios',
    summary: 'Lista os usuários vinculados do principal {id} no fornecedor da sessão (só o principal).',
    tags: TAGS,
    tokenParam: 'token',
    params: z.object({ token: tokenSegment, id: uuid }),
    body: linkedUsersBodySchema,
    response: linkedUsersResponseSchema,
    async handler({ db, params, auth }) {
      const a = requirePrincipal(auth, params.id);
      return { usuarios: await linkedList(db, a.cliente.idcliente, a.sessao.idfornecedor) };
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/v1/app/usuario/{a}/{b}',
    summary:
      'Troca para o usuário vinculado {b} do principal {a} (Bearer: sessão do principal ou de um vinculado dele); b = a volta ao principal. Um vinculado logado por vez: as sessões vinculadas anteriores são revogadas.',
    tags: TAGS,
    params: z.object({ a: uuid, b: uuid }),
    query: linkedSwitchQuerySchema,
    response: authResponseSchema,
    async handler({ db, params, auth }) {
      const a = requireCliente(auth);
      const s = a.sessao;
      const principal = params.a.toLowerCase();
      const alvo = params.b.toLowerCase();
      const owner = s.idprincipal ?? s.idcliente;
      if (owner !== principal || s.idrepresentante) throw onlyPrincipal();
      if (alvo !== principal) {
        const ok = await db.query('SELECT 1 FROM usuarios_vinculados WHERE idprincipal = $1 AND idvinculado = $2 AND idfornecedor = $3', [
          principal,
          alvo,
          s.idfornecedor,
        ]);
        if (ok.length === 0) throw notFound('Usuário vinculado não encontrado', 'VINCULADO_NAO_ENCONTRADO');
      }
      await db.query('UPDATE sessoes SET revogada_em = now() WHERE idprincipal = $1 AND revogada_em IS NULL', [principal]);
      const ns = { idcliente: alvo, idfornecedor: s.idfornecedor, idrepresentante: null, idprincipal: alvo === principal ? null : principal, idapikeys: s.idapikeys };
      const { token } = await createSession(db, { ...ns, origem: 'vinculado' });
      return { token, usuario: await buildUser(db, alvo, s.idfornecedor, ns) };
    },
  }),
  defineRoute({
    method: 'DELETE',
    path: '/v1/app/usuario/{a}/{b}/{c}',
    summary: 'Remove o vínculo do usuário {b} do principal {a} no fornecedor {c} e encerra as sessões dele abertas pelo principal (só o principal).',
    tags: TAGS,
    params: z.object({ a: uuid, b: uuid, c: idOuSlug }),
    response: linkedDeleteResponseSchema,
    async handler({ db, params, auth }) {
      const a = requirePrincipal(auth, params.a);
      const f = await supplierInfo(db, params.c);
      if (f.idfornecedor !== a.sessao.idfornecedor) throw forbidden('Sessão de outro fornecedor');
      const del = await db.query<{ idvinculado: string }>(
        'DELETE FROM usuarios_vinculados WHERE idprincipal = $1 AND idvinculado = $2 AND idfornecedor = $3 RETURNING idvinculado',
        [a.cliente.idcliente, params.b.toLowerCase(), f.idfornecedor],
      );
      if (del.length === 0) throw notFound('Usuário vinculado não encontrado', 'VINCULADO_NAO_ENCONTRADO');
      await db.query('UPDATE sessoes SET revogada_em = now() WHERE idprincipal = $1 AND idcliente = $2 AND revogada_em IS NULL', [
        a.cliente.idcliente,
        params.b.toLowerCase(),
      ]);
      return { sucesso: true as const };
    },
  }),
  defineRoute({
    method: 'POST',
    path: '/v1/app/usuario/{a}/{b}',
    summary:
      'Cria (ou vincula, se o email já existe) um usuário vinculado ao principal {a} no fornecedor {b} (só o principal). O vinculado define a senha pela recuperação de senha.',
    tags: TAGS,
    params: z.object({ a: uuid, b: idOuSlug }),
    body: linkedCreateBodySchema,
    response: linkedCreateResponseSchema,
    async handler({ db, params, body, auth }) {
      const a = requirePrincipal(auth, params.a);
      const f = await supplierInfo(db, params.b);
      if (f.idfornecedor !== a.sessao.idfornecedor) throw forbidden('Sessão de outro fornecedor');
      const principal = a.cliente.idcliente;
      const idvinculado = await db.transaction(async (tx) => {
        const isLinked = await tx.query('SELECT 1 FROM usuarios_vinculados WHERE idvinculado = $1 AND idfornecedor = $2', [principal, f.idfornecedor]);
        if (isLinked.length) throw onlyPrincipal();
        const [existing] = await tx.query<{ idcliente: string }>('SELECT idcliente FROM clientes WHERE email = $1', [body.email]);
        let id = existing?.idcliente;
        if (id === principal) throw new HttpError(409, 'VINCULO_INVALIDO', 'Não é possível vincular o próprio usuário');
        if (!id) {
          id = newId();
          await tx.query(
            `INSERT INTO clientes (idcliente, nome, email, cpf, tipo_documento) VALUES ($1, $2, $3, NULL, 'EMAIL')`,
            [id, body.nome ?? body.email.split('@')[0]!, body.email],
          );
          await tx.query('INSERT INTO usuarios (idusuario, idcliente, senha_hash) VALUES ($1, $2, NULL)', [newId(), id]);
        }
        const dup = await tx.query('SELECT 1 FROM usuarios_vinculados WHERE idvinculado = $1 AND idfornecedor = $2', [id, f.idfornecedor]);
        if (dup.length) throw new HttpError(409, 'VINCULO_EXISTENTE', 'Este usuário já está vinculado');
        await tx.query('INSERT INTO usuarios_vinculados (idprincipal, idvinculado, idfornecedor) VALUES ($1, $2, $3)', [principal, id, f.idfornecedor]);
        // The linked user inherits the principal's approval on this supplier.
        await tx.query(
          `INSERT INTO cliente_fornecedor (idcliente, idfornecedor, cadastro_aprovado, aprovado_em)
           SELECT $1, idfornecedor, cadastro_aprovado, aprovado_em FROM cliente_fornecedor WHERE idcliente = $2 AND idfornecedor = $3
           ON CONFLICT DO NOTHING`,
          [id, principal, f.idfornecedor],
        );
        return id;
      });
      const [usuario] = (await linkedList(db, principal, f.idfornecedor)).filter((u) => u.idcliente === idvinculado);
      return { usuario: usuario! };
    },
  }),
  defineRoute({
    method: 'POST',
    path: '/v1/app/{token}/usuario/{id}/clientes-vinculados',
    summary: 'Clientes vinculados a {id}: os vinculados de um principal, ou o principal de um vinculado (só a própria sessão).',
    tags: TAGS,
    tokenParam: 'token',
    params: z.object({ token: tokenSegment, id: uuid }),
    body: linkedUsersBodySchema,
    response: clientListResponseSchema,
    async handler({ db, params, auth }) {
      const a = requireCliente(auth);
      const s = a.sessao;
      const id = params.id.toLowerCase();
      if (id !== a.cliente.idcliente && id !== s.idprincipal) throw forbidden('Acesso negado a este cliente');
      const rows = await db.query<{ idcliente: string }>(
        `SELECT idvinculado AS idcliente FROM usuarios_vinculados WHERE idprincipal = $1 AND idfornecedor = $2
         UNION SELECT idprincipal FROM usuarios_vinculados WHERE idvinculado = $1 AND idfornecedor = $2`,
        [id, s.idfornecedor],
      );
      return { clientes: await summarizeMany(db, rows.map((r) => r.idcliente), s.idfornecedor) };
    },
  }),
];
