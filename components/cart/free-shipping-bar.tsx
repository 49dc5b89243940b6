import { freeShippingProgress } from '@/lib/rules/free-shipping';
import { formatBRL } from '@/lib/rules/money';

/**
 * The cart's free-shipping bar (decision 0048): what is missing for free freight at the
 * supplier's threshold, or that it was reached. Nothing without a threshold.
 */
export function FreeShippingBar({ total, limite }: { total: number; limite: number | null }) {
  const p = freeShippingProgress(total, limite);
  if (!p) return null;
  const texto = p.alcancado ? 'Você ganhou frete grátis!' : `Faltam ${formatBRL(p.falta)} para frete grátis`;
  return (
    <div className="flex flex-col gap-1 text-sm">
      <p aria-live="polite" className="font-semibold text-green-800">
        {texto}
      </p>
      <progress
        aria-label="Progresso para o frete grátis"
        aria-valuetext={texto}
        value={p.atual}
        max={p.limite}
        className="h-2 w-full accent-green-700"
      />
    </div>
  );
}
