import { z } from 'zod';

import { centavos, idOuSlug, pageParams, paginated, queryBoolean, slugOrIdSegment, tokenSegment, uuid } from './common';
import { defineEndpoint } from './endpoint';

export const PRODUCT_PAGE_SIZE = 20;
export const MAX_PRODUCT_PAGE_SIZE = 100;

export type Sector = {
  idsetor: string;
  nome: string;
  slug: string;
  idsetorpai: string | null;
  quantidade_produtos: number;
  subsetores: Sector[];
};
export const sectorSchema: z.ZodType<Sector> = z.lazy(() =>
  z.object({
    idsetor: uuid,
    nome: z.string(),
    slug: z.string(),
    idsetorpai: uuid.nullable(),
    quantidade_produtos: z.number().int(),
    subsetores: z.array(sectorSchema),
  }),
);

/** GET /v2/app/{x}/listacategoriasprodutos/{y} */
export const sectorTreeResponseSchema = z.object({ setores: z.array(sectorSchema) });

export const productImageSchema = z.object({ url: z.string(), alt: z.string() });

export const productFilterValueSchema = z.object({ grupo: z.string(), valor: z.string() });

/**
 * A product as shown in lists. Prices are integer centavos; every price is null when the
 * supplier hides prices from visitors (hide-price-for-logged-out-customers).
 */
export const productSummarySchema = z.object({
  idproduto: uuid,
  idcadastroextraproduto: uuid.nullable(),
  idfornecedor: uuid,
  codigo: z.string(),
  nome: z.string(),
  slug: z.string(),
  marca: z.string().nullable(),
  unidade: z.string(),
  idsetor: uuid,
  imagem: z.string(),
  preco: centavos.nullable(),
  /**
   * Reference ("de") price in centavos, shown as "De R$ X por R$ Y" when above `preco` (
   * decision 0016). Null without one and whenever prices are hidden; absent from older back ends.
   */
  precode: centavos.nullable().optional(),
  precovendaatacado: centavos.nullable(),
  minvendaatacado: z.number().nullable(),
  multiploincremento: z.number().positive(),
  granularidade: z.number().positive(),
  maxporpedido: z.number().nullable(),
  min_por_pedido: z.number().positive(),
  efeitospoliticas: z.object({
    /** Map of quantity threshold (as a string key) to unit price in centavos. */
    descontoProgressivo: z.record(z.string(), centavos),
  }),
  preco_embalagem: centavos.nullable(),
  disponivel: z.boolean(),
  tags: z.array(z.string()),
  /**
   * How many units one package holds: "1 cx = 12 un" beside the quantity (wire name ours, pt-BR).
   * Null when not sold by a package; absent from older back ends.
   */
  unidades_por_embalagem: z.number().int().positive().nullable().optional(),
  /**
   * Produce sold by the kg: approximate weight of one piece in kg ("1 un ≈ 180 g"), null when not
   * known; and whether it may be ordered by the unit (decision 0055). Absent from older back ends.
   */
  peso_aproximado_unidade_kg: z.number().positive().nullable().optional(),
  permite_venda_por_unidade: z.boolean().optional(),
});
export type ProductSummary = z.infer<typeof productSummarySchema>;

/**
 * Nutrition table of a food (RDC 429/2020): the serving and one line per nutrient, with the amount
 * per serving and the % of the daily value (null where the label has none).
 */
export const nutritionTableSchema = z.object({
  porcao: z.string(),
  itens: z.array(z.object({ nutriente: z.string(), quantidade: z.string(), vd: z.number().nullable() })),
});
export type NutritionTable = z.infer<typeof nutritionTableSchema>;

/** Technical sheet of a wine (every field optional: a kit or a juice has only some). */
export const wineSheetSchema = z.object({
  uva: z.string().optional(),
  regiao: z.string().optional(),
  teorAlcoolico: z.string().optional(),
  temperaturaServico: z.string().optional(),
  harmonizacao: z.string().optional(),
});
export type WineSheet = z.infer<typeof wineSheetSchema>;

export const productDetailSchema = productSummarySchema.extend({
  descricao: z.string(),
  imagens: z.array(productImageSchema),
  filtros: z.array(productFilterValueSchema),
  caminho: z.array(z.object({ idsetor: uuid, nome: z.string(), slug: z.string() })),
  /*
   * Attributes the spec does not name (wire names ours, pt-BR); optional so an older back end's
   * answer still parses. `ean`: the EAN-13 bar code (JSON-LD gtin13).
   */
  ean: z
    .string()
    .regex(/^\d{13}$/)
    .nullable()
    .optional(),
  informacaoNutricional: nutritionTableSchema.nullable().optional(),
  /** Allergen statements as printed on the label ('Contém glúten', 'Pode conter amendoim'…). */
  alergenicos: z.array(z.string()).optional(),
  fichaTecnica: wineSheetSchema.nullable().optional(),
});
export type ProductDetail = z.infer<typeof productDetailSchema>;

/**
 * Delivery context that travels with catalog calls besides the delivery type: the saved
 * address or the point, and the chosen pickup store. Accepted (validated) by the API; the demo API
 * filters by the type only.
 */
export const deliveryPlaceQuery = {
  idendereco: uuid.optional(),
  lat: z.coerce
    .number({ message: 'Latitude inválida' })
    .min(-90, 'Latitude inválida')
    .max(90, 'Latitude inválida')
    .optional(),
  lng: z.coerce
    .number({ message: 'Longitude inválida' })
    .min(-180, 'Longitude inválida')
    .max(180, 'Longitude inválida')
    .optional(),
  idloja: uuid.optional(),
};

export const productListQuerySchema = z.object({
  categ: uuid.optional(),
  sk: z.string().max(200, 'Texto de busca muito longo').optional(),
  ...pageParams(PRODUCT_PAGE_SIZE, MAX_PRODUCT_PAGE_SIZE),
  ordenacao: z.string().max(40).optional(),
  formapagamento: uuid.optional(),
  canalVenda: z.enum(['WEB', 'MANUAL']).default('WEB'),
  tipoentrega: z.enum(['DELIVERY', 'RETIRADA']).optional(),
  ...deliveryPlaceQuery,
  tagsPesquisa: z.string().max(500).optional(),
  agrupadores: z.string().max(500).optional(),
  ignorepolicy: z.string().max(10).optional(),
  produtoprincipal: z.string().max(10).optional(),
  fornec: z.string().max(120).optional(),
  /**
   * Only available offers (a reference price above the price, or a quantity price the
   * cart reaches: lib/rules/offer.ts). Without `ordenacao` the deepest discount comes first
   * (answer `ordenacao: 'maior_desconto'`), or the supplier's first order when prices are hidden.
   */
  ofertas: queryBoolean.optional(),
});
export type ProductListQuery = z.input<typeof productListQuerySchema>;

/** GET /v2/app/{empresa}/listaprodutos/{supplier} */
export const productListResponseSchema = paginated('produtos', productSummarySchema).extend({
  /** Price-presence flag: false when prices are hidden for this caller. */
  possuiPreco: z.boolean(),
  ordenacao: z.string(),
});
export type ProductList = z.infer<typeof productListResponseSchema>;

/** GET /v2/app/{x}/fornecedor/{y}/produto/{id} */
export const productDetailResponseSchema = z.object({
  produto: productDetailSchema,
  similares: z.array(productSummarySchema),
  possuiPreco: z.boolean(),
  /**
   * False when the query's tipoEntrega is one the product is not offered for (e.g. a
   * delivery-only frozen item under RETIRADA); the product is still answered (the page says so).
   */
  disponivelTipoEntrega: z.boolean().default(true),
  /** Delivery types the product is offered for. */
  tiposEntrega: z.array(z.enum(['DELIVERY', 'RETIRADA'])).default(['DELIVERY', 'RETIRADA']),
});
export type ProductDetailResponse = z.infer<typeof productDetailResponseSchema>;

/** GET {imagebase}/superon/imagens/{a}/{b}/all-images */
export const productImagesResponseSchema = z.object({ imagens: z.array(productImageSchema) });

/** Product order codes understood by the list call; each supplier offers a subset in ordenacoes_produto. */
export const PRODUCT_ORDER_CODES = [
  'relevancia',
  'mais_vendidos',
  'nome_asc',
  'nome_desc',
  'preco_asc',
  'preco_desc',
] as const;
export type ProductOrderCode = (typeof PRODUCT_ORDER_CODES)[number];
/** Order of an offers list (`ofertas=true`) without a requested order: deepest discount first. */
export const OFFERS_ORDER = 'maior_desconto';

/** Query of GET /v2/app/{x}/listacategoriasprodutos/{y} */
export const sectorTreeQuerySchema = z.object({
  idsegmento: uuid.optional(),
  device: z.string().max(40, 'Dispositivo inválido').optional(),
});

export const sectorPathItemSchema = z.object({ idsetor: uuid, nome: z.string(), slug: z.string() });

/** GET /v2/app/setores-produto/obter-setor/{a}/{b}: the sector (with its subtree) and its path from the root. */
export const sectorPathResponseSchema = z.object({
  setor: sectorSchema,
  caminho: z.array(sectorPathItemSchema),
});
export type SectorPath = z.infer<typeof sectorPathResponseSchema>;

/** Query of GET /v2/app/{x}/fornecedor/{y}/produto/{id} */
export const productDetailQuerySchema = z.object({
  idformapagamento: uuid.optional(),
  disableSimilares: queryBoolean.optional(),
  canalVenda: z.enum(['WEB', 'MANUAL']).default('WEB'),
  tipoEntrega: z.enum(['DELIVERY', 'RETIRADA']).optional(),
  ...deliveryPlaceQuery,
  quantidade: z.coerce
    .number({ message: 'Quantidade inválida' })
    .nonnegative('Quantidade inválida')
    .max(1_000_000, 'Quantidade inválida')
    .optional(),
});
export type ProductDetailQuery = z.input<typeof productDetailQuerySchema>;

/** Max number of similar products in the detail answer. */
export const MAX_SIMILAR_PRODUCTS = 8;

const tags = ['Catálogo'];
const slugOrId = slugOrIdSegment('Identificador inválido');

export const catalogEndpoints = {
  listCategories: defineEndpoint({
    method: 'GET',
    path: '/v2/app/{token}/listacategoriasprodutos/{idfornecedor}',
    summary: 'Árvore de setores (categorias) do fornecedor com a quantidade de produtos, incluindo subsetores.',
    tags,
    session: 'none',
    token: { param: 'token', withClient: false },
    params: z.object({ token: tokenSegment, idfornecedor: idOuSlug }),
    query: sectorTreeQuerySchema,
    response: sectorTreeResponseSchema,
  }),
  getSector: defineEndpoint({
    method: 'GET',
    path: '/v2/app/setores-produto/obter-setor/{idfornecedor}/{setor}',
    summary: 'Um setor (por id ou slug) com seus subsetores e o caminho desde a raiz.',
    tags,
    session: 'none',
    params: z.object({ idfornecedor: idOuSlug, setor: slugOrId }),
    response: sectorPathResponseSchema,
  }),
  listProducts: defineEndpoint({
    method: 'GET',
    path: '/v2/app/{empresa}/listaprodutos/{idfornecedor}',
    summary:
      'Lista paginada de produtos com filtro por setor (inclui subsetores), texto, filtros (grupo:valor) e ordenação.',
    tags,
    session: 'none',
    token: { param: 'empresa', withClient: false },
    params: z.object({ empresa: tokenSegment, idfornecedor: idOuSlug }),
    query: productListQuerySchema,
    response: productListResponseSchema,
  }),
  getProduct: defineEndpoint({
    method: 'GET',
    path: '/v2/app/{token}/fornecedor/{idfornecedor}/produto/{idproduto}',
    summary:
      'Detalhe do produto (por id ou slug) com imagens, filtros, caminho de setores e até 8 similares do mesmo setor.',
    tags,
    session: 'none',
    token: { param: 'token', withClient: false },
    params: z.object({ token: tokenSegment, idfornecedor: idOuSlug, idproduto: slugOrId }),
    query: productDetailQuerySchema,
    response: productDetailResponseSchema,
  }),
};
