import { createHash } from 'node:crypto';

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

const SHAPES = [
  (c: string) => `<circle cx="300" cy="230" r="120" fill="${c}" opacity="0.9"/>`,
  (c: string) => `<rect x="190" y="120" width="220" height="220" rx="36" fill="${c}" opacity="0.9"/>`,
  (c: string) => `<path d="M300 100 L430 340 L170 340 Z" fill="${c}" opacity="0.9"/>`,
  (c: string) => `<ellipse cx="300" cy="230" rx="150" ry="100" fill="${c}" opacity="0.9"/>`,
];

/** Product picture: background colour by sector, a simple shape, and the short name. */
export function productSvg(opts: { nome: string; marca: string | null; setorKey: string; n: number; seed: string }): string {
  const bg = colourFor(opts.setorKey, 45, 88);
  const fg = colourFor(opts.setorKey, 55, 42);
  const shape = SHAPES[(hashInt(`${opts.seed}:${opts.n}`) + opts.n) % SHAPES.length]!(fg);
  const lines = wrapName(opts.nome);
  const text = lines
    .map((l, i) => `<text x="300" y="${430 + i * 44}" font-size="38" text-anchor="middle" fill="#1f2937" font-family="Arial, Helvetica, sans-serif" font-weight="700">${xmlEscape(l)}</text>`)
    .join('');
  const brand = opts.marca
    ? `<text x="300" y="${430 + lines.length * 44 + 6}" font-size="26" text-anchor="middle" fill="#4b5563" font-family="Arial, Helvetica, sans-serif">${xmlEscape(opts.marca)}</text>`
    : '';
  return `<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600" viewBox="0 0 600 600" role="img" aria-label="${xmlEscape(opts.nome)}"><title>${xmlEscape(opts.nome)}</title><rect width="600" height="600" fill="${bg}"/>${shape}${text}${brand}</svg>
`;
}

function initials(nome: string): string {
  return nome
    .split(/\s+/)
    .filter((w) => w.length > 2 || /^[A-ZÀ-Ú]/.test(w))
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('');
}

/** Supplier logo: initials on the primary colour with the name beside it. */
export function logoSvg(opts: { nome: string; primaria: string; auxiliar: string; texto: string }): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" width="480" height="120" viewBox="0 0 480 120" role="img" aria-label="${xmlEscape(opts.nome)}"><title>${xmlEscape(opts.nome)}</title><rect x="4" y="4" width="112" height="112" rx="24" fill="${xmlEscape(opts.primaria)}"/><circle cx="96" cy="24" r="12" fill="${xmlEscape(opts.auxiliar)}"/><text x="60" y="78" font-size="44" text-anchor="middle" fill="${xmlEscape(opts.texto)}" font-family="Arial, Helvetica, sans-serif" font-weight="700">${xmlEscape(initials(opts.nome))}</text><text x="132" y="74" font-size="30" fill="${xmlEscape(opts.primaria)}" font-family="Arial, Helvetica, sans-serif" font-weight="700">${xmlEscape(opts.nome)}</text></svg>
`;
}

/** Wide banner for STATIC_IMAGES carousels. */
export function bannerSvg(opts: { titulo: string; primaria: string; secundaria: string; auxiliar: string; texto: string }): string {
  const lines = wrapName(opts.titulo, 34, 2);
  return `<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" width="1440" height="400" viewBox="0 0 1440 400" role="img" aria-label="${xmlEscape(opts.titulo)}"><title>${xmlEscape(opts.titulo)}</title><rect width="1440" height="400" fill="${xmlEscape(opts.primaria)}"/><circle cx="1240" cy="200" r="260" fill="${xmlEscape(opts.secundaria)}"/><circle cx="1180" cy="120" r="60" fill="${xmlEscape(opts.auxiliar)}"/>${lines
    .map((l, i) => `<text x="96" y="${190 + i * 72}" font-size="60" fill="${xmlEscape(opts.texto)}" font-family="Arial, Helvetica, sans-serif" font-weight="700">${xmlEscape(l)}</text>`)
    .join('')}</svg>
`;
}
