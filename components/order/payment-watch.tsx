'use client';

import { useRouter } from 'next/navigation';
import { lazy, Suspense, useCallback, useState } from 'react';

/** The order's status is asked this often while it waits for its payment. */
export const PAYMENT_POLL_MS = 5000;

// The polling (React Query) loads after the page, never in its first-load JavaScript (decision 0008).
const PaymentPoll = lazy(() => import('./payment-poll').then((m) => ({ default: m.PaymentPoll })));

/**
 * While the order is AGUARDANDOPAGAMENTO, asks `<base>/api/pedido/{numpedido}` every 5 s; when its
 * payment turns PAGO (the order goes back to ENVIADO, docs/order-status.md), announces `confirmado` ('Pagamento confirmado') and renders the page again (status,
 * next steps); it stays mounted (`ativo` false) so the announcement stays. Stops on any other
 * status; keeps asking while the tab is hidden (the shopper pays in their bank app).
 */
export function PaymentWatch({
  base,
  numpedido,
  ativo,
  confirmado,
}: {
  base: string;
  numpedido: number;
  ativo: boolean;
  confirmado: string;
}) {
  const router = useRouter();
  const [paid, setPaid] = useState(false);
  const onPaid = useCallback(() => {
    setPaid(true);
    router.refresh();
  }, [router]);
  return (
    <>
      <p role="status" className="text-lg font-bold text-green-800 empty:hidden">
        {paid ? confirmado : ''}
      </p>
      {ativo && !paid && (
        <Suspense fallback={null}>
          <PaymentPoll base={base} numpedido={numpedido} intervalMs={PAYMENT_POLL_MS} onPaid={onPaid} />
        </Suspense>
      )}
    </>
  );
}
