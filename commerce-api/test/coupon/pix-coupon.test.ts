/**
 * The supplier's cupomPix (lib/contract/supplier.ts): the best public percent coupon for PIX that a visitor could use
 * on one unit of any product; cards and product pages show "R$ … no PIX com o cupom CODIGO" from it. Coupons with any
 * condition a card cannot promise (minimum, product list, limits, first purchase, another channel, dates) never count.
 */
import { supplierListResponseSchema } from '../../../lib/contract';
import { DEMO_SUPPLIERS } from '../../seed/demo-world';
import { get } from '../helpers';
import { payment, startOrderWorld, type World } from '../orders-helpers';

const E = DEMO_SUPPLIERS.emporio;

let world: World;
beforeAll(async () => {
  world = await startOrderWorld('cupompix');
}, 180_000);
afterAll(async () => {
  await world?.close();
});

async function cupomPix(slug: string) {
  const r = await get(`/v2/app/token/fornecedor?idfornecedor=${slug}`);
  expect(r.status).toBe(200);
  return supplierListResponseSchema.parse(r.body).fornecedores[0]!.cupomPix;
}

async function addCoupon(codigo: string, percent: number, extra: Record<string, unknown> = {}) {
  const cols = [
    'idfornecedor',
    'codigo',
    'descricao',
    'tipo_desconto',
    'percentual_bp',
    'idformapagto',
    ...Object.keys(extra),
  ];
  const values = [
    E.idfornecedor,
    codigo,
    `${percent}% no PIX`,
    '%',
    percent * 100,
    payment('emporio', 'PIX'),
    ...Object.values(extra),
  ];
  await world.sql(
    `INSERT INTO cupons (idcupom, ${cols.join(', ')}) VALUES (gen_random_uuid(), ${cols.map((_, i) => `$${i + 1}`).join(', ')})`,
    values,
  );
}

it('is the Empório’s PIX5 and nothing for the suppliers without a PIX coupon', async () => {
  expect(await cupomPix(E.slug)).toEqual({ codigo: 'PIX5', percentual_bp: 500 });
  expect(await cupomPix(DEMO_SUPPLIERS.adega.slug)).toBeNull();
  expect(await cupomPix(DEMO_SUPPLIERS.atacado.slug)).toBeNull();
});

it('ignores bigger PIX coupons with a condition, takes the biggest unconditional one, and drops it when inactive', async () => {
  await addCoupon('PIXMIN', 30, { valor_minimo: 10000 });
  await addCoupon('PIXPROD', 29, { produtos: '{00000000-0000-4000-8000-000000000001}' });
  await addCoupon('PIXLIMITE', 28, { limite_total: 100 });
  await addCoupon('PIXCLIENTE', 27, { limite_por_cliente: 1 });
  await addCoupon('PIXPRIMEIRA', 26, { primeira_compra: true });
  await addCoupon('PIXPRIVADO', 25, { publico: false });
  await addCoupon('PIXVENCIDO', 24, { valido_ate: '2024-01-01T00:00:00Z' });
  await addCoupon('PIXFUTURO', 23, { valido_de: '2099-01-01T00:00:00Z' });
  await addCoupon('PIXBALCAO', 22, { canal: 'MANUAL' });
  await addCoupon('PIXPOLITICA', 21, { nao_usar_com_politica: true });
  await world.sql(
    `INSERT INTO cupons (idcupom, idfornecedor, codigo, descricao, tipo_desconto, valor_absoluto, idformapagto)
     VALUES (gen_random_uuid(), $1, 'PIXREAIS', 'R$ 50 no PIX', 'R$', 5000, $2)`,
    [E.idfornecedor, payment('emporio', 'PIX')],
  );
  expect(await cupomPix(E.slug)).toEqual({ codigo: 'PIX5', percentual_bp: 500 });

  await addCoupon('PIXSITE', 8, { canal: 'WEB' });
  expect(await cupomPix(E.slug)).toEqual({ codigo: 'PIXSITE', percentual_bp: 800 });
  await world.sql(`UPDATE cupons SET ativo = false WHERE codigo = 'PIXSITE'`);
  expect(await cupomPix(E.slug)).toEqual({ codigo: 'PIX5', percentual_bp: 500 });
});
