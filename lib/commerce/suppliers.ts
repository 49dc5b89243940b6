import 'server-only';
import { cache } from 'react';
import {
  footerResponseSchema,
  paymentMethodsResponseSchema,
  staticTextResponseSchema,
  supplierConfigResponseSchema,
  supplierListResponseSchema,
  themeResponseSchema,
  type Footer,
  type PaymentMethod,
  type Supplier,
  type Theme,
} from '@/lib/contract';
import { commerceFetch, commerceFetchOrNull } from './fetch';
import { apiPaths, normalizeHost, pickByHost, pickByIdOrSlug } from './urls';

const REVALIDATE = 60;
const tenantCache = (tenant: string, ...more: string[]) => ({
  revalidate: REVALIDATE,
  tags: [`supplier:${tenant}`, ...more.map((t) => `supplier:${tenant}:${t}`)],
});

/** The supplier that owns `host` (its `dominio` or one of its `dominio_adicionais`), or null. */
export const getSupplierByDomain = cache(async (host: string): Promise<Supplier | null> => {
  const wanted = normalizeHost(host);
  const body = await commerceFetchOrNull(apiPaths.supplierByDomain(wanted), supplierListResponseSchema, {
    idfornecedor: null,
    cache: { revalidate: REVALIDATE, tags: [`supplier-domain:${wanted}`] },
  });
  return body ? pickByHost(body, wanted) : null;
});

/** A supplier by UUID or slug, or null. */
export const getSupplier = cache(async (idOrSlug: string): Promise<Supplier | null> => {
  if (!/^[a-zA-Z0-9-]{1,120}$/.test(idOrSlug)) return null;
  const key = idOrSlug.toLowerCase();
  const body = await commerceFetchOrNull(apiPaths.supplierById(key), supplierListResponseSchema, {
    idfornecedor: null,
    cache: tenantCache(key),
  });
  return body ? pickByIdOrSlug(body, key) : null;
});

/** The directory of every supplier (provider home). */
export const listSuppliers = cache(async (): Promise<Supplier[]> => {
  const body = await commerceFetch(apiPaths.supplierDirectory(), supplierListResponseSchema, {
    idfornecedor: null,
    cache: { revalidate: REVALIDATE, tags: ['suppliers'] },
  });
  return body.fornecedores;
});

export const getTheme = cache(async (idfornecedor: string): Promise<Theme | null> => {
  const body = await commerceFetchOrNull(apiPaths.theme(idfornecedor), themeResponseSchema, {
    idfornecedor,
    cache: tenantCache(idfornecedor, 'theme'),
  });
  return body?.tema ?? null;
});

export const getFooter = cache(async (idfornecedor: string): Promise<Footer | null> => {
  const body = await commerceFetchOrNull(apiPaths.footer(idfornecedor), footerResponseSchema, {
    idfornecedor,
    cache: tenantCache(idfornecedor, 'footer'),
  });
  return body?.rodape ?? null;
});

export const getSupplierConfig = cache(async (idfornecedor: string) => {
  return commerceFetchOrNull(apiPaths.supplierConfig(), supplierConfigResponseSchema, {
    idfornecedor,
    cache: tenantCache(idfornecedor, 'config'),
  });
});

export const getStaticText = cache(async (idfornecedor: string) => {
  return commerceFetchOrNull(apiPaths.staticText(idfornecedor), staticTextResponseSchema, {
    idfornecedor,
    cache: tenantCache(idfornecedor, 'static-text'),
  });
});

export const getPaymentMethods = cache(async (idfornecedor: string): Promise<PaymentMethod[]> => {
  const body = await commerceFetchOrNull(apiPaths.paymentMethods(idfornecedor), paymentMethodsResponseSchema, {
    idfornecedor,
    cache: tenantCache(idfornecedor, 'payment-methods'),
  });
  return body?.formasPagamento ?? [];
});
