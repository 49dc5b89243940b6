/**
 * Generated images: product pictures, the supplier's logo and the carousel banners, as
 * deterministic SVG art. The HTTP layer (routes/images.ts) encodes and caches them.
 */
import { bannerSvg, logoSvg, productSvg } from '../../seed/art';
import type { Queryable } from '../db/types';
import { productImages } from './catalog';
import { notFound, productNotFound } from './errors';
import { getSupplierRow } from './suppliers';

const imageNotFound = () => notFound('Imagem não encontrada', 'IMAGEM_NAO_ENCONTRADA');

async function productForImage(db: Queryable, supplierRef: string, idproduto: string) {
  const f = await getSupplierRow(db, supplierRef);
  const rows = await db.query<{
    idproduto: string;
    idfornecedor: string;
    nome: string;
    marca: string | null;
    qtd_imagens: number;
    setor_slug: string;
  }>(
    `SELECT p.idproduto, p.idfornecedor, p.nome, p.marca, p.qtd_imagens, coalesce(pai.slug, s.slug) AS setor_slug
     FROM produtos p JOIN setores s ON s.idsetor = p.idsetor LEFT JOIN setores pai ON pai.idsetor = s.idsetorpai
     WHERE p.idfornecedor = $1 AND p.idproduto = $2`,
    [f.idfornecedor, idproduto],
  );
  if (!rows[0]) throw productNotFound();
  return rows[0];
}

/** The images (1 to 3) of a product: root-relative URLs and alt texts. */
export async function listProductImages(db: Queryable, supplierRef: string, idproduto: string) {
  return productImages(await productForImage(db, supplierRef, idproduto));
}

/** Image n of a product (colour of its sector, a simple shape and its name). */
export async function productImageSvg(
  db: Queryable,
  supplierRef: string,
  idproduto: string,
  n: number,
): Promise<string> {
  const p = await productForImage(db, supplierRef, idproduto);
  if (n > p.qtd_imagens) throw imageNotFound();
  return productSvg({
    nome: p.nome,
    marca: p.marca,
    setorKey: `${p.idfornecedor}:${p.setor_slug}`,
    n,
    seed: p.idproduto,
  });
}

/** Banner n of the supplier's image carousel (the first banner falls back to the supplier's name). */
export async function bannerImageSvg(db: Queryable, supplierRef: string, n: number): Promise<string> {
  const f = await getSupplierRow(db, supplierRef);
  const rows = await db.query<{ imagens: { alt: string }[] }>(
    `SELECT imagens FROM carrosseis WHERE idfornecedor = $1 AND tipo_conteudo = 'STATIC_IMAGES' ORDER BY ordem LIMIT 1`,
    [f.idfornecedor],
  );
  const img = rows[0]?.imagens[n - 1];
  const titulo = img?.alt ?? (n === 1 ? f.nome : null);
  if (!titulo) throw imageNotFound();
  const t = f.tema;
  return bannerSvg({
    titulo,
    primaria: t.cor_primaria,
    secundaria: t.cor_secundaria,
    auxiliar: t.cor_auxiliar,
    texto: t.cor_texto,
  });
}

/** The supplier's logo, in its theme colours. */
export async function supplierLogoSvg(db: Queryable, supplierRef: string): Promise<string> {
  const f = await getSupplierRow(db, supplierRef);
  return logoSvg({
    nome: f.nome,
    primaria: f.tema.cor_primaria,
    auxiliar: f.tema.cor_auxiliar,
    texto: f.tema.cor_texto,
  });
}
