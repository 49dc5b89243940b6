import { imageEndpoints } from '../../../lib/contract/images';
import { bannerImageSvg, listProductImages, productImageSvg, supplierLogoSvg } from '../domain/images';
import { webpFromSvg, type Rendition } from '../domain/raster';
import { defineRoute, type RawResult } from '../http/router';

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
    : {
        kind: 'raw',
        contentType: r.contentType,
        body: r.body,
        headers: { 'Cache-Control': 'public, max-age=31536000, immutable' },
      };
}

export const imageRoutes = [
  defineRoute(imageEndpoints.listProductImages, async ({ db, params }) => {
    return { imagens: await listProductImages(db, params.idfornecedor, params.idproduto) };
  }),

  defineRoute(imageEndpoints.getProductImageSvg, async ({ db, params }) => {
    return svg(await productImageSvg(db, params.idfornecedor, params.idproduto, params.n));
  }),

  // The product is read and checked on every request; only the encoding is cached.
  defineRoute(imageEndpoints.getProductImageWebp, async ({ db, params }) => {
    return raster(await webpFromSvg(await productImageSvg(db, params.idfornecedor, params.idproduto, params.n)));
  }),

  defineRoute(imageEndpoints.getSupplierLogo, async ({ db, params }) => {
    return svg(await supplierLogoSvg(db, params.idfornecedor));
  }),

  defineRoute(imageEndpoints.getBannerSvg, async ({ db, params }) => {
    return svg(await bannerImageSvg(db, params.idfornecedor, params.n));
  }),

  defineRoute(imageEndpoints.getBannerWebp, async ({ db, params }) => {
    return raster(await webpFromSvg(await bannerImageSvg(db, params.idfornecedor, params.n)));
  }),
];
