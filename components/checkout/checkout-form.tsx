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

import { usePermalink } from '@/components/ui/postback-form';
import type { CheckoutFacts } from '@/lib/analytics/ga4';
import { followRateLimit } from '@/lib/commerce/rate-limit';

import { CONNECTION_FAILURE, type CheckoutState } from './checkout-state';
import { FORM_FIELD } from './form-field-names';
import { selectionFigures, type CheckoutFigures, type CheckoutSelection, type SelectionFigures } from './totals';

export type { CheckoutFigures } from './totals';

type Selection = CheckoutSelection;

type CheckoutContext = Selection &
  SelectionFigures & {
    state: CheckoutState;
    pending: boolean;
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

/** What the form does when the shopper acts, requested when it hydrates (checkout-submit.ts, decision 0054). */
const behaviour = () => import('./checkout-submit');
/** GA4 through it; a chunk that fails to load sends nothing. */
const track = (...args: Parameters<typeof import('./checkout-submit').track>) =>
  void behaviour().then(
    (b) => b.track(...args),
    () => undefined,
  );

/** An effect that runs `start` with the form's behaviour once it has loaded; what `start` returns stops it. */
export function withBehaviour(start: (b: typeof import('./checkout-submit')) => () => void): () => void {
  let stop: (() => void) | undefined;
  let live = true;
  void behaviour().then(
    (b) => {
      if (live) stop = start(b);
    },
    () => undefined,
  );
  return () => {
    live = false;
    stop?.();
  };
}

/**
 * The checkout form: a real <form> posting to the place-order server action, so it
 * works before (and without) JavaScript; once hydrated the submit is taken over: the cart store's
 * pending save goes first, clicks while the order is on its way are ignored, the answer comes back
 * here (no field is reset or lost on a failure), and on success the store is emptied before the
 * confirmation page opens (checkout-submit.ts, requested when the form hydrates, decision 0054). The
 * attempt key lives here: kept for retries, replaced when the action says the attempt is over.
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

  // Once per page (a render again after a reprice or a cart change is the same checkout); this also
  // requests the form's behaviour as it hydrates, ready before the first submit.
  const began = useRef(false);
  useEffect(() => {
    if (began.current) return;
    began.current = true;
    track(base, analytics, (g, f) => g.beginCheckoutEvent(f));
  }, [base, analytics]);

  // A cart saved after this page was rendered (a pending change flushed, a coupon): render the review again.
  useEffect(
    () =>
      withBehaviour((b) =>
        b.watchSavedCart(versao, () => {
          if (!busy.current) router.refresh();
        }),
      ),
    [versao, router],
  );

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
    if (t.name === FORM_FIELD.formaEntrega) setSelection((s) => ({ ...s, formaEntrega: t.value }));
    if (t.name === FORM_FIELD.formaPagamento) {
      setSelection((s) => ({ ...s, formaPagamento: t.value }));
      reportPayment(t.value);
      const idformapagto = t.value;
      // The page comes again with this method's prices and slots (the first waits for its clearing).
      startReprice(async () => {
        await (await behaviour()).choosePaymentMethod(idformapagto);
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
      // The API places the saved cart: what the shopper changed last is saved first (checkout-submit.ts).
      const result = await behaviour().then(
        (b) => b.sendOrder(form, action),
        (): CheckoutState => ({ ok: false, mensagem: CONNECTION_FAILURE }),
      );
      if (result?.ok) {
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

  return (
    <Context.Provider value={{ ...selection, ...selectionFigures(figures, selection), state, pending }}>
      <form
        ref={markReady}
        action={formAction}
        onSubmit={onSubmit}
        onChange={onChange}
        aria-labelledby={labelledBy}
        className="flex flex-col gap-6"
      >
        <input type="hidden" name={FORM_FIELD.chave} value={key} />
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
