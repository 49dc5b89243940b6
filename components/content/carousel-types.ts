import type { ProductSummary } from '@/lib/contract';

/** Answer of GET <base>/api/carrosseis. */
export type CarouselProductsBody = { produtos: ProductSummary[]; possuiPreco: boolean };
