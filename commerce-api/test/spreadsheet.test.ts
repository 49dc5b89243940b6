/**
 * Issue 16, spreadsheet and quick order: POST /v4/product/spreadsheet/{id}/ with a CSV, an XLSX or
 * pasted lines. Codes matched in the supplier's catalogue; good lines added to the cart through the
 * cart's save (quantity rule, attendant lock); an answer per line; size and line limits in pt-BR.
 */
import {
  attendantAuthResponseSchema,
  CART_API_MESSAGES,
  IDENTITY_MESSAGES,
  SPREADSHEET_MESSAGES as M,
  MAX_SPREADSHEET_BYTES,
  MAX_SPREADSHEET_LINES,
  spreadsheetResponseSchema,
  type SpreadsheetResponse,
} from '../../lib/contract';
import { xlsx, zip } from '../../lib/files/xlsx-writer';
import { catalogEntries } from '../seed/catalog-builder';
import { emporioCatalog } from '../seed/catalog-emporio';
import { DEMO_ATTENDANTS, DEMO_PASSWORD, DEMO_SUPPLIERS } from '../seed/demo-world';
import { readXlsxRows } from '../src/domain/spreadsheet/xlsx-reader';
import { getCart, line, newCustomer, productId, saveCart, type Session } from './cart-helpers';
import { expectApiError } from './helpers';
import { bearer, send } from './identity-helpers';

const E = DEMO_SUPPLIERS.emporio;
const A = DEMO_SUPPLIERS.atacado;

/** The seeded code of an emporio product (prefix EBP + its position in the catalogue). */
function code(nome: string): string {
  const i = catalogEntries('emporio', emporioCatalog.sectors, emporioCatalog.products).entries.findIndex(
    (e) => e.def[0] === nome,
  );
  if (i < 0) throw new Error(nome);
  return `EBP${String(i + 1).padStart(5, '0')}`;
}
const FEIJAO = 'Feijão carioca tipo 1 1 kg';
const LARANJA = 'Laranja pera';
const UVA = 'Uva thompson sem semente';

const auth = (s: Session) => bearer(`${s.token}~${s.usuario.idcliente}`);
const upload = (s: Session | null, body: unknown, f: string = E.idfornecedor) =>
  send('POST', `/v4/product/spreadsheet/${f}/`, body, s ? auth(s) : {});
const file = (nome: string, data: Buffer | string) => ({
  arquivo: { nome, conteudo: Buffer.from(data).toString('base64') },
});

async function uploadOk(s: Session, body: unknown): Promise<SpreadsheetResponse> {
  const r = await upload(s, body);
  if (r.status !== 200) throw new Error(`planilha ${r.status}: ${r.text}`);
  return spreadsheetResponseSchema.parse(r.body);
}

/** header, added, adjusted (0.5 kg granularity), unknown code, unavailable, unreadable quantity. */
const ROWS = () => [
  ['codigo', 'quantidade'],
  [code(FEIJAO), '3'],
  [code(LARANJA), '0,3'],
  ['NAOEXISTE1', '2'],
  [code(UVA), '1'],
  [code(FEIJAO).toLowerCase(), 'muitos'],
];

function expectTable(r: SpreadsheetResponse) {
  expect(r.linhas.map((l) => [l.linha, l.status, l.quantidadeSolicitada, l.quantidade])).toEqual([
    [2, 'ADICIONADO', 3, 3],
    [3, 'AJUSTADO', 0.3, 0.5],
    [4, 'DESCONHECIDO', 2, 0],
    [5, 'INDISPONIVEL', 1, 0],
    [6, 'INVALIDO', null, 0],
  ]);
  expect(r.linhas.map((l) => l.mensagem)).toEqual([
    M.adicionado,
    M.ajustada('0,5'),
    M.desconhecido,
    M.indisponivel,
    M.quantidadeInvalida,
  ]);
  expect(r.linhas[0]).toMatchObject({ idproduto: productId('emporio', FEIJAO), nome: FEIJAO });
  expect(r.resumo).toEqual({
    total: 5,
    adicionados: 1,
    ajustados: 1,
    desconhecidos: 1,
    indisponiveis: 1,
    invalidos: 1,
  });
  expect(r.mensagem).toBe(M.resumo(2, 5));
}

describe('quick order by spreadsheet', () => {
  it('pasted lines: answers per line and adds the good ones to what the cart holds', async () => {
    const s = await newCustomer('emporio', 'Cliente Planilha');
    await saveCart(s, { cartItens: [{ idproduto: productId('emporio', FEIJAO), quantidade: 2 }] });
    const r = await uploadOk(s, {
      texto: ROWS()
        .map((row) => row.join('\t'))
        .join('\n'),
    });
    expectTable(r);
    expect(line(r.carrinho, productId('emporio', FEIJAO))!.quantidade).toBe(5);
    expect(line(r.carrinho, productId('emporio', LARANJA))!.quantidade).toBe(0.5);
    expect(line(r.carrinho, productId('emporio', UVA))).toBeUndefined();
    expect((await getCart(s)).produtosSelecionados.map((p) => p.quantidade)).toEqual(
      r.carrinho.produtosSelecionados.map((p) => p.quantidade),
    );
  });

  it('a CSV file (;, decimal comma, BOM, CRLF) gives the same table', async () => {
    const s = await newCustomer('emporio', 'Cliente CSV');
    const csv =
      '\uFEFF' +
      ROWS()
        .map((row) => row.join(';'))
        .join('\r\n') +
      '\r\n';
    expectTable(await uploadOk(s, file('pedido.csv', csv)));
  });

  it('an XLSX file (inline strings and numbers) gives the same table', async () => {
    const s = await newCustomer('emporio', 'Cliente XLSX');
    const rows = ROWS().map(([c, q], i) => [c!, i > 0 && /^\d+$/.test(q!) ? Number(q) : q!]);
    expectTable(await uploadOk(s, file('pedido.xlsx', xlsx('Pedido', rows))));
  });

  it('lines of the same code are summed into one cart line', async () => {
    const s = await newCustomer('emporio', 'Cliente Soma');
    const r = await uploadOk(s, { texto: `${code(FEIJAO)};2\n${code(FEIJAO)};1` });
    expect(r.linhas.map((l) => [l.status, l.quantidade])).toEqual([
      ['ADICIONADO', 2],
      ['ADICIONADO', 1],
    ]);
    expect(line(r.carrinho, productId('emporio', FEIJAO))!.quantidade).toBe(3);
  });

  it('refuses while an attendant negotiates the cart (409) and leaves it unchanged', async () => {
    const s = await newCustomer('emporio', 'Cliente Planilha Bloqueada');
    const id = productId('emporio', FEIJAO);
    await saveCart(s, { cartItens: [{ idproduto: id, quantidade: 2 }] });
    const login = await send('POST', '/v1/app/token/usuario/autenticar/atendente', {
      cpf: DEMO_ATTENDANTS.emporio.email,
      senha: DEMO_PASSWORD,
      idfornecedor: E.idfornecedor,
      tokenOrigin: 'commerce',
    });
    const token = attendantAuthResponseSchema.parse(login.body).token;
    expect(
      (
        await send(
          'PUT',
          `/v4/atendente/${E.idfornecedor}/cliente/${s.usuario.idcliente}/cart/precos`,
          { itens: [{ idproduto: id, precoatendente: 650 }] },
          bearer(token),
        )
      ).status,
    ).toBe(200);
    const before = await getCart(s);
    expectApiError(await upload(s, { texto: `${code(LARANJA)};1` }), 409, CART_API_MESSAGES.bloqueado);
    expect(await getCart(s)).toEqual(before);
  });

  it('limits and bad input: pt-BR 4xx, never 500', async () => {
    const s = await newCustomer('emporio', 'Cliente Limites');
    expectApiError(await upload(s, {}), 400, M.vazio);
    expectApiError(await upload(s, { texto: '   ' }), 400, M.vazio);
    expectApiError(await upload(s, { texto: '\n\n' + 'codigo;quantidade' }), 422, M.semLinhas);
    const many = Array.from({ length: MAX_SPREADSHEET_LINES + 1 }, (_, i) => `C${i};1`).join('\n');
    expectApiError(await upload(s, { texto: many }), 422, M.linhasDemais);
    expectApiError(
      await upload(s, file('grande.csv', Buffer.alloc(MAX_SPREADSHEET_BYTES + 10, 'a'))),
      400,
      M.arquivoGrande,
    );
    expectApiError(
      await upload(s, file('grande.csv', Buffer.alloc(MAX_SPREADSHEET_BYTES + 1, 'a'))),
      413,
      M.arquivoGrande,
    );
    expectApiError(await upload(s, file('pedido.xlsx', 'não é um zip')), 400, M.xlsxInvalido);
    expectApiError(await upload(s, file('pedido.pdf', '%PDF-1.4')), 400, M.formatoInvalido);
    // A deflated entry that would unfold far beyond the cap.
    const bomb = zip([{ name: 'xl/worksheets/sheet1.xml', data: Buffer.alloc(20 * 1024 * 1024, 0x20) }]);
    expect(bomb.length).toBeLessThan(MAX_SPREADSHEET_BYTES);
    expectApiError(await upload(s, file('bomba.xlsx', bomb)), 400, M.xlsxInvalido);
    expect((await getCart(s)).produtosSelecionados).toEqual([]);
  });

  it('needs a session of the supplier', async () => {
    const s = await newCustomer('emporio', 'Cliente Sessão');
    expectApiError(await upload(null, { texto: 'A;1' }), 401, IDENTITY_MESSAGES.sessaoExpirada);
    expectApiError(await upload(s, { texto: 'A;1' }, A.idfornecedor), 403, 'Sessão de outro fornecedor');
  });
});

describe('XLSX reader', () => {
  const part = (name: string, xml: string) => ({ name, data: Buffer.from(xml, 'utf8') });
  it('reads shared strings, sparse rows and cells, numbers, entities, and the workbook first sheet', () => {
    const buf = zip([
      part('xl/workbook.xml', '<workbook><sheets><sheet name="Pedido" sheetId="1" r:id="rId7"/></sheets></workbook>'),
      part(
        'xl/_rels/workbook.xml.rels',
        '<Relationships><Relationship Id="rId7" Target="worksheets/pedido.xml"/></Relationships>',
      ),
      part(
        'xl/sharedStrings.xml',
        '<sst><si><t>codigo</t></si><si><r><t>AB</t></r><r><t xml:space="preserve">&amp;1</t></r></si><si><t>quantidade</t></si></sst>',
      ),
      part(
        'xl/worksheets/a-outra.xml',
        '<worksheet><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>errada</t></is></c></row></sheetData></worksheet>',
      ),
      part(
        'xl/worksheets/pedido.xml',
        '<worksheet><sheetData><row r="1"><c r="A1" t="s"><v>0</v></c><c r="B1" t="s"><v>2</v></c></row>' +
          '<row r="3"><c r="A3" t="s"><v>1</v></c><c r="B3"><v>2.5</v></c><c r="C3"><v>9</v></c></row>' +
          '<row r="4"><c r="B4"><v>1</v></c></row><row r="5"/></sheetData></worksheet>',
      ),
    ]);
    expect(readXlsxRows(buf)).toEqual([['codigo', 'quantidade'], [], ['AB&1', '2.5'], ['', '1'], []]);
  });
  it('reads stored (uncompressed) entries and the raw-deflate ones', () => {
    const sheet = Buffer.from(
      '<worksheet><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>X1</t></is></c><c r="B1"><v>4</v></c></row></sheetData></worksheet>',
    );
    expect(readXlsxRows(zip([{ name: 'xl/worksheets/sheet1.xml', data: sheet }]))).toEqual([['X1', '4']]);
    // Hand-made stored entry (method 0).
    const name = Buffer.from('xl/worksheets/sheet1.xml');
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt32LE(sheet.length, 18);
    local.writeUInt32LE(sheet.length, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt32LE(sheet.length, 20);
    central.writeUInt16LE(name.length, 28);
    const end = Buffer.alloc(22);
    end.writeUInt32LE(0x06054b50, 0);
    end.writeUInt16LE(1, 8);
    end.writeUInt16LE(1, 10);
    end.writeUInt32LE(46 + name.length, 12);
    end.writeUInt32LE(30 + name.length + sheet.length, 16);
    expect(readXlsxRows(Buffer.concat([local, name, sheet, central, name, end]))).toEqual([['X1', '4']]);
  });
});
