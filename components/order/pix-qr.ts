import 'server-only';

import QRCode from 'qrcode';

/** Accessible name of the PIX QR image. */
export const PIX_QR_LABEL = 'QR Code PIX';

/**
 * The PIX BR Code as an inline SVG QR (error correction M, quiet zone of 4 modules), drawn on the
 * server: no image request, no script. The SVG is the image (`role="img"`, named 'QR Code PIX').
 */
export async function pixQrSvg(copiaECola: string, sizePx = 240): Promise<string> {
  const svg = await QRCode.toString(copiaECola, { type: 'svg', errorCorrectionLevel: 'M', margin: 4 });
  return svg.replace('<svg ', `<svg role="img" aria-label="${PIX_QR_LABEL}" width="${sizePx}" height="${sizePx}" `);
}
