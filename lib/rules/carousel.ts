/**
 * Staggered carousel loading (spec 9: "carousel call delayed 10 ms, product loading in each
 * carousel 1000 ms apart"). The first product carousel comes with the page (first paint); each
 * later one loads its products 1000 ms after the previous, the first of them 10 ms after start.
 */
export const CAROUSEL_CALL_DELAY_MS = 10;
export const CAROUSEL_PRODUCTS_INTERVAL_MS = 1000;

/** When (ms after the page starts) the k-th product carousel loads; k = 0 is the server-rendered one. */
export function carouselLoadDelay(k: number): number {
  if (k <= 0) return 0;
  return CAROUSEL_CALL_DELAY_MS + k * CAROUSEL_PRODUCTS_INTERVAL_MS;
}

/** The ids of the product carousels and their delays, in page order (banners have no products). */
export function carouselSchedule(list: readonly { idcarrossel: string; tipo_conteudo: string }[]): Map<string, number> {
  const products = list.filter((c) => c.tipo_conteudo === 'PRODUTOS');
  return new Map(products.map((c, k) => [c.idcarrossel, carouselLoadDelay(k)]));
}
