/**
 * Icons of the Fluent Emoji set (© Microsoft Corporation, MIT; LICENSE and README.md in this
 * folder), vendored in fluent-emoji.json: only the icons the pictures use (artIconNames), copied
 * from the npm package `@iconify-json/fluent-emoji` by scripts/vendor-emoji.mjs — the ~100 MB
 * package is a devDependency, never read at run time, and nothing is fetched over the network.
 * The file is parsed once, on the first picture drawn.
 */
import fs from 'node:fs';
import path from 'node:path';

export type Icon = { body: string; width: number; height: number };

/** The vendored subset (written by scripts/vendor-emoji.mjs). */
export type VendoredIcons = {
  prefix: string;
  source: string;
  license: string;
  icons: Record<string, Icon>;
};

export const VENDORED_ICONS_FILE = path.join(__dirname, 'fluent-emoji.json');

/** Reads the vendored icons and returns the named ones it has (names it lacks are left out). */
export function readIcons(names: Iterable<string>): Map<string, Icon> {
  const set = JSON.parse(fs.readFileSync(VENDORED_ICONS_FILE, 'utf8')) as VendoredIcons;
  const found = new Map<string, Icon>();
  for (const name of names) {
    const icon = set.icons[name];
    if (icon) found.set(name, { body: icon.body, width: icon.width, height: icon.height });
  }
  return found;
}

/**
 * Colour change for an icon: every colour (fills, strokes and gradient stops) saturated at least
 * `minS` (default 0.25; greys and whites stay) — and, with `hues` [from, to] (degrees, may wrap
 * past 360), only those of such a hue — gets a new hue (`h`) or a hue shift (`dh`), its
 * saturation multiplied by `s` and `l` added to its lightness.
 */
export type Tint = { h?: number; dh?: number; s?: number; l?: number; hues?: [number, number]; minS?: number };

const inHues = (h: number, [from, to]: [number, number]) => (from <= to ? h >= from && h <= to : h >= from || h <= to);

const clamp01 = (v: number) => Math.min(1, Math.max(0, v));

function hexToHsl(hex: string): [number, number, number] {
  const full = hex.length === 4 ? hex.replace(/^#(.)(.)(.)$/, '#$1$1$2$2$3$3') : hex;
  const n = Number.parseInt(full.slice(1), 16);
  const r = ((n >> 16) & 255) / 255;
  const g = ((n >> 8) & 255) / 255;
  const b = (n & 255) / 255;
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const l = (max + min) / 2;
  if (max === min) return [0, 0, l];
  const d = max - min;
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
  const h = max === r ? (g - b) / d + (g < b ? 6 : 0) : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  return [h * 60, s, l];
}

function hslToHex(h: number, s: number, l: number): string {
  const k = (n: number) => (n + h / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => l - a * Math.max(-1, Math.min(k(n) - 3, 9 - k(n), 1));
  return `#${[f(0), f(8), f(4)]
    .map((v) =>
      Math.round(clamp01(v) * 255)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

function tintColour(hex: string, t: Tint): string {
  const [h, s, l] = hexToHsl(hex);
  if (s < (t.minS ?? 0.25) || l > 0.94 || l < 0.04 || (t.hues && !inHues(h, t.hues))) return hex;
  const hue = ((((t.h ?? h) + (t.dh ?? 0)) % 360) + 360) % 360;
  return hslToHex(hue, clamp01(s * (t.s ?? 1)), clamp01(l + (t.l ?? 0)));
}

export function tintBody(body: string, t: Tint): string {
  return body.replace(
    /(fill|stroke|stop-color)="(#[0-9a-fA-F]{6}|#[0-9a-fA-F]{3})"/g,
    (_, attr: string, hex: string) => `${attr}="${tintColour(hex, t)}"`,
  );
}

/** Gives the icon's ids (gradients, filters, clip paths) a prefix, so one document can hold several icons. */
export function prefixIds(body: string, prefix: string): string {
  return body.replace(/\bid="([^"]+)"/g, `id="${prefix}$1"`).replace(/url\(#([^)]+)\)/g, `url(#${prefix}$1)`);
}

export type Placement = { x: number; y: number; size: number; flip?: boolean; rotate?: number; tint?: Tint };

/** The icon as a nested <svg> of `size` pixels at (x, y); `prefix` must be unique in the document. */
export function placeIcon(name: string, icon: Icon, at: Placement, prefix: string): string {
  const body = prefixIds(at.tint ? tintBody(icon.body, at.tint) : icon.body, prefix);
  const svg = `<svg x="${fmt(at.x)}" y="${fmt(at.y)}" width="${fmt(at.size)}" height="${fmt(at.size)}" viewBox="0 0 ${icon.width} ${icon.height}">${body}</svg>`;
  const cx = at.x + at.size / 2;
  const cy = at.y + at.size / 2;
  const transforms = [
    at.rotate ? `rotate(${at.rotate} ${fmt(cx)} ${fmt(cy)})` : '',
    at.flip ? `matrix(-1 0 0 1 ${fmt(2 * cx)} 0)` : '',
  ].filter(Boolean);
  return `<g data-icon="${name}"${transforms.length ? ` transform="${transforms.join(' ')}"` : ''}>${svg}</g>`;
}

const fmt = (v: number) => String(Math.round(v * 10) / 10);
