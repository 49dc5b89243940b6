/**
 * Order submit benchmark: `npm run bench:checkout [-- --shoppers 50] [--runs 5] [--retries 0.1]`.
 *
 * On PostgreSQL (DATABASE_URL; without it a throw-away cluster is started and removed), with the
 * commerce API in-process on a throw-away database: `shoppers` customers, each with a cart of
 * their own, submit their order at the same moment; about `retries` of them also send the same
 * request again at once (a double click: same Idempotency-Key). Each run refills every cart (with
 * other quantities, so no order is "identical" to the previous run's) and is measured; the first
 * run is a warm-up. Printed: submit p50/p95 per run and the medians over the runs, the retries, a
 * reference measured in the same run (every shopper's cart read at once: GET …/cart) with the
 * ratio, and the machine load. Target: submit p95 < 300 ms. Exits non-zero when the orders created
 * are not exactly one per cart (or any submit failed).
 */
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';

import { DEMO_SUPPLIERS } from '../commerce-api/seed/demo-world';
import { orderCharacteristicRows } from '../commerce-api/seed/order-content';
import { stableUuid } from '../commerce-api/seed/util';
import { cartEndpoints } from '../lib/contract/cart';
import { buildPath, buildQuery } from '../lib/contract/endpoint';
import { orderSubmitEndpoints, type SubmitOrderBody } from '../lib/contract/order-submit';
import {
  arg,
  json,
  machineLoad,
  median,
  percentile,
  post,
  registerShoppers,
  run,
  withPostgresBenchApi,
  type Shopper,
} from './harness';

const E = DEMO_SUPPLIERS.emporio;
const TARGET_P95_MS = 300;

type Timed = { ms: number; status: number; body: unknown };

async function timed(url: string, init: RequestInit): Promise<Timed> {
  const t0 = performance.now();
  const r = await fetch(url, init);
  const text = await r.text();
  return { ms: performance.now() - t0, status: r.status, body: text ? (JSON.parse(text) as unknown) : null };
}

async function main(): Promise<void> {
  const shoppers = Number(arg('shoppers') ?? 50);
  const runs = Number(arg('runs') ?? 5);
  const retryShare = Number(arg('retries') ?? 0.1);
  let failed = false;
  await withPostgresBenchApi('checkout', async (api) => {
    const people: Shopper[] = await registerShoppers(api.url, shoppers, E.idfornecedor);
    // Products: sold, priced, no stock control, not by weight; a few per cart.
    const products = await api.db.query<{ idproduto: string; preco: number }>(
      `SELECT idproduto, preco FROM produtos WHERE idfornecedor = $1 AND disponivel AND preco BETWEEN 500 AND 2500 AND estoque IS NULL
         AND unidade = 'un' AND min_por_pedido = 1 AND granularidade = 1 AND maxporpedido IS NULL AND 'DELIVERY' = ANY(tipos_entrega)
       ORDER BY codigo LIMIT 20`,
      [E.idfornecedor],
    );
    if (products.length < 8) throw new Error(`Só ${products.length} produtos para os carrinhos`);
    const answers = orderCharacteristicRows('emporio')
      .filter((c) => c.obrigatoria)
      .map((c) => ({ idcaracteristica: c.idcaracteristica, valor: c.opcoes[0]! }));
    const cartUrl = (p: Shopper) =>
      api.url +
      buildPath(cartEndpoints.saveCart, { idcliente: p.idcliente }, p) +
      buildQuery({ idfornecedor: E.idfornecedor });
    const submitUrl = (p: Shopper) =>
      api.url + buildPath(orderSubmitEndpoints.submitOrder, { idcliente: p.idcliente }, { token: p.token });

    /**
     * Every cart refilled: 4 lines of the shopper's own mix plus one whose quantity is the run's
     * number, so no order repeats an earlier run's (the identical-order guard); R$ 50,00 to
     * R$ 300,00, below the automatic coupon.
     */
    const rotating = products.slice(0, -1);
    const extra = products.at(-1)!;
    const fill = async (runIndex: number) =>
      Promise.all(
        people.map(async (p, i) => {
          const itens = [0, 1, 2, 3].map((k) => ({
            idproduto: rotating[(i + k * 5) % rotating.length]!.idproduto,
            quantidade: 1 + ((i + k) % 2),
          }));
          itens.push({ idproduto: extra.idproduto, quantidade: runIndex + 1 });
          const cart = await json<{
            produtosSelecionados: { idproduto: string; quantidade: number; embalarParaPresente: boolean }[];
            totalCompras: number;
          }>(cartUrl(p), post({ cartItens: itens }));
          if (cart.totalCompras < 5000 || cart.totalCompras >= 30000)
            throw new Error(`carrinho fora da faixa: ${cart.totalCompras}`);
          const body: SubmitOrderBody = {
            itens: cart.produtosSelecionados.map((l) => ({
              idproduto: l.idproduto,
              quantidade: l.quantidade,
              embalarParaPresente: l.embalarParaPresente,
            })),
            idfornecedor: E.idfornecedor,
            tipoEntrega: 'DELIVERY',
            formaEntrega: { idformaentrega: stableUuid(`entrega:${E.slug}:0`), data_de_entrega: null },
            enderecoentrega: { idendereco: p.idendereco },
            caracteristicas: answers,
            formaPagamento: { idformapagto: stableUuid(`pagto:${E.slug}:PIX`) },
          };
          return body;
        }),
      );

    const countOrders = async () =>
      (
        await api.db.query<{ n: number }>('SELECT count(*)::int AS n FROM pedidos WHERE idcliente = ANY($1::uuid[])', [
          people.map((p) => p.idcliente),
        ])
      )[0]!.n;

    const p50s: number[] = [];
    const p95s: number[] = [];
    const refP95s: number[] = [];
    const ratios: number[] = [];
    const retryMs: number[] = [];
    console.log(
      `\n${shoppers} compradores, cada um com o seu carrinho, enviam o pedido ao mesmo tempo; ~${Math.round(retryShare * 100)}% repetem o envio com a mesma chave`,
    );
    console.log(`${machineLoad()} (antes)`);
    for (let r = 0; r <= runs; r++) {
      const bodies = await fill(r);
      // Reference, same moment and concurrency: every cart read at once.
      const ref = await Promise.all(people.map((p) => timed(cartUrl(p), { method: 'GET' })));
      const before = await countOrders();
      const keys = people.map(() => randomUUID().replace(/-/g, ''));
      const retrying = new Set(
        people.map((_, i) => i).filter((i) => i % Math.max(1, Math.round(1 / retryShare)) === 0),
      );
      const sends = people.map((p, i) => timed(submitUrl(p), post(bodies[i], { 'Idempotency-Key': keys[i]! })));
      const retries = [...retrying].map((i) =>
        timed(submitUrl(people[i]!), post(bodies[i], { 'Idempotency-Key': keys[i]! })),
      );
      const [sent, again] = await Promise.all([Promise.all(sends), Promise.all(retries)]);
      const created = (await countOrders()) - before;
      const ms = sent.map((x) => x.ms);
      const bad = [...sent, ...again].filter(
        (x) =>
          x.status !== 200 && !(x.status === 409 && (x.body as { codigo?: string }).codigo === 'PEDIDO_EM_ANDAMENTO'),
      );
      const okCarts = people.filter(
        (_, i) => sent[i]!.status === 200 || (retrying.has(i) && again[[...retrying].indexOf(i)]!.status === 200),
      ).length;
      const label = r === 0 ? 'aquecimento' : `rodada ${r}`;
      console.log(
        `  ${label.padEnd(12)} envio p50 ${percentile(ms, 50).toFixed(1).padStart(6)} ms   p95 ${percentile(ms, 95).toFixed(1).padStart(6)} ms   ` +
          `referência (GET …/cart) p95 ${percentile(
            ref.map((x) => x.ms),
            95,
          )
            .toFixed(1)
            .padStart(6)} ms   pedidos ${created}/${shoppers}` +
          (bad.length ? `   falhas ${bad.length}: ${JSON.stringify(bad[0]!.body).slice(0, 160)}` : ''),
      );
      if (created !== shoppers || okCarts !== shoppers || bad.length > 0) failed = true;
      if (r === 0) continue;
      p50s.push(percentile(ms, 50));
      p95s.push(percentile(ms, 95));
      refP95s.push(
        percentile(
          ref.map((x) => x.ms),
          95,
        ),
      );
      ratios.push(
        percentile(ms, 95) /
          percentile(
            ref.map((x) => x.ms),
            95,
          ),
      );
      retryMs.push(...again.map((x) => x.ms));
    }
    console.log(`\nMedianas de ${runs} rodadas (PostgreSQL, API no mesmo processo):`);
    console.log(
      `  envio do pedido      p50 ${median(p50s).toFixed(1)} ms   p95 ${median(p95s).toFixed(1)} ms   (meta p95 < ${TARGET_P95_MS} ms: ${median(p95s) < TARGET_P95_MS ? 'ok' : 'ACIMA'})`,
    );
    console.log(
      `  repetições           p50 ${percentile(retryMs, 50).toFixed(1)} ms   p95 ${percentile(retryMs, 95).toFixed(1)} ms   (n=${retryMs.length}: replay ou 409 em andamento)`,
    );
    console.log(
      `  referência GET cart  p95 ${median(refP95s).toFixed(1)} ms   razão envio/referência (p95) ${median(ratios).toFixed(2)}`,
    );
    console.log(`  ${machineLoad()} (depois)`);
    console.log(
      failed
        ? '\nFALHA: pedidos criados ≠ carrinhos distintos (ou um envio falhou).'
        : `\nPedidos criados = carrinhos distintos em todas as rodadas (${shoppers} por rodada).`,
    );
  });
  if (failed) process.exit(1);
}

run(main);
