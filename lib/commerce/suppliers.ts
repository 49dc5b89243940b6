import 'server-only';

import { cache } from 'react';

import {
  configEndpoints,
  supplierEndpoints,
  type Footer,
  type PaymentMethod,
  type Supplier,
  type Theme,
} from '@/lib/contract/supplier';
import { normalizeHost, pickByHost, pickByIdOrSlug } from '@/lib/tenant/supplier';

import { commerceCall, commerceCallOrNull } from './call';

const REVALIDATE = 60;
const tenantCache = (tenant: string, ...more: string[]) => ({
  revalidate: REVALIDATE,
  tags: [`supplier:${tenant}`, ...more.map((t) => `supplier:${tenant}:${t}`)],
});

/** The supplier that owns `host` (its `dominio` or one of its `dominio_adicionais`), or null. */
export const getSupplierByDomain = cache(async (host: string): Promise<Supplier | null> => {
  const wanted = normalizeHost(host);
  const body = await commerceCallOrNull(
    supplierEndpoints.listSuppliers,
    { query: { dominio: wanted } },
    { idfornecedor: null, cache: { revalidate: REVALIDATE, tags: [`supplier-domain:${wanted}`] } },
  );
  return body ? pickByHost(body.fornecedores, wanted) : null;
});

/** A supplier by UUID or slug, or null. */
export const getSupplier = cache(async (idOrSlug: string): Promise<Supplier | null> => {
  if (!/^[a-zA-Z0-9-]{1,120}$/.test(idOrSlug)) return null;
  const key = idOrSlug.toLowerCase();
  const body = await commerceCallOrNull(
    supplierEndpoints.listSuppliers,
    { query: { idfornecedor: key } },
    { idfornecedor: null, cache: tenantCache(key) },
  );
  return body ? pickByIdOrSlug(body.fornecedores, key) : null;
});

/** The directory of every supplier (provider home). */
export const listSuppliers = cache(async (): Promise<Supplier[]> => {
  const body = await commerceCall(
    supplierEndpoints.listSuppliers,
    {},
    { idfornecedor: null, cache: { revalidate: REVALIDATE, tags: ['suppliers'] } },
  );
  return body.fornecedores;
});

export const getTheme = cache(async (idfornecedor: string): Promise<Theme | null> => {
  const body = await commerceCallOrNull(
    configEndpoints.getTheme,
    { params: { idfornecedor } },
    { idfornecedor, cache: tenantCache(idfornecedor, 'theme') },
  );
  return body?.tema ?? null;
});

export const getFooter = cache(async (idfornecedor: string): Promise<Footer | null> => {
  const body = await commerceCallOrNull(
    configEndpoints.getFooter,
    { params: { idfornecedor } },
    { idfornecedor, cache: tenantCache(idfornecedor, 'footer') },
  );
  return body?.rodape ?? null;
});

export const getSupplierConfig = cache(async (idfornecedor: string) => {
  return commerceCallOrNull(
    configEndpoints.getSupplierConfig,
    {},
    { idfornecedor, cache: tenantCache(idfornecedor, 'config') },
  );
});

export const getStaticText = cache(async (idfornecedor: string) => {
  return commerceCallOrNull(
    configEndpoints.getStaticText,
    { params: { idfornecedor } },
    { idfornecedor, cache: tenantCache(idfornecedor, 'static-text') },
  );
});

export const getPaymentMethods = cache(async (idfornecedor: string): Promise<PaymentMethod[]> => {
  const body = await commerceCallOrNull(
    supplierEndpoints.listPaymentMethods,
    { params: { idfornecedor } },
    { idfornecedor, cache: tenantCache(idfornecedor, 'payment-methods') },
  );
  return body?.formasPagamento ?? [];
});
