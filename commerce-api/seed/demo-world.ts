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
