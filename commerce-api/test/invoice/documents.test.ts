/**
 * The document writers on their own (pure, no database): the PDF 1.4 writer (WinAnsi
 * text, exact cross-reference offsets), the DANFE over several pages, the XLSX writer, the CSV cells
 * and the split of the order's discount, freight and fees over the NF-e lines.
 */
import { generateKeyPairSync, X509Certificate } from 'node:crypto';
import ExcelJS from 'exceljs';
import fc from 'fast-check';
import { JSDOM } from 'jsdom';

import { buildNfeKey } from '../../../lib/rules/nfe-key';
import { sheetName, writeXlsx } from '../../../lib/shared/xlsx-writer';
import { loadXlsx } from '../../../test-support/crafted-xlsx';
import { selfSignedCertificate } from '../../src/domain/invoice/certificate';
import { danfePdf } from '../../src/domain/invoice/danfe';
import { csvMoney, csvQuantity, csvText } from '../../src/domain/invoice/export';
import {
  allocate,
  nfeLines,
  recipientTax,
  saleCfop,
  SEM_VALOR_FISCAL,
  type NfeData,
} from '../../src/domain/invoice/nfe';
import { nfeXml, VER_PROC } from '../../src/domain/invoice/nfe-xml';
import { PdfDocument, pdfString, textWidth, toWinAnsi, wrapText } from '../../src/domain/invoice/pdf';
import {
  danfeLayoutErrors,
  danfeMismatches,
  nfeKeyErrors,
  parseNfe,
  pdfText,
  readBarcodes,
  schemaErrors,
  signatureValid,
  signingCertificateOf,
  toolVersions,
} from '../nfe-checks';

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

type Variant = {
  /** Recipient: a person, a company with an IE (in MG), a company without one. */
  recipient?: 'cpf' | 'cnpj-ie' | 'cnpj';
  payment?: 'PIX' | 'FATURADO' | 'CARTAO_CREDITO' | 'OUTRO';
  pickup?: boolean;
  names?: string[];
  discount?: number;
  freight?: number;
  /** The order's total minus what the lines, discount and freight make (a fee, or rounding). */
  extra?: number;
  /** Due date of the title on terms. */
  due?: string;
};

const RECIPIENTS = {
  cpf: {
    nome: 'Cliente & Filhos',
    documento: '52998224725',
    tipoDocumento: 'CPF' as const,
    documentoFormatado: '529.982.247-25',
    inscricaoEstadual: null,
    endereco: null,
  },
  'cnpj-ie': {
    nome: 'Mercadinho Horizonte Ltda',
    documento: '11222333000181',
    tipoDocumento: 'CNPJ' as const,
    documentoFormatado: '11.222.333/0001-81',
    inscricaoEstadual: '0623079040081',
    endereco: {
      rua: 'Avenida Afonso Pena',
      numero: '1000',
      complemento: 'Sala 2 – fundos',
      bairro: 'Centro',
      cidade: 'Belo Horizonte',
      uf: 'MG',
      cep: '30130001',
    },
  },
  cnpj: {
    nome: 'Lanchonete Ponto Certo Ltda',
    documento: '11444777000161',
    tipoDocumento: 'CNPJ' as const,
    documentoFormatado: '11.444.777/0001-61',
    inscricaoEstadual: null,
    endereco: {
      rua: 'Rua Vital Brasil',
      numero: '1000',
      complemento: null,
      bairro: 'Butantã',
      cidade: 'São Paulo',
      uf: 'SP',
      cep: '05503001',
    },
  },
};

/** Data for the writers, made with the domain's own rules (lines, CFOP, recipient's tax status). */
function nfeData(items: number, v: Variant = {}): NfeData {
  const chave = buildNfeKey({
    uf: 'SP',
    emissao: '2026-03-14',
    cnpj: '23456789000195',
    serie: 1,
    numero: 1234,
    codigo: 12345678,
  });
  const r = { idcliente: 'y', email: 'compras@cliente.com.br', ...RECIPIENTS[v.recipient ?? 'cpf'] };
  const { cfop, interestadual } = saleCfop('SP', r.endereco?.uf ?? null);
  const lines = Array.from({ length: items }, (_, i) => ({
    codigo: `AH${String(i).padStart(5, '0')}`,
    descricao: v.names?.[i % v.names.length] ?? `Produto de teste número ${i + 1} com um nome comprido para cortar`,
    ncm: ['10063021', '22042100', '22030000', '22021000', '09012100'][i % 5]!,
    unidade: 'UN',
    quantidade: 1.5,
    total: 1500 + i,
  }));
  const vProd = lines.reduce((t, l) => t + l.total, 0);
  const totalPedido = vProd - (v.discount ?? 0) + (v.freight ?? 0) + (v.extra ?? 0);
  const { itens, totais } = nfeLines(
    lines,
    { valorDesconto: v.discount ?? 0, taxaEntrega: v.freight ?? 0, totalPedido },
    cfop,
  );
  const tipo = v.payment ?? 'PIX';
  const aPrazo = tipo === 'FATURADO';
  const emitidaEm = new Date('2026-03-14T13:00:00Z');
  const due = v.due ?? '2026-04-11';
  return {
    note: {
      numpedido: 100001,
      idfornecedor: 'x',
      serie: 1,
      numero: 1234,
      codigo: 12345678,
      chave,
      emitida_em: emitidaEm,
    },
    emitidaEm,
    order: {
      numpedido: 100001,
      numPedidoCliente: 'PC-9 & <teste>',
      tipoEntrega: v.pickup ? 'RETIRADA' : 'DELIVERY',
      formaEntrega: {
        idformaentrega: 'x',
        descricao: v.pickup ? 'Retirada' : 'Entrega',
        data_de_entrega: null,
        rotulo: null,
      },
      pagamento: { tipo, descricao: tipo, vencimentoFatura: aPrazo ? due : null },
    } as unknown as NfeData['order'],
    issuer: {
      idfornecedor: 'x',
      nome: 'Atacado',
      razaoSocial: 'Horizonte Distribuidora S.A.',
      cnpj: '23456789000195',
      cnpjFormatado: '23.456.789/0001-95',
      cidade: 'São Paulo',
      endereco: null,
      fiscal: {
        inscricao_estadual: '110042490217',
        crt: 1,
        logradouro: 'Rua A',
        numero: '1',
        bairro: 'Lapa',
        cod_municipio: '3550308',
        municipio: 'São Paulo',
        uf: 'SP',
        cep: '05073001',
        telefone: '(11) 3838-2000',
        serie: 1,
      },
    },
    recipient: r,
    recipientTax: recipientTax(r),
    cfop,
    interestadual,
    itens,
    totais,
    pagamento: {
      tPag: { PIX: '17', FATURADO: '15', CARTAO_CREDITO: '03', OUTRO: '99' }[tipo],
      descricao: tipo === 'OUTRO' ? 'Vale-alimentação' : tipo,
      valor: totais.vNF,
      aPrazo,
    },
    cobranca: aPrazo
      ? {
          nFat: '100001',
          vOrig: totais.vNF,
          vDesc: 0,
          vLiq: totais.vNF,
          duplicatas: due >= '2026-03-14' ? [{ nDup: '001', dVenc: due, vDup: totais.vNF }] : [],
        }
      : null,
    modFrete: v.pickup ? '9' : '0',
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

/** A demo signing key and certificate for the pure tests (the API makes its own, per supplier). */
function testKey() {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const pem = selfSignedCertificate(
    privateKey,
    publicKey.export({ type: 'spki', format: 'der' }),
    { razaoSocial: 'Horizonte Distribuidora S.A.', cnpj: '23456789000195' },
    new Date('2026-03-01T00:00:00Z'),
  );
  return { privateKey, certificateBase64: new X509Certificate(pem).raw.toString('base64'), pem };
}

/** Every kind of sale the API issues: recipient, payment, delivery, odd names, discount, freight, fees. */
const VARIANTS: [string, number, Variant][] = [
  ['consumer, PIX, delivery in the UF', 3, {}],
  [
    'company with IE in another UF, on terms, freight and a fee',
    4,
    { recipient: 'cnpj-ie', payment: 'FATURADO', freight: 1290, extra: 199 },
  ],
  [
    'company with IE, on terms, title already due when first asked for',
    2,
    { recipient: 'cnpj-ie', payment: 'FATURADO', due: '2026-03-01' },
  ],
  [
    'company without IE, card, pickup, a discount',
    5,
    { recipient: 'cnpj', payment: 'CARTAO_CREDITO', pickup: true, discount: 731 },
  ],
  [
    'names outside Latin-1 and with markup, another payment type, rounding below the lines',
    6,
    {
      payment: 'OUTRO',
      extra: -3,
      names: [
        'Clube do Vinho Essencial – 2 garrafas por mês',
        'Vinho “Reserva” <tinto> & cia',
        '  Espaços   demais  ',
        'Ação ✓ ½',
      ],
    },
  ],
  ['a long order over several DANFE pages', 120, { recipient: 'cnpj-ie', payment: 'FATURADO', freight: 5000 }],
];

describe('NF-e accepted by the NF-e 4.00 schema and SEFAZ rules, signed; a DANFE that says the same', () => {
  let key: ReturnType<typeof testKey>;
  beforeAll(() => {
    key = testKey();
  });

  it('the XML of every kind of sale validates against the official schema (xmllint), signature included', async () => {
    const versions = await toolVersions();
    expect(versions.xmllint).toMatch(/libxml/);
    let validated = 0;
    for (const [label, items, v] of VARIANTS) {
      const xml = nfeXml(nfeData(items, v), key);
      expect({ label, errors: await schemaErrors(xml) }).toEqual({ label, errors: [] });
      validated++;
    }
    expect(validated).toBe(VARIANTS.length);
    // The schema is not a rubber stamp: without the signature, or with a 24-character verProc, it refuses.
    const unsigned = nfeXml(nfeData(1));
    expect((await schemaErrors(unsigned)).join('\n')).toMatch(
      /Missing child element\(s\)\. Expected is one of .*Signature/,
    );
    const longVerProc = nfeXml(nfeData(1), key).replace(
      `<verProc>${VER_PROC}</verProc>`,
      '<verProc>vitrine-commerce-api 1.0</verProc>',
    );
    expect((await schemaErrors(longVerProc)).join('\n')).toMatch(/verProc.*maxLength/);
    expect(VER_PROC.length).toBeLessThanOrEqual(20);
  });

  it('the enveloped XML-DSig (RSA-SHA1, C14N, reference #NFe<chave>) checks with xml-crypto and fails when a value changes', () => {
    const d = nfeData(3, { recipient: 'cnpj-ie', payment: 'FATURADO' });
    const xml = nfeXml(d, key);
    expect(xml).toContain(`<Reference URI="#NFe${d.note.chave}">`);
    expect(xml).toContain('<SignatureMethod Algorithm="http://www.w3.org/2000/09/xmldsig#rsa-sha1">');
    expect(signingCertificateOf(xml)).toBe(key.certificateBase64);
    expect(signatureValid(xml)).toBe(true);
    // Tampering with the signed content (the total) or the signature value breaks it.
    const vNF = /<vNF>([^<]+)<\/vNF>/.exec(xml)![1]!;
    expect(signatureValid(xml.replace(`<vNF>${vNF}</vNF>`, '<vNF>0.01</vNF>'))).toBe(false);
    // Another first character than the one the signature has (a fixed 'A' was no change 1 time in 64).
    const tampered = xml.replace(/<SignatureValue>(.)/, (_, c: string) => `<SignatureValue>${c === 'A' ? 'B' : 'A'}`);
    expect(tampered).not.toBe(xml);
    expect(signatureValid(tampered)).toBe(false);
    // The certificate is a real X.509 one that verifies itself and belongs to the signing key.
    const cert = new X509Certificate(key.pem);
    expect(cert.verify(cert.publicKey)).toBe(true);
    expect(cert.checkPrivateKey(key.privateKey)).toBe(true);
    expect(cert.subject).toContain('CN=Horizonte Distribuidora S.A.:23456789000195');
    expect(cert.subject).toMatch(/sem valor fiscal/);
  });

  it('indIEDest and indFinal follow the recipient: never indFinal 0 with indIEDest 9 (rejeição 696)', () => {
    const ide = (v: Variant) => parseNfe(nfeXml(nfeData(1, v), key)).infNFe;
    const person = ide({ recipient: 'cpf' });
    expect([person.ide.indFinal, person.dest.indIEDest, person.dest.IE]).toEqual(['1', '9', undefined]);
    const taxpayer = ide({ recipient: 'cnpj-ie' });
    expect([taxpayer.ide.indFinal, taxpayer.dest.indIEDest, taxpayer.dest.IE]).toEqual(['0', '1', '0623079040081']);
    const company = ide({ recipient: 'cnpj' });
    expect([company.ide.indFinal, company.dest.indIEDest, company.dest.IE]).toEqual(['1', '9', undefined]);
    for (const [, items, v] of VARIANTS) {
      const inf = parseNfe(nfeXml(nfeData(Math.min(items, 3), v), key)).infNFe;
      expect(inf.ide.indFinal === '0' && inf.dest.indIEDest === '9').toBe(false);
    }
  });

  it('CFOP 5102 inside the UF and 6102 to another, agreeing with idDest; real NCM codes on every line', () => {
    expect(saleCfop('SP', 'SP')).toEqual({ cfop: '5102', interestadual: false });
    expect(saleCfop('SP', 'MG')).toEqual({ cfop: '6102', interestadual: true });
    expect(saleCfop('RS', null)).toEqual({ cfop: '5102', interestadual: false });
    for (const [, items, v] of VARIANTS) {
      const { infNFe, det } = parseNfe(nfeXml(nfeData(items, v), key));
      for (const d of det) {
        expect(d.prod.CFOP).toBe(infNFe.ide.idDest === '2' ? '6102' : '5102');
        expect(d.prod.NCM).toMatch(/^\d{8}$/);
        expect(d.prod.NCM).not.toBe('00000000');
      }
    }
  });

  it('totals add up: vProd, vDesc, vFrete, vOutro are the sums of the lines and vNF = vProd − vDesc + vFrete + vOutro = the order total', () => {
    const cents = (s: string) => Math.round(Number(s) * 100);
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 500_000 }), { minLength: 1, maxLength: 12 }),
        fc.integer({ min: 0, max: 100 }),
        fc.integer({ min: 0, max: 20_000 }),
        fc.integer({ min: -50, max: 2_000 }),
        (totals, discountPct, freight, extra) => {
          const vProd = totals.reduce((a, b) => a + b, 0);
          const discount = Math.floor((vProd * discountPct) / 200);
          const totalPedido = Math.max(vProd - discount + freight + extra, 1);
          const { itens, totais } = nfeLines(
            totals.map((t, i) => ({
              codigo: `P${i}`,
              descricao: 'x',
              ncm: '10063021',
              unidade: 'UN',
              quantidade: 1,
              total: t,
            })),
            { valorDesconto: discount, taxaEntrega: freight, totalPedido },
            '5102',
          );
          const d = {
            ...nfeData(1),
            itens,
            totais,
            pagamento: { tPag: '17', descricao: 'PIX', valor: totais.vNF, aPrazo: false },
          };
          const { infNFe, det } = parseNfe(nfeXml(d, key));
          const t = infNFe.total.ICMSTot;
          const sum = (f: (p: Record<string, string>) => string | undefined) =>
            det.reduce((s: number, x: { prod: Record<string, string> }) => s + cents(f(x.prod) ?? '0'), 0);
          expect(cents(t.vProd)).toBe(sum((p) => p.vProd));
          expect(cents(t.vDesc)).toBe(sum((p) => p.vDesc));
          expect(cents(t.vFrete)).toBe(sum((p) => p.vFrete));
          expect(cents(t.vOutro)).toBe(sum((p) => p.vOutro));
          expect(cents(t.vNF)).toBe(cents(t.vProd) - cents(t.vDesc) + cents(t.vFrete) + cents(t.vOutro));
          expect(cents(t.vNF)).toBe(totalPedido);
          expect(cents(infNFe.pag.detPag.vPag)).toBe(totalPedido);
          for (const k of ['vProd', 'vDesc', 'vFrete', 'vOutro'] as const)
            expect(cents(t[k])).toBeGreaterThanOrEqual(0);
        },
      ),
      { numRuns: 150 },
    );
  });

  it('the DANFE prints the key as a CODE-128C barcode that zbarimg reads from a 150 dpi rendering', async () => {
    expect((await toolVersions()).zbarimg).toMatch(/^\d+\.\d+/);
    // The long order's first page is laid out like the others; rendering all its pages only takes time.
    for (const [label, items, v] of VARIANTS.filter(([, n]) => n < 100)) {
      const d = nfeData(items, v);
      const codes = await readBarcodes(danfePdf(d).body as Buffer);
      expect({ label, codes }).toEqual({ label, codes: [`CODE-128:${d.note.chave}`] });
    }
  });

  it('every field the DANFE prints is the XML’s (pdftotext against fast-xml-parser); Fatura/Duplicata only with cobr', async () => {
    for (const [label, items, v] of VARIANTS) {
      const d = nfeData(items, v);
      const xml = nfeXml(d, key);
      const text = await pdfText(danfePdf(d).body as Buffer);
      expect({ label, missing: danfeMismatches(text, xml) }).toEqual({ label, missing: [] });
      expect(text.includes('FATURA / DUPLICATA')).toBe(xml.includes('<cobr>'));
      expect(text).toContain(SEM_VALOR_FISCAL);
    }
    // The title already due when the note is first asked for: its fatura, no duplicata, in both.
    const late = nfeData(2, { recipient: 'cnpj-ie', payment: 'FATURADO', due: '2026-03-01' });
    expect(nfeXml(late, key)).not.toContain('<dup>');
    expect(await pdfText(danfePdf(late).body as Buffer)).not.toContain('DUPLICATA 001');
  });

  it('the MOC layout, read by pdftotext -layout and pdfinfo: canhoto, emitente, protocolo, destinatário, fatura, cálculo do imposto, transportador, produtos, dados adicionais, in order, on A4', async () => {
    const pickups = new Set<string>();
    for (const [label, items, v] of VARIANTS) {
      const d = nfeData(items, v);
      const xml = nfeXml(d, key);
      expect({ label, layout: await danfeLayoutErrors(danfePdf(d).body as Buffer, xml) }).toEqual({
        label,
        layout: [],
      });
      pickups.add(parseNfe(xml).infNFe.transp.modFrete);
    }
    // A delivery (modFrete 0, the emitente carries) and a pickup (9, no transport) among them.
    expect([...pickups].sort()).toEqual(['0', '9']);

    // Negative controls: the same DANFE with one heading, the canhoto or the page size changed is refused.
    const d = nfeData(3, {});
    const xml = nfeXml(d, key);
    const pdf = (danfePdf(d).body as Buffer).toString('latin1');
    const tamper = (from: string, to: string) => {
      expect(pdf).toContain(from);
      return danfeLayoutErrors(Buffer.from(pdf.split(from).join(to), 'latin1'), xml);
    };
    expect(await tamper('DADOS ADICIONAIS', 'DADOS ADICIONALS')).toEqual([
      'dados adicionais: "DADOS ADICIONAIS" not found',
      'after "DADOS ADICIONAIS": "INFORMAÇÕES COMPLEMENTARES" not found',
      'after "DADOS ADICIONAIS": "RESERVADO AO FISCO" not found',
    ]);
    expect(await tamper('(RECEBEMOS DE', '(RECEBEMOS Da')).toEqual([
      expect.stringMatching(/^canhoto: "\w+" of "RECEBEMOS DE HORIZONTE/),
      'canhoto: "RECEBEMOS DE" not found',
    ]);
    expect(await tamper('PROTOCOLO', 'PROTOCOLX')).toContainEqual(expect.stringMatching(/^protocolo: /));
    expect(await tamper('/MediaBox [0 0 595.28 841.89]', '/MediaBox [0 0 612.00 792.00]')).toContainEqual(
      'page 1: 612 x 792 pts (letter), not A4 595 x 842 pts',
    );
    // The independent key validator: a key as the API draws it (cNF random, not one of the codes rule
    // B03-10 of the MOC forbids, as this file's fixed 12345678 is) passes; one digit changed is refused.
    const k = buildNfeKey({
      uf: 'SP',
      emissao: '2026-03-14',
      cnpj: '23456789000195',
      serie: 1,
      numero: 1234,
      codigo: 40312977,
    });
    expect(nfeKeyErrors(k)).toEqual([]);
    expect(nfeKeyErrors(d.note.chave)).toEqual([`@brazilian-utils isValidNfeKey refuses ${d.note.chave}`]);
    const wrong = k.slice(0, 30) + String((Number(k[30]) + 1) % 10) + k.slice(31);
    expect(nfeKeyErrors(wrong)).toEqual([`@brazilian-utils isValidNfeKey refuses ${wrong}`]);
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
