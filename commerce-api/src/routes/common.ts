import { z } from 'zod';

import { idOuSlug, idOuSlugOuDominio, tokenSegment } from '../../../lib/contract';
import { badRequest } from '../http/errors';

export { idOuSlug, idOuSlugOuDominio, tokenSegment };

/** Path param validators shared by routes. */
export const tokenParams = z.object({ token: tokenSegment });

/** Reads the supplier from X-idfornecedor (or a fallback query value); 400 when missing/invalid. */
export function supplierFromHeader(headers: Record<string, string | string[] | undefined>, fallback?: string): string {
  const raw = headers['x-idfornecedor'];
  const v = (Array.isArray(raw) ? raw[0] : raw)?.trim() || fallback;
  if (!v) {
    throw badRequest('Cabeçalho inválido: X-idfornecedor — Informe o fornecedor', {
      'X-idfornecedor': 'Informe o fornecedor',
    });
  }
  const r = idOuSlug.safeParse(v);
  if (!r.success) {
    throw badRequest('Cabeçalho inválido: X-idfornecedor — Fornecedor inválido', {
      'X-idfornecedor': 'Fornecedor inválido',
    });
  }
  return r.data;
}

/** The supplier of X-idfornecedor when the header is sent (validated like supplierFromHeader), else null. */
export function supplierFromHeaderIfSent(headers: Record<string, string | string[] | undefined>): string | null {
  return headers['x-idfornecedor'] ? supplierFromHeader(headers) : null;
}
