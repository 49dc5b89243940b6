import { DEFAULT_THEME_ID, THEME_DEFAULTS, type MenuItem, type Seo, type StoredFooter } from '../../lib/contract';
import { maskCnpj } from '../../lib/rules/documents';
import type { DeliveryWindow } from '../../lib/rules/freight';
import { polygonBBox, type Polygon } from '../../lib/rules/geo';
import { sanitizePageHtml } from '../../lib/shared/sanitize-html';
import { DEMO_LEGAL, DEMO_SUPPLIERS, type DemoSupplierKey } from './demo-world';
import type { SeedModule } from './types';
import { insertRows, stableUuid, type Row } from './util';

export const PRODUCT_ORDERS = {
  relevancia: 'Relevância',
  mais_vendidos: 'Mais vendidos',
  nome_asc: 'Nome (A a Z)',
  nome_desc: 'Nome (Z a A)',
  preco_asc: 'Menor preço',
  preco_desc: 'Maior preço',
} as const;
type OrderCode = keyof typeof PRODUCT_ORDERS;
const orders = (...codes: OrderCode[]) => codes.map((codigo) => ({ codigo, descricao: PRODUCT_ORDERS[codigo] }));

type SupplierSeed = {
  key: DemoSupplierKey;
  modulos: string[];
  ordenacoes: ReturnType<typeof orders>;
  menu: MenuItem[];
  rodape: StoredFooter;
  seo: Seo;
  superon_ga: string | null;
  message_after_create: string | null;
  pedido_minimo: number | null;
  horario_atendimento: string | null;
  taxa_conveniencia: number | null;
  segmentos: string[];
  pagamentos: {
    descricao: string;
    tipo: string;
    max_parcelas: number;
    variacao_preco_bp: number;
    online: boolean;
    parcela_minima?: number;
    juros_mensal_bp?: number;
  }[];
  entregas: DeliveryMethodSeed[];
  /**
   * horario_atendimento: the store's own opening hours as shown (null: the supplier's service
   * hours); horarios: the same hours by weekday (migration 0041), which bound its slots.
   */
  lojas: {
    nome: string;
    descricao_endereco_loja: string;
    lat: number;
    lng: number;
    horario_atendimento: string | null;
    horarios: DeliveryWindow[];
  }[];
  areas: { nome: string; tipo: 'ENTREGA' | 'COLETA'; rings: Polygon }[];
  paginas: { slug: string; titulo: string; html: string; tags: string[] }[];
  textos: { chave: string; titulo: string; conteudo: string }[];
};

/**
 * A delivery method (migration 0022). `calculo` FIXO: `valor` is the freight; POR_KM:
 * `valor` is the base plus `valor_por_km` per km from the nearest store. Money in centavos; null
 * limits are none. `janelas`: weekly windows, the slots' template (lib/rules/freight.ts).
 */
export type DeliveryMethodSeed = {
  descricao: string;
  tipo_entrega: 'DELIVERY' | 'RETIRADA';
  calculo: 'FIXO' | 'POR_KM';
  valor: number;
  valor_por_km: number;
  gratis_acima_de: number | null;
  pedido_minimo: number | null;
  peso_maximo_kg: number | null;
  raio_maximo_km: number | null;
  prazo_dias: number;
  janelas: DeliveryWindow[];
  /** Express (migration 0041): delivered within hours of the slot, not presented as scheduled. */
  expressa: boolean;
};

const fixo = (
  m: Pick<DeliveryMethodSeed, 'descricao' | 'tipo_entrega' | 'valor' | 'prazo_dias' | 'janelas'> &
    Partial<DeliveryMethodSeed>,
): DeliveryMethodSeed => ({
  calculo: 'FIXO',
  valor_por_km: 0,
  gratis_acima_de: null,
  pedido_minimo: null,
  peso_maximo_kg: null,
  raio_maximo_km: null,
  expressa: false,
  ...m,
});

/** Weekdays of a window: 0 = Sunday … 6 = Saturday. */
const SEG_A_SAB = [1, 2, 3, 4, 5, 6];
const SEG_A_SEX = [1, 2, 3, 4, 5];
const DOMINGO = [0];
const janela = (inicio: string, fim: string, dias?: number[]): DeliveryWindow => ({
  inicio,
  fim,
  ...(dias ? { dias } : {}),
});

const logo = (id: string) => `/superon/imagens/${id}/logo.svg`;

const E = DEMO_SUPPLIERS.emporio;
const A = DEMO_SUPPLIERS.atacado;
const G = DEMO_SUPPLIERS.adega;

const paginasComuns = (nome: string, key: DemoSupplierKey, extra: string) => [
  {
    slug: 'quem-somos',
    titulo: 'Quem somos',
    html: `<h1>Quem somos</h1><p>${nome} nasceu para aproximar quem produz de quem compra. ${extra}</p><p>${DEMO_LEGAL[key].razao_social} — CNPJ ${maskCnpj(DEMO_LEGAL[key].cnpj)}.</p>`,
    tags: ['WEB', 'APP'],
  },
  {
    slug: 'politica-de-privacidade',
    titulo: 'Política de privacidade',
    html: `<h1>Política de privacidade</h1><p>Tratamos seus dados pessoais conforme a Lei Geral de Proteção de Dados (Lei nº 13.709/2018). Usamos nome, documento, endereço e contatos apenas para processar pedidos, emitir notas fiscais e falar com você sobre suas compras.</p><p>Você pode pedir acesso, correção ou exclusão dos seus dados pelo nosso canal de atendimento.</p>`,
    tags: ['WEB', 'APP'],
  },
  {
    slug: 'trocas-e-devolucoes',
    titulo: 'Trocas e devoluções',
    html: `<h1>Trocas e devoluções</h1><p>Você tem até 7 dias corridos após o recebimento para desistir da compra, conforme o Código de Defesa do Consumidor. Produtos com defeito ou avaria podem ser trocados mediante contato com nossa central.</p>`,
    tags: ['WEB', 'APP'],
  },
];

const SUPPLIERS: SupplierSeed[] = [
  {
    key: 'emporio',
    modulos: ['Commerce app', 'Web-commerce'],
    ordenacoes: orders('relevancia', 'mais_vendidos', 'preco_asc', 'preco_desc', 'nome_asc', 'nome_desc'),
    menu: [
      { titulo: 'Início', url: '/' },
      { titulo: 'Ofertas', url: '/ofertas' },
      {
        titulo: 'Hortifrúti',
        url: '/busca?categoria=hortifruti',
        itens: [
          { titulo: 'Frutas', url: '/busca?categoria=frutas' },
          { titulo: 'Legumes e verduras', url: '/busca?categoria=legumes-e-verduras' },
        ],
      },
      { titulo: 'Mercearia', url: '/busca?categoria=mercearia' },
      { titulo: 'Padaria', url: '/busca?categoria=padaria' },
      { titulo: 'Quem somos', url: '/pagina/quem-somos' },
      { titulo: 'Fale conosco', url: '/fale-conosco' },
    ],
    rodape: {
      colunas: [
        {
          titulo: 'Institucional',
          links: [
            { titulo: 'Quem somos', url: '/pagina/quem-somos' },
            { titulo: 'Política de privacidade', url: '/pagina/politica-de-privacidade' },
            { titulo: 'Trocas e devoluções', url: '/pagina/trocas-e-devolucoes' },
            // The tips page was published (WEB) but linked from nowhere: a shopper could not reach it.
            { titulo: 'Dicas de conservação', url: '/pagina/dicas-de-conservacao' },
          ],
        },
        {
          titulo: 'Departamentos',
          links: [
            { titulo: 'Hortifrúti', url: '/busca?categoria=hortifruti' },
            { titulo: 'Mercearia', url: '/busca?categoria=mercearia' },
            { titulo: 'Laticínios e frios', url: '/busca?categoria=laticinios-e-frios' },
            { titulo: 'Bebidas', url: '/busca?categoria=bebidas' },
          ],
        },
      ],
      redes_sociais: [
        { rede: 'instagram', url: 'https://instagram.com/emporiobompreco' },
        { rede: 'facebook', url: 'https://facebook.com/emporiobompreco' },
      ],
      contato: {
        telefone: '(11) 3031-4500',
        whatsapp: '(11) 98765-4321',
        email: 'atendimento@emporiobompreco.com.br',
        // The address is the legal record's (DEMO_LEGAL), written into the footer by the API.
        endereco: null,
      },
      bandeiras_cartao: ['visa', 'mastercard', 'elo'],
      aviso_legal: 'Preços e condições válidos para compras no site.',
    },
    seo: {
      title: 'Empório Bom Preço | Mercearia, hortifrúti e padaria com entrega',
      description:
        'Compre mercearia, hortifrúti fresquinho, laticínios e pães do dia no Empório Bom Preço, com entrega em Pinheiros e Vila Madalena.',
      keywords: ['empório', 'mercearia', 'hortifrúti', 'supermercado online', 'entrega em Pinheiros'],
      image: `/superon/imagens/${E.idfornecedor}/banners/1.webp`,
    },
    superon_ga: 'G-EMPORIO01',
    message_after_create: null,
    pedido_minimo: 5000,
    horario_atendimento: 'Segunda a sábado, das 8h às 20h; domingo, das 8h às 13h',
    taxa_conveniencia: 290,
    segmentos: ['Varejo', 'Orgânicos'],
    pagamentos: [
      { descricao: 'PIX', tipo: 'PIX', max_parcelas: 1, variacao_preco_bp: 0, online: true },
      {
        descricao: 'Cartão de crédito',
        tipo: 'CARTAO_CREDITO',
        max_parcelas: 6,
        variacao_preco_bp: 0,
        // Instalments of at least R$ 10,00, with interest of 1,99% a month.
        parcela_minima: 1000,
        juros_mensal_bp: 199,
        online: true,
      },
      {
        descricao: 'Cartão de débito na entrega',
        tipo: 'CARTAO_DEBITO',
        max_parcelas: 1,
        variacao_preco_bp: 0,
        online: false,
      },
      { descricao: 'Boleto bancário', tipo: 'BOLETO', max_parcelas: 1, variacao_preco_bp: 0, online: false },
    ],
    entregas: [
      // Sundays: mornings only (the store closes at 13h).
      fixo({
        descricao: 'Entrega agendada',
        tipo_entrega: 'DELIVERY',
        valor: 990,
        gratis_acima_de: 20000,
        prazo_dias: 0,
        janelas: [janela('08:00', '12:00'), janela('14:00', '18:00', SEG_A_SAB), janela('18:00', '21:00', SEG_A_SAB)],
      }),
      fixo({
        descricao: 'Entrega expressa (até 2 horas)',
        tipo_entrega: 'DELIVERY',
        expressa: true,
        calculo: 'POR_KM',
        valor: 990,
        valor_por_km: 250,
        pedido_minimo: 8000,
        peso_maximo_kg: 15,
        raio_maximo_km: 5,
        prazo_dias: 0,
        janelas: [
          janela('09:00', '11:00'),
          janela('11:00', '13:00'),
          janela('13:00', '15:00', SEG_A_SAB),
          janela('15:00', '17:00', SEG_A_SAB),
          janela('17:00', '19:00', SEG_A_SAB),
        ],
      }),
      fixo({
        descricao: 'Retirada na loja',
        tipo_entrega: 'RETIRADA',
        valor: 0,
        prazo_dias: 0,
        janelas: [janela('09:00', '13:00'), janela('13:00', '17:00', SEG_A_SAB), janela('17:00', '20:00', SEG_A_SAB)],
      }),
    ],
    lojas: [
      {
        nome: 'Empório Bom Preço Pinheiros',
        descricao_endereco_loja: 'Rua dos Pinheiros, 1037 – Pinheiros, São Paulo – SP, 05422-012',
        lat: -23.5652,
        lng: -46.6839,
        horario_atendimento: null,
        // The supplier's service hours: Monday to Saturday 8h–20h, Sunday 8h–13h.
        horarios: [janela('08:00', '20:00', SEG_A_SAB), janela('08:00', '13:00', DOMINGO)],
      },
    ],
    areas: [
      {
        nome: 'Pinheiros e Vila Madalena',
        tipo: 'ENTREGA',
        // Concave outline (notch towards Sumaré on the north-east).
        rings: [
          [
            [-46.705, -23.545],
            [-46.688, -23.545],
            [-46.683, -23.552],
            [-46.676, -23.548],
            [-46.67, -23.57],
            [-46.69, -23.578],
            [-46.708, -23.565],
            [-46.705, -23.545],
          ],
        ],
      },
      {
        nome: 'Retirada Pinheiros',
        tipo: 'COLETA',
        rings: [
          [
            [-46.7, -23.555],
            [-46.67, -23.555],
            [-46.67, -23.575],
            [-46.7, -23.575],
            [-46.7, -23.555],
          ],
        ],
      },
    ],
    paginas: [
      ...paginasComuns(
        'O Empório Bom Preço',
        'emporio',
        'Desde 1998 em Pinheiros, selecionamos frutas, verduras, pães e mercearia de pequenos produtores.',
      ),
      {
        slug: 'app-boas-vindas',
        titulo: 'Boas-vindas ao app',
        html: '<h1>Boas-vindas!</h1><p>Conteúdo exclusivo do aplicativo.</p>',
        tags: ['APP'],
      },
    ],
    textos: [
      { chave: 'pedido_minimo', titulo: 'Pedido mínimo', conteudo: 'Pedido mínimo de R$ 50,00 para entrega.' },
      {
        chave: 'horario_atendimento',
        titulo: 'Horário de atendimento',
        conteudo: 'Segunda a sábado, das 8h às 20h; domingo, das 8h às 13h.',
      },
      {
        chave: 'taxa_conveniencia',
        titulo: 'Taxa de conveniência',
        conteudo: 'Taxa de conveniência de R$ 2,90 por pedido on-line.',
      },
    ],
  },
  {
    key: 'atacado',
    modulos: ['Orçamento web', 'Web-commerce', 'Venda+ web'],
    ordenacoes: orders('mais_vendidos', 'relevancia', 'nome_asc', 'nome_desc', 'preco_asc', 'preco_desc'),
    menu: [
      { titulo: 'Início', url: '/' },
      { titulo: 'Todos os produtos', url: '/busca' },
      { titulo: 'Bebidas', url: '/busca?categoria=bebidas' },
      { titulo: 'Mercearia seca', url: '/busca?categoria=mercearia-seca' },
      { titulo: 'Descartáveis', url: '/busca?categoria=descartaveis' },
      { titulo: 'Sobre o atacado', url: '/pagina/quem-somos' },
      { titulo: 'Fale conosco', url: '/fale-conosco' },
    ],
    rodape: {
      colunas: [
        {
          titulo: 'Atacado Horizonte',
          links: [
            { titulo: 'Quem somos', url: '/pagina/quem-somos' },
            { titulo: 'Política de privacidade', url: '/pagina/politica-de-privacidade' },
            { titulo: 'Trocas e devoluções', url: '/pagina/trocas-e-devolucoes' },
          ],
        },
        {
          titulo: 'Para o seu negócio',
          links: [
            { titulo: 'Food service', url: '/busca?categoria=food-service' },
            { titulo: 'Limpeza profissional', url: '/busca?categoria=limpeza-profissional' },
            { titulo: 'Descartáveis e embalagens', url: '/busca?categoria=descartaveis' },
          ],
        },
      ],
      redes_sociais: [{ rede: 'linkedin', url: 'https://linkedin.com/company/atacado-horizonte' }],
      contato: {
        telefone: '(11) 3611-2000',
        whatsapp: '(11) 99111-2000',
        email: 'vendas@atacadohorizonte.com.br',
        endereco: null,
      },
      bandeiras_cartao: ['visa', 'mastercard'],
      aviso_legal: 'Venda exclusiva para pessoas jurídicas com cadastro aprovado.',
    },
    seo: {
      title: 'Atacado Horizonte | Atacado para o seu negócio com entrega na Zona Oeste',
      description:
        'Bebidas, mercearia seca, descartáveis e limpeza profissional em fardos e caixas com preço de atacado para bares, restaurantes e mercados.',
      keywords: ['atacado', 'distribuidora', 'food service', 'fardos', 'compra para empresas'],
      image: `/superon/imagens/${A.idfornecedor}/banners/1.webp`,
    },
    superon_ga: null,
    message_after_create:
      'Recebemos seu cadastro! Nossa equipe comercial vai analisar os dados da sua empresa em até 1 dia útil.',
    pedido_minimo: 30000,
    horario_atendimento: 'Segunda a sexta, das 7h às 17h',
    taxa_conveniencia: null,
    segmentos: ['Bares e restaurantes', 'Mercados e mercearias'],
    pagamentos: [
      { descricao: 'PIX (3% de desconto)', tipo: 'PIX', max_parcelas: 1, variacao_preco_bp: -300, online: true },
      { descricao: 'Boleto bancário à vista', tipo: 'BOLETO', max_parcelas: 1, variacao_preco_bp: 0, online: false },
      { descricao: 'Cartão de crédito', tipo: 'CARTAO_CREDITO', max_parcelas: 3, variacao_preco_bp: 200, online: true },
      { descricao: 'Faturado 28 dias', tipo: 'FATURADO', max_parcelas: 1, variacao_preco_bp: 250, online: false },
    ],
    entregas: [
      // Monday to Friday, like the service hours.
      fixo({
        descricao: 'Entrega programada (caminhão)',
        tipo_entrega: 'DELIVERY',
        valor: 0,
        pedido_minimo: 30000,
        prazo_dias: 1,
        janelas: [janela('07:00', '12:00', SEG_A_SEX), janela('13:00', '17:00', SEG_A_SEX)],
      }),
      fixo({
        descricao: 'Entrega expressa (utilitário)',
        tipo_entrega: 'DELIVERY',
        expressa: true,
        valor: 4900,
        gratis_acima_de: 150000,
        peso_maximo_kg: 500,
        prazo_dias: 0,
        janelas: [janela('08:00', '12:00', SEG_A_SEX), janela('13:00', '17:00', SEG_A_SEX)],
      }),
    ],
    lojas: [
      {
        nome: 'Centro de distribuição Barra Funda',
        descricao_endereco_loja: 'Av. Marquês de São Vicente, 1900 – Barra Funda, São Paulo – SP, 01139-002',
        lat: -23.5186,
        lng: -46.6706,
        horario_atendimento: null,
        horarios: [janela('07:00', '17:00', SEG_A_SEX)],
      },
    ],
    areas: [
      {
        nome: 'Zona Oeste de São Paulo (exceto Cidade Universitária)',
        tipo: 'ENTREGA',
        rings: [
          [
            [-46.78, -23.5],
            [-46.66, -23.5],
            [-46.66, -23.58],
            [-46.69, -23.62],
            [-46.78, -23.62],
            [-46.78, -23.5],
          ],
          // Hole: the university campus has no delivery.
          [
            [-46.735, -23.555],
            [-46.715, -23.555],
            [-46.715, -23.57],
            [-46.735, -23.57],
            [-46.735, -23.555],
          ],
        ],
      },
    ],
    paginas: paginasComuns(
      'O Atacado Horizonte',
      'atacado',
      'Abastecemos bares, restaurantes, padarias e mercados da Zona Oeste com entrega própria.',
    ),
    textos: [
      { chave: 'pedido_minimo', titulo: 'Pedido mínimo', conteudo: 'Pedido mínimo de R$ 300,00.' },
      { chave: 'horario_atendimento', titulo: 'Horário de atendimento', conteudo: 'Segunda a sexta, das 7h às 17h.' },
      { chave: 'taxa_conveniencia', titulo: 'Taxa de conveniência', conteudo: 'Sem taxa de conveniência.' },
    ],
  },
  {
    key: 'adega',
    modulos: ['Web-commerce', 'Commerce app'],
    ordenacoes: orders('relevancia', 'nome_asc', 'nome_desc', 'preco_asc', 'preco_desc', 'mais_vendidos'),
    menu: [
      { titulo: 'Início', url: '/' },
      { titulo: 'Tintos', url: '/busca?categoria=vinhos-tintos' },
      { titulo: 'Espumantes', url: '/busca?categoria=espumantes' },
      { titulo: 'Kits e assinaturas', url: '/busca?categoria=kits-e-assinaturas' },
      { titulo: 'Nossa história', url: '/pagina/quem-somos' },
      { titulo: 'Fale conosco', url: '/fale-conosco' },
    ],
    rodape: {
      colunas: [
        {
          titulo: 'A Adega',
          links: [
            { titulo: 'Nossa história', url: '/pagina/quem-somos' },
            { titulo: 'Política de privacidade', url: '/pagina/politica-de-privacidade' },
            { titulo: 'Trocas e devoluções', url: '/pagina/trocas-e-devolucoes' },
          ],
        },
        {
          titulo: 'Vinhos',
          links: [
            { titulo: 'Tintos', url: '/busca?categoria=vinhos-tintos' },
            { titulo: 'Brancos', url: '/busca?categoria=vinhos-brancos' },
            { titulo: 'Espumantes', url: '/busca?categoria=espumantes' },
          ],
        },
        {
          titulo: 'Visite-nos',
          links: [{ titulo: 'Retirada no Vale dos Vinhedos', url: '/pagina/quem-somos' }],
        },
      ],
      redes_sociais: [
        { rede: 'instagram', url: 'https://instagram.com/adegaserragaucha' },
        { rede: 'youtube', url: 'https://youtube.com/@adegaserragaucha' },
      ],
      contato: {
        telefone: '(54) 3453-1200',
        whatsapp: '(54) 99912-3400',
        email: 'contato@adegaserragaucha.com.br',
        endereco: null,
      },
      bandeiras_cartao: ['visa', 'mastercard', 'elo', 'amex', 'hipercard'],
      aviso_legal: 'Venda proibida para menores de 18 anos. Se beber, não dirija.',
    },
    seo: {
      title: 'Adega Serra Gaúcha | Vinhos e espumantes da Serra com retirada em Bento Gonçalves',
      description:
        'Tintos, brancos, rosés e espumantes do Vale dos Vinhedos e do mundo, kits para presente e clube de assinatura.',
      keywords: ['vinhos', 'espumantes', 'Vale dos Vinhedos', 'Bento Gonçalves', 'clube do vinho'],
      image: `/superon/imagens/${G.idfornecedor}/banners/1.webp`,
    },
    superon_ga: 'G-ADEGA0003',
    message_after_create: null,
    pedido_minimo: null,
    horario_atendimento: 'Todos os dias, das 9h às 18h',
    taxa_conveniencia: null,
    segmentos: ['Vinhos e espumantes'],
    pagamentos: [
      { descricao: 'PIX', tipo: 'PIX', max_parcelas: 1, variacao_preco_bp: 0, online: true },
      {
        descricao: 'Cartão de crédito em até 10x',
        tipo: 'CARTAO_CREDITO',
        max_parcelas: 10,
        variacao_preco_bp: 0,
        // Sem juros, in instalments of at least R$ 20,00.
        parcela_minima: 2000,
        online: true,
      },
      { descricao: 'Boleto bancário', tipo: 'BOLETO', max_parcelas: 1, variacao_preco_bp: 0, online: false },
    ],
    entregas: [
      fixo({
        descricao: 'Retirada na vinícola',
        tipo_entrega: 'RETIRADA',
        valor: 0,
        prazo_dias: 0,
        janelas: [janela('09:00', '12:00'), janela('13:30', '18:00')],
      }),
    ],
    lojas: [
      {
        nome: 'Adega Serra Gaúcha – Vale dos Vinhedos',
        descricao_endereco_loja: 'Estrada do Vinho, km 4 – Vale dos Vinhedos, Bento Gonçalves – RS, 95700-000',
        lat: -29.1786,
        lng: -51.5602,
        horario_atendimento: 'Todos os dias, das 9h às 18h',
        horarios: [janela('09:00', '18:00')],
      },
      {
        nome: 'Loja Centro de Bento',
        descricao_endereco_loja: 'Rua Marechal Deodoro, 120 – Centro, Bento Gonçalves – RS, 95700-010',
        lat: -29.1662,
        lng: -51.5165,
        horario_atendimento: 'Segunda a sábado, das 10h às 19h',
        horarios: [janela('10:00', '19:00', SEG_A_SAB)],
      },
    ],
    areas: [
      {
        nome: 'Bento Gonçalves e Vale dos Vinhedos',
        tipo: 'COLETA',
        rings: [
          [
            [-51.62, -29.1],
            [-51.45, -29.1],
            [-51.45, -29.25],
            [-51.62, -29.25],
            [-51.62, -29.1],
          ],
        ],
      },
    ],
    paginas: paginasComuns(
      'A Adega Serra Gaúcha',
      'adega',
      'Três gerações de viticultores no Vale dos Vinhedos, em Bento Gonçalves.',
    ),
    textos: [
      { chave: 'pedido_minimo', titulo: 'Pedido mínimo', conteudo: 'Sem pedido mínimo.' },
      { chave: 'horario_atendimento', titulo: 'Horário de atendimento', conteudo: 'Todos os dias, das 9h às 18h.' },
      { chave: 'taxa_conveniencia', titulo: 'Taxa de conveniência', conteudo: 'Sem taxa de conveniência.' },
    ],
  },
  {
    key: 'semTema',
    modulos: [],
    ordenacoes: orders('relevancia', 'nome_asc', 'preco_asc'),
    menu: [],
    rodape: {
      colunas: [],
      redes_sociais: [],
      contato: { telefone: null, whatsapp: null, email: null, endereco: null },
      aviso_legal: '',
    },
    seo: {
      title: 'Fornecedor Sem Tema',
      description: 'Confira nossas ofertas!',
      keywords: ['commerce', 'shop', 'loja virtual'],
      image: null,
    },
    superon_ga: null,
    message_after_create: null,
    pedido_minimo: null,
    horario_atendimento: null,
    taxa_conveniencia: null,
    segmentos: [],
    pagamentos: [{ descricao: 'PIX', tipo: 'PIX', max_parcelas: 1, variacao_preco_bp: 0, online: true }],
    entregas: [],
    lojas: [],
    areas: [],
    paginas: [],
    textos: [],
  },
];

function tema(key: DemoSupplierKey) {
  const d = DEMO_SUPPLIERS[key];
  if (!d.cores) {
    return { idtema: DEFAULT_THEME_ID, ...THEME_DEFAULTS, logo_url: null, logo_alt: d.nome, favicon_url: null };
  }
  return {
    idtema: `tema-${d.slug}`,
    cor_primaria: d.cores.primaria,
    cor_secundaria: d.cores.secundaria,
    cor_auxiliar: d.cores.auxiliar,
    cor_texto: d.cores.texto,
    logo_url: logo(d.idfornecedor),
    logo_alt: d.nome,
    favicon_url: logo(d.idfornecedor),
  };
}

export const suppliersSeed: SeedModule = {
  nome: 'fornecedores',
  async run(tx) {
    const fornecedores: Row[] = [];
    const dominios: Row[] = [];
    const segmentos: Row[] = [];
    const pagamentos: Row[] = [];
    const entregas: Row[] = [];
    const lojas: Row[] = [];
    const areas: Row[] = [];
    const paginas: Row[] = [];
    const textos: Row[] = [];
    for (const s of SUPPLIERS) {
      const d = DEMO_SUPPLIERS[s.key];
      const id = d.idfornecedor;
      const loja = s.lojas[0];
      fornecedores.push({
        idfornecedor: id,
        idempresa: d.idempresa,
        slug: d.slug,
        nome: d.nome,
        tags: [...d.tags],
        modulos: s.modulos,
        ordenacoes_produto: s.ordenacoes,
        tema: tema(s.key),
        menu: s.menu,
        rodape: s.rodape,
        seo: s.seo,
        superon_ga: s.superon_ga,
        message_after_create: s.message_after_create,
        meta_info: {
          descricao_endereco_loja: loja?.descricao_endereco_loja ?? null,
          default_store: loja ? { latitude: loja.lat, longitude: loja.lng } : null,
        },
        pedido_minimo: s.pedido_minimo,
        horario_atendimento: s.horario_atendimento,
        taxa_conveniencia: s.taxa_conveniencia,
      });
      dominios.push({ dominio: d.dominio, idfornecedor: id, primario: true });
      for (const dom of d.dominio_adicionais) dominios.push({ dominio: dom, idfornecedor: id, primario: false });
      s.segmentos.forEach((nome, i) =>
        segmentos.push({ idsegmento: stableUuid(`segmento:${d.slug}:${nome}`), idfornecedor: id, nome, ordem: i }),
      );
      s.pagamentos.forEach((p, i) =>
        pagamentos.push({
          idformapagto: stableUuid(`pagto:${d.slug}:${p.tipo}`),
          idfornecedor: id,
          parcela_minima: 0,
          juros_mensal_bp: 0,
          ...p,
          ordem: i,
        }),
      );
      entregas.push(...deliveryMethodRows(s.key));
      s.lojas.forEach((l, i) =>
        lojas.push({ idloja: stableUuid(`loja:${d.slug}:${i}`), idfornecedor: id, ...l, padrao: i === 0 }),
      );
      s.areas.forEach((a, i) => {
        const b = polygonBBox(a.rings);
        areas.push({
          idarea: stableUuid(`area:${d.slug}:${i}`),
          idfornecedor: id,
          nome: a.nome,
          tipo: a.tipo,
          rings: a.rings,
          min_lat: b.minLat,
          max_lat: b.maxLat,
          min_lng: b.minLng,
          max_lng: b.maxLng,
        });
      });
      s.paginas.forEach((p, i) =>
        // Supplier HTML is stored sanitized (the same allow-list the storefront uses when rendering).
        paginas.push({
          idpagina: stableUuid(`pagina:${d.slug}:${p.slug}`),
          idfornecedor: id,
          ...p,
          html: sanitizePageHtml(p.html),
          ordem: i,
        }),
      );
      s.textos.forEach((t, i) => textos.push({ idfornecedor: id, ...t, ordem: i }));
    }
    await insertRows(tx, 'fornecedores', fornecedores, {
      tags: 'text[]',
      modulos: 'text[]',
      ordenacoes_produto: 'jsonb',
      tema: 'jsonb',
      menu: 'jsonb',
      rodape: 'jsonb',
      seo: 'jsonb',
      meta_info: 'jsonb',
    });
    await insertRows(tx, 'fornecedor_dominios', dominios);
    await insertRows(tx, 'segmentos', segmentos);
    await insertRows(tx, 'formas_pagamento', pagamentos);
    await insertRows(tx, 'formas_entrega', entregas, { janelas: 'jsonb' });
    await insertRows(tx, 'lojas', lojas, { horarios: 'jsonb' });
    await insertRows(tx, 'areas_atendimento', areas, { rings: 'jsonb' });
    await insertRows(tx, 'paginas_estaticas', paginas, { tags: 'text[]' });
    await insertRows(tx, 'textos_estaticos', textos);
  },
};

/**
 * The rows of a demo supplier's delivery methods (ids stable by position: `entrega:<slug>:<i>`).
 * The suppliers module inserts them; the 'formas-entrega-frete' module (seed/delivery-methods.ts)
 * writes them again over databases seeded before migration 0022.
 */
export function deliveryMethodRows(
  key: DemoSupplierKey,
): (DeliveryMethodSeed & { idformaentrega: string; idfornecedor: string; ordem: number })[] {
  const d = DEMO_SUPPLIERS[key];
  const s = SUPPLIERS.find((x) => x.key === key);
  return (s?.entregas ?? []).map((e, i) => ({
    idformaentrega: stableUuid(`entrega:${d.slug}:${i}`),
    idfornecedor: d.idfornecedor,
    ...e,
    ordem: i,
  }));
}

/** The demo stores of a supplier (ids stable by position: `loja:<slug>:<i>`; the first is the default). */
export function storeRows(key: DemoSupplierKey) {
  const d = DEMO_SUPPLIERS[key];
  const s = SUPPLIERS.find((x) => x.key === key);
  return (s?.lojas ?? []).map((l, i) => ({ idloja: stableUuid(`loja:${d.slug}:${i}`), ...l, padrao: i === 0 }));
}
