/** A combo as the API answers it, priced for the caller (payment variance, hidden prices) by lib/rules/combo. */
import type { Combo } from '../../../../lib/contract/combo';
import { priceCombo, type ComboItem } from '../../../../lib/rules/combo';
import { imageUrl, toSummary, type PriceOptions, type ProductRow } from '../catalog';
import type { ComboWithProducts } from './store';

/** A product of a combo can be sold: sold, priced, offered for the delivery type asked. */
export function productSellable(row: ProductRow, tipoentrega?: string): boolean {
  return row.disponivel && row.preco !== null && (!tipoentrega || row.tipos_entrega.includes(tipoentrega));
}

/** Active and in its dates. */
export function comboInDates(c: ComboWithProducts, now: Date): boolean {
  return c.ativo && (c.inicio === null || new Date(c.inicio) <= now) && (c.fim === null || new Date(c.fim) > now);
}

/** A combo can go to the cart: in its dates, with products, each of them sellable. */
export function comboSellable(c: ComboWithProducts, now: Date, tipoentrega?: string): boolean {
  return comboInDates(c, now) && c.produtos.length > 0 && c.produtos.every((p) => productSellable(p.row, tipoentrega));
}

/** The combo's items at this caller's list prices (payment variance applied). */
export function comboItems(c: ComboWithProducts, o: Pick<PriceOptions, 'varianceBp'>): ComboItem[] {
  return c.produtos.map((p) => ({
    idproduto: p.row.idproduto,
    preco: toSummary(p.row, { hidden: false, varianceBp: o.varianceBp }).preco ?? 0,
    quantidade: p.quantidade,
  }));
}

export function comboImage(c: ComboWithProducts): string {
  const first = c.produtos[0]?.row;
  return first ? imageUrl(first.idfornecedor, first.idproduto, 1) : '';
}

export function toCombo(c: ComboWithProducts, o: PriceOptions, now: Date, tipoentrega?: string): Combo {
  const priced = priceCombo(comboItems(c, o), c.regra, c.valor);
  const money = <T>(v: T) => (o.hidden ? null : v);
  return {
    idcombopromocional_cabecalho: c.idcombopromocional_cabecalho,
    idfornecedor: c.idfornecedor,
    nome: c.nome,
    slug: c.slug,
    descricao: c.descricao,
    regra: c.regra,
    valor: c.valor,
    precoLista: money(priced.precoLista),
    preco: money(priced.preco),
    economia: money(priced.economia),
    max_por_pedido: c.max_por_pedido,
    exclusivo: c.idcliente !== null,
    disponivel: comboSellable(c, now, tipoentrega),
    imagem: comboImage(c),
    produtos: c.produtos.map((p) => {
      const s = toSummary(p.row, o);
      return {
        idproduto: s.idproduto,
        nome: s.nome,
        slug: s.slug,
        imagem: s.imagem,
        unidade: s.unidade,
        quantidade: p.quantidade,
        preco: s.preco,
        disponivel: productSellable(p.row, tipoentrega),
      };
    }),
  };
}
