'use client';

import { useRouter } from 'next/navigation';
import {
  createContext,
  useActionState,
  useContext,
  useEffect,
  useRef,
  useState,
  useTransition,
  type FormEvent,
  type ReactNode,
} from 'react';

import { choosePaymentMethodAction } from '@/components/payment-method/actions';
import { usePermalink } from '@/components/ui/postback-form';
import type { CheckoutFacts } from '@/lib/analytics/ga4';
import { followRateLimit } from '@/lib/commerce/rate-limit';
import { readPreferences } from '@/lib/consent/client';

import type { CheckoutState } from './checkout-state';
import { FIELD } from './field-names';
import { creditCovers, reviewTotals, type ReviewTotals } from './totals';

/** What the page knows for the client's figures: every number is an API answer. */
export type CheckoutFigures = {
  produtos: number | null;
  desconto: number | null;
  taxaConveniencia: number | null;
  /** Freight of each delivery method. */
  fretes: Record<string, number>;
  /** Type of each payment method (PIX, BOLETO, CARTAO_CREDITO, FATURADO…). */
  tipos: Record<string, string>;
  /** Available credit on terms (FATURADO); null: none. */
  limiteCredito: number | null;
};

type Selection = { formaEntrega: string | null; formaPagamento: string | null };

type CheckoutContext = Selection & {
  state: CheckoutState;
  pending: boolean;
  totals: ReviewTotals;
  /** Type of the chosen payment method. */
  tipoPagamento: string | null;
  /** Why the order cannot go as chosen (credit on terms short), else null. */
  bloqueio: 'credito' | null;
};

const Context = createContext<CheckoutContext | null>(null);

export function useCheckout(): CheckoutContext {
  const ctx = useContext(Context);
  if (!ctx) throw new Error('useCheckout fora do formulário de checkout');
  return ctx;
}

type Action = (state: CheckoutState, form: FormData) => Promise<CheckoutState>;

type Props = {
  action: Action;
  /** The attempt key rendered with the page. */
  chave: string;
  inicial: Selection;
  figures: CheckoutFigures;
  base: string;
  /** GA4 events (supplier tag); the performance preference is checked in the browser. */
  analytics: CheckoutFacts | null;
  /** `versao` of the saved cart this page shows: a newer one in the store renders the review again. */
  versao: number;
  labelledBy: string;
  children: ReactNode;
};

const CONNECTION_FAILURE =
  'Não foi possível enviar o pedido agora. Verifique sua conexão e tente de novo: o mesmo pedido não será feito duas vezes.';

function track(
  base: string,
  facts: CheckoutFacts | null,
  make: (g: typeof import('@/lib/analytics/ga4'), f: CheckoutFacts) => import('@/lib/analytics/ga4').Ga4Event,
) {
  if (!facts || !readPreferences().performance) return;
  void import('@/lib/analytics/ga4').then((g) =>
    g.sendEvent(window as unknown as { dataLayer?: unknown[] }, base, make(g, facts)),
  );
}

/** The cart store is in the header's lazily loaded island; the checkout reaches it the same way. */
const cartStore = () => import('@/stores/cart-store');

/**
 * The checkout form: a real <form> posting to the place-order server action, so it
 * works before (and without) JavaScript; once hydrated the submit is taken over: the cart store's
 * pending save goes first, clicks while the order is on its way are ignored, the answer comes back
 * here (no field is reset or lost on a failure), and on success the store is emptied before the
 * confirmation page opens. The attempt key lives here: kept for retries, replaced when the action
 * says the attempt is over.
 */
export function CheckoutForm({
  action,
  chave,
  inicial,
  figures,
  base,
  analytics,
  versao,
  labelledBy,
  children,
}: Props) {
  const router = useRouter();
  // Without JavaScript the form posts to the action itself and the page comes back with its answer.
  const [serverState, formAction] = useActionState(action, null, usePermalink());
  const [clientState, setClientState] = useState<CheckoutState>(null);
  const state = clientState ?? serverState;
  const [key, setKey] = useState(() => (state && !state.ok && state.chave) || chave);
  const [selection, setSelection] = useState<Selection>(inicial);
  const [pending, start] = useTransition();
  const [repricing, startReprice] = useTransition();
  // A submit while the page of a new payment is on its way waits for it: the slots on screen are still the
  // old payment's until then (decision 0051), and the order must go with what the new page offers.
  const submitAfterReprice = useRef(false);
  const busy = useRef(false);
  /** Payment type of the last add_payment_info sent. */
  const reported = useRef<string | null>(null);
  const reportPayment = (idformapagto: string | null) => {
    const tipo = idformapagto ? (figures.tipos[idformapagto] ?? '') : '';
    if (!tipo || reported.current === tipo) return;
    reported.current = tipo;
    track(base, analytics, (g, f) => g.paymentInfoEvent(f, tipo));
  };
  const alertRef = useRef<HTMLDivElement>(null);
  const formRef = useRef<HTMLFormElement>(null);

  // Once per page (a render again after a reprice or a cart change is the same checkout).
  const began = useRef(false);
  useEffect(() => {
    if (began.current) return;
    began.current = true;
    track(base, analytics, (g, f) => g.beginCheckoutEvent(f));
  }, [base, analytics]);

  // A cart saved after this page was rendered (a pending change flushed, a coupon): render the review again.
  useEffect(() => {
    let unsubscribe: (() => void) | undefined;
    let live = true;
    void cartStore().then(({ useCartStore }) => {
      if (!live) return;
      unsubscribe = useCartStore.subscribe((s) => {
        if (s.servidor && s.servidor.versao > versao && !busy.current) router.refresh();
      });
    });
    return () => {
      live = false;
      unsubscribe?.();
    };
  }, [versao, router]);

  // A failure: the message takes the focus; the fields it names are marked invalid.
  useEffect(() => {
    if (!state || state.ok) return;
    alertRef.current?.focus();
    const form = formRef.current;
    if (!form) return;
    for (const el of Array.from(form.querySelectorAll('[aria-invalid="true"]'))) el.removeAttribute('aria-invalid');
    for (const name of Object.keys(state.campos ?? {})) {
      const field = form.elements.namedItem(name);
      const list = field instanceof RadioNodeList ? Array.from(field) : field ? [field] : [];
      for (const el of list) if (el instanceof HTMLElement) el.setAttribute('aria-invalid', 'true');
    }
  }, [state]);

  // The script has taken over the form (e2e waits for it before typing into controlled fields).
  const markReady = (el: HTMLFormElement | null) => {
    formRef.current = el;
    el?.setAttribute('data-pronto', 'true');
  };

  useEffect(() => {
    if (repricing || !submitAfterReprice.current) return;
    submitAfterReprice.current = false;
    formRef.current?.requestSubmit();
  }, [repricing]);

  const onChange = (e: FormEvent<HTMLFormElement>) => {
    const t = e.target as HTMLInputElement;
    if (t.type !== 'radio' || !t.checked) return;
    if (t.name === FIELD.formaEntrega) setSelection((s) => ({ ...s, formaEntrega: t.value }));
    if (t.name === FIELD.formaPagamento) {
      setSelection((s) => ({ ...s, formaPagamento: t.value }));
      reportPayment(t.value);
      const fd = new FormData();
      fd.set('idformapagamento', t.value);
      // Sets the payment-method cookie; the action's answer renders the page again with the prices
      // (when they vary by method) and the slots of this method (the first waits for its clearing).
      startReprice(async () => {
        await choosePaymentMethodAction(fd);
      });
    }
  };

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (busy.current) return;
    if (repricing) {
      submitAfterReprice.current = true;
      return;
    }
    busy.current = true;
    const form = e.currentTarget;
    // The method checked from the start counts as chosen when the order goes.
    reportPayment(selection.formaPagamento);
    start(async () => {
      let result: CheckoutState;
      try {
        // The API places the saved cart: what the shopper changed last must be saved first.
        const { useCartStore } = await cartStore();
        const s = useCartStore.getState();
        if (s.logado && (s.pendente || s.salvando)) await s.saveNow();
        const fd = new FormData(form);
        fd.set(FIELD.js, '1');
        result = await action(null, fd);
      } catch {
        result = { ok: false, mensagem: CONNECTION_FAILURE };
      }
      if (result?.ok) {
        const { clearCartAfterOrder } = await cartStore();
        clearCartAfterOrder();
        setClientState(result);
        router.replace(result.destino);
        return;
      }
      busy.current = false;
      if (!result) return;
      if (followRateLimit(result)) return;
      if (result.chave) setKey(result.chave);
      setClientState(result);
      if (result.recarregar) router.refresh();
    });
  };

  const tipoPagamento = selection.formaPagamento ? (figures.tipos[selection.formaPagamento] ?? null) : null;
  const totals = reviewTotals({
    produtos: figures.produtos,
    desconto: figures.desconto,
    frete: selection.formaEntrega ? (figures.fretes[selection.formaEntrega] ?? null) : null,
    taxaConveniencia: figures.taxaConveniencia,
  });
  const bloqueio =
    tipoPagamento === 'FATURADO' && !creditCovers(figures.limiteCredito, totals.total) ? 'credito' : null;

  return (
    <Context.Provider value={{ ...selection, state, pending, totals, tipoPagamento, bloqueio }}>
      <form
        ref={markReady}
        action={formAction}
        onSubmit={onSubmit}
        onChange={onChange}
        aria-labelledby={labelledBy}
        className="flex flex-col gap-6"
      >
        <input type="hidden" name={FIELD.chave} value={key} />
        {state && (
          <div
            ref={alertRef}
            tabIndex={-1}
            role={state.ok ? 'status' : 'alert'}
            className={`rounded p-3 font-semibold focus:outline-2 focus:outline-offset-2 ${state.ok ? 'bg-green-50 text-green-900' : 'bg-red-50 text-red-900'}`}
          >
            <p>{state.mensagem}</p>
            {!state.ok && state.duplicado && (
              <a href={state.duplicado.href} className="mt-1 inline-block underline">
                Ver o pedido {state.duplicado.numpedido}
              </a>
            )}
          </div>
        )}
        {children}
      </form>
    </Context.Provider>
  );
}

/** The message of one field (aria-describedby target; empty until the action names the field). */
export function FieldError({ name, id }: { name: string; id: string }) {
  const { state } = useCheckout();
  const message = state && !state.ok ? state.campos?.[name] : undefined;
  return (
    <p id={id} className="text-sm font-semibold text-red-700 empty:hidden">
      {message}
    </p>
  );
}
