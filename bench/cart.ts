/**
 * Cart save benchmark: `npm run bench:cart [-- --lines 50] [--runs 200]`.
 *
 * Starts the commerce API in-process (PGlite in memory; with DATABASE_URL a throw-away database
 * is created on that server and dropped at the end), logs a demo customer in, warms up, then
 * measures `runs` sequential saves of a cart with `lines` lines (every save changes every
 * quantity, so each one writes) and as many loads, printing median and p95.
 */
import { performance } from 'node:perf_hooks';

import { DEMO_ACCOUNTS, DEMO_SUPPLIERS } from '../commerce-api/seed/demo-world';
import { cartEndpoints } from '../lib/contract/cart';
import { buildPath, buildQuery } from '../lib/contract/endpoint';
import { identityEndpoints } from '../lib/contract/identity';
import { arg, run, statsLine, withBenchApi } from './harness';

async function timed(url: string, init: RequestInit): Promise<number> {
  const t0 = performance.now();
  const r = await fetch(url, init);
  await r.arrayBuffer();
  const ms = performance.now() - t0;
  if (r.status !== 200) throw new Error(`${r.status} em ${url}`);
  return ms;
}

async function main(): Promise<void> {
  const lines = Number(arg('lines') ?? 50);
  const runs = Number(arg('runs') ?? 200);
  await withBenchApi('cart', async (api) => {
    const E = DEMO_SUPPLIERS.emporio;
    const who = DEMO_ACCOUNTS.principal;
    const login = await fetch(api.url + buildPath(identityEndpoints.authenticate, {}), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ cpf: who.login, senha: who.senha, idfornecedor: E.idfornecedor, tokenOrigin: 'commerce' }),
    }).then((r) => r.json() as Promise<{ token: string; usuario: { idcliente: string } }>);
    const products = await api.db.query<{ idproduto: string }>(
      'SELECT idproduto FROM produtos WHERE idfornecedor = $1 AND disponivel AND preco IS NOT NULL ORDER BY codigo LIMIT $2',
      [E.idfornecedor, lines],
    );
    if (products.length < lines) throw new Error(`Só ${products.length} produtos disponíveis`);
    const auth = { token: login.token, idcliente: login.usuario.idcliente };
    const url =
      api.url +
      buildPath(cartEndpoints.saveCart, { idcliente: auth.idcliente }, auth) +
      buildQuery({ idfornecedor: E.idfornecedor });
    // Quantities 1..3 in turn: with minimums up to 6 and granularity, every save still changes the cart.
    const body = (run: number) =>
      JSON.stringify({
        cartItens: products.map((p, i) => ({ idproduto: p.idproduto, quantidade: 1 + ((run + i) % 3) * 7 })),
      });
    const save = (run: number) =>
      timed(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: body(run) });
    const load = () => timed(url, { method: 'GET' });
    for (let i = 0; i < 20; i++) await save(i);
    const saves: number[] = [];
    const loads: number[] = [];
    for (let i = 0; i < runs; i++) {
      saves.push(await save(i));
      loads.push(await load());
    }
    const row = (name: string, xs: number[]) => console.log(statsLine(name, xs, 28));
    console.log(`\nCarrinho com ${lines} linhas, ${runs} execuções sequenciais`);
    row('POST …/cart (salvar)', saves);
    row('GET …/cart (carregar)', loads);
  });
}

run(main);
