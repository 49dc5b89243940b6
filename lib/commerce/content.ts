import 'server-only';

import { cache } from 'react';

import type {
  ActionLink,
  AvailabilityAlertResponse,
  CarouselList,
  ContactMessageBody,
  ContactMessageResponse,
  StaticPage,
  StaticPageSummary,
} from '@/lib/contract';
import { contentEndpoints } from '@/lib/contract/content';
import type { CatalogDelivery } from '@/lib/delivery/context';
import { catalogViewer } from '@/lib/session/viewer';

import { CommerceApiError, commerceCall, commerceCallOrNull, commerceCallResult } from './call';

const contentCache = (idfornecedor: string, what: string) => ({
  revalidate: 60,
  tags: [`supplier:${idfornecedor}`, `supplier:${idfornecedor}:${what}`],
});

/**
 * Carousels of a page (HOME): banners and product carousels, for the shopper's delivery context.
 * `only`: one carousel (`idcarrossel`), or the list without products (`loadProdutos: false`) when
 * the products of the later carousels are loaded one after the other (staggered).
 */
export function listCarousels(
  idfornecedor: string,
  page = 'HOME',
  delivery?: CatalogDelivery,
  only: { idcarrossel?: string; loadProdutos?: boolean } = {},
): Promise<CarouselList> {
  return listCarouselsCached(
    idfornecedor,
    page,
    delivery ? JSON.stringify(delivery) : '',
    only.idcarrossel ?? '',
    only.loadProdutos ?? true,
  );
}

const listCarouselsCached = cache(
  async (
    idfornecedor: string,
    page: string,
    deliveryKey: string,
    idcarrossel: string,
    loadProdutos: boolean,
  ): Promise<CarouselList> => {
    const delivery = deliveryKey ? (JSON.parse(deliveryKey) as CatalogDelivery) : undefined;
    // Delivery context: tipoentrega plus the place/store.
    const viewer = await catalogViewer(idfornecedor);
    const query = {
      page,
      device: 'desktop',
      ...delivery,
      ...(viewer.idformapagamento ? { idformapagamento: viewer.idformapagamento } : {}),
      ...(idcarrossel ? { idcarrossel } : {}),
      ...(loadProdutos ? {} : { loadProdutos: 'false' as const }),
    };
    // Carousels carry priced products: shared between visitors only.
    const cache = viewer.personal
      ? ('no-store' as const)
      : { revalidate: 30, tags: [`supplier:${idfornecedor}`, `supplier:${idfornecedor}:carousels`] };
    const body = await commerceCallOrNull(
      contentEndpoints.listCarousels,
      { params: { idfornecedor }, query, auth: viewer.auth },
      { idfornecedor, cache },
    );
    return body ?? { carrosseis: [], possuiPreco: false };
  },
);

/** The supplier's WEB static pages (the API filters by tag). */
export const listStaticPages = cache(async (idfornecedor: string): Promise<StaticPageSummary[]> => {
  const body = await commerceCallOrNull(
    contentEndpoints.listStaticPages,
    { params: { idfornecedor } },
    {
      idfornecedor,
      cache: contentCache(idfornecedor, 'pages'),
    },
  );
  return body?.paginas ?? [];
});

/** A WEB static page, or null when unknown, not for the web or failing. */
export const getStaticPage = cache(async (idfornecedor: string, slug: string): Promise<StaticPage | null> => {
  if (!/^[a-zA-Z0-9-]{1,120}$/.test(slug)) return null;
  try {
    const body = await commerceCallOrNull(
      contentEndpoints.getStaticPage,
      { params: { idfornecedor, slug } },
      {
        idfornecedor,
        cache: contentCache(idfornecedor, 'pages'),
      },
    );
    return body?.pagina ?? null;
  } catch (error) {
    if (error instanceof CommerceApiError) return null;
    throw error;
  }
});

/** An action link, or null when unknown/invalid. */
export const getActionLink = cache(async (idfornecedor: string, codigo: string): Promise<ActionLink | null> => {
  if (!/^[a-zA-Z0-9_-]{1,80}$/.test(codigo)) return null;
  try {
    const body = await commerceCall(
      contentEndpoints.getActionLink,
      { params: { idfornecedor, codigo } },
      {
        idfornecedor,
        cache: contentCache(idfornecedor, 'links'),
      },
    );
    return body.link;
  } catch (error) {
    if (error instanceof CommerceApiError) return null;
    throw error;
  }
});

export type AlertResult =
  { ok: true; body: AvailabilityAlertResponse } | { ok: false; status: number; mensagem: string };

type AlertInput = { idfornecedor: string; idproduto: string; idcliente: string; token?: string | null };

/**
 * Subscribes the customer to a product's availability alert (`inscrever`), or cancels it. `token`
 * is the customer's session token (Bearer) when logged in; without it the API answers 401 'Faça
 * login para continuar'.
 */
export async function setAvailabilityAlert(input: AlertInput, inscrever: boolean): Promise<AlertResult> {
  const result = await commerceCallResult(
    inscrever ? contentEndpoints.subscribeAvailabilityAlert : contentEndpoints.unsubscribeAvailabilityAlert,
    {
      body: { idcliente: input.idcliente, idfornecedor: input.idfornecedor, idproduto: input.idproduto },
      auth: { token: input.token },
    },
    { idfornecedor: input.idfornecedor, cache: 'no-store' },
  );
  if (result.ok) return { ok: true, body: result.data };
  return { ok: false, status: result.status, mensagem: result.mensagem };
}

export const subscribeAvailabilityAlert = (input: AlertInput) => setAvailabilityAlert(input, true);
export const unsubscribeAvailabilityAlert = (input: AlertInput) => setAvailabilityAlert(input, false);

/** Whether the logged-in customer already asked to be told (false when the API cannot say: the button still works). */
export async function hasAvailabilityAlert(input: AlertInput & { token: string }): Promise<boolean> {
  const result = await commerceCallResult(
    contentEndpoints.getAvailabilityAlert,
    { params: { idcliente: input.idcliente, idproduto: input.idproduto }, auth: { token: input.token } },
    { idfornecedor: input.idfornecedor, cache: 'no-store' },
  );
  return result.ok && result.data.inscrito;
}

/** "Fale conosco": one call keeps the message and queues it by email for the supplier (429 thrown, not redirected). */
export function sendContactMessage(idfornecedor: string, body: ContactMessageBody): Promise<ContactMessageResponse> {
  return commerceCall(
    contentEndpoints.sendContactMessage,
    { params: { idfornecedor }, body },
    { idfornecedor, cache: 'no-store', onRateLimit: 'throw' },
  );
}
