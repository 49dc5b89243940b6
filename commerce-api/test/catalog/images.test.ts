import fs from 'node:fs';
import sharp from 'sharp';

import { productImagesResponseSchema, productListResponseSchema } from '../../../lib/contract';
import { DEMO_SUPPLIERS } from '../../seed/demo-world';
import { baseUrl, expectApiError, get } from '../helpers';

const E = DEMO_SUPPLIERS.emporio;

async function firstProduct() {
  const l = productListResponseSchema.parse(
    (await get(`/v2/app/token/listaprodutos/${E.slug}?limit=1&ordenacao=nome_asc`)).body,
  );
  return l.produtos[0]!;
}

describe('images', () => {
  it('all-images lists 1 to 3 root-relative urls', async () => {
    const p = await firstProduct();
    const r = await get(`/superon/imagens/${E.idfornecedor}/${p.idproduto}/all-images`);
    expect(r.status).toBe(200);
    const { imagens } = productImagesResponseSchema.parse(r.body);
    expect(imagens.length).toBeGreaterThanOrEqual(1);
    expect(imagens.length).toBeLessThanOrEqual(3);
    expect(imagens[0]!.url).toBe(p.imagem);
    imagens.forEach((i, n) => expect(i.url).toBe(`/superon/imagens/${E.idfornecedor}/${p.idproduto}/${n + 1}.webp`));
  });

  it('the listed images are WebP renditions of the SVG art, deterministic and cached', async () => {
    const p = await firstProduct();
    const bytes = async (path: string) => {
      const r = await fetch(`${baseUrl()}${path}`);
      return {
        status: r.status,
        type: r.headers.get('content-type'),
        cache: r.headers.get('cache-control'),
        body: Buffer.from(await r.arrayBuffer()),
      };
    };
    const a = await bytes(p.imagem);
    const b = await bytes(p.imagem);
    expect(a.status).toBe(200);
    expect(a.type).toBe('image/webp');
    expect(a.cache).toBe('public, max-age=31536000, immutable');
    // RIFF....WEBP
    expect(a.body.subarray(0, 4).toString('latin1')).toBe('RIFF');
    expect(a.body.subarray(8, 12).toString('latin1')).toBe('WEBP');
    expect(a.body.equals(b.body)).toBe(true);
    const banner = await bytes(`/superon/imagens/${E.idfornecedor}/banners/1.webp`);
    expect(banner.type).toBe('image/webp');
    expect(banner.body.subarray(8, 12).toString('latin1')).toBe('WEBP');
    expectApiError(await get(`/superon/imagens/${E.idfornecedor}/${p.idproduto}/9.webp`), 404);
    expectApiError(await get(`/superon/imagens/${E.idfornecedor}/banners/42.webp`), 404);
  });

  it('a product picture is a 600×600 WebP of its Fluent Emoji icon, not the old coloured shapes', async () => {
    const l = productListResponseSchema.parse(
      (await get(`/v2/app/token/listaprodutos/${E.slug}?sk=arroz&limit=10`)).body,
    );
    const p = l.produtos.find((x) => x.nome.startsWith('Arroz branco'))!;
    for (const n of [1, 2, 3]) {
      const r = await fetch(`${baseUrl()}${p.imagem.replace(/1\.webp$/, `${n}.webp`)}`);
      if (r.status === 404) continue; // products have 1 to 3 pictures
      const meta = await sharp(Buffer.from(await r.arrayBuffer())).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', 600, 600]);
    }
    const svg = await get(p.imagem.replace(/\.webp$/, '.svg'));
    expect(svg.text).toContain('data-icon="cooked-rice"');
    // The icon as the Fluent Emoji package has it (devDependency), not the API's vendored copy.
    const set = JSON.parse(fs.readFileSync(require.resolve('@iconify-json/fluent-emoji/icons.json'), 'utf8')) as {
      icons: Record<string, { body: string }>;
    };
    const icon = set.icons['cooked-rice']!;
    const paths = [...icon.body.matchAll(/ d="([^"]+)"/g)].map((m) => m[1]!);
    expect(paths.length).toBeGreaterThan(3);
    for (const d of paths) expect(svg.text).toContain(` d="${d}"`);
    expect(svg.text).not.toMatch(
      /<circle cx="300" cy="230" r="120"|<rect x="190" y="120" width="220"|<path d="M300 100 L430 340/,
    );
    // The shop's own wording stays out of the picture (it is a photo), but names it for assistive tech.
    expect(svg.text).toContain(`aria-label="${p.nome}`);
  });

  it('product SVGs are deterministic, typed, cached and sandboxed', async () => {
    const p = await firstProduct();
    const svgUrl = p.imagem.replace(/\.webp$/, '.svg');
    const a = await get(svgUrl);
    const b = await get(svgUrl);
    expect(a.status).toBe(200);
    expect(a.headers.get('content-type')).toBe('image/svg+xml');
    expect(a.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(a.headers.get('content-security-policy')).toBe("default-src 'none'; style-src 'unsafe-inline'");
    expect(a.text).toBe(b.text);
    expect(a.text).toContain('<svg');
    expect(a.text).not.toMatch(/<script|href=/i);
  });

  it('names are XML-escaped', async () => {
    const l = productListResponseSchema.parse(
      (await get(`/v2/app/token/listaprodutos/${DEMO_SUPPLIERS.adega.slug}?sk=moet&limit=1`)).body,
    );
    const p = l.produtos[0]!;
    const svg = await get(p.imagem.replace(/\.webp$/, '.svg'));
    expect(svg.text).toContain('Moët &amp; Chandon');
    expect(svg.text).not.toContain('Moët & Chandon');
  });

  it('logo and banners', async () => {
    const logo = await get(`/superon/imagens/${E.idfornecedor}/logo.svg`);
    expect(logo.status).toBe(200);
    expect(logo.headers.get('content-type')).toBe('image/svg+xml');
    expect(logo.text).toContain(E.cores.primaria);
    // A wordmark of the whole name, not initials.
    expect(logo.text).toContain('>Empório</text>');
    expect(logo.text).toContain('>BOM PREÇO</text>');
    const banner = await get(`/superon/imagens/${E.idfornecedor}/banners/1.svg`);
    expect(banner.status).toBe(200);
    expect(banner.text).toContain('<svg');
    // A scene of the shop's products with the banner's title.
    expect(banner.text.match(/data-icon="/g)?.length).toBeGreaterThanOrEqual(3);
    expect(banner.text).toContain('Hortifrúti');
    const webp = await fetch(`${baseUrl()}/superon/imagens/${E.idfornecedor}/banners/1.webp`);
    const meta = await sharp(Buffer.from(await webp.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 1440, 400]);
  });

  it('unknown images are 404 JSON, bad ids 400', async () => {
    const p = await firstProduct();
    expectApiError(await get(`/superon/imagens/${E.idfornecedor}/${p.idproduto}/9.svg`), 404);
    expectApiError(
      await get(`/superon/imagens/${E.idfornecedor}/00000000-0000-4000-8000-000000000000/all-images`),
      404,
      'Produto não encontrado',
    );
    expectApiError(await get(`/superon/imagens/${E.idfornecedor}/nao-uuid/all-images`), 400, /Produto inválido/);
    expectApiError(await get('/superon/imagens/nao-existe/logo.svg'), 404, 'Fornecedor não encontrado');
  });
});
