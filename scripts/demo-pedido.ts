/**
 * The supplier's back office for QA, against a running commerce API:
 *
 *   npm run demo:pedido -- <numpedido>                         shows the order's status and timeline
 *   npm run demo:pedido -- <numpedido> <STATUS> [nota]         moves it (SEPARANDO, EMENTREGA, ENTREGUE…)
 *   npm run demo:pedido -- <numpedido> orcamento <reais> [dias] prices a quote: every item at <reais>, valid <dias> (7)
 *
 * Illegal moves are refused with the API's message (docs/order-status.md). API: COMMERCE_API_URL
 * (default http://127.0.0.1:4000); back-office key: ADMIN_API_KEY (else the
 * key `npm start` keeps in .data/admin-api-key, else the development key).
 * Every call goes through its lib/contract descriptor.
 */
import { DEV_ADMIN_API_KEY } from '../commerce-api/src/config';
import { buildPath, type AnyEndpoint } from '../lib/contract/endpoint';
import { orderLifeEndpoints } from '../lib/contract/order-life';
import { orderSchema, type Order } from '../lib/contract/order-read';
import { ORDER_STATUS_LABELS } from '../lib/contract/order-status';
import { formatBRL } from '../lib/rules/money';
import { adminFetcher, adminKeyCandidates } from './lib/admin-key.mjs';

const BASE = (process.env.COMMERCE_API_URL || 'http://127.0.0.1:4000').replace(/\/$/, '');
// ADMIN_API_KEY, else the key `npm start` keeps in .data/admin-api-key, else the development key
// (`npm run dev`): the first the API accepts.
const adminFetch = adminFetcher(adminKeyCandidates(process.env, DEV_ADMIN_API_KEY));
const USAGE = 'Uso: npm run demo:pedido -- <numpedido> [STATUS [nota] | orcamento <reais> [dias]]';

async function call(endpoint: AnyEndpoint, numpedido: number, body?: unknown): Promise<Order> {
  const r = await adminFetch(BASE + buildPath(endpoint, { numpedido }), {
    method: endpoint.method,
    headers: { ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = (await r.json().catch(() => ({}))) as { mensagem?: string };
  if (!r.ok) throw new Error(`Pedido ${numpedido}: ${json.mensagem ?? `HTTP ${r.status}`}`);
  return orderSchema.parse(json);
}

const spDate = (days: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date(Date.now() + days * 86_400_000));

function show(o: Order): void {
  console.log(
    `${o.orcamento ? 'Orçamento' : 'Pedido'} ${o.numpedido}: ${ORDER_STATUS_LABELS[o.status]} (${o.status}), total ${o.totalPedido === null ? 'a definir' : formatBRL(o.totalPedido)}`,
  );
  for (const h of o.historico) console.log(`  ${h.criadoEm}  ${h.status}  ${h.ator}${h.nota ? `  ${h.nota}` : ''}`);
}

async function main(): Promise<void> {
  const [n, what, ...rest] = process.argv.slice(2).filter((a) => a !== '--');
  const numpedido = Number(n);
  if (!n || !Number.isInteger(numpedido) || numpedido <= 0) throw new Error(USAGE);
  if (!what) return show(await call(orderLifeEndpoints.getOrderAdmin, numpedido));
  if (what === 'orcamento') {
    const preco = Math.round(Number((rest[0] ?? '').replace(',', '.')) * 100);
    const dias = Number(rest[1] ?? 7);
    if (!Number.isInteger(preco) || preco <= 0 || !Number.isInteger(dias) || dias < 0) throw new Error(USAGE);
    const o = await call(orderLifeEndpoints.getOrderAdmin, numpedido);
    return show(
      await call(orderLifeEndpoints.priceQuote, numpedido, {
        itens: o.itens.map((i) => ({ idproduto: i.idproduto, preco })),
        validade: spDate(dias),
      }),
    );
  }
  show(
    await call(orderLifeEndpoints.setOrderStatus, numpedido, {
      status: what.toUpperCase(),
      ...(rest.length ? { nota: rest.join(' ') } : {}),
    }),
  );
}

main().catch((e: unknown) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
