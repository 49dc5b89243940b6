import 'server-only';

import { headers } from 'next/headers';
import { redirect, unstable_rethrow } from 'next/navigation';
import { z } from 'zod';

import { CommerceApiError } from '@/lib/commerce/errors';
import { isRateLimited, rateLimitResult } from '@/lib/commerce/rate-limit';
import { IDENTITY_MESSAGES } from '@/lib/contract';
import { FOREIGN_ORIGIN_MESSAGE, isSameOrigin } from '@/lib/security/origin';
import { absoluteOnVisitorOrigin } from '@/lib/session/flow';

import { requestCustomer, requestSupplier, type CustomerContext, type SupplierContext } from './context';

/**
 * The one way a server action starts (components/<feature>/actions.ts):
 *
 *   export const saveThingAction = defineAction({
 *     input: z.tuple([thingSchema]),        // or formData(z.object({...})) for a <form action>
 *     session: 'customer',                  // 'none' | 'supplier' | 'customer'
 *     fallback: 'Não foi possível salvar',  // any error that is not an API refusal
 *     run: async ({ input: [thing], account, supplier }) => { ...; return { ok: true } },
 *   });
 *
 * In this order, in one place: the same-origin check (a foreign Origin → 'Origem da requisição não
 * permitida', the action never runs), the request's supplier / logged-in customer (none →
 * `noSupplier` / 'Sessão expirada, efetue login novamente'), the input parsed by its zod schema
 * (refused → the first pt-BR message, and each field's own in `campos`), then `run`. Whatever
 * `run` throws is mapped by `mapActionError`: Next's redirects rethrown, an API 429 → `destino`
 * (the too-many-request page the client follows), an API refusal (4xx) → its pt-BR message,
 * anything else logged and answered with `fallback`.
 *
 * Refusals are `ActionFailure`s; `reply` reshapes them for actions whose callers expect something
 * else (`asFormState` for useActionState forms, `ignoreFailure` for plain form posts). The result is
 * an `async function`, as Next requires of every export of a 'use server' file.
 */

/** A refused action: pt-BR message, per-field messages, and the page to go to (HTTP 429). */
export type ActionFailure = {
  ok: false;
  erro: string;
  campos?: Record<string, string>;
  /** Page the client must go to (429). */
  destino?: string;
  /** The API's own reason when `erro` is a generic message (shown under it). */
  detalhe?: string;
};
export type ActionResult<T = object> = ({ ok: true } & T) | ActionFailure;

/** State of a form driven by useActionState. `destino`: HTTP 429, the form follows it (followRateLimit). */
export type FormState = {
  ok: boolean;
  mensagem: string;
  detalhe?: string;
  campos?: Record<string, string>;
  destino?: string;
} | null;

export const FORBIDDEN_RESULT = { ok: false as const, erro: FOREIGN_ORIGIN_MESSAGE };
export const EXPIRED_RESULT = { ok: false as const, erro: IDENTITY_MESSAGES.sessaoExpirada };

export type SessionNeed = 'none' | 'supplier' | 'customer';
type SessionContext<N extends SessionNeed> = N extends 'customer'
  ? CustomerContext
  : N extends 'supplier'
    ? SupplierContext
    : object;

/** How an error thrown while serving the action becomes a refusal. */
export type ErrorMapping = {
  /** Message for an error that is not an API refusal (network, 5xx, bug); it is logged. */
  fallback: string;
  /** HTTP 429: the refusal's message (default: the API's). `false`: an ordinary API refusal (no `destino`). */
  rateLimit?: string | false;
  /** An API refusal (4xx) answered otherwise than with its own message; undefined → its message. */
  apiError?: (error: CommerceApiError) => ActionFailure | undefined;
  /** Log prefix of unexpected errors. */
  scope?: string;
};

/** The API refused the call (4xx): its pt-BR message is meant for the visitor. */
export function isApiRefusal(error: unknown): error is CommerceApiError {
  return error instanceof CommerceApiError && error.status >= 400 && error.status < 500;
}

/**
 * An error thrown while serving an action as its refusal. Redirects and other Next control-flow
 * errors are rethrown; the storefront base places the too-many-request page.
 */
export function mapActionError(error: unknown, base: string, mapping: ErrorMapping): ActionFailure {
  unstable_rethrow(error);
  if (mapping.rateLimit !== false && isRateLimited(error)) {
    return rateLimitResult(error, base, mapping.rateLimit)!;
  }
  if (isApiRefusal(error)) {
    return mapping.apiError?.(error) ?? { ok: false, erro: error.message };
  }
  logUnexpected(error, mapping.scope);
  return { ok: false, erro: mapping.fallback };
}

/** Logs an error unless it is an API refusal (4xx, whose pt-BR message is the answer). */
export function logUnexpected(error: unknown, scope = 'acao'): void {
  if (isApiRefusal(error)) return;
  console.error(`[${scope}] falha na chamada à API:`, error instanceof Error ? error.message : 'erro');
}

/** A zod failure as a refusal: the first message as `erro`, each field's first message in `campos`. */
function invalidInput(error: z.ZodError, message?: string): ActionFailure {
  if (message !== undefined) return { ok: false, erro: message };
  const campos: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issue.path.findLast((p): p is string => typeof p === 'string');
    if (field !== undefined) campos[field] ??= issue.message;
  }
  return {
    ok: false,
    erro: error.issues[0]?.message ?? 'Dados inválidos',
    ...(Object.keys(campos).length ? { campos } : {}),
  };
}

/** zod's own messages (a schema without a message of its own) in Brazilian Portuguese. */
const ptBR = z.locales.ptBR().localeError;

/** The arguments of a `<form action>` (`formData`) or a useActionState form (`state, formData`). */
export type FormArgs = [formData: FormData] | [state: unknown, formData: FormData | undefined];

/**
 * Input of a form action: the text fields of its FormData (the last argument; first value of each
 * name, files left out) parsed by `schema`. A missing field is `undefined`.
 */
export function formData<S extends z.ZodType>(schema: S): z.ZodType<z.output<S>, FormArgs> {
  return z
    .array(z.unknown())
    .transform((args, ctx): unknown => {
      const form = args.at(-1);
      if (!(form instanceof FormData)) {
        ctx.addIssue({ code: 'custom', message: 'Formulário inválido' });
        return z.NEVER;
      }
      const fields: Record<string, string> = {};
      for (const [name, value] of form.entries()) if (typeof value === 'string') fields[name] ??= value;
      return fields;
    })
    .pipe(schema) as unknown as z.ZodType<z.output<S>, FormArgs>;
}

/** `reply` of a useActionState form: the refusal as its FormState. */
export function asFormState(failure: ActionFailure): Exclude<FormState, null> {
  const { erro, ok, ...rest } = failure;
  return { ok, mensagem: erro, ...rest };
}

/** `reply` of an action whose caller expects nothing back (a refusal is logged or silent). */
export function ignoreFailure(): undefined {
  return undefined;
}

/**
 * `reply` of a plain `<form action>` (full page, no JavaScript): HTTP 429 → a redirect to the
 * too-many-request page on the visitor's origin; any other refusal answers nothing.
 */
export async function redirectOnRateLimit(failure: ActionFailure): Promise<undefined> {
  if (failure.destino) redirect(await absoluteOnVisitorOrigin(failure.destino));
  return undefined;
}

type ActionContext<N extends SessionNeed, I> = SessionContext<N> & { input: I };

export type ActionDefinition<Args extends unknown[], I, N extends SessionNeed, S, F> = ErrorMapping & {
  /**
   * The argument list: `z.tuple([...])` for a call from client code, `formData(z.object({...}))`
   * for a form. Omitted: the action takes no arguments.
   */
  input?: z.ZodType<I, Args>;
  /** A refused input answers this fixed message (no `campos`) instead of the fields' own. */
  invalid?: string;
  /** 'supplier': the request's supplier; 'customer': also the logged-in customer. */
  session: N;
  /** No supplier for this request (session 'supplier'); default `fallback`. */
  noSupplier?: string;
  /** How a refusal reaches the caller; default the ActionFailure itself. */
  reply?: (failure: ActionFailure) => F | Promise<F>;
  run: (ctx: ActionContext<N, I>) => Promise<S>;
};

export function defineAction<
  Args extends unknown[] = [],
  I = undefined,
  N extends SessionNeed = SessionNeed,
  S = unknown,
  F = ActionFailure,
>(def: ActionDefinition<Args, I, N, S, F>): (...args: Args) => Promise<S | F> {
  const reply = def.reply ?? ((failure: ActionFailure) => failure as F);
  return async function action(...args: Args): Promise<S | F> {
    if (!isSameOrigin(await headers())) return reply(FORBIDDEN_RESULT);
    let base = '';
    try {
      let session: object = {};
      if (def.session !== 'none') {
        const ctx = def.session === 'customer' ? await requestCustomer() : await requestSupplier();
        if (!ctx)
          return reply(
            def.session === 'customer' ? EXPIRED_RESULT : { ok: false, erro: def.noSupplier ?? def.fallback },
          );
        session = ctx;
        base = ctx.base;
      }
      let input = undefined as I;
      if (def.input) {
        const parsed = def.input.safeParse(args, { error: ptBR });
        if (!parsed.success) return reply(invalidInput(parsed.error, def.invalid));
        input = parsed.data;
      }
      return await def.run({ ...session, input } as ActionContext<N, I>);
    } catch (error) {
      return reply(mapActionError(error, base, def));
    }
  };
}
