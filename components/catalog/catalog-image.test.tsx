import { render } from '@testing-library/react';

import { CatalogImage } from './product-card';

const CARD_SIZES = '(min-width: 1024px) 240px, (min-width: 640px) 30vw, 45vw';
const src = '/superon/imagens/loja/produto/1.webp';

function candidates(img: HTMLImageElement): number[] {
  return (img.getAttribute('srcset') ?? '').split(', ').map((c) => Number(/ (\d+)w$/.exec(c)?.[1]));
}

describe('CatalogImage', () => {
  it('lists no candidate wider than maxWidth, and falls back to the widest kept', () => {
    const { container } = render(
      <CatalogImage src={src} alt="" width={240} height={240} sizes={CARD_SIZES} maxWidth={640} />,
    );
    const img = container.querySelector('img')!;
    const widths = candidates(img);
    expect(widths.length).toBeGreaterThan(1);
    expect(widths.every((w) => w <= 640)).toBe(true);
    expect(widths).toContain(640);
    expect(img.getAttribute('src')).toMatch(/[?&]w=640&/);
    expect(img.getAttribute('sizes')).toBe(CARD_SIZES);
  });

  it('keeps every configured width without maxWidth (a banner)', () => {
    const { container } = render(<CatalogImage src={src} alt="" width={240} height={240} sizes={CARD_SIZES} />);
    expect(Math.max(...candidates(container.querySelector('img')!))).toBeGreaterThan(640);
  });
});
