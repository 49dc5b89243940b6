import { catalogSeed, type ProductDef, type ProductOpts, type SectorDef } from './catalog-builder';

const SETORES: SectorDef[] = [
  {
    nome: 'Mercearia seca',
    blurb: 'Embalagem fechada de fábrica, com nota fiscal e validade mínima de 6 meses na entrega.',
    filhos: [{ nome: 'Grãos e cereais' }, { nome: 'Farinhas e açúcares' }, { nome: 'Óleos e gorduras' }],
  },
  {
    nome: 'Bebidas',
    blurb: 'Fardos e caixas fechados. Preço por unidade; venda em múltiplos da embalagem.',
    filhos: [
      { nome: 'Refrigerantes' },
      { nome: 'Águas' },
      { nome: 'Cervejas', blurb: 'Venda proibida para menores de 18 anos. Fardos fechados.' },
      { nome: 'Sucos e néctares' },
    ],
  },
  {
    nome: 'Descartáveis',
    slug: 'descartaveis',
    blurb: 'Descartáveis para delivery e salão, em caixas fechadas.',
    filhos: [{ nome: 'Embalagens para delivery' }, { nome: 'Copos e talheres' }],
  },
  {
    nome: 'Limpeza profissional',
    blurb: 'Linha profissional de alto rendimento para cozinhas industriais e comércios.',
    filhos: [{ nome: 'Detergentes e desengordurantes' }, { nome: 'Papéis' }],
  },
  {
    nome: 'Food service',
    blurb: 'Formato institucional para cozinhas profissionais.',
    filhos: [{ nome: 'Molhos e condimentos' }, { nome: 'Congelados food service' }],
  },
  { nome: 'Higiene', blurb: 'Higiene pessoal em caixas para revenda.' },
  { nome: 'Bomboniere', blurb: 'Display fechado para revenda no balcão.' },
];

/**
 * Priced by the unit, sold in closed boxes of n: the cart moves by n (granularity) from n, so a
 * wholesale minimum or a tier (in units) is a whole number of boxes.
 */
const cx = (n: number, extra: ProductOpts = {}): ProductOpts => ({ un: 'un', g: n, min: n, upe: n, ...extra });

/**
 * Units a package holds, as its name states them ("fardo 10 x 1 kg" → 10, "caixa 100" → 100, "display 100
 * unidades" → 100); not "fardo 1000 folhas" nor "fardo 50 pacotes" (those are not units of the product).
 */
const PACKAGE_COUNT = /\b(?:fardo|caixa|display|pacote) (\d+)(?: x | unidades$|$)/;
const PACKAGES = new Set(['fardo', 'caixa', 'display', 'pacote']);
function withPackageCount([nome, marca, setor, preco, o = {}]: ProductDef): ProductDef {
  const n = Number(PACKAGE_COUNT.exec(nome)?.[1]);
  return o.upe === undefined && o.un && PACKAGES.has(o.un) && n > 1
    ? [nome, marca, setor, preco, { ...o, upe: n }]
    : [nome, marca, setor, preco, o];
}

const LISTED: ProductDef[] = [
  [
    'Arroz branco tipo 1 fardo 6 x 5 kg',
    'Camil',
    'graos-e-cereais',
    15990,
    {
      un: 'fardo',
      atacado: [14990, 5],
      dp: [
        [10, 14790],
        [20, 14490],
        [50, 13990],
      ],
      tags: ['destaque'],
      f: { Tipo: 'Branco' },
    },
  ],
  [
    'Arroz parboilizado fardo 10 x 1 kg',
    'Tio João',
    'graos-e-cereais',
    6290,
    { un: 'fardo', f: { Tipo: 'Parboilizado' } },
  ],
  [
    'Feijão carioca fardo 10 x 1 kg',
    'Kicaldo',
    'graos-e-cereais',
    7990,
    { un: 'fardo', atacado: [7490, 5], f: { Tipo: 'Carioca' } },
  ],
  ['Feijão preto fardo 10 x 1 kg', 'Camil', 'graos-e-cereais', 8490, { un: 'fardo', f: { Tipo: 'Preto' } }],
  ['Milho de pipoca fardo 12 x 500 g', 'Yoki', 'graos-e-cereais', 5890, { un: 'fardo' }],
  [
    'Açúcar refinado fardo 10 x 1 kg',
    'União',
    'farinhas-e-acucares',
    4990,
    {
      un: 'fardo',
      dp: [
        [10, 4790],
        [30, 4590],
      ],
    },
  ],
  ['Açúcar cristal saco 50 kg', 'Caravelas', 'farinhas-e-acucares', 19900, { un: 'saco', max: 20 }],
  [
    'Farinha de trigo tipo 1 saco 25 kg',
    'Dona Benta',
    'farinhas-e-acucares',
    8990,
    { un: 'saco', atacado: [8490, 4], min: 2 },
  ],
  ['Farinha de trigo fardo 10 x 1 kg', 'Anaconda', 'farinhas-e-acucares', 5290, { un: 'fardo' }],
  ['Fubá mimoso fardo 10 x 1 kg', 'Yoki', 'farinhas-e-acucares', 4290, { un: 'fardo' }],
  [
    'Óleo de soja caixa 20 x 900 ml',
    'Liza',
    'oleos-e-gorduras',
    14990,
    {
      un: 'caixa',
      atacado: [13990, 3],
      dp: [
        [5, 14490],
        [10, 13790],
      ],
    },
  ],
  ['Gordura vegetal balde 14,5 kg', 'Primor', 'oleos-e-gorduras', 21990, { un: 'balde' }],
  [
    'Azeite de oliva lata 5 L',
    'Gallo',
    'oleos-e-gorduras',
    29990,
    { de: 32990, un: 'lata', max: 10, f: { Origem: 'Portugal' } },
  ],
  ['Margarina com sal balde 15 kg', 'Qualy', 'oleos-e-gorduras', 18990, { un: 'balde', off: true }],
  [
    'Refrigerante de cola lata 350 ml',
    'Coca-Cola',
    'refrigerantes',
    329,
    cx(12, {
      atacado: [299, 48],
      dp: [
        [120, 289],
        [240, 279],
      ],
      tags: ['destaque'],
    }),
  ],
  ['Refrigerante de cola 2 L', 'Coca-Cola', 'refrigerantes', 989, cx(6, { atacado: [929, 24] })],
  ['Guaraná lata 350 ml', 'Guaraná Antarctica', 'refrigerantes', 279, cx(12, { atacado: [259, 48] })],
  ['Guaraná 2 L', 'Guaraná Antarctica', 'refrigerantes', 799, cx(6)],
  ['Refrigerante de laranja 2 L', 'Fanta', 'refrigerantes', 799, cx(6)],
  ['Tônica lata 350 ml', 'Schweppes', 'refrigerantes', 349, cx(12)],
  [
    'Água mineral sem gás 500 ml',
    'Crystal',
    'aguas',
    119,
    cx(12, {
      atacado: [99, 96],
      dp: [
        [240, 95],
        [480, 89],
      ],
    }),
  ],
  ['Água mineral com gás 500 ml', 'Crystal', 'aguas', 139, cx(12)],
  ['Água mineral galão 20 L', 'Minalba', 'aguas', 1590, { un: 'galão', max: 30 }],
  ['Água de coco 1 L', 'Kero Coco', 'aguas', 1090, cx(6)],
  ['Cerveja pilsen lata 350 ml', 'Skol', 'cervejas', 319, cx(12, { atacado: [289, 96], tags: ['alcoolico'] })],
  ['Cerveja pilsen long neck 330 ml', 'Heineken', 'cervejas', 549, cx(24, { atacado: [499, 72], tags: ['alcoolico'] })],
  [
    'Cerveja puro malte lata 350 ml',
    'Brahma Duplo Malte',
    'cervejas',
    359,
    cx(12, {
      dp: [
        [48, 339],
        [96, 329],
        [192, 319],
      ],
      tags: ['alcoolico'],
    }),
  ],
  ['Cerveja puro malte garrafa 600 ml', 'Original', 'cervejas', 899, cx(24, { tags: ['alcoolico'] })],
  ['Cerveja sem álcool lata 350 ml', 'Heineken 0.0', 'cervejas', 469, cx(12)],
  ['Néctar de uva 1 L', 'Del Valle', 'sucos-e-nectares', 699, cx(12)],
  ['Néctar de pêssego 1 L', 'Del Valle', 'sucos-e-nectares', 699, cx(12, { off: true })],
  ['Suco de laranja integral 1 L', 'Natural One', 'sucos-e-nectares', 1290, cx(6)],
  ['Bebida isotônica 500 ml', 'Gatorade', 'sucos-e-nectares', 549, cx(6)],
  [
    'Marmitex de alumínio nº 8 com tampa caixa 100',
    'Wyda',
    'embalagens-para-delivery',
    8990,
    {
      un: 'caixa',
      dp: [
        [5, 8590],
        [10, 8290],
      ],
    },
  ],
  ['Embalagem de isopor para marmita caixa 100', 'Darnel', 'embalagens-para-delivery', 6490, { un: 'caixa' }],
  ['Pote plástico 500 ml com tampa caixa 50', 'Prafesta', 'embalagens-para-delivery', 4990, { un: 'caixa' }],
  ['Sacola kraft média pacote 100', 'Ecopack', 'embalagens-para-delivery', 7990, { un: 'pacote', atacado: [7490, 5] }],
  ['Caixa para pizza 35 cm pacote 25', 'Embalagens Paulista', 'embalagens-para-delivery', 3990, { un: 'pacote' }],
  ['Copo descartável 200 ml caixa 2500', 'Copobras', 'copos-e-talheres', 12990, { un: 'caixa', atacado: [11990, 3] }],
  ['Copo descartável 50 ml caixa 5000', 'Copobras', 'copos-e-talheres', 10990, { un: 'caixa' }],
  ['Garfo descartável refeição pacote 500', 'Prafesta', 'copos-e-talheres', 3490, { un: 'pacote' }],
  ['Canudo de papel embalado caixa 1000', 'Strawplast', 'copos-e-talheres', 5990, { un: 'caixa', off: true }],
  ['Guardanapo de papel 22 x 20 cm fardo 50 pacotes', 'Snob', 'copos-e-talheres', 9990, { un: 'fardo' }],
  [
    'Detergente neutro galão 5 L',
    'Ypê Profissional',
    'detergentes-e-desengordurantes',
    2490,
    {
      un: 'galão',
      dp: [
        [4, 2390],
        [10, 2290],
      ],
    },
  ],
  ['Desengordurante galão 5 L', 'Sanol', 'detergentes-e-desengordurantes', 4990, { un: 'galão' }],
  ['Água sanitária galão 5 L', 'Qboa', 'detergentes-e-desengordurantes', 1990, { un: 'galão', atacado: [1790, 6] }],
  ['Álcool 70% galão 5 L', 'Start', 'detergentes-e-desengordurantes', 4590, { un: 'galão', max: 10 }],
  ['Sabão em pó caixa 10 kg', 'Omo Profissional', 'detergentes-e-desengordurantes', 18990, { de: 20990, un: 'caixa' }],
  ['Papel toalha interfolha fardo 1000 folhas', 'Santher', 'papeis', 2990, { un: 'fardo', atacado: [2690, 10] }],
  ['Papel higiênico rolão 300 m fardo 8', 'Snob', 'papeis', 8990, { un: 'fardo' }],
  [
    'Saco de lixo 100 L preto pacote 100',
    'Dover Roll',
    'papeis',
    6990,
    {
      un: 'pacote',
      dp: [
        [5, 6690],
        [10, 6390],
      ],
    },
  ],
  ['Maionese balde 3 kg', 'Hellmann’s', 'molhos-e-condimentos', 4990, { un: 'balde', atacado: [4690, 4] }],
  ['Ketchup bag 1,01 kg', 'Heinz', 'molhos-e-condimentos', 2490, cx(6, { un: 'bag' })],
  ['Mostarda bag 1,01 kg', 'Heinz', 'molhos-e-condimentos', 2290, cx(6, { un: 'bag' })],
  [
    'Molho de tomate bag 2 kg',
    'Pomarola',
    'molhos-e-condimentos',
    1890,
    cx(6, {
      un: 'bag',
      dp: [
        [12, 1790],
        [24, 1690],
      ],
    }),
  ],
  ['Sachê de sal caixa 2000', 'Cisne', 'molhos-e-condimentos', 4990, { un: 'caixa' }],
  ['Sachê de ketchup caixa 175', 'Predilecta', 'molhos-e-condimentos', 2990, { un: 'caixa' }],
  [
    'Batata pré-frita congelada 2,5 kg',
    'McCain',
    'congelados-food-service',
    4290,
    cx(4, { un: 'pacote', atacado: [3990, 12] }),
  ],
  ['Hambúrguer bovino 56 g caixa 36', 'Seara Gourmet', 'congelados-food-service', 5490, { un: 'caixa' }],
  [
    'Queijo muçarela peça',
    'Tirolez',
    'congelados-food-service',
    3890,
    {
      un: 'kg',
      g: 0.5,
      min: 2,
      dp: [
        [10, 3690],
        [20, 3590],
      ],
      desc: 'Muçarela em peça de aproximadamente 4 kg, vendida por quilo (frações de 0,5 kg).',
    },
  ],
  ['Frango em tiras congelado 1 kg', 'Sadia', 'congelados-food-service', 2490, cx(6)],
  [
    'Pão de hambúrguer brioche pacote 24',
    'Pullman Food Service',
    'congelados-food-service',
    3490,
    { un: 'pacote', off: true },
  ],
  ['Sabonete em barra 85 g caixa 12', 'Lux', 'higiene', 2990, { un: 'caixa', atacado: [2790, 10] }],
  ['Creme dental 90 g caixa 12', 'Colgate', 'higiene', 4590, { un: 'caixa' }],
  ['Desodorante aerosol 150 ml caixa 6', 'Rexona', 'higiene', 8990, { un: 'caixa' }],
  [
    'Sabonete líquido refil 5 L',
    'Premisse',
    'higiene',
    3990,
    {
      un: 'galão',
      dp: [
        [3, 3790],
        [6, 3590],
      ],
    },
  ],
  ['Chocolate ao leite 90 g display 20', 'Lacta', 'bomboniere', 9990, { un: 'display', atacado: [9490, 5] }],
  ['Bala de goma display 12 x 80 g', 'Fini', 'bomboniere', 4990, { un: 'display' }],
  ['Chiclete display 100 unidades', 'Trident', 'bomboniere', 8990, { un: 'display' }],
  [
    'Paçoca rolha pote 50 unidades',
    'Paçoquita',
    'bomboniere',
    2490,
    {
      un: 'pote',
      dp: [
        [6, 2390],
        [12, 2290],
      ],
    },
  ],
  ['Bombom sortido caixa 50', 'Garoto', 'bomboniere', 6990, { un: 'caixa', emb: 990 }],
  ['Wafer de chocolate 140 g caixa 30', 'Bauducco', 'bomboniere', 8490, { un: 'caixa' }],
];

const PRODUTOS = LISTED.map(withPackageCount);

/** The catalogue's sectors and products, for tests that look at every product. */
export const atacadoCatalog = { sectors: SETORES, products: PRODUTOS };

export const atacadoCatalogSeed = catalogSeed('atacado', 'AH', SETORES, PRODUTOS, {
  atacado: 0.5,
  atacadoMin: [5, 10, 20],
  progressivo: 0.5,
  tiers: [
    [5, 10],
    [5, 10, 20],
    [10, 30, 50],
  ],
  max: 0.1,
  maxValues: [50, 100],
});
