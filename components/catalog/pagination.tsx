import { SmartLink } from '@/components/smart-link';

/** Page numbers around the current one (1 … 4 5 [6] 7 8 … 20). */
export function pageWindow(current: number, total: number, radius = 2): (number | 'gap')[] {
  const pages = new Set<number>([1, total]);
  for (let p = current - radius; p <= current + radius; p++) if (p >= 1 && p <= total) pages.add(p);
  const sorted = [...pages].filter((p) => p >= 1 && p <= total).sort((a, b) => a - b);
  const out: (number | 'gap')[] = [];
  sorted.forEach((p, i) => {
    const prev = sorted[i - 1];
    if (prev !== undefined && p - prev > 1) out.push('gap');
    out.push(p);
  });
  return out;
}

export function Pagination({
  current,
  total,
  hrefFor,
}: {
  current: number;
  total: number;
  hrefFor: (page: number) => string;
}) {
  if (total <= 1) return null;
  const item = 'inline-flex min-w-10 items-center justify-center rounded border px-3 py-2 text-sm';
  return (
    <nav aria-label="Paginação" className="mt-8">
      <ul className="flex flex-wrap items-center gap-2">
        {current > 1 && (
          <li>
            <SmartLink href={hrefFor(current - 1)} className={`${item} border-gray-300`} rel="prev">
              Anterior
            </SmartLink>
          </li>
        )}
        {pageWindow(current, total).map((p, i) =>
          p === 'gap' ? (
            <li key={`gap-${i}`} aria-hidden="true" className="px-1">
              …
            </li>
          ) : (
            <li key={p}>
              <SmartLink
                href={hrefFor(p)}
                aria-current={p === current ? 'page' : undefined}
                aria-label={`Página ${p}`}
                className={
                  p === current
                    ? `${item} border-primary bg-primary font-bold text-on-primary`
                    : `${item} border-gray-300 hover:bg-gray-100`
                }
              >
                {p}
              </SmartLink>
            </li>
          ),
        )}
        {current < total && (
          <li>
            <SmartLink href={hrefFor(current + 1)} className={`${item} border-gray-300`} rel="next">
              Próxima
            </SmartLink>
          </li>
        )}
      </ul>
    </nav>
  );
}
