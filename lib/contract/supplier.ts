import { z } from 'zod';

import {
  centavos,
  coordsSchema,
  deliveryTypeSchema,
  dominioQuery,
  idOuSlug,
  idOuSlugOuDominio,
  latitude,
  longitude,
  queryBoolean,
  tokenSegment,
  uuid,
} from './common';
import { defineEndpoint } from './endpoint';
import { paymentTypeSchema } from './payment';

export const SUPPLIER_TAGS = [
  'enable-google-analytics-ga4-version-tag-events',
  'support-price-variance-by-payment',
  'disable-product-multiple',
  'use-new-style-page',
  'has-delivery',
  'has-collect',
  'requires-address-to-access',
  'requires-supplier-to-access',
  'enable-recommendation-system',
  'uses-share-coupom',
  'support-budget',
  'hide-price-for-logged-out-customers',
  'block-not-approved-user',
  'restrict-not-approved-user-submission',
  'use-primary-address',
  'uses-single-address',
  // Not in the spec's list; used by the demo wine supplier (age check over 18).
  'requires-age-check',
  'has-subscription',
  // Not in the spec's list: sales to companies (CNPJ) only; never offered to consumers (lib/rules/supplier-audience).
  'sells-only-to-companies',
] as const;
export type SupplierTag = (typeof SUPPLIER_TAGS)[number];

/** Theme id that means "no supplier" (spec 4, Boot and persistence). */
export const DEFAULT_THEME_ID = 'superon_default';

export const THEME_DEFAULTS = {
  cor_primaria: '#436bac',
  cor_secundaria: '#203e6c',
  cor_auxiliar: '#e2a929',
  cor_texto: '#ffffff',
} as const;

const hexColor = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'Cor inválida');

export const themeSchema = z.object({
  idtema: z.string(),
  cor_primaria: hexColor,
  cor_secundaria: hexColor,
  cor_auxiliar: hexColor,
  cor_texto: hexColor,
  logo_url: z.string().nullable(),
  logo_alt: z.string(),
  favicon_url: z.string().nullable(),
});
export type Theme = z.infer<typeof themeSchema>;

export type MenuItem = { titulo: string; url: string; itens?: MenuItem[] };
export const menuItemSchema: z.ZodType<MenuItem> = z.lazy(() =>
  z.object({ titulo: z.string(), url: z.string(), itens: z.array(menuItemSchema).optional() }),
);

/** A supplier's legal entity (decision 0038): CNPJ and CEP as digits. */
export const legalEntitySchema = z.object({
  razao_social: z.string(),
  cnpj: z.string(),
  inscricao_estadual: z.string().nullable(),
  endereco: z.object({
    logradouro: z.string(),
    numero: z.string(),
    bairro: z.string(),
    cidade: z.string(),
    uf: z.string(),
    cep: z.string(),
  }),
});
export type LegalEntity = z.infer<typeof legalEntitySchema>;

export const footerSchema = z.object({
  colunas: z.array(
    z.object({
      titulo: z.string(),
      links: z.array(z.object({ titulo: z.string(), url: z.string() })),
    }),
  ),
  redes_sociais: z.array(z.object({ rede: z.string(), url: z.string() })),
  contato: z.object({
    telefone: z.string().nullable(),
    whatsapp: z.string().nullable(),
    email: z.string().nullable(),
    endereco: z.string().nullable(),
    /** SAC hours: the supplier's horario_atendimento, written into the footer by the API. */
    horario_atendimento: z.string().nullable().optional(),
  }),
  /** Card brands the supplier accepts, shown as icons with its payment methods (visa, mastercard, elo, amex, hipercard). */
  bandeiras_cartao: z.array(z.string()).optional(),
  /** The supplier's own notice ("Venda proibida para menores de 18 anos."), without its identity. */
  aviso_legal: z.string(),
  /** The supplier's legal-entity record (decision 0038); the footer's identity line is written from it. */
  empresa: legalEntitySchema.nullable(),
});
export type Footer = z.infer<typeof footerSchema>;
/** The footer as the supplier stores it: the identity and its address come from the legal record. */
export type StoredFooter = Omit<Footer, 'empresa'>;

export const seoSchema = z.object({
  title: z.string(),
  description: z.string(),
  keywords: z.array(z.string()),
  image: z.string().nullable(),
});
export type Seo = z.infer<typeof seoSchema>;

export const supplierDomainSchema = z.object({
  dominio: z.string(),
  dominio_adicionais: z.array(z.string()),
});

export const supplierConfigSchema = z.object({
  tema: themeSchema,
  menu: z.array(menuItemSchema),
  rodape: footerSchema,
  dominio: supplierDomainSchema,
  seo: seoSchema,
  superon_ga: z.string().nullable(),
  message_after_create: z.string().nullable(),
  /** Buying on terms (FATURADO) is refused while the account has an overdue title (on by default). */
  bloquear_faturado_com_titulo_vencido: z.boolean(),
});
export type SupplierConfig = z.infer<typeof supplierConfigSchema>;

export const segmentSchema = z.object({ idsegmento: uuid, nome: z.string() });

export const productOrderSchema = z.object({
  codigo: z.string(),
  descricao: z.string(),
});

export const paymentMethodSchema = z.object({
  idformapagto: uuid,
  descricao: z.string(),
  tipo: paymentTypeSchema,
  max_parcelas: z.number().int().min(1),
  /** Price variance (support-price-variance-by-payment), basis points: -300 = 3% off. */
  variacao_preco_bp: z.number().int(),
  /** Card instalments: the smallest instalment (centavos, 0 = any) and the monthly interest (bp, 0 = sem juros). */
  parcela_minima: centavos,
  juros_mensal_bp: z.number().int().min(0),
  online: z.boolean(),
});
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

export const supplierSchema = z.object({
  idfornecedor: uuid,
  slug: z.string(),
  idempresa: uuid,
  nome: z.string(),
  dominio: z.string(),
  segmentos: z.array(segmentSchema),
  tag: z.array(z.string()),
  ordenacoes_produto: z.array(productOrderSchema),
  formasPagamento: z.array(paymentMethodSchema),
  /**
   * The best public percent coupon for PIX that any visitor could use on one unit of any product (no minimum, no
   * product list, no first-purchase or usage limit): cards and product pages show "R$ … no PIX com o cupom CODIGO".
   */
  cupomPix: z
    .object({ codigo: z.string(), percentual_bp: z.number().int().min(1).max(10000) })
    .nullable()
    .default(null),
  modulos: z.array(z.string()),
  /** Some representative has clients of this supplier: the login offers 'Sou representante'. */
  tem_representantes: z.boolean(),
  config: supplierConfigSchema,
  meta_info: z.object({
    descricao_endereco_loja: z.string().nullable(),
    default_store: z.object({ latitude: z.number(), longitude: z.number() }).nullable(),
    pedido_minimo: centavos.nullable(),
  }),
});
export type Supplier = z.infer<typeof supplierSchema>;

/** GET /v2/app/{token}/fornecedor and /v2/app/{token}{split}{idcliente}/fornecedor */
export const supplierListResponseSchema = z.object({ fornecedores: z.array(supplierSchema) });

/** GET /v2/configuracao/fornecedor/{idfornecedor}/tema */
export const themeResponseSchema = z.object({ idfornecedor: uuid.nullable(), tema: themeSchema });

/** GET /v2/app/config/fornecedor/{idfornecedor}/rodape */
export const footerResponseSchema = z.object({ idfornecedor: uuid, rodape: footerSchema });

/** GET /v2/app/{token}/configuracao/fornecedor (supplier taken from X-idfornecedor) */
export const supplierConfigResponseSchema = z.object({
  idfornecedor: uuid,
  config: supplierConfigSchema,
  tag: z.array(z.string()),
});

/** GET /v4/static-text/{idfornecedor} */
export const staticTextResponseSchema = z.object({
  idfornecedor: uuid,
  pedido_minimo: centavos.nullable(),
  horario_atendimento: z.string().nullable(),
  taxa_conveniencia: centavos.nullable(),
  textos: z.array(z.object({ chave: z.string(), titulo: z.string(), conteudo: z.string() })),
});

/** GET /v2/app/{token}/fornecedor/{idfornecedor}/formas-pagamento */
export const paymentMethodsResponseSchema = z.object({ formasPagamento: z.array(paymentMethodSchema) });

export const storeSchema = z.object({
  idloja: uuid,
  nome: z.string(),
  descricao_endereco_loja: z.string(),
  lat: z.number(),
  lng: z.number(),
  /** Opening hours of the store; the supplier's service hours when the store has none of its own. */
  horario_atendimento: z.string().nullable(),
});
export type Store = z.infer<typeof storeSchema>;

/** GET /v2/app/{token}/fornecedor/areaatendimento */
export const serviceAreaResponseSchema = z.object({
  idfornecedor: uuid,
  areas: z.array(
    z.object({
      idarea: uuid,
      nome: z.string(),
      tipo: z.enum(['ENTREGA', 'COLETA']),
      /** GeoJSON-style rings: first the outer ring, then holes; each point [lng, lat]. */
      coordenadas: z.array(z.array(z.tuple([z.number(), z.number()]))),
    }),
  ),
  lojas: z.array(storeSchema),
});

/** Query of GET /v2/app/{token}/fornecedor (and the {token}{split}{idcliente} variant). */
export const supplierListQuerySchema = z
  .object({
    idfornecedor: idOuSlug.optional(),
    dominio: dominioQuery.optional(),
    lat: latitude.optional(),
    lng: longitude.optional(),
    tipoEntrega: deliveryTypeSchema.optional(),
    queryPoligonoDeColeta: queryBoolean.optional(),
    idendereco: uuid.optional(),
    idempresa: uuid.optional(),
    device: z.string().max(40, 'Dispositivo inválido').optional(),
    idcliente: uuid.optional(),
  })
  .refine((q) => (q.lat === undefined) === (q.lng === undefined), {
    message: 'Informe latitude e longitude juntas',
    path: ['lat'],
  });
export type SupplierListQuery = z.input<typeof supplierListQuerySchema>;

/** Header that names the supplier of a call (X-idfornecedor: uuid or slug). */
export const supplierHeaderSchema = z.object({ 'x-idfornecedor': idOuSlug });

/** Query of GET /v2/app/{token}/fornecedor/areaatendimento (header X-idfornecedor wins). */
export const serviceAreaQuerySchema = z.object({ idfornecedor: idOuSlug.optional() });

/** Query of GET /v2/app/{token}/fornecedor/{idfornecedor}/formas-pagamento */
export const paymentMethodsQuerySchema = z.object({ idcliente: uuid.optional() });

/** A store with its distance from the queried point (metres, rounded; null without a point). */
export const storeWithDistanceSchema = storeSchema.extend({ distancia: z.number().int().nonnegative().nullable() });
export type StoreWithDistance = z.infer<typeof storeWithDistanceSchema>;

/**
 * GET /v2/app/{token}{split}{idcliente}/fornecedor (and /v2/app/{token}/fornecedor). Point queries
 * (lat/lng or idendereco) add, per supplier, its stores nearest first with `distancia` in metres,
 * and the supplier's `distancia` (nearest store); `ponto` echoes the point used.
 */
export const supplierWithStoresSchema = supplierSchema.extend({
  lojas: z.array(storeWithDistanceSchema).optional(),
  distancia: z.number().int().nonnegative().nullable().optional(),
});
export const supplierLookupResponseSchema = supplierListResponseSchema.extend({
  fornecedores: z.array(supplierWithStoresSchema),
  ponto: coordsSchema.optional(),
  /** 'ENTREGA' (delivery areas) or 'COLETA' (pickup areas) when a point was queried. */
  tipoArea: z.enum(['ENTREGA', 'COLETA']).optional(),
});

/** GET /v2/app/{token}/fornecedor/areaatendimento with optional lat/lng for store distances. */
export const serviceAreaLookupQuerySchema = serviceAreaQuerySchema
  .extend({ lat: latitude.optional(), lng: longitude.optional() })
  .refine((q) => (q.lat === undefined) === (q.lng === undefined), {
    message: 'Informe latitude e longitude juntas',
    path: ['lat'],
  });
export const serviceAreaLookupResponseSchema = serviceAreaResponseSchema.extend({
  lojas: z.array(storeWithDistanceSchema),
  /** All polygons of the supplier (outer ring then holes), any type: the spec's `coordenadas`. */
  coordenadas: z.array(z.array(z.array(z.tuple([z.number(), z.number()])))),
});

const supplierTags = ['Fornecedores'];

export const supplierEndpoints = {
  /**
   * The spec writes this call twice: `{token}{split}{idcliente}` for the look-up by a point or a
   * saved address, `{token}` for the rest; the API answers both under one path, and the client
   * always sends the composite (`token~<empty id>` for visitors).
   */
  listSuppliers: defineEndpoint({
    method: 'GET',
    path: '/v2/app/{token}/fornecedor',
    summary:
      'Lista fornecedores: por id/slug, domínio, coordenadas (área de entrega ou de coleta) ou empresa; sem filtro, o diretório de fornecedores com tema.',
    tags: supplierTags,
    session: 'none',
    token: { param: 'token', withClient: true },
    params: z.object({ token: tokenSegment }),
    query: supplierListQuerySchema,
    response: supplierLookupResponseSchema,
  }),
  listPaymentMethods: defineEndpoint({
    method: 'GET',
    path: '/v2/app/{token}/fornecedor/{idfornecedor}/formas-pagamento',
    summary: 'Formas de pagamento ativas do fornecedor.',
    tags: supplierTags,
    session: 'none',
    token: { param: 'token', withClient: false },
    params: z.object({ token: tokenSegment, idfornecedor: idOuSlug }),
    query: paymentMethodsQuerySchema,
    response: paymentMethodsResponseSchema,
  }),
  getServiceArea: defineEndpoint({
    method: 'GET',
    path: '/v2/app/{token}/fornecedor/areaatendimento',
    summary:
      'Áreas de atendimento (entrega e coleta) e lojas do fornecedor do cabeçalho X-idfornecedor (ou da query idfornecedor).',
    tags: supplierTags,
    session: 'none',
    token: { param: 'token', withClient: false },
    params: z.object({ token: tokenSegment }),
    query: serviceAreaLookupQuerySchema,
    response: serviceAreaLookupResponseSchema,
  }),
};

const configTags = ['Configuração'];

export const configEndpoints = {
  getTheme: defineEndpoint({
    method: 'GET',
    path: '/v2/configuracao/fornecedor/{idfornecedor}/tema',
    summary: 'Tema (cores e logo) do fornecedor por id, slug ou domínio.',
    tags: configTags,
    session: 'none',
    params: z.object({ idfornecedor: idOuSlugOuDominio }),
    response: themeResponseSchema,
  }),
  getFooter: defineEndpoint({
    method: 'GET',
    path: '/v2/app/config/fornecedor/{idfornecedor}/rodape',
    summary: 'Rodapé do fornecedor (colunas, redes sociais, contato e texto legal).',
    tags: configTags,
    session: 'none',
    params: z.object({ idfornecedor: idOuSlugOuDominio }),
    response: footerResponseSchema,
  }),
  getSupplierConfig: defineEndpoint({
    method: 'GET',
    path: '/v2/app/{token}/configuracao/fornecedor',
    summary: 'Configuração completa (tema, menu, rodapé, domínios, SEO) do fornecedor do cabeçalho X-idfornecedor.',
    tags: configTags,
    session: 'none',
    token: { param: 'token', withClient: false },
    params: z.object({ token: tokenSegment }),
    response: supplierConfigResponseSchema,
  }),
  getStaticText: defineEndpoint({
    method: 'GET',
    path: '/v4/static-text/{idfornecedor}',
    summary: 'Textos fixos do fornecedor: pedido mínimo, horário de atendimento e taxa de conveniência.',
    tags: configTags,
    session: 'none',
    params: z.object({ idfornecedor: idOuSlugOuDominio }),
    response: staticTextResponseSchema,
  }),
};
