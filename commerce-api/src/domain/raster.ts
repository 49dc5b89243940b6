/**
 * Raster renditions (WebP) of the generated SVG images. Real catalogues carry photos, and a
 * browser paints an SVG with text on the main thread (a document layout and text shaping per
 * image), which on a listing of twenty products costs more than decoding twenty small WebPs off
 * the main thread. sharp (libvips + librsvg) ships with Next's image optimizer; without it the SVG
 * is served as it is, under its own content type.
 */
import { createHash } from 'node:crypto';

type Sharp = (typeof import('sharp'))['default'];

let sharpLoad: Promise<Sharp | null> | null = null;
function loadSharp(): Promise<Sharp | null> {
  sharpLoad ??= import('sharp').then(
    (m) => m.default,
    () => null,
  );
  return sharpLoad;
}

export type Rendition = { contentType: 'image/webp' | 'image/svg+xml'; body: Buffer };

// Keyed by a hash of the SVG text, so a renamed product never gets a stale picture (and the
// key stays small: a product picture's SVG carries its emoji's paths, tens of kilobytes); an LRU
// of at most MAX_CACHED WebPs (5–25 kB each), and each process keeps its own.
const MAX_CACHED = 400;
const cache = new Map<string, Promise<Rendition>>();

export function webpFromSvg(svg: string): Promise<Rendition> {
  const key = createHash('sha1').update(svg).digest('base64');
  const hit = cache.get(key);
  if (hit) {
    cache.delete(key);
    cache.set(key, hit);
    return hit;
  }
  const made = render(svg);
  cache.set(key, made);
  if (cache.size > MAX_CACHED) cache.delete(cache.keys().next().value as string);
  // A failed render is not kept.
  made.catch(() => cache.delete(key));
  return made;
}

async function render(svg: string): Promise<Rendition> {
  const source = Buffer.from(svg, 'utf8');
  const sharp = await loadSharp();
  if (!sharp) return { contentType: 'image/svg+xml', body: source };
  try {
    return { contentType: 'image/webp', body: await sharp(source).webp({ quality: 80, effort: 4 }).toBuffer() };
  } catch {
    return { contentType: 'image/svg+xml', body: source };
  }
}
