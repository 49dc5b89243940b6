'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useState } from 'react';

/** The order's status is asked this often while it waits for its payment. */
export const PAYMENT_POLL_MS = 5000;

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
  useEffect(() => {
    if (paid || !ativo) return;
    let stop = false;
    let controller: AbortController | null = null;
    const tick = async () => {
      controller = new AbortController();
      try {
        const res = await fetch(`${base}/api/pedido/${numpedido}`, {
          cache: 'no-store',
          headers: { accept: 'application/json' },
          signal: controller.signal,
        });
        const body = (await res.json()) as { status?: string; pagamento?: string };
        if (body.pagamento === 'PAGO') {
          setPaid(true);
          router.refresh();
          return;
        }
        if (body.status && body.status !== 'AGUARDANDOPAGAMENTO') return;
      } catch {
        // Offline for a moment: try again at the next tick.
      }
      if (!stop) timer = setTimeout(() => void tick(), PAYMENT_POLL_MS);
    };
    let timer = setTimeout(() => void tick(), PAYMENT_POLL_MS);
    return () => {
      stop = true;
      clearTimeout(timer);
      controller?.abort();
    };
  }, [base, numpedido, paid, ativo, router]);
  return (
    <p role="status" className="text-lg font-bold text-green-800 empty:hidden">
      {paid ? confirmado : ''}
    </p>
  );
}
