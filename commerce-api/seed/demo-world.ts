/**
 * Fixed identities of the demo world. The seed builds everything from these; tests and
 * benchmarks import them instead of repeating literals.
 */
export const DEMO_SUPPLIERS = {
  emporio: {
    idfornecedor: '3f1c9a52-6d0e-4b7a-9c21-5e8f0a1b2c01',
    idempresa: '7a2d4e61-1b3c-4f8a-8d9e-0c1b2a3d4e01',
    slug: 'emporio-bom-preco',
    nome: 'Empório Bom Preço',
    dominio: 'emporio.localhost',
    dominio_adicionais: ['bompreco.localhost'],
    cores: { primaria: '#1b6b36', secundaria: '#0f3d20', auxiliar: '#f2b705', texto: '#ffffff' },
    tags: [
      'has-delivery',
      'has-collect',
      'enable-recommendation-system',
      'uses-share-coupom',
      'enable-google-analytics-ga4-version-tag-events',
    ],
  },
  atacado: {
    idfornecedor: '8b2e7c14-3a9f-4d56-b1e0-6f7a8b9c0d02',
    idempresa: '7a2d4e61-1b3c-4f8a-8d9e-0c1b2a3d4e02',
    slug: 'atacado-horizonte',
    nome: 'Atacado Horizonte',
    dominio: 'atacado.localhost',
    dominio_adicionais: ['horizonte.localhost'],
    cores: { primaria: '#1e3a8a', secundaria: '#0b1b4d', auxiliar: '#f97316', texto: '#ffffff' },
    tags: [
      'has-delivery',
      'support-budget',
      'hide-price-for-logged-out-customers',
      'block-not-approved-user',
      'requires-address-to-access',
      'support-price-variance-by-payment',
      'use-primary-address',
      // "Venda exclusiva para pessoas jurídicas": never offered to consumers as another supplier.
      'sells-only-to-companies',
    ],
  },
  adega: {
    idfornecedor: 'c4d5e6f7-8a9b-4c0d-9e1f-2a3b4c5d6e03',
    idempresa: '7a2d4e61-1b3c-4f8a-8d9e-0c1b2a3d4e03',
    slug: 'adega-serra',
    nome: 'Adega Serra Gaúcha',
    dominio: 'adega.localhost',
    dominio_adicionais: [],
    cores: { primaria: '#7a1f2b', secundaria: '#3d0f16', auxiliar: '#c9a227', texto: '#ffffff' },
    tags: ['has-collect', 'requires-age-check', 'has-subscription'],
  },
  /**
   * A registered supplier whose theme is still the platform default: treated as no supplier by
   * the storefront. Also the API's uses-single-address example (one address per client there).
   */
  semTema: {
    idfornecedor: 'e9f8a7b6-c5d4-4e3f-a2b1-0c9d8e7f6a04',
    idempresa: '7a2d4e61-1b3c-4f8a-8d9e-0c1b2a3d4e04',
    slug: 'fornecedor-sem-tema',
    nome: 'Fornecedor Sem Tema',
    dominio: 'semtema.localhost',
    dominio_adicionais: [],
    cores: null,
    tags: ['has-delivery', 'uses-single-address'],
  },
} as const;

export type DemoSupplierKey = keyof typeof DEMO_SUPPLIERS;

/** Minimum number of products each themed demo supplier has. */
export const DEMO_MIN_PRODUCTS = 60;

/** Password of every demo account (customers, representative, linked users). */
export const DEMO_PASSWORD = 'demo1234';

/**
 * Demo accounts. Logins are what a person types in the login field; `cpf` is the
 * normalised document stored by the API. All passwords: DEMO_PASSWORD.
 */
export const DEMO_ACCOUNTS = {
  /** Consumer (CPF) on emporio, approved. */
  consumidor: {
    idcliente: '5b0e1c2d-3f4a-4b5c-8d6e-7f8091a2b301',
    nome: 'Maria Souza',
    email: 'maria.souza@demo.com.br',
    login: '529.982.247-25',
    cpf: '52998224725',
    tipo_documento: 'CPF',
    fornecedor: 'emporio',
    aprovado: true,
    senha: DEMO_PASSWORD,
  },
  /** Approved business (numeric CNPJ) on atacado. */
  empresaAprovada: {
    idcliente: '5b0e1c2d-3f4a-4b5c-8d6e-7f8091a2b302',
    nome: 'Mercadinho Horizonte',
    email: 'compras@mercadinhohorizonte.com.br',
    login: '11.222.333/0001-81',
    cpf: '11222333000181',
    tipo_documento: 'CNPJ',
    fornecedor: 'atacado',
    aprovado: true,
    senha: DEMO_PASSWORD,
  },
  /** Pending business (alphanumeric CNPJ) on atacado: cadastro_aprovado false. */
  empresaPendente: {
    idcliente: '5b0e1c2d-3f4a-4b5c-8d6e-7f8091a2b303',
    nome: 'Padaria Nova Era',
    email: 'contato@padarianovaera.com.br',
    login: '12.ABC.345/01DE-35',
    cpf: '12ABC34501DE35',
    tipo_documento: 'CNPJ',
    fornecedor: 'atacado',
    aprovado: false,
    senha: DEMO_PASSWORD,
  },
  /** Third client of the representative's portfolio on atacado. */
  lanchonete: {
    idcliente: '5b0e1c2d-3f4a-4b5c-8d6e-7f8091a2b304',
    nome: 'Lanchonete Ponto Certo',
    email: 'pedidos@pontocerto.com.br',
    login: '11.444.777/0001-61',
    cpf: '11444777000161',
    tipo_documento: 'CNPJ',
    fornecedor: 'atacado',
    aprovado: true,
    senha: DEMO_PASSWORD,
  },
  /** Principal with two linked users on emporio. */
  principal: {
    idcliente: '5b0e1c2d-3f4a-4b5c-8d6e-7f8091a2b305',
    nome: 'Ana Pereira',
    email: 'ana.pereira@demo.com.br',
    login: '111.444.777-35',
    cpf: '11144477735',
    tipo_documento: 'CPF',
    fornecedor: 'emporio',
    aprovado: true,
    senha: DEMO_PASSWORD,
  },
  vinculado1: {
    idcliente: '5b0e1c2d-3f4a-4b5c-8d6e-7f8091a2b306',
    nome: 'João Pereira',
    email: 'joao.pereira@demo.com.br',
    login: 'joao.pereira@demo.com.br',
    cpf: null,
    tipo_documento: 'EMAIL',
    fornecedor: 'emporio',
    aprovado: true,
    senha: DEMO_PASSWORD,
  },
  vinculado2: {
    idcliente: '5b0e1c2d-3f4a-4b5c-8d6e-7f8091a2b307',
    nome: 'Beatriz Pereira',
    email: 'beatriz.pereira@demo.com.br',
    login: 'beatriz.pereira@demo.com.br',
    cpf: null,
    tipo_documento: 'EMAIL',
    fornecedor: 'emporio',
    aprovado: true,
    senha: DEMO_PASSWORD,
  },
} as const;

export type DemoAccountKey = keyof typeof DEMO_ACCOUNTS;

/**
 * State registrations (IE) of the demo companies that are ICMS taxpayers (clientes.inscricao_estadual):
 * the approved business, whose tax-office record is in Minas Gerais (a valid MG IE). The pending
 * business and the snack bar have none: on an NF-e they are final consumers (indIEDest 9, indFinal 1).
 */
export const DEMO_STATE_REGISTRATIONS = {
  empresaAprovada: '0623079040081',
} as const satisfies Partial<Record<DemoAccountKey, string>>;

/** Representative (email login) with empresaAprovada, empresaPendente and lanchonete on atacado. */
export const DEMO_REPRESENTATIVE = {
  idusuario: '6c1f2d3e-4a5b-4c6d-9e7f-8091a2b3c401',
  nome: 'Carlos Representante',
  email: 'carlos.rep@atacadohorizonte.com.br',
  senha: DEMO_PASSWORD,
  fornecedor: 'atacado',
  clientes: ['empresaAprovada', 'empresaPendente', 'lanchonete'] as const,
} as const;

/**
 * Attendants: one per demo supplier, email login, password DEMO_PASSWORD. They set
 * negotiated prices on a client's cart (`npm run demo:atendente` plays one).
 */
export const DEMO_ATTENDANTS = {
  emporio: {
    idatendente: '6c1f2d3e-4a5b-4c6d-9e7f-8091a2b3c411',
    nome: 'Paula Atendente',
    email: 'atendimento@emporiobompreco.com.br',
  },
  atacado: {
    idatendente: '6c1f2d3e-4a5b-4c6d-9e7f-8091a2b3c412',
    nome: 'Rafael Atendente',
    email: 'atendimento@atacadohorizonte.com.br',
  },
  adega: {
    idatendente: '6c1f2d3e-4a5b-4c6d-9e7f-8091a2b3c413',
    nome: 'Helena Sommelière',
    email: 'atendimento@adegaserra.com.br',
  },
  semTema: {
    idatendente: '6c1f2d3e-4a5b-4c6d-9e7f-8091a2b3c414',
    nome: 'Atendente Sem Tema',
    email: 'atendimento@semtema.com.br',
  },
} as const satisfies Record<DemoSupplierKey, { idatendente: string; nome: string; email: string }>;

/**
 * Subscription types of the Adega's wine club, in display order (the first is the
 * cart's default). A cart holding a product tagged 'assinatura' (the Clube do Vinho kits) has
 * recurrence.
 */
export const DEMO_SUBSCRIPTION = {
  fornecedor: 'adega',
  label: 'Clube do Vinho: com que frequência você quer receber?',
  tipos: [
    {
      idtipoassinatura: '8e3f4a5b-6c7d-4e8f-9a0b-1c2d3e4f5a01',
      descricao: 'Mensal',
      intervalo_dias: 30,
      mensagem:
        'Assinatura mensal: os itens do clube se repetem a cada 30 dias; o resto do pedido é comprado uma vez. Cancele quando quiser.',
    },
    {
      idtipoassinatura: '8e3f4a5b-6c7d-4e8f-9a0b-1c2d3e4f5a02',
      descricao: 'Bimestral',
      intervalo_dias: 60,
      mensagem:
        'Assinatura bimestral: os itens do clube se repetem a cada 60 dias; o resto do pedido é comprado uma vez. Cancele quando quiser.',
    },
    {
      idtipoassinatura: '8e3f4a5b-6c7d-4e8f-9a0b-1c2d3e4f5a03',
      descricao: 'Trimestral',
      intervalo_dias: 90,
      mensagem:
        'Assinatura trimestral: os itens do clube se repetem a cada 90 dias; o resto do pedido é comprado uma vez. Cancele quando quiser.',
    },
  ],
  /**
   * A running subscription (seed module 'pos-venda'): the consumer's monthly wine club at
   * the Adega, started by a first order picked up 10 days before the seed ran (next delivery in 20
   * days). e2e cancels it.
   */
  demo: {
    idassinatura: '8e3f4a5b-6c7d-4e8f-9a0b-1c2d3e4f5a11',
    conta: 'consumidor',
    tipo: '8e3f4a5b-6c7d-4e8f-9a0b-1c2d3e4f5a01',
    itens: [{ produto: 'Clube do Vinho Essencial – 2 garrafas por mês', quantidade: 1 }],
    pagamento: 'PIX',
    diasDesdeInicio: 10,
  },
} as const;

/**
 * Discount coupons, one per case the rules know. `produtos` are product names of the
 * supplier's catalogue; `pagamento` a payment type of the supplier; percentages in percent, money
 * in centavos. principal (Ana) has already bought at the Empório (first-purchase coupons refuse
 * her) and used UMAVEZ; ESGOTADO's total limit is used up by the seed.
 */
export type DemoCoupon = {
  codigo: string;
  fornecedor: DemoSupplierKey;
  descricao: string;
  percentual?: number;
  valor?: number;
  minimo?: number;
  produtos?: readonly string[];
  pagamento?: string;
  canal?: 'WEB' | 'MANUAL';
  validoAte?: string;
  limitePorCliente?: number;
  limiteTotal?: number;
  primeiraCompra?: boolean;
  automatico?: boolean;
  naoUsarComPolitica?: boolean;
  publico?: boolean;
};

export const DEMO_COUPONS = {
  percentual: {
    codigo: 'BEMVINDO10',
    fornecedor: 'emporio',
    descricao: '10% de desconto em todo o carrinho',
    percentual: 10,
  },
  absolutoComMinimo: {
    codigo: 'DESCONTO15',
    fornecedor: 'emporio',
    descricao: 'R$ 15,00 de desconto em pedidos a partir de R$ 100,00',
    valor: 1500,
    minimo: 10000,
  },
  porProduto: {
    codigo: 'FEIJAO20',
    fornecedor: 'emporio',
    descricao: '20% de desconto no feijão carioca',
    percentual: 20,
    produtos: ['Feijão carioca tipo 1 1 kg'],
  },
  porPagamento: {
    codigo: 'PIX5',
    fornecedor: 'emporio',
    descricao: '5% de desconto pagando com PIX',
    percentual: 5,
    pagamento: 'PIX',
  },
  porCanal: {
    codigo: 'SITE10',
    fornecedor: 'emporio',
    descricao: '10% de desconto nas compras pelo site',
    percentual: 10,
    canal: 'WEB',
  },
  expirado: {
    codigo: 'VERAO2024',
    fornecedor: 'emporio',
    descricao: 'Promoção de verão 2024',
    percentual: 15,
    validoAte: '2024-03-31T23:59:59-03:00',
  },
  umaVezPorCliente: {
    codigo: 'UMAVEZ',
    fornecedor: 'emporio',
    descricao: 'R$ 10,00 de desconto, uma vez por cliente',
    valor: 1000,
    limitePorCliente: 1,
  },
  esgotado: {
    codigo: 'ESGOTADO',
    fornecedor: 'emporio',
    descricao: 'Os 2 primeiros clientes ganham 30%',
    percentual: 30,
    limiteTotal: 2,
  },
  primeiraCompra: {
    codigo: 'PRIMEIRACOMPRA',
    fornecedor: 'emporio',
    descricao: '12% de desconto na primeira compra',
    percentual: 12,
    primeiraCompra: true,
  },
  semPolitica: {
    codigo: 'SEMPROMO',
    fornecedor: 'emporio',
    descricao: '10% de desconto nos produtos sem preço promocional',
    percentual: 10,
    naoUsarComPolitica: true,
  },
  automatico: {
    codigo: 'EMPORIO5',
    fornecedor: 'emporio',
    descricao: '5% de desconto automático em pedidos a partir de R$ 300,00',
    percentual: 5,
    minimo: 30000,
    automatico: true,
    publico: false,
  },
  atacado: {
    codigo: 'HORIZONTE50',
    fornecedor: 'atacado',
    descricao: 'R$ 50,00 de desconto em pedidos a partir de R$ 1.000,00',
    valor: 5000,
    minimo: 100000,
  },
} as const satisfies Record<string, DemoCoupon>;

/** Linked users of DEMO_ACCOUNTS.principal (on emporio). */
export const DEMO_LINKED_USERS = ['vinculado1', 'vinculado2'] as const;

/** ERP integration key on atacado: idErpUsuario ERP-1001 → empresaAprovada. */
export const DEMO_API_KEY = {
  idapikeys: '7d2a3e4f-5b6c-4d7e-8f90-a1b2c3d4e501',
  apiKey: 'demo-atacado-api-key-0001',
  idErpUsuario: 'ERP-1001',
  cliente: 'empresaAprovada',
  fornecedor: 'atacado',
} as const;

/** Current terms-of-use version of atacado. */
export const DEMO_TERMS = { fornecedor: 'atacado', versao: '2025.1' } as const;

/**
 * Embedded CEP table of the demo region: real CEPs with approximate street coordinates,
 * checked against the service-area polygons of seed/suppliers.ts with lib/rules/geo.ts.
 * `entrega`: suppliers whose DELIVERY area contains the point; `retirada`: suppliers whose pickup
 * (COLETA) area contains it. Every emporio delivery point is also inside atacado's area, so the
 * Vila Madalena/Pinheiros CEPs show the choice list; USP sits in atacado's hole (served by nobody).
 */
export type DemoCep = {
  cep: string;
  rua: string;
  bairro: string;
  cidade: string;
  uf: string;
  lat: number;
  lng: number;
  entrega: readonly DemoSupplierKey[];
  retirada: readonly DemoSupplierKey[];
};

export const DEMO_CEPS = {
  harmonia: {
    cep: '05435000',
    rua: 'Rua Harmonia',
    bairro: 'Vila Madalena',
    cidade: 'São Paulo',
    uf: 'SP',
    lat: -23.5543,
    lng: -46.6893,
    entrega: ['emporio', 'atacado'],
    retirada: [],
  },
  aspicuelta: {
    cep: '05433010',
    rua: 'Rua Aspicuelta',
    bairro: 'Vila Madalena',
    cidade: 'São Paulo',
    uf: 'SP',
    lat: -23.5565,
    lng: -46.6905,
    entrega: ['emporio', 'atacado'],
    retirada: ['emporio'],
  },
  mouratoCoelho: {
    cep: '05417011',
    rua: 'Rua Mourato Coelho',
    bairro: 'Pinheiros',
    cidade: 'São Paulo',
    uf: 'SP',
    lat: -23.5622,
    lng: -46.6888,
    entrega: ['emporio', 'atacado'],
    retirada: ['emporio'],
  },
  beneditoCalixto: {
    cep: '05406040',
    rua: 'Praça Benedito Calixto',
    bairro: 'Pinheiros',
    cidade: 'São Paulo',
    uf: 'SP',
    lat: -23.5573,
    lng: -46.6828,
    entrega: ['emporio', 'atacado'],
    retirada: ['emporio'],
  },
  ruaDosPinheiros: {
    cep: '05422012',
    rua: 'Rua dos Pinheiros',
    bairro: 'Pinheiros',
    cidade: 'São Paulo',
    uf: 'SP',
    lat: -23.5652,
    lng: -46.6839,
    entrega: ['emporio', 'atacado'],
    retirada: ['emporio'],
  },
  clelia: {
    cep: '05042000',
    rua: 'Rua Clélia',
    bairro: 'Água Branca',
    cidade: 'São Paulo',
    uf: 'SP',
    lat: -23.5262,
    lng: -46.6932,
    entrega: ['atacado'],
    retirada: [],
  },
  dozeDeOutubro: {
    cep: '05073001',
    rua: 'Rua Doze de Outubro',
    bairro: 'Lapa',
    cidade: 'São Paulo',
    uf: 'SP',
    lat: -23.5225,
    lng: -46.703,
    entrega: ['atacado'],
    retirada: [],
  },
  vitalBrasil: {
    cep: '05503000',
    rua: 'Avenida Vital Brasil',
    bairro: 'Butantã',
    cidade: 'São Paulo',
    uf: 'SP',
    lat: -23.5716,
    lng: -46.7085,
    entrega: ['atacado'],
    retirada: [],
  },
  cidadeUniversitaria: {
    cep: '05508010',
    rua: 'Avenida Professor Luciano Gualberto',
    bairro: 'Butantã',
    cidade: 'São Paulo',
    uf: 'SP',
    lat: -23.5614,
    lng: -46.726,
    entrega: [],
    retirada: [],
  },
  se: {
    cep: '01001000',
    rua: 'Praça da Sé',
    bairro: 'Sé',
    cidade: 'São Paulo',
    uf: 'SP',
    lat: -23.5503,
    lng: -46.6339,
    entrega: [],
    retirada: [],
  },
  paulista: {
    cep: '01310100',
    rua: 'Avenida Paulista',
    bairro: 'Bela Vista',
    cidade: 'São Paulo',
    uf: 'SP',
    lat: -23.564,
    lng: -46.6527,
    entrega: [],
    retirada: [],
  },
  copacabana: {
    cep: '22021001',
    rua: 'Avenida Atlântica',
    bairro: 'Copacabana',
    cidade: 'Rio de Janeiro',
    uf: 'RJ',
    lat: -22.9711,
    lng: -43.1822,
    entrega: [],
    retirada: [],
  },
  bentoCentro: {
    cep: '95700010',
    rua: 'Rua Marechal Deodoro',
    bairro: 'Centro',
    cidade: 'Bento Gonçalves',
    uf: 'RS',
    lat: -29.1662,
    lng: -51.5165,
    entrega: [],
    retirada: ['adega'],
  },
  valeDosVinhedos: {
    cep: '95700000',
    rua: 'Estrada do Vinho',
    bairro: 'Vale dos Vinhedos',
    cidade: 'Bento Gonçalves',
    uf: 'RS',
    lat: -29.1786,
    lng: -51.5602,
    entrega: [],
    retirada: ['adega'],
  },
  caxiasCentro: {
    cep: '95020001',
    rua: 'Rua Sinimbu',
    bairro: 'Centro',
    cidade: 'Caxias do Sul',
    uf: 'RS',
    lat: -29.1678,
    lng: -51.1794,
    entrega: [],
    retirada: [],
  },
} as const satisfies Record<string, DemoCep>;

export type DemoCepKey = keyof typeof DEMO_CEPS;

/**
 * Saved addresses of demo accounts (seed module 'enderecos'). Coordinates come from DEMO_CEPS.
 * empresaAprovada's address is in São Paulo while its tax-office record is in Belo Horizonte (MG):
 * the address list flags it with enderecoCnpjInvalido.
 */
export const DEMO_ADDRESSES = {
  consumidorCasa: {
    idendereco: '9a1b2c3d-4e5f-4a6b-8c7d-0e1f2a3b4c01',
    conta: 'consumidor',
    cep: 'harmonia',
    descricao: 'Casa',
    numero: '120',
    complemento: 'Apto 32',
    primario: true,
  },
  consumidorTrabalho: {
    idendereco: '9a1b2c3d-4e5f-4a6b-8c7d-0e1f2a3b4c02',
    conta: 'consumidor',
    cep: 'clelia',
    descricao: 'Trabalho',
    numero: '2000',
    complemento: null,
    primario: false,
  },
  principalCasa: {
    idendereco: '9a1b2c3d-4e5f-4a6b-8c7d-0e1f2a3b4c03',
    conta: 'principal',
    cep: 'mouratoCoelho',
    descricao: 'Casa',
    numero: '455',
    complemento: null,
    primario: true,
  },
  empresaAprovadaLoja: {
    idendereco: '9a1b2c3d-4e5f-4a6b-8c7d-0e1f2a3b4c04',
    conta: 'empresaAprovada',
    cep: 'dozeDeOutubro',
    descricao: 'Loja Lapa',
    numero: '800',
    complemento: 'Loja 1',
    primario: true,
  },
  lanchoneteLoja: {
    idendereco: '9a1b2c3d-4e5f-4a6b-8c7d-0e1f2a3b4c05',
    conta: 'lanchonete',
    cep: 'vitalBrasil',
    descricao: 'Lanchonete',
    numero: '1000',
    complemento: null,
    primario: true,
  },
} as const satisfies Record<
  string,
  {
    idendereco: string;
    conta: DemoAccountKey;
    cep: DemoCepKey;
    descricao: string;
    numero: string;
    complemento: string | null;
    primario: boolean;
  }
>;

/** A supplier's legal-entity record (fornecedores, migration 0056). CNPJ and CEP as digits. */
export type LegalEntity = {
  razao_social: string;
  cnpj: string;
  inscricao_estadual: string;
  logradouro: string;
  numero: string;
  bairro: string;
  cidade: string;
  uf: string;
  cep: string;
};

/**
 * Each supplier's one legal-entity record (decision 0038, migration 0056): razão social, CNPJ with
 * its check digits, state registration with those of its UF (lib/rules/state-registration.ts) and
 * address. The footer, the boleto's beneficiário, the PIX payee, the NF-e and the DANFE read it.
 */
export const DEMO_LEGAL = {
  emporio: {
    razao_social: 'Empório Bom Preço Comércio de Alimentos Ltda.',
    cnpj: '12345678000195',
    inscricao_estadual: '110042490114',
    logradouro: 'Rua dos Pinheiros',
    numero: '1037',
    bairro: 'Pinheiros',
    cidade: 'São Paulo',
    uf: 'SP',
    cep: '05422012',
  },
  atacado: {
    razao_social: 'Horizonte Distribuidora de Alimentos S.A.',
    cnpj: '23456789000195',
    inscricao_estadual: '110042490217',
    logradouro: 'Avenida Marquês de São Vicente',
    numero: '1900',
    bairro: 'Barra Funda',
    cidade: 'São Paulo',
    uf: 'SP',
    cep: '01139002',
  },
  adega: {
    razao_social: 'Adega Serra Gaúcha Comércio de Vinhos Ltda.',
    cnpj: '34567890000130',
    inscricao_estadual: '0290123453',
    logradouro: 'Estrada do Vinho',
    numero: 'km 4',
    bairro: 'Vale dos Vinhedos',
    cidade: 'Bento Gonçalves',
    uf: 'RS',
    cep: '95700000',
  },
  semTema: {
    razao_social: 'Fornecedor Sem Tema Ltda.',
    cnpj: '45678901000175',
    inscricao_estadual: '110042490321',
    logradouro: 'Praça da Sé',
    numero: '1',
    bairro: 'Sé',
    cidade: 'São Paulo',
    uf: 'SP',
    cep: '01001000',
  },
} as const satisfies Record<DemoSupplierKey, LegalEntity>;

/** The CNPJs (wrong check digits) that demo databases seeded earlier copied into their pages and footers. */
export const DEMO_OLD_CNPJS = {
  emporio: '12.345.678/0001-90',
  atacado: '23.456.789/0001-01',
  adega: '34.567.890/0001-12',
  semTema: '45.678.901/0001-23',
} as const satisfies Record<DemoSupplierKey, string>;

/**
 * The suppliers as payees (migration 0023): PIX key (BR Code) and the boleto's cedente
 * data (bank 341, Itaú's free-field layout). Name, CNPJ and city are the legal record's (DEMO_LEGAL).
 */
export const DEMO_PAYEES = {
  emporio: {
    chave_pix: 'pix@emporiobompreco.com.br',
    boleto: { banco: '341', agencia: '0057', conta: '12345', carteira: '109' },
  },
  atacado: {
    chave_pix: '23456789000195',
    boleto: { banco: '341', agencia: '1500', conta: '67890', carteira: '109' },
  },
  adega: {
    chave_pix: '7d9f0c2a-3b4e-4f5a-9c6d-1e2f3a4b5c6d',
    boleto: { banco: '341', agencia: '0412', conta: '24680', carteira: '109' },
  },
  semTema: {
    chave_pix: 'pix@semtema.com.br',
    boleto: { banco: '341', agencia: '0001', conta: '11111', carteira: '109' },
  },
} as const satisfies Record<DemoSupplierKey, { chave_pix: string; boleto: Record<string, string> }>;

/** Products with controlled stock (produtos.estoque; every other product is not controlled). */
export const DEMO_STOCK = [
  { fornecedor: 'emporio', produto: 'Panetone de frutas 500 g', estoque: 5 },
  { fornecedor: 'adega', produto: 'Champagne Brut', estoque: 12 },
] as const satisfies readonly { fornecedor: DemoSupplierKey; produto: string; estoque: number }[];

/** Buying on terms (FATURADO): the approved company's credit at the Atacado, centavos (R$ 5.000,00). */
export const DEMO_CREDIT = [
  { conta: 'empresaAprovada', fornecedor: 'atacado', limite: 500_000 },
] as const satisfies readonly {
  conta: DemoAccountKey;
  fornecedor: DemoSupplierKey;
  limite: number;
}[];

/**
 * Titles of purchases on terms (seed module 'pos-venda'): past orders of the approved
 * company at the Atacado, delivered and billed on terms, dated relative to the day the seed runs —
 * one overdue, one to be paid, one paid. The open ones are taken from the available credit
 * (DEMO_CREDIT's R$ 5.000,00 stays the total limit). Status is computed when read.
 */
export const DEMO_INVOICES = {
  conta: 'empresaAprovada',
  fornecedor: 'atacado',
  titulos: [
    {
      situacao: 'vencido',
      diasAtras: 40,
      itens: [
        { produto: 'Feijão carioca fardo 10 x 1 kg', quantidade: 3 },
        { produto: 'Açúcar refinado fardo 10 x 1 kg', quantidade: 2 },
      ],
    },
    {
      situacao: 'a vencer',
      diasAtras: 10,
      itens: [
        { produto: 'Arroz branco tipo 1 fardo 6 x 5 kg', quantidade: 2 },
        { produto: 'Farinha de trigo fardo 10 x 1 kg', quantidade: 3 },
      ],
    },
    { situacao: 'pago', diasAtras: 60, itens: [{ produto: 'Feijão preto fardo 10 x 1 kg', quantidade: 4 }] },
  ],
} as const satisfies {
  conta: DemoAccountKey;
  fornecedor: DemoSupplierKey;
  titulos: readonly {
    situacao: 'vencido' | 'a vencer' | 'pago';
    diasAtras: number;
    itens: readonly { produto: string; quantidade: number }[];
  }[];
};

/**
 * The suppliers as NF-e issuers (table emitentes_fiscais): what only the NF-e needs — the
 * IBGE code of the legal record's city (cMun) and a phone. IE and address are the legal record's.
 */
export const DEMO_FISCAL = {
  emporio: { cod_municipio: '3550308', telefone: '(11) 3030-4000' },
  atacado: { cod_municipio: '3550308', telefone: '(11) 3838-2000' },
  adega: { cod_municipio: '4302105', telefone: '(54) 3452-1000' },
  semTema: { cod_municipio: '3550308', telefone: null },
} as const satisfies Record<DemoSupplierKey, { cod_municipio: string; telefone: string | null }>;

/**
 * Promotional combos on the Empório: a fixed-price one, a percentage one, one exclusive
 * to the consumer demo account, and one past its dates (never listed). Products by name.
 */
export const DEMO_COMBOS = {
  cafeDaManha: {
    idcombopromocional_cabecalho: 'a7c0b1d2-0e1f-4a2b-9c3d-16c0b0000001',
    fornecedor: 'emporio',
    nome: 'Café da manhã completo',
    slug: 'cafe-da-manha-completo',
    descricao: 'Café, açúcar, leite e manteiga para começar o dia, por um preço fechado.',
    regra: 'PRECO_FIXO',
    valor: 4490,
    max_por_pedido: 5,
    idcliente: null,
    produtos: [
      ['Café torrado e moído 500 g', 1],
      ['Açúcar refinado 1 kg', 1],
      ['Leite integral UHT 1 L', 2],
      ['Manteiga com sal 200 g', 1],
    ],
  },
  macarronada: {
    idcombopromocional_cabecalho: 'a7c0b1d2-0e1f-4a2b-9c3d-16c0b0000002',
    fornecedor: 'emporio',
    nome: 'Macarronada de domingo',
    slug: 'macarronada-de-domingo',
    descricao: 'Espaguete, dois molhos de tomate e parmesão ralado com 15% de desconto.',
    regra: 'PERCENTUAL',
    valor: 1500,
    max_por_pedido: null,
    idcliente: null,
    produtos: [
      ['Espaguete nº 8 500 g', 1],
      ['Molho de tomate tradicional 340 g', 2],
      ['Queijo parmesão ralado 100 g', 1],
    ],
  },
  limpezaMaria: {
    idcombopromocional_cabecalho: 'a7c0b1d2-0e1f-4a2b-9c3d-16c0b0000003',
    fornecedor: 'emporio',
    nome: 'Kit limpeza da casa',
    slug: 'kit-limpeza-da-casa',
    descricao: 'Oferta exclusiva para você: detergentes e água sanitária com 20% de desconto.',
    regra: 'PERCENTUAL',
    valor: 2000,
    max_por_pedido: 3,
    idcliente: '5b0e1c2d-3f4a-4b5c-8d6e-7f8091a2b301',
    produtos: [
      ['Detergente líquido 500 ml', 3],
      ['Água sanitária 2 L', 1],
    ],
  },
  natalPassado: {
    idcombopromocional_cabecalho: 'a7c0b1d2-0e1f-4a2b-9c3d-16c0b0000004',
    fornecedor: 'emporio',
    nome: 'Ceia de Natal 2024',
    slug: 'ceia-de-natal-2024',
    descricao: 'Panetone e suco de uva (oferta encerrada).',
    regra: 'PRECO_FIXO',
    valor: 4500,
    max_por_pedido: null,
    idcliente: null,
    fim: '2025-01-01T03:00:00Z',
    produtos: [
      ['Panetone de frutas 500 g', 1],
      ['Suco de uva integral 1 L', 1],
    ],
  },
} as const;

/**
 * Past orders of other Empório customers, the co-purchase signal of the recommendations:
 * whoever bought the first product of a pair mostly also bought the second ("Pão francês" goes with
 * "Manteiga com sal 200 g" in five orders), so a product page suggests its companion first.
 */
export const DEMO_CO_PURCHASES = {
  fornecedor: 'emporio',
  pedidos: [
    ['Pão francês', 'Manteiga com sal 200 g', 'Café torrado e moído 500 g'],
    ['Pão francês', 'Manteiga com sal 200 g', 'Leite integral UHT 1 L'],
    ['Pão francês', 'Manteiga com sal 200 g', 'Requeijão cremoso 200 g'],
    ['Pão francês', 'Manteiga com sal 200 g'],
    ['Pão francês', 'Manteiga com sal 200 g', 'Suco de laranja integral 900 ml'],
    ['Espaguete nº 8 500 g', 'Molho de tomate tradicional 340 g', 'Queijo parmesão ralado 100 g'],
    ['Espaguete nº 8 500 g', 'Molho de tomate tradicional 340 g'],
    ['Espaguete nº 8 500 g', 'Molho de tomate tradicional 340 g', 'Extrato de tomate 190 g'],
    ['Café torrado e moído 500 g', 'Açúcar refinado 1 kg', 'Pão de queijo congelado 1 kg'],
    ['Café torrado e moído 500 g', 'Açúcar refinado 1 kg'],
  ],
} as const;
