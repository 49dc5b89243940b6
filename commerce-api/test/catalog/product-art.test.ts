import fs from 'node:fs';

import { readIcons, tintBody, VENDORED_ICONS_FILE, type VendoredIcons } from '../../seed/art/emoji';
import { artIconNames, FALLBACK_PICTURE, pictureFor, sceneFor, type Picture } from '../../seed/art/product-art';
import { adegaCatalog } from '../../seed/catalog-adega';
import { atacadoCatalog } from '../../seed/catalog-atacado';
import { catalogEntries, type CatalogEntry } from '../../seed/catalog-builder';
import { emporioCatalog } from '../../seed/catalog-emporio';
import { normalizeText } from '../../src/domain/geocoding/types';

const CATALOGS = { emporio: emporioCatalog, atacado: atacadoCatalog, adega: adegaCatalog } as const;

/** Every seeded product with the sector the image route hands to the picture (the parent's, else its own). */
const seeded: (CatalogEntry & { fornecedor: string })[] = Object.entries(CATALOGS).flatMap(([key, c]) =>
  catalogEntries(key as keyof typeof CATALOGS, c.sectors, c.products).entries.map((e) => ({ ...e, fornecedor: key })),
);
const pictureOf = (e: CatalogEntry) =>
  pictureFor({ nome: e.def[0], setor: normalizeText((e.setorPai ?? e.setor).slug) });
const key = (p: Picture) => JSON.stringify(p);

const icons = readIcons(artIconNames());

describe('vendored Fluent Emoji icons (seed/art/fluent-emoji.json)', () => {
  it('hold exactly the icons the rules and scenes use, with the bodies and sizes of the installed package', () => {
    const vendored = JSON.parse(fs.readFileSync(VENDORED_ICONS_FILE, 'utf8')) as VendoredIcons;
    expect(Object.keys(vendored.icons).sort()).toEqual(artIconNames());
    // The package (a devDependency, one ~100 MB JSON file) is the source the file was copied from.
    const pkg = JSON.parse(fs.readFileSync(require.resolve('@iconify-json/fluent-emoji/package.json'), 'utf8')) as {
      version: string;
      license: string;
    };
    const set = JSON.parse(fs.readFileSync(require.resolve('@iconify-json/fluent-emoji/icons.json'), 'utf8')) as {
      icons: Record<string, { body: string; width?: number; height?: number }>;
      width?: number;
      height?: number;
    };
    for (const name of artIconNames()) {
      const original = set.icons[name]!;
      expect({ name, ...vendored.icons[name] }).toEqual({
        name,
        body: original.body,
        width: original.width ?? set.width ?? 16,
        height: original.height ?? set.height ?? 16,
      });
    }
    expect(vendored.source).toContain(`@iconify-json/fluent-emoji@${pkg.version}`);
    expect(pkg.license).toBe('MIT');
    expect(vendored.license).toMatch(/^MIT, © Microsoft Corporation/);
    // The licence travels with the icons.
    const licence = fs.readFileSync(`${VENDORED_ICONS_FILE.replace(/fluent-emoji\.json$/, '')}LICENSE`, 'utf8');
    expect(licence).toContain('Copyright (c) Microsoft Corporation.');
    expect(licence).toContain('Permission is hereby granted, free of charge');
  });
});

describe('product pictures (Fluent Emoji)', () => {
  it('every icon the rules and banner scenes use is in the vendored set, with no external references', () => {
    const missing = artIconNames().filter((n) => !icons.has(n));
    expect(missing).toEqual([]);
    for (const [name, icon] of icons) {
      expect({ name, href: /href=|<script|<image/i.test(icon.body) }).toEqual({ name, href: false });
      expect(icon.body).toMatch(/<path [^>]*d="/);
    }
  });

  it('every seeded product resolves to a fitting icon of the set, none to the generic fallback', () => {
    expect(seeded.length).toBeGreaterThanOrEqual(180);
    const generic = seeded.filter((e) => pictureOf(e) === FALLBACK_PICTURE).map((e) => e.def[0]);
    expect(generic).toEqual([]);
    for (const e of seeded) {
      const p = pictureOf(e);
      expect(icons.has(p.icon)).toBe(true);
      if (p.accent) expect(icons.has(p.accent)).toBe(true);
    }
  });

  it('products of one sector are not all the same picture', () => {
    const bySector = new Map<string, Set<string>>();
    const counts = new Map<string, number>();
    for (const e of seeded) {
      const s = `${e.fornecedor}/${e.setor.slug}`;
      bySector.set(s, (bySector.get(s) ?? new Set()).add(key(pictureOf(e))));
      counts.set(s, (counts.get(s) ?? 0) + 1);
    }
    const alike = [...bySector].filter(([s, pics]) => counts.get(s)! > 1 && pics.size === 1).map(([s]) => s);
    expect(alike).toEqual([]);
    // Across the whole demo world the pictures are varied too.
    expect(new Set(seeded.map((e) => key(pictureOf(e)))).size).toBeGreaterThan(120);
  });

  it('picks what looks like the product, from the name first and the sector after', () => {
    const icon = (nome: string, setor?: string) => pictureFor({ nome, setor }).icon;
    expect(icon('Arroz branco tipo 1 5 kg')).toBe('cooked-rice');
    expect(icon('Café torrado e moído 500 g')).toBe('hot-beverage');
    expect(icon('Queijo minas frescal 500 g')).toBe('cheese-wedge');
    expect(icon('Laranja pera')).toBe('tangerine');
    expect(icon('Suco de laranja integral 900 ml')).toBe('tropical-drink');
    expect(icon('Chocolate ao leite 90 g display 20')).toBe('chocolate-bar');
    expect(icon('Papel higiênico folha dupla 12 rolos')).toBe('roll-of-paper');
    expect(icon('Paçoca rolha pote 50 unidades')).toBe('peanuts');
    // A wine is known by its sector; tinto, branco and rosé differ by colour.
    const merlot = pictureFor({ nome: 'Merlot Reserva 2021', setor: 'vinhos-tintos' });
    const chardonnay = pictureFor({ nome: 'Chardonnay Reserva 2023', setor: 'vinhos-brancos' });
    expect([merlot.icon, chardonnay.icon]).toEqual(['wine-glass', 'wine-glass']);
    expect(merlot.tint).not.toEqual(chardonnay.tint);
    // Products added later get a picture by name or sector, and anything else a shopping bag.
    expect(icon('Picanha bovina 1 kg', 'acougue')).toBe('cut-of-meat');
    expect(icon('Kit churrasco', 'Presentes')).toBe('wrapped-gift');
    expect(icon('Produto novo', 'frutas')).toBe('red-apple');
    expect(pictureFor({ nome: 'Produto sem par', setor: 'diversos' })).toBe(FALLBACK_PICTURE);
  });

  it('recolours only the colours asked for', () => {
    const body = '<path fill="#E21B95" d="M0 0h1"/><path fill="#BFD7EF" d="M1 1h1"/><stop stop-color="#fff"/>';
    const red = tintBody(body, { h: 0, hues: [260, 350] });
    expect(red).not.toContain('#E21B95');
    expect(red).toContain('#BFD7EF');
    expect(red).toContain('stop-color="#fff"');
  });

  it('banner scenes follow the banner title', () => {
    expect(sceneFor('Espumantes da Serra Gaúcha').icons[0]).toBe('bottle-with-popping-cork');
    expect(sceneFor('Hortifrúti fresquinho todos os dias').icons[0]).toBe('red-apple');
    expect(sceneFor('Descartáveis para delivery').icons[0]).toBe('takeout-box');
    expect(sceneFor('Qualquer coisa').icons.length).toBeGreaterThanOrEqual(3);
  });
});
