/**
 * Which Fluent Emoji icon pictures a product: keyword rules on the product's name, then on its
 * sector's name, then a generic shopping picture — so every product, including ones added later,
 * gets a fitting picture without a table of products. Rules are tried in order; the first whose
 * words occur in the (accent-free, lower-case) text wins, so specific rules ("suco de laranja")
 * come before general ones ("laranja"). Words are Portuguese because the catalogue is.
 */
import { createHash } from 'node:crypto';

import { normalizeText } from '../../src/domain/geocoding/types';
import type { Tint } from './emoji';

/** A picture: the main icon, optionally a smaller one beside it (a prop), each optionally recoloured. */
export type Picture = { icon: string; tint?: Tint; accent?: string; accentTint?: Tint };

/** Several pictures: products matching the same rule get one of them, chosen by their name. */
type Rule = { words: RegExp; pictures: Picture[] };

// Recolourings of icons that exist in one colour only.
// The wine glass's wine is magenta (hues 270–340) in a pale blue glass, which stays.
const WINE_HUES: [number, number] = [260, 350];
const RED_WINE: Tint = { h: 350, s: 0.9, l: -0.14, hues: WINE_HUES };
const WHITE_WINE: Tint = { h: 48, s: 0.85, l: 0.16, hues: WINE_HUES };
const ROSE_WINE: Tint = { h: 350, s: 0.8, l: 0.12, hues: WINE_HUES };
const TAWNY: Tint = { h: 20, s: 0.85, l: -0.1, hues: WINE_HUES };
const GRAPE: Tint = { h: 285, s: 0.8, l: -0.1 };
// The tumbler's drink is orange-brown (hues 20–35) in a blue glass with ice, which stay.
const TUMBLER_DRINK: [number, number] = [0, 60];
const GRAPE_JUICE: Tint = { h: 290, s: 0.8, l: -0.14, hues: TUMBLER_DRINK };
const WHITE_GRAPE_JUICE: Tint = { h: 50, s: 0.7, l: 0.12, hues: TUMBLER_DRINK };
const TONIC: Tint = { h: 55, s: 0.4, l: 0.28, hues: TUMBLER_DRINK };
// The paper cup is red (hues 340–360) with a lavender lid, which stays.
const CUP: [number, number] = [320, 10];
const ORANGE: Tint = { h: 32 };
const GOLDEN_OIL: Tint = { h: 46, s: 1, l: 0.05 };
const OLIVE_OIL: Tint = { h: 62, s: 0.9, l: -0.02 };
const VINEGAR: Tint = { h: 28, s: 0.9, l: -0.02 };
const GREEN: Tint = { h: 110, s: 0.8 };
const BLUE: Tint = { h: 205 };
const WHITE: Tint = { s: 0.08, l: 0.25 };
const DARK: Tint = { s: 0.35, l: -0.22 };
const CHOCOLATE: Tint = { h: 22, s: 0.55, l: -0.12 };
// The falafel's balls are dull browns: made golden (cheese bread) or chocolate (brigadeiros).
const CHEESE_BREAD: Tint = { h: 40, s: 2.2, l: 0.3, minS: 0.1 };
const BRIGADEIRO: Tint = { h: 18, s: 1.1, l: -0.02, minS: 0.1 };
const PANETTONE: Tint = { h: 36, s: 0.85, l: 0.04 };
const CARROT_CAKE: Tint = { h: 28, s: 0.9 };
const LENTIL: Tint = { h: 25, s: 0.7, l: 0.1 };
const GREEN_GRAPE: Tint = { h: 85, s: 0.8, l: 0.05 };

const wordsRe = (words: string) => new RegExp(`\\b(?:${words})\\b`);
const r = (words: string, icon: string, more: Omit<Picture, 'icon'> = {}): Rule => ({
  words: wordsRe(words),
  pictures: [{ icon, ...more }],
});
/** One icon with a choice of props (`null`: none), like a shop photographing a wine with different food. */
const props = (
  words: string,
  icon: string,
  tint: Tint | undefined,
  accents: (string | null)[],
  accentTint?: Tint,
): Rule => ({
  words: wordsRe(words),
  pictures: accents.map((accent) => ({
    icon,
    ...(tint ? { tint } : {}),
    ...(accent ? { accent, ...(accentTint ? { accentTint } : {}) } : {}),
  })),
});

const RULES: Rule[] = [
  // Wine shop: subscriptions and kits first (their names mention wines and glasses).
  r('clube do espumante|assinatura de espumante', 'package', { accent: 'bottle-with-popping-cork' }),
  r('clube|assinaturas?', 'package', { accent: 'wine-glass', accentTint: RED_WINE }),
  r('kit (?:espumante|tacas?)', 'wrapped-gift', { accent: 'clinking-glasses' }),
  r('kit .*rose', 'wrapped-gift', { accent: 'wine-glass', accentTint: ROSE_WINE }),
  r('kits?|cestas?|presentes?', 'wrapped-gift', { accent: 'wine-glass', accentTint: RED_WINE }),
  // Drinks.
  r('(?:suco|nectar)s? (?:integral )?de uva (?:integral )?branc[oa]', 'tumbler-glass', {
    tint: WHITE_GRAPE_JUICE,
    accent: 'grapes',
    accentTint: GREEN_GRAPE,
  }),
  {
    words: wordsRe('(?:suco|nectar)s? (?:integral |integrais )?de uvas?'),
    pictures: [
      { icon: 'tumbler-glass', tint: GRAPE_JUICE, accent: 'grapes' },
      { icon: 'beverage-box', tint: GRAPE, accent: 'grapes' },
    ],
  },
  r('suco de laranja|suco laranja', 'tropical-drink', { accent: 'tangerine' }),
  r('(?:suco|nectar) de pessego', 'tropical-drink', { tint: ORANGE, accent: 'peach' }),
  r('isotonic[oa]s?', 'cup-with-straw', { tint: { h: 205, hues: CUP } }),
  r('sucos?|nectar(?:es)?|refrescos?', 'tropical-drink'),
  r('champagne|champanhe', 'bottle-with-popping-cork', { accent: 'clinking-glasses' }),
  r('espumante rose|espumante brut rose|moscatel rose', 'bottle-with-popping-cork', { accent: 'strawberry' }),
  r('moscatel|asti', 'bottle-with-popping-cork', { accent: 'grapes', accentTint: GREEN_GRAPE }),
  props('espumantes?|prosecco|cava|frisantes?|brut|nature|sidra', 'bottle-with-popping-cork', undefined, [
    null,
    'clinking-glasses',
    'strawberry',
  ]),
  r('graspa|grappa|cachaca|destilados?|vodka|whisky|conhaque', 'tumbler-glass', { accent: 'grapes' }),
  r('licor(?:es)?', 'sake', { tint: GRAPE, accent: 'grapes' }),
  r('porto|tawny|jerez|marsala|fortificados?', 'wine-glass', { tint: TAWNY }),
  props('roses?', 'wine-glass', ROSE_WINE, [null, 'strawberry', 'cherries']),
  props('vinhos? verdes?|vinhos? brancos?|brancos', 'wine-glass', WHITE_WINE, [
    null,
    'cheese-wedge',
    'shrimp',
    'olive',
  ]),
  // Wine accessories.
  r('saca rolhas', 'bottle-with-popping-cork', { accent: 'wine-glass', accentTint: RED_WINE }),
  r('tacas?', 'clinking-glasses'),
  r('decanter|decantador', 'amphora', { accent: 'wine-glass', accentTint: RED_WINE }),
  r('aerador', 'pouring-liquid', { tint: { h: 350, s: 0.8, l: -0.1 }, accent: 'wine-glass', accentTint: RED_WINE }),
  r('bomba a vacuo|vacuo', 'bottle-with-popping-cork', { accent: 'locked' }),
  r('termometros?', 'thermometer', { accent: 'wine-glass', accentTint: WHITE_WINE }),
  r('balde de gelo', 'bucket', { tint: WHITE, accent: 'ice' }),
  r('adega climatizada|climatizad[ao]|frigobar', 'snowflake', { accent: 'wine-glass', accentTint: RED_WINE }),
  // Beer, soft drinks, water.
  r('cervejas? (?:.* )?(?:artesana(?:l|is)|ipa|apa|long neck|garrafa)|chope|chopp', 'clinking-beer-mugs'),
  r('cervejas?', 'beer-mug'),
  r('guarana', 'cup-with-straw', { tint: { ...GREEN, hues: CUP } }),
  r('refrigerantes? de laranja|fanta', 'cup-with-straw', { tint: { ...ORANGE, hues: CUP }, accent: 'tangerine' }),
  r('tonica', 'tumbler-glass', { tint: TONIC, accent: 'lime' }),
  r('refrigerantes?|cola|soda', 'cup-with-straw'),
  r('agua de coco|coco', 'coconut'),
  r('agua sanitaria|cloro|alvejante', 'bucket', { accent: 'bubbles' }),
  r('agua com gas|agua mineral com gas|gaseificada', 'droplet', { accent: 'bubbles' }),
  r('aguas?(?! e sal\\b)', 'droplet'),
  r('cafe em graos|graos de cafe|cafe especial', 'hot-beverage', { accent: 'beans', accentTint: CHOCOLATE }),
  r('cafe|cafes|capuccino|expresso', 'hot-beverage'),
  r('chas?|infusao|camomila', 'teacup-without-handle'),
  r('erva mate|chimarrao|terere', 'mate'),
  r('achocolatado|chocolate em po|cacau', 'glass-of-milk', { accent: 'chocolate-bar' }),
  // Dairy.
  r('leite integral', 'glass-of-milk', { accent: 'cow' }),
  r('(?<!ao |de )leites?', 'glass-of-milk'),
  r('requeijao|cream cheese', 'jar', { accent: 'cheese-wedge' }),
  r('iogurte grego', 'bowl-with-spoon', { accent: 'blueberries' }),
  r('iogurtes?|coalhada', 'bowl-with-spoon', { accent: 'strawberry' }),
  r('pao de queijo', 'falafel', { tint: CHEESE_BREAD }),
  r('parmesao', 'cheese-wedge', { accent: 'spaghetti' }),
  r('queijos?|mucarela|mussarela|provolone|gouda|brie', 'cheese-wedge'),
  r('manteiga|margarina', 'butter'),
  // Bakery and sweets.
  r('pao de hamburguer|brioche', 'hamburger'),
  r('pao frances|baguetes?|bisnagas?', 'baguette-bread'),
  r('bisnaguinhas?', 'baguette-bread', { accent: 'butter' }),
  r('fermentacao natural|pao italiano|pao rustico|levain', 'flatbread'),
  r('pao|paes|torradas?', 'bread'),
  r('bolo de cenoura', 'shortcake', { tint: CARROT_CAKE, accent: 'carrot' }),
  r('bolos?|tortas?', 'shortcake'),
  r('panetones?|chocotones?', 'cupcake', { tint: PANETTONE }),
  r('cream cracker|agua e sal|bolachas?|crackers?', 'cookie', { tint: { s: 0.6, l: 0.12 } }),
  r('wafers?', 'waffle', { accent: 'chocolate-bar' }),
  r('biscoitos?|cookies?', 'cookie'),
  r('brigadeiros?|trufas?', 'falafel', { tint: BRIGADEIRO, accent: 'wrapped-gift' }),
  r('bombo(?:m|ns)', 'falafel', { tint: BRIGADEIRO, accent: 'candy' }),
  r('chocolates?', 'chocolate-bar'),
  r('chicletes?|goma de mascar', 'bubbles', { tint: { h: 330 } }),
  r('pirulitos?', 'lollipop'),
  r('balas?|jujubas?|gomas?|confeitos?', 'candy'),
  r('pacoca|pacoquinha|amendoim', 'peanuts'),
  r('sorvetes?|picoles?|gelato', 'ice-cream'),
  r('pipoca', 'popcorn'),
  r('mel', 'honey-pot'),
  // Pantry.
  r('arroz integral|arroz parboilizado', 'cooked-rice', { accent: 'sheaf-of-rice' }),
  r('arroz', 'cooked-rice'),
  r('feijao preto', 'beans', { tint: DARK }),
  r('feijao|feijoes', 'beans'),
  r('lentilhas?|grao de bico', 'beans', { tint: LENTIL }),
  r('lasanhas?', 'shallow-pan-of-food', { tint: { h: 15 } }),
  r('penne|parafuso|fusilli|talharim|nhoque', 'spaghetti', { accent: 'cheese-wedge' }),
  r('espaguete|macarrao|massas?|miojo', 'spaghetti'),
  r('molhos? de tomate', 'canned-food', { accent: 'tomato' }),
  r('extrato de tomate|polpa de tomate|tomate pelado', 'canned-food'),
  r('ketchup', 'tomato', { accent: 'french-fries' }),
  r('mostarda', 'hot-dog'),
  r('maionese', 'jar', { accent: 'egg' }),
  r('azeites?', 'droplet', { tint: OLIVE_OIL, accent: 'olive' }),
  r('oleo de soja', 'droplet', { tint: GOLDEN_OIL, accent: 'pea-pod' }),
  r('oleos?', 'droplet', { tint: GOLDEN_OIL }),
  r('ervilhas?|soja', 'pea-pod'),
  r('gordura', 'bucket', { tint: WHITE, accent: 'butter' }),
  r('vinagre de maca', 'droplet', { tint: VINEGAR, accent: 'red-apple' }),
  r('vinagres?', 'droplet', { tint: VINEGAR }),
  r('sal|sache de sal', 'salt'),
  r('acucar|adocante', 'ice', { tint: WHITE }),
  r('farinhas? de trigo|trigo', 'sheaf-of-rice'),
  r('fuba|milho|canjica', 'ear-of-corn'),
  r('aveia', 'bowl-with-spoon', { accent: 'sheaf-of-rice' }),
  r('granola|cereal|cereais|muesli', 'bowl-with-spoon', { accent: 'peanuts' }),
  r('enlatados?|conservas?', 'canned-food'),
  // Fruit and vegetables.
  r('bananas?', 'banana'),
  r('macas? verdes?', 'green-apple'),
  r('macas?', 'red-apple'),
  r('laranjas?|tangerinas?|mexericas?|bergamotas?', 'tangerine'),
  r('peras?', 'pear'),
  r('mamao|mamoes|papaia', 'melon'),
  r('melao|meloes', 'melon'),
  r('melancias?', 'watermelon'),
  r('mangas?', 'mango'),
  r('uvas? (?:thompson|verdes?|brancas?|italia)|uvas? sem semente', 'grapes', { tint: GREEN_GRAPE }),
  r('uvas?', 'grapes'),
  r('morangos?', 'strawberry'),
  r('abacates?', 'avocado'),
  r('limao siciliano', 'lemon'),
  r('limao|limoes|lima', 'lime'),
  r('abacaxis?', 'pineapple'),
  r('kiwis?', 'kiwi-fruit'),
  r('cerejas?', 'cherries'),
  r('pessegos?', 'peach'),
  r('mirtilos?', 'blueberries'),
  r('tomates?', 'tomato'),
  r('batatas? (?:pre )?fritas?|fritas', 'french-fries'),
  r('batata doce', 'roasted-sweet-potato'),
  r('batatas?', 'potato'),
  r('cebolas?', 'onion'),
  r('alhos?', 'garlic'),
  r('gengibre', 'ginger-root'),
  r('cenouras?', 'carrot'),
  r('alfaces?|rucula|agriao|couve|espinafre', 'leafy-green'),
  r('brocolis', 'broccoli'),
  r('abobrinhas?|pepinos?', 'cucumber'),
  r('pimentao|pimentoes', 'bell-pepper'),
  r('pimentas?', 'hot-pepper'),
  r('berinjelas?', 'eggplant'),
  r('cogumelos?|champignon|shitake', 'mushroom'),
  r('ovos?', 'egg'),
  // Meat and frozen food service.
  r('hamburguer(?:es)?|burger', 'hamburger'),
  r('frango|sobrecoxa|coxa|asa de frango', 'poultry-leg'),
  r('bacon', 'bacon'),
  r('carnes?|bifes?|picanha|alcatra|patinho|costela', 'cut-of-meat'),
  r('peixes?|tilapia|salmao|bacalhau', 'fish'),
  r('camarao|camaroes', 'shrimp'),
  r('salsichas?|hot dog|cachorro quente', 'hot-dog'),
  // Disposables.
  r('caixas? para pizza', 'pizza', { accent: 'package' }),
  r('pizzas?', 'pizza'),
  r('marmitex|quentinhas?', 'takeout-box'),
  r('marmitas?|isopor', 'bento-box'),
  r('potes?|potinhos?', 'jar', { tint: WHITE }),
  r('sacolas?|sacos? kraft', 'shopping-bags'),
  r('copos?', 'cup-with-straw', { tint: WHITE }),
  r('garfos?|facas?|talheres?|colher(?:es)?', 'fork-and-knife'),
  r('canudos?', 'cup-with-straw'),
  // Cleaning and hygiene.
  r('amaciantes?', 't-shirt', { accent: 'feather' }),
  r('sabao (?:liquido|em po)|lava roupas|roupas?', 'bubbles', { accent: 't-shirt' }),
  r('detergentes?|lava loucas', 'sponge', { accent: 'bubbles' }),
  r('desengordurantes?|limpadores?|multiuso|esponjas?', 'sponge'),
  r('alcool', 'lotion-bottle', { tint: BLUE }),
  r('sabonete liquido', 'lotion-bottle', { accent: 'bubbles' }),
  r('sabonetes?|sabao', 'soap'),
  r('shampoos?|xampus?|condicionador(?:es)?', 'lotion-bottle', { tint: { h: 45 }, accent: 'bubbles' }),
  r('desodorantes?', 'lotion-bottle', { tint: BLUE }),
  r('creme dental|pasta de dentes?|escovas? de dentes?', 'toothbrush'),
  r('papel higienico|papel toalha|guardanapos?|papeis|rolao', 'roll-of-paper'),
  r('sacos? de lixo|lixo', 'wastebasket'),
  r('vassouras?|rodos?', 'broom'),
  // Sector names (second pass) and what a shop is about.
  props('vinhos? tintos?|tintos?|vinhos?|adegas?|vinicolas?', 'wine-glass', RED_WINE, [
    null,
    'grapes',
    'cheese-wedge',
    'cut-of-meat',
  ]),
  r('hortifruti|frutas?', 'red-apple'),
  r('legumes|verduras|hortalicas', 'leafy-green'),
  r('mercearia', 'canned-food'),
  r('laticinios|frios', 'cheese-wedge'),
  r('padaria|confeitaria', 'bread'),
  r('bomboniere|doces?', 'candy'),
  r('congelados?', 'ice'),
  r('bebidas?', 'cup-with-straw'),
  r('descartaveis|delivery|embalagens?', 'takeout-box'),
  r('food service|cozinha', 'fork-and-knife-with-plate'),
  r('limpeza', 'sponge'),
  r('higiene|perfumaria', 'soap'),
];

/** When no rule matches: a shopping bag. */
export const FALLBACK_PICTURE: Picture = { icon: 'shopping-bags' };

function matchRule(text: string): Rule | undefined {
  const plain = normalizeText(text);
  return RULES.find((rule) => rule.words.test(plain));
}

/** The picture of a product from its name, then its sector (a name or a slug), then the fallback. */
export function pictureFor(product: { nome: string; setor?: string | null }): Picture {
  const rule = matchRule(product.nome) ?? (product.setor ? matchRule(product.setor) : undefined);
  if (!rule) return FALLBACK_PICTURE;
  const pick = createHash('sha1').update(normalizeText(product.nome)).digest().readUInt32BE(0) % rule.pictures.length;
  return rule.pictures[pick]!;
}

type Scene = { words: RegExp; icons: string[]; tints?: Record<string, Tint> };

const scene = (words: string, icons: string[], tints?: Record<string, Tint>): Scene => ({
  words: wordsRe(words),
  icons,
  tints,
});

/** Banner scenes: a few products that say what the banner (or the shop) is about. First icon is the hero. */
const SCENES: Scene[] = [
  scene('espumantes?|champagne|brinde', [
    'bottle-with-popping-cork',
    'clinking-glasses',
    'grapes',
    'cheese-wedge',
    'strawberry',
  ]),
  scene('clube|assinatura', ['package', 'wine-glass', 'grapes', 'wine-glass', 'cheese-wedge'], {
    'wine-glass': RED_WINE,
  }),
  scene('kits?|presentes?', ['wrapped-gift', 'bottle-with-popping-cork', 'wine-glass', 'ribbon', 'grapes'], {
    'wine-glass': RED_WINE,
  }),
  scene(
    'vinhos?|adegas?|vinicolas?|serra gaucha|tintos?',
    ['wine-glass', 'grapes', 'cheese-wedge', 'bottle-with-popping-cork', 'baguette-bread'],
    { 'wine-glass': RED_WINE },
  ),
  scene('hortifruti|frutas?|legumes|verduras|feira', ['red-apple', 'banana', 'broccoli', 'tomato', 'carrot', 'grapes']),
  scene('padaria|paes?|pao|confeitaria', ['baguette-bread', 'bread', 'croissant', 'shortcake', 'cookie']),
  scene('bebidas?|fardos?|refrigerantes?|cervejas?', [
    'beer-mug',
    'cup-with-straw',
    'tropical-drink',
    'droplet',
    'coconut',
  ]),
  scene('descartaveis|delivery|embalagens?', [
    'takeout-box',
    'cup-with-straw',
    'pizza',
    'fork-and-knife',
    'shopping-bags',
  ]),
  scene('limpeza|higiene', ['sponge', 'bubbles', 'soap', 'bucket', 'roll-of-paper']),
  scene('congelados?|sorvetes?', ['ice-cream', 'ice', 'french-fries', 'snowflake', 'hamburger']),
  scene(
    'atacado|atacarejo|distribuidora',
    ['package', 'cooked-rice', 'canned-food', 'cup-with-straw', 'pouring-liquid'],
    { 'pouring-liquid': GOLDEN_OIL },
  ),
  scene('mercearia|ofertas?|mercado|emporio|supermercado', [
    'shopping-bags',
    'cooked-rice',
    'canned-food',
    'hot-beverage',
    'cheese-wedge',
    'red-apple',
  ]),
];

const DEFAULT_SCENE: Scene = scene('', ['shopping-bags', 'red-apple', 'bread', 'cheese-wedge', 'glass-of-milk']);

/** The icons (hero first) of a banner whose title is `titulo`. */
export function sceneFor(titulo: string): { icons: string[]; tints: Record<string, Tint> } {
  const plain = normalizeText(titulo);
  const found = SCENES.find((s) => s.words.test(plain)) ?? DEFAULT_SCENE;
  return { icons: found.icons, tints: found.tints ?? {} };
}

/** Every icon a picture or a scene can use: the ones loaded from the set. */
export function artIconNames(): string[] {
  const names = new Set<string>();
  for (const picture of [...RULES.flatMap((rule) => rule.pictures), FALLBACK_PICTURE]) {
    names.add(picture.icon);
    if (picture.accent) names.add(picture.accent);
  }
  for (const s of [...SCENES, DEFAULT_SCENE]) s.icons.forEach((i) => names.add(i));
  return [...names].sort();
}
