/**
 * bench:lighthouse's logged-in pages (issue 17 §5): a registered Empório customer with a cart of a
 * few products, one PIX order placed, and the storefront cookies a browser of theirs would carry
 * (the session through the cross-domain handoff, the delivery place through its route handler).
 */
import http from 'node:http';
import { randomUUID } from 'node:crypto';
import { DEMO_SUPPLIERS } from '../commerce-api/seed/demo-world';
import { orderCharacteristicRows } from '../commerce-api/seed/order-content';
import { stableUuid } from '../commerce-api/seed/util';
import type { ProductList } from '../lib/contract';
import { json, post, registerShoppers } from './harness';

const E = DEMO_SUPPLIERS.emporio;

/** A request to the storefront with the Host given; answers status, Set-Cookie pairs and Location. */
function storefront(url: string, host: string, init: { method?: string; headers?: Record<string, string>; body?: string } = {}) {
  const u = new URL(url);
  return new Promise<{ status: number; cookies: string[]; location: string | null }>((resolve, reject) => {
    const req = http.request(
      { host: u.hostname, port: u.port, path: u.pathname + u.search, method: init.method ?? 'GET', headers: { ...init.headers, host } },
      (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? 0, cookies: (res.headers['set-cookie'] ?? []).map((c) => c.split(';')[0]!), location: res.headers.location ?? null }));
      },
    );
    req.on('error', reject);
    req.end(init.body);
  });
}

export type PrivatePages = { cookie: string; numpedido: number };

export async function preparePrivatePages(apiUrl: string, webUrl: string, host: string): Promise<PrivatePages> {
  const [me] = await registerShoppers(apiUrl, 1, E.idfornecedor);
  const seg = `${me!.token}~${me!.idcliente}`;
  const list = await json<ProductList>(`${apiUrl}/v2/app/${seg}/listaprodutos/${E.idfornecedor}?page=1&limit=100&tipoentrega=DELIVERY`, {});
  const produtos = list.produtos.filter((p) => p.disponivel && p.preco !== null && p.granularidade === 1 && p.min_por_pedido === 1 && p.multiploincremento === 1 && !p.tags.includes('assinatura'));
  const fill = async (quantidade: number) => {
    const itens = produtos.slice(0, 5).map((p) => ({ idproduto: p.idproduto, quantidade }));
    return json<{ produtosSelecionados: { idproduto: string; quantidade: number; disponivel: boolean }[] }>(
      `${apiUrl}/v2/app/${seg}/usuario/${me!.idcliente}/cart?idfornecedor=${E.idfornecedor}`,
      post({ cartItens: itens }),
    );
  };
  const cart = await fill(2);
  const placed = await json<{ numpedido: number }>(
    `${apiUrl}/v2/app/${seg}/usuario/${me!.idcliente}/pedido`,
    post(
      {
        itens: cart.produtosSelecionados.filter((p) => p.disponivel).map((p) => ({ idproduto: p.idproduto, quantidade: p.quantidade })),
        idfornecedor: E.idfornecedor,
        tipoEntrega: 'DELIVERY',
        formaEntrega: { idformaentrega: stableUuid(`entrega:${E.slug}:0`), data_de_entrega: null },
        enderecoentrega: { idendereco: me!.idendereco },
        caracteristicas: orderCharacteristicRows('emporio')
          .filter((c) => c.obrigatoria)
          .map((c) => ({ idcaracteristica: c.idcaracteristica, valor: c.opcoes[0]! })),
        formaPagamento: { idformapagto: stableUuid(`pagto:${E.slug}:PIX`) },
      },
      { 'Idempotency-Key': randomUUID().replace(/-/g, '') },
    ),
  );
  await fill(3);

  // The session: a handoff code made with the token, consumed by the storefront's /login-token.
  const { codigo } = await json<{ codigo: string }>(`${apiUrl}/v4/auth/handoff`, post({ idfornecedor: E.idfornecedor }, { authorization: `Bearer ${seg}` }));
  const login = await storefront(`${webUrl}/login-token/${encodeURIComponent(codigo)}/${encodeURIComponent(me!.email)}`, host);
  const jar = new Map(login.cookies.map((c) => [c.split('=')[0]!, c]));
  if (![...jar.keys()].some((k) => k.startsWith('commerce-auth-token'))) throw new Error(`Sem sessão depois do /login-token (HTTP ${login.status})`);
  // The delivery place: the saved address, as the header's picker sets it.
  const place = await storefront(`${webUrl}/api/entrega/endereco`, host, {
    method: 'POST',
    headers: { cookie: [...jar.values()].join('; '), origin: `http://${host}`, 'content-type': 'application/json' },
    body: JSON.stringify({ idendereco: me!.idendereco }),
  });
  if (place.status !== 200) throw new Error(`Endereço de entrega não aplicado (HTTP ${place.status})`);
  for (const c of place.cookies) jar.set(c.split('=')[0]!, c);
  return { cookie: [...jar.values()].join('; '), numpedido: placed.numpedido };
}
