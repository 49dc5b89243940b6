import { formatBRL } from './money';

/** Card instalments of a total: every instalment is floor(total / n) but the last, which absorbs the centavos. */
export type Instalments = { quantParcelas: number; valorParcela: number; ultimaParcela: number };

export function splitInstalments(total: number, n: number): Instalments {
  const quantParcelas = Math.max(1, Math.trunc(n));
  const valorParcela = Math.floor(total / quantParcelas);
  return { quantParcelas, valorParcela, ultimaParcela: total - valorParcela * (quantParcelas - 1) };
}

/**
 * How the instalments read, the same at checkout and on the order: '3x de R$ 50,00 sem juros', or, when the centavos do
 * not divide, '3x sem juros: 2 de R$ 235,66 e 1 de R$ 235,68', so what is shown adds up to the total. No method charges
 * interest (spec 7: formas de pagamento carry only max_parcelas).
 */
export function instalmentsText({ quantParcelas, valorParcela, ultimaParcela }: Instalments): string {
  if (quantParcelas === 1) return `À vista (${formatBRL(ultimaParcela)})`;
  if (ultimaParcela === valorParcela) return `${quantParcelas}x de ${formatBRL(valorParcela)} sem juros`;
  return `${quantParcelas}x sem juros: ${quantParcelas - 1} de ${formatBRL(valorParcela)} e 1 de ${formatBRL(ultimaParcela)}`;
}
