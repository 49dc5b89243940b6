/**
 * The demo's payment simulator (issue 14): confirms the PIX or boleto payment of an order, as the
 * bank would, against a running commerce API:
 *
 *   npm run demo:pagar -- <numpedido>
 *
 * The order moves from AGUARDANDOPAGAMENTO to PAGO (the confirmation page sees it on its next
 * look). An order not awaiting payment (card, on terms, already paid) is refused with the API's
 * message. API: COMMERCE_API_URL (default http://127.0.0.1:4000); back-office key: ADMIN_API_KEY
 * (default the development key). The call goes through its lib/contract descriptor.
 */
import { z } from 'zod';

import { DEV_ADMIN_API_KEY } from '../commerce-api/src/config';
import { buildPath } from '../lib/contract/endpoint';
import { paymentEndpoints } from '../lib/contract/payment';

const BASE = (process.env.COMMERCE_API_URL || 'http://127.0.0.1:4000').replace(/\/$/, '');
const ADMIN_KEY = process.env.ADMIN_API_KEY?.trim() || DEV_ADMIN_API_KEY;

async function main(): Promise<void> {
  const arg = process.argv.slice(2).find((a) => a !== '--');
  const numpedido = Number(arg);
  if (!arg || !Number.isInteger(numpedido) || numpedido <= 0) throw new Error('Uso: npm run demo:pagar -- <numpedido>');
  const endpoint = paymentEndpoints.confirmPayment;
  const r = await fetch(BASE + buildPath(endpoint, { numpedido }), {
    method: endpoint.method,
    headers: { 'X-Admin-Key': ADMIN_KEY },
  });
  const json = (await r.json().catch(() => ({}))) as { mensagem?: string };
  if (!r.ok) throw new Error(`Pedido ${numpedido}: ${json.mensagem ?? `HTTP ${r.status}`}`);
  const ok = (endpoint.response as z.ZodType<{ numpedido: number; status: string; pagamento: string }>).parse(json);
  console.log(`Pagamento do pedido ${ok.numpedido} confirmado: pedido ${ok.status}, pagamento ${ok.pagamento}.`);
}

main().catch((e: unknown) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
