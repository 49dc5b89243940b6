/**
 * NCM codes against the official NCM table (fixtures/ncm: the entries of the Siscomex "Tabela NCM
 * vigente" for the codes the seed uses, copied unchanged), not against the seed's own NCM_CODES.
 * A product's code must be a leaf of that table (8 digits, dddd.dd.dd) and sit in a chapter or
 * heading that holds what the product's category sells.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

type OfficialEntry = { Codigo: string; Descricao: string; Data_Fim: string };
type Fixture = { Ato: string; codigos: (OfficialEntry & { ancestrais: OfficialEntry[] })[] };

export const OFFICIAL_NCM: Fixture = JSON.parse(
  readFileSync(join(__dirname, 'fixtures', 'ncm', 'ncm-seed-codes.json'), 'utf8'),
) as Fixture;

const leaves = new Map(
  OFFICIAL_NCM.codigos
    .filter((c) => /^\d{4}\.\d{2}\.\d{2}$/.test(c.Codigo) && c.Data_Fim === '31/12/9999')
    .map((c) => [c.Codigo.replace(/\./g, ''), c]),
);

/**
 * What each top category of the demo catalogues may hold, as NCM chapters (2 digits) or headings
 * (4 digits): produce is chapters 07 and 08, wine is heading 22.04, and so on.
 */
const BY_CATEGORY: Record<string, readonly string[]> = {
  hortifruti: ['07', '08'],
  'laticinios-e-frios': ['04'],
  mercearia: ['07', '09', '10', '11', '15', '17', '18', '19', '20', '21', '2209', '2501'],
  'mercearia-seca': ['07', '10', '11', '15', '17'],
  padaria: ['1806', '1905'],
  bomboniere: ['17', '18', '1905'],
  congelados: ['16', '19', '20', '21'],
  'food-service': ['02', '04', '16', '19', '20', '21', '2501'],
  bebidas: ['2009', '2201', '2202', '2203'],
  'higiene-e-perfumaria': ['33', '34'],
  higiene: ['33', '34'],
  limpeza: ['2828', '34', '38', '4818'],
  'limpeza-profissional': ['2208', '2828', '34', '38', '39', '4818'],
  descartaveis: ['39', '48', '76'],
  'vinhos-tintos': ['2204'],
  'vinhos-brancos': ['2204'],
  roses: ['2204'],
  espumantes: ['220410'],
  'kits-e-assinaturas': ['2204'],
  'sucos-e-destilados': ['2009', '2204', '2208'],
  acessorios: ['39', '70', '73', '82', '84', '90'],
};

/** Products whose name says what they are, whatever their category: the heading they must be in. */
const BY_NAME: [RegExp, string][] = [
  [/^arroz/, '1006'],
  [/^feijao/, '0713'],
  [/^cafe /, '0901'],
  [/^cerveja(?! sem)/, '2203'],
  [/^leite /, '0401'],
  [/^queijo/, '0406'],
  [/^acucar/, '1701'],
  [/^azeite/, '1509'],
  [/^suco/, '2009'],
  [/^(vinho|champagne|espumante|prosecco)/, '2204'],
];

const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

export type NcmMismatch = { nome: string; ncm: string | null; categoria: string; problema: string };

/** The products whose NCM is not an official leaf, or not of their category's chapters, or not of their name's heading. */
export function ncmMismatches(rows: { nome: string; ncm: string | null; categoria: string }[]): NcmMismatch[] {
  const out: NcmMismatch[] = [];
  for (const r of rows) {
    const bad = (problema: string) => out.push({ ...r, problema });
    if (!r.ncm || !/^\d{8}$/.test(r.ncm) || r.ncm === '00000000') {
      bad('não tem 8 dígitos');
      continue;
    }
    if (!leaves.has(r.ncm)) {
      bad('não é um código (folha) da tabela NCM oficial');
      continue;
    }
    const allowed = BY_CATEGORY[r.categoria];
    if (!allowed) bad(`categoria sem capítulos conhecidos: ${r.categoria}`);
    else if (!allowed.some((p) => r.ncm!.startsWith(p))) bad(`fora dos capítulos da categoria (${allowed.join(', ')})`);
    const named = BY_NAME.find(([re]) => re.test(fold(r.nome)));
    if (named && !r.ncm.startsWith(named[1])) bad(`o nome pede a posição ${named[1]}`);
  }
  return out;
}
