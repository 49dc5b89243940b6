/**
 * @jest-environment node
 */
import { attributeBytes, attributeGzip, decodeVlq, moduleLabel } from './lib/bundle-attribution.mjs';

// A three-line chunk: a project component and a package on line 1, a comment the bundler wrote
// before a mapped multi-byte character on line 2, a mapped and an unmapped segment on line 3.
const code = ['var a=1;var b=2;', '/*x*/é', 'foo;bar'].join('\n');
const map = {
  version: 3,
  sources: ['turbopack:///[project]/components/a.tsx', 'turbopack:///[project]/node_modules/zustand/esm/index.mjs'],
  mappings: 'AAAA,QCAA;KDAA;AAAA,I',
};

describe('bundle attribution', () => {
  it('decodes Base64 VLQ fields, negative and multi-digit ones too', () => {
    expect(decodeVlq('AAAA')).toEqual([0, 0, 0, 0]);
    expect(decodeVlq('QCAD')).toEqual([8, 1, 0, -1]);
    expect(decodeVlq('gB')).toEqual([16]);
    expect(() => decodeVlq('A!')).toThrow('VLQ inválido');
  });

  it('gives each segment the bytes up to the next one, UTF-8, and the rest to no source', () => {
    const bytes = attributeBytes(code, map);
    expect(Object.fromEntries(bytes)).toEqual({
      'turbopack:///[project]/components/a.tsx': 8 + 2 + 4,
      'turbopack:///[project]/node_modules/zustand/esm/index.mjs': 8,
      null: 5 + 3,
    });
    const sum = [...bytes.values()].reduce((a, b) => a + b, 0);
    expect(sum).toBe(Buffer.byteLength(code) - 2);
  });

  it('reads index maps with sections, shifting the first line of a section by its column', () => {
    const sectioned = {
      version: 3,
      sections: [
        { offset: { line: 0, column: 0 }, map: { version: 3, sources: ['x.ts'], mappings: 'AAAA' } },
        { offset: { line: 0, column: 1 }, map: { version: 3, sources: ['y.ts'], mappings: 'AAAA;AAAA' } },
      ],
    };
    expect(Object.fromEntries(attributeBytes('AB\nCD', sectioned))).toEqual({ 'x.ts': 1, 'y.ts': 3 });
  });

  it('names packages by their innermost node_modules folder and project files by their path', () => {
    expect(moduleLabel('turbopack:///[project]/node_modules/zustand/esm/middleware.mjs')).toBe('zustand');
    expect(
      moduleLabel('turbopack:///[project]/node_modules/.pnpm/x/node_modules/@radix-ui/react-dialog/dist/a.js'),
    ).toBe('@radix-ui/react-dialog');
    expect(moduleLabel('turbopack:///[project]/components/cart/cart-button.tsx')).toBe(
      'components/cart/cart-button.tsx',
    );
    expect(moduleLabel('turbopack:///[project]/node_modules/next/dist/client/app-dir/link.js')).toBe(
      'next/dist/client/app-dir/link.js',
    );
    expect(moduleLabel(null)).toMatch(/sem mapa/);
  });

  it('splits the gzip size in proportion to raw bytes, largest first', () => {
    const rows = attributeGzip(code, map, 300);
    expect(rows.map((r) => [r.label, Math.round(r.gzip)])).toEqual([
      ['components/a.tsx', 140],
      ['(sem mapa: código de runtime do bundler)', 80],
      ['zustand', 80],
    ]);
  });
});
