/**
 * What the typed-quantity field does with the text a person typed (decision 0047), loaded by the
 * stepper on blur or Enter only (the product route's JavaScript budget). Pure.
 */
import { allowedQuantities, parseTypedQuantity, snapQuantity, type QuantityLimits } from '@/lib/rules/quantity';
import { isMeasureUnit, snapMessage } from '@/lib/rules/quantity-text';

export type TypedQuantity = { ok: false; mensagem: string } | { ok: true; quantidade: number; mensagem: string | null };

export function readTypedQuantity(text: string, produto: QuantityLimits & { unidade: string }): TypedQuantity {
  const typed = parseTypedQuantity(text);
  if (typed === null) {
    return {
      ok: false,
      mensagem: isMeasureUnit(produto.unidade)
        ? 'Digite a quantidade em números, como 1,5.'
        : 'Digite a quantidade em números, como 12.',
    };
  }
  const { quantidade, motivo } = snapQuantity(typed, produto);
  return {
    ok: true,
    quantidade,
    mensagem: motivo ? snapMessage(quantidade, motivo, allowedQuantities(produto), produto.unidade) : null,
  };
}
