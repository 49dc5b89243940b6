import { itfBars } from '@/lib/rules/itf';

/** Quiet zone each side of the bars, in narrow modules. */
const QUIET = 10;

/**
 * The boleto's 44-digit barcode as an SVG Interleaved 2 of 5 (lib/rules/itf.ts, narrow:wide 1:3),
 * printed about 103 mm × 13 mm as FEBRABAN lays it out. Server-rendered.
 */
export function BoletoBarcode({ codigoBarras }: { codigoBarras: string }) {
  const { bars, width } = itfBars(codigoBarras);
  const total = width + 2 * QUIET;
  return (
    <svg
      role="img"
      aria-label={`Código de barras do boleto: ${codigoBarras}`}
      viewBox={`0 0 ${total} 50`}
      preserveAspectRatio="none"
      shapeRendering="crispEdges"
      className="h-[13mm] w-[103mm] max-w-full bg-white"
      data-barcode={codigoBarras}
    >
      {bars.map((b) => (
        <rect key={b.x} x={b.x + QUIET} y={0} width={b.width} height={50} fill="#000" />
      ))}
    </svg>
  );
}
