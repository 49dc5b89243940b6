/**
 * bench:lighthouse's logged-in pages: a registered Empório customer with a cart of a
 * few products, one PIX order placed, and the storefront cookies a browser of theirs would carry
 * (the session through the cross-domain handoff, the delivery place through its route handler).
 */
import { randomUUID } from 'node:crypto';

import { DEMO_ACCOUNTS, DEMO_SUPPLIERS } from '../commerce-api/seed/demo-world';
import { orderCharacteristicRows } from '../commerce-api/seed/order-content';
import { stableUuid } from '../commerce-api/seed/util';
import type { ProductList } from '../lib/contract';
import { addressEndpoints } from '../lib/contract/address';
import { buildPath } from '../lib/contract/endpoint';
import { identityEndpoints } from '../lib/contract/identity';
import { json, post, registerShoppers } from './harness';
import { storefrontSession } from './storefront-client';

const E = DEMO_SUPPLIERS.emporio;

export type PrivatePages = { cookie: string; numpedido: number };

export async function preparePrivatePages(apiUrl: string, webUrl: string, host: string): Promise<PrivatePages> {
  const [me] = await registerShoppers(apiUrl, 1, E.idfornecedor);
  const seg = `${me!.token}~${me!.idcliente}`;
  const list = await json<ProductList>(
    `${apiUrl}/v2/app/${seg}/listaprodutos/${E.idfornecedor}?page=1&limit=100&tipoentrega=DELIVERY`,
    {},
  );
  const produtos = list.produtos.filter(
    (p) =>
      p.disponivel &&
      p.preco !== null &&
      p.granularidade === 1 &&
      p.min_por_pedido === 1 &&
      p.multiploincremento === 1 &&
      !p.tags.includes('assinatura'),
  );
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
        itens: cart.produtosSelecionados
          .filter((p) => p.disponivel)
          .map((p) => ({ idproduto: p.idproduto, quantidade: p.quantidade })),
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

  // The session and the delivery place, as the shopper's browser gets them.
  const cookie = await storefrontSession(apiUrl, webUrl, host, E.idfornecedor, me!);
  return { cookie, numpedido: placed.numpedido };
}

/**
 * The Atacado's approved company of the demo world (DEMO_ACCOUNTS.empresaAprovada: prices shown only
 * to it, never to visitors), logged in through the API and handed to the storefront as its browser
 * would be, with its first saved address as the delivery place.
 */
export async function prepareCompanySession(apiUrl: string, webUrl: string, host: string): Promise<string> {
  const A = DEMO_SUPPLIERS.atacado;
  const who = DEMO_ACCOUNTS.empresaAprovada;
  const login = await json<{ token: string; usuario: { idcliente: string } }>(
    apiUrl + buildPath(identityEndpoints.authenticate, {}),
    post({ cpf: who.cpf, senha: who.senha, idfornecedor: A.idfornecedor, tokenOrigin: 'commerce' }),
  );
  const { enderecos } = await json<{ enderecos: { idendereco: string }[] }>(
    apiUrl + buildPath(addressEndpoints.listAddresses, {}, { token: login.token, idcliente: login.usuario.idcliente }),
    {},
  );
  const first = enderecos[0];
  if (!first) throw new Error('A empresa aprovada do mundo de demonstração não tem endereço salvo.');
  return storefrontSession(apiUrl, webUrl, host, A.idfornecedor, {
    token: login.token,
    idcliente: login.usuario.idcliente,
    idendereco: first.idendereco,
    cpf: who.cpf,
    email: who.email,
  });
}
