import { packageText, unitWeightText } from '@/lib/rules/quantity-text';

/**
 * Beside the quantity field (decision 0047): the package of a product sold by the box ("1 cx = 12
 * un") and the approximate weight of a piece of produce sold by the kg ("≈ 180 g por unidade").
 * No client code of its own: server-rendered on cards and the product page.
 */
export function QuantityNotes({
  produto,
}: {
  produto: { unidade: string; granularidade?: number | null; peso_medio_unidade?: number | null };
}) {
  const notes = [packageText(produto), unitWeightText(produto)].filter((n): n is string => n !== null);
  if (!notes.length) return null;
  return <p className="text-xs text-gray-700">{notes.join(' · ')}</p>;
}
