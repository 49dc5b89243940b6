/**
 * Issue 15: the document writers on their own (pure, no database): the PDF 1.4 writer (WinAnsi
 * text, exact cross-reference offsets), the DANFE over several pages, the XLSX writer, the CSV cells
 * and the split of the order's discount, freight and fees over the NF-e lines.
 */
import ExcelJS from 'exceljs';
import { JSDOM } from 'jsdom';

import { sheetName, writeXlsx } from '../../lib/files/xlsx-writer';
import { buildNfeKey } from '../../lib/rules/nfe-key';
import { loadXlsx } from '../../test-support/crafted-xlsx';
import { danfePdf } from '../src/domain/invoice/danfe';
import { csvMoney, csvQuantity, csvText } from '../src/domain/invoice/export';
import { allocate, type NfeData } from '../src/domain/invoice/nfe';
import { nfeXml } from '../src/domain/invoice/nfe-xml';
import { PdfDocument, pdfString, textWidth, toWinAnsi, wrapText } from '../src/domain/invoice/pdf';

/** Checks the xref table: every entry points at "N 0 obj". */
function expectValidXref(pdf: Buffer): void {
  const text = pdf.toString('latin1');
  const start = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(text)![1]);
  expect(text.slice(start, start + 4)).toBe('xref');
  const [, first, count] = /^xref\n(\d+) (\d+)\n/.exec(text.slice(start))!;
  expect(first).toBe('0');
  const entries = text
    .slice(start)
    .split('\n')
    .slice(2, 2 + Number(count));
  entries.slice(1).forEach((e, i) => {
    const off = Number(e.slice(0, 10));
    expect(e).toMatch(/^\d{10} 00000 n $/);
    expect(text.slice(off, off + `${i + 1} 0 obj`.length)).toBe(`${i + 1} 0 obj`);
  });
  // Stream lengths are exact.
  for (const m of text.matchAll(/<< \/Length (\d+) >>\nstream\n/g)) {
    const begin = m.index! + m[0].length;
    expect(text.slice(begin + Number(m[1]), begin + Number(m[1]) + 10)).toBe('\nendstream');
  }
}

describe('PDF writer', () => {
  it('writes pt-BR text in WinAnsi: Latin-1 as is, typographic marks from the 0x80 block, the rest unaccented or ?', () => {
    expect(toWinAnsi('ção')).toEqual([0xe7, 0xe3, 0x6f]);
    expect(toWinAnsi('“ok” – R$ 1,00 •')).toEqual([
      0x93, 0x6f, 0x6b, 0x94, 0x20, 0x96, 0x20, 0x52, 0x24, 0x20, 0x31, 0x2c, 0x30, 0x30, 0x20, 0x95,
    ]);
    expect(toWinAnsi('ő✓')).toEqual([0x6f, 0x3f]);
    expect(pdfString('Atenção (1) \\ fim')).toBe('(Aten\\347\\343o \\(1\\) \\\\ fim)');
  });

  it('measures Helvetica with the AFM widths and wraps to a width', () => {
    expect(textWidth('0', 10)).toBeCloseTo(5.56);
    expect(textWidth('W', 10, 'bold')).toBeCloseTo(9.44);
    expect(textWidth('é', 10)).toBe(textWidth('e', 10));
    const lines = wrapText('Documento auxiliar da nota fiscal eletrônica emitida em homologação', 100, 9);
    expect(lines.length).toBeGreaterThan(1);
    for (const l of lines) expect(textWidth(l, 9)).toBeLessThanOrEqual(100);
  });

  it('makes a well-formed file: header, objects at the offsets of the xref table, exact stream lengths', () => {
    const doc = new PdfDocument();
    doc.addPage().text(10, 20, 'Olá, mundo — página 1').rect(10, 30, 100, 20, { fill: 0.9 }).line(0, 0, 100, 100);
    doc.addPage().text(10, 20, 'Página 2', { font: 'bold', align: 'right' });
    const pdf = doc.render({ title: 'Teste ç' }, new Date('2026-01-02T03:04:05Z'));
    expect(pdf.subarray(0, 9).toString('latin1')).toBe('%PDF-1.4\n');
    expect(pdf.toString('latin1')).toContain('/Count 2');
    expect(pdf.toString('latin1')).toContain('/CreationDate (D:20260102030405Z)');
    // Only the header's binary comment is outside ASCII.
    expect(pdf.subarray(15).every((b) => b < 0x80)).toBe(true);
    expectValidXref(pdf);
  });
});

function nfeData(items: number): NfeData {
  const chave = buildNfeKey({
    uf: 'SP',
    emissao: '2026-03-14',
    cnpj: '23456789000195',
    serie: 1,
    numero: 1234,
    codigo: 12345678,
  });
  const itens = Array.from({ length: items }, (_, i) => ({
    n: i + 1,
    codigo: `AH${String(i).padStart(5, '0')}`,
    descricao: `Produto de teste número ${i + 1} com um nome comprido para cortar`,
    ncm: '00000000',
    cfop: '5102',
    unidade: 'UN',
    quantidade: 1.5,
    valorUnitario: 1000,
    valorTotal: 1500,
    desconto: 0,
    frete: 0,
    outros: 0,
  }));
  const vProd = items * 1500;
  return {
    note: {
      numpedido: 100001,
      idfornecedor: 'x',
      serie: 1,
      numero: 1234,
      codigo: 12345678,
      chave,
      emitida_em: new Date('2026-03-14T13:00:00Z'),
    },
    emitidaEm: new Date('2026-03-14T13:00:00Z'),
    order: {
      numpedido: 100001,
      numPedidoCliente: 'PC-9 & <teste>',
      tipoEntrega: 'DELIVERY',
      formaEntrega: { idformaentrega: 'x', descricao: 'Entrega', data_de_entrega: null, rotulo: null },
      pagamento: { tipo: 'PIX', descricao: 'PIX', vencimentoFatura: null },
    } as unknown as NfeData['order'],
    issuer: {
      idfornecedor: 'x',
      nome: 'Atacado',
      razaoSocial: 'Horizonte Distribuidora S.A.',
      cnpj: '23456789000195',
      cnpjFormatado: '23.456.789/0001-95',
      cidade: 'São Paulo',
      fiscal: {
        inscricao_estadual: '110042491119',
        crt: 1,
        logradouro: 'Rua A',
        numero: '1',
        bairro: 'Lapa',
        cod_municipio: '3550308',
        municipio: 'São Paulo',
        uf: 'SP',
        cep: '05073001',
        telefone: null,
        serie: 1,
      },
    },
    recipient: {
      idcliente: 'y',
      nome: 'Cliente & Filhos',
      documento: '52998224725',
      tipoDocumento: 'CPF',
      documentoFormatado: '529.982.247-25',
      email: null,
      endereco: null,
    },
    cfop: '5102',
    interestadual: false,
    itens,
    totais: { vProd, vDesc: 0, vFrete: 0, vOutro: 0, vNF: vProd },
    pagamento: { tPag: '17', descricao: 'PIX', valor: vProd },
    modFrete: '0',
  };
}

describe('DANFE and NF-e XML from the same data', () => {
  it('one page for a short order; a long one continues on more pages, each with the notice and the key, "Folha 1/N"', () => {
    const short = danfePdf(nfeData(3));
    const s = (short.body as Buffer).toString('latin1');
    expect(s).toContain('/Count 1');
    expect(s).toContain('(Folha 1/1)');
    expectValidXref(short.body as Buffer);
    const long = danfePdf(nfeData(120));
    const l = (long.body as Buffer).toString('latin1');
    const pages = Number(/\/Count (\d+)/.exec(l)![1]);
    expect(pages).toBeGreaterThanOrEqual(3);
    expect(l).toContain(`(Folha 1/${pages})`);
    expect(l.split('(EMITIDA EM AMBIENTE DE HOMOLOGA\\307\\303O - SEM VALOR FISCAL)').length - 1).toBe(pages);
    expect(l.split('continua\\347\\343o').length - 1).toBe(pages - 1);
    for (let i = 1; i <= 120; i++) expect(l).toContain(`(AH${String(i - 1).padStart(5, '0')})`);
    expectValidXref(long.body as Buffer);
  });

  it('the XML escapes text and is well-formed; quantities with 4 decimals and unit values with 10', () => {
    const xml = nfeXml(nfeData(2));
    const doc = new new JSDOM('').window.DOMParser().parseFromString(xml, 'application/xml');
    expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
    expect(doc.getElementsByTagName('infCpl')[0]!.textContent).toContain('Pedido do cliente PC-9 & <teste>');
    expect(doc.getElementsByTagName('infCpl')[0]!.textContent).toContain('Destinatário: Cliente & Filhos');
    expect(doc.getElementsByTagName('qCom')[0]!.textContent).toBe('1.5000');
    expect(doc.getElementsByTagName('vUnCom')[0]!.textContent).toBe('10.0000000000');
    expect(doc.getElementsByTagName('CPF')[0]!.textContent).toBe('52998224725');
    expect(doc.getElementsByTagName('enderDest')).toHaveLength(0);
    expect(doc.getElementsByTagName('dhEmi')[0]!.textContent).toBe('2026-03-14T10:00:00-03:00');
  });

  it('discount, freight and fees are split over the lines in proportion, summing exactly', () => {
    expect(allocate(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(allocate(990, [1500, 500])).toEqual([743, 247]);
    expect(allocate(0, [5, 5])).toEqual([0, 0]);
    expect(allocate(7, [0, 0])).toEqual([7, 0]);
    for (const [amount, weights] of [
      [12345, [3, 7, 11, 13]],
      [1, [100, 100, 100]],
      [290, [1999, 1, 1]],
    ] as [number, number[]][]) {
      const parts = allocate(amount, weights);
      expect(parts.reduce((a, b) => a + b, 0)).toBe(amount);
      expect(parts.every((p) => p >= 0)).toBe(true);
    }
  });
});

describe('export cells and the XLSX zip', () => {
  it('CSV: money and quantities with a decimal comma; formula starts neutralised; quoting', () => {
    expect(csvMoney(123450)).toBe('1234,50');
    expect(csvMoney(5)).toBe('0,05');
    expect(csvMoney(-250)).toBe('-2,50');
    expect(csvMoney(null)).toBe('');
    expect(csvQuantity(1.5)).toBe('1,5');
    expect(csvQuantity(2)).toBe('2');
    expect(csvQuantity(0.1234)).toBe('0,123');
    expect(csvText('=1+1')).toBe("'=1+1");
    expect(csvText('+55 11')).toBe("'+55 11");
    expect(csvText('-x')).toBe("'-x");
    expect(csvText('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvText('a;b')).toBe('"a;b"');
    expect(csvText('diz "oi"')).toBe('"diz ""oi"""');
    expect(csvText('Feijão')).toBe('Feijão');
  });

  it('XLSX: read back by exceljs with typed cells (text keeps every digit, numbers, dates), the header frozen', async () => {
    const key = buildNfeKey({
      uf: 'SP',
      emissao: '2026-11',
      cnpj: '12345678000195',
      serie: 1,
      numero: 1,
      codigo: 12345678,
    });
    expect(key).toMatch(/^\d{44}$/);
    const when = new Date(Date.UTC(2026, 10, 27, 9, 30));
    const buf = await writeXlsx(
      'Pedidos: 2026/1',
      [
        { header: 'Pedido', type: 'integer' },
        { header: 'Produto', type: 'text' },
        { header: 'Código', type: 'text' },
        { header: 'Total', type: 'money' },
        { header: 'Data', type: 'date' },
        { header: 'Chave', type: 'text' },
      ],
      [
        [100001, 'Feijão & arroz <5kg>\u0001', '0012345', 12.5, when, key],
        [100002, null, '', 0, null, null],
      ],
    );
    expect(sheetName('a/b:c')).toBe('a b c');
    const book = await loadXlsx(buf);
    const sheet = book.worksheets[0]!;
    expect(sheet.name).toBe('Pedidos  2026 1');
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.getRow(1).values).toEqual([undefined, 'Pedido', 'Produto', 'Código', 'Total', 'Data', 'Chave']);
    const row = sheet.getRow(2);
    expect(row.getCell(1).value).toBe(100001);
    expect(row.getCell(2).value).toBe('Feijão & arroz <5kg>');
    expect(row.getCell(3).value).toBe('0012345');
    expect(row.getCell(3).type).toBe(ExcelJS.ValueType.String);
    expect(row.getCell(4).value).toBe(12.5);
    expect(row.getCell(4).numFmt).toBe('#,##0.00');
    expect(row.getCell(5).value).toEqual(when);
    expect(row.getCell(5).numFmt).toBe('dd/mm/yyyy hh:mm');
    expect(row.getCell(6).value).toBe(key);
    expect(row.getCell(6).type).toBe(ExcelJS.ValueType.String);
    expect(sheet.getRow(3).getCell(2).value).toBeNull();
    expect(sheet.getRow(3).getCell(3).value).toBeNull();
    expect(sheet.getRow(3).getCell(4).value).toBe(0);
    expect(sheet.rowCount).toBe(3);
  });
});
