/**
 * The boleto of a title as a PDF (GET /v4/faturas/{idfatura}/boleto.pdf) and its "2ª via
 * atualizada" (…/segunda-via.pdf), in FEBRABAN's arrangement: the payer's receipt (recibo do
 * pagador) and the compensation slip (ficha de compensação): local de pagamento, beneficiário with
 * CNPJ and address, the instructions (the supplier's fine and interest), the linha digitável and
 * the ITF barcode of the 44-digit code.
 */
import type { InvoiceSecondCopy } from '../../../../lib/contract/invoice';
import { formatBRL } from '../../../../lib/rules/money';
import type { Queryable } from '../../db/types';
import type { AuthContext } from '../caller';
import { localDate } from '../payment/dates';
import { readPayee, type Payee } from '../payment/payee';
import { invoiceFor, toInvoice, type InvoiceRow } from './faturas';
import type { DocumentFile } from './file';
import { addressLines, brDate, readIssuer, readRecipient } from './parties';
import { A4, MM, PdfDocument, type PdfPage } from './pdf';
import { secondCopyOf } from './second-copy';

/** Bank codes with their check digit (the "341-7" of the slip's header). */
const BANK_NAMES: Record<string, [string, string]> = {
  '341': ['Banco Itaú S.A.', '7'],
  '001': ['Banco do Brasil S.A.', '9'],
  '237': ['Banco Bradesco S.A.', '2'],
  '104': ['Caixa Econômica Federal', '0'],
  '033': ['Banco Santander S.A.', '7'],
};

function slipHeader(page: PdfPage, y: number, banco: string, right: string, x0: number, width: number) {
  const [nome, dv] = BANK_NAMES[banco] ?? [`Banco ${banco}`, ''];
  page.text(x0, y + 16, nome, { size: 11, font: 'bold' });
  page.line(x0 + 150, y + 2, x0 + 150, y + 22, 1.2);
  page.text(x0 + 181, y + 17, dv ? `${banco}-${dv}` : banco, { size: 14, font: 'bold', align: 'center' });
  page.line(x0 + 212, y + 2, x0 + 212, y + 22, 1.2);
  page.text(x0 + width, y + 17, right, { size: 10.5, font: 'bold', align: 'right' });
  page.line(x0, y + 22, x0 + width, y + 22, 1.2);
}

/** '2,5%' of basis points. */
const percent = (bp: number) => `${(bp / 100).toLocaleString('pt-BR', { maximumFractionDigits: 2 })}%`;

export async function boletoPdf(db: Queryable, auth: AuthContext, idfatura: string, now: Date): Promise<DocumentFile> {
  const f = await invoiceFor(db, auth, idfatura);
  return renderBoleto(db, f, await readPayee(db, f.idfornecedor), null, now);
}

/** The "2ª via atualizada" of an overdue title (409 when not overdue or paid: secondCopyOf). */
export async function secondCopyPdf(
  db: Queryable,
  auth: AuthContext,
  idfatura: string,
  now: Date,
): Promise<DocumentFile> {
  const { row, payee, copy } = await secondCopyOf(db, auth, idfatura, now);
  return renderBoleto(db, row, payee, copy, now);
}

async function renderBoleto(
  db: Queryable,
  f: InvoiceRow,
  payee: Payee,
  via2: InvoiceSecondCopy | null,
  now: Date,
): Promise<DocumentFile> {
  const inv = toInvoice(f, localDate(now));
  const [issuer, payer] = await Promise.all([readIssuer(db, f.idfornecedor), readRecipient(db, f.idcliente)]);
  const b = via2 ? { ...f.boleto, ...via2 } : f.boleto;
  const vencimento = via2?.vencimento ?? f.vencimento;
  // The legal record's address (decision 0038), as on the footer, the NF-e and the DANFE.
  const issuerAddress = addressLines(issuer.endereco).join(' - ');
  const doc = new PdfDocument();
  const page = doc.addPage();
  const x0 = 15 * MM;
  const width = A4.width - 30 * MM;
  const valor = formatBRL(f.valor);
  const agenciaCodigo = `${payee.boleto_agencia ?? ''}/${payee.boleto_conta ?? ''}`;
  const [payerLine1, payerLine2] = addressLines(payer.endereco);
  const payerName = `${payer.nome}${payer.documentoFormatado ? ` - ${payer.tipoDocumento === 'CNPJ' ? 'CNPJ' : 'CPF'}: ${payer.documentoFormatado}` : ''}`;

  // Payer's receipt.
  let y = 15 * MM;
  page.text(x0, y, 'Recibo do Pagador', { size: 9, font: 'bold' });
  page.text(x0 + width, y, `${via2 ? '2ª via atualizada - ' : ''}Pedido ${f.numpedido}`, { size: 9, align: 'right' });
  y += 6;
  slipHeader(page, y, b.banco, b.linhaDigitavelFormatada, x0, width);
  y += 24;
  const rowH = 22;
  const w4 = width / 4;
  // Smaller than the other values: the name and the whole CNPJ fit the receipt's half width.
  page.field(x0, y, w4 * 2, rowH, 'Beneficiário', `${issuer.razaoSocial} - CNPJ ${issuer.cnpjFormatado}`, {
    size: 6.5,
  });
  page.field(x0 + w4 * 2, y, w4, rowH, 'Agência/Código do beneficiário', agenciaCodigo);
  page.field(x0 + w4 * 3, y, w4, rowH, 'Vencimento', brDate(vencimento), { font: 'bold', align: 'right' });
  y += rowH;
  page.field(x0, y, width, rowH, 'Endereço do beneficiário', issuerAddress);
  y += rowH;
  page.field(x0, y, w4 * 2, rowH, 'Pagador', payerName);
  page.field(x0 + w4 * 2, y, w4, rowH, 'Nosso número', b.nossoNumero);
  page.field(
    x0 + w4 * 3,
    y,
    w4,
    rowH,
    via2 ? '(=) Valor cobrado' : '(=) Valor do documento',
    via2 ? formatBRL(via2.valor) : valor,
    {
      font: 'bold',
      align: 'right',
    },
  );
  y += rowH;
  page.field(
    x0,
    y,
    w4 * 2,
    rowH,
    'Situação',
    `${inv.descricao}${inv.status === 'VENCIDA' ? ` há ${inv.diasAtraso} dia${inv.diasAtraso > 1 ? 's' : ''}` : ''}`,
  );
  page.field(x0 + w4 * 2, y, w4, rowH, 'Data do documento', brDate(f.emissao));
  page.field(x0 + w4 * 3, y, w4, rowH, 'Autenticação mecânica', '');
  y += rowH + 14;

  // Cut line.
  for (let x = x0; x < x0 + width; x += 6) page.line(x, y, x + 3, y, 0.4);
  page.text(x0 + width, y - 3, 'Corte na linha pontilhada', { size: 6, align: 'right' });
  y += 16;

  // Compensation slip.
  slipHeader(page, y, b.banco, b.linhaDigitavelFormatada, x0, width);
  y += 24;
  const main = width * 0.72;
  const side = width - main;
  const sideX = x0 + main;
  page.field(
    x0,
    y,
    main,
    rowH,
    'Local de pagamento',
    'Pagável em qualquer banco até o vencimento. Após, somente no Itaú.',
  );
  page.field(sideX, y, side, rowH, 'Vencimento', brDate(vencimento), { font: 'bold', align: 'right' });
  y += rowH;
  page.field(x0, y, main, rowH, 'Beneficiário', `${issuer.razaoSocial} - CNPJ ${issuer.cnpjFormatado}`);
  page.field(sideX, y, side, rowH, 'Agência/Código do beneficiário', agenciaCodigo, { align: 'right' });
  y += rowH;
  page.field(x0, y, main, rowH, 'Endereço do beneficiário', issuerAddress);
  page.field(sideX, y, side, rowH, 'Data de vencimento original', via2 ? brDate(f.vencimento) : '', { align: 'right' });
  y += rowH;
  const c5 = main / 5;
  page.field(x0, y, c5, rowH, 'Data do documento', brDate(f.emissao));
  page.field(x0 + c5, y, c5, rowH, 'Nº do documento', String(f.numpedido));
  page.field(x0 + c5 * 2, y, c5, rowH, 'Espécie doc.', 'DM');
  page.field(x0 + c5 * 3, y, c5, rowH, 'Aceite', 'N');
  page.field(x0 + c5 * 4, y, c5, rowH, 'Data processamento', brDate(f.emissao));
  page.field(sideX, y, side, rowH, 'Nosso número', b.nossoNumero, { align: 'right' });
  y += rowH;
  page.field(x0, y, c5, rowH, 'Uso do banco', '');
  page.field(x0 + c5, y, c5, rowH, 'Carteira', payee.boleto_carteira ?? '');
  page.field(x0 + c5 * 2, y, c5, rowH, 'Espécie', 'R$');
  page.field(x0 + c5 * 3, y, c5, rowH, 'Quantidade', '');
  page.field(x0 + c5 * 4, y, c5, rowH, 'Valor', '');
  page.field(sideX, y, side, rowH, '(=) Valor do documento', valor, { font: 'bold', align: 'right' });
  y += rowH;
  const instrH = rowH * 4;
  page.rect(x0, y, main, instrH);
  page.text(x0 + 2, y + 6.5, 'INSTRUÇÕES (TEXTO DE RESPONSABILIDADE DO BENEFICIÁRIO)', { size: 5.5 });
  page.lines(
    x0 + 4,
    y + 18,
    [
      `Título referente ao pedido ${f.numpedido} (compra a prazo).`,
      `Após o vencimento, multa de ${percent(payee.boleto_multa_bp)} e juros de ${percent(payee.boleto_juros_mes_bp)} ao mês (pro rata die).`,
      via2
        ? `2ª via atualizada: vencimento original ${brDate(f.vencimento)}, ${valor}; multa ${formatBRL(via2.multa)}, juros ${formatBRL(via2.juros)} (${via2.dias} dias).`
        : 'Não receber após 30 dias do vencimento.',
      'DOCUMENTO DE DEMONSTRAÇÃO - NÃO PAGUE ESTE BOLETO.',
    ],
    { size: 8, leading: 11 },
  );
  for (const [i, [caption, value]] of [
    ['(-) Desconto/abatimento', ''],
    ['(+) Mora/multa', via2 ? formatBRL(via2.multa + via2.juros) : ''],
    ['(+) Outros acréscimos', ''],
    ['(=) Valor cobrado', via2 ? formatBRL(via2.valor) : ''],
  ].entries()) {
    page.field(sideX, y + i * rowH, side, rowH, caption!, value!, { align: 'right' });
  }
  y += instrH;
  page.rect(x0, y, width, 40);
  page.text(x0 + 2, y + 6.5, 'PAGADOR', { size: 5.5 });
  page.lines(x0 + 4, y + 16, [payerName, payerLine1, payerLine2].filter(Boolean), { size: 8, leading: 10 });
  y += 40;
  page.text(x0 + width, y + 8, 'Autenticação mecânica - Ficha de Compensação', { size: 6, align: 'right' });
  y += 14;
  // ITF of the 44 digits: 405 modules of 0.72 pt (about 103 mm), 13 mm tall.
  page.itf(x0, y, b.codigoBarras, 0.72, 13 * MM);

  const body = doc.render(
    {
      title: `Boleto${via2 ? ' (2ª via atualizada)' : ''} - pedido ${f.numpedido}`,
      subject: `Linha digitável ${b.linhaDigitavel}`,
      author: issuer.razaoSocial,
      keywords: b.codigoBarras,
    },
    now,
  );
  return {
    kind: 'raw',
    contentType: 'application/pdf',
    body,
    headers: {
      'Content-Disposition': `inline; filename="boleto-${f.numpedido}${via2 ? '-2via' : ''}.pdf"`,
      'Cache-Control': 'private, no-store',
    },
  };
}
