/**
 * The demo's payment simulator: confirms the PIX or boleto payment of an order, as the
 * bank would, against a running commerce API:
 *
 *   npm run demo:pagar -- <numpedido>
 *
 * The payment becomes PAGO and the order goes back to the supplier (ENVIADO; decision 0041);
 * the confirmation page sees it on its next look. An order not awaiting payment (card, on terms, already paid) is refused with the API's
 * message. API: COMMERCE_API_URL (default http://127.0.0.1:4000); back-office key: ADMIN_API_KEY
 * (else the key `npm start` keeps in .data/admin-api-key, else the development key). The call goes through its lib/contract descriptor.
 */
import { z } from 'zod';

import { DEV_ADMIN_API_KEY } from '../commerce-api/src/config';
import { buildPath } from '../lib/contract/endpoint';
import { paymentEndpoints } from '../lib/contract/payment';
import { adminFetcher, adminKeyCandidates } from './lib/admin-key.mjs';

const BASE = (process.env.COMMERCE_API_URL || 'http://127.0.0.1:4000').replace(/\/$/, '');
// ADMIN_API_KEY, else the key `npm start` keeps in .data/admin-api-key, else the development key
// (`npm run dev`): the first the API accepts.
const adminFetch = adminFetcher(adminKeyCandidates(process.env, DEV_ADMIN_API_KEY));

async function main(): Promise<void> {
  const arg = process.argv.slice(2).find((a) => a !== '--');
  const numpedido = Number(arg);
  if (!arg || !Number.isInteger(numpedido) || numpedido <= 0) throw new Error('Uso: npm run demo:pagar -- <numpedido>');
  const endpoint = paymentEndpoints.confirmPayment;
  const r = await adminFetch(BASE + buildPath(endpoint, { numpedido }), {
    method: endpoint.method,
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
