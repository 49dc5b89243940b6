import {
  STATIC_PAGE_WEB_TAG,
  type ActionLink,
  type Carousel,
  type StaticPage,
  type StaticPageSummary,
} from '../../../lib/contract';
import { sanitizePageHtml } from '../../../lib/shared/sanitize-html';
import type { Db, Queryable } from '../db/types';
import type { AuthContext } from './caller';
import { PRODUCT_COLS, toSummary, type PriceOptions, type ProductRow } from './catalog';
import { DomainError, forbidden, notFound } from './errors';
import { countSend } from './identity/send-caps';
import { findProductByRef, type ProductRef } from './product-ref';
import { getSupplierRow } from './suppliers';

// ---------------------------------------------------------------- static pages

export type PageInput = {
  idpagina: string;
  idfornecedor: string;
  slug: string;
  titulo: string;
  /** Raw supplier HTML: sanitized here, never stored as given. */
  html: string;
  tags: string[];
  ordem: number;
  atualizado_em?: string;
};

/** The only write path of static pages: sanitizes the HTML and inserts or replaces by (supplier, slug). */
export async function savePage(db: Queryable, p: PageInput): Promise<void> {
  await db.query(
    `INSERT INTO paginas_estaticas (idpagina, idfornecedor, slug, titulo, html, tags, ordem, atualizado_em)
     VALUES ($1, $2, $3, $4, $5, $6::text[], $7, $8)
     ON CONFLICT (idfornecedor, slug) DO UPDATE
       SET titulo = EXCLUDED.titulo, html = EXCLUDED.html, tags = EXCLUDED.tags, ordem = EXCLUDED.ordem,
           atualizado_em = EXCLUDED.atualizado_em`,
    [
      p.idpagina,
      p.idfornecedor,
      p.slug,
      p.titulo,
      sanitizePageHtml(p.html),
      p.tags,
      p.ordem,
      p.atualizado_em ?? '2025-01-01T00:00:00Z',
    ],
  );
}

export const pageNotFound = () => notFound('Página não encontrada', 'PAGINA_NAO_ENCONTRADA');

export async function listWebPages(db: Queryable, idfornecedor: string): Promise<StaticPageSummary[]> {
  const rows = await db.query<{ idpagina: string; slug: string; titulo: string; tags: string[] }>(
    `SELECT idpagina, slug, titulo, tags FROM paginas_estaticas
     WHERE idfornecedor = $1 AND $2 = ANY(tags) ORDER BY ordem, titulo, slug`,
    [idfornecedor, STATIC_PAGE_WEB_TAG],
  );
  return rows.map((r) => ({ idpagina: r.idpagina, slug: r.slug, titulo: r.titulo, tag: r.tags }));
}

export async function getWebPage(db: Queryable, idfornecedor: string, slug: string): Promise<StaticPage> {
  const rows = await db.query<{
    idpagina: string;
    slug: string;
    titulo: string;
    html: string;
    tags: string[];
    atualizado_em: Date | string;
  }>(
    `SELECT idpagina, slug, titulo, html, tags, atualizado_em FROM paginas_estaticas
     WHERE idfornecedor = $1 AND slug = $2 AND $3 = ANY(tags)`,
    [idfornecedor, slug.toLowerCase(), STATIC_PAGE_WEB_TAG],
  );
  const r = rows[0];
  if (!r || !r.html.trim()) throw pageNotFound();
  return {
    idpagina: r.idpagina,
    slug: r.slug,
    titulo: r.titulo,
    // Sanitized when stored; again here so that rows written by other means never leak markup.
    html: sanitizePageHtml(r.html),
    tag: r.tags,
    atualizado_em: new Date(r.atualizado_em).toISOString(),
  };
}

// ---------------------------------------------------------------- carousels

type CarouselRow = {
  idcarrossel: string;
  titulo: string;
  tipo_conteudo: 'STATIC_IMAGES' | 'PRODUTOS';
  ordem: number;
  imagens: { url: string; alt: string; link: string }[];
  produtos: string[];
};

export async function listCarousels(
  db: Queryable,
  idfornecedor: string,
  q: { page: string; idcarrossel?: string; loadProdutos: boolean; tipoentrega?: 'DELIVERY' | 'RETIRADA' },
  price: PriceOptions,
): Promise<Carousel[]> {
  const rows = await db.query<CarouselRow>(
    `SELECT idcarrossel, titulo, tipo_conteudo, ordem, imagens, produtos FROM carrosseis
     WHERE idfornecedor = $1 AND upper(pagina) = $2 AND ($3::uuid IS NULL OR idcarrossel = $3::uuid)
     ORDER BY ordem, titulo, idcarrossel`,
    [idfornecedor, q.page, q.idcarrossel ?? null],
  );
  const ids = q.loadProdutos
    ? [...new Set(rows.filter((r) => r.tipo_conteudo === 'PRODUTOS').flatMap((r) => r.produtos))]
    : [];
  const products = ids.length
    ? await db.query<ProductRow>(
        `SELECT ${PRODUCT_COLS} FROM produtos p WHERE p.idfornecedor = $1 AND p.idproduto = ANY($2::uuid[])
           AND ($3::text IS NULL OR $3::text = ANY(p.tipos_entrega))`,
        [idfornecedor, ids, q.tipoentrega ?? null],
      )
    : [];
  const byId = new Map(products.map((p) => [p.idproduto, p]));
  return rows.map((r) => ({
    idcarrossel: r.idcarrossel,
    titulo: r.titulo,
    tipo_conteudo: r.tipo_conteudo,
    ordem: r.ordem,
    imagens: r.tipo_conteudo === 'STATIC_IMAGES' ? r.imagens : [],
    produtos:
      r.tipo_conteudo === 'PRODUTOS' && q.loadProdutos
        ? r.produtos.flatMap((id) => {
            const p = byId.get(id);
            return p ? [toSummary(p, price)] : [];
          })
        : [],
  }));
}

// ---------------------------------------------------------------- action links

export async function getActionLink(db: Queryable, idfornecedor: string, codigo: string): Promise<ActionLink> {
  const rows = await db.query<{
    codigo: string;
    tipo: ActionLink['tipo'];
    destino: string;
    itens: ActionLink['itens'] | null;
  }>('SELECT codigo, tipo, destino, itens FROM links_acao WHERE idfornecedor = $1 AND lower(codigo) = lower($2)', [
    idfornecedor,
    codigo,
  ]);
  const r = rows[0];
  if (!r) throw notFound('Link não encontrado', 'LINK_NAO_ENCONTRADO');
  return { codigo: r.codigo, tipo: r.tipo, destino: r.destino, ...(r.itens ? { itens: r.itens } : {}) };
}

// ---------------------------------------------------------------- availability alerts

/** The caller must be the logged-in customer named in the body: 401 for visitors, 403 for another customer. */
export function alertCustomer(auth: AuthContext, idcliente: string): string {
  if (!auth.cliente) throw new DomainError('unauthenticated', 'NAO_AUTENTICADO', 'Faça login para continuar');
  if (auth.cliente.idcliente.toLowerCase() !== idcliente.toLowerCase()) {
    throw forbidden('Você não tem permissão para alterar alertas de outro cliente');
  }
  return auth.cliente.idcliente;
}

export type AlertRequest = ProductRef & { idcliente: string; idfornecedor: string };

/**
 * Subscribes the calling customer (`alertCustomer`) to the product's availability alert, or
 * (`subscribe: false`) cancels it. Idempotent; answers the product's id. A subscription (each an
 * email to come) counts against the send caps (identity/send-caps.ts); a cancellation does not.
 */
export async function setAvailabilityAlert(
  db: Db,
  auth: AuthContext,
  req: AlertRequest,
  subscribe: boolean,
  address: string,
): Promise<string> {
  const idcliente = alertCustomer(auth, req.idcliente);
  const f = await getSupplierRow(db, req.idfornecedor);
  const p = await findProductByRef(db, f.idfornecedor, req);
  if (subscribe) {
    const [c] = await db.query<{ email: string | null }>('SELECT email FROM clientes WHERE idcliente = $1', [
      idcliente,
    ]);
    await countSend(db, 'alerta-disponibilidade', { conta: idcliente, destino: c?.email, endereco: address });
  }
  if (subscribe)
    await subscribeAlert(db, {
      idcliente,
      idfornecedor: f.idfornecedor,
      idproduto: p.idproduto,
      idcadastroextraproduto: p.idcadastroextraproduto,
    });
  else await unsubscribeAlert(db, idcliente, p.idproduto);
  return p.idproduto;
}

/** Whether the calling customer (`alertCustomer`) is subscribed to the product's availability alert. */
export async function hasAvailabilityAlert(
  db: Queryable,
  auth: AuthContext,
  idcliente: string,
  idproduto: string,
): Promise<boolean> {
  const own = alertCustomer(auth, idcliente);
  const rows = await db.query('SELECT 1 FROM alertas_disponibilidade WHERE idcliente = $1 AND idproduto = $2', [
    own,
    idproduto,
  ]);
  return rows.length > 0;
}

/** Subscribes (idempotent: a second call changes nothing). */
export async function subscribeAlert(
  db: Queryable,
  a: { idcliente: string; idfornecedor: string; idproduto: string; idcadastroextraproduto: string | null },
): Promise<void> {
  await db.query(
    `INSERT INTO alertas_disponibilidade (idcliente, idproduto, idfornecedor, idcadastroextraproduto)
     VALUES ($1, $2, $3, $4) ON CONFLICT (idcliente, idproduto) DO NOTHING`,
    [a.idcliente, a.idproduto, a.idfornecedor, a.idcadastroextraproduto],
  );
}

/** Unsubscribes (idempotent). */
export async function unsubscribeAlert(db: Queryable, idcliente: string, idproduto: string): Promise<void> {
  await db.query('DELETE FROM alertas_disponibilidade WHERE idcliente = $1 AND idproduto = $2', [idcliente, idproduto]);
}
