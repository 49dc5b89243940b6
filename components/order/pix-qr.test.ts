/** @jest-environment node */
import { pixQrSvg } from './pix-qr';

jest.mock('server-only', () => ({}));

describe('PIX QR', () => {
  it('is an accessible SVG image with a quiet zone', async () => {
    const svg = await pixQrSvg(
      '00020126360014BR.GOV.BCB.PIX0114+55119999999995204000053039865802BR5913FULANO DE TAL6008BRASILIA62070503***63041D3D',
    );
    expect(svg).toMatch(/^<svg role="img" aria-label="QR Code PIX" width="240" height="240" /);
    // version 4 (33 modules) + 2 × 4 quiet modules
    expect(svg).toMatch(/viewBox="0 0 \d+ \d+"/);
    expect(svg).not.toMatch(/<script/i);
  });
});
