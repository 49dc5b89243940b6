import 'server-only';

import { headers } from 'next/headers';
import { redirect, unstable_rethrow } from 'next/navigation';

import { createHandoff } from '@/lib/commerce/identity';
import type { Supplier, User } from '@/lib/contract';
import { sanitizeReturnTo } from '@/lib/rules/return-to';
import { supplierHref, supplierOrigin } from '@/lib/supplier-url';
import { visitorHost, visitorProtocol } from '@/lib/tenant/visitor-host';

import { holdsUnapproved } from './can-submit';

/** Same-supplier relative path to return to (path relative to the storefront base). */
export function returnPath(base: string, raw: string | null | undefined): string {
  const clean = sanitizeReturnTo(raw ?? '/');
  return supplierHref(base, clean);
}

/**
 * Absolute URL on the visitor's own origin. Server actions must redirect with it: a relative
 * redirect is rendered by Next on its internal host, which skips the host-based supplier
 * resolution of the middleware.
 */
export async function absoluteOnVisitorOrigin(path: string): Promise<string> {
  if (/^https?:\/\//i.test(path)) return path;
  return `${await visitorOrigin()}${path}`;
}

/** `proto://host` of the visitor's request (the middleware checked the host); '' without a host. */
export async function visitorOrigin(): Promise<string> {
  const h = await headers();
  const host = visitorHost(h);
  return host ? `${visitorProtocol(h)}://${host}` : '';
}

/** Server-action redirect to a same-supplier path (sanitized), on the visitor's origin. */
export async function redirectWithin(base: string, raw: string): Promise<never> {
  redirect(await absoluteOnVisitorOrigin(returnPath(base, raw)));
}

/**
 * Where the browser goes after a login: the pending screen when the supplier holds unapproved
 * users; else the page they came from. On a shared host (base ≠ '') the session moves to the
 * supplier's own domain through a single-use handoff code.
 */
export async function destinationAfterLogin(
  token: string,
  usuario: Pick<User, 'cadastro_aprovado' | 'email'>,
  supplier: Supplier,
  base: string,
  voltar: string | null | undefined,
): Promise<string> {
  const pending = !usuario.cadastro_aprovado && holdsUnapproved(supplier.tag);
  const path = pending ? '/cadastro-em-analise' : sanitizeReturnTo(voltar ?? '/');
  if (base !== '' && usuario.email) {
    try {
      return await handoffUrl(token, supplier, usuario.email, path);
    } catch (error) {
      unstable_rethrow(error);
      // Stay on the shared host: the session is valid here too.
    }
  }
  return supplierHref(base, path);
}

export async function handoffUrl(token: string, supplier: Supplier, email: string, path: string): Promise<string> {
  const { codigo } = await createHandoff(token, supplier.idfornecedor);
  const qs = path && path !== '/' ? `?voltar=${encodeURIComponent(path)}` : '';
  return `${supplierOrigin(supplier)}/login-token/${encodeURIComponent(codigo)}/${encodeURIComponent(email)}${qs}`;
}
