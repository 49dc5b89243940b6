'use client';

import { useEffect, useState } from 'react';

import { formatBRL } from '@/lib/rules/money';

import { CREDIT_LOAD_DELAY_MS, type CreditSummary } from './credit-summary';

/**
 * The account menu's credit line: loaded 1 s after the session is known (spec 9), so the login's
 * own requests go first. Nothing when the client does not buy on terms or the call fails.
 */
export function CreditLine({ base }: { base: string }) {
  const [credit, setCredit] = useState<CreditSummary | null>(null);
  useEffect(() => {
    const ac = new AbortController();
    const timer = setTimeout(() => {
      fetch(`${base}/api/faturas/resumo`, {
        cache: 'no-store',
        headers: { accept: 'application/json' },
        signal: ac.signal,
      })
        .then((r) => (r.status === 200 ? (r.json() as Promise<CreditSummary>) : null))
        .then((c) => setCredit(c))
        .catch(() => {});
    }, CREDIT_LOAD_DELAY_MS);
    return () => {
      clearTimeout(timer);
      ac.abort();
    };
  }, [base]);
  if (!credit || credit.limiteDisponivel === null) return null;
  return (
    <li className="border-t border-gray-200 px-3 py-2 text-sm" data-credito-disponivel={credit.limiteDisponivel}>
      <a href={`${base}/conta/faturas`} className="block hover:underline">
        Crédito disponível: <strong>{formatBRL(credit.limiteDisponivel)}</strong>
        {credit.totalVencido > 0 && (
          <span className="block font-semibold text-red-800">Vencido: {formatBRL(credit.totalVencido)}</span>
        )}
      </a>
    </li>
  );
}
