import { createHash } from 'node:crypto';

import { normalizeText } from '../../src/domain/geocoding/types';
import { placeIcon, readIcons, type Icon, type Placement, type Tint } from './emoji';
import { artIconNames, pictureFor, sceneFor } from './product-art';

/** Escapes text for XML content and attribute values. */
export function xmlEscape(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

function hashInt(s: string): number {
  return createHash('sha1').update(s).digest().readUInt32BE(0);
}

/** Deterministic pleasant colour (HSL) from a key. */
export function colourFor(key: string, s = 55, l = 42): string {
  return `hsl(${hashInt(key) % 360}, ${s}%, ${l}%)`;
}

/** Splits a product name into at most `max` lines of ~`width` characters (words kept whole when possible). */
export function wrapName(name: string, width = 16, max = 3): string[] {
  const words = name.split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let cur = '';
  for (const w of words) {
    const next = cur ? `${cur} ${w}` : w;
    if (next.length <= width || !cur) cur = next.length > width * 1.5 ? `${next.slice(0, width - 1)}…` : next;
    else {
      lines.push(cur);
      cur = w;
    }
    if (lines.length === max) break;
  }
  if (cur && lines.length < max) lines.push(cur);
  if (lines.length === max && words.join(' ').length > lines.join(' ').length) {
    lines[max - 1] = `${lines[max - 1]!.replace(/…$/, '').slice(0, width - 1)}…`;
  }
  return lines;
}

let icons: Map<string, Icon> | null = null;
/** The icons the pictures use, read from the set on first use. */
function artIcons(): Map<string, Icon> {
  icons ??= readIcons(artIconNames());
  return icons;
}

type Placed = Placement & { name: string };

/** Places icons (skipping any the set lacks), each with ids of its own. */
function placeAll(items: Placed[], idPrefix: string): string {
  const set = artIcons();
  return items
    .map((item, k) => {
      const icon = set.get(item.name);
      return icon ? placeIcon(item.name, icon, item, `${idPrefix}${k}-`) : '';
    })
    .join('');
}

const svgOpen = (w: number, h: number, label: string) =>
  `<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img" aria-label="${xmlEscape(label)}"><title>${xmlEscape(label)}</title>`;

/** Soft shadow cast on the floor by what the filter is applied to. */
const SHADOW_FILTER = (id: string, blur: number, dy: number, opacity: number) =>
  `<filter id="${id}" x="-30%" y="-30%" width="160%" height="170%" color-interpolation-filters="sRGB"><feGaussianBlur in="SourceAlpha" stdDeviation="${blur}"/><feOffset dy="${dy}" result="o"/><feComponentTransfer in="o" result="s"><feFuncA type="linear" slope="${opacity}"/></feComponentTransfer><feMerge><feMergeNode in="s"/><feMergeNode in="SourceGraphic"/></feMerge></filter>`;

/** Three shots of a product: front with its prop, a close-up, the other side on a tinted backdrop. */
const PRODUCT_SHOTS: { main: Omit<Placement, 'tint'>; accent: Omit<Placement, 'tint'> | null; tinted: boolean }[] = [
  { main: { x: 92, y: 64, size: 416 }, accent: { x: 372, y: 336, size: 190 }, tinted: false },
  { main: { x: 40, y: 30, size: 520, rotate: -8 }, accent: null, tinted: false },
  { main: { x: 136, y: 80, size: 376, flip: true }, accent: { x: 46, y: 344, size: 180, flip: true }, tinted: true },
];

/**
 * Product picture: a studio shot of the product's Fluent Emoji icon (see product-art.ts for which)
 * on a light, neutral backdrop with a floor and soft shadows. Pictures 2 and 3 are other shots of
 * the same product. The sector is the part of `setorKey` after its last ':' unless `setor` is given.
 */
export function productSvg(opts: {
  nome: string;
  marca: string | null;
  setorKey: string;
  n: number;
  seed: string;
  setor?: string;
}): string {
  const setor = opts.setor ?? opts.setorKey.slice(opts.setorKey.lastIndexOf(':') + 1);
  const picture = pictureFor({ nome: opts.nome, setor: normalizeText(setor) });
  const shot = PRODUCT_SHOTS[(opts.n - 1) % PRODUCT_SHOTS.length]!;
  const [top, bottom, floor] = shot.tinted
    ? [colourFor(opts.setorKey, 38, 96), colourFor(opts.setorKey, 30, 89), colourFor(opts.setorKey, 24, 84)]
    : ['#ffffff', '#efedea', '#e4e1dc'];
  const items: Placed[] = [{ name: picture.icon, ...shot.main, tint: picture.tint }];
  if (shot.accent && picture.accent) items.push({ name: picture.accent, ...shot.accent, tint: picture.accentTint });
  const main = items[0]!;
  const floorY = main.y + main.size * 0.93;
  const label = opts.marca ? `${opts.nome} — ${opts.marca}` : opts.nome;
  return `${svgOpen(600, 600, label)}<defs><radialGradient id="bg" cx="50%" cy="36%" r="78%"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></radialGradient><linearGradient id="fl" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${floor}" stop-opacity="0"/><stop offset="1" stop-color="${floor}"/></linearGradient><radialGradient id="cs"><stop offset="0" stop-color="#000" stop-opacity="0.2"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>${SHADOW_FILTER('sh', 9, 12, 0.22)}</defs><rect width="600" height="600" fill="url(#bg)"/><rect y="${Math.round(floorY - 90)}" width="600" height="${Math.round(690 - floorY)}" fill="url(#fl)"/><ellipse cx="${main.x + main.size / 2}" cy="${Math.round(floorY)}" rx="${Math.round(main.size * 0.4)}" ry="${Math.round(main.size * 0.06)}" fill="url(#cs)"/><g filter="url(#sh)">${placeAll(items, 'p')}</g></svg>
`;
}

/** Theme colours of a logo, XML-escaped. */
type LogoColours = { primaria: string; auxiliar: string; texto: string };
type Emblem = (c: LogoColours) => string;

/** Small drawn marks (in a 112×112 box) beside a wordmark, chosen by what the shop's name says it sells. */
const EMBLEMS: { words: RegExp; draw: Emblem }[] = [
  {
    // A bunch of grapes with a leaf.
    words: /\b(?:adega|vinhos?|vinicolas?|uvas?|videira)\b/,
    draw: (c) =>
      `<path d="M57 30c2-9 8-15 16-17" stroke="${c.auxiliar}" stroke-width="4" fill="none" stroke-linecap="round"/><path d="M62 24c6-10 20-13 30-8c-6 10-19 13-30 8z" fill="${c.auxiliar}"/>${[
        [40, 42],
        [56, 42],
        [72, 42],
        [48, 57],
        [64, 57],
        [40, 72],
        [56, 72],
        [72, 72],
        [48, 87],
        [64, 87],
        [56, 101],
      ]
        .map(
          ([x, y]) =>
            `<circle cx="${x}" cy="${y}" r="8.5" fill="${c.texto}"/><circle cx="${x! - 2.5}" cy="${y! - 2.5}" r="2.4" fill="${c.primaria}" opacity="0.35"/>`,
        )
        .join('')}`,
  },
  {
    // The sun rising over a line: a horizon.
    words: /\b(?:horizontes?|sol|nascente|aurora)\b/,
    draw: (c) =>
      `<path d="M26 78a30 30 0 0 1 60 0z" fill="${c.auxiliar}"/>${[-64, -32, 0, 32, 64]
        .map(
          (a) =>
            `<rect x="53" y="20" width="6" height="14" rx="3" fill="${c.auxiliar}" transform="rotate(${a} 56 78)"/>`,
        )
        .join(
          '',
        )}<rect x="12" y="84" width="88" height="8" rx="4" fill="${c.texto}"/><rect x="28" y="99" width="56" height="8" rx="4" fill="${c.texto}" opacity="0.7"/>`,
  },
  {
    // Stacked boxes: a wholesaler.
    words: /\b(?:atacad[oa]|atacadista|distribuidora|depositos?|armazem)\b/,
    draw: (c) =>
      `<rect x="14" y="58" width="40" height="40" rx="5" fill="${c.texto}"/><rect x="58" y="58" width="40" height="40" rx="5" fill="${c.texto}"/><rect x="36" y="16" width="40" height="40" rx="5" fill="${c.auxiliar}"/><path d="M28 58v14M72 58v14M50 16v14" stroke="${c.primaria}" stroke-width="5"/>`,
  },
];

/** A shopping bag with a leaf: a general store. */
const DEFAULT_EMBLEM: Emblem = (c) =>
  `<path d="M22 40h68l-6 62a7 7 0 0 1-7 6H35a7 7 0 0 1-7-6z" fill="${c.texto}"/><path d="M40 46V34a16 16 0 0 1 32 0v12" stroke="${c.auxiliar}" stroke-width="6" fill="none" stroke-linecap="round"/><path d="M56 96c-13-5-18-17-14-30c13 3 20 15 14 30z" fill="${c.primaria}"/><path d="M57 96c4-11 12-19 23-22c1 12-9 21-23 22z" fill="${c.auxiliar}"/>`;

/** Rough advance of a string in a bold sans-serif (for sizing, not layout). */
const textWidth = (s: string, size: number, spacing = 0) => s.length * (size * 0.6 + spacing);

/**
 * Supplier logo, 480×120: a drawn emblem and the shop's name as a two-line wordmark — the first word
 * large, the rest in spaced capitals over an accent rule — in the theme's text and accent colours on
 * a badge of its primary colour (the storefront shows it on the primary colour; the badge keeps it
 * legible anywhere else, e.g. a link preview).
 */
export function logoSvg(opts: { nome: string; primaria: string; auxiliar: string; texto: string }): string {
  const c: LogoColours = {
    primaria: xmlEscape(opts.primaria),
    auxiliar: xmlEscape(opts.auxiliar),
    texto: xmlEscape(opts.texto),
  };
  const plain = normalizeText(opts.nome);
  const emblem = (EMBLEMS.find((e) => e.words.test(plain))?.draw ?? DEFAULT_EMBLEM)(c);
  const words = opts.nome.trim().split(/\s+/);
  const first = words[0] ?? opts.nome;
  const rest = words.slice(1).join(' ').toLocaleUpperCase('pt-BR');
  const left = 126;
  const room = 480 - left - 18;
  const big = Math.min(56, room / (first.length * 0.6));
  const small = rest ? Math.min(22, room / (rest.length * 0.85)) : 0;
  const spacing = small * 0.25;
  const fit = (text: string, size: number, sp = 0) =>
    textWidth(text, size, sp) > room ? ` textLength="${Math.round(room)}" lengthAdjust="spacingAndGlyphs"` : '';
  const font = `font-family="'Trebuchet MS', 'Segoe UI', Arial, Helvetica, sans-serif"`;
  const line1 = `<text x="${left}" y="${rest ? 60 : 76}" font-size="${big.toFixed(1)}" font-weight="800" fill="${c.texto}" ${font}${fit(first, big)}>${xmlEscape(first)}</text>`;
  const line2 = rest
    ? `<rect x="${left + 2}" y="74" width="${Math.round(Math.min(room, textWidth(rest, small, spacing)))}" height="4" rx="2" fill="${c.auxiliar}"/><text x="${left + 2}" y="103" font-size="${small.toFixed(1)}" font-weight="700" letter-spacing="${spacing.toFixed(1)}" fill="${c.texto}" ${font}${fit(rest, small, spacing)}>${xmlEscape(rest)}</text>`
    : '';
  return `${svgOpen(480, 120, opts.nome)}<rect width="480" height="120" rx="22" fill="${c.primaria}"/><g transform="translate(6 4)">${emblem}</g>${line1}${line2}</svg>
`;
}

/** Where a banner's products stand: the hero in the middle, the others around it, smaller in front. */
const BANNER_SPOTS: Omit<Placement, 'tint'>[] = [
  { x: 1010, y: 58, size: 250 },
  { x: 860, y: 150, size: 180 },
  { x: 1220, y: 140, size: 180 },
  { x: 940, y: 236, size: 140 },
  { x: 1150, y: 240, size: 140 },
];

/** Wide banner for STATIC_IMAGES carousels: the title over the theme colour and a scene of the shop's products. */
export function bannerSvg(opts: {
  titulo: string;
  primaria: string;
  secundaria: string;
  auxiliar: string;
  texto: string;
  icones?: string[];
}): string {
  const lines = wrapName(opts.titulo, 23, 3);
  const size = lines.length > 2 ? 48 : 56;
  const lead = size * 1.2;
  const firstBaseline = 200 - ((lines.length - 1) * lead) / 2 + size * 0.3 - 16;
  const found = sceneFor(opts.titulo);
  const names = opts.icones?.length ? opts.icones : found.icons;
  const tints: Record<string, Tint> = found.tints;
  // Painted back to front: the hero first, then the side ones, then the small ones in front.
  const items: Placed[] = BANNER_SPOTS.slice(0, names.length).map((spot, k) => ({
    name: names[k]!,
    ...spot,
    tint: tints[names[k]!],
  }));
  const p = xmlEscape(opts.primaria);
  const s = xmlEscape(opts.secundaria);
  const a = xmlEscape(opts.auxiliar);
  return `${svgOpen(1440, 400, opts.titulo)}<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p}"/><stop offset="1" stop-color="${s}"/></linearGradient><radialGradient id="stage" cx="50%" cy="45%" r="55%"><stop offset="0" stop-color="#ffffff" stop-opacity="0.95"/><stop offset="1" stop-color="#f3f1ee"/></radialGradient><radialGradient id="cs"><stop offset="0" stop-color="#000" stop-opacity="0.22"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>${SHADOW_FILTER('sh', 7, 9, 0.25)}</defs><rect width="1440" height="400" fill="url(#bg)"/><circle cx="1100" cy="200" r="330" fill="${a}" opacity="0.18"/><circle cx="1100" cy="200" r="250" fill="url(#stage)"/><ellipse cx="1100" cy="388" rx="230" ry="22" fill="url(#cs)"/><rect x="96" y="${Math.round(firstBaseline + (lines.length - 1) * lead + 28)}" width="120" height="8" rx="4" fill="${a}"/>${lines
    .map(
      (l, i) =>
        `<text x="96" y="${Math.round(firstBaseline + i * lead)}" font-size="${size}" fill="${xmlEscape(opts.texto)}" font-family="'Trebuchet MS', 'Segoe UI', Arial, Helvetica, sans-serif" font-weight="700">${xmlEscape(l)}</text>`,
    )
    .join('')}<g filter="url(#sh)">${placeAll(items, 'b')}</g></svg>
`;
}
