/**
 * Unit weights of the demo catalogue (cart weight for the delivery methods' limits).
 * Read from the product's name where it says how much it holds ('5 kg', '900 ml', 'fardo 10 x 1 kg',
 * '85 g caixa 12'), with a little packaging on top; bottles of wine weigh what a 750 ml glass
 * bottle does; everything else has its weight written here. Products sold by weight ('kg') weigh
 * their quantity: their unit weight is 1.
 */
const num = (s: string) => Number(s.replace(',', '.'));
const round3 = (n: number) => Math.round(n * 1000) / 1000;

/** A 750 ml glass bottle of wine, full. */
const BOTTLE_KG = 1.3;
/** Packaging over the declared contents (bag, carton, plastic bottle). */
const PACKAGING = 1.05;

/** Weights of products whose names say nothing usable (or would mislead: '200 ml caixa 2500' is a cup's size). */
const KNOWN: Record<string, number> = {
  // Empório
  'Alface crespa orgânica': 0.3,
  'Brócolis ninja': 0.5,
  'Pão de fermentação natural': 0.8,
  'Bolo de cenoura com cobertura de chocolate': 1.0,
  'Papel higiênico folha dupla 12 rolos': 1.2,
  'Brigadeiro gourmet caixa com 12': 0.3,
  // Atacado
  'Marmitex de alumínio nº 8 com tampa caixa 100': 3.2,
  'Embalagem de isopor para marmita caixa 100': 1.5,
  'Pote plástico 500 ml com tampa caixa 50': 1.4,
  'Sacola kraft média pacote 100': 5.5,
  'Caixa para pizza 35 cm pacote 25': 4.2,
  'Copo descartável 200 ml caixa 2500': 5.5,
  'Copo descartável 50 ml caixa 5000': 4.5,
  'Garfo descartável refeição pacote 500': 1.6,
  'Canudo de papel embalado caixa 1000': 1.3,
  'Guardanapo de papel 22 x 20 cm fardo 50 pacotes': 6.0,
  'Papel toalha interfolha fardo 1000 folhas': 4.5,
  'Papel higiênico rolão 300 m fardo 8': 8.4,
  'Saco de lixo 100 L preto pacote 100': 4.0,
  'Sachê de sal caixa 2000': 2.3,
  'Sachê de ketchup caixa 175': 1.7,
  'Pão de hambúrguer brioche pacote 24': 1.7,
  'Chiclete display 100 unidades': 0.4,
  'Paçoca rolha pote 50 unidades': 1.1,
  'Bombom sortido caixa 50': 1.1,
  // Adega
  'Kit Espumante e Taças': 2.2,
  'Kit Piquenique Rosé': 2.6,
  'Saca-rolhas sommelier': 0.15,
  'Taça de cristal para tinto (par)': 0.6,
  'Decanter de vidro 1,5 L': 1.2,
  'Bomba a vácuo com 2 rolhas': 0.15,
  'Termômetro para vinho': 0.05,
  'Balde de gelo em inox': 0.8,
  'Adega climatizada 12 garrafas': 11.5,
  'Aerador de vinho': 0.2,
};

/** Sectors (or parent sectors) whose products are 750 ml bottles unless the name says otherwise. */
const BOTTLE_SECTORS = new Set(['vinhos-tintos', 'vinhos-brancos', 'roses', 'espumantes', 'graspa-e-licores']);

const QTY = String.raw`(\d+(?:,\d+)?)\s*(kg|g|l|ml)\b`;

/** Kilograms of `n` of the unit (litres and millilitres of contents weigh about a kilogram per litre). */
function kilos(n: number, unit: string): number {
  switch (unit) {
    case 'kg':
    case 'l':
      return n;
    default:
      return n / 1000;
  }
}

/** Unit weight in kg of a demo product (never null: the demo has a weight for everything). */
export function productWeightKg(nome: string, unidade: string, setor: string, setorPai: string | null): number {
  if (unidade.trim().toLowerCase() === 'kg') return 1;
  const known = KNOWN[nome];
  if (known !== undefined) return known;
  const lower = nome.toLowerCase();
  // 'Kit Degustação Serra Gaúcha (3 garrafas)', 'Clube do Vinho Reserva – 4 garrafas por mês'.
  const garrafas = /(\d+)\s+garrafas/.exec(lower);
  if (garrafas) return round3(Number(garrafas[1]) * BOTTLE_KG + (lower.startsWith('kit') ? 0.4 : 0));
  // 'fardo 10 x 1 kg', 'caixa 20 x 900 ml', 'display 12 x 80 g'.
  const pack = new RegExp(String.raw`(\d+)\s*x\s*${QTY}`).exec(lower);
  if (pack) return round3(Number(pack[1]) * kilos(num(pack[2]!), pack[3]!) * PACKAGING);
  const single = new RegExp(QTY).exec(lower);
  if (single) {
    const each = kilos(num(single[1]!), single[2]!);
    // '85 g caixa 12', '90 g display 20', '300 ml (caixa 12)'.
    const count = /(?:caixa|display|pacote|fardo)\s+(\d+)\)?\s*$/.exec(lower);
    return round3(each * (count ? Number(count[1]) : 1) * PACKAGING);
  }
  if (BOTTLE_SECTORS.has(setor) || (setorPai !== null && BOTTLE_SECTORS.has(setorPai))) return BOTTLE_KG;
  throw new Error(`Peso desconhecido no seed: ${nome}`);
}
