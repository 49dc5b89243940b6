/**
 * Plays the attendant against a running commerce API, so QA can see the cart lock:
 *
 *   npm run demo:atendente [-- --fornecedor emporio] [--cliente consumidor] [--desconto 10] [--liberar]
 *
 * Logs the demo client in (its cart gets two products when empty), logs the supplier's attendant
 * in and sets, on the first line, a negotiated price `desconto`% below the current one. The client
 * then sees the cart locked (bloqueio_atendimento, canal MANUAL) until the unlock button. With
 * `--liberar` the attendant removes its prices instead. API: COMMERCE_API_URL (default
 * http://127.0.0.1:4000). Every call goes through its lib/contract descriptor.
 */
import { z } from 'zod';

import {
  DEMO_ACCOUNTS,
  DEMO_ATTENDANTS,
  DEMO_PASSWORD,
  DEMO_SUPPLIERS,
  type DemoAccountKey,
  type DemoSupplierKey,
} from '../commerce-api/seed/demo-world';
import { attendantEndpoints } from '../lib/contract/attendant';
import { cartEndpoints, type Cart } from '../lib/contract/cart';
import { catalogEndpoints } from '../lib/contract/catalog';
import { buildPath, buildQuery, type AnyEndpoint, type CallAuth } from '../lib/contract/endpoint';
import { identityEndpoints } from '../lib/contract/identity';
import { formatBRL } from '../lib/rules/money';

const BASE = (process.env.COMMERCE_API_URL || 'http://127.0.0.1:4000').replace(/\/$/, '');

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i === -1 ? fallback : (process.argv[i + 1] ?? fallback);
}

type Args = {
  params?: Record<string, string>;
  query?: Record<string, unknown>;
  body?: unknown;
  auth?: CallAuth;
  bearer?: string;
};

async function call<T>(endpoint: AnyEndpoint, a: Args = {}): Promise<T> {
  const url = BASE + buildPath(endpoint, a.params ?? {}, a.auth) + buildQuery(a.query);
  const r = await fetch(url, {
    method: endpoint.method,
    headers: { 'content-type': 'application/json', ...(a.bearer ? { Authorization: `Bearer ${a.bearer}` } : {}) },
    body: a.body === undefined ? undefined : JSON.stringify(a.body),
  });
  const json = (await r.json()) as unknown;
  if (!r.ok)
    throw new Error(
      `${endpoint.method} ${endpoint.path}: ${r.status} ${(json as { mensagem?: string }).mensagem ?? ''}`,
    );
  return (endpoint.response as z.ZodType).parse(json) as T;
}

function show(title: string, c: Cart): void {
  console.log(`\n${title}`);
  for (const p of c.produtosSelecionados) {
    const negotiated = p.precoatendente !== null ? `  (negociado: ${formatBRL(p.precoatendente)})` : '';
    console.log(
      `  ${String(p.quantidade).padStart(6)} × ${p.nome.padEnd(42)} ${p.preconf === null ? '—' : formatBRL(p.preconf)}${negotiated}`,
    );
  }
  console.log(
    `  total ${c.totalCompras === null ? '—' : formatBRL(c.totalCompras)} · bloqueio_atendimento=${c.bloqueio_atendimento} · canalVenda=${c.canalVenda}`,
  );
}

async function main(): Promise<void> {
  const supplierKey = arg('fornecedor', 'emporio') as DemoSupplierKey;
  const clientKey = arg('cliente', 'consumidor') as DemoAccountKey;
  const pct = Number(arg('desconto', '10'));
  const f = DEMO_SUPPLIERS[supplierKey];
  const client = DEMO_ACCOUNTS[clientKey];
  const attendant = DEMO_ATTENDANTS[supplierKey];
  if (!f || !client || !attendant || !(pct > 0 && pct < 100))
    throw new Error('Uso: --fornecedor emporio|atacado|adega --cliente <conta demo> --desconto 1..99');

  const login = await call<{ token: string; usuario: { idcliente: string } }>(identityEndpoints.authenticate, {
    body: { cpf: client.login, senha: DEMO_PASSWORD, idfornecedor: f.idfornecedor, tokenOrigin: 'commerce' },
  });
  const auth = { token: login.token, idcliente: login.usuario.idcliente };
  const cartArgs = { params: { idcliente: auth.idcliente }, auth, query: { idfornecedor: f.idfornecedor } };
  let cart = await call<Cart>(cartEndpoints.getCart, cartArgs);
  if (cart.produtosSelecionados.length === 0) {
    const list = await call<{ produtos: { idproduto: string; disponivel: boolean }[] }>(catalogEndpoints.listProducts, {
      params: { idfornecedor: f.slug },
      auth,
      query: { limit: 10 },
    });
    const two = list.produtos.filter((p) => p.disponivel).slice(0, 2);
    cart = await call<Cart>(cartEndpoints.saveCart, {
      ...cartArgs,
      body: { cartItens: two.map((p) => ({ idproduto: p.idproduto, quantidade: 2 })) },
    });
  }
  show(`Carrinho de ${client.nome} em ${f.nome}`, cart);

  const att = await call<{ token: string }>(attendantEndpoints.authenticateAttendant, {
    body: { cpf: attendant.email, senha: DEMO_PASSWORD, idfornecedor: f.idfornecedor, tokenOrigin: 'commerce' },
  });
  const first = cart.produtosSelecionados[0];
  if (!first) throw new Error('O carrinho do cliente está vazio.');
  const liberar = process.argv.includes('--liberar');
  const precoatendente = liberar ? null : Math.round(((first.preconf ?? 0) * (100 - pct)) / 100);
  const after = await call<Cart>(attendantEndpoints.setAttendantPrices, {
    params: { idfornecedor: f.idfornecedor, idcliente: auth.idcliente },
    bearer: att.token,
    body: {
      itens: cart.produtosSelecionados.map((p) => ({
        idproduto: p.idproduto,
        precoatendente: p === first ? precoatendente : p.precoatendente,
      })),
    },
  });
  show(
    liberar
      ? `${attendant.nome} retirou os preços negociados`
      : `${attendant.nome} negociou ${first.nome} (${pct}% abaixo)`,
    after,
  );
  if (!liberar)
    console.log(
      `\nEntre como ${client.login} (senha ${DEMO_PASSWORD}) em ${f.dominio}: o carrinho aparece bloqueado, com o botão para desbloquear.`,
    );
}

main().catch((e: unknown) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
