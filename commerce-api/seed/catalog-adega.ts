import { catalogSeed, type ProductDef, type ProductOpts, type SectorDef } from './catalog-builder';

const SETORES: SectorDef[] = [
  {
    nome: 'Vinhos tintos',
    blurb: 'Sirva entre 16 °C e 18 °C. Venda proibida para menores de 18 anos.',
    filhos: [{ nome: 'Tintos nacionais' }, { nome: 'Tintos importados' }],
  },
  {
    nome: 'Vinhos brancos',
    blurb: 'Sirva entre 8 °C e 10 °C. Venda proibida para menores de 18 anos.',
    filhos: [{ nome: 'Brancos nacionais' }, { nome: 'Brancos importados' }],
  },
  { nome: 'Vinhos rosés', slug: 'roses', blurb: 'Sirva entre 8 °C e 10 °C. Venda proibida para menores de 18 anos.' },
  {
    nome: 'Espumantes',
    blurb: 'Sirva entre 4 °C e 6 °C. Venda proibida para menores de 18 anos.',
    filhos: [{ nome: 'Brut e nature' }, { nome: 'Moscatel' }],
  },
  {
    nome: 'Kits e assinaturas',
    blurb: 'Seleção da nossa enóloga. Pode ser embalado para presente.',
    filhos: [{ nome: 'Kits para presente' }, { nome: 'Clube do vinho' }],
  },
  {
    nome: 'Sucos e destilados',
    blurb: 'Produção própria da vinícola.',
    filhos: [{ nome: 'Sucos de uva' }, { nome: 'Graspa e licores', blurb: 'Bebida destilada. Venda proibida para menores de 18 anos.' }],
  },
  { nome: 'Acessórios', blurb: 'Acessórios para servir e conservar vinhos.' },
];

/** Wine: name, winery, sector, grape(s), country, vintage, price, options. */
function w(
  nome: string,
  vinicola: string,
  setor: string,
  uva: string | string[],
  pais: string,
  safra: number | null,
  preco: number,
  tipo: string,
  o: ProductOpts = {},
): ProductDef {
  const uvas = Array.isArray(uva) ? uva : [uva];
  const desc =
    o.desc ??
    `${tipo} ${safra ? `safra ${safra}, ` : ''}elaborado com ${uvas.join(', ')} por ${vinicola} (${pais}). Garrafa de 750 ml.`;
  return [
    `${nome}${safra ? ` ${safra}` : ''}`,
    vinicola,
    setor,
    preco,
    { emb: 1290, ...o, desc, f: { Uva: uvas, País: pais, Tipo: tipo, ...(o.f ?? {}) }, tags: ['alcoolico', ...(o.tags ?? [])] },
  ];
}

const PRODUTOS: ProductDef[] = [
  w('Merlot Reserva', 'Vinícola Serra Alta', 'tintos-nacionais', 'Merlot', 'Brasil', 2021, 8900, 'Tinto', { dp: [[6, 8490], [12, 7990]], tags: ['destaque'] }),
  w('Cabernet Sauvignon Vale dos Vinhedos', 'Casa Valduga', 'tintos-nacionais', 'Cabernet Sauvignon', 'Brasil', 2020, 11900, 'Tinto', { de: 13900 }),
  w('Tannat Campanha Gaúcha', 'Guatambu', 'tintos-nacionais', 'Tannat', 'Brasil', 2020, 9800, 'Tinto'),
  w('Pinot Noir Serra Gaúcha', 'Vinícola Serra Alta', 'tintos-nacionais', 'Pinot Noir', 'Brasil', 2022, 9400, 'Tinto', { max: 6 }),
  w('Corte Gran Reserva', 'Miolo', 'tintos-nacionais', ['Cabernet Sauvignon', 'Merlot', 'Tannat'], 'Brasil', 2019, 18900, 'Tinto', { max: 3, tags: ['premium'] }),
  w('Marselan', 'Salton', 'tintos-nacionais', 'Marselan', 'Brasil', 2021, 7900, 'Tinto'),
  w('Ancellotta', 'Vinícola Aurora', 'tintos-nacionais', 'Ancellotta', 'Brasil', 2022, 5900, 'Tinto', { atacado: [5300, 6] }),
  w('Cabernet Franc Altos de Pinto Bandeira', 'Don Giovanni', 'tintos-nacionais', 'Cabernet Franc', 'Brasil', 2020, 12900, 'Tinto'),
  w('Teroldego', 'Pizzato', 'tintos-nacionais', 'Teroldego', 'Brasil', 2021, 10400, 'Tinto', { off: true }),
  w('Merlot Terroir', 'Vinícola Serra Alta', 'tintos-nacionais', 'Merlot', 'Brasil', 2018, 15900, 'Tinto', { tags: ['premium'] }),
  w('Malbec Mendoza', 'Catena Zapata', 'tintos-importados', 'Malbec', 'Argentina', 2021, 13900, 'Tinto', { dp: [[3, 13400], [6, 12900]] }),
  w('Malbec Reserva', 'Trapiche', 'tintos-importados', 'Malbec', 'Argentina', 2022, 7900, 'Tinto', { de: 9400 }),
  w('Carménère Gran Reserva', 'Concha y Toro', 'tintos-importados', 'Carménère', 'Chile', 2021, 9900, 'Tinto'),
  w('Cabernet Sauvignon Maipo', 'Santa Rita', 'tintos-importados', 'Cabernet Sauvignon', 'Chile', 2022, 6900, 'Tinto', { atacado: [6200, 6] }),
  w('Tannat Reserva Canelones', 'Bodega Garzón', 'tintos-importados', 'Tannat', 'Uruguai', 2020, 14500, 'Tinto'),
  w('Chianti Classico DOCG', 'Castello di Ama', 'tintos-importados', 'Sangiovese', 'Itália', 2020, 21900, 'Tinto', { max: 6, tags: ['premium'] }),
  w('Primitivo di Manduria', 'San Marzano', 'tintos-importados', 'Primitivo', 'Itália', 2021, 15900, 'Tinto'),
  w('Rioja Crianza', 'Marqués de Cáceres', 'tintos-importados', 'Tempranillo', 'Espanha', 2019, 12900, 'Tinto'),
  w('Douro Tinto', 'Quinta do Crasto', 'tintos-importados', ['Touriga Nacional', 'Tinta Roriz'], 'Portugal', 2020, 16900, 'Tinto'),
  w('Alentejo Tinto', 'Herdade do Esporão', 'tintos-importados', ['Aragonez', 'Trincadeira'], 'Portugal', 2021, 9900, 'Tinto', { dp: [[6, 9400], [12, 8900]] }),
  w('Côtes du Rhône', 'E. Guigal', 'tintos-importados', ['Syrah', 'Grenache'], 'França', 2020, 17900, 'Tinto'),
  w('Bordeaux Supérieur', 'Château Mouton Cadet', 'tintos-importados', ['Merlot', 'Cabernet Sauvignon'], 'França', 2019, 14900, 'Tinto', { off: true }),
  w('Shiraz Barossa', 'Penfolds', 'tintos-importados', 'Shiraz', 'Austrália', 2020, 19900, 'Tinto'),
  w('Pinotage', 'KWV', 'tintos-importados', 'Pinotage', 'África do Sul', 2021, 8900, 'Tinto'),
  w('Chardonnay Reserva', 'Vinícola Serra Alta', 'brancos-nacionais', 'Chardonnay', 'Brasil', 2023, 7900, 'Branco', { dp: [[6, 7500], [12, 7100]] }),
  w('Sauvignon Blanc Serra Gaúcha', 'Casa Valduga', 'brancos-nacionais', 'Sauvignon Blanc', 'Brasil', 2023, 8400, 'Branco'),
  w('Riesling Itálico', 'Salton', 'brancos-nacionais', 'Riesling Itálico', 'Brasil', 2023, 5900, 'Branco', { atacado: [5300, 6] }),
  w('Gewürztraminer', 'Vinícola Serra Alta', 'brancos-nacionais', 'Gewürztraminer', 'Brasil', 2023, 8900, 'Branco'),
  w('Moscato Giallo', 'Vinícola Aurora', 'brancos-nacionais', 'Moscato Giallo', 'Brasil', 2024, 4900, 'Branco'),
  w('Sauvignon Blanc Casablanca', 'Veramonte', 'brancos-importados', 'Sauvignon Blanc', 'Chile', 2023, 8900, 'Branco'),
  w('Alvarinho Vinho Verde', 'Soalheiro', 'brancos-importados', 'Alvarinho', 'Portugal', 2023, 15900, 'Branco'),
  w('Torrontés Salta', 'El Esteco', 'brancos-importados', 'Torrontés', 'Argentina', 2023, 7400, 'Branco'),
  w('Chablis', 'William Fèvre', 'brancos-importados', 'Chardonnay', 'França', 2022, 28900, 'Branco', { max: 3, tags: ['premium'] }),
  w('Pinot Grigio delle Venezie', 'Santa Margherita', 'brancos-importados', 'Pinot Grigio', 'Itália', 2023, 13900, 'Branco'),
  w('Rosé de Merlot', 'Vinícola Serra Alta', 'roses', 'Merlot', 'Brasil', 2024, 6900, 'Rosé', { dp: [[6, 6500], [12, 6100]] }),
  w('Rosé Provence', 'Château Minuty', 'roses', ['Grenache', 'Cinsault'], 'França', 2023, 22900, 'Rosé', { tags: ['premium'] }),
  w('Rosé Pinot Noir', 'Casa Valduga', 'roses', 'Pinot Noir', 'Brasil', 2024, 7900, 'Rosé'),
  w('Mateus Rosé', 'Sogrape', 'roses', ['Baga', 'Touriga Nacional'], 'Portugal', null, 6900, 'Rosé'),
  w('Rosé Malbec', 'Trapiche', 'roses', 'Malbec', 'Argentina', 2024, 6400, 'Rosé', { off: true }),
  w('Espumante Brut Método Tradicional', 'Vinícola Serra Alta', 'brut-e-nature', ['Chardonnay', 'Pinot Noir'], 'Brasil', 2020, 11900, 'Espumante', { dp: [[6, 11300], [12, 10700]], tags: ['destaque'] }),
  w('Espumante Nature', 'Cave Geisse', 'brut-e-nature', ['Chardonnay', 'Pinot Noir'], 'Brasil', 2019, 19900, 'Espumante', { tags: ['premium'] }),
  w('Espumante Brut Charmat', 'Salton', 'brut-e-nature', ['Chardonnay', 'Riesling Itálico'], 'Brasil', null, 5900, 'Espumante', { m: 6, atacado: [5300, 12], desc: 'Espumante brut pelo método Charmat, vendido em caixas de 6 garrafas de 750 ml.' }),
  w('Espumante Brut Rosé', 'Casa Valduga', 'brut-e-nature', 'Pinot Noir', 'Brasil', null, 8900, 'Espumante'),
  w('Prosecco DOC Extra Dry', 'Mionetto', 'brut-e-nature', 'Glera', 'Itália', null, 9900, 'Espumante', { de: 11900 }),
  w('Cava Brut', 'Freixenet', 'brut-e-nature', ['Macabeo', 'Xarel·lo', 'Parellada'], 'Espanha', null, 8400, 'Espumante'),
  w('Champagne Brut', 'Moët & Chandon', 'brut-e-nature', ['Pinot Noir', 'Chardonnay', 'Pinot Meunier'], 'França', null, 44900, 'Espumante', { max: 2, tags: ['premium'] }),
  w('Espumante Moscatel', 'Vinícola Serra Alta', 'moscatel', 'Moscato Branco', 'Brasil', null, 5400, 'Espumante', { dp: [[6, 5100], [12, 4800]] }),
  w('Moscatel Rosé', 'Vinícola Aurora', 'moscatel', 'Moscato', 'Brasil', null, 4900, 'Espumante'),
  w('Asti DOCG', 'Martini', 'moscatel', 'Moscato Bianco', 'Itália', null, 8900, 'Espumante'),
  ['Kit Degustação Serra Gaúcha (3 garrafas)', 'Vinícola Serra Alta', 'kits-para-presente', 23900, { emb: 1990, max: 5, tags: ['presente', 'destaque', 'alcoolico'], desc: 'Três rótulos da casa — Merlot Reserva, Chardonnay Reserva e Espumante Brut — em caixa de madeira com folheto de degustação.', f: { Tipo: 'Kit' } }],
  ['Kit Espumante e Taças', 'Vinícola Serra Alta', 'kits-para-presente', 18900, { emb: 1990, tags: ['presente', 'alcoolico'], desc: 'Um Espumante Brut Método Tradicional e duas taças de cristal em estojo.', f: { Tipo: 'Kit' } }],
  ['Kit Vinhos do Mundo (6 garrafas)', 'Adega Serra Gaúcha', 'kits-para-presente', 59900, { emb: 2990, max: 3, dp: [[2, 57900], [3, 55900]], tags: ['presente', 'alcoolico'], desc: 'Seis tintos de seis países, escolhidos pela nossa enóloga.', f: { Tipo: 'Kit' } }],
  ['Kit Piquenique Rosé', 'Adega Serra Gaúcha', 'kits-para-presente', 14900, { emb: 1490, off: true, tags: ['presente', 'alcoolico'], desc: 'Dois rosés, saca-rolhas e sacola térmica.', f: { Tipo: 'Kit' } }],
  ['Clube do Vinho Essencial – 2 garrafas por mês', 'Adega Serra Gaúcha', 'clube-do-vinho', 17900, { un: 'mês', max: 1, tags: ['assinatura', 'alcoolico'], desc: 'Assinatura mensal com dois vinhos selecionados e ficha técnica. Cancele quando quiser.', f: { Tipo: 'Assinatura' } }],
  ['Clube do Vinho Reserva – 4 garrafas por mês', 'Adega Serra Gaúcha', 'clube-do-vinho', 34900, { un: 'mês', max: 1, tags: ['assinatura', 'alcoolico'], desc: 'Assinatura mensal com quatro rótulos reserva, nacionais e importados.', f: { Tipo: 'Assinatura' } }],
  ['Clube do Espumante – 3 garrafas por trimestre', 'Adega Serra Gaúcha', 'clube-do-vinho', 29900, { un: 'trimestre', max: 1, tags: ['assinatura', 'alcoolico'], desc: 'Três espumantes a cada trimestre, com frete de retirada gratuito.', f: { Tipo: 'Assinatura' } }],
  ['Suco de uva integral tinto 1,5 L', 'Vinícola Serra Alta', 'sucos-de-uva', 2490, { m: 1, atacado: [2190, 6], dp: [[12, 2090], [24, 1990]], desc: 'Suco de uva integral, sem adição de açúcar nem conservantes, das uvas Bordô e Isabel.', f: { Tipo: 'Suco' } }],
  ['Suco de uva integral branco 1,5 L', 'Vinícola Serra Alta', 'sucos-de-uva', 2590, { desc: 'Suco de uva Niágara branca, integral e sem adição de açúcar.', f: { Tipo: 'Suco' } }],
  ['Suco de uva integral 300 ml (caixa 12)', 'Vinícola Aurora', 'sucos-de-uva', 7990, { un: 'caixa', desc: 'Caixa com 12 garrafinhas de 300 ml de suco de uva integral.', f: { Tipo: 'Suco' } }],
  ['Graspa de Moscato 500 ml', 'Vinícola Serra Alta', 'graspa-e-licores', 6900, { tags: ['alcoolico'], desc: 'Destilado de bagaço de uva Moscato, envelhecido 12 meses. 40% vol.', f: { Tipo: 'Destilado' } }],
  ['Licor de uva 500 ml', 'Vinícola Serra Alta', 'graspa-e-licores', 4900, { emb: 990, tags: ['alcoolico'], desc: 'Licor artesanal de uva Bordô. 18% vol.', f: { Tipo: 'Licor' } }],
  ['Vinho do Porto Tawny', 'Taylor’s', 'graspa-e-licores', 15900, { emb: 1290, tags: ['alcoolico'], desc: 'Vinho fortificado do Douro, notas de frutas secas e caramelo. 20% vol.', f: { Tipo: 'Fortificado', País: 'Portugal' } }],
  ['Saca-rolhas sommelier', 'Adega Serra Gaúcha', 'acessorios', 5900, { emb: 690, desc: 'Saca-rolhas de dois estágios em aço inox, com corta-cápsula.' }],
  ['Taça de cristal para tinto (par)', 'Strauss', 'acessorios', 12900, { emb: 990, max: 6, desc: 'Par de taças de cristal de 600 ml para vinhos tintos.' }],
  ['Decanter de vidro 1,5 L', 'Oxford', 'acessorios', 14900, { de: 17900, emb: 1290, desc: 'Decanter de vidro soprado para aerar vinhos encorpados.' }],
  ['Bomba a vácuo com 2 rolhas', 'Vacu Vin', 'acessorios', 8900, { desc: 'Conserva o vinho aberto por até 7 dias.' }],
  ['Termômetro para vinho', 'Adega Serra Gaúcha', 'acessorios', 3900, { desc: 'Termômetro digital de bracelete para garrafas.' }],
  ['Balde de gelo em inox', 'Tramontina', 'acessorios', 18900, { off: true, desc: 'Balde para espumantes com alças.' }],
  ['Adega climatizada 12 garrafas', 'Brastemp', 'acessorios', 159900, { max: 1, desc: 'Adega termoelétrica para 12 garrafas, de 8 °C a 18 °C.' }],
  ['Aerador de vinho', 'Adega Serra Gaúcha', 'acessorios', 4900, { desc: 'Aerador de bico para servir e oxigenar tintos.' }],
];

/** The catalogue's sectors and products, for tests that look at every product. */
export const adegaCatalog = { sectors: SETORES, products: PRODUTOS };

export const adegaCatalogSeed = catalogSeed('adega', 'ASG', SETORES, PRODUTOS, {
  atacado: 0.25,
  atacadoMin: [6, 12],
  progressivo: 0.15,
  tiers: [[3, 6], [6, 12]],
  max: 0.05,
  maxValues: [12],
});
