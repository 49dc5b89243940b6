import { z } from 'zod';
import { productListQuerySchema, productSummarySchema } from './catalog';
import { centavos, deliveryTypeSchema, idOuSlug, latitude, longitude, uuid } from './common';

/** Max length of a search text (query/sk); longer → 400 'Texto de busca muito longo'. */
export const MAX_SEARCH_TEXT = 200;
/** Hits kept by the full-text search (spec 7: resultset.hits, 10 kept). */
export const MAX_SEARCH_HITS = 10;
/** Max products answered by produto-by-tags. */
export const MAX_PRODUCTS_BY_TAGS = 12;

export const searchText = z.string().max(MAX_SEARCH_TEXT, 'Texto de busca muito longo');

/** Query of GET /v2/app/token/listaprodutos/full-text/pesquisar */
export const fullTextSearchQuerySchema = z.object({
  idfornecedor: idOuSlug,
  query: searchText.default(''),
  idcliente: uuid.optional(),
  /** Only products offered for this delivery type (as listaprodutos `tipoentrega`). */
  tipoentrega: deliveryTypeSchema.optional(),
});
export type FullTextSearchQuery = z.input<typeof fullTextSearchQuerySchema>;

/**
 * GET /v2/app/token/listaprodutos/full-text/pesquisar: ranked hits (max 10; name matches,
 * then description matches, then typo-tolerant matches) and the total number of matches.
 */
export const fullTextSearchResponseSchema = z.object({
  resultset: z.object({
    hits: z.array(productSummarySchema).max(MAX_SEARCH_HITS),
    total: z.number().int(),
  }),
  /** Price-presence flag: false when prices are hidden for this caller. */
  possuiPreco: z.boolean(),
});
export type FullTextSearchResponse = z.infer<typeof fullTextSearchResponseSchema>;

/** Query of GET /v4/tag-pesquisa/{a}/filtros-produto/{b} (b = idsetor, slug or `todos`). */
export const filterGroupsQuerySchema = z.object({
  query: searchText.optional(),
  /** Current selection, same syntax as listaprodutos `tagsPesquisa` (`Grupo:Valor,Grupo:Valor`). */
  tagsPesquisa: z.string().max(500).optional(),
});
export type FilterGroupsQuery = z.input<typeof filterGroupsQuerySchema>;

export const filterValueCountSchema = z.object({
  valor: z.string(),
  /** Products of the current category/search having this value (selection of the other groups applied). */
  quantidade: z.number().int(),
  /** The value is part of the current tagsPesquisa selection. */
  selecionado: z.boolean(),
  /** `Grupo:Valor`, ready for listaprodutos `tagsPesquisa`. */
  tagPesquisa: z.string(),
});
export const filterGroupSchema = z.object({ grupo: z.string(), valores: z.array(filterValueCountSchema) });
export type FilterGroup = z.infer<typeof filterGroupSchema>;

/** GET /v4/tag-pesquisa/{a}/filtros-produto/{b} */
export const filterGroupsResponseSchema = z.object({ grupos: z.array(filterGroupSchema) });
export type FilterGroupsResponse = z.infer<typeof filterGroupsResponseSchema>;

/** Query of GET /v4/tag-pesquisa/{id}/lista */
export const searchTagListQuerySchema = z.object({
  idcategoria: uuid.optional(),
  idcliente: uuid.optional(),
  query: searchText.optional(),
});

export const searchTagSchema = z.object({
  /** Value for listaprodutos `tagsPesquisa`: `Grupo:Valor`, or a bare product tag (`organico`). */
  tagPesquisa: z.string(),
  /** Label to show. */
  rotulo: z.string(),
  /** Filter group, null for a bare product tag. */
  grupo: z.string().nullable(),
  quantidade: z.number().int(),
});
export type SearchTag = z.infer<typeof searchTagSchema>;

/** GET /v4/tag-pesquisa/{id}/lista */
export const searchTagListResponseSchema = z.object({ tags: z.array(searchTagSchema) });
export type SearchTagListResponse = z.infer<typeof searchTagListResponseSchema>;

/** Query of GET /v2/app/fornecedor/{id}/produto-by-tags (one of idcadastroextraproduto / idproduto / tagsPesquisa). */
export const productsByTagsQuerySchema = z.object({
  idcadastroextraproduto: uuid.optional(),
  idproduto: uuid.optional(),
  /** Extra tags (comma-separated bare product tags). */
  tagsPesquisa: z.string().max(500).optional(),
});

/** GET /v2/app/fornecedor/{id}/produto-by-tags: products sharing tags with the given one (itself excluded), max 12. */
export const productsByTagsResponseSchema = z.object({
  produtos: z.array(productSummarySchema).max(MAX_PRODUCTS_BY_TAGS),
  possuiPreco: z.boolean(),
});
export type ProductsByTagsResponse = z.infer<typeof productsByTagsResponseSchema>;

/** Query of GET /v1/app/{x}/listaprodutosf/{y}: listaprodutos' query plus an address. */
export const addressProductListQuerySchema = productListQuerySchema.extend({
  idendereco: uuid.optional(),
  lat: latitude.optional(),
  lng: longitude.optional(),
});
export type AddressProductListQuery = z.input<typeof addressProductListQuerySchema>;

/** A listed product with `preconf`: the unit price after payment-method and policy effects (null when hidden). */
export const productWithPreconfSchema = productSummarySchema.extend({ preconf: centavos.nullable() });
export type ProductWithPreconf = z.infer<typeof productWithPreconfSchema>;

/** GET /v1/app/{x}/listaprodutosf/{y} */
export const addressProductListResponseSchema = z.object({
  dados: z.array(productWithPreconfSchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
  paginas: z.number().int(),
  possuiPreco: z.boolean(),
  ordenacao: z.string(),
});
export type AddressProductList = z.infer<typeof addressProductListResponseSchema>;
