/**
 * The expiry job: cancels, as the state machine's `sistema`, every order still awaiting a PIX or
 * boleto payment past its deadline (for a PIX, sooner once its last allowed charge expired: decision
 * 0030) and every priced quote past its validity (the rule and its
 * pt-BR notes: lib/rules/order-expiry.ts). Cancelling goes through moveStatus, so release() gives
 * the coupon use, the stock and the credit back and the timeline records the note. Exactly once, on
 * any number of API instances running it at the same time.
 *
 * Each order is handled in its own transaction:
 *   1. claim one due order: SELECT … FOR UPDATE OF p SKIP LOCKED over the open orders (partial index
 *      pedidos_em_aberto_idx, migration 0032) joined to their payment (one row, by primary key) —
 *      another run, a buyer's cancel or a payment holding the row makes this run take the next one;
 *   2. re-check the rule on the locked order and a fresh read of its payment: a payment confirmed or
 *      a new PIX or boleto issued (generate-receipt, another method) after the claim's snapshot wins,
 *      and the order is left alone (skipped for the rest of this run);
 *   3. moveStatus(…, 'CANCELADO', 'sistema', note): once committed the order is final and nothing
 *      can select it again.
 *
 * Lock order (status.ts): the order row first, then release()'s coupon, products, payment and
 * credit rows. The payment is read in step 2 without a lock: every writer of a PIX or boleto
 * payment (confirmation, generate-receipt, a method change, a cancel) holds the order row first.
 */
import { expiryCutoffs, MAX_PIX_CHARGES, orderExpiry, type OrderExpiryNote } from '../../../../lib/rules/order-expiry';
import type { Db, Queryable } from '../../db/types';
import { now as clockNow } from '../clock';
import { DomainError } from '../errors';
import { startPeriodicJob } from '../periodic-job';
import { pixChargesOf } from './payment-change';
import { lockOrder, moveStatus } from './status';

export type ExpiredOrder = { numpedido: number; motivo: OrderExpiryNote };

type Step = { expired: ExpiredOrder } | { skipped: number } | null;

/** Claims one order the rule says is due at `now` (not in `skip`), locked; null when none is left. */
async function claimDue(tx: Queryable, now: Date, skip: readonly number[]): Promise<number | null> {
  const c = expiryCutoffs(now);
  const [row] = await tx.query<{ numpedido: number }>(
    `SELECT p.numpedido FROM pedidos p JOIN pagamentos pg ON pg.numpedido = p.numpedido
     WHERE p.status IN ('AGUARDANDOPAGAMENTO', 'ORCAMENTO_PRECIFICADO')
       AND p.numpedido <> ALL($4::int[])
       AND (
         (p.status = 'ORCAMENTO_PRECIFICADO' AND p.orcamento_validade < $3::date)
         OR (p.status = 'AGUARDANDOPAGAMENTO' AND pg.tipo = 'PIX' AND (pg.pix->>'expiraEm')::timestamptz < $1::timestamptz)
         OR (p.status = 'AGUARDANDOPAGAMENTO' AND pg.tipo = 'PIX' AND (pg.pix->>'expiraEm')::timestamptz < $5::timestamptz
             AND (SELECT count(*) FROM pagamento_cobrancas_substituidas s WHERE s.numpedido = p.numpedido AND s.tipo = 'PIX') + 1 >= $6::int)
         OR (p.status = 'AGUARDANDOPAGAMENTO' AND pg.tipo = 'BOLETO' AND (pg.boleto->>'vencimento')::date < $2::date)
       )
     ORDER BY p.numpedido LIMIT 1
     FOR UPDATE OF p SKIP LOCKED`,
    [
      c.pixExpiredBefore.toISOString(),
      c.boletoDueBefore,
      c.quoteValidBefore,
      skip,
      c.lastPixExpiredBefore.toISOString(),
      MAX_PIX_CHARGES,
    ],
  );
  return row?.numpedido ?? null;
}

/** One transaction: claim, re-check, cancel. `claimed.numpedido`: the order claimed (also when it throws). */
async function expireOne(
  db: Db,
  now: Date,
  skip: readonly number[],
  claimed: { numpedido: number | null },
): Promise<Step> {
  return db.transaction(async (tx) => {
    const numpedido = await claimDue(tx, now, skip);
    claimed.numpedido = numpedido;
    if (numpedido === null) return null;
    const o = (await lockOrder(tx, numpedido))!;
    const [pay] = await tx.query<{ tipo: string; pix_expira: string | null; boleto_vencimento: string | null }>(
      `SELECT tipo, pix->>'expiraEm' AS pix_expira, boleto->>'vencimento' AS boleto_vencimento FROM pagamentos WHERE numpedido = $1`,
      [numpedido],
    );
    const verdict = orderExpiry(
      {
        status: o.status,
        paymentKind: pay?.tipo ?? null,
        pixExpiresAt: pay?.pix_expira ?? null,
        pixCharges: await pixChargesOf(tx, numpedido),
        boletoDueDate: pay?.boleto_vencimento ?? null,
        quoteValidUntil: o.orcamento_validade,
      },
      now,
    );
    if (!verdict.due) return { skipped: numpedido };
    await moveStatus(tx, o, 'CANCELADO', 'sistema', verdict.note);
    return { expired: { numpedido, motivo: verdict.note } };
  });
}

/**
 * One run: cancels every order due at `now` (at most `max`), in numpedido order. An order whose
 * cancel is refused by the domain (DomainError; its transaction rolled back) is skipped for this
 * run and logged; any other error stops the run (the order stays due for the next one).
 */
export async function expireOverdueOrders(db: Db, now: Date = clockNow(), max = 1000): Promise<ExpiredOrder[]> {
  const out: ExpiredOrder[] = [];
  const skip: number[] = [];
  while (out.length < max) {
    const claimed: { numpedido: number | null } = { numpedido: null };
    let step: Step;
    try {
      step = await expireOne(db, now, skip, claimed);
    } catch (e) {
      if (!(e instanceof DomainError) || claimed.numpedido === null) throw e;
      console.error(`[expiração] pedido ${claimed.numpedido} não cancelado: ${e.mensagem}`);
      skip.push(claimed.numpedido);
      continue;
    }
    if (!step) break;
    if ('skipped' in step) skip.push(step.skipped);
    else out.push(step.expired);
  }
  return out;
}

/** Runs the job every `intervalMs` in this process (periodic-job.ts). */
export function startOrderExpiryJob(db: Db, intervalMs: number): { stop(): Promise<void> } {
  return startPeriodicJob(
    'expiração',
    async () => {
      const r = await expireOverdueOrders(db);
      return r.length ? `${r.length} pedido(s) cancelado(s): ${r.map((x) => x.numpedido).join(', ')}` : null;
    },
    intervalMs,
  );
}
