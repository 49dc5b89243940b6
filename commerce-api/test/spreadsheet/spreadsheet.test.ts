/**
 * Spreadsheet and quick order: POST /v4/product/spreadsheet/{id}/ with a CSV, an XLSX or
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
} from '../../../lib/contract';
import { exceljsWorkbook, rawZip, sheetXml } from '../../../test-support/crafted-xlsx';
import { catalogEntries } from '../../seed/catalog-builder';
import { emporioCatalog } from '../../seed/catalog-emporio';
import { DEMO_ATTENDANTS, DEMO_PASSWORD, DEMO_SUPPLIERS } from '../../seed/demo-world';
import { getCart, line, newCustomer, productId, saveCart, type Session } from '../cart-helpers';
import { expectApiError } from '../helpers';
import { bearer, send } from '../identity-helpers';

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

  it('an XLSX file (shared strings and numbers) gives the same table', async () => {
    const s = await newCustomer('emporio', 'Cliente XLSX');
    const rows = ROWS().map(([c, q], i) => [c!, i > 0 && /^\d+$/.test(q!) ? Number(q) : q!]);
    expectTable(await uploadOk(s, file('pedido.xlsx', await exceljsWorkbook(rows))));
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
      413,
      M.arquivoGrande,
    );
    expectApiError(
      await upload(s, file('grande.csv', Buffer.alloc(MAX_SPREADSHEET_BYTES + 1, 'a'))),
      413,
      M.arquivoGrande,
    );
    expectApiError(await upload(s, file('pedido.xlsx', 'não é um zip')), 422, M.xlsxInvalido);
    expectApiError(await upload(s, file('pedido.pdf', '%PDF-1.4')), 422, M.formatoInvalido);
    // A deflated sheet that would unfold far beyond the limits (more in spreadsheet-limits.test.ts).
    const bomb = rawZip([{ name: 'xl/worksheets/sheet1.xml', data: Buffer.alloc(20 * 1024 * 1024, 0x20) }]);
    expect(bomb.length).toBeLessThan(MAX_SPREADSHEET_BYTES);
    expectApiError(await upload(s, file('bomba.xlsx', bomb)), 422, M.parteGrande);
    expect((await getCart(s)).produtosSelecionados).toEqual([]);
  });

  it('needs a session of the supplier', async () => {
    const s = await newCustomer('emporio', 'Cliente Sessão');
    expectApiError(await upload(null, { texto: 'A;1' }), 401, IDENTITY_MESSAGES.sessaoExpirada);
    expectApiError(await upload(s, { texto: 'A;1' }, A.idfornecedor), 403, 'Sessão de outro fornecedor');
  });
});

describe('XLSX reading', () => {
  const part = (name: string, xml: string) => ({ name, data: Buffer.from(xml, 'utf8') });
  it('the workbook’s first sheet (even as sheet2.xml), shared and rich strings, entities, sparse rows keep their numbers', async () => {
    const s = await newCustomer('emporio', 'Cliente XLSX Esparso');
    const ns = 'xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"';
    const buf = rawZip([
      part(
        'xl/workbook.xml',
        `<workbook ${ns} xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Pedido" sheetId="2" r:id="rId7"/><sheet name="Outra" sheetId="1" r:id="rId1"/></sheets></workbook>`,
      ),
      part(
        'xl/_rels/workbook.xml.rels',
        '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId7" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet2.xml"/></Relationships>',
      ),
      part(
        'xl/worksheets/sheet1.xml',
        sheetXml(`<row r="1"><c r="A1" t="inlineStr"><is><t>${code(LARANJA)}</t></is></c><c r="B1"><v>7</v></c></row>`),
      ),
      part(
        'xl/worksheets/sheet2.xml',
        sheetXml(
          '<row r="1"><c r="A1" t="s"><v>0</v></c><c r="B1" t="s"><v>2</v></c></row>' +
            '<row r="3"><c r="A3" t="s"><v>1</v></c><c r="B3"><v>2</v></c><c r="C3"><v>9</v></c></row>' +
            '<row r="5"/><row r="7"><c r="A7" t="inlineStr"><is><t>X&amp;1</t></is></c><c r="B7"><v>1</v></c></row>',
        ),
      ),
      part(
        'xl/sharedStrings.xml',
        `<sst ${ns}><si><t>codigo</t></si><si><r><t>${code(FEIJAO).slice(0, 3)}</t></r><r><t xml:space="preserve">${code(FEIJAO).slice(3)}</t></r></si><si><t>quantidade</t></si></sst>`,
      ),
    ]);
    const r = await uploadOk(s, file('pedido.xlsx', buf));
    expect(r.linhas.map((l) => [l.linha, l.codigo, l.status, l.quantidade])).toEqual([
      [3, code(FEIJAO), 'ADICIONADO', 2],
      [7, 'X&1', 'DESCONHECIDO', 0],
    ]);
  });
});
