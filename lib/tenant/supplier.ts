/**
 * The supplier as the tenant resolution sees it: host normalisation, its domains, and the picks
 * from a `{fornecedores}` answer. Shared by the middleware lookup (lib/tenant/lookup.ts) and the
 * server-side client (lib/commerce/suppliers.ts). Free of React, `next/headers` and `server-only`.
 */
import { DEFAULT_THEME_ID, type Supplier } from '@/lib/contract/supplier';

import { AGE_CHECK_TAG } from './age-gate';

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

/** Picks, from the suppliers of a look-up, the one that owns `host`. */
export function pickByHost<S extends Supplier>(fornecedores: readonly S[], host: string): S | null {
  const wanted = normalizeHost(host);
  return fornecedores.find((s) => supplierDomains(s).includes(wanted)) ?? null;
}

/** Picks, from the suppliers of a look-up, the one whose UUID or slug is `idOrSlug`. */
export function pickByIdOrSlug<S extends Supplier>(fornecedores: readonly S[], idOrSlug: string): S | null {
  const wanted = idOrSlug.toLowerCase();
  return fornecedores.find((s) => s.idfornecedor.toLowerCase() === wanted || s.slug.toLowerCase() === wanted) ?? null;
}

export const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const ID_OR_SLUG_RE = /^[a-zA-Z0-9-]{1,120}$/;
