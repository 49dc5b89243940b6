import { DEMO_SUPPLIERS } from './demo-world';
import type { SeedModule } from './types';
import { hash32 } from './util';

/**
 * Product attributes of the demo catalogue (migration 0062): an EAN-13 for every branded product
 * (fresh produce and the house bakery have none), the nutrition table and allergens of a set of
 * Empório and Atacado foods, and the technical sheet of the Adega's wines.
 */

/** A valid EAN-13 under Brazil's GS1 prefix 789, stable for a product id. */
export function demoEan(idproduto: string): string {
  const body = `789${String(hash32(`ean:${idproduto}`) % 1_000_000_000).padStart(9, '0')}`;
  const sum = [...body].reduce((s, d, i) => s + Number(d) * (i % 2 === 0 ? 1 : 3), 0);
  return `${body}${(10 - (sum % 10)) % 10}`;
}

type Nutrition = {
  porcao: string;
  /** Energy (kcal), carbohydrates, total sugars, proteins, total fat, saturated fat, fibre (g), sodium (mg) per serving. */
  v: [number, number, number, number, number, number, number, number];
  alergenicos: string[];
};

// Daily values of RDC 429/2020 (IN 75/2020, annex II), for the % VD column.
const DV = { kcal: 2000, carb: 300, prot: 50, fat: 65, sat: 20, fib: 25, sod: 2000 };
const pct = (v: number, dv: number) => Math.round((v / dv) * 100);
const fmt = (n: number) => String(n).replace('.', ',');

function table({ porcao, v: [kcal, carb, acucar, prot, gord, sat, fib, sod] }: Nutrition) {
  return {
    porcao,
    itens: [
      { nutriente: 'Valor energético', quantidade: `${fmt(kcal)} kcal`, vd: pct(kcal, DV.kcal) },
      { nutriente: 'Carboidratos', quantidade: `${fmt(carb)} g`, vd: pct(carb, DV.carb) },
      { nutriente: 'Açúcares totais', quantidade: `${fmt(acucar)} g`, vd: null },
      { nutriente: 'Proteínas', quantidade: `${fmt(prot)} g`, vd: pct(prot, DV.prot) },
      { nutriente: 'Gorduras totais', quantidade: `${fmt(gord)} g`, vd: pct(gord, DV.fat) },
      { nutriente: 'Gorduras saturadas', quantidade: `${fmt(sat)} g`, vd: pct(sat, DV.sat) },
      { nutriente: 'Fibra alimentar', quantidade: `${fmt(fib)} g`, vd: pct(fib, DV.fib) },
      { nutriente: 'Sódio', quantidade: `${fmt(sod)} mg`, vd: pct(sod, DV.sod) },
    ],
  };
}

const GLUTEN = 'Contém glúten';
const MILK = 'Alérgicos: contém leite e derivados';
const LACTOSE = 'Contém lactose';

/** Foods with a label, by supplier and product name. */
export const DEMO_NUTRITION: Record<'emporio' | 'atacado', Record<string, Nutrition>> = {
  emporio: {
    'Arroz integral 1 kg': { porcao: '50 g (1/4 xícara)', v: [180, 38, 0, 4, 1.2, 0.3, 2, 1], alergenicos: [] },
    'Feijão preto tipo 1 1 kg': {
      porcao: '60 g (1/2 xícara)',
      v: [198, 35, 0.5, 13, 0.7, 0.2, 13, 2],
      alergenicos: [],
    },
    'Espaguete nº 8 500 g': {
      porcao: '80 g (1 prato raso)',
      v: [285, 57, 2.8, 10, 1.2, 0.3, 2.4, 3],
      alergenicos: [GLUTEN, 'Alérgicos: contém trigo', 'Pode conter ovo e soja'],
    },
    'Aveia em flocos 450 g': {
      porcao: '30 g (3 colheres de sopa)',
      v: [117, 17, 0.3, 4.4, 2.6, 0.5, 2.7, 0],
      alergenicos: [GLUTEN, 'Alérgicos: contém aveia', 'Pode conter trigo, cevada e centeio'],
    },
    'Granola tradicional 800 g': {
      porcao: '40 g (1/2 xícara)',
      v: [176, 27, 9, 4, 5.6, 1, 3, 12],
      alergenicos: [GLUTEN, 'Alérgicos: contém aveia, trigo e castanha-de-caju', 'Pode conter amendoim e leite'],
    },
    'Leite desnatado UHT 1 L': {
      porcao: '200 ml (1 copo)',
      v: [70, 10, 10, 6.2, 0, 0, 0, 100],
      alergenicos: [MILK, LACTOSE],
    },
    'Queijo minas frescal 500 g': {
      porcao: '30 g (1 fatia)',
      v: [73, 0.9, 0.9, 5.2, 5.4, 3.5, 0, 147],
      alergenicos: [MILK, LACTOSE],
    },
    'Iogurte grego tradicional 100 g': {
      porcao: '100 g (1 pote)',
      v: [128, 15, 14, 5.3, 5.2, 3.3, 0, 60],
      alergenicos: [MILK, LACTOSE],
    },
    'Pão de forma integral 500 g': {
      porcao: '50 g (2 fatias)',
      v: [119, 20, 2.6, 5.2, 1.6, 0.3, 3.4, 215],
      alergenicos: [GLUTEN, 'Alérgicos: contém trigo e soja', 'Pode conter leite, ovo e gergelim'],
    },
    'Biscoito cream cracker 200 g': {
      porcao: '30 g (6 biscoitos)',
      v: [130, 20, 1, 2.9, 4.3, 2, 0.9, 300],
      alergenicos: [GLUTEN, 'Alérgicos: contém trigo', 'Pode conter leite e soja'],
    },
    'Pão de queijo congelado 1 kg': {
      porcao: '50 g (2 unidades)',
      v: [155, 17, 0.5, 2.5, 8.5, 3.5, 0, 275],
      alergenicos: [MILK, LACTOSE, 'Alérgicos: contém ovo'],
    },
  },
  atacado: {
    'Feijão preto fardo 10 x 1 kg': {
      porcao: '60 g (1/2 xícara)',
      v: [198, 35, 0.5, 13, 0.7, 0.2, 13, 2],
      alergenicos: [],
    },
    'Farinha de trigo fardo 10 x 1 kg': {
      porcao: '50 g (1/2 xícara)',
      v: [180, 38, 0.2, 5, 0.7, 0.1, 1.2, 0],
      alergenicos: [GLUTEN, 'Alérgicos: contém trigo', 'Pode conter soja'],
    },
    'Fubá mimoso fardo 10 x 1 kg': {
      porcao: '50 g (1/2 xícara)',
      v: [176, 39, 0.3, 3.6, 0.8, 0.1, 2.4, 0],
      alergenicos: ['Não contém glúten'],
    },
    'Margarina com sal balde 15 kg': {
      porcao: '10 g (1 colher de sopa)',
      v: [54, 0, 0, 0, 6, 1.5, 0, 60],
      alergenicos: ['Alérgicos: contém derivados de soja', 'Pode conter leite'],
    },
    'Maionese balde 3 kg': {
      porcao: '12 g (1 colher de sopa)',
      v: [38, 0.8, 0.4, 0.1, 3.8, 0.6, 0, 95],
      alergenicos: ['Alérgicos: contém ovo e derivados de soja', 'Não contém glúten'],
    },
    'Hambúrguer bovino 56 g caixa 36': {
      porcao: '56 g (1 unidade)',
      v: [140, 1, 0, 9, 11, 5, 0, 290],
      alergenicos: ['Alérgicos: contém derivados de soja', 'Não contém glúten'],
    },
    'Chocolate ao leite 90 g display 20': {
      porcao: '25 g (5 quadradinhos)',
      v: [136, 15, 14, 1.9, 7.7, 4.6, 0.5, 20],
      alergenicos: [MILK, LACTOSE, 'Alérgicos: contém soja', 'Pode conter trigo, amendoim e castanhas', GLUTEN],
    },
    'Wafer de chocolate 140 g caixa 30': {
      porcao: '30 g (4 unidades)',
      v: [153, 19, 11, 1.6, 7.9, 4, 0.6, 28],
      alergenicos: [GLUTEN, 'Alérgicos: contém trigo, leite e soja', LACTOSE],
    },
  },
};

/** Serving temperature and pairing by wine type (the Adega's sector notes). */
const WINE_TYPE: Record<string, { teor: string; temp: string; harm: string }> = {
  Tinto: {
    teor: '13,5% vol.',
    temp: '16 °C a 18 °C',
    harm: 'Carnes vermelhas, massas ao molho de tomate e queijos curados',
  },
  Branco: { teor: '12,5% vol.', temp: '8 °C a 10 °C', harm: 'Peixes, frutos do mar e saladas' },
  Rosé: { teor: '12% vol.', temp: '8 °C a 10 °C', harm: 'Entradas, saladas e pratos leves' },
  Espumante: { teor: '11,5% vol.', temp: '4 °C a 6 °C', harm: 'Aperitivos, frutos do mar e sobremesas leves' },
  Fortificado: {
    teor: '20% vol.',
    temp: '14 °C a 16 °C',
    harm: 'Queijos azuis, frutas secas e sobremesas com chocolate',
  },
};

/** Regions named in the product's name or description; else the country's best-known one. */
const REGIONS = [
  'Vale dos Vinhedos',
  'Campanha Gaúcha',
  'Serra Gaúcha',
  'Douro',
  'Rioja',
  'Mendoza',
  'Champagne',
  'Toscana',
  'Piemonte',
  'Vêneto',
  'Bordeaux',
  'Vale do Maipo',
  'Vale Central',
  'Canelones',
  'Alentejo',
];
const COUNTRY_REGION: Record<string, string> = {
  Brasil: 'Serra Gaúcha',
  Argentina: 'Mendoza',
  Chile: 'Vale Central',
  Uruguai: 'Canelones',
  Portugal: 'Douro',
  Espanha: 'Rioja',
  França: 'Bordeaux',
  Itália: 'Vêneto',
};

export const productAttributesSeed: SeedModule = {
  nome: 'atributos-produto',
  async run(tx) {
    const ids = [DEMO_SUPPLIERS.emporio, DEMO_SUPPLIERS.atacado, DEMO_SUPPLIERS.adega].map((s) => s.idfornecedor);
    const branded = await tx.query<{ idproduto: string }>(
      'SELECT idproduto FROM produtos WHERE idfornecedor = ANY($1::uuid[]) AND marca IS NOT NULL',
      [ids],
    );
    for (const { idproduto } of branded)
      await tx.query('UPDATE produtos SET ean = $2 WHERE idproduto = $1', [idproduto, demoEan(idproduto)]);
    for (const key of ['emporio', 'atacado'] as const) {
      for (const [nome, n] of Object.entries(DEMO_NUTRITION[key])) {
        await tx.query(
          `UPDATE produtos SET informacao_nutricional = $3::jsonb, alergenicos = $4::text[]
           WHERE idfornecedor = $1 AND nome = $2`,
          [DEMO_SUPPLIERS[key].idfornecedor, nome, JSON.stringify(table(n)), n.alergenicos],
        );
      }
    }
    const wines = await tx.query<{ idproduto: string; nome: string; descricao: string; grupo: string; valor: string }>(
      `SELECT p.idproduto, p.nome, p.descricao, f.grupo, f.valor FROM produtos p
       JOIN produto_filtros f ON f.idproduto = p.idproduto
       WHERE p.idfornecedor = $1 AND 'alcoolico' = ANY(p.tags) AND f.grupo IN ('Uva', 'País', 'Tipo')
       ORDER BY p.idproduto, f.grupo, f.valor`,
      [DEMO_SUPPLIERS.adega.idfornecedor],
    );
    const byId = new Map<string, { nome: string; descricao: string; f: Record<string, string[]> }>();
    for (const r of wines) {
      const w = byId.get(r.idproduto) ?? { nome: r.nome, descricao: r.descricao, f: {} };
      (w.f[r.grupo] ??= []).push(r.valor);
      byId.set(r.idproduto, w);
    }
    for (const [idproduto, w] of byId) {
      const tipo = WINE_TYPE[w.f.Tipo?.[0] ?? ''];
      if (!tipo) continue;
      const text = `${w.nome} ${w.descricao}`;
      const pais = w.f.País?.[0];
      const regiao = REGIONS.find((r) => text.includes(r)) ?? (pais ? COUNTRY_REGION[pais] : undefined);
      const teor = /(\d+(?:,\d+)?)% vol\./.exec(w.descricao)?.[0] ?? tipo.teor;
      const ficha = {
        ...(w.f.Uva ? { uva: w.f.Uva.join(', ') } : {}),
        ...(regiao ? { regiao: pais && regiao !== pais ? `${regiao}, ${pais}` : regiao } : {}),
        teorAlcoolico: teor,
        temperaturaServico: tipo.temp,
        harmonizacao: tipo.harm,
      };
      await tx.query('UPDATE produtos SET ficha_tecnica = $2::jsonb WHERE idproduto = $1', [
        idproduto,
        JSON.stringify(ficha),
      ]);
    }
  },
};
