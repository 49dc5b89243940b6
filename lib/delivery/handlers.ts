import 'server-only';

import type { z } from 'zod';

import { defineRouteHandler, wantsJson } from '@/lib/actions/define-route-handler';
import { lookupSuppliersAt } from '@/lib/commerce/delivery';
import { ADDRESS_MESSAGES, type Supplier } from '@/lib/contract';
import { offeredDeliveryTypes, resolveDeliveryType } from '@/lib/rules/delivery';
import { sellsOnlyToCompanies } from '@/lib/rules/supplier-audience';
import { isSecureContext } from '@/lib/session/config';
import { flashCookieHeader } from '@/lib/session/flash';
import { cookieContext } from '@/lib/session/server';
import { supplierHref } from '@/lib/supplier-url';

import { firstIssue, type DeliveryResult, type SupplierOption } from './api';
import { emptyContext, withoutPlace, withPlace, type DeliveryContext } from './context';
import { apiFailureMessage } from './failure';
import { classifySelection, formatDistance, notServedFlash, notServedMessage, segmentLabel } from './selection';
import { saveDelivery, storedDelivery, transferHref, whiteLabelSlug, type CurrentDelivery } from './server';

/** Helpers of the `app/[supplier]/api/entrega/**` route handlers. */

const NO_STORE = { 'cache-control': 'no-store' };

/** JSON for fetch() callers; a 303 (with a one-shot message) for plain HTML forms without JavaScript. */
export async function answer(request: Request, base: string, result: DeliveryResult, status = 200): Promise<Response> {
  if (wantsJson(request)) return Response.json(result, { status, headers: NO_STORE });
  const home = supplierHref(base, '/');
  const headers = new Headers({ ...NO_STORE, location: home });
  if (result.resultado === 'escolha') {
    // Without JavaScript the choice list is a page of links: the first option is the current supplier.
    const first = result.opcoes[0];
    if (first) headers.set('location', first.destino);
  } else if (result.resultado === 'naoAtende') {
    // Never a move by itself: back home with the explanation (the other suppliers named).
    headers.append('set-cookie', flashCookieHeader(notServedFlash(result), isSecureContext(await cookieContext())));
  } else if (!result.ok)
    headers.append('set-cookie', flashCookieHeader(result.erro, isSecureContext(await cookieContext())));
  return new Response(null, { status: 303, headers });
}

const deliveryError = (mensagem: string, nivel: 'aviso' | 'erro' = 'erro'): DeliveryResult => ({
  ok: false,
  resultado: 'erro',
  erro: mensagem,
  nivel,
});

export type DeliveryRequest<T> = {
  supplier: Supplier;
  base: string;
  /** The parsed body. */
  body: T;
  /** The answer: JSON for fetch(), a 303 for a plain HTML form (see `answer`). */
  reply: (result: DeliveryResult, status?: number) => Promise<Response>;
  /** An error answer (pt-BR message) with its status. */
  refuse: (mensagem: string, status: number) => Promise<Response>;
};

/**
 * A POST handler of `app/[supplier]/api/entrega/**` (defineRouteHandler): same origin only (else
 * 403), the request's supplier (else 404), the JSON or form body parsed by `schema` (else 400 with
 * the field's own pt-BR message, or `invalid`), then `handle`.
 */
export function withDeliveryRequest<S extends z.ZodType>(
  schema: S,
  invalid: string,
  handle: (r: DeliveryRequest<z.output<S>>) => Promise<Response>,
) {
  const refuser = (request: Request, base: string) => (mensagem: string, status: number) =>
    answer(request, base, deliveryError(mensagem), status);
  return defineRouteHandler({
    tenant: 'supplier',
    notFound: () => Response.json(deliveryError(ADDRESS_MESSAGES.semFornecedores), { status: 404, headers: NO_STORE }),
    body: schema as z.ZodType<z.output<S>>,
    invalid: (error, { request, base }) => refuser(request, base)(firstIssue(error, invalid), 400),
    handle: ({ supplier, base, body, request }) =>
      handle({
        supplier,
        base,
        body,
        reply: (result, status = 200) => answer(request, base, result, status),
        refuse: refuser(request, base),
      }),
  });
}

export type Place = {
  cep: string | null;
  lat: number;
  lng: number;
  textoendereco: string | null;
  idendereco?: string | null;
};

/**
 * The supplier look-up for a place and what follows (spec 4 "Supplier selection"): nobody → the
 * warning and the place cleared; this supplier only → stored here; this one among several → the
 * choice list (each option a transfer link); this one not among them → the explanation with the
 * suppliers that do serve it (companies-only ones never offered to a consumer), nothing stored
 * and nobody moved until the shopper chooses.
 */
export async function applyPlace(
  supplier: Supplier,
  base: string,
  place: Place,
  tipoPedido: DeliveryContext['tipoEntrega'] | undefined,
  { cliente, comprador }: Pick<CurrentDelivery, 'cliente' | 'comprador'>,
): Promise<DeliveryResult> {
  const ctx = await storedDelivery(supplier);
  const tipoEntrega = resolveDeliveryType(supplier.tag, tipoPedido ?? ctx.tipoEntrega);
  let found;
  try {
    found = await lookupSuppliersAt({
      tipoEntrega,
      idfornecedor: supplier.idfornecedor,
      ...(place.idendereco && cliente
        ? { idendereco: place.idendereco, token: cliente.token, idcliente: cliente.idcliente }
        : { lat: place.lat, lng: place.lng }),
    });
  } catch (error) {
    const mensagem = apiFailureMessage(error, ADDRESS_MESSAGES.falhaOutrosFornecedores);
    if (mensagem === ADDRESS_MESSAGES.falhaOutrosFornecedores) {
      console.error('[entrega] consulta de fornecedores falhou:', error instanceof Error ? error.message : 'erro');
    }
    return deliveryError(mensagem);
  }
  const outcome = classifySelection(
    found.fornecedores,
    supplier.idfornecedor,
    whiteLabelSlug(),
    comprador,
    place.idendereco && cliente ? 'endereco-salvo' : 'cep',
  );
  if (outcome.kind === 'nenhum') {
    await saveDelivery({ ...withoutPlace(ctx), tipoEntrega });
    return deliveryError(outcome.mensagem, 'aviso');
  }
  const shared = base !== '';
  const contextFor = (target: Supplier): DeliveryContext => {
    const here = target.idfornecedor === supplier.idfornecedor;
    const start = here ? ctx : emptyContext(target.idfornecedor);
    return {
      ...withPlace(start, place),
      tipoEntrega: resolveDeliveryType(target.tag, tipoEntrega),
      loja: here ? (start.loja ?? null) : null,
      fornecedorEscolhido: true,
    };
  };
  if (outcome.kind === 'unico') {
    await saveDelivery(contextFor(outcome.fornecedor));
    return { ok: true, resultado: 'atual' };
  }
  const opcoes: SupplierOption[] = await Promise.all(
    outcome.opcoes.map(async (f) => {
      const loja = f.lojas?.[0] ?? null;
      return {
        idfornecedor: f.idfornecedor,
        nome: f.nome,
        segmento: segmentLabel(f),
        loja: loja?.nome ?? null,
        distancia: formatDistance(loja?.distancia ?? f.distancia ?? null),
        atual: f.idfornecedor === supplier.idfornecedor,
        somenteEmpresas: sellsOnlyToCompanies(f.tag),
        destino: await transferHref(f, contextFor(f), shared),
      };
    }),
  );
  if (outcome.kind === 'escolha') return { ok: true, resultado: 'escolha', opcoes };
  return {
    ok: true,
    resultado: 'naoAtende',
    mensagem: notServedMessage(supplier.nome, place.cep, tipoEntrega),
    fornecedor: supplier.nome,
    opcoes,
    retirada: tipoEntrega === 'DELIVERY' && offeredDeliveryTypes(supplier.tag).includes('RETIRADA'),
  };
}
