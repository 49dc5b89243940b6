import { contentEndpoints } from '../../../lib/contract/content';
import { priceOptionsFor } from '../domain/catalog';
import { sendContactMessage } from '../domain/contact';
import {
  getActionLink,
  getWebPage,
  hasAvailabilityAlert,
  listCarousels,
  listWebPages,
  setAvailabilityAlert,
} from '../domain/content';
import { getSupplierRow } from '../domain/suppliers';
import { defineRoute } from '../http/router';

export const contentRoutes = [
  defineRoute(contentEndpoints.listCarousels, async ({ db, params, query, auth }) => {
    const f = await getSupplierRow(db, params.idfornecedor);
    const price = await priceOptionsFor(db, f, auth, query.idformapagamento);
    return { carrosseis: await listCarousels(db, f.idfornecedor, query, price), possuiPreco: !price.hidden };
  }),

  defineRoute(contentEndpoints.listStaticPages, async ({ db, params }) => {
    const f = await getSupplierRow(db, params.idfornecedor);
    return { paginas: await listWebPages(db, f.idfornecedor) };
  }),

  defineRoute(contentEndpoints.getStaticPage, async ({ db, params }) => {
    const f = await getSupplierRow(db, params.idfornecedor);
    return { pagina: await getWebPage(db, f.idfornecedor, params.slug) };
  }),

  defineRoute(contentEndpoints.getActionLink, async ({ db, params }) => {
    const f = await getSupplierRow(db, params.idfornecedor);
    return { link: await getActionLink(db, f.idfornecedor, params.codigo) };
  }),

  defineRoute(contentEndpoints.subscribeAvailabilityAlert, async ({ db, body, auth, clientAddress }) => ({
    inscrito: true,
    idproduto: await setAvailabilityAlert(db, auth, body, true, clientAddress),
    mensagem: 'Avisaremos você quando o produto estiver disponível.',
  })),

  defineRoute(contentEndpoints.getAvailabilityAlert, async ({ db, params, auth }) => {
    const inscrito = await hasAvailabilityAlert(db, auth, params.idcliente, params.idproduto);
    return {
      inscrito,
      idproduto: params.idproduto,
      mensagem: inscrito ? 'Avisaremos você quando o produto estiver disponível.' : '',
    };
  }),

  defineRoute(contentEndpoints.unsubscribeAvailabilityAlert, async ({ db, body, auth, clientAddress }) => ({
    inscrito: false,
    idproduto: await setAvailabilityAlert(db, auth, body, false, clientAddress),
    mensagem: 'Alerta de disponibilidade cancelado.',
  })),

  defineRoute(contentEndpoints.sendContactMessage, async ({ db, params, body, clientAddress }) =>
    sendContactMessage(db, params.idfornecedor, body, clientAddress),
  ),
];
