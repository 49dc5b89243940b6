/** The recommendation calls: suggestions for a view, recorded as a session, and the feedback on them. */
import { randomUUID } from 'node:crypto';

import {
  RECOMMENDATION_MESSAGES,
  RECOMMENDATION_TAG,
  type RecommendationFeedbackBody,
  type RecommendationResponse,
} from '../../../../lib/contract/recommendation';
import { rankCandidates, type RecommendationView } from '../../../../lib/rules/recommendation';
import type { Queryable } from '../../db/types';
import type { AuthContext } from '../caller';
import { priceOptionsFor, PRODUCT_COLS, toSummary, type ProductRow } from '../catalog';
import { forbidden, invalid, notFound } from '../errors';
import { requireCliente } from '../identity/guards';
import { getSupplierRow } from '../suppliers';
import { candidates, dismissed, recentPurchases, sectorsOf } from './signals';

export type SuggestQuery = { visao: RecommendationView; idproduto?: string; idformapagamento?: string };

/** Products in the client's cart, loose or inside a combo group. */
async function cartProducts(db: Queryable, idfornecedor: string, idcliente: string): Promise<string[]> {
  const rows = await db.query<{ idproduto: string }>(
    `SELECT idproduto FROM carrinho_itens WHERE idcliente = $1 AND idfornecedor = $2
     UNION
     SELECT cp.idproduto FROM carrinho_combos g JOIN combos_promocionais_produtos cp ON cp.idcombopromocional_cabecalho = g.idcombopromocional_cabecalho
     WHERE g.idcliente = $1 AND g.idfornecedor = $2`,
    [idcliente, idfornecedor],
  );
  return rows.map((r) => r.idproduto);
}

/**
 * Suggestions for the session's client (another client: 403; another supplier's session: 403).
 * Seeds: PRODUTO the product on screen; CARRINHO the cart's products; HOME the customer's recent
 * purchases and the cart. Never suggested: the seeds, the cart, what the client dismissed.
 */
export async function suggestProducts(
  db: Queryable,
  auth: AuthContext,
  idfornecedor: string,
  idcliente: string,
  q: SuggestQuery,
): Promise<RecommendationResponse> {
  const a = requireCliente(auth);
  const f = await getSupplierRow(db, idfornecedor);
  if (a.sessao.idfornecedor !== f.idfornecedor) throw forbidden('Sessão de outro fornecedor');
  if (a.cliente.idcliente !== idcliente.toLowerCase()) throw forbidden('Acesso negado a este cliente');
  if (!f.tags.includes(RECOMMENDATION_TAG))
    return { sucesso: false, produtos: [], sessao_id: null, mensagem: RECOMMENDATION_MESSAGES.desativado };
  const me = a.cliente.idcliente;

  const inCart = await cartProducts(db, f.idfornecedor, me);
  let seeds: string[];
  if (q.visao === 'PRODUTO') {
    if (!q.idproduto) throw invalid('Informe o produto', { idproduto: 'Informe o produto' }, 'PRODUTO_OBRIGATORIO');
    const [p] = await db.query<{ idproduto: string }>(
      'SELECT idproduto FROM produtos WHERE idfornecedor = $1 AND idproduto = $2',
      [f.idfornecedor, q.idproduto.toLowerCase()],
    );
    if (!p) throw notFound('Produto não encontrado', 'PRODUTO_NAO_ENCONTRADO');
    seeds = [p.idproduto];
  } else if (q.visao === 'CARRINHO') {
    seeds = inCart;
  } else {
    seeds = [...new Set([...(await recentPurchases(db, f.idfornecedor, me)), ...inCart])];
  }
  const seedSectors = await sectorsOf(db, seeds);
  const excluded = new Set([...seeds, ...inCart, ...(await dismissed(db, f.idfornecedor, me))]);
  const ranked = rankCandidates(await candidates(db, f.idfornecedor, me, seeds, seedSectors), {
    seedSectors: new Set(seedSectors),
    excluded,
  });

  const rows = ranked.length
    ? await db.query<ProductRow>(`SELECT ${PRODUCT_COLS} FROM produtos p WHERE p.idproduto = ANY($1::uuid[])`, [
        ranked.map((r) => r.idproduto),
      ])
    : [];
  const byId = new Map(rows.map((r) => [r.idproduto, r]));
  const opts = await priceOptionsFor(db, f, auth, q.idformapagamento);
  const produtos = ranked.flatMap((r) => {
    const row = byId.get(r.idproduto);
    return row ? [{ ...toSummary(row, opts), motivo: r.motivo }] : [];
  });
  const sessao_id = randomUUID();
  await db.query(
    'INSERT INTO sugestao_sessoes (sessao_id, idfornecedor, idcliente, visao, itens) VALUES ($1, $2, $3, $4, $5::uuid[])',
    [sessao_id, f.idfornecedor, me, q.visao, produtos.map((p) => p.idproduto)],
  );
  return { sucesso: true, produtos, sessao_id, mensagem: null };
}

/**
 * Feedback on one suggestion of the client's own session (another client's session, or an
 * unknown one: 404); the product must be one that session suggested (400).
 */
export async function recordFeedback(
  db: Queryable,
  auth: AuthContext,
  body: RecommendationFeedbackBody,
): Promise<{ sucesso: true }> {
  const a = requireCliente(auth);
  const [s] = await db.query<{ idfornecedor: string; idcliente: string; itens: string[] }>(
    'SELECT idfornecedor, idcliente, itens FROM sugestao_sessoes WHERE sessao_id = $1',
    [body.sessao_id.toLowerCase()],
  );
  if (!s || s.idcliente !== a.cliente.idcliente || s.idfornecedor !== a.sessao.idfornecedor) {
    throw notFound(RECOMMENDATION_MESSAGES.sessaoNaoEncontrada, 'SESSAO_SUGESTAO_NAO_ENCONTRADA');
  }
  const item = body.item_id.toLowerCase();
  if (!s.itens.includes(item))
    throw invalid(
      RECOMMENDATION_MESSAGES.itemNaoSugerido,
      { item_id: RECOMMENDATION_MESSAGES.itemNaoSugerido },
      'ITEM_NAO_SUGERIDO',
    );
  await db.query(
    'INSERT INTO sugestao_feedback (sessao_id, idfornecedor, idcliente, item_id, acao, visao) VALUES ($1, $2, $3, $4, $5, $6)',
    [body.sessao_id.toLowerCase(), s.idfornecedor, s.idcliente, item, body.acao, body.visao],
  );
  return { sucesso: true };
}
