import 'server-only';

import { cache } from 'react';

import { DEFAULT_THEME_ID, type Footer, type Supplier, type Theme } from '@/lib/contract';

import { getFooter, getSupplier, getTheme } from './suppliers';

export type Storefront = { supplier: Supplier; theme: Theme; footer: Footer };

/**
 * Everything the supplier shell needs, for the slug of the route. Null when the supplier does
 * not exist or still uses the platform default theme (treated as no supplier).
 */
export const loadStorefront = cache(async (slug: string): Promise<Storefront | null> => {
  const supplier = await getSupplier(slug);
  if (!supplier || supplier.slug !== slug) return null;
  const [theme, footer] = await Promise.all([getTheme(supplier.idfornecedor), getFooter(supplier.idfornecedor)]);
  const effectiveTheme = theme ?? supplier.config.tema;
  if (effectiveTheme.idtema === DEFAULT_THEME_ID) return null;
  return { supplier, theme: effectiveTheme, footer: footer ?? supplier.config.rodape };
});
