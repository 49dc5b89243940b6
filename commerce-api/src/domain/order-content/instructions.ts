/** Supplier custom content: the order instructions shown when finishing an order. */
import { sanitizePageHtml } from '../../../../lib/shared/sanitize-html';
import type { Queryable } from '../../db/types';

export type CustomContentType = 'ORDER_INSTRUCTIONS';

/**
 * The supplier's content of `contentType`: its title and HTML, sanitised again with the
 * storefront's allow-list on the way out (whatever wrote it); nulls when it has none (or
 * nothing is left after sanitising).
 */
export async function getCustomContent(db: Queryable, idfornecedor: string, contentType: CustomContentType) {
  const rows = await db.query<{ titulo: string | null; conteudo: string }>(
    'SELECT titulo, conteudo FROM custom_content WHERE idfornecedor = $1 AND content_type = $2',
    [idfornecedor, contentType],
  );
  const r = rows[0];
  const conteudo = r ? sanitizePageHtml(r.conteudo) : '';
  if (!r || conteudo === '') return { contentType, titulo: null, conteudo: null };
  return { contentType, titulo: r.titulo?.trim() || null, conteudo };
}
