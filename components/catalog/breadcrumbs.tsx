import { BreadcrumbListJsonLd, type Crumb } from '@/components/seo/json-ld';
import { SmartLink } from '@/components/smart-link';
import { supplierHref } from '@/lib/supplier-url';

/**
 * Visible breadcrumbs (the last one is the current page) plus their BreadcrumbList JSON-LD on
 * the supplier's primary domain. `path`s are storefront paths (`/busca?categoria=…`).
 */
export function Breadcrumbs({ items, base, origin }: { items: Crumb[]; base: string; origin: string }) {
  if (items.length === 0) return null;
  return (
    <>
      <nav aria-label="Trilha de navegação" className="mb-3 text-sm text-gray-700">
        <ol className="flex flex-wrap items-center gap-1">
          {items.map((c, i) => {
            const last = i === items.length - 1;
            return (
              <li key={`${c.path}-${i}`} className="flex items-center gap-1">
                {i > 0 && <span aria-hidden="true">›</span>}
                {last ? (
                  <span aria-current="page" className="font-semibold text-gray-900">
                    {c.name}
                  </span>
                ) : (
                  <SmartLink href={supplierHref(base, c.path)} className="underline underline-offset-4">
                    {c.name}
                  </SmartLink>
                )}
              </li>
            );
          })}
        </ol>
      </nav>
      <BreadcrumbListJsonLd origin={origin} items={items} />
    </>
  );
}

/** Crumbs of a category path: Início › root › … › leaf. */
export function categoryCrumbs(path: { nome: string; slug: string }[]): Crumb[] {
  return [
    { name: 'Início', path: '/' },
    ...path.map((s) => ({ name: s.nome, path: `/busca?categoria=${encodeURIComponent(s.slug)}` })),
  ];
}
