import { DEMO_SUPPLIERS } from '@/commerce-api/seed/demo-world';

import {
  apiErrorSchema,
  EMPTY_ID,
  productListResponseSchema,
  productSummarySchema,
  supplierListResponseSchema,
  supplierSchema,
  themeSchema,
  type ProductSummary,
  type Supplier,
} from './index';

const d = DEMO_SUPPLIERS.emporio;

const supplierFixture: Supplier = {
  idfornecedor: d.idfornecedor,
  slug: d.slug,
  idempresa: d.idempresa,
  nome: d.nome,
  dominio: d.dominio,
  segmentos: [{ idsegmento: '11111111-1111-4111-8111-111111111111', nome: 'Mercearia' }],
  tag: [...d.tags],
  ordenacoes_produto: [{ codigo: 'nome', descricao: 'Nome' }],
  formasPagamento: [
    {
      idformapagto: '22222222-2222-4222-8222-222222222222',
      descricao: 'PIX',
      tipo: 'PIX',
      max_parcelas: 1,
      variacao_preco_bp: -300,
      parcela_minima: 0,
      juros_mensal_bp: 0,
      online: true,
    },
  ],
  cupomPix: { codigo: 'PIX5', percentual_bp: 500 },
  modulos: [],
  tem_representantes: false,
  config: {
    tema: {
      idtema: 'emporio',
      cor_primaria: d.cores.primaria,
      cor_secundaria: d.cores.secundaria,
      cor_auxiliar: d.cores.auxiliar,
      cor_texto: d.cores.texto,
      logo_url: '/superon/imagens/logo/emporio.svg',
      logo_alt: d.nome,
      favicon_url: null,
    },
    menu: [{ titulo: 'Ofertas', url: '/busca', itens: [{ titulo: 'Frutas', url: '/busca?categoria=frutas' }] }],
    rodape: {
      colunas: [{ titulo: 'Institucional', links: [{ titulo: 'Sobre nós', url: '/pagina/sobre' }] }],
      redes_sociais: [{ rede: 'instagram', url: 'https://instagram.com/emporio' }],
      contato: { telefone: '(11) 4000-0000', whatsapp: null, email: 'contato@emporio.example', endereco: null },
      aviso_legal: 'Preços válidos no site.',
      empresa: null,
    },
    dominio: { dominio: d.dominio, dominio_adicionais: [...d.dominio_adicionais] },
    seo: { title: 'Empório Bom Preço', description: 'Mercado de bairro', keywords: [], image: null },
    superon_ga: null,
    message_after_create: null,
    bloquear_faturado_com_titulo_vencido: true,
  },
  meta_info: { descricao_endereco_loja: null, default_store: null, pedido_minimo: 5000 },
};

const productFixture: ProductSummary = {
  idproduto: '33333333-3333-4333-8333-333333333333',
  idcadastroextraproduto: null,
  idfornecedor: d.idfornecedor,
  codigo: '0001',
  nome: 'Arroz Tipo 1 5 kg',
  slug: 'arroz-tipo-1-5-kg',
  marca: 'Bom Grão',
  unidade: 'UN',
  idsetor: '44444444-4444-4444-8444-444444444444',
  imagem: '/superon/imagens/produtos/0001.svg',
  preco: 2890,
  precovendaatacado: 2690,
  minvendaatacado: 6,
  multiploincremento: 1,
  granularidade: 1,
  maxporpedido: null,
  min_por_pedido: 1,
  efeitospoliticas: { descontoProgressivo: { '10': 2590 } },
  preco_embalagem: null,
  disponivel: true,
  tags: [],
};

describe('supplier contract', () => {
  it('accepts a valid supplier and list answer', () => {
    expect(supplierSchema.parse(supplierFixture)).toEqual(supplierFixture);
    expect(supplierListResponseSchema.safeParse({ fornecedores: [supplierFixture] }).success).toBe(true);
  });
  it('rejects a bad UUID', () => {
    expect(supplierSchema.safeParse({ ...supplierFixture, idfornecedor: 'not-a-uuid' }).success).toBe(false);
  });
  it('accepts the empty id as a UUID', () => {
    expect(supplierSchema.safeParse({ ...supplierFixture, idempresa: EMPTY_ID }).success).toBe(true);
  });
  it('rejects invalid theme colours', () => {
    expect(themeSchema.safeParse({ ...supplierFixture.config.tema, cor_primaria: 'green' }).success).toBe(false);
    expect(themeSchema.safeParse({ ...supplierFixture.config.tema, cor_primaria: '#fff' }).success).toBe(false);
  });
  it('rejects a float minimum order', () => {
    const bad = { ...supplierFixture, meta_info: { ...supplierFixture.meta_info, pedido_minimo: 50.5 } };
    expect(supplierSchema.safeParse(bad).success).toBe(false);
  });
  it('rejects a missing config', () => {
    const { config: _config, ...rest } = supplierFixture;
    void _config;
    expect(supplierSchema.safeParse(rest).success).toBe(false);
  });
});

describe('product contract', () => {
  const list = {
    produtos: [productFixture],
    total: 1,
    page: 1,
    limit: 20,
    paginas: 1,
    possuiPreco: true,
    ordenacao: 'nome',
  };

  it('accepts a valid product and list', () => {
    expect(productSummarySchema.parse(productFixture)).toEqual(productFixture);
    expect(productListResponseSchema.safeParse(list).success).toBe(true);
  });
  it('accepts hidden prices (null)', () => {
    const hidden = { ...productFixture, preco: null, precovendaatacado: null, preco_embalagem: null };
    expect(productSummarySchema.safeParse(hidden).success).toBe(true);
  });
  it('rejects float prices', () => {
    expect(productSummarySchema.safeParse({ ...productFixture, preco: 28.9 }).success).toBe(false);
    expect(
      productSummarySchema.safeParse({ ...productFixture, efeitospoliticas: { descontoProgressivo: { '10': 25.9 } } })
        .success,
    ).toBe(false);
  });
  it('rejects string prices and bad ids', () => {
    expect(productSummarySchema.safeParse({ ...productFixture, preco: '2890' }).success).toBe(false);
    expect(productSummarySchema.safeParse({ ...productFixture, idproduto: '123' }).success).toBe(false);
  });
  it('rejects a non-positive increment', () => {
    expect(productSummarySchema.safeParse({ ...productFixture, multiploincremento: 0 }).success).toBe(false);
  });
});

describe('error contract', () => {
  it('accepts the API error body and rejects others', () => {
    expect(
      apiErrorSchema.safeParse({ erro: true, codigo: 'NAO_ENCONTRADO', mensagem: 'Fornecedor não encontrado' }).success,
    ).toBe(true);
    expect(apiErrorSchema.safeParse({ erro: false, codigo: 'X', mensagem: 'y' }).success).toBe(false);
    expect(apiErrorSchema.safeParse({ message: 'x' }).success).toBe(false);
  });
});
