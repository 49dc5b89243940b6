'use client';

import { useState } from 'react';

import {
  CARD_MESSAGES,
  cvvValid,
  detectBrand,
  expiryValid,
  luhnValid,
  maskCardNumber,
  onlyDigits,
} from '@/lib/rules/card';
import { allowedInstalments, instalmentPlan, interestText, type CardTerms } from '@/lib/rules/instalments';

import { BRAND_NAMES, maskExpiry, parseExpiry } from './card-expiry';
import { useCheckout } from './checkout-form';
import { errorId, FIELD } from './field-names';
import { instalmentLabel } from './instalment-label';

type Field = typeof FIELD.cartaoNumero | typeof FIELD.cartaoNome | typeof FIELD.cartaoValidade | typeof FIELD.cartaoCvv;

/**
 * The card's number (masked as typed, brand shown), name, validity and CVV, checked as the
 * shopper leaves each field (Luhn, expiry, length), and the instalments. The values stay in this
 * form: they go only to the place-order action, which tokenises the card and forgets it.
 * `parcelas`: the instalment terms of each card method (lib/rules/instalments: max_parcelas, the
 * minimum instalment, the interest, shown beside the select when the count chosen has any).
 */
export function CardFields({ parcelas }: { parcelas: Record<string, CardTerms> }) {
  const { formaPagamento, totals, state } = useCheckout();
  const terms = formaPagamento ? parcelas[formaPagamento] : undefined;
  const chosen = terms !== undefined;
  const max = terms ? (totals.total === null ? terms.max_parcelas : allowedInstalments(totals.total, terms)) : 1;
  const [quant, setQuant] = useState(1);
  const count = Math.min(quant, max);
  const interest = terms && totals.total !== null ? interestText(instalmentPlan(totals.total, count, terms)) : null;
  const [numero, setNumero] = useState('');
  const [nome, setNome] = useState('');
  const [validade, setValidade] = useState('');
  const [cvv, setCvv] = useState('');
  const [left, setLeft] = useState<Partial<Record<Field, boolean>>>({});
  const brand = detectBrand(numero);
  const expiry = parseExpiry(validade);

  const local: Record<Field, string | null> = {
    [FIELD.cartaoNumero]: luhnValid(numero) ? null : CARD_MESSAGES.numeroInvalido,
    [FIELD.cartaoNome]: nome.trim().length >= 2 ? null : CARD_MESSAGES.nomeObrigatorio,
    [FIELD.cartaoValidade]:
      expiry && expiryValid(expiry.mes, expiry.ano, new Date()) ? null : CARD_MESSAGES.validadeInvalida,
    [FIELD.cartaoCvv]: cvvValid(cvv, brand) ? null : CARD_MESSAGES.cvvInvalido,
  };
  const server = state && !state.ok ? state.campos : undefined;
  const error = (f: Field) => (left[f] ? local[f] : null) ?? server?.[f] ?? null;
  const leave = (f: Field) => () => setLeft((l) => ({ ...l, [f]: true }));

  const input = (f: Field) => ({
    id: `checkout-${f}`,
    name: f,
    required: chosen,
    onBlur: leave(f),
    'aria-invalid': error(f) ? true : undefined,
    'aria-describedby': errorId(f),
    className: 'rounded border border-gray-500 p-2',
  });
  const message = (f: Field) => (
    <p id={errorId(f)} className="text-sm font-semibold text-red-700 empty:hidden">
      {error(f)}
    </p>
  );

  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <div className="flex flex-col gap-1 sm:col-span-2">
        <label htmlFor={`checkout-${FIELD.cartaoNumero}`} className="font-semibold">
          Número do cartão
        </label>
        <div className="flex items-center gap-2">
          <input
            {...input(FIELD.cartaoNumero)}
            value={maskCardNumber(numero)}
            onChange={(e) => setNumero(onlyDigits(e.target.value).slice(0, 19))}
            inputMode="numeric"
            autoComplete="cc-number"
            className="w-full max-w-xs rounded border border-gray-500 p-2 font-mono"
          />
          <span aria-live="polite" className="text-sm font-semibold">
            {brand ? `Bandeira: ${BRAND_NAMES[brand] ?? brand}` : ''}
          </span>
        </div>
        {message(FIELD.cartaoNumero)}
      </div>
      <div className="flex flex-col gap-1 sm:col-span-2">
        <label htmlFor={`checkout-${FIELD.cartaoNome}`} className="font-semibold">
          Nome impresso no cartão
        </label>
        <input
          {...input(FIELD.cartaoNome)}
          value={nome}
          onChange={(e) => setNome(e.target.value)}
          maxLength={60}
          autoComplete="cc-name"
        />
        {message(FIELD.cartaoNome)}
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={`checkout-${FIELD.cartaoValidade}`} className="font-semibold">
          Validade (MM/AA)
        </label>
        <input
          {...input(FIELD.cartaoValidade)}
          value={validade}
          onChange={(e) => setValidade(maskExpiry(e.target.value))}
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder="MM/AA"
          maxLength={5}
        />
        {message(FIELD.cartaoValidade)}
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={`checkout-${FIELD.cartaoCvv}`} className="font-semibold">
          Código de segurança (CVV)
        </label>
        <input
          {...input(FIELD.cartaoCvv)}
          value={cvv}
          onChange={(e) => setCvv(onlyDigits(e.target.value).slice(0, 4))}
          inputMode="numeric"
          autoComplete="cc-csc"
          maxLength={4}
          type="password"
        />
        {message(FIELD.cartaoCvv)}
      </div>
      <div className="flex flex-col gap-1 sm:col-span-2">
        <label htmlFor="checkout-parcelas" className="font-semibold">
          Parcelas
        </label>
        <select
          id="checkout-parcelas"
          name={FIELD.parcelas}
          value={count}
          onChange={(e) => setQuant(Number(e.target.value))}
          aria-describedby={`checkout-parcelas-juros ${errorId(FIELD.parcelas)}`}
          className="w-fit rounded border border-gray-500 bg-white p-2"
        >
          {Array.from({ length: max }, (_, i) => i + 1).map((n) => (
            <option key={n} value={n}>
              {instalmentLabel(totals.total, n, terms)}
            </option>
          ))}
        </select>
        <p id="checkout-parcelas-juros" className="text-sm text-gray-800 empty:hidden">
          {interest}
        </p>
        <p id={errorId(FIELD.parcelas)} className="text-sm font-semibold text-red-700 empty:hidden">
          {server?.[FIELD.parcelas]}
        </p>
      </div>
    </div>
  );
}
