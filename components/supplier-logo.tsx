/** The supplier logo; a text placeholder (SVG data URI) when the theme has none. */
export function SupplierLogo({
  src,
  nome,
  className,
  height = 48,
}: {
  src: string | null;
  nome: string;
  className?: string;
  height?: number;
}) {
  const width = height * 4;
  const url = src ?? placeholder(nome);
  return (
    // eslint-disable-next-line @next/next/no-img-element -- SVG logos served by the commerce API
    <img src={url} alt={nome} width={width} height={height} className={className} decoding="async" />
  );
}

function placeholder(nome: string): string {
  const initials = nome
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]?.toUpperCase() ?? '')
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="192" height="48" viewBox="0 0 192 48"><rect width="48" height="48" rx="8" fill="#ffffff" fill-opacity="0.9"/><text x="24" y="31" font-family="system-ui,sans-serif" font-size="20" font-weight="700" text-anchor="middle" fill="#111827">${initials.replace(/[^A-Z0-9À-Ý]/g, '')}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}
