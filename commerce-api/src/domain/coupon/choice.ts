/**
 * Which coupon a cart gets (spec 4 Coupons): the manual one when it is accepted and not worse than
 * an applicable automatic coupon; the automatic one otherwise. The cart answer and validar-desconto
 * decide with this same function.
 */
import {
  COUPON_MESSAGES,
  evaluateCoupon,
  type CouponBenefit,
  type CouponDiscount,
  type DiscountLine,
} from '../../../../lib/rules/coupon';
import type { Queryable } from '../../db/types';
import { clientHasOrdered, findCoupons, type CouponRow } from './repository';
import { benefitOf, clientFacts, conditionsOf } from './terms';

export type CartFacts = {
  idfornecedor: string;
  idcliente: string;
  linhas: DiscountLine[];
  totalCompras: number;
  canal: 'WEB' | 'MANUAL';
  idformapagamento: string | null;
};

export type Applied = { row: CouponRow; benefit: CouponBenefit; desconto: CouponDiscount; automatico: boolean };

export type CouponChoice = {
  aplicado: Applied | null;
  /** The manual code was refused (unknown, a condition failed, or a better automatic coupon). */
  manualRecusado: boolean;
  mensagem: string | null;
};

type Evaluated = { row: CouponRow; result: ReturnType<typeof evaluateCoupon> };

async function evaluateAll(db: Queryable, rows: CouponRow[], c: CartFacts): Promise<Evaluated[]> {
  const jaComprou = rows.some((r) => r.primeira_compra)
    ? await clientHasOrdered(db, c.idcliente, c.idfornecedor)
    : false;
  const agora = new Date();
  return rows.map((row) => ({
    row,
    result: evaluateCoupon(
      benefitOf(row),
      conditionsOf(row),
      {
        agora,
        canalVenda: c.canal,
        idformapagamento: c.idformapagamento,
        totalCompras: c.totalCompras,
        ...clientFacts(row, c.idcliente, jaComprou),
      },
      c.linhas,
    ),
  }));
}

const applied = (e: Evaluated): Applied | null =>
  e.result.ok
    ? { row: e.row, benefit: benefitOf(e.row), desconto: e.result.desconto, automatico: e.row.automatico }
    : null;

/** A manual code the answer treats as unknown ('Cupom não encontrado'): the guesses the throttle counts. */
export const unknownCode = (choice: CouponChoice): boolean =>
  choice.manualRecusado && choice.mensagem === COUPON_MESSAGES.naoEncontrado;

/** `manual`: the code asked (null: none); `withAutomatic`: automatic application is on. */
export async function chooseCoupon(
  db: Queryable,
  c: CartFacts,
  manual: string | null,
  withAutomatic: boolean,
): Promise<CouponChoice> {
  const code = manual?.toUpperCase() ?? null;
  if (!code && !withAutomatic) return { aplicado: null, manualRecusado: false, mensagem: null };
  const evaluated = await evaluateAll(db, await findCoupons(db, c.idfornecedor, c.idcliente, code, withAutomatic), c);
  const mine = code ? evaluated.find((e) => e.row.codigo === code) : undefined;
  const auto = evaluated.find((e) => e.row.automatico && e.row.codigo !== code);
  const autoApplied = auto ? applied(auto) : null;
  if (!code) return { aplicado: autoApplied, manualRecusado: false, mensagem: null };
  if (!mine) return { aplicado: autoApplied, manualRecusado: true, mensagem: COUPON_MESSAGES.naoEncontrado };
  if (!mine.result.ok) {
    // A code that is not public, refused for someone else than its owner, answers like an unknown
    // code: its reason (expired, first purchase, minimum…) would tell a guesser it exists (decision 0017).
    const secret = !mine.row.publico && mine.row.idcliente_indicador !== c.idcliente;
    return {
      aplicado: autoApplied,
      manualRecusado: true,
      mensagem: secret ? COUPON_MESSAGES.naoEncontrado : mine.result.mensagem,
    };
  }
  const mineApplied = applied(mine)!;
  if (autoApplied && autoApplied.desconto.valorDesconto > mineApplied.desconto.valorDesconto) {
    return { aplicado: autoApplied, manualRecusado: true, mensagem: COUPON_MESSAGES.trocaBloqueada };
  }
  return { aplicado: mineApplied, manualRecusado: false, mensagem: null };
}
