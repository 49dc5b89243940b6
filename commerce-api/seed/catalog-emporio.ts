import { catalogSeed, type ProductDef, type SectorDef } from './catalog-builder';

const HF =
  'Selecionado todas as manhãs de produtores parceiros. Vendido por quilo: o peso final pode variar levemente e a diferença é ajustada na entrega.';

const SETORES: SectorDef[] = [
  {
    nome: 'Hortifrúti',
    slug: 'hortifruti',
    blurb: HF,
    filhos: [{ nome: 'Frutas' }, { nome: 'Legumes e verduras' }],
  },
  {
    nome: 'Mercearia',
    blurb: 'Item de mercearia com validade longa, ideal para manter a despensa abastecida.',
    filhos: [
      { nome: 'Arroz e feijão' },
      { nome: 'Massas e molhos' },
      { nome: 'Óleos e temperos' },
      { nome: 'Café e matinais' },
    ],
  },
  {
    nome: 'Laticínios e frios',
    blurb: 'Mantenha refrigerado entre 2 °C e 8 °C. Transportado em caixa térmica.',
    filhos: [{ nome: 'Leites' }, { nome: 'Queijos' }, { nome: 'Iogurtes' }],
  },
  {
    nome: 'Padaria',
    blurb: 'Produzido na nossa padaria e entregue no mesmo dia.',
    filhos: [{ nome: 'Pães' }, { nome: 'Bolos e biscoitos' }],
  },
  {
    nome: 'Bebidas',
    blurb: 'Sirva gelado.',
    filhos: [
      { nome: 'Sucos' },
      { nome: 'Refrigerantes e águas' },
      { nome: 'Cervejas', blurb: 'Venda proibida para menores de 18 anos. Aprecie com moderação.' },
    ],
  },
  {
    nome: 'Limpeza',
    blurb: 'Siga as instruções do rótulo e mantenha fora do alcance de crianças.',
    filhos: [{ nome: 'Cuidados com a roupa' }, { nome: 'Limpeza da casa' }],
  },
  { nome: 'Higiene e perfumaria', blurb: 'Cuidado pessoal para toda a família.' },
  { nome: 'Congelados', blurb: 'Conserve congelado a −18 °C. Não recongele após descongelado.' },
];

const kg = (g: number, extra: Omit<import('./catalog-builder').ProductOpts, 'un' | 'g'> = {}) => ({
  un: 'kg',
  g,
  ...extra,
});

/**
 * Picked by the piece, with the usual weight of one (decision 0055). Potatoes, onions and carrots
 * only say their weight: the store sells them loose by the kg.
 */
const porUn = (peso: number) => ({ peso, porUn: true });

const PRODUTOS: ProductDef[] = [
  ['Banana prata', null, 'frutas', 699, kg(0.5, { f: { Origem: 'Nacional' }, tags: ['destaque'], ...porUn(0.12) })],
  ['Maçã fuji', null, 'frutas', 1190, kg(0.5, { de: 1490, f: { Origem: 'Nacional' }, ...porUn(0.18) })],
  [
    'Laranja pera',
    null,
    'frutas',
    549,
    kg(0.5, {
      dp: [
        [3, 519],
        [6, 489],
      ],
      f: { Origem: 'Nacional' },
      ...porUn(0.2),
    }),
  ],
  ['Mamão papaia', null, 'frutas', 890, kg(0.25, { f: { Origem: 'Nacional' }, ...porUn(0.45) })],
  ['Manga palmer', null, 'frutas', 990, kg(0.5, { f: { Origem: 'Nacional' }, ...porUn(0.4) })],
  ['Uva thompson sem semente', null, 'frutas', 1690, kg(0.25, { f: { Origem: 'Nacional' }, off: true })],
  [
    'Morango orgânico 250 g',
    'Sítio Boa Vista',
    'frutas',
    1290,
    { f: { Origem: 'Orgânico' }, tags: ['organico'], max: 10 },
  ],
  ['Abacate', null, 'frutas', 790, kg(0.5, porUn(0.5))],
  ['Limão tahiti', null, 'frutas', 690, kg(0.25, porUn(0.1))],
  ['Tomate italiano', null, 'legumes-e-verduras', 899, kg(0.25, { f: { Origem: 'Nacional' }, ...porUn(0.15) })],
  [
    'Batata inglesa',
    null,
    'legumes-e-verduras',
    649,
    kg(0.5, {
      dp: [
        [2, 619],
        [5, 579],
      ],
      peso: 0.15,
    }),
  ],
  ['Cebola branca', null, 'legumes-e-verduras', 549, kg(0.25, { peso: 0.15 })],
  ['Cenoura', null, 'legumes-e-verduras', 599, kg(0.25, { peso: 0.12 })],
  [
    'Alface crespa orgânica',
    'Sítio Boa Vista',
    'legumes-e-verduras',
    449,
    { f: { Origem: 'Orgânico' }, tags: ['organico'] },
  ],
  ['Brócolis ninja', null, 'legumes-e-verduras', 990, { max: 6 }],
  ['Abobrinha italiana', null, 'legumes-e-verduras', 799, kg(0.5, porUn(0.25))],
  [
    'Arroz branco tipo 1 5 kg',
    'Camil',
    'arroz-e-feijao',
    2890,
    { atacado: [2690, 3], tags: ['destaque'], f: { Tipo: 'Branco' } },
  ],
  ['Arroz integral 1 kg', 'Tio João', 'arroz-e-feijao', 899, { f: { Tipo: 'Integral' } }],
  [
    'Feijão carioca tipo 1 1 kg',
    'Kicaldo',
    'arroz-e-feijao',
    849,
    {
      dp: [
        [3, 799],
        [6, 759],
        [12, 719],
      ],
      f: { Tipo: 'Carioca' },
    },
  ],
  ['Feijão preto tipo 1 1 kg', 'Camil', 'arroz-e-feijao', 899, { f: { Tipo: 'Preto' } }],
  ['Lentilha 500 g', 'Yoki', 'arroz-e-feijao', 1090],
  ['Espaguete nº 8 500 g', 'Barilla', 'massas-e-molhos', 799, { atacado: [699, 6] }],
  ['Penne rigate 500 g', 'Renata', 'massas-e-molhos', 549],
  [
    'Molho de tomate tradicional 340 g',
    'Pomarola',
    'massas-e-molhos',
    399,
    {
      m: 1,
      dp: [
        [4, 369],
        [8, 339],
      ],
    },
  ],
  ['Extrato de tomate 190 g', 'Elefante', 'massas-e-molhos', 549],
  [
    'Azeite de oliva extravirgem 500 ml',
    'Gallo',
    'oleos-e-temperos',
    3990,
    { de: 4690, emb: 590, f: { Origem: 'Portugal' }, max: 6 },
  ],
  ['Óleo de soja 900 ml', 'Liza', 'oleos-e-temperos', 799, { atacado: [719, 6] }],
  ['Sal refinado iodado 1 kg', 'Cisne', 'oleos-e-temperos', 349],
  ['Vinagre de maçã 750 ml', 'Castelo', 'oleos-e-temperos', 699],
  ['Café torrado e moído 500 g', 'Pilão', 'cafe-e-matinais', 1899, { atacado: [1749, 4], tags: ['destaque'] }],
  ['Café especial em grãos 250 g', 'Orfeu', 'cafe-e-matinais', 3490, { de: 3990, emb: 490, f: { Tipo: 'Especial' } }],
  ['Achocolatado em pó 400 g', 'Nescau', 'cafe-e-matinais', 949],
  ['Aveia em flocos 450 g', 'Quaker', 'cafe-e-matinais', 899, { tags: ['sem-lactose'] }],
  ['Granola tradicional 800 g', 'Mãe Terra', 'cafe-e-matinais', 2690, { de: 3190 }],
  [
    'Açúcar refinado 1 kg',
    'União',
    'cafe-e-matinais',
    549,
    {
      dp: [
        [5, 519],
        [10, 489],
      ],
    },
  ],
  [
    'Leite integral UHT 1 L',
    'Italac',
    'leites',
    599,
    {
      m: 1,
      atacado: [549, 12],
      max: 24,
      desc: 'Leite integral longa vida, caixa de 1 litro. Na compra de 12 unidades ou mais, preço de atacado.',
    },
  ],
  ['Leite desnatado UHT 1 L', 'Piracanjuba', 'leites', 619],
  ['Leite zero lactose 1 L', 'Piracanjuba', 'leites', 729, { tags: ['sem-lactose'] }],
  [
    'Queijo muçarela fatiado',
    'Tirolez',
    'queijos',
    5490,
    kg(0.25, { de: 5990, desc: 'Muçarela fatiada na hora. Vendida por quilo em múltiplos de 250 g.' }),
  ],
  ['Queijo minas frescal 500 g', 'Scala', 'queijos', 2390],
  ['Queijo parmesão ralado 100 g', 'Faixa Azul', 'queijos', 1290],
  ['Requeijão cremoso 200 g', 'Catupiry', 'queijos', 1090],
  [
    'Iogurte natural integral 170 g',
    'Nestlé',
    'iogurtes',
    329,
    {
      dp: [
        [6, 299],
        [12, 279],
      ],
    },
  ],
  ['Iogurte grego tradicional 100 g', 'Vigor', 'iogurtes', 349],
  ['Manteiga com sal 200 g', 'Aviação', 'laticinios-e-frios', 1690],
  [
    'Pão francês',
    null,
    'paes',
    1890,
    kg(0.25, { desc: 'Pão francês assado de hora em hora. Cada unidade tem cerca de 50 g.' }),
  ],
  ['Pão de forma integral 500 g', 'Wickbold', 'paes', 1090],
  ['Pão de fermentação natural', 'Padaria do Empório', 'paes', 2400, { max: 4, tags: ['artesanal'] }],
  ['Bisnaguinha 300 g', 'Pullman', 'paes', 899],
  [
    'Bolo de cenoura com cobertura de chocolate',
    'Padaria do Empório',
    'bolos-e-biscoitos',
    3290,
    { emb: 390, tags: ['artesanal'] },
  ],
  ['Biscoito cream cracker 200 g', 'Vitarella', 'bolos-e-biscoitos', 449],
  ['Biscoito recheado de chocolate 130 g', 'Passatempo', 'bolos-e-biscoitos', 349, { off: true }],
  ['Panetone de frutas 500 g', 'Bauducco', 'bolos-e-biscoitos', 3490, { emb: 490 }],
  ['Suco de laranja integral 900 ml', 'Natural One', 'sucos', 1590],
  ['Suco de uva integral 1 L', 'Aurora', 'sucos', 1690],
  ['Água mineral sem gás 1,5 L', 'Crystal', 'refrigerantes-e-aguas', 349, { atacado: [299, 6] }],
  ['Água com gás 500 ml', 'São Lourenço', 'refrigerantes-e-aguas', 399],
  [
    'Refrigerante de cola 2 L',
    'Coca-Cola',
    'refrigerantes-e-aguas',
    1199,
    {
      dp: [
        [2, 1099],
        [4, 999],
      ],
    },
  ],
  ['Guaraná 2 L', 'Guaraná Antarctica', 'refrigerantes-e-aguas', 899],
  [
    'Cerveja pilsen lata 350 ml',
    'Heineken',
    'cervejas',
    549,
    { m: 6, max: 48, atacado: [489, 12], tags: ['alcoolico'] },
  ],
  ['Cerveja artesanal IPA 500 ml', 'Cervejaria Bamberg', 'cervejas', 2290, { tags: ['alcoolico', 'artesanal'] }],
  ['Sabão líquido para roupas 3 L', 'Omo', 'cuidados-com-a-roupa', 4590, { atacado: [4190, 2] }],
  ['Amaciante concentrado 1 L', 'Comfort', 'cuidados-com-a-roupa', 1990],
  [
    'Detergente líquido 500 ml',
    'Ypê',
    'limpeza-da-casa',
    279,
    {
      dp: [
        [6, 249],
        [12, 229],
      ],
    },
  ],
  ['Água sanitária 2 L', 'Qboa', 'limpeza-da-casa', 899],
  ['Papel higiênico folha dupla 12 rolos', 'Neve', 'limpeza-da-casa', 2490],
  [
    'Sabonete em barra 85 g',
    'Dove',
    'higiene-e-perfumaria',
    449,
    {
      dp: [
        [4, 419],
        [8, 389],
      ],
    },
  ],
  ['Creme dental 90 g', 'Colgate', 'higiene-e-perfumaria', 549],
  ['Shampoo 400 ml', 'Seda', 'higiene-e-perfumaria', 1790, { de: 2190 }],
  ['Pão de queijo congelado 1 kg', 'Forno de Minas', 'congelados', 3290, { tags: ['destaque'] }],
  ['Lasanha à bolonhesa 600 g', 'Sadia', 'congelados', 2290, { de: 2690 }],
  ['Sorvete de creme 1,5 L', 'Kibon', 'congelados', 2990, { emb: 0, off: true }],
  [
    'Brigadeiro gourmet caixa com 12',
    'Padaria do Empório',
    'bolos-e-biscoitos',
    4800,
    { emb: 600, max: 5, tags: ['artesanal', 'presente'] },
  ],
];

/** The catalogue's sectors and products, for tests that look at every product. */
export const emporioCatalog = { sectors: SETORES, products: PRODUTOS };

export const emporioCatalogSeed = catalogSeed('emporio', 'EBP', SETORES, PRODUTOS, {
  atacado: 0.15,
  atacadoMin: [3, 6],
  progressivo: 0.1,
  tiers: [
    [3, 6],
    [4, 8, 12],
  ],
  max: 0.1,
  maxValues: [10, 12, 20],
});
