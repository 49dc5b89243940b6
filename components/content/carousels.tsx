import { CatalogImage, ProductRow } from '@/components/catalog/product-card';
import { SmartLink } from '@/components/smart-link';
import type { CarouselList } from '@/lib/contract';
import { carouselSchedule } from '@/lib/rules/carousel';
import { supplierHref } from '@/lib/supplier-url';

import { LazyCarousel } from './lazy-carousel';

const EXTERNAL = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;

/**
 * Home carousels, server-rendered: STATIC_IMAGES as banners (the very first one is the LCP
 * candidate: preloaded, eager, fetchPriority high; the rest lazy), PRODUTOS as horizontal
 * scroll lists. `staggered`: only the first product carousel comes with the page; the
 * later ones load their products in the browser, 10 ms then 1000 ms apart (LazyCarousel).
 */
export function Carousels({
  list,
  base,
  staggered = false,
}: {
  list: CarouselList;
  base: string;
  staggered?: boolean;
}) {
  const schedule = staggered ? carouselSchedule(list.carrosseis) : new Map<string, number>();
  const firstBannerId = list.carrosseis.find(
    (c) => c.tipo_conteudo === 'STATIC_IMAGES' && c.imagens.length > 0,
  )?.idcarrossel;
  return (
    <>
      {list.carrosseis.map((c) => {
        if (c.tipo_conteudo === 'STATIC_IMAGES') {
          if (c.imagens.length === 0) return null;
          const headingId = `carrossel-${c.idcarrossel}`;
          return (
            <section key={c.idcarrossel} aria-labelledby={headingId} className="mb-8">
              <h2 id={headingId} className="sr-only">
                {c.titulo}
              </h2>
              <ul className="flex snap-x snap-mandatory gap-3 overflow-x-auto" aria-label={c.titulo} tabIndex={0}>
                {c.imagens.map((img, i) => {
                  const eager = c.idcarrossel === firstBannerId && i === 0;
                  const image = (
                    <CatalogImage
                      src={img.url}
                      alt={img.alt}
                      width={1440}
                      height={400}
                      sizes="(min-width: 1440px) 1408px, 100vw"
                      priority={eager}
                      className="h-auto w-full rounded-lg"
                    />
                  );
                  const link = img.link.trim();
                  return (
                    <li key={`${img.url}-${i}`} className="w-full shrink-0 snap-start">
                      {link && !EXTERNAL.test(link) ? (
                        <SmartLink href={supplierHref(base, link)} className="block">
                          {image}
                        </SmartLink>
                      ) : link && /^https?:/i.test(link) ? (
                        <a href={link} rel="noopener noreferrer" className="block">
                          {image}
                        </a>
                      ) : (
                        image
                      )}
                    </li>
                  );
                })}
              </ul>
            </section>
          );
        }
        const delay = schedule.get(c.idcarrossel) ?? 0;
        if (delay > 0)
          return (
            <LazyCarousel key={c.idcarrossel} idcarrossel={c.idcarrossel} titulo={c.titulo} delay={delay} base={base} />
          );
        if (c.produtos.length === 0) return null;
        const headingId = `carrossel-${c.idcarrossel}`;
        return (
          <section key={c.idcarrossel} aria-labelledby={headingId} className="mb-8">
            <h2 id={headingId} className="mb-3 text-xl font-bold">
              {c.titulo}
            </h2>
            <ProductRow products={c.produtos} showPrices={list.possuiPreco} base={base} label={c.titulo} />
          </section>
        );
      })}
    </>
  );
}
