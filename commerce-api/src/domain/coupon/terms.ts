import type { Coupon } from '../../../../lib/contract/coupon';
import type { CouponBenefit, CouponConditions, CouponContext } from '../../../../lib/rules/coupon';
import type { CouponRow } from './repository';

export function benefitOf(r: CouponRow): CouponBenefit {
  return {
    codigoCupom: r.codigo,
    tipoDesconto: r.tipo_desconto,
    valorDescontoPercentual: r.tipo_desconto === '%' ? r.percentual_bp / 100 : 0,
    valorDescontoAbsoluto: r.tipo_desconto === 'R$' ? r.valor_absoluto : 0,
    produtosComDesconto: r.produtos,
    naoUsarCupomComPolitica: r.nao_usar_com_politica,
  };
}

export function conditionsOf(r: CouponRow): CouponConditions {
  return {
    ativo: r.ativo,
    validoDe: r.valido_de ? new Date(r.valido_de) : null,
    validoAte: r.valido_ate ? new Date(r.valido_ate) : null,
    canal: r.canal,
    idformapagto: r.idformapagto,
    valorMinimo: r.valor_minimo,
    limitePorCliente: r.limite_por_cliente,
    limiteTotal: r.limite_total,
    primeiraCompra: r.primeira_compra,
  };
}

/** The facts about the client that do not depend on the cart. */
export function clientFacts(
  r: CouponRow,
  idcliente: string,
  clienteJaComprou: boolean,
): Pick<CouponContext, 'usosCliente' | 'usosTotal' | 'clienteJaComprou' | 'proprioIndicacao'> {
  return {
    usosCliente: r.usos_cliente,
    usosTotal: r.usos_total,
    clienteJaComprou,
    proprioIndicacao: r.idcliente_indicador === idcliente,
  };
}

export function toWire(r: CouponRow): Coupon {
  const b = benefitOf(r);
  return {
    codigoCupom: b.codigoCupom,
    descricao: r.descricao,
    tipoDesconto: b.tipoDesconto,
    valorDescontoPercentual: b.valorDescontoPercentual,
    valorDescontoAbsoluto: b.valorDescontoAbsoluto,
    produtosComDesconto: [...b.produtosComDesconto],
    naoUsarCupomComPolitica: b.naoUsarCupomComPolitica,
    cupomCanal: r.canal,
    idformapagamento: r.idformapagto,
    valorMinimo: r.valor_minimo,
    validoAte: r.valido_ate ? new Date(r.valido_ate).toISOString() : null,
    primeiraCompra: r.primeira_compra,
    automatico: r.automatico,
  };
}
