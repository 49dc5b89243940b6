/** Saving a cart: the client's wishes through the quantity rule, under the cart's row lock. */
import { CART_API_MESSAGES, NO_SUBSCRIPTION, type Cart, type SaveCartBody } from '../../../../lib/contract/cart';
import { COMBO_MESSAGES, nextComboQuantity } from '../../../../lib/rules/combo';
import { applyQuantityAction } from '../../../../lib/rules/quantity';
import { clampUnits, kgToUnits, unitsToKg, unitWeight } from '../../../../lib/rules/unit-weight';
import type { Db } from '../../db/types';
import type { ProductRow } from '../catalog';
import { now as clockNow } from '../clock';
import {
  comboSellable,
  readCartCombos,
  readCombos,
  writeCartCombos,
  type ComboWithProducts,
  type StoredCombo,
} from '../combo';
import { countCouponAttempt } from '../coupon/throttle';
import { conflict, invalid } from '../errors';
import type { CartContext } from './access';
import type { CartCombo } from './pricing';
import { assertSubscriptionType } from './recurrence';
import {
  forgetCoupon,
  lockCart,
  readCart,
  readItems,
  readProducts,
  writeCart,
  writeItems,
  type CartRow,
  type StoredItem,
} from './store';
import { cartViewWithCoupon, type CartItem, type CartState, type ViewOptions } from './view';

export type SaveRequest = {
  /** `nome`: how a skipped line is named in repeat-order mode (the order's line name), else its product's. */
  itens: { idproduto: string; quantidade: number; unidades?: number; embalarParaPresente?: boolean; nome?: string }[];
  codigoCupom: SaveCartBody['codigoCupom'];
  modoRepeticaoPedido: boolean;
  idtipoassinatura?: string;
  cupomAplicacaoAutomatica?: boolean;
};

/**
 * `ignorados`: the lines skipped in repeat-order mode (unknown or unavailable products), by name.
 * `antes`: the saved quantities before this save, by idproduto (what a save added is the difference).
 */
export type SaveOutcome = { state: CartState; mensagens: string[]; ignorados: string[]; antes: Map<string, number> };

export function limitsOf(row: ProductRow) {
  const n = (v: string | number | null) => (v === null ? null : Number(v));
  return {
    granularidade: n(row.granularidade),
    min_por_pedido: n(row.min_por_pedido),
    maxporpedido: n(row.maxporpedido),
  };
}

const sellableRow = (row: ProductRow) => row.disponivel && row.preco !== null;

/** The row's fields for ordering by the unit (decision 0055). */
const unitFieldsOf = (row: ProductRow) => ({
  peso_aproximado_unidade_kg: row.peso_aproximado_unidade_kg === null ? null : Number(row.peso_aproximado_unidade_kg),
  permite_venda_por_unidade: row.permite_venda_por_unidade,
  maxporpedido: limitsOf(row).maxporpedido,
});

/**
 * The kg of a line posted in whole units (decision 0055): units × the weight of one piece, within
 * the maximum per order; in repeat-order mode the units add to the saved ones. A product not
 * ordered by the unit refuses units (400), except 0, which removes the line as quantidade 0 does.
 */
function kgFromUnits(row: ProductRow, units: number, current: number, repeat: boolean, i: number): number {
  if (units === 0 && !repeat) return 0;
  const p = unitFieldsOf(row);
  const weight = unitWeight(p);
  if (!weight) {
    const mensagem = CART_API_MESSAGES.naoVendidoPorUnidade(row.nome);
    throw invalid(mensagem, { [`cartItens.${i}.unidades`]: mensagem }, 'NAO_VENDIDO_POR_UNIDADE');
  }
  const wanted = repeat ? kgToUnits(current, weight) + units : units;
  return unitsToKg(clampUnits(wanted, p, weight), weight);
}

/**
 * The lines after the request: each posted quantity goes through the quantity rule (SET, from the
 * saved quantity); lines not posted are removed (in repeat-order mode they stay and the posted
 * quantities are added). Unknown products and additions of unavailable ones are refused, except in
 * repeat-order mode where they are skipped with a warning. An unavailable product already in the
 * cart may stay or shrink, so a cart is never stuck.
 */
function nextLines(
  req: SaveRequest,
  stored: Map<string, StoredItem>,
  products: Map<string, ProductRow>,
  mensagens: string[],
  skipped: string[] = [],
  comboIds: ReadonlySet<string> = new Set(),
): Map<string, CartItem> {
  const out = new Map<string, CartItem>();
  if (req.modoRepeticaoPedido) {
    for (const s of stored.values()) {
      const row = products.get(s.idproduto);
      if (row) out.set(s.idproduto, { ...s, row });
    }
  }
  const seen = new Set<string>();
  req.itens.forEach((item, i) => {
    const id = item.idproduto.toLowerCase();
    // A combo group's line (nextCombos).
    if (comboIds.has(id)) return;
    if (seen.has(id))
      throw invalid(
        CART_API_MESSAGES.produtoRepetido,
        { [`cartItens.${i}.idproduto`]: CART_API_MESSAGES.produtoRepetido },
        'PRODUTO_REPETIDO',
      );
    seen.add(id);
    const row = products.get(id);
    const before = stored.get(id);
    if (!row) {
      if (item.quantidade === 0) return;
      if (req.modoRepeticaoPedido) return void skipped.push(item.nome ?? id);
      throw invalid(
        CART_API_MESSAGES.produtoNaoEncontrado,
        { [`cartItens.${i}.idproduto`]: CART_API_MESSAGES.produtoNaoEncontrado },
        'PRODUTO_NAO_ENCONTRADO',
      );
    }
    const current = out.get(id)?.quantidade ?? before?.quantidade ?? 0;
    const wanted = req.modoRepeticaoPedido ? current + item.quantidade : item.quantidade;
    const quantidade =
      item.unidades !== undefined
        ? kgFromUnits(row, item.unidades, current, req.modoRepeticaoPedido, i)
        : applyQuantityAction(current, { type: 'SET', value: wanted }, limitsOf(row));
    if (quantidade === 0) return void out.delete(id);
    if (!sellableRow(row) && !(before && quantidade <= before.quantidade)) {
      if (req.modoRepeticaoPedido) return void skipped.push(row.nome);
      throw conflict(CART_API_MESSAGES.produtoIndisponivel(row.nome), 'PRODUTO_INDISPONIVEL', {
        [`cartItens.${i}.idproduto`]: CART_API_MESSAGES.produtoIndisponivel(row.nome),
      });
    }
    out.set(id, {
      idproduto: id,
      quantidade,
      embalar_para_presente: item.embalarParaPresente ?? before?.embalar_para_presente ?? false,
      preco_atendente: before?.preco_atendente ?? null,
      row,
    });
  });
  if (skipped.length > 0) mensagens.push(CART_API_MESSAGES.repeticaoIgnorados(skipped));
  return out;
}

/**
 * The combo groups after the request: a posted combo id is a group counted in whole
 * combos (lib/rules/combo nextComboQuantity); groups not posted are removed (kept in repeat-order
 * mode, where posted quantities add up). A combo not offered to this client is unknown; adding or
 * growing one that cannot be sold now (dates, a product unavailable) is refused (skipped with a
 * warning in repeat-order mode).
 */
function nextCombos(
  req: SaveRequest,
  stored: Map<string, StoredCombo>,
  combos: Map<string, ComboWithProducts>,
  now: Date,
  skipped: string[],
): Map<string, CartCombo> {
  const out = new Map<string, CartCombo>();
  if (req.modoRepeticaoPedido) {
    for (const s of stored.values()) {
      const combo = combos.get(s.idcombopromocional_cabecalho);
      if (combo) out.set(s.idcombopromocional_cabecalho, { ...s, combo });
    }
  }
  const seen = new Set<string>();
  req.itens.forEach((item, i) => {
    const id = item.idproduto.toLowerCase();
    const combo = combos.get(id);
    if (!combo) return;
    const campo = `cartItens.${i}.idproduto`;
    if (seen.has(id)) throw invalid(COMBO_MESSAGES.repetido, { [campo]: COMBO_MESSAGES.repetido }, 'COMBO_REPETIDO');
    seen.add(id);
    const before = stored.get(id);
    const current = out.get(id)?.quantidade ?? before?.quantidade ?? 0;
    const wanted = req.modoRepeticaoPedido ? current + item.quantidade : item.quantidade;
    const quantidade = nextComboQuantity(
      current,
      { type: 'SET', value: Math.round(wanted) || (wanted > 0 ? 1 : 0) },
      combo.max_por_pedido,
    );
    if (quantidade === 0) return void out.delete(id);
    if (!comboSellable(combo, now) && !(before && quantidade <= before.quantidade)) {
      if (req.modoRepeticaoPedido) return void skipped.push(combo.nome);
      throw conflict(COMBO_MESSAGES.indisponivel(combo.nome), 'COMBO_INDISPONIVEL', {
        [campo]: COMBO_MESSAGES.indisponivel(combo.nome),
      });
    }
    out.set(id, { idcombopromocional_cabecalho: id, quantidade, combo });
  });
  return out;
}

function sameCombos(a: Map<string, StoredCombo>, b: Map<string, CartCombo>): boolean {
  if (a.size !== b.size) return false;
  for (const [id, x] of a) if (b.get(id)?.quantidade !== x.quantidade) return false;
  return true;
}

function sameLines(a: Map<string, StoredItem>, b: Map<string, CartItem>): boolean {
  if (a.size !== b.size) return false;
  for (const [id, x] of a) {
    const y = b.get(id);
    if (!y || y.quantidade !== x.quantidade || y.embalar_para_presente !== x.embalar_para_presente) return false;
  }
  return true;
}

function nextSettings(cart: CartRow, req: SaveRequest) {
  const codigo =
    req.codigoCupom === undefined ? cart.codigo_cupom : req.codigoCupom ? req.codigoCupom.toUpperCase() : null;
  const tipo =
    req.idtipoassinatura === undefined
      ? cart.idtipoassinatura
      : req.idtipoassinatura === NO_SUBSCRIPTION
        ? null
        : req.idtipoassinatura.toLowerCase();
  return {
    codigo_cupom: codigo,
    cupom_aplicacao_automatica: req.cupomAplicacaoAutomatica ?? cart.cupom_aplicacao_automatica,
    idtipoassinatura: tipo,
  };
}

export async function saveCart(
  db: Db,
  ctx: CartContext,
  req: SaveRequest,
  now: Date = clockNow(),
): Promise<SaveOutcome> {
  return db.transaction(async (tx) => {
    const cart = await lockCart(tx, ctx.key);
    const stored = new Map((await readItems(tx, ctx.key)).map((i) => [i.idproduto, i]));
    const ids = [
      ...new Set([
        ...req.itens.map((i) => i.idproduto.toLowerCase()),
        ...(req.modoRepeticaoPedido ? stored.keys() : []),
      ]),
    ];
    const storedCombos = new Map((await readCartCombos(tx, ctx.key)).map((c) => [c.idcombopromocional_cabecalho, c]));
    const products = await readProducts(tx, ctx.key.idfornecedor, ids);
    const comboCandidates = [...new Set([...ids.filter((id) => !products.has(id)), ...storedCombos.keys()])];
    // Another client's exclusive combo is not offered here: unknown, like a missing product.
    const combos = new Map(
      [...(await readCombos(tx, ctx.key.idfornecedor, comboCandidates))].filter(
        ([, c]) => c.idcliente === null || c.idcliente === ctx.key.idcliente,
      ),
    );
    const mensagens: string[] = [];
    const ignorados: string[] = [];
    const groups = nextCombos(req, storedCombos, combos, now, ignorados);
    const lines = nextLines(req, stored, products, mensagens, ignorados, new Set(combos.keys()));
    const linesChanged = !sameLines(stored, lines) || !sameCombos(storedCombos, groups);
    const locked = [...stored.values()].some((i) => i.preco_atendente !== null);
    if (locked && linesChanged) throw conflict(CART_API_MESSAGES.bloqueado, 'CARRINHO_BLOQUEADO');
    const settings = nextSettings(cart, req);
    if (settings.idtipoassinatura && settings.idtipoassinatura !== cart.idtipoassinatura) {
      await assertSubscriptionType(tx, ctx.key.idfornecedor, settings.idtipoassinatura);
    }
    const changed =
      linesChanged ||
      settings.codigo_cupom !== cart.codigo_cupom ||
      settings.cupom_aplicacao_automatica !== cart.cupom_aplicacao_automatica ||
      settings.idtipoassinatura !== cart.idtipoassinatura;
    if (linesChanged) {
      await writeItems(tx, ctx.key, [...lines.values()]);
      await writeCartCombos(
        tx,
        ctx.key,
        [...groups.values()].map(({ idcombopromocional_cabecalho, quantidade }) => ({
          idcombopromocional_cabecalho,
          quantidade,
        })),
      );
    }
    const versao = changed ? await writeCart(tx, ctx.key, settings, true) : cart.versao;
    const antes = new Map([...stored.values()].map((i) => [i.idproduto, i.quantidade]));
    return {
      state: {
        cart: { ...settings, versao, atendente_nome: cart.atendente_nome },
        items: [...lines.values()],
        combos: [...groups.values()],
      },
      mensagens,
      ignorados,
      antes,
    };
  });
}

/** Saves, answers the whole cart, and forgets a coupon code this save asked for when it was refused. */
/** `address`: the client's address as the HTTP layer read it; a new coupon code is counted by it (coupon/throttle.ts). */
export async function saveAndAnswer(
  db: Db,
  ctx: CartContext,
  req: SaveRequest,
  o: ViewOptions,
  address: string,
): Promise<Cart> {
  // A new code is a guess the enumeration guard counts (429 past the limit, before anything is saved).
  const asked = req.codigoCupom ? req.codigoCupom.toUpperCase() : null;
  const attempt =
    asked && asked !== (await readCart(db, ctx.key)).codigo_cupom
      ? await countCouponAttempt(db, ctx.key.idcliente, address)
      : null;
  const { state, mensagens } = await saveCart(db, ctx, req);
  // The saved choice of subscription type is now the one to show.
  const { cart, manualRecusado, codigoDesconhecido } = await cartViewWithCoupon(db, ctx, state, {
    ...o,
    idtipoassinatura: undefined,
    mensagens,
  });
  if (manualRecusado && req.codigoCupom) await forgetCoupon(db, ctx.key, req.codigoCupom);
  if (attempt && !codigoDesconhecido) await attempt.forgive();
  return cart;
}
