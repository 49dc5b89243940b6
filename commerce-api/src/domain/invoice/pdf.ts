/**
 * A minimal PDF 1.4 writer (no dependency): pages of text, lines, rectangles, ITF and Code 128 C bars, with
 * the standard 14 fonts Helvetica, Helvetica-Bold and Courier in WinAnsiEncoding (pt-BR accents:
 * á, ç, ã, õ, º, ª… are Latin-1 and map directly; “ ” – — • € from the 0x80–0x9F block).
 *
 * Coordinates are in points from the TOP-LEFT corner of the page (y grows downwards; text y is the
 * baseline); the writer flips them to PDF's bottom-left origin. Content streams are not
 * compressed and every string is written as ASCII (non-ASCII bytes as octal escapes), so the file
 * is plain text: what it says can be searched in the bytes (tests look for the access key).
 */
import { code128cWidths } from '../../../../lib/rules/code128';
import { itfWidths } from '../../../../lib/rules/itf';

export type PdfFont = 'regular' | 'bold' | 'mono';
type Align = 'left' | 'center' | 'right';

export const A4 = { width: 595.28, height: 841.89 } as const;
export const MM = 72 / 25.4;

const FONT_RESOURCE: Record<PdfFont, string> = { regular: 'F1', bold: 'F2', mono: 'F3' };
const BASE_FONT: Record<PdfFont, string> = { regular: 'Helvetica', bold: 'Helvetica-Bold', mono: 'Courier' };

/** Advance widths (1/1000 em) of ASCII 32–126 in the standard fonts' AFM metrics. */
const HELVETICA = [
  278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556, 556,
  556, 556, 556, 278, 278, 584, 584, 584, 556, 1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833,
  722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469, 556, 333, 556, 556, 500, 556,
  556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556, 556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334,
  260, 334, 584,
];
const HELVETICA_BOLD = [
  278, 333, 474, 556, 556, 889, 722, 238, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556, 556,
  556, 556, 556, 333, 333, 584, 584, 584, 611, 975, 722, 722, 722, 722, 667, 611, 778, 722, 278, 556, 722, 611, 833,
  722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 333, 278, 333, 584, 556, 333, 556, 611, 556, 611,
  556, 333, 611, 611, 278, 278, 556, 278, 889, 611, 611, 611, 611, 389, 556, 333, 611, 556, 778, 556, 556, 500, 389,
  280, 389, 584,
];

/** WinAnsiEncoding (cp1252) positions 0x80–0x9F. */
const WIN_ANSI_HIGH: Record<string, number> = {
  '€': 0x80,
  '‚': 0x82,
  ƒ: 0x83,
  '„': 0x84,
  '…': 0x85,
  '†': 0x86,
  '‡': 0x87,
  ˆ: 0x88,
  '‰': 0x89,
  Š: 0x8a,
  '‹': 0x8b,
  Œ: 0x8c,
  Ž: 0x8e,
  '‘': 0x91,
  '’': 0x92,
  '“': 0x93,
  '”': 0x94,
  '•': 0x95,
  '–': 0x96,
  '—': 0x97,
  '˜': 0x98,
  '™': 0x99,
  š: 0x9a,
  '›': 0x9b,
  œ: 0x9c,
  ž: 0x9e,
  Ÿ: 0x9f,
};

/** The WinAnsi byte of a character: Latin-1 as is, the cp1252 block, else the unaccented letter, else '?'. */
function winAnsiByte(ch: string): number {
  const code = ch.codePointAt(0)!;
  if ((code >= 0x20 && code < 0x7f) || (code >= 0xa0 && code <= 0xff)) return code;
  if (WIN_ANSI_HIGH[ch] !== undefined) return WIN_ANSI_HIGH[ch];
  if (code === 0x09) return 0x20;
  const base = ch.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
  if (base.length === 1 && base.charCodeAt(0) >= 0x20 && base.charCodeAt(0) < 0x7f) return base.charCodeAt(0);
  return 0x3f;
}

/** The bytes of a string in WinAnsi. */
export function toWinAnsi(s: string): number[] {
  return [...s].map(winAnsiByte);
}

/** A PDF literal string: ( ) \ escaped, bytes outside printable ASCII as \ooo. */
export function pdfString(s: string): string {
  let out = '(';
  for (const b of toWinAnsi(s)) {
    if (b === 0x28 || b === 0x29 || b === 0x5c) out += `\\${String.fromCharCode(b)}`;
    else if (b < 0x20 || b > 0x7e) out += `\\${b.toString(8).padStart(3, '0')}`;
    else out += String.fromCharCode(b);
  }
  return `${out})`;
}

function glyphWidth(b: number, font: PdfFont): number {
  if (font === 'mono') return 600;
  const table = font === 'bold' ? HELVETICA_BOLD : HELVETICA;
  if (b >= 0x20 && b <= 0x7e) return table[b - 0x20]!;
  // Accented Latin-1 letters: the width of the base letter.
  const base = String.fromCharCode(b).normalize('NFD').charCodeAt(0);
  if (base >= 0x20 && base <= 0x7e) return table[base - 0x20]!;
  return 556;
}

/** Width of a string in points. */
export function textWidth(s: string, size: number, font: PdfFont = 'regular'): number {
  return (toWinAnsi(s).reduce((w, b) => w + glyphWidth(b, font), 0) * size) / 1000;
}

/** Greedy word wrap to a width; words longer than the width are cut. */
export function wrapText(s: string, width: number, size: number, font: PdfFont = 'regular'): string[] {
  const lines: string[] = [];
  for (const paragraph of s.split('\n')) {
    let line = '';
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (textWidth(candidate, size, font) <= width) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      let w = word;
      while (textWidth(w, size, font) > width && w.length > 1) {
        let cut = w.length - 1;
        while (cut > 1 && textWidth(w.slice(0, cut), size, font) > width) cut--;
        lines.push(w.slice(0, cut));
        w = w.slice(cut);
      }
      line = w;
    }
    lines.push(line);
  }
  return lines;
}

/** Truncates with '…' to fit a width. */
export function fitText(s: string, width: number, size: number, font: PdfFont = 'regular'): string {
  if (textWidth(s, size, font) <= width) return s;
  let t = s;
  while (t.length > 0 && textWidth(`${t}…`, size, font) > width) t = t.slice(0, -1);
  return `${t.trimEnd()}…`;
}

const num = (n: number) => (Math.round(n * 100) / 100).toString();

export type TextOptions = { size?: number; font?: PdfFont; align?: Align; gray?: number };

export class PdfPage {
  private readonly ops: string[] = [];
  constructor(
    readonly width: number,
    readonly height: number,
  ) {}

  /** Text with its baseline at y (from the top); align relative to x. */
  text(x: number, y: number, s: string, o: TextOptions = {}): this {
    const size = o.size ?? 9;
    const font = o.font ?? 'regular';
    const w = o.align && o.align !== 'left' ? textWidth(s, size, font) : 0;
    const left = o.align === 'right' ? x - w : o.align === 'center' ? x - w / 2 : x;
    const gray = o.gray ?? 0;
    this.ops.push(
      `BT ${num(gray)} g /${FONT_RESOURCE[font]} ${num(size)} Tf ${num(left)} ${num(this.height - y)} Td ${pdfString(s)} Tj ET`,
    );
    return this;
  }

  /** Several lines from y downwards; returns the y after the last one. */
  lines(x: number, y: number, lines: readonly string[], o: TextOptions & { leading?: number } = {}): number {
    const leading = o.leading ?? (o.size ?? 9) * 1.25;
    lines.forEach((l, i) => this.text(x, y + i * leading, l, o));
    return y + lines.length * leading;
  }

  line(x1: number, y1: number, x2: number, y2: number, width = 0.5): this {
    this.ops.push(`0 G ${num(width)} w ${num(x1)} ${num(this.height - y1)} m ${num(x2)} ${num(this.height - y2)} l S`);
    return this;
  }

  /** A rectangle with its top-left corner at (x, y). `fill` is a gray level (0 black … 1 white). */
  rect(
    x: number,
    y: number,
    w: number,
    h: number,
    o: { stroke?: boolean; fill?: number; lineWidth?: number } = { stroke: true },
  ): this {
    const pdfY = this.height - y - h;
    if (o.fill !== undefined) this.ops.push(`${num(o.fill)} g ${num(x)} ${num(pdfY)} ${num(w)} ${num(h)} re f`);
    if (o.stroke ?? o.fill === undefined)
      this.ops.push(`0 G ${num(o.lineWidth ?? 0.5)} w ${num(x)} ${num(pdfY)} ${num(w)} ${num(h)} re S`);
    return this;
  }

  /** A box with a small caption at the top and a value below it (the DANFE and boleto field style). */
  field(x: number, y: number, w: number, h: number, caption: string, value: string, o: TextOptions = {}): this {
    this.rect(x, y, w, h);
    this.text(x + 2, y + 6.5, caption.toUpperCase(), { size: 5.5 });
    const size = o.size ?? 8.5;
    const font = o.font ?? 'regular';
    const inner = w - 4;
    const align = o.align ?? 'left';
    const tx = align === 'right' ? x + w - 2 : align === 'center' ? x + w / 2 : x + 2;
    this.text(tx, y + h - 3.5, fitText(value, inner, size, font), { ...o, size, font, align });
    return this;
  }

  /** Interleaved 2 of 5 bars (lib/rules/itf.ts) of an even number of digits, `module` points per narrow element. */
  itf(x: number, y: number, digits: string, module: number, height: number): this {
    this.bars(x, y, itfWidths(digits), module, height);
    return this;
  }

  /** Code 128 C bars (lib/rules/code128.ts) of an even number of digits, `module` points per module. */
  code128(x: number, y: number, digits: string, module: number, height: number): this {
    this.bars(x, y, code128cWidths(digits), module, height);
    return this;
  }

  /** Filled rectangles for the bars (even positions) of alternating bar and space widths. */
  private bars(x: number, y: number, widths: number[], module: number, height: number): void {
    let at = x;
    widths.forEach((w, i) => {
      const width = w * module;
      if (i % 2 === 0)
        this.ops.push(`0 g ${num(at)} ${num(this.height - y - height)} ${num(width)} ${num(height)} re f`);
      at += width;
    });
  }

  content(): string {
    return this.ops.join('\n');
  }
}

export type PdfInfo = { title: string; subject?: string; author?: string; keywords?: string };

export class PdfDocument {
  private readonly pages: PdfPage[] = [];

  get pageCount(): number {
    return this.pages.length;
  }

  addPage(width: number = A4.width, height: number = A4.height): PdfPage {
    const p = new PdfPage(width, height);
    this.pages.push(p);
    return p;
  }

  /** The file: header, objects, cross-reference table and trailer, with exact byte offsets. */
  render(info: PdfInfo, createdAt = new Date()): Buffer {
    const objects: string[] = [];
    // 1 catalog, 2 pages, 3–5 fonts, 6 info, then (page, content) pairs.
    const pageIds = this.pages.map((_, i) => 7 + i * 2);
    objects.push('<< /Type /Catalog /Pages 2 0 R >>');
    objects.push(
      `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${this.pages.length} >>`,
    );
    for (const f of ['regular', 'bold', 'mono'] as const) {
      objects.push(`<< /Type /Font /Subtype /Type1 /BaseFont /${BASE_FONT[f]} /Encoding /WinAnsiEncoding >>`);
    }
    const d = createdAt.toISOString().replace(/[-:T]/g, '').slice(0, 14);
    const entries = [
      `/Title ${pdfString(info.title)}`,
      info.subject ? `/Subject ${pdfString(info.subject)}` : '',
      info.keywords ? `/Keywords ${pdfString(info.keywords)}` : '',
      `/Author ${pdfString(info.author ?? 'Vitrine')}`,
      `/Producer ${pdfString('Vitrine commerce-api (PDF 1.4 mínimo)')}`,
      `/CreationDate (D:${d}Z)`,
    ].filter(Boolean);
    objects.push(`<< ${entries.join(' ')} >>`);
    const fonts = '<< /F1 3 0 R /F2 4 0 R /F3 5 0 R >>';
    this.pages.forEach((p, i) => {
      const contentId = pageIds[i]! + 1;
      objects.push(
        `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${num(p.width)} ${num(p.height)}] /Resources << /Font ${fonts} >> /Contents ${contentId} 0 R >>`,
      );
      const stream = p.content();
      objects.push(`<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`);
    });

    let out = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
    const offsets: number[] = [];
    objects.forEach((body, i) => {
      offsets.push(Buffer.byteLength(out, 'latin1'));
      out += `${i + 1} 0 obj\n${body}\nendobj\n`;
    });
    const xref = Buffer.byteLength(out, 'latin1');
    out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
    for (const o of offsets) out += `${String(o).padStart(10, '0')} 00000 n \n`;
    out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 6 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
    return Buffer.from(out, 'latin1');
  }
}
