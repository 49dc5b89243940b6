import 'server-only';
import { cache } from 'react';
import {
  ANONYMOUS_TOKEN,
  actionLinkResponseSchema,
  apiErrorSchema,
  availabilityAlertResponseSchema,
  carouselListResponseSchema,
  staticPageListResponseSchema,
  staticPageResponseSchema,
  type ActionLink,
  type AvailabilityAlertResponse,
  type CarouselList,
  type StaticPage,
  type StaticPageSummary,
} from '@/lib/contract';
import { env } from '@/lib/env';
import type { CatalogDelivery } from '@/lib/delivery/context';
import { GENERIC_ERROR_MESSAGE } from './errors';
import { CommerceApiError, commerceFetch, commerceFetchOrNull, DEFAULT_TIMEOUT_MS } from './fetch';

const enc = encodeURIComponent;

/** Paths of the content calls of issue 3 (spec 7, Carousels, pages). */
export const contentPaths = {
  carousels: (idfornecedor: string, page = 'HOME', delivery?: CatalogDelivery) => {
    const qs = new URLSearchParams({ page, device: 'desktop' });
    // Delivery context (issue 5): tipoentrega plus the place/store.
    for (const [k, v] of Object.entries(delivery ?? {})) if (v !== undefined) qs.set(k, String(v));
    return `/v2/app/${ANONYMOUS_TOKEN}/customizacao/carrossel/list-for-page/${enc(idfornecedor)}?${qs.toString()}`;
  },
  staticPages: (idfornecedor: string) => `/v4/pagina-estatica/${enc(idfornecedor)}/listar`,
  staticPage: (idfornecedor: string, slug: string) => `/v4/pagina-estatica/${enc(idfornecedor)}/slug/${enc(slug)}`,
  actionLink: (idfornecedor: string, codigo: string) => `/v4/link-acao/${enc(idfornecedor)}/${enc(codigo)}`,
  availabilityAlert: () => '/v4/notificacao/alerta-disponibilidade',
} as const;

const contentCache = (idfornecedor: string, what: string) => ({
  revalidate: 60,
  tags: [`supplier:${idfornecedor}`, `supplier:${idfornecedor}:${what}`],
});

/** Carousels of a page (HOME): banners and product carousels, for the shopper's delivery context. */
export function listCarousels(idfornecedor: string, page = 'HOME', delivery?: CatalogDelivery): Promise<CarouselList> {
  return listCarouselsCached(idfornecedor, page, delivery ? JSON.stringify(delivery) : '');
}

const listCarouselsCached = cache(async (idfornecedor: string, page: string, deliveryKey: string): Promise<CarouselList> => {
  const delivery = deliveryKey ? (JSON.parse(deliveryKey) as CatalogDelivery) : undefined;
  const body = await commerceFetchOrNull(contentPaths.carousels(idfornecedor, page, delivery), carouselListResponseSchema, {
    idfornecedor,
    cache: { revalidate: 30, tags: [`supplier:${idfornecedor}`, `supplier:${idfornecedor}:carousels`] },
  });
  return body ?? { carrosseis: [], possuiPreco: false };
});

/** The supplier's WEB static pages (the API filters by tag). */
export const listStaticPages = cache(async (idfornecedor: string): Promise<StaticPageSummary[]> => {
  const body = await commerceFetchOrNull(contentPaths.staticPages(idfornecedor), staticPageListResponseSchema, {
    idfornecedor,
    cache: contentCache(idfornecedor, 'pages'),
  });
  return body?.paginas ?? [];
});

/** A WEB static page, or null when unknown, not for the web or failing. */
export const getStaticPage = cache(async (idfornecedor: string, slug: string): Promise<StaticPage | null> => {
  if (!/^[a-zA-Z0-9-]{1,120}$/.test(slug)) return null;
  try {
    const body = await commerceFetchOrNull(contentPaths.staticPage(idfornecedor, slug), staticPageResponseSchema, {
      idfornecedor,
      cache: contentCache(idfornecedor, 'pages'),
    });
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
    const body = await commerceFetch(contentPaths.actionLink(idfornecedor, codigo), actionLinkResponseSchema, {
      idfornecedor,
      cache: contentCache(idfornecedor, 'links'),
    });
    return body.link;
  } catch (error) {
    if (error instanceof CommerceApiError) return null;
    throw error;
  }
});

export type AlertResult =
  | { ok: true; body: AvailabilityAlertResponse }
  | { ok: false; status: number; mensagem: string };

/**
 * POST /v4/notificacao/alerta-disponibilidade. `token` is the customer's session token (Bearer)
 * when logged in; without it the API answers 401 'Faça login para continuar'.
 */
export async function subscribeAvailabilityAlert(input: {
  idfornecedor: string;
  idproduto: string;
  idcliente: string;
  token?: string | null;
}): Promise<AlertResult> {
  const headers: Record<string, string> = {
    accept: 'application/json',
    'content-type': 'application/json',
    'X-idfornecedor': input.idfornecedor,
  };
  if (input.token) headers.authorization = `Bearer ${input.token}`;
  let res: Response;
  try {
    res = await fetch(`${env().COMMERCE_API_URL}${contentPaths.availabilityAlert()}`, {
      method: 'POST',
      headers,
      cache: 'no-store',
      body: JSON.stringify({ idcliente: input.idcliente, idfornecedor: input.idfornecedor, idproduto: input.idproduto }),
      signal: AbortSignal.timeout(DEFAULT_TIMEOUT_MS),
    });
  } catch {
    return { ok: false, status: 503, mensagem: GENERIC_ERROR_MESSAGE };
  }
  let body: unknown = null;
  try {
    body = await res.json();
  } catch {
    // Not JSON.
  }
  if (res.ok) {
    const parsed = availabilityAlertResponseSchema.safeParse(body);
    if (parsed.success) return { ok: true, body: parsed.data };
    return { ok: false, status: 502, mensagem: GENERIC_ERROR_MESSAGE };
  }
  const err = apiErrorSchema.safeParse(body);
  return { ok: false, status: res.status, mensagem: err.success ? err.data.mensagem : GENERIC_ERROR_MESSAGE };
}
