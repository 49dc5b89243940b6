/**
 * DANFE (Documento Auxiliar da NF-e), simplified but in the usual arrangement: receipt stub, issuer
 * and DANFE blocks with the access key as a CODE-128C barcode and in groups of 4, recipient,
 * fatura/duplicata (only when the XML has cobr), tax totals, carrier, the products table
 * (continued on further pages when long) and additional data (the XML's infCpl, whole), with the
 * homologação notice at the top of every page. Every value comes from what the XML writes
 * (nfe-xml.ts): the recipient's name is dest/xNome, the homologação notice (decision 0029).
 */
import { CODE128_QUIET_ZONE, code128cWidths } from '../../../../lib/rules/code128';
import { formatNfeKey } from '../../../../lib/rules/nfe-key';
import { localDate } from '../payment/dates';
import type { DocumentFile } from './file';
import { HOMOLOGACAO, type NfeData } from './nfe';
import { additionalInformation, HOMOLOGACAO_XNOME, nfeText } from './nfe-xml';
import { addressLines, brDate } from './parties';
import { A4, fitText, MM, PdfDocument, textWidth, wrapText, type PdfPage } from './pdf';

const brMoney = (c: number) =>
  (c / 100).toLocaleString('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const brQty = (q: number) => q.toLocaleString('pt-BR', { minimumFractionDigits: 0, maximumFractionDigits: 3 });
const brUnit = (c: number) => (c / 100).toLocaleString('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 4 });
const nfNumber = (n: number) =>
  String(n)
    .padStart(9, '0')
    .replace(/(\d{3})(\d{3})(\d{3})/, '$1.$2.$3');

const X0 = 10 * MM;
const W = A4.width - 20 * MM;
const ROW = 20;

type Col = {
  title: string;
  w: number;
  align: 'left' | 'right' | 'center';
  value: (i: NfeData['itens'][number]) => string;
};

const COLUMNS: Col[] = [
  { title: 'Código', w: 0.1, align: 'left', value: (i) => nfeText(i.codigo, 60) },
  { title: 'Descrição do produto', w: 0.32, align: 'left', value: (i) => nfeText(i.descricao, 120) },
  { title: 'NCM/SH', w: 0.07, align: 'center', value: (i) => i.ncm },
  { title: 'CSOSN', w: 0.05, align: 'center', value: () => '102' },
  { title: 'CFOP', w: 0.05, align: 'center', value: (i) => i.cfop },
  { title: 'UN', w: 0.05, align: 'center', value: (i) => i.unidade },
  { title: 'Quant.', w: 0.08, align: 'right', value: (i) => brQty(i.quantidade) },
  { title: 'Valor unit.', w: 0.095, align: 'right', value: (i) => brUnit(i.valorUnitario) },
  { title: 'Valor desc.', w: 0.08, align: 'right', value: (i) => brMoney(i.desconto) },
  { title: 'Valor total', w: 0.095, align: 'right', value: (i) => brMoney(i.valorTotal) },
];

function banner(page: PdfPage, y: number): number {
  page.rect(X0, y, W, 16, { fill: 0.85 });
  page.rect(X0, y, W, 16);
  page.text(X0 + W / 2, y + 11.5, HOMOLOGACAO, { size: 10, font: 'bold', align: 'center' });
  return y + 20;
}

/**
 * One module of the key's barcode: 0.96 pt is 2 pixels at 150 dpi (and 4 at 300), so a reader
 * gets whole-pixel bars from a rendering at those resolutions; 277 modules are 266 pt.
 */
const BAR_MODULE = 0.96;
const BAR_HEIGHT = 26;

function keyBlock(page: PdfPage, d: NfeData, x: number, y: number, w: number): void {
  const barsWidth = code128cWidths(d.note.chave).reduce((a, b) => a + b, 0) * BAR_MODULE;
  if (barsWidth + 2 * CODE128_QUIET_ZONE * BAR_MODULE > w) throw new Error('DANFE: sem espaço para o código de barras');
  page.rect(x, y, w, 34);
  // Start on a pixel edge at 150 dpi (0.48 pt).
  const bx = Math.round((x + (w - barsWidth) / 2) / 0.48) * 0.48;
  page.code128(bx, y + 4, d.note.chave, BAR_MODULE, BAR_HEIGHT);
  y += 34;
  page.field(x, y, w, 22, 'Chave de acesso', formatNfeKey(d.note.chave), { font: 'bold', size: 8, align: 'center' });
  page.rect(x, y + 22, w, 20);
  page.lines(
    x + 3,
    y + 30,
    wrapText(
      'Consulta de autenticidade no portal nacional da NF-e www.nfe.fazenda.gov.br/portal ou no site da Sefaz autorizadora',
      w - 6,
      7,
    ),
    {
      size: 7,
      leading: 8.5,
    },
  );
}

function productsHeader(page: PdfPage, y: number): number {
  page.text(X0, y + 8, 'DADOS DOS PRODUTOS / SERVIÇOS', { size: 7, font: 'bold' });
  y += 11;
  let x = X0;
  page.rect(X0, y, W, 12, { fill: 0.92 });
  for (const c of COLUMNS) {
    const w = c.w * W;
    page.rect(x, y, w, 12);
    page.text(x + w / 2, y + 8.5, c.title.toUpperCase(), { size: 5.5, font: 'bold', align: 'center' });
    x += w;
  }
  return y + 12;
}

function productRow(page: PdfPage, y: number, item: NfeData['itens'][number]): number {
  const h = 11;
  let x = X0;
  for (const c of COLUMNS) {
    const w = c.w * W;
    page.rect(x, y, w, h);
    const v = fitText(c.value(item), w - 4, 6.5);
    const tx = c.align === 'right' ? x + w - 2 : c.align === 'center' ? x + w / 2 : x + 2;
    page.text(tx, y + 8, v, { size: 6.5, align: c.align });
    x += w;
  }
  return y + h;
}

/** The field's font size that fits `s` in `width` (8.5 down to 5 points). */
const fittingSize = (s: string, width: number) => Math.max(5, Math.min(8.5, width / Math.max(textWidth(s, 1), 1)));

/** Lays the DANFE out; `folhas` is the page count printed in the DANFE block. */
function layout(d: NfeData, folhas: number): PdfDocument {
  const { note, issuer, recipient, order, totais: t } = d;
  const fiscal = issuer.fiscal;
  const doc = new PdfDocument();
  const emissao = localDate(d.emitidaEm);
  const numeroTexto = `Nº ${nfNumber(note.numero)}`;
  const serieTexto = `Série ${String(note.serie).padStart(3, '0')}`;

  const newPage = (): { page: PdfPage; y: number } => {
    const page = doc.addPage();
    return { page, y: banner(page, 8 * MM) };
  };

  let { page, y } = newPage();

  // Receipt stub.
  const stubW = W * 0.8;
  page.rect(X0, y, stubW, 34);
  page.lines(
    X0 + 3,
    y + 9,
    wrapText(
      `RECEBEMOS DE ${issuer.razaoSocial.toUpperCase()} OS PRODUTOS CONSTANTES DA NOTA FISCAL ELETRÔNICA INDICADA AO LADO`,
      stubW - 6,
      6.5,
    ),
    { size: 6.5, leading: 8 },
  );
  page.line(X0, y + 22, X0 + stubW, y + 22);
  page.text(X0 + 3, y + 29, 'DATA DE RECEBIMENTO', { size: 5.5 });
  page.line(X0 + stubW * 0.3, y + 22, X0 + stubW * 0.3, y + 34);
  page.text(X0 + stubW * 0.3 + 3, y + 29, 'IDENTIFICAÇÃO E ASSINATURA DO RECEBEDOR', { size: 5.5 });
  page.rect(X0 + stubW, y, W - stubW, 34);
  page.text(X0 + stubW + (W - stubW) / 2, y + 10, 'NF-e', { size: 10, font: 'bold', align: 'center' });
  page.text(X0 + stubW + (W - stubW) / 2, y + 20, numeroTexto, { size: 8, font: 'bold', align: 'center' });
  page.text(X0 + stubW + (W - stubW) / 2, y + 29, serieTexto, { size: 8, align: 'center' });
  y += 38;
  for (let x = X0; x < X0 + W; x += 6) page.line(x, y, x + 3, y, 0.4);
  y += 4;

  // Issuer, DANFE and key (the key's block wide enough for the barcode and its quiet zones).
  const blockH = 100;
  const emitW = W * 0.29;
  const danfeW = W * 0.16;
  const keyW = W - emitW - danfeW;
  page.rect(X0, y, emitW, blockH);
  page.text(X0 + 3, y + 7, 'IDENTIFICAÇÃO DO EMITENTE', { size: 5.5 });
  const [emitLine1, emitLine2] = addressLines({
    rua: fiscal.logradouro,
    numero: fiscal.numero,
    complemento: null,
    bairro: fiscal.bairro,
    cidade: fiscal.municipio,
    uf: fiscal.uf,
    cep: fiscal.cep,
  });
  let ey = page.lines(X0 + 4, y + 22, wrapText(nfeText(issuer.razaoSocial, 60), emitW - 8, 9, 'bold').slice(0, 3), {
    size: 9,
    font: 'bold',
    leading: 11,
  });
  ey = page.lines(X0 + 4, ey + 4, [...wrapText(emitLine1, emitW - 8, 7), emitLine2], { size: 7, leading: 9 });
  if (fiscal.telefone) page.text(X0 + 4, ey, `Fone: ${fiscal.telefone}`, { size: 7 });

  const dx = X0 + emitW;
  page.rect(dx, y, danfeW, blockH);
  page.text(dx + danfeW / 2, y + 14, 'DANFE', { size: 13, font: 'bold', align: 'center' });
  page.lines(dx + danfeW / 2, y + 23, ['Documento auxiliar da', 'Nota Fiscal Eletrônica'], {
    size: 6.5,
    align: 'center',
    leading: 8,
  });
  page.lines(dx + 6, y + 44, ['0 - Entrada', '1 - Saída'], { size: 6.5, leading: 8 });
  page.rect(dx + danfeW - 20, y + 37, 12, 12);
  page.text(dx + danfeW - 14, y + 46, '1', { size: 9, font: 'bold', align: 'center' });
  page.lines(dx + danfeW / 2, y + 62, [numeroTexto, serieTexto, `Folha 1/${folhas}`], {
    size: 7.5,
    font: 'bold',
    align: 'center',
    leading: 9,
  });

  keyBlock(page, d, dx + danfeW, y, keyW);
  page.field(
    dx + danfeW,
    y + 76,
    keyW,
    blockH - 76,
    'Protocolo de autorização de uso',
    'Sem protocolo - homologação (sem valor fiscal)',
    { size: 7.5 },
  );
  y += blockH;

  page.field(X0, y, W * 0.6, ROW, 'Natureza da operação', 'Venda de mercadoria');
  page.field(
    X0 + W * 0.6,
    y,
    W * 0.4,
    ROW,
    'Pedido',
    `${order.numpedido}${order.numPedidoCliente ? ` (cliente: ${order.numPedidoCliente})` : ''}`,
  );
  y += ROW;
  page.field(X0, y, W / 3, ROW, 'Inscrição estadual', fiscal.inscricao_estadual);
  page.field(X0 + W / 3, y, W / 3, ROW, 'Inscrição estadual do subst. trib.', '');
  page.field(X0 + (2 * W) / 3, y, W / 3, ROW, 'CNPJ', issuer.cnpjFormatado);
  y += ROW + 4;

  // Recipient.
  page.text(X0, y + 7, 'DESTINATÁRIO / REMETENTE', { size: 7, font: 'bold' });
  y += 10;
  const a = recipient.endereco;
  page.field(X0, y, W * 0.6, ROW, 'Nome / razão social', HOMOLOGACAO_XNOME);
  page.field(X0 + W * 0.6, y, W * 0.25, ROW, 'CNPJ / CPF', recipient.documentoFormatado);
  page.field(X0 + W * 0.85, y, W * 0.15, ROW, 'Data da emissão', brDate(emissao), { align: 'center' });
  y += ROW;
  page.field(
    X0,
    y,
    W * 0.5,
    ROW,
    'Endereço',
    a
      ? `${nfeText(a.rua, 60)}, ${nfeText(a.numero, 60)}${a.complemento ? ` - ${nfeText(a.complemento, 60)}` : ''}`
      : '',
  );
  page.field(X0 + W * 0.5, y, W * 0.22, ROW, 'Bairro / distrito', a ? nfeText(a.bairro, 60) : '');
  page.field(X0 + W * 0.72, y, W * 0.13, ROW, 'CEP', a?.cep ? `${a.cep.slice(0, 5)}-${a.cep.slice(5)}` : '');
  page.field(X0 + W * 0.85, y, W * 0.15, ROW, 'Data da saída', brDate(emissao), { align: 'center' });
  y += ROW;
  page.field(X0, y, W * 0.45, ROW, 'Município', a ? nfeText(a.cidade, 60) : '');
  page.field(X0 + W * 0.45, y, W * 0.06, ROW, 'UF', a?.uf ?? '', { align: 'center' });
  // The e-mail whole (up to the XML's 60 characters): a smaller size when it is long.
  const email = recipient.email ? nfeText(recipient.email, 60) : '';
  page.field(X0 + W * 0.51, y, W * 0.34, ROW, 'E-mail', email, { size: fittingSize(email, W * 0.34 - 4) });
  page.field(X0 + W * 0.85, y, W * 0.15, ROW, 'Inscrição estadual', d.recipientTax.ie ?? '', { align: 'center' });
  y += ROW + 4;

  // Fatura and duplicatas: the XML's cobr, only when there is one (a sale on terms).
  const c = d.cobranca;
  if (c) {
    page.text(X0, y + 7, 'FATURA / DUPLICATA', { size: 7, font: 'bold' });
    y += 10;
    page.field(X0, y, W * 0.25, ROW, 'Fatura', c.nFat);
    page.field(X0 + W * 0.25, y, W * 0.25, ROW, 'Valor original', `R$ ${brMoney(c.vOrig)}`);
    page.field(X0 + W * 0.5, y, W * 0.25, ROW, 'Desconto', `R$ ${brMoney(c.vDesc)}`);
    page.field(X0 + W * 0.75, y, W * 0.25, ROW, 'Valor líquido', `R$ ${brMoney(c.vLiq)}`);
    y += ROW;
    for (const dup of c.duplicatas) {
      page.field(X0, y, W * 0.25, ROW, 'Duplicata', dup.nDup);
      page.field(X0 + W * 0.25, y, W * 0.25, ROW, 'Vencimento', brDate(dup.dVenc));
      page.field(X0 + W * 0.5, y, W * 0.25, ROW, 'Valor', `R$ ${brMoney(dup.vDup)}`);
      page.field(X0 + W * 0.75, y, W * 0.25, ROW, 'Forma', d.pagamento.descricao);
      y += ROW;
    }
    y += 4;
  }

  // Tax totals.
  page.text(X0, y + 7, 'CÁLCULO DO IMPOSTO', { size: 7, font: 'bold' });
  y += 10;
  const c6 = W / 6;
  const row1: [string, number][] = [
    ['Base de cálc. do ICMS', 0],
    ['Valor do ICMS', 0],
    ['Base de cálc. ICMS S.T.', 0],
    ['Valor do ICMS subst.', 0],
    ['Valor total do IPI', 0],
    ['Valor total dos produtos', t.vProd],
  ];
  const row2: [string, number][] = [
    ['Valor do frete', t.vFrete],
    ['Valor do seguro', 0],
    ['Desconto', t.vDesc],
    ['Outras despesas', t.vOutro],
    ['Valor aprox. tributos', 0],
    ['Valor total da nota', t.vNF],
  ];
  row1.forEach(([c, v], i) => page.field(X0 + c6 * i, y, c6, ROW, c, brMoney(v), { align: 'right' }));
  y += ROW;
  row2.forEach(([c, v], i) =>
    page.field(X0 + c6 * i, y, c6, ROW, c, brMoney(v), { align: 'right', font: i === 5 ? 'bold' : 'regular' }),
  );
  y += ROW + 4;

  // Carrier.
  page.text(X0, y + 7, 'TRANSPORTADOR / VOLUMES TRANSPORTADOS', { size: 7, font: 'bold' });
  y += 10;
  page.field(X0, y, W * 0.45, ROW, 'Razão social', d.modFrete === '0' ? issuer.razaoSocial : '');
  page.field(
    X0 + W * 0.45,
    y,
    W * 0.3,
    ROW,
    'Frete',
    d.modFrete === '0' ? '0 - Por conta do emitente' : '9 - Sem transporte (retirada)',
  );
  page.field(X0 + W * 0.75, y, W * 0.25, ROW, 'Entrega', order.formaEntrega.descricao);
  y += ROW + 4;

  // Products.
  y = productsHeader(page, y);
  // The additional data: infCpl whole, as many lines as it takes.
  const infoLines = wrapText(additionalInformation(d), W * 0.7 - 6, 7);
  const infoH = Math.max(56, 15 + infoLines.length * 8.5);
  const ADDITIONAL_H = infoH + 14;
  const bottom = A4.height - 10 * MM;
  for (const [k, item] of d.itens.entries()) {
    const last = k === d.itens.length - 1;
    if (y + 11 > bottom - (last ? ADDITIONAL_H : 0)) {
      ({ page, y } = newPage());
      page.text(X0, y + 8, `DANFE - NF-e ${numeroTexto} ${serieTexto} - continuação`, { size: 8, font: 'bold' });
      page.text(X0 + W, y + 8, `Chave de acesso: ${formatNfeKey(note.chave)}`, { size: 7, align: 'right' });
      y = productsHeader(page, y + 14);
    }
    y = productRow(page, y, item);
  }
  if (y + ADDITIONAL_H > bottom) ({ page, y } = newPage());
  y += 4;

  // Additional data.
  page.text(X0, y + 7, 'DADOS ADICIONAIS', { size: 7, font: 'bold' });
  y += 10;
  page.rect(X0, y, W * 0.7, infoH);
  page.text(X0 + 2, y + 6.5, 'INFORMAÇÕES COMPLEMENTARES', { size: 5.5 });
  page.lines(X0 + 3, y + 15, infoLines, { size: 7, leading: 8.5 });
  page.rect(X0 + W * 0.7, y, W * 0.3, infoH);
  page.text(X0 + W * 0.7 + 2, y + 6.5, 'RESERVADO AO FISCO', { size: 5.5 });

  return doc;
}

export function danfePdf(d: NfeData): DocumentFile {
  // Laid out twice when it runs over one page, to print the page count.
  let doc = layout(d, 1);
  if (doc.pageCount > 1) doc = layout(d, doc.pageCount);
  const { note, order, issuer } = d;
  const body = doc.render(
    {
      title: `DANFE - NF-e ${nfNumber(note.numero)} - pedido ${order.numpedido}`,
      subject: `Chave de acesso ${note.chave}`,
      author: issuer.razaoSocial,
      keywords: note.chave,
    },
    d.emitidaEm,
  );
  return {
    kind: 'raw',
    contentType: 'application/pdf',
    body,
    headers: {
      'Content-Disposition': `inline; filename="danfe-${order.numpedido}.pdf"`,
      'Cache-Control': 'private, no-store',
    },
  };
}
