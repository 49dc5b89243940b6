/**
 * Order list benchmark: `npm run bench:orders [-- --requests 400] [--orders 1000] [--others 5000]`.
 *
 * On PostgreSQL (DATABASE_URL; without it a throw-away cluster is started and removed), with the
 * commerce API in-process on a throw-away database: one Empório customer with `orders` orders
 * (inserted by SQL for speed: 1 to 8 lines of real products, a payment, 1 to 5 timeline entries,
 * statuses and delivery types as a real history has them, spread over two years) next to `others`
 * orders of other customers of the same and other suppliers. Then `requests` calls of each list
 * variant (first page, a deep page, a status filter, a period) one after the other, and the same
 * number of a reference read in the same run (GET …/get-order of one order), with the machine load.
 * Printed: p50/p95 per variant, the reference and the ratio, and the SQL statements one request of
 * each variant runs (counted at the API's database handle: deterministic). Target: p95 < 50 ms.
 * Exits non-zero when an answer is wrong (a non-200, or the list's total is not the inserted count).
 */
import { performance } from 'node:perf_hooks';

import { DEMO_ACCOUNTS, DEMO_SUPPLIERS } from '../commerce-api/seed/demo-world';
import type { Db } from '../commerce-api/src/db/types';
import { buildPath } from '../lib/contract/endpoint';
import { identityEndpoints } from '../lib/contract/identity';
import { orderLifeEndpoints } from '../lib/contract/order-life';
import { orderReadEndpoints } from '../lib/contract/order-read';
import { arg, cpfOf, json, machineLoad, percentile, post, run, withPostgresBenchApi } from './harness';

const E = DEMO_SUPPLIERS.emporio;
const TARGET_P95_MS = 50;

/** Counts the statements run through the API's database handle (the server holds this very object). */
function countQueries(db: Db): { reset: () => void; count: () => number } {
  let n = 0;
  const query = db.query.bind(db);
  const transaction = db.transaction.bind(db);
  const counted = <Q extends Pick<Db, 'query'>>(q: Q): Q => ({
    ...q,
    query: ((sql: string, params?: readonly unknown[]) => (n++, q.query(sql, params))) as Q['query'],
  });
  (db as { query: Db['query'] }).query = ((sql: string, params?: readonly unknown[]) => (
    n++,
    query(sql, params)
  )) as Db['query'];
  (db as { transaction: Db['transaction'] }).transaction = ((fn) =>
    transaction((tx) => fn(counted(tx)))) as Db['transaction'];
  return { reset: () => void (n = 0), count: () => n };
}

/**
 * `n` orders of `idcliente` at `idfornecedor`, as SQL: statuses weighted like a history (mostly
 * delivered), delivery or pickup, PIX/card/debit/boleto, 1–8 lines of the supplier's products.
 */
async function insertOrders(db: Db, idfornecedor: string, clientes: string[], n: number, days: number): Promise<void> {
  await db.query(
    `WITH novos AS (
       SELECT g, nextval('pedidos_numpedido_seq')::int AS numpedido, ($3::uuid[])[1 + (g % array_length($3::uuid[], 1))] AS idcliente,
              CASE WHEN g % 5 = 0 THEN 'RETIRADA' ELSE 'DELIVERY' END AS tipo,
              now() - make_interval(secs => (g::float8 / $2) * $4 * 86400 + (g % 7) * 61) AS quando
       FROM generate_series(1, $2::int) g
     )
     INSERT INTO pedidos (numpedido, idfornecedor, idcliente, status, orcamento, canal_venda, tipo_entrega, idformaentrega, forma_entrega_descricao,
                          endereco_entrega, loja_retira, total_produtos, valor_desconto, taxa_entrega, taxa_conveniencia, total_pedido, impressao,
                          criado_em, atualizado_em)
     SELECT numpedido, $1, idcliente,
            CASE WHEN g <= 3 THEN 'AGUARDANDOPAGAMENTO' WHEN g <= 6 THEN 'SEPARANDO' WHEN g % 11 = 0 THEN 'CANCELADO' ELSE 'ENTREGUE' END,
            false, 'WEB', tipo, gen_random_uuid(), CASE WHEN tipo = 'DELIVERY' THEN 'Entrega agendada' ELSE 'Retirada na loja' END,
            CASE WHEN tipo = 'DELIVERY' THEN jsonb_build_object('idendereco', gen_random_uuid(), 'textoendereco', 'Rua Harmonia, 100 - Vila Madalena, São Paulo - SP',
                                                                'cep', '05435000', 'coords', jsonb_build_object('lat', -23.5543, 'lng', -46.6893)) END,
            CASE WHEN tipo = 'RETIRADA' THEN jsonb_build_object('nome', 'Empório Bom Preço Pinheiros', 'descricao_endereco_loja', 'Rua dos Pinheiros, 500',
                                                                'coordenadas_loja', jsonb_build_object('latitude', -23.5652, 'longitude', -46.6839)) END,
            0, 0, CASE WHEN tipo = 'DELIVERY' THEN 990 ELSE 0 END, 290, 0, md5(numpedido::text), quando, quando
     FROM novos`,
    [idfornecedor, n, clientes, days],
  );
}

async function fillOrders(db: Db, idfornecedor: string): Promise<void> {
  // Lines: 1 to 8 products of the supplier per order, prices from the catalogue.
  await db.query(
    `INSERT INTO pedido_itens (numpedido, idproduto, ordem, nome, slug, unidade, imagem, quantidade, preco, preco_lista, origem_preco, total)
     SELECT p.numpedido, pr.idproduto, pr.ordem, pr.nome, pr.slug, pr.unidade, pr.imagem, 1 + p.numpedido % 3, pr.preco, pr.preco, 'NORMAL',
            pr.preco * (1 + p.numpedido % 3)
     FROM pedidos p
     CROSS JOIN LATERAL (
       SELECT x.idproduto, x.nome, x.slug, x.unidade, x.imagem, x.preco, (row_number() OVER ())::int - 1 AS ordem
       FROM (SELECT idproduto, nome, slug, unidade, '/superon/imagens/' || idfornecedor || '/' || idproduto || '/1.webp' AS imagem, preco FROM produtos
             WHERE idfornecedor = $1 AND preco IS NOT NULL ORDER BY md5(p.numpedido::text || idproduto::text) LIMIT 1 + p.numpedido % 8) x
     ) pr
     WHERE p.idfornecedor = $1 AND NOT EXISTS (SELECT 1 FROM pedido_itens i WHERE i.numpedido = p.numpedido)`,
    [idfornecedor],
  );
  await db.query(
    `UPDATE pedidos p SET total_produtos = t.s, total_pedido = t.s + p.taxa_entrega + p.taxa_conveniencia
     FROM (SELECT numpedido, sum(total)::int AS s FROM pedido_itens GROUP BY numpedido) t
     WHERE t.numpedido = p.numpedido AND p.idfornecedor = $1 AND p.total_pedido = 0`,
    [idfornecedor],
  );
  // Payments: the supplier's methods in turn.
  await db.query(
    `INSERT INTO pagamentos (numpedido, idformapagto, tipo, descricao, status, valor, criado_em)
     SELECT p.numpedido, m.idformapagto, m.tipo, m.descricao,
            CASE WHEN p.status = 'CANCELADO' THEN 'CANCELADO' WHEN p.status = 'AGUARDANDOPAGAMENTO' THEN 'AGUARDANDO' ELSE 'PAGO' END,
            p.total_pedido, p.criado_em
     FROM pedidos p
     CROSS JOIN LATERAL (
       SELECT idformapagto, tipo, descricao FROM formas_pagamento WHERE idfornecedor = p.idfornecedor ORDER BY idformapagto
       OFFSET p.numpedido % (SELECT count(*) FROM formas_pagamento WHERE idfornecedor = p.idfornecedor) LIMIT 1
     ) m
     WHERE p.idfornecedor = $1 AND NOT EXISTS (SELECT 1 FROM pagamentos x WHERE x.numpedido = p.numpedido)`,
    [idfornecedor],
  );
  // Timeline: placed, then (delivered orders) paid, preparing, out or ready, delivered.
  await db.query(
    `INSERT INTO pedido_status_historico (numpedido, status, ator, criado_em)
     SELECT p.numpedido, s.status, s.ator, p.criado_em + make_interval(hours => s.h)
     FROM pedidos p
     CROSS JOIN LATERAL (VALUES (0, 'ENVIADO', 'cliente'), (2, 'SEPARANDO', 'fornecedor'),
                                (5, CASE WHEN p.tipo_entrega = 'DELIVERY' THEN 'EMENTREGA' ELSE 'PRONTO_RETIRADA' END, 'fornecedor'),
                                (8, 'ENTREGUE', 'fornecedor')) AS s(h, status, ator)
     WHERE p.idfornecedor = $1 AND (s.h = 0 OR p.status = 'ENTREGUE')
       AND NOT EXISTS (SELECT 1 FROM pedido_status_historico x WHERE x.numpedido = p.numpedido)`,
    [idfornecedor],
  );
}

async function main(): Promise<void> {
  const requests = Number(arg('requests') ?? 400);
  const orders = Number(arg('orders') ?? 1000);
  const others = Number(arg('others') ?? 5000);
  let failed = false;
  await withPostgresBenchApi('orders', async (api) => {
    const cpf = cpfOf(Date.now() % 100_000_000);
    await json(
      api.url + buildPath(identityEndpoints.createUser, {}, { token: null, idcliente: null }),
      post({
        nome: 'Comprador Frequente',
        email: `bench.pedidos.${cpf}@teste.com.br`,
        cpf,
        senha: 'bench1234',
        idfornecedor: E.idfornecedor,
        tokenOrigin: 'commerce',
      }),
    );
    const login = await json<{ token: string; usuario: { idcliente: string } }>(
      api.url + buildPath(identityEndpoints.authenticate, {}),
      post({ cpf, senha: 'bench1234', idfornecedor: E.idfornecedor, tokenOrigin: 'commerce' }),
    );
    const me = login.usuario.idcliente;
    const t0 = performance.now();
    // The neighbours first (older numbers), then the client's own, then lines, payments, timeline.
    const demo = Object.values(DEMO_ACCOUNTS).map((a) => a.idcliente);
    const sellers = [DEMO_SUPPLIERS.emporio, DEMO_SUPPLIERS.atacado, DEMO_SUPPLIERS.adega];
    for (const s of sellers) await insertOrders(api.db, s.idfornecedor, demo, Math.round(others / sellers.length), 730);
    await insertOrders(api.db, E.idfornecedor, [me], orders, 730);
    for (const s of sellers) await fillOrders(api.db, s.idfornecedor);
    await api.db.query('ANALYZE');
    const [c] = await api.db.query<{ pedidos: number; itens: number; historico: number }>(
      `SELECT (SELECT count(*)::int FROM pedidos) AS pedidos, (SELECT count(*)::int FROM pedido_itens) AS itens,
              (SELECT count(*)::int FROM pedido_status_historico) AS historico`,
    );
    console.log(
      `\n${orders} pedidos do cliente e ${others} de outros (${c!.pedidos} pedidos, ${c!.itens} itens, ${c!.historico} mudanças de status) inseridos em ${((performance.now() - t0) / 1000).toFixed(1)} s`,
    );

    const headers = { authorization: `Bearer ${login.token}~${me}` };
    const listUrl = (q: string) => `${api.url}${buildPath(orderLifeEndpoints.listOrders, { idcliente: me })}${q}`;
    const [one] = await api.db.query<{ n: number }>(
      'SELECT numpedido AS n FROM pedidos WHERE idcliente = $1 ORDER BY criado_em DESC LIMIT 1',
      [me],
    );
    const refUrl = `${api.url}${buildPath(orderReadEndpoints.getOrder, { numpedido: one!.n })}`;
    const ate = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(
      new Date(Date.now() - 90 * 86_400_000),
    );
    const de = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(
      new Date(Date.now() - 180 * 86_400_000),
    );
    const variants: { name: string; url: string; expectTotal?: number }[] = [
      { name: 'primeira página (20)', url: listUrl(''), expectTotal: orders },
      { name: 'página 40 (20)', url: listUrl('?page=40'), expectTotal: orders },
      { name: 'status=CANCELADO', url: listUrl('?status=CANCELADO') },
      { name: 'período de 90 dias', url: listUrl(`?de=${de}&ate=${ate}`) },
    ];
    const counter = countQueries(api.db);
    const timedGet = async (url: string) => {
      const s = performance.now();
      const r = await fetch(url, { headers });
      const body = (await r.json()) as { total?: number };
      return { ms: performance.now() - s, status: r.status, body };
    };
    // Warm-up (connections, plans).
    for (let i = 0; i < 30; i++) for (const v of [...variants.map((x) => x.url), refUrl]) await timedGet(v);

    console.log(`${machineLoad()} (antes)`);
    const ref: number[] = [];
    const times = new Map(variants.map((v) => [v.name, [] as number[]]));
    for (let i = 0; i < requests; i++) {
      // Interleaved: every variant and the reference see the same moments of the machine.
      for (const v of variants) {
        const r = await timedGet(v.url);
        if (r.status !== 200 || (v.expectTotal !== undefined && r.body.total !== v.expectTotal)) {
          failed = true;
          console.log(`  FALHA em ${v.name}: ${r.status} ${JSON.stringify(r.body).slice(0, 200)}`);
        }
        times.get(v.name)!.push(r.ms);
      }
      const r = await timedGet(refUrl);
      if (r.status !== 200) failed = true;
      ref.push(r.ms);
    }
    const queriesOf = async (url: string) => {
      counter.reset();
      await timedGet(url);
      return counter.count();
    };
    const refP95 = percentile(ref, 95);
    console.log(
      `\nLista de pedidos (GET /v4/app/pedido/cliente/{idcliente}), ${requests} chamadas de cada, uma por vez:`,
    );
    for (const v of variants) {
      const xs = times.get(v.name)!;
      const p95 = percentile(xs, 95);
      console.log(
        `  ${v.name.padEnd(22)} p50 ${percentile(xs, 50).toFixed(1).padStart(5)} ms   p95 ${p95.toFixed(1).padStart(5)} ms   ` +
          `razão p95/referência ${(p95 / refP95).toFixed(2)}   SQL por chamada ${await queriesOf(v.url)}   (meta p95 < ${TARGET_P95_MS} ms: ${p95 < TARGET_P95_MS ? 'ok' : 'ACIMA'})`,
      );
    }
    console.log(
      `  ${'referência get-order'.padEnd(22)} p50 ${percentile(ref, 50).toFixed(1).padStart(5)} ms   p95 ${refP95.toFixed(1).padStart(5)} ms   SQL por chamada ${await queriesOf(refUrl)}`,
    );
    console.log(`  ${machineLoad()} (depois)`);
    const plan = await api.db.query<{ 'QUERY PLAN': string }>(
      `EXPLAIN (FORMAT TEXT) SELECT p.numpedido FROM pedidos p WHERE p.idfornecedor = $1 AND (p.idcliente = $2 OR p.idprincipal = $2)
       ORDER BY p.criado_em DESC, p.numpedido DESC LIMIT 20`,
      [E.idfornecedor, me],
    );
    console.log(`  plano da página:\n${plan.map((r) => `    ${r['QUERY PLAN']}`).join('\n')}`);
    console.log(failed ? '\nFALHA: uma resposta veio errada.' : '\nTodas as respostas 200, com o total esperado.');
  });
  if (failed) process.exit(1);
}

run(main);
