import { z } from 'zod';

import { deliveryPlaceQuery, productSummarySchema } from './catalog';
import { deliveryTypeSchema, idOuSlug, queryBoolean, slugOrIdSegment, tokenSegment, uuid } from './common';
import { CONTACT_LIMITS, CONTACT_MESSAGES } from './contact-constants';
import { defineEndpoint } from './endpoint';

export const CAROUSEL_CONTENT_TYPES = ['STATIC_IMAGES', 'PRODUTOS'] as const;

/** Query of GET /v2/app/{token}/customizacao/carrossel/list-for-page/{idfornecedor} */
export const carouselListQuerySchema = z.object({
  page: z
    .string()
    .max(40, 'Página inválida')
    .regex(/^[A-Za-z0-9_-]+$/, 'Página inválida')
    .default('HOME')
    .transform((v) => v.toUpperCase()),
  device: z.string().max(40, 'Dispositivo inválido').optional(),
  idformapagamento: uuid.optional(),
  tipoentrega: deliveryTypeSchema.optional(),
  ...deliveryPlaceQuery,
  idcadastroextraproduto: uuid.optional(),
  loadProdutos: queryBoolean.default(true),
  idcarrossel: uuid.optional(),
  idstaticpage: uuid.optional(),
});
export type CarouselListQuery = z.input<typeof carouselListQuerySchema>;

export const carouselImageSchema = z.object({ url: z.string(), alt: z.string(), link: z.string() });

export const carouselSchema = z.object({
  idcarrossel: uuid,
  titulo: z.string(),
  tipo_conteudo: z.enum(CAROUSEL_CONTENT_TYPES),
  ordem: z.number().int(),
  /** Banners (STATIC_IMAGES only; empty for PRODUTOS). */
  imagens: z.array(carouselImageSchema),
  /** Products (PRODUTOS only; always empty for STATIC_IMAGES and when loadProdutos=false). */
  produtos: z.array(productSummarySchema),
});
export type Carousel = z.infer<typeof carouselSchema>;

/** GET /v2/app/{token}/customizacao/carrossel/list-for-page/{idfornecedor} */
export const carouselListResponseSchema = z.object({
  carrosseis: z.array(carouselSchema),
  possuiPreco: z.boolean(),
});
export type CarouselList = z.infer<typeof carouselListResponseSchema>;

export const STATIC_PAGE_WEB_TAG = 'WEB';

/** Query of GET /v4/pagina-estatica/{idfornecedor}/listar and /slug/{slug} */
export const staticPageQuerySchema = z.object({ idcliente: uuid.optional() });

export const staticPageSlug = slugOrIdSegment('Página inválida', 120);

export const staticPageSummarySchema = z.object({
  idpagina: uuid,
  slug: z.string(),
  titulo: z.string(),
  tag: z.array(z.string()),
});
export type StaticPageSummary = z.infer<typeof staticPageSummarySchema>;

/** GET /v4/pagina-estatica/{idfornecedor}/listar: only pages whose tag includes WEB, in the supplier's order. */
export const staticPageListResponseSchema = z.object({ paginas: z.array(staticPageSummarySchema) });
export type StaticPageList = z.infer<typeof staticPageListResponseSchema>;

export const staticPageSchema = staticPageSummarySchema.extend({
  /** HTML sanitized when stored (lib/shared/sanitize-html.ts); sanitize again when rendering. */
  html: z.string(),
  /** ISO 8601 timestamp. */
  atualizado_em: z.string(),
});
export type StaticPage = z.infer<typeof staticPageSchema>;

/** GET /v4/pagina-estatica/{idfornecedor}/slug/{slug}: 404 'Página não encontrada' for unknown or non-WEB pages. */
export const staticPageResponseSchema = z.object({ pagina: staticPageSchema });
export type StaticPageResponse = z.infer<typeof staticPageResponseSchema>;

export const ACTION_LINK_TYPES = ['PRODUTO', 'CATEGORIA', 'BUSCA', 'PAGINA', 'ADICIONAR_ITENS'] as const;
export type ActionLinkType = (typeof ACTION_LINK_TYPES)[number];

export const actionLinkCode = z
  .string()
  .min(1, 'Link inválido')
  .max(80, 'Link inválido')
  .regex(/^[a-zA-Z0-9_-]+$/, 'Link inválido');

export const actionLinkSchema = z.object({
  codigo: z.string(),
  tipo: z.enum(ACTION_LINK_TYPES),
  /** Root-relative storefront path: `/produto/<slug>`, `/busca?categoria=<slug>`, `/busca?q=…`, `/pagina/<slug>`, `/carrinho`. */
  destino: z.string().startsWith('/'),
  /** ADICIONAR_ITENS only: items to put in the cart. */
  itens: z.array(z.object({ idproduto: uuid, quantidade: z.number().positive() })).optional(),
});
export type ActionLink = z.infer<typeof actionLinkSchema>;

/** GET /v4/link-acao/{idfornecedor}/{codigo}; 404 'Link não encontrado'. */
export const actionLinkResponseSchema = z.object({ link: actionLinkSchema });
export type ActionLinkResponse = z.infer<typeof actionLinkResponseSchema>;

/** Body of POST /v4/notificacao/alerta-disponibilidade */
export const availabilityAlertBodySchema = z
  .object({
    idcliente: uuid,
    idfornecedor: idOuSlug,
    idproduto: uuid.optional(),
    idcadastroextraproduto: uuid.optional(),
  })
  .refine((b) => b.idproduto || b.idcadastroextraproduto, { message: 'Informe o produto', path: ['idproduto'] });
export type AvailabilityAlertBody = z.input<typeof availabilityAlertBodySchema>;

/** Body of POST /v4/notificacao/alerta-disponibilidade/remove */
export const availabilityAlertRemoveBodySchema = availabilityAlertBodySchema;

/** Answer of both alert calls (idempotent): whether the customer is now subscribed. */
export const availabilityAlertResponseSchema = z.object({
  inscrito: z.boolean(),
  idproduto: uuid,
  mensagem: z.string(),
});
export type AvailabilityAlertResponse = z.infer<typeof availabilityAlertResponseSchema>;

export { CONTACT_LIMITS, CONTACT_MESSAGES } from './contact-constants';

/** Body of POST /v4/fale-conosco/{idfornecedor} */
export const contactMessageBodySchema = z.object({
  nome: z
    .string(CONTACT_MESSAGES.nome)
    .trim()
    .min(1, CONTACT_MESSAGES.nome)
    .max(CONTACT_LIMITS.nome, CONTACT_MESSAGES.longo('Nome', CONTACT_LIMITS.nome)),
  email: z
    .string(CONTACT_MESSAGES.email)
    .trim()
    .max(CONTACT_LIMITS.email, CONTACT_MESSAGES.longo('E-mail', CONTACT_LIMITS.email))
    .pipe(z.email(CONTACT_MESSAGES.email)),
  telefone: z
    .string(CONTACT_MESSAGES.telefone)
    .trim()
    .max(CONTACT_LIMITS.telefone, CONTACT_MESSAGES.longo('Telefone', CONTACT_LIMITS.telefone))
    .regex(/^[\d\s()+.-]*$/, CONTACT_MESSAGES.telefone)
    .optional(),
  mensagem: z
    .string(CONTACT_MESSAGES.mensagem)
    .trim()
    .min(1, CONTACT_MESSAGES.mensagem)
    .max(CONTACT_LIMITS.mensagem, CONTACT_MESSAGES.longo('Mensagem', CONTACT_LIMITS.mensagem)),
});
export type ContactMessageBody = z.input<typeof contactMessageBodySchema>;

export const contactMessageResponseSchema = z.object({ idmensagem: uuid, mensagem: z.string() });
export type ContactMessageResponse = z.infer<typeof contactMessageResponseSchema>;

const tags = ['Conteúdo'];

export const contentEndpoints = {
  listCarousels: defineEndpoint({
    method: 'GET',
    path: '/v2/app/{token}/customizacao/carrossel/list-for-page/{idfornecedor}',
    summary:
      'Carrosséis de uma página (HOME por padrão): banners STATIC_IMAGES (sem produtos) e carrosséis de PRODUTOS; preços ocultos para visitantes quando o fornecedor exige login.',
    tags,
    session: 'none',
    token: { param: 'token', withClient: false },
    params: z.object({ token: tokenSegment, idfornecedor: idOuSlug }),
    query: carouselListQuerySchema,
    response: carouselListResponseSchema,
  }),
  listStaticPages: defineEndpoint({
    method: 'GET',
    path: '/v4/pagina-estatica/{idfornecedor}/listar',
    summary: 'Páginas estáticas do fornecedor publicadas na web (tag WEB), na ordem do fornecedor.',
    tags,
    session: 'none',
    params: z.object({ idfornecedor: idOuSlug }),
    query: staticPageQuerySchema,
    response: staticPageListResponseSchema,
  }),
  getStaticPage: defineEndpoint({
    method: 'GET',
    path: '/v4/pagina-estatica/{idfornecedor}/slug/{slug}',
    summary: 'Uma página estática (tag WEB) com o HTML já sanitizado; 404 para páginas desconhecidas ou só do app.',
    tags,
    session: 'none',
    params: z.object({ idfornecedor: idOuSlug, slug: staticPageSlug }),
    query: staticPageQuerySchema,
    response: staticPageResponseSchema,
  }),
  getActionLink: defineEndpoint({
    method: 'GET',
    path: '/v4/link-acao/{idfornecedor}/{codigo}',
    summary:
      'Resolve um link de ação (código) do fornecedor para o caminho da vitrine (produto, categoria, busca, página ou itens a adicionar).',
    tags,
    session: 'none',
    params: z.object({ idfornecedor: idOuSlug, codigo: actionLinkCode }),
    response: actionLinkResponseSchema,
  }),
  subscribeAvailabilityAlert: defineEndpoint({
    method: 'POST',
    path: '/v4/notificacao/alerta-disponibilidade',
    summary: 'Inscreve o cliente logado para ser avisado quando o produto voltar a ficar disponível (idempotente).',
    tags,
    session: 'none',
    body: availabilityAlertBodySchema,
    response: availabilityAlertResponseSchema,
  }),
  getAvailabilityAlert: defineEndpoint({
    method: 'GET',
    path: '/v4/notificacao/alerta-disponibilidade/{idcliente}/{idproduto}',
    summary:
      'Se o cliente logado já pediu aviso de disponibilidade do produto (a página do produto mostra o aviso ativo e oferece cancelar).',
    tags,
    session: 'required',
    params: z.object({ idcliente: uuid, idproduto: uuid }),
    response: availabilityAlertResponseSchema,
  }),
  unsubscribeAvailabilityAlert: defineEndpoint({
    method: 'POST',
    path: '/v4/notificacao/alerta-disponibilidade/remove',
    summary: 'Cancela o alerta de disponibilidade do cliente logado para o produto (idempotente).',
    tags,
    session: 'none',
    body: availabilityAlertRemoveBodySchema,
    response: availabilityAlertResponseSchema,
  }),
  sendContactMessage: defineEndpoint({
    method: 'POST',
    path: '/v4/fale-conosco/{idfornecedor}',
    summary:
      'Fale conosco: guarda a mensagem de um visitante e a enfileira por e-mail para o endereço de contato do fornecedor (limitado por e-mail e por endereço de origem).',
    tags,
    session: 'none',
    params: z.object({ idfornecedor: idOuSlug }),
    body: contactMessageBodySchema,
    response: contactMessageResponseSchema,
  }),
};
