import { z } from 'zod';
import { productImagesResponseSchema } from '../../../lib/contract';
import { productImages } from '../domain/catalog';
import { webpFromSvg, type Rendition } from '../domain/raster';
import { bannerSvg, logoSvg, productSvg } from '../domain/svg';
import { getSupplierRow } from '../domain/suppliers';
import { HttpError, productNotFound } from '../http/errors';
import { defineRoute, type RawResult } from '../http/router';
import type { Queryable } from '../db/types';
import { idOuSlug } from './common';

const TAGS = ['Imagens'];
const SVG = { contentType: 'image/svg+xml', description: 'Imagem SVG gerada de forma determinística' };
const WEBP = { contentType: 'image/webp', description: 'A mesma imagem em WebP (SVG quando o servidor não tem como rasterizar)' };

const imageNumber = z.coerce
  .number({ message: 'Imagem inválida' })
  .int('Imagem inválida')
  .min(1, 'Imagem inválida')
  .max(99, 'Imagem inválida');
const productId = z.uuid({ message: 'Produto inválido' });

function svg(body: string): RawResult {
  return {
    kind: 'raw',
    contentType: 'image/svg+xml',
    body,
    headers: {
      'Cache-Control': 'public, max-age=31536000, immutable',
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
    },
  };
}

function raster(r: Rendition): RawResult {
  return r.contentType === 'image/svg+xml'
    ? svg(r.body.toString('utf8'))
    : { kind: 'raw', contentType: r.contentType, body: r.body, headers: { 'Cache-Control': 'public, max-age=31536000, immutable' } };
}

async function productImageSvg(db: Queryable, a: string, b: string, n: number): Promise<string> {
  const p = await productForImage(db, a, b);
  if (n > p.qtd_imagens) throw notFoundImage();
  return productSvg({ nome: p.nome, marca: p.marca, setorKey: `${p.idfornecedor}:${p.setor_slug}`, n, seed: p.idproduto });
}

async function bannerImageSvg(db: Queryable, a: string, n: number): Promise<string> {
  const f = await getSupplierRow(db, a);
  const rows = await db.query<{ imagens: { alt: string }[] }>(
    `SELECT imagens FROM carrosseis WHERE idfornecedor = $1 AND tipo_conteudo = 'STATIC_IMAGES' ORDER BY ordem LIMIT 1`,
    [f.idfornecedor],
  );
  const img = rows[0]?.imagens[n - 1];
  const titulo = img?.alt ?? (n === 1 ? f.nome : null);
  if (!titulo) throw notFoundImage();
  const t = f.tema;
  return bannerSvg({ titulo, primaria: t.cor_primaria, secundaria: t.cor_secundaria, auxiliar: t.cor_auxiliar, texto: t.cor_texto });
}

async function productForImage(db: Queryable, supplierRef: string, idproduto: string) {
  const f = await getSupplierRow(db, supplierRef);
  const rows = await db.query<{ idproduto: string; idfornecedor: string; nome: string; marca: string | null; qtd_imagens: number; setor_slug: string }>(
    `SELECT p.idproduto, p.idfornecedor, p.nome, p.marca, p.qtd_imagens, coalesce(pai.slug, s.slug) AS setor_slug
     FROM produtos p JOIN setores s ON s.idsetor = p.idsetor LEFT JOIN setores pai ON pai.idsetor = s.idsetorpai
     WHERE p.idfornecedor = $1 AND p.idproduto = $2`,
    [f.idfornecedor, idproduto],
  );
  if (!rows[0]) throw productNotFound();
  return rows[0];
}

const notFoundImage = () => new HttpError(404, 'IMAGEM_NAO_ENCONTRADA', 'Imagem não encontrada');

export const imageRoutes = [
  defineRoute({
    method: 'GET',
    path: '/superon/imagens/{a}/{b}/all-images',
    summary: 'Lista as imagens (1 a 3) de um produto; URLs relativas à raiz.',
    tags: TAGS,
    params: z.object({ a: idOuSlug, b: productId }),
    response: productImagesResponseSchema,
    async handler({ db, params }) {
      return { imagens: productImages(await productForImage(db, params.a, params.b)) };
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/superon/imagens/{a}/{b}/{n}.svg',
    summary: 'Imagem n de um produto (SVG determinístico: cor do setor, forma simples e nome).',
    tags: TAGS,
    params: z.object({ a: idOuSlug, b: productId, n: imageNumber }),
    response: SVG,
    async handler({ db, params }) {
      return svg(await productImageSvg(db, params.a, params.b, params.n));
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/superon/imagens/{a}/{b}/{n}.webp',
    summary: 'Imagem n de um produto em WebP (a que all-images lista; a mesma arte do SVG).',
    tags: TAGS,
    params: z.object({ a: idOuSlug, b: productId, n: imageNumber }),
    response: WEBP,
    async handler({ db, params }) {
      // The product is read and checked on every request; only the encoding is cached.
      return raster(await webpFromSvg(await productImageSvg(db, params.a, params.b, params.n)));
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/superon/imagens/{a}/logo.svg',
    summary: 'Logo do fornecedor (SVG gerado com as cores do tema).',
    tags: TAGS,
    params: z.object({ a: idOuSlug }),
    response: SVG,
    async handler({ db, params }) {
      const f = await getSupplierRow(db, params.a);
      return svg(logoSvg({ nome: f.nome, primaria: f.tema.cor_primaria, auxiliar: f.tema.cor_auxiliar, texto: f.tema.cor_texto }));
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/superon/imagens/{a}/banners/{n}.svg',
    summary: 'Banner n do carrossel de imagens do fornecedor (SVG gerado).',
    tags: TAGS,
    params: z.object({ a: idOuSlug, n: imageNumber }),
    response: SVG,
    async handler({ db, params }) {
      return svg(await bannerImageSvg(db, params.a, params.n));
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/superon/imagens/{a}/banners/{n}.webp',
    summary: 'Banner n do carrossel de imagens do fornecedor, em WebP.',
    tags: TAGS,
    params: z.object({ a: idOuSlug, n: imageNumber }),
    response: WEBP,
    async handler({ db, params }) {
      return raster(await webpFromSvg(await bannerImageSvg(db, params.a, params.n)));
    },
  }),
];
