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
    tags: ['has-delivery', 'has-collect', 'enable-recommendation-system', 'uses-share-coupom'],
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
  /** A registered supplier whose theme is still the platform default: treated as no supplier. */
  semTema: {
    idfornecedor: 'e9f8a7b6-c5d4-4e3f-a2b1-0c9d8e7f6a04',
    idempresa: '7a2d4e61-1b3c-4f8a-8d9e-0c1b2a3d4e04',
    slug: 'fornecedor-sem-tema',
    nome: 'Fornecedor Sem Tema',
    dominio: 'semtema.localhost',
    dominio_adicionais: [],
    cores: null,
    tags: ['has-delivery'],
  },
} as const;

export type DemoSupplierKey = keyof typeof DEMO_SUPPLIERS;

/** Minimum number of products each themed demo supplier has. */
export const DEMO_MIN_PRODUCTS = 60;

/** Password of every demo account (customers, representative, linked users). */
export const DEMO_PASSWORD = 'demo1234';

/**
 * Demo accounts (issue 4). Logins are what a person types in the login field; `cpf` is the
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

/** Representative (email login) with empresaAprovada, empresaPendente and lanchonete on atacado. */
export const DEMO_REPRESENTATIVE = {
  idusuario: '6c1f2d3e-4a5b-4c6d-9e7f-8091a2b3c401',
  nome: 'Carlos Representante',
  email: 'carlos.rep@atacadohorizonte.com.br',
  senha: DEMO_PASSWORD,
  fornecedor: 'atacado',
  clientes: ['empresaAprovada', 'empresaPendente', 'lanchonete'] as const,
} as const;

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
