/**
 * Delivery context, pure: what the sealed `commerce-delivery` cookie holds, how it is
 * read for a supplier, and what travels with every catalog call. No `next/headers` here
 * (server helpers are in ./server.ts); unit-tested beside it.
 */
import type { SessionOptions } from 'iron-session';
import { z } from 'zod';

import { deliveryTypeSchema, latitude, longitude, uuid, type DeliveryType } from '../contract/common';
import { formatCep } from '../rules/cep';
import { resolveDeliveryType, type AccessContext, type SupplierTags } from '../rules/delivery';
import { isSecureContext, sessionCookiePath, type CookieContext } from '../session/config';

export const DELIVERY_COOKIE = 'commerce-delivery';
/** The shopper's place is remembered for 90 days. */
export const DELIVERY_TTL_SECONDS = 90 * 24 * 60 * 60;
/** A context handed to another supplier (transfer link) is valid for 2 minutes. */
export const TRANSFER_TTL_SECONDS = 120;

export const chosenStoreSchema = z.object({
  idloja: uuid.nullish(),
  nome: z.string().min(1).max(200),
  descricao_endereco_loja: z.string().max(400),
  lat: latitude,
  lng: longitude,
});
export type ChosenStore = z.infer<typeof chosenStoreSchema>;

/** What the cookie holds (also the body of a transfer link). */
export const deliveryContextSchema = z.object({
  /** Supplier the context was set on: a cookie of another supplier is ignored. */
  idfornecedor: uuid,
  tipoEntrega: deliveryTypeSchema.default('DELIVERY'),
  cep: z
    .string()
    .regex(/^\d{8}$/)
    .nullish(),
  lat: latitude.nullish(),
  lng: longitude.nullish(),
  textoendereco: z.string().max(400).nullish(),
  /** A saved address of the logged-in customer. */
  idendereco: uuid.nullish(),
  loja: chosenStoreSchema.nullish(),
  /** The shopper picked (or was sent to) this supplier for their place. */
  fornecedorEscolhido: z.boolean().default(false),
});
export type DeliveryContext = z.infer<typeof deliveryContextSchema>;
export type DeliveryContextInput = z.input<typeof deliveryContextSchema>;

/** An empty context for a supplier (delivery by default, no place). */
export function emptyContext(idfornecedor: string): DeliveryContext {
  return { idfornecedor, tipoEntrega: 'DELIVERY', fornecedorEscolhido: false };
}

/**
 * The context of supplier `idfornecedor` from whatever the cookie held: invalid data, or data of
 * another supplier, gives an empty context. The type is forced to what the supplier offers.
 */
export function readContext(raw: unknown, idfornecedor: string, tags: SupplierTags): DeliveryContext {
  const parsed = deliveryContextSchema.safeParse(raw);
  const ctx =
    parsed.success && parsed.data.idfornecedor.toLowerCase() === idfornecedor.toLowerCase()
      ? parsed.data
      : emptyContext(idfornecedor);
  return { ...ctx, tipoEntrega: resolveDeliveryType(tags, ctx.tipoEntrega) };
}

/** True when the context has a point or a saved address (the shopper said where they are). */
export function hasPlace(ctx: Pick<DeliveryContext, 'idendereco' | 'lat' | 'lng'>): boolean {
  return !!ctx.idendereco || (typeof ctx.lat === 'number' && typeof ctx.lng === 'number');
}

/** The access-gate view of a context (lib/rules/delivery requiresAddress / requiresSupplierChoice). */
export function accessContext(ctx: DeliveryContext): AccessContext {
  return { idendereco: ctx.idendereco ?? null, lat: ctx.lat ?? null, fornecedorEscolhido: ctx.fornecedorEscolhido };
}

/** The context with a new place (store kept only for pickup). */
export function withPlace(
  ctx: DeliveryContext,
  place: { cep?: string | null; lat: number; lng: number; textoendereco?: string | null; idendereco?: string | null },
): DeliveryContext {
  return {
    ...ctx,
    cep: place.cep ?? null,
    lat: place.lat,
    lng: place.lng,
    textoendereco: place.textoendereco ?? null,
    idendereco: place.idendereco ?? null,
  };
}

/** The context without a place ('Infelizmente ainda não atendemos este endereço': address cleared). */
export function withoutPlace(ctx: DeliveryContext): DeliveryContext {
  return { ...ctx, cep: null, lat: null, lng: null, textoendereco: null, idendereco: null, fornecedorEscolhido: false };
}

/** Changing the type keeps the place; the chosen store only means something for pickup. */
export function withType(ctx: DeliveryContext, tipoEntrega: DeliveryType, tags: SupplierTags): DeliveryContext {
  const tipo = resolveDeliveryType(tags, tipoEntrega);
  return { ...ctx, tipoEntrega: tipo, loja: tipo === 'RETIRADA' ? (ctx.loja ?? null) : null };
}

/**
 * What travels with every catalog call (spec 7: listaprodutos `tipoentrega`, product detail
 * `tipoEntrega`, carousels `tipoentrega`): the type, and the saved address or the point, and the
 * chosen store. Keys are query-string names of listaprodutos; they are part of the URL, so they
 * are part of the fetch cache key.
 */
export type CatalogDelivery = {
  tipoentrega: DeliveryType;
  idendereco?: string;
  lat?: number;
  lng?: number;
  idloja?: string;
};

export function catalogDelivery(ctx: DeliveryContext | null | undefined): CatalogDelivery | undefined {
  if (!ctx) return undefined;
  const out: CatalogDelivery = { tipoentrega: ctx.tipoEntrega };
  if (ctx.idendereco) out.idendereco = ctx.idendereco;
  else if (typeof ctx.lat === 'number' && typeof ctx.lng === 'number') {
    out.lat = Number(ctx.lat.toFixed(6));
    out.lng = Number(ctx.lng.toFixed(6));
  }
  if (ctx.tipoEntrega === 'RETIRADA' && ctx.loja?.idloja) out.idloja = ctx.loja.idloja;
  return out;
}

/** Cookie options: sealed, httpOnly, SameSite=Lax, scoped like the session cookie. */
export function deliveryCookieOptions(ctx: CookieContext, password: string): SessionOptions {
  return {
    cookieName: DELIVERY_COOKIE,
    password,
    ttl: DELIVERY_TTL_SECONDS,
    cookieOptions: {
      httpOnly: true,
      sameSite: 'lax',
      secure: isSecureContext(ctx),
      path: sessionCookiePath(ctx.base),
    },
  };
}

/** One line for the header: 'Receber em 05435-000' + 'Rua Harmonia…', or 'Retirada em Loja…' + its address. */
export function describeContext(ctx: DeliveryContext): { rotulo: string; detalhe: string | null } {
  if (ctx.tipoEntrega === 'RETIRADA') {
    return ctx.loja
      ? { rotulo: `Retirada em ${ctx.loja.nome}`, detalhe: ctx.loja.descricao_endereco_loja || null }
      : { rotulo: 'Retirada', detalhe: 'Escolha a loja' };
  }
  if (!hasPlace(ctx)) return { rotulo: 'Entrega', detalhe: 'Informe seu CEP' };
  return {
    rotulo: ctx.cep ? `Receber em ${formatCep(ctx.cep)}` : 'Receber no endereço',
    detalhe: ctx.textoendereco ?? null,
  };
}
