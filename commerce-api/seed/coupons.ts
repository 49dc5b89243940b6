import { atacadoCatalog } from './catalog-atacado';
import { catalogEntries } from './catalog-builder';
import { emporioCatalog } from './catalog-emporio';
import { DEMO_ACCOUNTS, DEMO_COUPONS, DEMO_SUPPLIERS, type DemoCoupon } from './demo-world';
import type { SeedModule } from './types';
import { insertRows, stableUuid } from './util';

const CATALOGS = { emporio: emporioCatalog, atacado: atacadoCatalog } as const;

function productIds(c: DemoCoupon): string[] {
  if (!c.produtos) return [];
  const catalog = CATALOGS[c.fornecedor as keyof typeof CATALOGS];
  const entries = catalogEntries(c.fornecedor, catalog.sectors, catalog.products).entries;
  return c.produtos.map((nome) => {
    const e = entries.find((x) => x.def[0] === nome);
    if (!e) throw new Error(`Produto do cupom ${c.codigo} desconhecido: ${nome}`);
    return e.idproduto;
  });
}

export const couponId = (codigo: string) => stableUuid(`cupom:${codigo}`);

/** The demo coupons (migration 0013) and the uses and purchases that exercise their limits. */
export const couponsSeed: SeedModule = {
  nome: 'cupons',
  async run(tx) {
    const list: DemoCoupon[] = Object.values(DEMO_COUPONS);
    await insertRows(
      tx,
      'cupons',
      list.map((c) => {
        const f = DEMO_SUPPLIERS[c.fornecedor];
        return {
          idcupom: couponId(c.codigo),
          idfornecedor: f.idfornecedor,
          codigo: c.codigo,
          descricao: c.descricao,
          tipo_desconto: c.percentual ? '%' : 'R$',
          percentual_bp: Math.round((c.percentual ?? 0) * 100),
          valor_absoluto: c.valor ?? 0,
          valor_minimo: c.minimo ?? null,
          produtos: productIds(c),
          idformapagto: c.pagamento ? stableUuid(`pagto:${f.slug}:${c.pagamento}`) : null,
          canal: c.canal ?? null,
          valido_ate: c.validoAte ?? null,
          limite_por_cliente: c.limitePorCliente ?? null,
          limite_total: c.limiteTotal ?? null,
          primeira_compra: c.primeiraCompra ?? false,
          automatico: c.automatico ?? false,
          nao_usar_com_politica: c.naoUsarComPolitica ?? false,
          publico: c.publico ?? true,
          criado_em: '2025-01-01T00:00:00Z',
        };
      }),
      { produtos: 'uuid[]' },
    );
    const A = DEMO_ACCOUNTS;
    await insertRows(tx, 'cupom_usos', [
      {
        idcupom: couponId(DEMO_COUPONS.umaVezPorCliente.codigo),
        idcliente: A.principal.idcliente,
        numpedido: 'DEMO-1001',
      },
      { idcupom: couponId(DEMO_COUPONS.esgotado.codigo), idcliente: A.principal.idcliente, numpedido: 'DEMO-1001' },
      { idcupom: couponId(DEMO_COUPONS.esgotado.codigo), idcliente: A.vinculado1.idcliente, numpedido: 'DEMO-1002' },
    ]);
    await tx.query(
      `UPDATE cliente_fornecedor SET primeiro_pedido_em = '2025-01-15T10:00:00Z' WHERE idcliente = $1 AND idfornecedor = $2`,
      [A.principal.idcliente, DEMO_SUPPLIERS.emporio.idfornecedor],
    );
  },
};
