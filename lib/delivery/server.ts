import 'server-only';

import { getIronSession, sealData, unsealData, type IronSession } from 'iron-session';
import { cookies, headers } from 'next/headers';
import { cache } from 'react';

import { createAddress, listAddresses, lookupCep } from '@/lib/commerce/addresses';
import type { Address, Supplier } from '@/lib/contract';
import { env } from '@/lib/env';
import { hasModuleAccess } from '@/lib/rules/delivery';
import { buyerKindOf, type BuyerKind } from '@/lib/rules/supplier-audience';
import { sessionPassword } from '@/lib/session/config';
import { cookieContext, currentAccount } from '@/lib/session/server';
import { supplierHref, supplierOrigin } from '@/lib/supplier-url';
import { STOREFRONT_PATH_HEADER } from '@/lib/tenant/headers';

import {
  accessContext,
  catalogDelivery,
  deliveryContextSchema,
  deliveryCookieOptions,
  hasPlace,
  readContext,
  TRANSFER_TTL_SECONDS,
  withPlace,
  type CatalogDelivery,
  type DeliveryContext,
} from './context';
import { accessGate, isGateExempt, relativePath, STOREFRONT_MODULES, type Gate } from './gate';

/**
 * Server helpers of the delivery context: the sealed `commerce-delivery` cookie, the
 * logged-in customer's primary address as a fallback, transfer links to another supplier, and
 * turning a visitor's place into a saved address after login or registration.
 */

type Sealed = Partial<DeliveryContext>;

async function deliveryCookie(): Promise<IronSession<Sealed>> {
  return getIronSession<Sealed>(
    await cookies(),
    deliveryCookieOptions(await cookieContext(), sessionPassword(process.env)),
  );
}

/** The context stored for this supplier (no fallback); empty when none. */
export async function storedDelivery(supplier: Pick<Supplier, 'idfornecedor' | 'tag'>): Promise<DeliveryContext> {
  const jar = await deliveryCookie();
  return readContext({ ...jar }, supplier.idfornecedor, supplier.tag);
}

/** Writes the context (route handlers and server actions only). */
export async function saveDelivery(ctx: DeliveryContext): Promise<void> {
  const parsed = deliveryContextSchema.parse(ctx);
  const jar = await deliveryCookie();
  for (const key of Object.keys(jar) as (keyof Sealed)[]) delete jar[key];
  Object.assign(jar, parsed);
  await jar.save();
}

/** The primary saved address of a logged-in customer (the first one when none is primary). */
export function primaryAddress(enderecos: readonly Address[]): Address | null {
  return enderecos.find((e) => e.primario) ?? enderecos[0] ?? null;
}

/** The context with a saved address as its place. */
export function withSavedAddress(ctx: DeliveryContext, a: Address): DeliveryContext {
  if (a.lat === null || a.lng === null)
    return { ...ctx, idendereco: a.idendereco, cep: a.cep, textoendereco: a.textoendereco };
  return withPlace(ctx, {
    idendereco: a.idendereco,
    cep: a.cep,
    lat: a.lat,
    lng: a.lng,
    textoendereco: a.textoendereco,
  });
}

export type CurrentDelivery = {
  ctx: DeliveryContext;
  /** The place came from the customer's primary address (use-primary-address), not the cookie. */
  primario: boolean;
  /** Logged-in customer: their token (server only) and id. */
  cliente: { token: string; idcliente: string } | null;
  /** Visitor, consumer (CPF) or company (CNPJ): who other suppliers may be offered to. */
  comprador: BuyerKind;
};

/**
 * The delivery context of this request on `supplier` (cached per request): the cookie; when it
 * has no place and a customer is logged in, their primary saved address.
 */
export const currentDelivery = cache(async (supplier: Supplier): Promise<CurrentDelivery> => {
  const [ctx, account] = await Promise.all([storedDelivery(supplier), currentAccount(supplier.idfornecedor)]);
  const cliente =
    account.status === 'cliente' && account.usuario.idcliente
      ? { token: account.token, idcliente: account.usuario.idcliente }
      : null;
  const comprador = buyerKindOf(account.status === 'cliente' ? account.usuario.tipo_documento : null);
  if (hasPlace(ctx) || !cliente) return { ctx, primario: false, cliente, comprador };
  try {
    const { enderecos } = await listAddresses(cliente.token, supplier.idfornecedor);
    const p = primaryAddress(enderecos);
    return p
      ? { ctx: withSavedAddress(ctx, p), primario: true, cliente, comprador }
      : { ctx, primario: false, cliente, comprador };
  } catch (error) {
    console.error('[entrega] endereços do cliente indisponíveis:', error instanceof Error ? error.message : 'erro');
    return { ctx, primario: false, cliente, comprador };
  }
});

/** What the catalog calls of this request carry (type, place, store). */
export async function catalogDeliveryFor(supplier: Supplier): Promise<CatalogDelivery | undefined> {
  return catalogDelivery((await currentDelivery(supplier)).ctx);
}

/** White-label mode: the only supplier that may be offered. */
export function whiteLabelSlug(): string | null {
  return env().WHITE_LABEL_SUPPLIER ?? null;
}

/**
 * A link that carries `ctx` to `target` (another supplier, or this one from the provider home):
 * the context is sealed (2 minutes), the target's `/api/entrega/transferir` stores it in its own
 * cookie and goes to its home. On a shared host the target is `/<slug>/…`, else its own domain.
 */
export async function transferHref(
  target: Pick<Supplier, 'slug' | 'dominio'>,
  ctx: DeliveryContext,
  sharedHost: boolean,
): Promise<string> {
  const t = await sealData(deliveryContextSchema.parse(ctx), {
    password: sessionPassword(process.env),
    ttl: TRANSFER_TTL_SECONDS,
  });
  const path = `/api/entrega/transferir?t=${encodeURIComponent(t)}`;
  return sharedHost ? supplierHref(`/${target.slug}`, path) : `${supplierOrigin(target)}${path}`;
}

/** The context of a transfer link, or null when forged, expired or malformed. */
export async function readTransfer(t: string): Promise<DeliveryContext | null> {
  if (!t || t.length > 4000) return null;
  try {
    const data = await unsealData<unknown>(t, { password: sessionPassword(process.env), ttl: TRANSFER_TTL_SECONDS });
    const parsed = deliveryContextSchema.safeParse(data);
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Number used when the visitor gave only a CEP. */
export const NO_NUMBER = 'S/N';

/**
 * After a successful login or registration on `supplier`: a visitor place (CEP/point without a
 * saved address) becomes a saved address of the customer — the one with the same CEP when it
 * exists, else a new one (street, district, city and state from the CEP look-up; number 'S/N';
 * primary when it is the first). The cookie then names it. Never fails the login.
 */
export async function adoptVisitorPlace(token: string, supplier: Supplier): Promise<void> {
  try {
    const ctx = await storedDelivery(supplier);
    if (ctx.idendereco || !ctx.cep || typeof ctx.lat !== 'number' || typeof ctx.lng !== 'number') return;
    const { enderecos } = await listAddresses(token, supplier.idfornecedor);
    let saved = enderecos.find((e) => e.cep === ctx.cep) ?? null;
    if (!saved) {
      const cep = await lookupCep(ctx.cep, supplier.idfornecedor);
      if (!cep) return;
      saved = await createAddress(token, supplier.idfornecedor, {
        descricao: 'Endereço de entrega',
        rua: cep.rua,
        numero: NO_NUMBER,
        bairro: cep.bairro,
        cidade: cep.cidade,
        uf: cep.uf,
        cep: cep.cep,
        pais: cep.pais,
        coords: { lat: ctx.lat, lng: ctx.lng },
        primario: enderecos.length === 0,
        idfornecedor: supplier.idfornecedor,
      });
    }
    await saveDelivery(withSavedAddress(ctx, saved));
  } catch (error) {
    console.error(
      '[entrega] não foi possível salvar o endereço do visitante:',
      error instanceof Error ? error.message : 'erro',
    );
  }
}

/**
 * The access gate of this request (cached): module access, then requires-address-to-access,
 * then requires-supplier-to-access (exempt pages: login, account, static pages…). The layout
 * renders the gate over product, listing and content pages (decision 0045) and instead of the
 * others, which also skip their API calls when gated.
 */
export const currentGate = cache(async (supplier: Supplier, base: string): Promise<Gate> => {
  const h = await headers();
  const path = relativePath(h.get(STOREFRONT_PATH_HEADER), base);
  if (isGateExempt(path) && hasModuleAccess(STOREFRONT_MODULES, supplier.modulos)) return null;
  const { ctx } = await currentDelivery(supplier);
  return accessGate(supplier, accessContext(ctx), path);
});
