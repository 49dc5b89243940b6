/**
 * The browser's cart line: what a card, the product page and the cart answer have in
 * common, enough to recompute quantities and prices instantly with lib/rules. Pure.
 */
import type { ProductSummary } from '@/lib/contract';
import type { Cart } from '@/lib/contract/cart';
import type { CartProduct } from '@/lib/rules/cart';
import { kgToUnits, unitWeight } from '@/lib/rules/unit-weight';

export type CartLineProduct = CartProduct & {
  slug: string;
  imagem: string;
  unidade: string;
  preco: number;
  /** Units one package holds ("1 cx = 12 un" beside the quantity). */
  unidades_por_embalagem?: number | null;
  /** Produce by the kg: weight of one piece, and ordering by the unit (decision 0055). */
  peso_aproximado_unidade_kg?: number | null;
  permite_venda_por_unidade?: boolean;
  /**
   * A promotional combo group: idproduto is the combo's id, `preco` one combo at the
   * combo's rule, counted in whole combos; `produtos` what one combo holds (they move together).
   */
  combo?: { produtos: { idproduto: string; nome: string; unidade: string; quantidadePorCombo: number }[] };
};

export type CartLineState = {
  produto: CartLineProduct;
  quantidade: number;
  embalarParaPresente: boolean;
  /** False for a product the API no longer sells (kept, out of the totals). */
  disponivel: boolean;
};

const pickRules = (
  p: Omit<CartLineProduct, 'precoatendente'> & { precoatendente?: number | null },
): CartLineProduct => ({
  idproduto: p.idproduto,
  nome: p.nome,
  slug: p.slug,
  imagem: p.imagem,
  unidade: p.unidade,
  preco: p.preco,
  precoatendente: p.precoatendente ?? null,
  precovendaatacado: p.precovendaatacado ?? null,
  minvendaatacado: p.minvendaatacado ?? null,
  multiploincremento: p.multiploincremento ?? 1,
  efeitospoliticas: { descontoProgressivo: { ...(p.efeitospoliticas?.descontoProgressivo ?? {}) } },
  preco_embalagem: p.preco_embalagem ?? null,
  granularidade: p.granularidade ?? 1,
  min_por_pedido: p.min_por_pedido ?? 1,
  maxporpedido: p.maxporpedido ?? null,
  ...(p.unidades_por_embalagem ? { unidades_por_embalagem: p.unidades_por_embalagem } : {}),
  ...(p.peso_aproximado_unidade_kg ? { peso_aproximado_unidade_kg: p.peso_aproximado_unidade_kg } : {}),
  ...(p.permite_venda_por_unidade ? { permite_venda_por_unidade: true } : {}),
});

/** A catalog product as a cart product; null when its price is hidden (it cannot be bought). */
export function fromSummary(p: Pick<ProductSummary, keyof ProductSummary>): CartLineProduct | null {
  if (p.preco === null) return null;
  return pickRules({ ...p, preco: p.preco });
}

/** The lines of the API's cart answer (a combo group at its combo price, with its products). */
export function linesFromCart(cart: Cart): CartLineState[] {
  return cart.produtosSelecionados.flatMap((p) => {
    if (p.preco === null) return [];
    // Only a combo group line carries `produtos`.
    const c = p.produtos;
    const produto = pickRules({ ...p, preco: p.preco });
    return [
      {
        produto: c ? { ...produto, combo: { produtos: c } } : produto,
        quantidade: p.quantidade,
        embalarParaPresente: p.embalarParaPresente,
        disponivel: p.disponivel,
      },
    ];
  });
}

/**
 * What is sent to the API: ids, quantities and gift wrap only — never a price. A product ordered by
 * the unit also sends its unit count, from which the API computes the kg itself (decision 0055).
 */
export function toCartItems(lines: readonly CartLineState[]) {
  return lines
    .filter((l) => l.quantidade > 0)
    .map((l) => {
      const weight = unitWeight(l.produto);
      return {
        idproduto: l.produto.idproduto,
        quantidade: l.quantidade,
        ...(weight ? { unidades: kgToUnits(l.quantidade, weight) } : {}),
        embalarParaPresente: l.embalarParaPresente,
      };
    });
}

/**
 * After login, the visitor's intent joins the saved cart: a product in both keeps the larger
 * quantity (nothing the shopper asked for is lost, nothing is doubled); the rest is added.
 */
export function mergeIntent(saved: readonly CartLineState[], intent: readonly CartLineState[]): CartLineState[] {
  const out = new Map(saved.map((l) => [l.produto.idproduto, l]));
  for (const l of intent) {
    const s = out.get(l.produto.idproduto);
    if (!s || l.quantidade > s.quantidade)
      out.set(l.produto.idproduto, {
        ...(s ?? l),
        quantidade: l.quantidade,
        embalarParaPresente: s?.embalarParaPresente || l.embalarParaPresente,
      });
  }
  return [...out.values()];
}

/** Number of products in the cart (the header badge). */
export const countLines = (lines: readonly CartLineState[]) => lines.filter((l) => l.quantidade > 0).length;
