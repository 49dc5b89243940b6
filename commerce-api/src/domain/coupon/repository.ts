/** SQL of coupons: by code, the automatic one, the listable ones, with their use counts for a client. */
import type { Queryable } from '../../db/types';

export type CouponRow = {
  idcupom: string;
  codigo: string;
  descricao: string;
  tipo_desconto: '%' | 'R$';
  percentual_bp: number;
  valor_absoluto: number;
  valor_minimo: number | null;
  produtos: string[];
  idformapagto: string | null;
  canal: 'WEB' | 'MANUAL' | null;
  valido_de: Date | null;
  valido_ate: Date | null;
  limite_por_cliente: number | null;
  limite_total: number | null;
  primeira_compra: boolean;
  automatico: boolean;
  nao_usar_com_politica: boolean;
  idcliente_indicador: string | null;
  /** Listed to every client; a code that is not (referral, private) never reveals itself to others. */
  publico: boolean;
  ativo: boolean;
  usos_total: number;
  usos_cliente: number;
};

const COLS = `c.idcupom, c.codigo, c.descricao, c.tipo_desconto, c.percentual_bp, c.valor_absoluto, c.valor_minimo, c.produtos,
  c.idformapagto, c.canal, c.valido_de, c.valido_ate, c.limite_por_cliente, c.limite_total, c.primeira_compra, c.automatico,
  c.nao_usar_com_politica, c.idcliente_indicador, c.publico, c.ativo,
  (SELECT count(*) FROM cupom_usos u WHERE u.idcupom = c.idcupom)::int AS usos_total,
  (SELECT count(*) FROM cupom_usos u WHERE u.idcupom = c.idcupom AND u.idcliente = $2)::int AS usos_cliente`;

/** The coupon with this code (any state) and, when asked, the supplier's active automatic coupon. */
export function findCoupons(
  db: Queryable,
  idfornecedor: string,
  idcliente: string,
  codigo: string | null,
  withAutomatic: boolean,
): Promise<CouponRow[]> {
  return db.query<CouponRow>(
    `SELECT ${COLS} FROM cupons c
     WHERE c.idfornecedor = $1 AND (c.codigo = $3 OR ($4::boolean AND c.automatico AND c.ativo))`,
    [idfornecedor, idcliente, codigo?.toUpperCase() ?? null, withAutomatic],
  );
}

/** The supplier's public active coupons, most recent first. */
export function listPublicCoupons(db: Queryable, idfornecedor: string, idcliente: string): Promise<CouponRow[]> {
  return db.query<CouponRow>(
    `SELECT ${COLS} FROM cupons c WHERE c.idfornecedor = $1 AND c.ativo AND c.publico AND c.idcliente_indicador IS NULL
     ORDER BY c.criado_em DESC, c.codigo`,
    [idfornecedor, idcliente],
  );
}

export function findReferralCoupon(db: Queryable, idfornecedor: string, idcliente: string): Promise<CouponRow[]> {
  return db.query<CouponRow>(`SELECT ${COLS} FROM cupons c WHERE c.idfornecedor = $1 AND c.idcliente_indicador = $2`, [
    idfornecedor,
    idcliente,
  ]);
}

/** Whether the client already placed an order at the supplier (first-purchase coupons). */
export async function clientHasOrdered(db: Queryable, idcliente: string, idfornecedor: string): Promise<boolean> {
  const [row] = await db.query<{ comprou: boolean }>(
    'SELECT primeiro_pedido_em IS NOT NULL AS comprou FROM cliente_fornecedor WHERE idcliente = $1 AND idfornecedor = $2',
    [idcliente, idfornecedor],
  );
  return row?.comprou ?? false;
}
