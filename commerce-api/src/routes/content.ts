import { z } from 'zod';
import {
  actionLinkCode,
  actionLinkResponseSchema,
  availabilityAlertBodySchema,
  availabilityAlertRemoveBodySchema,
  availabilityAlertResponseSchema,
  carouselListQuerySchema,
  carouselListResponseSchema,
  staticPageListResponseSchema,
  staticPageQuerySchema,
  staticPageResponseSchema,
  staticPageSlug,
} from '../../../lib/contract';
import {
  findAlertProduct,
  getActionLink,
  getWebPage,
  listCarousels,
  listWebPages,
  subscribeAlert,
  unsubscribeAlert,
} from '../domain/content';
import { getPaymentMethods, getSupplierRow, pricesHidden } from '../domain/suppliers';
import type { AuthContext } from '../http/auth';
import { HttpError } from '../http/errors';
import { defineRoute } from '../http/router';
import { idOuSlug, tokenSegment } from './common';

/** The caller must be the logged-in customer named in the body. */
function requireCustomer(auth: AuthContext, idcliente: string): string {
  if (!auth.cliente) throw new HttpError(401, 'NAO_AUTENTICADO', 'Faça login para continuar');
  if (auth.cliente.idcliente.toLowerCase() !== idcliente.toLowerCase()) {
    throw new HttpError(403, 'ACESSO_NEGADO', 'Você não tem permissão para alterar alertas de outro cliente');
  }
  return auth.cliente.idcliente;
}

export const contentRoutes = [
  defineRoute({
    method: 'GET',
    path: '/v2/app/{token}/customizacao/carrossel/list-for-page/{idfornecedor}',
    summary:
      'Carrosséis de uma página (HOME por padrão): banners STATIC_IMAGES (sem produtos) e carrosséis de PRODUTOS; preços ocultos para visitantes quando o fornecedor exige login.',
    tags: ['Conteúdo'],
    tokenParam: 'token',
    params: z.object({ token: tokenSegment, idfornecedor: idOuSlug }),
    query: carouselListQuerySchema,
    response: carouselListResponseSchema,
    async handler({ db, params, query, auth }) {
      const f = await getSupplierRow(db, params.idfornecedor);
      const hidden = pricesHidden(f.tags, auth.cliente);
      let varianceBp = 0;
      if (query.idformapagamento && f.tags.includes('support-price-variance-by-payment')) {
        varianceBp = (await getPaymentMethods(db, f.idfornecedor)).find((p) => p.idformapagto === query.idformapagamento)?.variacao_preco_bp ?? 0;
      }
      const carrosseis = await listCarousels(db, f.idfornecedor, query, { hidden, varianceBp });
      return { carrosseis, possuiPreco: !hidden };
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/v4/pagina-estatica/{id}/listar',
    summary: 'Páginas estáticas do fornecedor publicadas na web (tag WEB), na ordem do fornecedor.',
    tags: ['Conteúdo'],
    params: z.object({ id: idOuSlug }),
    query: staticPageQuerySchema,
    response: staticPageListResponseSchema,
    async handler({ db, params }) {
      const f = await getSupplierRow(db, params.id);
      return { paginas: await listWebPages(db, f.idfornecedor) };
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/v4/pagina-estatica/{id}/slug/{slug}',
    summary: 'Uma página estática (tag WEB) com o HTML já sanitizado; 404 para páginas desconhecidas ou só do app.',
    tags: ['Conteúdo'],
    params: z.object({ id: idOuSlug, slug: staticPageSlug }),
    query: staticPageQuerySchema,
    response: staticPageResponseSchema,
    async handler({ db, params }) {
      const f = await getSupplierRow(db, params.id);
      return { pagina: await getWebPage(db, f.idfornecedor, params.slug) };
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/v4/link-acao/{b}/{a}',
    summary: 'Resolve um link de ação (b = fornecedor, a = código) para o caminho da vitrine (produto, categoria, busca, página ou itens a adicionar).',
    tags: ['Conteúdo'],
    params: z.object({ b: idOuSlug, a: actionLinkCode }),
    response: actionLinkResponseSchema,
    async handler({ db, params }) {
      const f = await getSupplierRow(db, params.b);
      return { link: await getActionLink(db, f.idfornecedor, params.a) };
    },
  }),
  defineRoute({
    method: 'POST',
    path: '/v4/notificacao/alerta-disponibilidade',
    summary: 'Inscreve o cliente logado para ser avisado quando o produto voltar a ficar disponível (idempotente).',
    tags: ['Conteúdo'],
    body: availabilityAlertBodySchema,
    response: availabilityAlertResponseSchema,
    async handler({ db, body, auth }) {
      const idcliente = requireCustomer(auth, body.idcliente);
      const f = await getSupplierRow(db, body.idfornecedor);
      const p = await findAlertProduct(db, f.idfornecedor, body);
      await subscribeAlert(db, { idcliente, idfornecedor: f.idfornecedor, ...p });
      return { inscrito: true, idproduto: p.idproduto, mensagem: 'Avisaremos você quando o produto estiver disponível.' };
    },
  }),
  defineRoute({
    method: 'POST',
    path: '/v4/notificacao/alerta-disponibilidade/remove',
    summary: 'Cancela o alerta de disponibilidade do cliente logado para o produto (idempotente).',
    tags: ['Conteúdo'],
    body: availabilityAlertRemoveBodySchema,
    response: availabilityAlertResponseSchema,
    async handler({ db, body, auth }) {
      const idcliente = requireCustomer(auth, body.idcliente);
      const f = await getSupplierRow(db, body.idfornecedor);
      const p = await findAlertProduct(db, f.idfornecedor, body);
      await unsubscribeAlert(db, idcliente, p.idproduto);
      return { inscrito: false, idproduto: p.idproduto, mensagem: 'Alerta de disponibilidade cancelado.' };
    },
  }),
];
