'use client';

import { useEffect, useState } from 'react';

import type { CarouselProductsBody } from './carousel-types';

type RowModule = typeof import('@/components/catalog/product-card');
type Loaded = { Row: RowModule['ProductRow']; body: CarouselProductsBody };

/**
 * A product carousel whose products load after the page (spec 9): its heading and a
 * placeholder come with the HTML, the products `delay` ms after start (10 ms, then 1000 ms apart
 * from the previous carousel), so later carousels never hold up the first paint. Empty: removed.
 */
export function LazyCarousel({
  idcarrossel,
  titulo,
  delay,
  base,
  pagina = 'HOME',
}: {
  idcarrossel: string;
  titulo: string;
  delay: number;
  base: string;
  pagina?: string;
}) {
  const [loaded, setLoaded] = useState<Loaded | 'vazio' | null>(null);
  useEffect(() => {
    let alive = true;
    const timer = setTimeout(() => {
      const url = `${base}/api/carrosseis?idcarrossel=${encodeURIComponent(idcarrossel)}&pagina=${encodeURIComponent(pagina)}`;
      Promise.all([
        fetch(url, { headers: { accept: 'application/json' } }).then((r) => r.json() as Promise<CarouselProductsBody>),
        import('@/components/catalog/product-card'),
      ])
        .then(([body, mod]) => {
          if (alive) setLoaded(body.produtos.length > 0 ? { Row: mod.ProductRow, body } : 'vazio');
        })
        .catch(() => {
          if (alive) setLoaded('vazio');
        });
    }, delay);
    return () => {
      alive = false;
      clearTimeout(timer);
    };
  }, [base, delay, idcarrossel, pagina]);
  if (loaded === 'vazio') return null;
  const headingId = `carrossel-${idcarrossel}`;
  return (
    <section aria-labelledby={headingId} aria-busy={loaded === null} className="mb-8" data-carrossel-atraso={delay}>
      <h2 id={headingId} className="mb-3 text-xl font-bold">
        {titulo}
      </h2>
      {loaded ? (
        <loaded.Row products={loaded.body.produtos} showPrices={loaded.body.possuiPreco} base={base} label={titulo} />
      ) : (
        <div aria-hidden="true" className="flex gap-3 overflow-hidden pb-2">
          {Array.from({ length: 5 }, (_, i) => (
            <div key={i} className="h-72 w-40 shrink-0 animate-pulse rounded-lg bg-gray-100 sm:w-48" />
          ))}
        </div>
      )}
    </section>
  );
}
