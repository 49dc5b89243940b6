import { z } from 'zod';

/** The spec's "empty id": the all-zero GUID. */
export const EMPTY_ID = '00000000-0000-0000-0000-000000000000';

/** Literal token segment used by anonymous calls (spec section 7 shows it as `token`). */
export const ANONYMOUS_TOKEN = 'token';

/**
 * Separator of the `{token}{split}{idcliente}` composite path segment.
 * `~` is URL-unreserved and never appears in a session token (base64url) nor in a UUID.
 * Example: `/v2/app/token~00000000-0000-0000-0000-000000000000/fornecedor`.
 */
export const TOKEN_SPLIT = '~';

export const uuid = z.uuid({ message: 'Identificador inválido' });

/** Integer centavos. Money never travels as a float. */
export const centavos = z.number().int();

/** Quantities may be fractional (kg, litros) and are rounded to 3 decimals. */
export const quantidade = z.number().nonnegative();

export const idOuSlug = z
  .string()
  .min(1, 'Fornecedor inválido')
  .max(120, 'Fornecedor inválido')
  .regex(/^[a-zA-Z0-9-]+$/, 'Fornecedor inválido');

/** Error body of every 4xx/5xx answer of the commerce API. */
export const apiErrorSchema = z.object({
  erro: z.literal(true),
  codigo: z.string(),
  mensagem: z.string(),
  campos: z.record(z.string(), z.string()).optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

export const deliveryTypeSchema = z.enum(['DELIVERY', 'RETIRADA']);
export type DeliveryType = z.infer<typeof deliveryTypeSchema>;

export const salesChannelSchema = z.enum(['WEB', 'MANUAL']);

/** Query booleans arrive as strings. */
export const queryBoolean = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

export const pageQuery = z.coerce
  .number({ message: 'Página inválida' })
  .int('Página inválida')
  .min(1, 'Página inválida')
  .max(100000, 'Página inválida');

export const latitude = z.coerce
  .number({ message: 'Latitude inválida' })
  .min(-90, 'Latitude inválida')
  .max(90, 'Latitude inválida');
export const longitude = z.coerce
  .number({ message: 'Longitude inválida' })
  .min(-180, 'Longitude inválida')
  .max(180, 'Longitude inválida');

/** A point: latitude and longitude in degrees. */
export const coordsSchema = z.object({ lat: latitude, lng: longitude });

/** Max length of any path parameter accepted by the commerce API. */
export const MAX_PATH_PARAM_LENGTH = 200;

/** A uuid-or-slug path segment with its own pt-BR message ('Setor inválido', 'Página inválida'…). */
export const slugOrIdSegment = (mensagem: string, max = MAX_PATH_PARAM_LENGTH) =>
  z
    .string()
    .min(1, mensagem)
    .max(max, mensagem)
    .regex(/^[a-zA-Z0-9-]+$/, mensagem);

/**
 * `{token}` path segment: the literal `token` (anonymous), a session token, or the composite
 * `<token>~<idcliente>` (see TOKEN_SPLIT).
 */
export const tokenSegment = z
  .string()
  .min(1, 'Token inválido')
  .max(MAX_PATH_PARAM_LENGTH, 'Token inválido')
  .regex(/^[A-Za-z0-9_.-]+(~[A-Za-z0-9-]+)?$/, 'Token inválido');

/** Supplier reference that may also be a host name (uuid, slug or domain, optional :port). */
export const idOuSlugOuDominio = z
  .string()
  .min(1, 'Fornecedor inválido')
  .max(253, 'Fornecedor inválido')
  .regex(/^[a-zA-Z0-9.-]+(:\d{1,5})?$/, 'Fornecedor inválido');

/** Host name as sent by the storefront (any case, optional :port). */
export const dominioQuery = z
  .string()
  .min(1, 'Domínio inválido')
  .max(253, 'Domínio inválido')
  .regex(/^[a-zA-Z0-9.-]+(:\d{1,5})?$/, 'Domínio inválido');

/** Query of a paginated list: `page` from 1 and `limit` up to `max` (default `size`). */
export const pageParams = (size: number, max: number) => ({
  page: pageQuery.default(1),
  limit: z.coerce
    .number({ message: 'Limite inválido' })
    .int('Limite inválido')
    .min(1, 'Limite inválido')
    .max(max, 'Limite inválido')
    .default(size),
});

/**
 * A page of a list (orders, quotes, invoices…): the items under `key`, the total, the page, the
 * page size and the page count. `paginated('pedidos', orderSchema)`.
 */
export function paginated<K extends string, T extends z.ZodType>(key: K, item: T) {
  return z.object({
    [key]: z.array(item),
    total: z.number().int().nonnegative(),
    page: z.number().int().positive(),
    limit: z.number().int().positive(),
    paginas: z.number().int().nonnegative(),
  } as { [k in K]: z.ZodArray<T> } & {
    total: z.ZodNumber;
    page: z.ZodNumber;
    limit: z.ZodNumber;
    paginas: z.ZodNumber;
  });
}

/** pt-BR message for text carrying NUL or other control characters (refused with a 400 everywhere). */
export const CONTROL_CHARS_MESSAGE = 'Caracteres de controle não são permitidos';

/**
 * True when `s` holds a control character: C0 (NUL…US), DEL or C1. Multi-line text (JSON bodies) may
 * keep tab, line feed and carriage return; single-line values (path, query) may not.
 */
export function hasControlChars(s: string, multiline = false): boolean {
  return (multiline ? /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/ : /[\u0000-\u001f\u007f-\u009f]/).test(s);
}

/** An order number in a path (`{numpedido}`): a positive int4. */
export const numpedidoParam = z.coerce
  .number({ message: 'Pedido inválido' })
  .int('Pedido inválido')
  .positive('Pedido inválido')
  .max(2147483647, 'Pedido inválido');

/** A calendar date 'YYYY-MM-DD' that exists. */
export const calendarDate = (mensagem: string) =>
  z
    .string({ message: mensagem })
    .regex(/^\d{4}-\d{2}-\d{2}$/, mensagem)
    .refine((v) => {
      const d = new Date(`${v}T00:00:00Z`);
      return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
    }, mensagem);
