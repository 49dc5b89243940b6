/** POST /v4/app/formas-entrega/{idfornecedor}/{cep}: freight for a list of products at a CEP, for anyone. */
import type { z } from 'zod';

import { EMPTY_ID } from '../../../../lib/contract';
import {
  DELIVERY_METHOD_MESSAGES,
  type DeliveryMethodsResponse,
  type freightByCepBodySchema,
  type freightByCepQuerySchema,
} from '../../../../lib/contract/delivery-methods';
import { clearingOf } from '../../../../lib/rules/delivery-slots';
import { applyQuantityAction } from '../../../../lib/rules/quantity';
import type { Queryable } from '../../db/types';
import { ANONYMOUS } from '../caller';
import { pricedCart, type CartItem } from '../cart/pricing';
import { EMPTY_CART, readProducts } from '../cart/store';
import type { ProductRow } from '../catalog';
import { now } from '../clock';
import { invalid } from '../errors';
import { getSupplierRow } from '../suppliers';
import { goodsOf } from './goods';
import { cepPlace, pickupPlace } from './place';
import { emptyAnswer, quoteDeliveryMethods } from './quote';
import { paymentTypeOf } from './store';

const n = (v: string | number | null) => (v === null ? null : Number(v));
const limitsOf = (r: ProductRow) => ({
  granularidade: n(r.granularidade),
  min_por_pedido: n(r.min_por_pedido),
  maxporpedido: n(r.maxporpedido),
});

/**
 * The products as a visitor's cart: each quantity through the quantity rule (as a save would
 * keep it; a product listed twice counts once with the sum), priced with the public price (and the
 * payment variance asked). Unknown products and products of another supplier are ignored;
 * unavailable ones (or not offered for the delivery type) count for nothing.
 */
async function visitorCart(
  db: Queryable,
  f: Awaited<ReturnType<typeof getSupplierRow>>,
  body: z.output<typeof freightByCepBodySchema>,
  q: z.output<typeof freightByCepQuerySchema>,
) {
  const wanted = new Map<string, number>();
  for (const p of body.produtos) {
    const id = p.idproduto.toLowerCase();
    wanted.set(id, (wanted.get(id) ?? 0) + p.quantidade);
  }
  const rows = await readProducts(db, f.idfornecedor, [...wanted.keys()]);
  const items: CartItem[] = [...wanted].flatMap(([idproduto, quantidade]) => {
    const row = rows.get(idproduto);
    if (!row) return [];
    const q2 = applyQuantityAction(0, { type: 'SET', value: quantidade }, limitsOf(row));
    return q2 > 0 ? [{ idproduto, quantidade: q2, embalar_para_presente: false, preco_atendente: null, row }] : [];
  });
  const ctx = { f, auth: ANONYMOUS, key: { idcliente: EMPTY_ID, idfornecedor: f.idfornecedor } };
  return pricedCart(
    db,
    ctx,
    { cart: EMPTY_CART, items },
    { idformapagamento: q.idformapagamento, canalVenda: 'WEB', tipoentrega: q.tipoEntrega },
  );
}

/**
 * Freight by CEP: the methods for `produtos` delivered at the CEP's point (lat/lng win when given)
 * or picked up at the default store. No products: 400 'Adicione produtos…'; none of them
 * sellable: the same message as an answer without the modal.
 */
export async function deliveryMethodsForCep(
  db: Queryable,
  idfornecedor: string,
  cep: string,
  q: z.output<typeof freightByCepQuerySchema>,
  body: z.output<typeof freightByCepBodySchema>,
): Promise<DeliveryMethodsResponse> {
  const f = await getSupplierRow(db, idfornecedor);
  if (body.produtos.length === 0) {
    throw invalid(
      DELIVERY_METHOD_MESSAGES.carrinhoVazio,
      { produtos: DELIVERY_METHOD_MESSAGES.carrinhoVazio },
      'CARRINHO_VAZIO',
    );
  }
  const goods = await goodsOf(db, f.idfornecedor, await visitorCart(db, f, body, q));
  if (goods.linhas === 0) return emptyAnswer(f, goods, DELIVERY_METHOD_MESSAGES.carrinhoVazio, false);
  const where =
    q.tipoEntrega === 'RETIRADA'
      ? await pickupPlace(db, f.idfornecedor)
      : await cepPlace(db, cep, { lat: q.lat, lng: q.lng });
  if ('mensagem' in where) return emptyAnswer(f, goods, where.mensagem, true);
  const clearing = clearingOf(await paymentTypeOf(db, f.idfornecedor, q.idformapagamento));
  return quoteDeliveryMethods(db, f, goods, where.place, now(), clearing);
}
