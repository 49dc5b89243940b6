/**
 * URL building and response parsing shared by the server-side client (lib/commerce/*) and the
 * middleware lookup (lib/tenant/lookup.ts). Free of React, `next/headers` and `server-only`.
 */
import { AGE_CHECK_TAG } from '@/components/age-gate/constants';
import {
  ANONYMOUS_TOKEN,
  DEFAULT_THEME_ID,
  supplierListResponseSchema,
  type ProductListQuery,
  type Supplier,
} from '@/lib/contract';

const enc = encodeURIComponent;

export const apiPaths = {
  supplierByDomain: (host: string) => `/v2/app/${ANONYMOUS_TOKEN}/fornecedor?dominio=${enc(host)}`,
  supplierById: (idOrSlug: string) => `/v2/app/${ANONYMOUS_TOKEN}/fornecedor?idfornecedor=${enc(idOrSlug)}`,
  supplierDirectory: () => `/v2/app/${ANONYMOUS_TOKEN}/fornecedor`,
  theme: (idfornecedor: string) => `/v2/configuracao/fornecedor/${enc(idfornecedor)}/tema`,
  footer: (idfornecedor: string) => `/v2/app/config/fornecedor/${enc(idfornecedor)}/rodape`,
  supplierConfig: () => `/v2/app/${ANONYMOUS_TOKEN}/configuracao/fornecedor`,
  staticText: (idfornecedor: string) => `/v4/static-text/${enc(idfornecedor)}`,
  paymentMethods: (idfornecedor: string) =>
    `/v2/app/${ANONYMOUS_TOKEN}/fornecedor/${enc(idfornecedor)}/formas-pagamento`,
  categories: (idfornecedor: string) => `/v2/app/${ANONYMOUS_TOKEN}/listacategoriasprodutos/${enc(idfornecedor)}`,
  products: (idempresa: string, idfornecedor: string, query: ProductListQuery = {}) => {
    const qs = new URLSearchParams();
    for (const [key, value] of Object.entries(query)) {
      if (value === undefined || value === null || value === '') continue;
      qs.set(key, String(value));
    }
    const s = qs.toString();
    return `/v2/app/${enc(idempresa)}/listaprodutos/${enc(idfornecedor)}${s ? `?${s}` : ''}`;
  },
  product: (idfornecedor: string, idproduto: string) =>
    `/v2/app/${ANONYMOUS_TOKEN}/fornecedor/${enc(idfornecedor)}/produto/${enc(idproduto)}`,
} as const;

/** Lower-cases a host and drops the port and a trailing dot (`Emporio.localhost:3000` → `emporio.localhost`). */
export function normalizeHost(raw: string): string {
  let host = raw.trim().toLowerCase();
  if (host.startsWith('[')) {
    const end = host.indexOf(']');
    host = end === -1 ? host : host.slice(0, end + 1);
  } else {
    const colon = host.indexOf(':');
    if (colon !== -1) host = host.slice(0, colon);
  }
  return host.replace(/\.$/, '');
}

/** Every domain of a supplier (primary first), normalized. */
export function supplierDomains(supplier: Supplier): string[] {
  const all = [supplier.dominio, supplier.config.dominio.dominio, ...supplier.config.dominio.dominio_adicionais];
  return [...new Set(all.filter((d) => d && d.trim() !== '').map(normalizeHost))];
}

/** The identity the middleware needs to route a request. */
export type ResolvedSupplier = {
  id: string;
  slug: string;
  nome: string;
  /** Primary domain, normalized. */
  dominio: string;
  /** Primary and additional domains, normalized. */
  domains: string[];
  idtema: string;
  /** Adults only (tag requires-age-check): pages stay behind the age gate until it is answered. */
  ageCheck?: boolean;
};

export function toResolvedSupplier(supplier: Supplier): ResolvedSupplier {
  return {
    id: supplier.idfornecedor.toLowerCase(),
    slug: supplier.slug,
    nome: supplier.nome,
    dominio: normalizeHost(supplier.dominio),
    domains: supplierDomains(supplier),
    idtema: supplier.config.tema.idtema,
    ageCheck: supplier.tag.includes(AGE_CHECK_TAG),
  };
}

/** A supplier is served only when it exists and its theme is not the platform default. */
export function isServable(supplier: ResolvedSupplier | null | undefined): supplier is ResolvedSupplier {
  return !!supplier && supplier.idtema !== DEFAULT_THEME_ID;
}

/** Picks, from a `{fornecedores}` answer, the supplier that owns `host`. */
export function pickByHost(body: unknown, host: string): Supplier | null {
  const { fornecedores } = supplierListResponseSchema.parse(body);
  const wanted = normalizeHost(host);
  return fornecedores.find((s) => supplierDomains(s).includes(wanted)) ?? null;
}

/** Picks, from a `{fornecedores}` answer, the supplier whose UUID or slug is `idOrSlug`. */
export function pickByIdOrSlug(body: unknown, idOrSlug: string): Supplier | null {
  const { fornecedores } = supplierListResponseSchema.parse(body);
  const wanted = idOrSlug.toLowerCase();
  return fornecedores.find((s) => s.idfornecedor.toLowerCase() === wanted || s.slug.toLowerCase() === wanted) ?? null;
}

export const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const ID_OR_SLUG_RE = /^[a-zA-Z0-9-]{1,120}$/;
