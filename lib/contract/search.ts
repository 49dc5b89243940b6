import { z } from 'zod';

import { productListQuerySchema, productSummarySchema } from './catalog';
import {
  centavos,
  deliveryTypeSchema,
  idOuSlug,
  latitude,
  longitude,
  slugOrIdSegment,
  tokenSegment,
  uuid,
} from './common';
import { defineEndpoint } from './endpoint';

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
  /** Chosen payment method: prices with its variance (support-price-variance-by-payment). */
  idformapagamento: uuid.optional(),
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
  /**
   * Spec: a search response with `action: 'logout'` logs the user out and warns with the
   * server's message (`mensagem`). This API sends it on its 401 (error body); a 200 may carry
   * it too.
   */
  action: z.literal('logout').optional(),
  mensagem: z.string().optional(),
});
export type FullTextSearchResponse = z.infer<typeof fullTextSearchResponseSchema>;

/** Query of GET /v4/tag-pesquisa/{idfornecedor}/filtros-produto/{setor} (setor = idsetor, slug or `todos`). */
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

/** GET /v4/tag-pesquisa/{idfornecedor}/filtros-produto/{setor} */
export const filterGroupsResponseSchema = z.object({ grupos: z.array(filterGroupSchema) });
export type FilterGroupsResponse = z.infer<typeof filterGroupsResponseSchema>;

/** Query of GET /v4/tag-pesquisa/{idfornecedor}/lista */
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

/** GET /v4/tag-pesquisa/{idfornecedor}/lista */
export const searchTagListResponseSchema = z.object({ tags: z.array(searchTagSchema) });
export type SearchTagListResponse = z.infer<typeof searchTagListResponseSchema>;

/** Query of GET /v2/app/fornecedor/{idfornecedor}/produto-by-tags (one of idcadastroextraproduto / idproduto / tagsPesquisa). */
export const productsByTagsQuerySchema = z.object({
  idcadastroextraproduto: uuid.optional(),
  idproduto: uuid.optional(),
  /** Extra tags (comma-separated bare product tags). */
  tagsPesquisa: z.string().max(500).optional(),
  /** Chosen payment method: prices with its variance (support-price-variance-by-payment). */
  idformapagamento: uuid.optional(),
});

/** GET /v2/app/fornecedor/{idfornecedor}/produto-by-tags: products sharing tags with the given one (itself excluded), max 12. */
export const productsByTagsResponseSchema = z.object({
  produtos: z.array(productSummarySchema).max(MAX_PRODUCTS_BY_TAGS),
  possuiPreco: z.boolean(),
});
export type ProductsByTagsResponse = z.infer<typeof productsByTagsResponseSchema>;

/** Query of GET /v1/app/{token}/listaprodutosf/{idfornecedor}: listaprodutos' query plus an address. */
export const addressProductListQuerySchema = productListQuerySchema.extend({
  idendereco: uuid.optional(),
  lat: latitude.optional(),
  lng: longitude.optional(),
});
export type AddressProductListQuery = z.input<typeof addressProductListQuerySchema>;

/** A listed product with `preconf`: the unit price after payment-method and policy effects (null when hidden). */
export const productWithPreconfSchema = productSummarySchema.extend({ preconf: centavos.nullable() });
export type ProductWithPreconf = z.infer<typeof productWithPreconfSchema>;

/** GET /v1/app/{token}/listaprodutosf/{idfornecedor} */
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

/** `{setor}` of filtros-produto: a sector uuid or slug, or `todos` (no category). */
export const SECTOR_ALL = 'todos';
const sectorRef = slugOrIdSegment('Setor inválido');

const tags = ['Busca'];

export const searchEndpoints = {
  fullTextSearch: defineEndpoint({
    method: 'GET',
    path: '/v2/app/token/listaprodutos/full-text/pesquisar',
    summary:
      'Busca textual de produtos (stemming em português, sem acentos, prefixo, tolerante a erros de digitação), ordenada por relevância; até 10 resultados. Com tipoentrega, só os produtos oferecidos nesse tipo de entrega. Uma sessão (Authorization: Bearer) que não vale mais recebe 401 com action logout.',
    tags,
    session: 'none',
    query: fullTextSearchQuerySchema,
    response: fullTextSearchResponseSchema,
  }),
  listFilterGroups: defineEndpoint({
    method: 'GET',
    path: '/v4/tag-pesquisa/{idfornecedor}/filtros-produto/{setor}',
    summary:
      'Grupos de filtros (grupo, valores e quantidades) do setor (uuid, slug ou "todos") e do texto de busca, considerando a seleção atual.',
    tags,
    session: 'none',
    params: z.object({ idfornecedor: idOuSlug, setor: sectorRef }),
    query: filterGroupsQuerySchema,
    response: filterGroupsResponseSchema,
  }),
  listSearchTags: defineEndpoint({
    method: 'GET',
    path: '/v4/tag-pesquisa/{idfornecedor}/lista',
    summary:
      'Tags de pesquisa (valores para tagsPesquisa) disponíveis no setor e no texto de busca, com a quantidade de produtos.',
    tags,
    session: 'none',
    params: z.object({ idfornecedor: idOuSlug }),
    query: searchTagListQuerySchema,
    response: searchTagListResponseSchema,
  }),
  listProductsByTags: defineEndpoint({
    method: 'GET',
    path: '/v2/app/fornecedor/{idfornecedor}/produto-by-tags',
    summary:
      'Produtos que compartilham tags com o produto informado (ele mesmo excluído), até 12, mais tags mais em comum primeiro.',
    tags,
    session: 'none',
    params: z.object({ idfornecedor: idOuSlug }),
    query: productsByTagsQuerySchema,
    response: productsByTagsResponseSchema,
  }),
  listProductsForAddress: defineEndpoint({
    method: 'GET',
    path: '/v1/app/{token}/listaprodutosf/{idfornecedor}',
    summary:
      'Lista de produtos como listaprodutos, aceitando endereço (idendereco ou lat/lng); cada item traz preconf, o preço após forma de pagamento e políticas.',
    tags,
    session: 'none',
    token: { param: 'token', withClient: false },
    params: z.object({ token: tokenSegment, idfornecedor: idOuSlug }),
    query: addressProductListQuerySchema,
    response: addressProductListResponseSchema,
  }),
};
