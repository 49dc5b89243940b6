import { formatBRL } from './money';
import { formatBasisPoints } from './percent';
import { applyVariance } from './price';

/** Card instalments of a total: every instalment is floor(total / n) but the last, which absorbs the centavos. */
export type Instalments = { quantParcelas: number; valorParcela: number; ultimaParcela: number };

export function splitInstalments(total: number, n: number): Instalments {
  const quantParcelas = Math.max(1, Math.trunc(n));
  const valorParcela = Math.floor(total / quantParcelas);
  return { quantParcelas, valorParcela, ultimaParcela: total - valorParcela * (quantParcelas - 1) };
}

/**
 * How the instalments read, the same at checkout and on the order: '3x de R$ 50,00 sem juros', or, when the centavos do
 * not divide, '3x sem juros: 2 de R$ 235,66 e 1 de R$ 235,68', so what is shown adds up to the total.
 */
export function instalmentsText({ quantParcelas, valorParcela, ultimaParcela }: Instalments): string {
  if (quantParcelas === 1) return `À vista (${formatBRL(ultimaParcela)})`;
  if (ultimaParcela === valorParcela) return `${quantParcelas}x de ${formatBRL(valorParcela)} sem juros`;
  return `${quantParcelas}x sem juros: ${quantParcelas - 1} de ${formatBRL(valorParcela)} e 1 de ${formatBRL(ultimaParcela)}`;
}

/**
 * What a credit-card payment method allows: `max_parcelas`, the smallest instalment it accepts (`parcela_minima`,
 * centavos, 0 = any) and its monthly interest (`juros_mensal_bp`, basis points: 199 = 1,99% a.m., 0 = sem juros).
 */
export type CardTerms = { max_parcelas: number; parcela_minima: number; juros_mensal_bp: number };

/** A number of instalments of a price under a method's terms; `total` is what the card is charged. */
export type InstalmentPlan = Instalments & { total: number; jurosMensalBp: number };

/**
 * The most instalments a price may be split in: `max_parcelas`, fewer when the instalment would fall below
 * `parcela_minima` (price / n, before interest), never fewer than 1.
 */
export function allowedInstalments(price: number, t: CardTerms): number {
  const max = Math.max(1, Math.trunc(t.max_parcelas));
  if (t.parcela_minima <= 0) return max;
  return Math.max(1, Math.min(max, Math.floor(price / t.parcela_minima)));
}

/**
 * The plan for n instalments. Without interest (rate 0, or one instalment) the price is split as `splitInstalments`:
 * equal instalments of floor(price / n), the last absorbing the centavos — shown on cards as the rounded-down equal
 * value, as Brazilian stores do, and in full at checkout and on the order. With interest the instalment is the
 * fixed-payment (Tabela Price) value price·i / (1 − (1 + i)^−n), rounded to the centavo (never below the price's share,
 * which a few centavos would round to), and the total is n times it, so every instalment is equal and they add up.
 */
export function instalmentPlan(price: number, n: number, t: Pick<CardTerms, 'juros_mensal_bp'>): InstalmentPlan {
  const count = Math.max(1, Math.trunc(n));
  const rate = t.juros_mensal_bp > 0 && count > 1 ? t.juros_mensal_bp / 10000 : 0;
  if (rate === 0) return { ...splitInstalments(price, count), total: price, jurosMensalBp: 0 };
  const each = Math.max(Math.ceil(price / count), Math.round((price * rate) / (1 - (1 + rate) ** -count)));
  return {
    quantParcelas: count,
    valorParcela: each,
    ultimaParcela: each,
    total: each * count,
    jurosMensalBp: t.juros_mensal_bp,
  };
}

/**
 * The best instalment offer of a price among the supplier's credit-card methods, for cards and product pages: the most
 * instalments without interest when some method gives more than one so; else the most instalments with interest;
 * null when no method splits this price. With `varies` (support-price-variance-by-payment) each method splits the price
 * it charges: `price` varied by its `variacao_preco_bp`, the rule the cart prices by.
 */
export function bestInstalmentOffer(
  price: number,
  methods: readonly (CardTerms & { variacao_preco_bp?: number })[],
  varies = false,
): InstalmentPlan | null {
  let best: InstalmentPlan | null = null;
  for (const m of methods) {
    const charged = varies ? applyVariance(price, m.variacao_preco_bp ?? 0) : price;
    const n = allowedInstalments(charged, m);
    if (n < 2) continue;
    const plan = instalmentPlan(charged, n, m);
    const free = plan.jurosMensalBp === 0;
    const bestFree = best?.jurosMensalBp === 0;
    if (!best || (free && !bestFree) || (free === bestFree && plan.quantParcelas > best.quantParcelas)) best = plan;
  }
  return best;
}

/** Under a price: 'em até 10x de R$ 44,90 sem juros', or 'em até 6x de R$ 9,12 com juros de 1,99% a.m.'. */
export function instalmentOfferText(p: InstalmentPlan): string {
  const head = `em até ${p.quantParcelas}x de ${formatBRL(p.valorParcela)}`;
  return p.jurosMensalBp === 0
    ? `${head} sem juros`
    : `${head} com juros de ${formatBasisPoints(p.jurosMensalBp)} a.m.`;
}

/** Beside checkout's instalment select when the count has interest: 'com juros de 1,99% a.m.; total R$ 54,72'. */
export function interestText(p: InstalmentPlan): string | null {
  if (p.jurosMensalBp === 0) return null;
  return `com juros de ${formatBasisPoints(p.jurosMensalBp)} a.m.; total ${formatBRL(p.total)}`;
}

/** The select's option: the order's text without interest, '6x de R$ 9,12 com juros' with. */
export function instalmentOptionText(p: InstalmentPlan): string {
  if (p.jurosMensalBp === 0) return instalmentsText(p);
  return `${p.quantParcelas}x de ${formatBRL(p.valorParcela)} com juros`;
}

/**
 * What a card method's label adds about instalments: ' · em até 10x sem juros' (or without "sem juros"
 * when it charges interest), nothing when its own description already says the count — a supplier's
 * "Cartão de crédito em até 10x" is never followed by "até 10x" again.
 */
export function cardLabelSuffix(descricao: string, t: Pick<CardTerms, 'max_parcelas' | 'juros_mensal_bp'>): string {
  if (t.max_parcelas <= 1 || new RegExp(`\\b${t.max_parcelas}\\s*x\\b`, 'i').test(descricao)) return '';
  return ` · em até ${t.max_parcelas}x${t.juros_mensal_bp > 0 ? '' : ' sem juros'}`;
}
