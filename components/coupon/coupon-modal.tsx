'use client';

import { useEffect, useId, useRef, useState } from 'react';

import { Modal } from '@/components/ui/modal';
import { COUPON_MESSAGES, couponWarning } from '@/lib/rules/coupon';
import { formatBRL } from '@/lib/rules/money';
import { formatPercent } from '@/lib/rules/percent';
import { useCartStore } from '@/stores/cart-store';

import {
  getReferralCouponAction,
  listClientCouponsAction,
  validateCouponAction,
  type AvailableCoupon,
  type ReferralCoupon,
} from './actions';
import { savedCouponWarning } from './coupon-apply';
import { COUPON_VALIDATION_DELAY_MS, couponBenefitText, isAutomaticCoupon } from './coupon-view';

const LIST_ERROR = 'Não foi possível carregar os cupons';
const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The coupon modal (spec 4 Coupons, 5, 8 Coupons): a code typed or picked from the
 * available coupons is validated 200 ms later (the buttons disabled meanwhile, an empty code
 * ignored) against the saved cart; an accepted one is saved with the cart and the modal closes; a
 * refused one shows the server's reason, else 'Não foi possível verificar seu cupom', as a warning.
 * The referral coupon, when the supplier has one, is shared (Web Share, else copied).
 */
export function CouponModal({ onClose, formaPagamento }: { onClose: () => void; formaPagamento?: string | null }) {
  const id = useId();
  const [codigo, setCodigo] = useState('');
  const [busy, setBusy] = useState(false);
  const busyRef = useRef(false);
  const [aviso, setAviso] = useState<string | null>(null);
  const [cupons, setCupons] = useState<AvailableCoupon[] | null>(null);
  const [listError, setListError] = useState<string | null>(null);
  const [indicacao, setIndicacao] = useState<ReferralCoupon | null>(null);

  useEffect(() => {
    let alive = true;
    listClientCouponsAction(formaPagamento ?? null)
      .then((r) => alive && (r.ok ? setCupons(r.cupons) : setListError(r.erro)))
      .catch(() => alive && setListError(LIST_ERROR));
    getReferralCouponAction()
      .then((r) => alive && r.ok && setIndicacao(r.indicacao))
      .catch(() => undefined);
    return () => {
      alive = false;
    };
  }, [formaPagamento]);

  const apply = async (raw: string) => {
    const code = raw.trim();
    if (!code || busyRef.current) return;
    busyRef.current = true;
    setBusy(true);
    setAviso(null);
    try {
      await wait(COUPON_VALIDATION_DELAY_MS);
      const cart = useCartStore.getState().servidor;
      // The automatic coupon the cart already applies: nothing to validate.
      if (isAutomaticCoupon(cart, code)) return onClose();
      const automatic = cart?.cupomAutomatico?.codigoCupom;
      const v = await validateCouponAction({
        codigo: code,
        ...(automatic ? { codigoCupomAutomatico: automatic } : {}),
        ...(formaPagamento ? { idformapagamento: formaPagamento } : {}),
      });
      const refused = v.ok ? couponWarning(v) : v.erro || COUPON_MESSAGES.naoVerificado;
      if (refused) return setAviso(refused);
      const saved = await useCartStore
        .getState()
        .saveNow({ codigoCupom: code, ...(formaPagamento ? { idformapagamento: formaPagamento } : {}) });
      const notApplied = !saved
        ? COUPON_MESSAGES.naoVerificado
        : saved.ok
          ? savedCouponWarning(saved.carrinho, code)
          : saved.erro;
      if (notApplied) return setAviso(notApplied);
      onClose();
    } catch {
      setAviso(COUPON_MESSAGES.naoVerificado);
    } finally {
      busyRef.current = false;
      setBusy(false);
    }
  };

  return (
    <Modal open onClose={onClose} title="Cupom de desconto" className="w-full max-w-md">
      <form
        className="flex flex-col gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          // At checkout the modal sits (in React's tree) inside the order form: its submit must not reach it.
          e.stopPropagation();
          void apply(codigo);
        }}
      >
        <label htmlFor={`${id}-codigo`} className="text-sm font-semibold">
          Código do cupom
        </label>
        <div className="flex gap-2">
          <input
            id={`${id}-codigo`}
            data-autofocus
            value={codigo}
            onChange={(e) => setCodigo(e.target.value)}
            maxLength={40}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            className="min-w-0 flex-1 rounded border border-gray-400 p-2 uppercase"
          />
          <button
            type="submit"
            disabled={busy}
            className="rounded bg-secondary px-4 py-2 font-semibold text-[var(--color-on-secondary)] disabled:opacity-50"
          >
            Aplicar
          </button>
        </div>
        <div role="alert" className={aviso ? 'rounded bg-amber-50 p-2 text-sm font-semibold text-amber-900' : ''}>
          {aviso}
        </div>
        <p aria-live="polite" className="text-xs text-gray-700">
          {busy ? 'Verificando o cupom…' : ''}
        </p>
      </form>

      <section aria-labelledby={`${id}-lista`} className="mt-4 flex flex-col gap-2">
        <h3 id={`${id}-lista`} className="font-semibold">
          Cupons disponíveis
        </h3>
        {listError ? (
          <p className="text-sm">{listError}</p>
        ) : cupons === null ? (
          <p className="text-sm">Carregando os cupons…</p>
        ) : cupons.length === 0 ? (
          <p className="text-sm">Nenhum cupom disponível no momento.</p>
        ) : (
          <ul aria-labelledby={`${id}-lista`} className="flex flex-col gap-2">
            {cupons.map((c) => (
              <li
                key={c.codigoCupom}
                className="flex items-center justify-between gap-3 rounded border border-gray-300 p-2 text-sm"
              >
                <div className="min-w-0">
                  <p className="font-bold">{c.codigoCupom}</p>
                  <p>{couponBenefitText(c)}</p>
                  <p className="text-gray-700">{c.descricao}</p>
                  {c.valorMinimo !== null && <p className="text-gray-700">Pedido mínimo: {formatBRL(c.valorMinimo)}</p>}
                </div>
                <button
                  type="button"
                  disabled={busy}
                  aria-label={`Usar o cupom ${c.codigoCupom}`}
                  onClick={() => {
                    setCodigo(c.codigoCupom);
                    void apply(c.codigoCupom);
                  }}
                  className="rounded border border-gray-500 bg-white px-3 py-1 font-semibold text-gray-900 disabled:opacity-50"
                >
                  Usar
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>

      {indicacao && <ReferralShare indicacao={indicacao} />}
    </Modal>
  );
}

/** The customer's referral coupon: Web Share API when the browser has it, else copied to the clipboard. */
function ReferralShare({ indicacao }: { indicacao: ReferralCoupon }) {
  const id = useId();
  const [status, setStatus] = useState<'copiado' | 'falhou' | null>(null);
  const text = indicacao.mensagemCompartilhamento;

  const share = async () => {
    setStatus(null);
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ text });
        return;
      } catch (e) {
        // The shopper closed the share sheet: nothing else to do.
        if (e instanceof DOMException && e.name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(text);
      setStatus('copiado');
    } catch {
      setStatus('falhou');
    }
  };

  return (
    <section aria-labelledby={`${id}-t`} className="mt-4 flex flex-col gap-2 border-t border-gray-200 pt-4 text-sm">
      <h3 id={`${id}-t`} className="font-semibold">
        Indique e ganhe
      </h3>
      <p>
        Seu cupom de indicação: <strong>{indicacao.codigoCupom}</strong>. Quem usar ganha{' '}
        {formatPercent(indicacao.valorDescontoPercentual)} de desconto na primeira compra.
      </p>
      <button
        type="button"
        onClick={() => void share()}
        className="w-fit rounded border border-gray-500 bg-white px-3 py-2 font-semibold text-gray-900"
      >
        Compartilhar cupom
      </button>
      <p role="status">
        {status === 'copiado' && 'Mensagem copiada. Cole onde quiser compartilhar.'}
        {status === 'falhou' && 'Não foi possível copiar. Copie a mensagem abaixo:'}
      </p>
      {status === 'falhou' && (
        <textarea
          readOnly
          value={text}
          rows={3}
          aria-label="Mensagem para compartilhar"
          className="rounded border border-gray-400 p-2"
          onFocus={(e) => e.currentTarget.select()}
        />
      )}
    </section>
  );
}
