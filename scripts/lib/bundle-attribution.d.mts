/** Types of scripts/lib/bundle-attribution.mjs (plain JavaScript, run by node). */
export type SourceMapLike = {
  sources?: string[];
  sourceRoot?: string;
  mappings?: string;
  sections?: { offset: { line: number; column: number }; map: SourceMapLike }[];
};
export function decodeVlq(segment: string): number[];
export function attributeBytes(code: string, map: SourceMapLike): Map<string | null, number>;
export function moduleLabel(source: string | null): string;
export function attributeGzip(
  code: string,
  map: SourceMapLike,
  gzipBytes: number,
): { label: string; gzip: number; raw: number }[];
