'use client';

import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';

import { CepInput } from '@/components/address/cep-input';
import type { DeliveryType } from '@/lib/contract/common';
import {
  FREIGHT_CALL_DELAY_MS,
  FREIGHT_DEBOUNCE_MS,
  freightRequest,
  type FreightAnswer,
} from '@/lib/delivery/freight-estimate';
import { formatCep } from '@/lib/rules/cep';
import { formatBRL } from '@/lib/rules/money';
import { useCartStore } from '@/stores/cart-store';

// The asking (React Query) loads after the page, never in its first-load JavaScript (decision 0008).
const FreightQuery = lazy(() => import('./freight-query').then((m) => ({ default: m.FreightQuery })));

const REASONS = {
  cepObrigatorio: 'Informe o CEP para calcular o frete.',
  carrinhoVazio: 'Adicione produtos ao carrinho para calcular o frete.',
} as const;

/**
 * The cart page's freight estimate: for delivery, by the CEP typed (debounced 500 ms);
 * for pickup, at the supplier's store. Runs only with lines in the cart, 2 s after they change
 * (the cart's own save goes first). Shows each method's freight ('Grátis' at zero), the API's
 * `Mensagem` when nothing serves, 'Falha ao consultar agendamentos' when the call fails.
 */
export function FreightEstimator({
  base,
  tipoEntrega,
  cepInicial,
}: {
  base: string;
  tipoEntrega: DeliveryType;
  cepInicial: string | null;
}) {
  const linhas = useCartStore((s) => s.linhas);
  const [cep, setCep] = useState(() => formatCep(cepInicial));
  const [typed, setTyped] = useState(cep);
  /** The last answer, with the request it answers (an answer to an older request is not shown). */
  const [result, setResult] = useState<{ key: string; answer: FreightAnswer } | null>(null);
  const retirada = tipoEntrega === 'RETIRADA';

  // The CEP counts 500 ms after the last keystroke.
  useEffect(() => {
    const t = setTimeout(() => setCep(typed), FREIGHT_DEBOUNCE_MS);
    return () => clearTimeout(t);
  }, [typed]);

  const lines = useMemo(
    () =>
      linhas
        .filter((l) => l.disponivel !== false)
        .map((l) => ({ idproduto: l.produto.idproduto, quantidade: l.quantidade })),
    [linhas],
  );
  const linesKey = JSON.stringify(lines);
  const check = freightRequest({ tipoEntrega, cep, linhas: lines });
  const requestKey = check.ok ? JSON.stringify(check.request) : null;
  const [cartKeySeen, setCartKeySeen] = useState(linesKey);
  // A change of the cart waits for its save; a new CEP is asked at once (already debounced).
  const delay = linesKey !== cartKeySeen ? FREIGHT_CALL_DELAY_MS : 0;
  const onAsked = useCallback(() => setCartKeySeen(linesKey), [linesKey]);
  const onAnswer = useCallback((key: string, a: FreightAnswer) => setResult({ key, answer: a }), []);

  const answer = result && result.key === requestKey ? result.answer : null;
  const loading = requestKey !== null && answer === null;

  return (
    <section aria-labelledby="frete-titulo" className="flex flex-col gap-2 rounded border border-gray-300 p-3 text-sm">
      <h2 id="frete-titulo" className="font-semibold">
        {retirada ? 'Retirada na loja' : 'Calcular frete'}
      </h2>
      {!retirada && (
        <label className="flex flex-col gap-1 font-semibold">
          CEP de entrega
          <CepInput
            value={typed}
            onValueChange={setTyped}
            className="w-40 rounded border border-gray-500 p-2 font-normal"
          />
        </label>
      )}
      {requestKey && (
        <Suspense fallback={null}>
          <FreightQuery base={base} requestKey={requestKey} delay={delay} onAsked={onAsked} onAnswer={onAnswer} />
        </Suspense>
      )}
      <div aria-live="polite" aria-busy={loading}>
        {loading ? (
          <p>Calculando o frete…</p>
        ) : !check.ok ? (
          <p className="text-gray-700">{REASONS[check.motivo]}</p>
        ) : answer && !answer.ok ? (
          <p role="alert" className="font-semibold text-red-700">
            {answer.mensagem}
          </p>
        ) : answer && answer.formas.length === 0 ? (
          <p className="font-semibold text-amber-900">{answer.mensagem}</p>
        ) : answer ? (
          <ul aria-label="Formas de entrega" className="flex flex-col gap-1">
            {answer.formas.map((f) => (
              <li key={f.idformaentrega} className="flex justify-between gap-2">
                <span>
                  {f.descricao}
                  <span className="block text-xs text-gray-700">
                    {f.primeiroHorario
                      ? `Primeiro horário: ${f.primeiroHorario}`
                      : f.agendado
                        ? 'Com agendamento'
                        : `Em até ${f.prazoDias} ${f.prazoDias === 1 ? 'dia' : 'dias'}`}
                  </span>
                  {f.faltaParaFreteGratis !== null && f.faltaParaFreteGratis > 0 && f.valor > 0 && (
                    <span className="block text-xs text-green-800">
                      Faltam {formatBRL(f.faltaParaFreteGratis)} para frete grátis
                    </span>
                  )}
                </span>
                <span className="font-semibold">{f.valor === 0 ? 'Grátis' : formatBRL(f.valor)}</span>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </section>
  );
}
