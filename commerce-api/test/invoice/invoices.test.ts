/**
 * After the sale: titles on terms and the credit, the title's boleto PDF, the NF-e (DANFE
 * PDF and XML, its number and access key), the order export, and who may read each of them.
 */
import { X509Certificate } from 'node:crypto';
import { inflateRawSync } from 'node:zlib';
import ExcelJS from 'exceljs';
import { XMLParser } from 'fast-xml-parser';
import { JSDOM } from 'jsdom';
import { validateIE } from 'validations-br';
import * as XLSX from 'xlsx';

import { INVOICE_MESSAGES, invoicesResponseSchema, type Cart, type InvoicesResponse } from '../../../lib/contract';
import { invoiceSecondCopySchema } from '../../../lib/contract/invoice';
import { dateFromFactor, validateBarcode, validateLinhaDigitavel } from '../../../lib/rules/boleto';
import { decodeItf } from '../../../lib/rules/itf';
import { buildNfeKey, formatNfeKey, isValidNfeKey, parseNfeKey } from '../../../lib/rules/nfe-key';
import { checkStateRegistration } from '../../../lib/rules/state-registration';
import { loadXlsx } from '../../../test-support/crafted-xlsx';
import {
  DEMO_ACCOUNTS,
  DEMO_ADDRESSES,
  DEMO_CEPS,
  DEMO_INVOICES,
  DEMO_LEGAL,
  DEMO_REPRESENTATIVE,
  DEMO_STATE_REGISTRATIONS,
  DEMO_SUPPLIERS,
} from '../../seed/demo-world';
import { newCustomer, productId, saveCart, type Session } from '../cart-helpers';
import { expectApiError, get, type Res } from '../helpers';
import { ADMIN, bearer, loginDemo, send } from '../identity-helpers';
import { ncmMismatches } from '../ncm-checks';
import {
  boletoValidatorErrors,
  danfeLayoutErrors,
  danfeMismatches,
  febrabanLinhaErrors,
  independentlyChecked,
  nfeKeyErrors,
  parseNfe,
  pdfText,
  readBarcodes,
  schemaErrors,
  signatureValid,
  signingCertificateOf,
  toolVersions,
} from '../nfe-checks';
import {
  addAddress,
  cardToken,
  METHODS,
  orderBody,
  payment,
  payOverdueTitles,
  placeOk,
  startOrderWorld,
  type World,
} from '../orders-helpers';

const E = DEMO_SUPPLIERS.emporio;
const A = DEMO_SUPPLIERS.atacado;
const G = DEMO_SUPPLIERS.adega;
const MERLOT = productId('adega', 'Merlot Terroir 2018');
const C = DEMO_ACCOUNTS;
const FARDO = productId('atacado', 'Feijão carioca fardo 10 x 1 kg');
const ARROZ = productId('emporio', 'Arroz branco tipo 1 5 kg');

let world: World;
beforeAll(async () => {
  world = await startOrderWorld('invoices');
}, 120_000);
afterAll(async () => {
  await world?.close();
});

const auth = (s: Session) => bearer(`${s.token}~${s.usuario.idcliente}`);
const hoje = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
const shift = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

const invoicesPath = (s: Session, idcliente = s.usuario.idcliente, fornecedor: string = A.idfornecedor, q = '') =>
  `/v2/app/${s.token}~${s.usuario.idcliente}/faturas-cliente/fornecedor/${fornecedor}/cliente/${idcliente}${q}`;

async function invoices(s: Session, q = ''): Promise<InvoicesResponse> {
  const r = await get(invoicesPath(s, s.usuario.idcliente, A.idfornecedor, q));
  if (r.status !== 200) throw new Error(`faturas ${r.status}: ${r.text}`);
  return invoicesResponseSchema.parse(r.body);
}

/** GET as bytes (PDF, XML, files). */
async function getFile(
  path: string,
  headers: Record<string, string>,
  init: RequestInit = {},
): Promise<{ status: number; headers: Headers; bytes: Buffer; text: string }> {
  const r = await fetch(`${process.env.API_BASE_URL}${path}`, {
    ...init,
    headers: { ...headers, ...(init.headers as Record<string, string>) },
  });
  const bytes = Buffer.from(await r.arrayBuffer());
  return { status: r.status, headers: r.headers, bytes, text: bytes.toString('latin1') };
}
const asRes = (f: { status: number; headers: Headers; bytes: Buffer }): Res => {
  const text = f.bytes.toString('utf8');
  return { status: f.status, headers: f.headers, text, body: JSON.parse(text) };
};

/**
 * The parts of a ZIP (an .xlsx) by name, read from its central directory with node:zlib: nothing
 * of exceljs, which wrote the file. Stored (0) and deflated (8) parts; no ZIP64 (a test file).
 */
function unzipParts(zip: Buffer): Map<string, Buffer> {
  let eocd = zip.length - 22;
  while (eocd >= 0 && zip.readUInt32LE(eocd) !== 0x06054b50) eocd--;
  const count = zip.readUInt16LE(eocd + 10);
  let at = zip.readUInt32LE(eocd + 16);
  const parts = new Map<string, Buffer>();
  for (let i = 0; i < count; i++) {
    expect(zip.readUInt32LE(at)).toBe(0x02014b50);
    const method = zip.readUInt16LE(at + 10);
    const size = zip.readUInt32LE(at + 20);
    const nameLen = zip.readUInt16LE(at + 28);
    const extraLen = zip.readUInt16LE(at + 30);
    const commentLen = zip.readUInt16LE(at + 32);
    const local = zip.readUInt32LE(at + 42);
    const name = zip.subarray(at + 46, at + 46 + nameLen).toString('utf8');
    const data = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const raw = zip.subarray(data, data + size);
    parts.set(name, method === 0 ? raw : inflateRawSync(raw));
    at += 46 + nameLen + extraLen + commentLen;
  }
  return parts;
}

const onTerms = (c: Cart) =>
  orderBody(c, {
    idformapagto: payment('atacado', 'FATURADO'),
    idformaentrega: METHODS.atacado.caminhao,
    idendereco: DEMO_ADDRESSES.empresaAprovadaLoja.idendereco,
  });

/** An order on terms of the approved company (its overdue titles paid first: they would block it). */
async function atacadoOrderOnTerms(s: Session, quantidade = 5) {
  await payOverdueTitles(world, C.empresaAprovada.idcliente, A.idfornecedor);
  const cart = await saveCart(
    s,
    { cartItens: [{ idproduto: FARDO, quantidade }] },
    { idformapagamento: payment('atacado', 'FATURADO') },
    'atacado',
  );
  return placeOk(s, onTerms(cart));
}

const credit = async (idcliente: string) =>
  (
    await world.sql<{ t: number | null; d: number | null }>(
      'SELECT limite_credito_total AS t, limite_credito_disponivel AS d FROM cliente_fornecedor WHERE idcliente = $1 AND idfornecedor = $2',
      [idcliente, A.idfornecedor],
    )
  )[0]!;

/** The approved company's session with the terms accepted (orders on terms need them). */
async function aprovada(): Promise<Session> {
  const s = await loginDemo('empresaAprovada');
  await send(
    'PUT',
    `/v4/client/${C.empresaAprovada.idcliente}/supplier/${A.idfornecedor}/termos-uso`,
    undefined,
    bearer(s.token),
  );
  return s;
}

/** A fresh Empório customer with a PIX order (AGUARDANDOPAGAMENTO). */
async function emporioPixOrder(s?: Session) {
  const shopper = s ?? (await newCustomer('emporio', 'Cliente Nota'));
  const idendereco = await addAddress(shopper, DEMO_CEPS.harmonia);
  const cart = await saveCart(shopper, { cartItens: [{ idproduto: ARROZ, quantidade: 2 }] });
  const r = await placeOk(
    shopper,
    orderBody(cart, { idformapagto: payment('emporio', 'PIX'), idformaentrega: METHODS.emporio.agendada, idendereco }),
  );
  return { s: shopper, r };
}

const confirm = (numpedido: number) =>
  send('POST', `/admin/pedidos/${numpedido}/pagamento/confirmar`, undefined, ADMIN);

describe('titles on terms and the credit', () => {
  it('the seed: one overdue, one to pay, one paid; credit available = limit − open titles', async () => {
    const s = await aprovada();
    const open = await invoices(s);
    expect(open.faturas.map((f) => f.status)).toEqual(['VENCIDA', 'ABERTA']);
    const [vencida, aberta] = open.faturas;
    expect(vencida).toMatchObject({ descricao: 'Vencido', diasAtraso: 12, pagamento: null });
    expect(vencida!.vencimento).toBe(shift(hoje(), -12));
    expect(aberta).toMatchObject({ descricao: 'A vencer', diasAtraso: 0 });
    expect(aberta!.vencimento).toBe(shift(hoje(), 18));
    expect(open.total_em_aberto).toBe(vencida!.valor + aberta!.valor);
    expect(open.total_vencido).toBe(vencida!.valor);
    expect(open.limite_credito_total).toBe(500_000);
    expect(open.limite_credito_disponivel).toBe(500_000 - open.total_em_aberto);

    const all = await invoices(s, '?completeInfo=true');
    expect(all.faturas).toHaveLength(DEMO_INVOICES.titulos.length);
    expect(all.faturas.map((f) => f.status).sort()).toEqual(['ABERTA', 'PAGA', 'VENCIDA']);
    const paga = all.faturas.find((f) => f.status === 'PAGA')!;
    expect(paga).toMatchObject({ descricao: 'Pago', diasAtraso: 0 });
    expect(paga.pagamento).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // Newest due date first with completeInfo.
    expect([...all.faturas].map((f) => f.vencimento)).toEqual(
      [...all.faturas]
        .map((f) => f.vencimento)
        .sort()
        .reverse(),
    );
    for (const f of all.faturas) {
      expect(validateLinhaDigitavel(f.linhaDigitavel)).toBe(true);
      expect(validateBarcode(f.codigoBarras)).toBe(true);
      expect(boletoValidatorErrors(f.linhaDigitavel, f.codigoBarras, f)).toEqual([]);
      expect(dateFromFactor(f.codigoBarras.slice(5, 9), f.vencimento)).toBe(f.vencimento);
      expect(Number(f.codigoBarras.slice(9, 19))).toBe(f.valor);
    }
  });

  it('status follows the calendar day when read: due yesterday → vencido (1 day), today or tomorrow → a vencer', async () => {
    const s = await aprovada();
    const r = await atacadoOrderOnTerms(s, 5);
    const title = async () => (await invoices(s)).faturas.find((f) => f.numpedido === r.numpedido)!;
    const setDue = (d: string) =>
      world.sql('UPDATE faturas SET vencimento = $2::date, emissao = LEAST(emissao, $2::date) WHERE numpedido = $1', [
        r.numpedido,
        d,
      ]);
    await setDue(shift(hoje(), -1));
    expect(await title()).toMatchObject({ status: 'VENCIDA', descricao: 'Vencido', diasAtraso: 1 });
    await setDue(shift(hoje(), -30));
    expect(await title()).toMatchObject({ status: 'VENCIDA', diasAtraso: 30 });
    await setDue(hoje());
    expect(await title()).toMatchObject({ status: 'ABERTA', descricao: 'A vencer', diasAtraso: 0 });
    await setDue(shift(hoje(), 1));
    expect(await title()).toMatchObject({ status: 'ABERTA', diasAtraso: 0 });
  });

  it('an order on terms writes its title (boleto due on the invoice date) and takes the credit; paying it gives the credit back, once', async () => {
    const s = await aprovada();
    const before = await credit(C.empresaAprovada.idcliente);
    const r = await atacadoOrderOnTerms(s, 6);
    const after = await credit(C.empresaAprovada.idcliente);
    expect(after.d).toBe(before.d! - r.totalpedido!);
    const f = (await invoices(s)).faturas.find((x) => x.numpedido === r.numpedido)!;
    expect(f).toMatchObject({
      valor: r.totalpedido,
      status: 'ABERTA',
      emissao: hoje(),
      vencimento: r.pedido.pagamento.vencimentoFatura,
      diasAtraso: 0,
    });
    expect(dateFromFactor(f.codigoBarras.slice(5, 9), f.vencimento)).toBe(f.vencimento);
    expect(f.linhaDigitavelFormatada).toMatch(/^\d{5}\.\d{5} \d{5}\.\d{6} \d{5}\.\d{6} \d \d{14}$/);
    // The order's own payment shows no boleto (the title is the way to pay).
    expect(r.pedido.pagamento).toMatchObject({ tipo: 'FATURADO', status: 'FATURADO', boleto: null });

    expectApiError(await send('POST', `/admin/faturas/${f.idfatura}/pagar`), 401);
    const paid = await send<{ status: string; limite_credito_disponivel: number }>(
      'POST',
      `/admin/faturas/${f.idfatura}/pagar`,
      undefined,
      ADMIN,
    );
    expect(paid.status).toBe(200);
    expect(paid.body).toEqual({ idfatura: f.idfatura, status: 'PAGA', limite_credito_disponivel: before.d });
    expect((await credit(C.empresaAprovada.idcliente)).d).toBe(before.d);
    expectApiError(
      await send('POST', `/admin/faturas/${f.idfatura}/pagar`, undefined, ADMIN),
      409,
      INVOICE_MESSAGES.faturaJaPaga,
    );
    expectApiError(
      await send('POST', '/admin/faturas/11111111-2222-4333-8444-555555555555/pagar', undefined, ADMIN),
      404,
      INVOICE_MESSAGES.faturaNaoEncontrada,
    );
    const all = await invoices(s, '?completeInfo=true');
    expect(all.faturas.find((x) => x.idfatura === f.idfatura)).toMatchObject({
      status: 'PAGA',
      descricao: 'Pago',
      pagamento: hoje(),
    });
    expect((await invoices(s)).faturas.some((x) => x.idfatura === f.idfatura)).toBe(false);
    const [pg] = await world.sql<{ status: string }>('SELECT status FROM pagamentos WHERE numpedido = $1', [
      r.numpedido,
    ]);
    expect(pg!.status).toBe('PAGO');
  });

  it('the title follows its order: method changed away or order cancelled → gone (credit back once); on terms again → the same title with a new boleto', async () => {
    const s = await aprovada();
    const before = (await credit(C.empresaAprovada.idcliente)).d!;
    const t = await atacadoOrderOnTerms(s, 8);
    const titleOf = async () =>
      (await invoices(s, '?completeInfo=true')).faturas.find((x) => x.numpedido === t.numpedido);
    const first = (await titleOf())!;
    expect((await credit(C.empresaAprovada.idcliente)).d).toBe(before - t.totalpedido!);
    const change = (idformapagto: string) =>
      send('PUT', `/v4/orders/payment-method/${A.idfornecedor}/order/${t.numpedido}`, { idformapagto }, auth(s));
    // Another method with the same prices: the wholesaler's price variance is switched off for this test.
    await world.sql(
      `UPDATE fornecedores SET tags = array_remove(tags, 'support-price-variance-by-payment') WHERE idfornecedor = $1`,
      [A.idfornecedor],
    );
    try {
      expect((await change(payment('atacado', 'BOLETO'))).status).toBe(200);
      expect(await titleOf()).toBeUndefined();
      expect((await invoices(s)).total_em_aberto).toBe((await invoices(s)).faturas.reduce((x, f) => x + f.valor, 0));
      expect((await credit(C.empresaAprovada.idcliente)).d).toBe(before);
      expectApiError(asRes(await getFile(`/v4/faturas/${first.idfatura}/boleto.pdf`, auth(s))), 404);
      expectApiError(
        await send('POST', `/admin/faturas/${first.idfatura}/pagar`, undefined, ADMIN),
        409,
        INVOICE_MESSAGES.faturaCancelada,
      );

      expect((await change(payment('atacado', 'FATURADO'))).status).toBe(200);
      const again = (await titleOf())!;
      expect(again).toMatchObject({ idfatura: first.idfatura, valor: t.totalpedido, status: 'ABERTA' });
      expect(again.nossoNumero).not.toBe(first.nossoNumero);
      expect((await credit(C.empresaAprovada.idcliente)).d).toBe(before - t.totalpedido!);
    } finally {
      await world.sql(
        `UPDATE fornecedores SET tags = tags || '{support-price-variance-by-payment}' WHERE idfornecedor = $1`,
        [A.idfornecedor],
      );
    }
    expect((await send('POST', `/v4/app/pedido/${t.numpedido}/cancelar`, {}, auth(s))).status).toBe(200);
    expect(await titleOf()).toBeUndefined();
    expect((await credit(C.empresaAprovada.idcliente)).d).toBe(before);
    expectApiError(
      await send('POST', `/admin/faturas/${first.idfatura}/pagar`, undefined, ADMIN),
      409,
      INVOICE_MESSAGES.faturaCancelada,
    );
    expect((await credit(C.empresaAprovada.idcliente)).d).toBe(before);
  });

  it('a client that does not buy on terms: null limits and no titles', async () => {
    const s = await newCustomer('atacado', 'Cliente Sem Prazo');
    const r = await get(invoicesPath(s));
    expect(r.status).toBe(200);
    expect(invoicesResponseSchema.parse(r.body)).toEqual({
      limite_credito_total: null,
      limite_credito_disponivel: null,
      total_em_aberto: 0,
      total_vencido: 0,
      faturas: [],
    });
  });

  it('the boleto PDF of a title: the linha digitável, the amount, the parties', async () => {
    const s = await aprovada();
    const f = (await invoices(s)).faturas[0]!;
    const pdf = await getFile(`/v4/faturas/${f.idfatura}/boleto.pdf`, auth(s));
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.text.startsWith('%PDF-1.4')).toBe(true);
    expect(pdf.text.trimEnd().endsWith('%%EOF')).toBe(true);
    expect(pdf.text).toContain(f.linhaDigitavelFormatada);
    expect(pdf.text).toContain(f.codigoBarras);
    expect(pdf.text).toContain(DEMO_LEGAL.atacado.razao_social);
    expect(pdf.text).toContain('11.222.333/0001-81');
    expect(pdf.text).toContain(`R$\\240${(f.valor / 100).toFixed(2).replace('.', ',')}`);
    // The barcode: the black bars (filled rectangles) read back as ITF give the 44 digits.
    const bars = [...pdf.text.matchAll(/^0 g ([\d.]+) ([\d.]+) ([\d.]+) ([\d.]+) re f$/gm)].map((m) => ({
      x: Number(m[1]),
      w: Number(m[3]),
    }));
    const widths: number[] = [];
    bars.forEach((b, i) => {
      widths.push(Math.round(b.w / 0.72));
      const next = bars[i + 1];
      if (next) widths.push(Math.round((next.x - b.x - b.w) / 0.72));
    });
    expect(decodeItf(widths)).toBe(f.codigoBarras);
    // Another client's title is unknown.
    const other = await loginDemo('lanchonete');
    expectApiError(
      asRes(await getFile(`/v4/faturas/${f.idfatura}/boleto.pdf`, auth(other))),
      404,
      INVOICE_MESSAGES.faturaNaoEncontrada,
    );
    expectApiError(asRes(await getFile(`/v4/faturas/${f.idfatura}/boleto.pdf`, {})), 401);
  });
});

describe('the printable boleto (FEBRABAN) and the "2ª via atualizada"', () => {
  /** The issuer's address as the layout prints it, from the database (emitentes_fiscais). */
  /** The beneficiário's address as the legal record has it (decision 0038): street and number, CEP, city/UF. */
  function issuerAddress(key: 'emporio' | 'atacado' | 'adega') {
    const e = DEMO_LEGAL[key];
    return [`${e.logradouro}, ${e.numero}`, `${e.cep.slice(0, 5)}-${e.cep.slice(5)} - ${e.cidade}/${e.uf}`];
  }
  const brl = (c: number) => `R$ ${(c / 100).toLocaleString('pt-BR', { minimumFractionDigits: 2 })}`;
  const br = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

  /**
   * A title of a new order on terms (quantities no other test of this file uses, so no "identical
   * order" refusal), optionally made overdue by `dias` days.
   */
  async function freshTitle(s: Session, quantidade: number, dias = 0) {
    const r = await atacadoOrderOnTerms(s, quantidade);
    const f = (await invoices(s)).faturas.find((x) => x.numpedido === r.numpedido)!;
    if (!dias) return f;
    const vencimento = shift(hoje(), -dias);
    await world.sql('UPDATE faturas SET emissao = $2::date - 30, vencimento = $2::date WHERE idfatura = $1', [
      f.idfatura,
      vencimento,
    ]);
    return { ...f, vencimento };
  }

  it('pdftotext finds every part of the layout, zbarimg reads the ITF barcode, the linha’s DVs check by FEBRABAN’s rules', async () => {
    const s = await aprovada();
    const f = await freshTitle(s, 10);
    const pdf = await getFile(`/v4/faturas/${f.idfatura}/boleto.pdf`, auth(s));
    expect(pdf.status).toBe(200);
    const text = await pdfText(pdf.bytes);
    const [multaBp, jurosBp] = [200, 100];
    const [street, city] = issuerAddress('atacado');
    for (const part of [
      'Recibo do Pagador',
      'Ficha de Compensação',
      'LOCAL DE PAGAMENTO Pagável em qualquer banco até o vencimento',
      `BENEFICIÁRIO ${DEMO_LEGAL.atacado.razao_social} - CNPJ 23.456.789/0001-95`,
      'ENDEREÇO DO BENEFICIÁRIO',
      street!,
      city!,
      'INSTRUÇÕES (TEXTO DE RESPONSABILIDADE DO BENEFICIÁRIO)',
      `multa de ${multaBp / 100}% e juros de ${jurosBp / 100}% ao mês`,
      `VENCIMENTO ${br(f.vencimento)}`,
      `(=) VALOR DO DOCUMENTO ${brl(f.valor)}`,
      `NOSSO NÚMERO ${f.nossoNumero}`,
      'PAGADOR',
      f.linhaDigitavelFormatada,
    ])
      expect(text).toContain(part);
    // The receipt and the slip both name the beneficiário with its whole CNPJ.
    expect(text.split(`${DEMO_LEGAL.atacado.razao_social} - CNPJ 23.456.789/0001-95`).length - 1).toBe(2);
    // 300 dpi: the 0.72 pt narrow bar is 3 pixels.
    expect(await readBarcodes(pdf.bytes, 300)).toEqual([`I2/5:${f.codigoBarras}`]);
    expect(febrabanLinhaErrors(f.linhaDigitavel, { ...f, codigoBarras: f.codigoBarras })).toEqual([]);
    expect(boletoValidatorErrors(f.linhaDigitavel, f.codigoBarras, f)).toEqual([]);
    // One digit of the line, or of the barcode, changed: both independent validators refuse it.
    const bump = (d: string, i: number) => d.slice(0, i) + String((Number(d[i]) + 1) % 10) + d.slice(i + 1);
    const wrongLine = bump(f.linhaDigitavel, 12);
    const errs = boletoValidatorErrors(wrongLine, f.codigoBarras, f);
    expect(errs).toContainEqual(`@brazilian-utils isValidBoleto refuses ${wrongLine}`);
    expect(errs).toContainEqual(expect.stringMatching(/^@mrmgomes validarBoleto \(line\)/));
    expect(boletoValidatorErrors(f.linhaDigitavel, bump(f.codigoBarras, 30), f)).toEqual([
      expect.stringMatching(/^@mrmgomes line → barcode /),
    ]);
    // Its credit back for the tests after this one.
    expect((await send('POST', `/admin/faturas/${f.idfatura}/pagar`, undefined, ADMIN)).status).toBe(200);
  });

  it('an overdue title: fine and interest from the supplier’s settings, a new due date, a new line and barcode that read and check; 409 for a title not overdue', async () => {
    const s = await aprovada();
    const f = await freshTitle(s, 11, 17);
    // Settings read from the supplier, not constants: 2.5% fine, 3.33% a month, due in 5 days.
    await world.sql(
      'UPDATE fornecedores SET boleto_multa_bp = 250, boleto_juros_mes_bp = 333, boleto_segunda_via_dias = 5 WHERE idfornecedor = $1',
      [A.idfornecedor],
    );
    try {
      const r = await get(`/v4/faturas/${f.idfatura}/segunda-via`, { headers: auth(s) });
      expect(r.status).toBe(200);
      const c = invoiceSecondCopySchema.parse(r.body);
      const vencimento = shift(hoje(), 5);
      const dias = 17 + 5;
      const multa = Math.round((f.valor * 250) / 10_000);
      const juros = Math.round((f.valor * 333 * dias) / 300_000);
      expect(c).toMatchObject({
        valor_original: f.valor,
        vencimento_original: f.vencimento,
        vencimento,
        dias,
        multa,
        juros,
        valor: f.valor + multa + juros,
        nossoNumero: f.nossoNumero,
      });
      expect(c.linhaDigitavel).not.toBe(f.linhaDigitavel);
      expect(
        febrabanLinhaErrors(c.linhaDigitavel, { vencimento, valor: c.valor, codigoBarras: c.codigoBarras }),
      ).toEqual([]);
      expect(boletoValidatorErrors(c.linhaDigitavel, c.codigoBarras, { vencimento, valor: c.valor })).toEqual([]);
      // The same title at the bank: the free field (carteira, nosso número, agência, conta) is kept.
      expect(c.codigoBarras.slice(19)).toBe(f.codigoBarras.slice(19));

      const pdf = await getFile(`/v4/faturas/${f.idfatura}/segunda-via.pdf`, auth(s));
      expect(pdf.status).toBe(200);
      expect(pdf.headers.get('content-type')).toBe('application/pdf');
      expect(await readBarcodes(pdf.bytes, 300)).toEqual([`I2/5:${c.codigoBarras}`]);
      const text = await pdfText(pdf.bytes);
      for (const part of [
        '2ª via atualizada',
        c.linhaDigitavelFormatada,
        `VENCIMENTO ${br(vencimento)}`,
        `DATA DE VENCIMENTO ORIGINAL ${br(f.vencimento)}`,
        `(+) MORA/MULTA ${brl(multa + juros)}`,
        `(=) VALOR COBRADO ${brl(c.valor)}`,
        'multa de 2,5% e juros de 3,33% ao mês',
      ])
        expect(text).toContain(part);

      // Another client's, no session, due today (not overdue), paid.
      const other = await loginDemo('lanchonete');
      expectApiError(
        await get(`/v4/faturas/${f.idfatura}/segunda-via`, { headers: auth(other) }),
        404,
        INVOICE_MESSAGES.faturaNaoEncontrada,
      );
      expectApiError(await get(`/v4/faturas/${f.idfatura}/segunda-via`), 401);
      await world.sql('UPDATE faturas SET vencimento = $2::date WHERE idfatura = $1', [f.idfatura, hoje()]);
      for (const path of ['segunda-via', 'segunda-via.pdf'])
        expectApiError(
          asRes(await getFile(`/v4/faturas/${f.idfatura}/${path}`, auth(s))),
          409,
          INVOICE_MESSAGES.faturaNaoVencida,
        );
      expect((await send('POST', `/admin/faturas/${f.idfatura}/pagar`, undefined, ADMIN)).status).toBe(200);
      expectApiError(
        await get(`/v4/faturas/${f.idfatura}/segunda-via`, { headers: auth(s) }),
        409,
        INVOICE_MESSAGES.faturaJaPaga,
      );
    } finally {
      await world.sql(
        'UPDATE fornecedores SET boleto_multa_bp = 200, boleto_juros_mes_bp = 100, boleto_segunda_via_dias = 3 WHERE idfornecedor = $1',
        [A.idfornecedor],
      );
    }
  });
});

describe('who may read titles (IDOR)', () => {
  it('only the client acted for, a linked user its principal’s; never another client or another supplier’s session', async () => {
    const s = await aprovada();
    const mine = C.empresaAprovada.idcliente;
    // Another client asking for the company's titles (path id), or with the company in its token.
    const other = await loginDemo('lanchonete');
    expectApiError(await get(invoicesPath(other, mine)), 403);
    expectApiError(
      await get(`/v2/app/${other.token}~${mine}/faturas-cliente/fornecedor/${A.idfornecedor}/cliente/${mine}`),
      403,
    );
    // A session of another supplier (the Empório) asking at the Atacado.
    const emporio = await loginDemo('consumidor');
    expectApiError(await get(invoicesPath(emporio, emporio.usuario.idcliente, A.idfornecedor)), 403);
    expectApiError(await get(invoicesPath(emporio, mine, A.idfornecedor)), 403);
    // No session.
    expectApiError(
      await get(`/v2/app/token~${mine}/faturas-cliente/fornecedor/${A.idfornecedor}/cliente/${mine}`),
      401,
    );
    // The representative acting for the company reads them; acting for another of its clients, not the company's.
    const rep = await send<{ token: string }>('POST', '/v1/app/token/usuario/autenticar/representante', {
      cpf: DEMO_REPRESENTATIVE.email,
      senha: DEMO_REPRESENTATIVE.senha,
      idfornecedor: A.idfornecedor,
      loginAsRepresentante: true,
      tokenOrigin: 'commerce',
    });
    const repAs = (id: string) => ({ token: rep.body.token, usuario: { idcliente: id } });
    const viaRep = await get(invoicesPath(repAs(mine)));
    expect(viaRep.status).toBe(200);
    expect(invoicesResponseSchema.parse(viaRep.body).faturas.length).toBe((await invoices(s)).faturas.length);
    expectApiError(await get(invoicesPath(repAs(C.lanchonete.idcliente), mine)), 403);

    // Linked users at the Empório: each reads its principal's credit and titles, not a sibling's.
    const principal = await loginDemo('principal');
    const v1 = await get<{ token: string }>(
      `/v1/app/usuario/${C.principal.idcliente}/${C.vinculado1.idcliente}?gerar_token_jwt=true`,
      { headers: bearer(principal.token) },
    );
    const s1 = { token: v1.body.token, usuario: { idcliente: C.vinculado1.idcliente } };
    expect((await get(invoicesPath(s1, C.vinculado1.idcliente, E.idfornecedor))).status).toBe(200);
    expect((await get(invoicesPath(s1, C.principal.idcliente, E.idfornecedor))).status).toBe(200);
    expectApiError(await get(invoicesPath(s1, C.vinculado2.idcliente, E.idfornecedor)), 403);
    expectApiError(await get(invoicesPath(s1, mine, E.idfornecedor)), 403);
  });
});

/** The access key and the XML of an order's NF-e. */
async function nfeXml(s: Session, numpedido: number, fornecedor: string = A.idfornecedor) {
  const r = await getFile(`/v4/danfe/${numpedido}/${fornecedor}/xml`, auth(s));
  if (r.status !== 200) throw new Error(`xml ${r.status}: ${r.text}`);
  const xml = r.bytes.toString('utf8');
  const doc = new new JSDOM('').window.DOMParser().parseFromString(xml, 'application/xml');
  expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
  const inf = doc.getElementsByTagName('infNFe')[0]!;
  const chave = inf.getAttribute('Id')!.replace(/^NFe/, '');
  expect(nfeKeyErrors(chave)).toEqual([]);
  const val = (tag: string, under: Element | Document = doc) => under.getElementsByTagName(tag)[0]?.textContent ?? null;
  return { r, xml, doc, chave, val };
}

describe('NF-e: DANFE and XML', () => {
  it('a delivered order on terms: the DANFE names the parties, prints the key in groups of 4 and the homologação notice; the XML matches', async () => {
    const s = await aprovada();
    const [o] = await world.sql<{ numpedido: number; total_pedido: number }>(
      `SELECT p.numpedido, p.total_pedido FROM pedidos p JOIN faturas f ON f.numpedido = p.numpedido
       WHERE p.idcliente = $1 AND f.pago_em IS NOT NULL AND p.status = 'ENTREGUE' ORDER BY p.numpedido LIMIT 1`,
      [C.empresaAprovada.idcliente],
    );
    const pdf = await getFile(`/v4/danfe/${o!.numpedido}/${A.idfornecedor}`, auth(s));
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.text.startsWith('%PDF-')).toBe(true);
    const { chave, val, doc, xml } = await nfeXml(s, o!.numpedido);
    expect(isValidNfeKey(chave)).toBe(true);
    expect(pdf.text).toContain(formatNfeKey(chave));
    expect(pdf.text).toContain(chave);
    // 'EMITIDA EM AMBIENTE DE HOMOLOGAÇÃO - SEM VALOR FISCAL' (Ç and Ã as WinAnsi octal escapes).
    expect(pdf.text).toContain('(EMITIDA EM AMBIENTE DE HOMOLOGA\\307\\303O - SEM VALOR FISCAL)');
    expect(pdf.text).toContain(DEMO_LEGAL.atacado.razao_social);
    expect(pdf.text).toContain('11.222.333/0001-81');
    expect(pdf.text).toContain('DANFE');

    const k = parseNfeKey(chave);
    expect(k).toMatchObject({ cUF: '35', cnpj: DEMO_LEGAL.atacado.cnpj, modelo: '55', serie: 1, tpEmis: '1' });
    expect(k.aamm).toBe(hoje().slice(2, 4) + hoje().slice(5, 7));
    expect(val('tpAmb')).toBe('2');
    expect(val('nNF')).toBe(String(k.numero));
    expect(val('cNF')).toBe(k.cNF);
    expect(val('cDV')).toBe(String(k.cDV));
    expect(val('CNPJ', doc.getElementsByTagName('emit')[0]!)).toBe(DEMO_LEGAL.atacado.cnpj);
    expect(val('CNPJ', doc.getElementsByTagName('dest')[0]!)).toBe(C.empresaAprovada.cpf);
    expect(val('xNome', doc.getElementsByTagName('dest')[0]!)).toBe(
      'NF-E EMITIDA EM AMBIENTE DE HOMOLOGACAO - SEM VALOR FISCAL',
    );
    expect(val('vNF')).toBe((o!.total_pedido / 100).toFixed(2));
    const items = await world.sql<{ total: number }>(
      'SELECT total FROM pedido_itens WHERE numpedido = $1 ORDER BY ordem',
      [o!.numpedido],
    );
    const dets = [...doc.getElementsByTagName('det')];
    expect(dets.map((d) => d.getAttribute('nItem'))).toEqual(items.map((_, i) => String(i + 1)));
    expect(dets.map((d) => val('vProd', d))).toEqual(items.map((i) => (i.total / 100).toFixed(2)));
    expect(val('vProd', doc.getElementsByTagName('ICMSTot')[0]!)).toBe(
      (items.reduce((t, i) => t + i.total, 0) / 100).toFixed(2),
    );
    expect(xml).toContain('<tPag>15</tPag>');
    // Signed, and what the official schema accepts.
    expect(signatureValid(xml)).toBe(true);
    expect(await schemaErrors(xml)).toEqual([]);

    // Issued once: the same key and number on every later call.
    const again = await nfeXml(s, o!.numpedido);
    expect(again.chave).toBe(chave);
    const [{ n }] = (await world.sql<{ n: number }>(
      'SELECT count(*)::int AS n FROM notas_fiscais WHERE numpedido = $1',
      [o!.numpedido],
    )) as [{ n: number }];
    expect(n).toBe(1);
  });

  it('only paid, prepared, delivered or on-terms orders have one: awaiting payment or only pre-authorised → 409 until paid', async () => {
    const { s, r } = await emporioPixOrder();
    const path = `/v4/danfe/${r.numpedido}/${E.idfornecedor}`;
    expectApiError(asRes(await getFile(path, auth(s))), 409, INVOICE_MESSAGES.notaNaoEmitida);
    expectApiError(asRes(await getFile(`${path}/xml`, auth(s))), 409, INVOICE_MESSAGES.notaNaoEmitida);
    expect((await confirm(r.numpedido)).status).toBe(200);
    const { chave, val } = await nfeXml(s, r.numpedido, E.slug);
    expect(parseNfeKey(chave).cnpj).toBe(DEMO_LEGAL.emporio.cnpj);
    // Delivery: freight by the issuer; the convenience fee as "outras despesas"; vNF the order total.
    expect(val('modFrete')).toBe('0');
    expect(val('vNF')).toBe((r.totalpedido! / 100).toFixed(2));
    expect(val('vOutro', (await nfeXml(s, r.numpedido, E.idfornecedor)).doc.getElementsByTagName('ICMSTot')[0]!)).toBe(
      '2.90',
    );
    // On terms: ENVIADO already has its note.
    const a = await aprovada();
    const t = await atacadoOrderOnTerms(a, 7);
    expect((await getFile(`/v4/danfe/${t.numpedido}/${A.slug}`, auth(a))).status).toBe(200);
    // A card only pre-authorised (ENVIADO) has none; once being prepared (SEPARANDO), it has.
    const g = await newCustomer('adega', 'Cliente Cartão');
    const gcart = await saveCart(g, { cartItens: [{ idproduto: MERLOT, quantidade: 2 }] }, {}, 'adega');
    const tok = await cardToken(g, { idfornecedor: G.idfornecedor });
    const card = await placeOk(
      g,
      orderBody(gcart, {
        idformapagto: payment('adega', 'CARTAO_CREDITO'),
        idformaentrega: METHODS.adega.retirada,
        loja: { nome: 'Loja Centro de Bento' },
        tokenCartao: tok.body.token,
      }),
    );
    expect(card.pedido.status).toBe('ENVIADO');
    expectApiError(
      asRes(await getFile(`/v4/danfe/${card.numpedido}/${G.idfornecedor}`, auth(g))),
      409,
      INVOICE_MESSAGES.notaNaoEmitida,
    );
    await world.sql(`UPDATE pedidos SET status = 'SEPARANDO' WHERE numpedido = $1`, [card.numpedido]);
    const adega = await nfeXml(g, card.numpedido, G.slug);
    expect(parseNfeKey(adega.chave).cUF).toBe('43');
    // Pickup: no transport; the client (CPF) is a final consumer.
    expect(adega.val('modFrete')).toBe('9');
    expect(adega.val('indFinal')).toBe('1');
    // A cancelled order has none.
    const { s: c, r: cr } = await emporioPixOrder();
    await world.sql(`UPDATE pedidos SET status = 'CANCELADO' WHERE numpedido = $1`, [cr.numpedido]);
    expectApiError(
      asRes(await getFile(`/v4/danfe/${cr.numpedido}/${E.idfornecedor}`, auth(c))),
      409,
      INVOICE_MESSAGES.notaNaoEmitida,
    );
  });

  it('numbers are taken once per order and in sequence under parallel first requests', async () => {
    const orders = await Promise.all([emporioPixOrder(), emporioPixOrder(), emporioPixOrder()]);
    for (const { r } of orders) await confirm(r.numpedido);
    const [{ last }] = (await world.sql<{ last: number }>(
      'SELECT ultimo_numero AS last FROM emitentes_fiscais WHERE idfornecedor = $1',
      [E.idfornecedor],
    )) as [{ last: number }];
    const calls = orders.flatMap(({ s, r }) =>
      Array.from({ length: 4 }, (_, i) =>
        getFile(`/v4/danfe/${r.numpedido}/${E.idfornecedor}${i % 2 ? '/xml' : ''}`, auth(s)),
      ),
    );
    const answers = await Promise.all(calls);
    expect(answers.map((a) => a.status)).toEqual(calls.map(() => 200));
    const notes = await world.sql<{ numpedido: number; numero: number; chave: string }>(
      'SELECT numpedido, numero, chave FROM notas_fiscais WHERE numpedido = ANY($1::int[]) ORDER BY numero',
      [orders.map((o) => o.r.numpedido)],
    );
    expect(notes).toHaveLength(3);
    expect(notes.map((n) => n.numero)).toEqual([last + 1, last + 2, last + 3]);
    for (const n of notes) expect(isValidNfeKey(n.chave)).toBe(true);
    for (const n of notes) expect(nfeKeyErrors(n.chave)).toEqual([]);
    // Every answer for an order carries that order's key.
    orders.forEach(({ r }, i) => {
      const key = notes.find((n) => n.numpedido === r.numpedido)!.chave;
      for (const a of answers.slice(i * 4, i * 4 + 4)) expect(a.text).toContain(key);
    });
  });

  it('IDOR: another client, a sibling linked user, another supplier’s session or path → 404; the principal reads its linked user’s', async () => {
    const { s, r } = await emporioPixOrder();
    await confirm(r.numpedido);
    const path = `/v4/danfe/${r.numpedido}/${E.idfornecedor}`;
    const other = await newCustomer('emporio', 'Outro Cliente');
    expectApiError(asRes(await getFile(path, auth(other))), 404);
    expectApiError(asRes(await getFile(`${path}/xml`, auth(other))), 404);
    const atacado = await loginDemo('empresaAprovada');
    expectApiError(asRes(await getFile(path, auth(atacado))), 404);
    expectApiError(asRes(await getFile(`/v4/danfe/${r.numpedido}/${A.idfornecedor}`, auth(s))), 404);
    expectApiError(asRes(await getFile(path, {})), 401);

    // A linked user's order: its principal reads the DANFE, the other linked user does not.
    const principal = await loginDemo('principal');
    const v = async (k: 'vinculado1' | 'vinculado2') => {
      const sw = await get<{ token: string }>(
        `/v1/app/usuario/${C.principal.idcliente}/${C[k].idcliente}?gerar_token_jwt=true`,
        { headers: bearer(principal.token) },
      );
      return { token: sw.body.token, usuario: { idcliente: C[k].idcliente } };
    };
    const v1 = await v('vinculado1');
    const { r: lr } = await emporioPixOrder(v1);
    await confirm(lr.numpedido);
    const lpath = `/v4/danfe/${lr.numpedido}/${E.idfornecedor}`;
    expect((await getFile(lpath, auth(v1))).status).toBe(200);
    expect((await getFile(lpath, bearer(principal.token))).status).toBe(200);
    expectApiError(asRes(await getFile(lpath, auth(await v('vinculado2')))), 404);
  });
});

describe('NF-e as SEFAZ takes it: schema, signature, recipient, NCM, emitter IE; the DANFE reads back', () => {
  const nfeFile = async (s: Session, numpedido: number, fornecedor: string) => {
    const path = `/v4/danfe/${numpedido}/${fornecedor}`;
    const [pdf, xml] = [await getFile(path, auth(s)), await getFile(`${path}/xml`, auth(s))];
    expect([pdf.status, xml.status]).toEqual([200, 200]);
    return { pdf: pdf.bytes, xml: xml.bytes.toString('utf8') };
  };
  const lastNumber = async (idfornecedor: string) =>
    (
      await world.sql<{ n: number }>('SELECT ultimo_numero AS n FROM emitentes_fiscais WHERE idfornecedor = $1', [
        idfornecedor,
      ])
    )[0]!.n;

  it('the seed: every product has a real NCM for what it is (the official NCM table); every issuer IE has its UF’s check digits', async () => {
    const rows = await world.sql<{ nome: string; ncm: string | null; categoria: string }>(
      `SELECT p.nome, p.ncm, COALESCE(pai.slug, s.slug) AS categoria
         FROM produtos p JOIN setores s ON s.idsetor = p.idsetor LEFT JOIN setores pai ON pai.idsetor = s.idsetorpai`,
    );
    expect(rows.length).toBeGreaterThan(200);
    expect(ncmMismatches(rows)).toEqual([]);
    const ncm = new Map(rows.map((r) => [r.nome, r.ncm]));
    expect(ncm.get('Arroz branco tipo 1 5 kg')).toBe('10063021');
    expect(ncm.get('Merlot Terroir 2018')).toBe('22042100');
    expect(ncm.get('Cerveja pilsen lata 350 ml')).toBe('22030000');
    expect(ncm.get('Refrigerante de cola 2 L')).toBe('22021000');
    expect(ncm.get('Café torrado e moído 500 g')).toBe('09012100');
    expect(ncm.get('Champagne Brut')).toBe('22041010');
    // The check itself: codes that look right but are not in the table (a subheading split into
    // leaves, a leaf that never existed) and a code of the wrong chapter for its category.
    const wrong = [
      { nome: 'Frango em tiras congelado 1 kg', ncm: '02071400', categoria: 'food-service' },
      { nome: 'Extrato de tomate 190 g', ncm: '20029090', categoria: 'mercearia' },
      { nome: 'Nada', ncm: '00000000', categoria: 'mercearia' },
      { nome: 'Subposição', ncm: '220421', categoria: 'vinhos-tintos' },
      { nome: 'Arroz no capítulo do vinho', ncm: '22042100', categoria: 'mercearia' },
      { nome: 'Vinho com código de arroz', ncm: '10063021', categoria: 'vinhos-tintos' },
    ];
    expect([...new Set(ncmMismatches(wrong).map((m) => m.nome))]).toEqual(wrong.map((w) => w.nome));
    const issuers = await world.sql<{ inscricao_estadual: string; uf: string }>(
      'SELECT f.inscricao_estadual, f.uf FROM emitentes_fiscais e JOIN fornecedores f USING (idfornecedor)',
    );
    expect(issuers.length).toBeGreaterThanOrEqual(3);
    for (const i of issuers) {
      expect(checkStateRegistration(i.inscricao_estadual, i.uf)).toBe('valid');
      expect(validateIE(i.inscricao_estadual, i.uf)).toBe(true);
    }
    for (const [k, ie] of Object.entries(DEMO_STATE_REGISTRATIONS)) {
      const [c] = await world.sql<{ ie: string }>(
        'SELECT inscricao_estadual AS ie FROM clientes WHERE idcliente = $1',
        [C[k as keyof typeof DEMO_STATE_REGISTRATIONS].idcliente],
      );
      expect(c!.ie).toBe(ie);
      expect(validateIE(ie, 'MG')).toBe(true);
    }
  });

  it('every note the API issues validates against the official schema and its signature checks; one certificate per supplier; the XML reads back the same', async () => {
    const docs: { label: string; xml: string; pdf: Buffer; fornecedor: string }[] = [];
    // The approved company's seeded orders on terms (SP → MG, a taxpayer with IE) and a new one.
    const a = await aprovada();
    const seeded = await world.sql<{ numpedido: number }>(
      `SELECT p.numpedido FROM pedidos p JOIN faturas f ON f.numpedido = p.numpedido WHERE p.idcliente = $1 AND p.status = 'ENTREGUE' ORDER BY 1`,
      [C.empresaAprovada.idcliente],
    );
    for (const { numpedido } of seeded)
      docs.push({ label: `seed ${numpedido}`, fornecedor: A.idfornecedor, ...(await nfeFile(a, numpedido, A.slug)) });
    // A quantity no other test here orders: an identical order within 60 s is refused.
    const t = await atacadoOrderOnTerms(a, 4);
    docs.push({ label: 'on terms', fornecedor: A.idfornecedor, ...(await nfeFile(a, t.numpedido, A.slug)) });
    // A consumer's PIX order at the Empório (delivery in SP) and a card order picked up at the Adega (RS).
    const { s, r } = await emporioPixOrder();
    await confirm(r.numpedido);
    docs.push({ label: 'consumer PIX', fornecedor: E.idfornecedor, ...(await nfeFile(s, r.numpedido, E.slug)) });
    // "CPF na nota?" (decision 0049): the note names that CPF, not the account's, and the DANFE prints the same.
    const n = await newCustomer('emporio', 'Cliente CPF na Nota');
    const ncart = await saveCart(n, { cartItens: [{ idproduto: ARROZ, quantidade: 3 }] });
    const noted = await placeOk(n, {
      ...orderBody(ncart, {
        idformapagto: payment('emporio', 'PIX'),
        idformaentrega: METHODS.emporio.agendada,
        idendereco: await addAddress(n, DEMO_CEPS.harmonia),
      }),
      cpfNaNota: '111.444.777-35',
    });
    await confirm(noted.numpedido);
    const notedDoc = await nfeFile(n, noted.numpedido, E.slug);
    docs.push({ label: 'CPF na nota', fornecedor: E.idfornecedor, ...notedDoc });
    const notedDest = parseNfe(notedDoc.xml).infNFe.dest;
    // In homologação SEFAZ requires that fixed recipient name (rejeição 598); the CPF is the one asked for.
    expect(notedDest).toMatchObject({
      CPF: '11144477735',
      xNome: 'NF-E EMITIDA EM AMBIENTE DE HOMOLOGACAO - SEM VALOR FISCAL',
      indIEDest: '9',
    });
    expect(danfeMismatches(await pdfText(notedDoc.pdf), notedDoc.xml)).toEqual([]);
    const g = await newCustomer('adega', 'Cliente Adega');
    const gcart = await saveCart(g, { cartItens: [{ idproduto: MERLOT, quantidade: 1 }] }, {}, 'adega');
    const tok = await cardToken(g, { idfornecedor: G.idfornecedor });
    const card = await placeOk(
      g,
      orderBody(gcart, {
        idformapagto: payment('adega', 'CARTAO_CREDITO'),
        idformaentrega: METHODS.adega.retirada,
        loja: { nome: 'Loja Centro de Bento' },
        tokenCartao: tok.body.token,
      }),
    );
    await world.sql(`UPDATE pedidos SET status = 'SEPARANDO' WHERE numpedido = $1`, [card.numpedido]);
    docs.push({ label: 'card pickup RS', fornecedor: G.idfornecedor, ...(await nfeFile(g, card.numpedido, G.slug)) });

    for (const d of docs) {
      expect({ label: d.label, errors: await schemaErrors(d.xml) }).toEqual({ label: d.label, errors: [] });
      expect({ label: d.label, signed: signatureValid(d.xml) }).toEqual({ label: d.label, signed: true });
      expect(d.xml).toContain('<verProc>Vitrine API 1.0</verProc>');
      expect({ label: d.label, key: nfeKeyErrors(String(parseNfe(d.xml).infNFe['@Id']).slice(3)) }).toEqual({
        label: d.label,
        key: [],
      });
      expect({ label: d.label, layout: await danfeLayoutErrors(d.pdf, d.xml) }).toEqual({ label: d.label, layout: [] });
      expect(parseNfe(d.xml).infNFe.infAdic.infCpl).toMatch(
        /^NF-e emitida em ambiente de homologação - sem valor fiscal\./,
      );
    }
    expect(docs.length).toBe(seeded.length + 4);
    // Deliveries (modFrete 0) and the Adega pickup (9): the DANFE's transportador says which.
    expect(new Set(docs.map((d) => String(parseNfe(d.xml).infNFe.transp.modFrete)))).toEqual(new Set(['0', '9']));
    // One certificate per supplier, kept in the database: every note of the Atacado carries the same.
    const certs = new Map<string, Set<string>>();
    for (const d of docs)
      certs.set(d.fornecedor, (certs.get(d.fornecedor) ?? new Set()).add(signingCertificateOf(d.xml)!));
    expect([...certs.values()].map((c) => c.size)).toEqual([1, 1, 1]);
    expect(new Set([...certs.values()].map((c) => [...c][0])).size).toBe(3);
    const stored = await world.sql<{ certificado: string }>(
      'SELECT certificado FROM certificados_nfe WHERE idfornecedor = $1',
      [A.idfornecedor],
    );
    expect(new X509Certificate(stored[0]!.certificado).raw.toString('base64')).toBe([...certs.get(A.idfornecedor)!][0]);
    // Read again: byte for byte the same document.
    expect((await nfeFile(a, t.numpedido, A.idfornecedor)).xml).toBe(docs.find((d) => d.label === 'on terms')!.xml);
  });

  it('the recipient: a taxpayer with IE is indIEDest 1 with its IE; a person or a company without IE is 9 and a final consumer', async () => {
    const a = await aprovada();
    // A quantity no other test here orders: an identical order within 60 s is refused.
    const t = await atacadoOrderOnTerms(a, 9);
    const withIe = parseNfe((await nfeFile(a, t.numpedido, A.slug)).xml).infNFe;
    expect([withIe.ide.indFinal, withIe.dest.indIEDest, withIe.dest.IE]).toEqual([
      '0',
      '1',
      DEMO_STATE_REGISTRATIONS.empresaAprovada,
    ]);
    // Billed to Belo Horizonte: an interstate sale.
    expect([withIe.ide.idDest, withIe.det[0].prod.CFOP]).toEqual(['2', '6102']);
    const { s, r } = await emporioPixOrder();
    await confirm(r.numpedido);
    const person = parseNfe((await nfeFile(s, r.numpedido, E.slug)).xml).infNFe;
    expect([person.ide.indFinal, person.dest.indIEDest, person.dest.IE, person.dest.CPF]).toEqual([
      '1',
      '9',
      undefined,
      expect.stringMatching(/^\d{11}$/),
    ]);
    expect([person.ide.idDest, person.det[0].prod.CFOP]).toEqual(['1', '5102']);
    // The same company without a state registration (the note is written from the current data each
    // time it is read): not a taxpayer, so a final consumer (rejeição 696).
    await world.sql('UPDATE clientes SET inscricao_estadual = NULL WHERE idcliente = $1', [
      C.empresaAprovada.idcliente,
    ]);
    try {
      const none = parseNfe((await nfeFile(a, t.numpedido, A.slug)).xml).infNFe;
      expect([none.ide.indFinal, none.dest.indIEDest, none.dest.IE]).toEqual(['1', '9', undefined]);
    } finally {
      await world.sql('UPDATE clientes SET inscricao_estadual = $2 WHERE idcliente = $1', [
        C.empresaAprovada.idcliente,
        DEMO_STATE_REGISTRATIONS.empresaAprovada,
      ]);
    }
  });

  it('every line carries its product’s NCM; a product without one, or an emitter IE with wrong check digits, is a 409 that takes no number', async () => {
    const { s, r } = await emporioPixOrder();
    await confirm(r.numpedido);
    const path = `/v4/danfe/${r.numpedido}/${E.idfornecedor}`;
    const before = await lastNumber(E.idfornecedor);
    await world.sql('UPDATE produtos SET ncm = NULL WHERE idproduto = $1', [ARROZ]);
    try {
      expectApiError(asRes(await getFile(path, auth(s))), 409, INVOICE_MESSAGES.produtoSemNcm);
      expectApiError(asRes(await getFile(`${path}/xml`, auth(s))), 409, INVOICE_MESSAGES.produtoSemNcm);
    } finally {
      await world.sql(`UPDATE produtos SET ncm = '10063021' WHERE idproduto = $1`, [ARROZ]);
    }
    const [{ ie }] = (await world.sql<{ ie: string }>(
      'SELECT inscricao_estadual AS ie FROM fornecedores WHERE idfornecedor = $1',
      [E.idfornecedor],
    )) as [{ ie: string }];
    // The IE the demo had before: its 9th digit is not the check digit.
    await world.sql(`UPDATE fornecedores SET inscricao_estadual = '110042491119' WHERE idfornecedor = $1`, [
      E.idfornecedor,
    ]);
    try {
      expectApiError(asRes(await getFile(path, auth(s))), 409, INVOICE_MESSAGES.ieEmitenteInvalida);
    } finally {
      await world.sql('UPDATE fornecedores SET inscricao_estadual = $2 WHERE idfornecedor = $1', [E.idfornecedor, ie]);
    }
    expect(await lastNumber(E.idfornecedor)).toBe(before);
    const { det, infNFe } = parseNfe((await nfeFile(s, r.numpedido, E.slug)).xml);
    expect(infNFe.ide.nNF).toBe(String(before + 1));
    expect(det.map((d) => d.prod.NCM)).toEqual(['10063021']);
  });

  it('the DANFE: zbarimg reads the key from its CODE-128C barcode at 150 dpi, and pdftotext finds every field of the XML', async () => {
    const versions = await toolVersions();
    expect(versions.zbarimg).toMatch(/^\d/);
    const a = await aprovada();
    const { s, r } = await emporioPixOrder();
    await confirm(r.numpedido);
    // The seeded titles not paid on time: one overdue (a fatura without duplicata; an earlier test may have paid
    // it late, to buy on terms), one to be paid (with its duplicata). The seed's paid title was paid before its date.
    const open = await world.sql<{ numpedido: number }>(
      `SELECT p.numpedido FROM pedidos p JOIN faturas f ON f.numpedido = p.numpedido
       WHERE p.idcliente = $1 AND (f.pago_em IS NULL OR f.pago_em::date > f.vencimento)
         AND f.numpedido IN (SELECT numpedido FROM pedidos WHERE status = 'ENTREGUE')
       ORDER BY f.vencimento LIMIT 2`,
      [C.empresaAprovada.idcliente],
    );
    expect(open).toHaveLength(2);
    const dups: number[] = [];
    for (const [who, numpedido, fornecedor] of [
      [a, open[0]!.numpedido, A.slug],
      [a, open[1]!.numpedido, A.slug],
      [s, r.numpedido, E.slug],
    ] as const) {
      const { pdf, xml } = await nfeFile(who, numpedido, fornecedor);
      const parsed = parseNfe(xml);
      expect(await readBarcodes(pdf)).toEqual([`CODE-128:${String(parsed.infNFe['@Id']).slice(3)}`]);
      const text = await pdfText(pdf);
      expect({ numpedido, missing: danfeMismatches(text, xml) }).toEqual({ numpedido, missing: [] });
      expect(text.includes('FATURA / DUPLICATA')).toBe(xml.includes('<cobr>'));
      dups.push(parsed.dup.length);
    }
    expect(dups).toEqual([0, 1, 0]);
  });
});

describe('order export for the ERP', () => {
  const exportPath = (f: string = A.idfornecedor) => `/v4/orders/export/${f}`;
  const post = (s: Session, body: unknown, f?: string) =>
    getFile(
      exportPath(f),
      { ...auth(s), 'Content-Type': 'application/json' },
      { method: 'POST', body: JSON.stringify(body) },
    );

  it('CSV: UTF-8 with BOM, ";" and decimal comma, one row per line of the client’s orders; period and status filters', async () => {
    const s = await aprovada();
    const r = await post(s, { formato: 'csv' });
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(r.headers.get('content-disposition')).toMatch(
      /^attachment; filename="pedidos-atacado-horizonte-inicio_\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect([...r.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = r.bytes
      .toString('utf8')
      .slice(1)
      .trimEnd()
      .split('\r\n')
      .map((l) => l.split(';'));
    expect(rows[0]).toEqual([
      'Pedido',
      'Data',
      'Status',
      'Situação',
      'Pedido do cliente',
      'Tipo de entrega',
      'Forma de entrega',
      'Forma de pagamento',
      'Código do produto',
      'Produto',
      'Unidade',
      'Quantidade',
      'Preço unitário',
      'Total do item',
      'Total dos produtos',
      'Desconto',
      'Frete',
      'Taxa de conveniência',
      'Total do pedido',
      'Chave NF-e',
    ]);
    const lines = await world.sql<{
      numpedido: number;
      nome: string;
      quantidade: string;
      preco: number;
      total: number;
      total_pedido: number;
    }>(
      `SELECT i.numpedido, i.nome, i.quantidade::text AS quantidade, i.preco, i.total, p.total_pedido
       FROM pedido_itens i JOIN pedidos p ON p.numpedido = i.numpedido
       WHERE p.idcliente = $1 AND p.idfornecedor = $2 ORDER BY p.criado_em, p.numpedido, i.ordem`,
      [C.empresaAprovada.idcliente, A.idfornecedor],
    );
    const br = (c: number) => `${Math.floor(c / 100)},${String(c % 100).padStart(2, '0')}`;
    expect(rows.slice(1).map((x) => [Number(x[0]), x[9], x[11], x[12], x[13], x[18]])).toEqual(
      lines.map((l) => [
        l.numpedido,
        l.nome,
        String(Number(l.quantidade)).replace('.', ','),
        br(l.preco),
        br(l.total),
        br(l.total_pedido),
      ]),
    );
    expect(rows.slice(1).every((x) => x.length === 20 && /^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/.test(x[1]!))).toBe(true);

    // Period (the supplier's calendar days) and status.
    const seedDays = DEMO_INVOICES.titulos.map((t) => shift(hoje(), -t.diasAtras));
    const oldest = [...seedDays].sort()[0]!;
    const onlyOldest = await post(s, { formato: 'csv', de: oldest, ate: oldest });
    const oldRows = onlyOldest.bytes.toString('utf8').trimEnd().split('\r\n').slice(1);
    expect(oldRows.length).toBeGreaterThan(0);
    expect(new Set(oldRows.map((l) => l.split(';')[1]!.slice(0, 10)))).toEqual(
      new Set([`${oldest.slice(8, 10)}/${oldest.slice(5, 7)}/${oldest.slice(0, 4)}`]),
    );
    const enviados = await post(s, { status: ['ENVIADO'] });
    const statusCol = enviados.bytes
      .toString('utf8')
      .trimEnd()
      .split('\r\n')
      .slice(1)
      .map((l) => l.split(';')[2]);
    expect(new Set(statusCol)).toEqual(new Set(statusCol.length ? ['ENVIADO'] : []));
    expectApiError(
      asRes(await post(s, { de: '2026-02-10', ate: '2026-02-01' })),
      400,
      INVOICE_MESSAGES.periodoInvalido,
    );
    expectApiError(asRes(await post(s, { formato: 'pdf' })), 400);
    expectApiError(asRes(await post(s, { de: '2026-02-30' })), 400);
  });

  it('text a spreadsheet would run as a formula is neutralised; ";" and quotes are quoted', async () => {
    const s = await aprovada();
    const [o] = await world.sql<{ numpedido: number }>(
      'SELECT numpedido FROM pedidos WHERE idcliente = $1 ORDER BY numpedido LIMIT 1',
      [C.empresaAprovada.idcliente],
    );
    await world.sql('UPDATE pedidos SET num_pedido_cliente = $2 WHERE numpedido = $1', [
      o!.numpedido,
      '=HYPERLINK("http://x";"y")',
    ]);
    const text = (await post(s, {})).bytes.toString('utf8');
    expect(text).toContain(`;"'=HYPERLINK(""http://x"";""y"")";`);
    await world.sql('UPDATE pedidos SET num_pedido_cliente = NULL WHERE numpedido = $1', [o!.numpedido]);
  });

  it('XLSX: read back by exceljs, the CSV’s rows with typed cells (text, numbers, the date as a date)', async () => {
    const s = await aprovada();
    // One order with an NF-e, so a 44-digit key is in the file (it must stay text, every digit kept).
    const [o] = await world.sql<{ numpedido: number }>(
      `SELECT p.numpedido FROM pedidos p LEFT JOIN notas_fiscais n ON n.numpedido = p.numpedido
       WHERE p.idcliente = $1 AND p.idfornecedor = $2 AND n.numpedido IS NULL ORDER BY p.numpedido LIMIT 1`,
      [C.empresaAprovada.idcliente, A.idfornecedor],
    );
    const chave = buildNfeKey({
      uf: 'SP',
      emissao: '2026-11',
      cnpj: '12345678000195',
      serie: 998,
      numero: o!.numpedido,
      codigo: 1,
    });
    await world.sql(
      'INSERT INTO notas_fiscais (numpedido, idfornecedor, serie, numero, codigo, chave) VALUES ($1, $2, 998, $1, 1, $3)',
      [o!.numpedido, A.idfornecedor, chave],
    );
    const r = await post(s, { formato: 'xlsx' });
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(r.headers.get('content-disposition')).toMatch(/\.xlsx"$/);
    expect(r.bytes.subarray(0, 4).toString('latin1')).toBe('PK\u0003\u0004');
    const book = await loadXlsx(r.bytes);
    expect(book.worksheets.map((w) => w.name)).toEqual(['Pedidos']);
    const sheet = book.worksheets[0]!;
    const csvRows = (await post(s, { formato: 'csv' })).bytes
      .toString('utf8')
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n')
      .map((l) => l.split(';'));
    await world.sql('DELETE FROM notas_fiscais WHERE numpedido = $1', [o!.numpedido]);
    expect(sheet.rowCount).toBe(csvRows.length);
    expect(csvRows.length).toBeGreaterThan(1);
    expect(sheet.getRow(1).values).toEqual([undefined, ...csvRows[0]!]);
    const num = (t: string) => (t === '' ? null : Number(t.replace(',', '.')));
    const saoPaulo = (d: Date) =>
      `${d.toISOString().slice(8, 10)}/${d.toISOString().slice(5, 7)}/${d.toISOString().slice(0, 4)} ${d.toISOString().slice(11, 16)}`;
    const keys: unknown[] = [];
    csvRows.slice(1).forEach((csv, i) => {
      const row = sheet.getRow(i + 2);
      const v = (col: number) => row.getCell(col + 1).value;
      expect(v(0)).toBe(Number(csv[0]));
      // The date is a date cell showing São Paulo's wall clock, as the CSV writes it.
      expect(v(1)).toBeInstanceOf(Date);
      expect(saoPaulo(v(1) as Date)).toBe(csv[1]);
      for (let c = 2; c <= 10; c++) {
        expect(v(c) ?? '').toBe(csv[c]);
        if (v(c) !== null) expect(row.getCell(c + 1).type).toBe(ExcelJS.ValueType.String);
      }
      expect(v(11)).toBe(num(csv[11]!));
      for (let c = 12; c <= 18; c++) expect(v(c)).toBe(num(csv[c]!));
      expect(row.getCell(19).numFmt).toBe('#,##0.00');
      expect(v(19) ?? '').toBe(csv[19]);
      if (v(19) !== null) {
        keys.push(v(19));
        expect(row.getCell(20).type).toBe(ExcelJS.ValueType.String);
      }
    });
    expect(keys).toContain(chave);
    expect(chave).toMatch(/^\d{44}$/);
  });

  it('XLSX as a spreadsheet program reads it: the sheet XML types every cell (shared strings for keys and codes, numbers with a money or date format), read with fast-xml-parser', async () => {
    const s = await aprovada();
    const [o] = await world.sql<{ numpedido: number; npc: string | null }>(
      `SELECT p.numpedido, p.num_pedido_cliente AS npc FROM pedidos p LEFT JOIN notas_fiscais n ON n.numpedido = p.numpedido
       WHERE p.idcliente = $1 AND p.idfornecedor = $2 AND n.numpedido IS NULL ORDER BY p.numpedido LIMIT 1`,
      [C.empresaAprovada.idcliente, A.idfornecedor],
    );
    const chave = buildNfeKey({
      uf: 'SP',
      emissao: '2026-11',
      cnpj: '12345678000195',
      serie: 997,
      numero: o!.numpedido,
      codigo: 7,
    });
    await world.sql(
      'INSERT INTO notas_fiscais (numpedido, idfornecedor, serie, numero, codigo, chave) VALUES ($1, $2, 997, $1, 7, $3)',
      [o!.numpedido, A.idfornecedor, chave],
    );
    // A buyer's order number with leading zeros: a number cell would show 12345.
    await world.sql('UPDATE pedidos SET num_pedido_cliente = $2 WHERE numpedido = $1', [o!.numpedido, '0012345']);
    let r;
    try {
      r = await post(s, { formato: 'xlsx' });
    } finally {
      await world.sql('DELETE FROM notas_fiscais WHERE numpedido = $1', [o!.numpedido]);
      await world.sql('UPDATE pedidos SET num_pedido_cliente = $2 WHERE numpedido = $1', [o!.numpedido, o!.npc]);
    }
    expect(r.status).toBe(200);
    // SheetJS (xlsx), a reader independent of exceljs that wrote the file: the types a spreadsheet sees.
    const sheetjsErrors = (ws: XLSX.WorkSheet) => {
      const errors: string[] = [];
      const range = XLSX.utils.decode_range(ws['!ref']!);
      for (let row = range.s.r + 1; row <= range.e.r; row++)
        for (let c = range.s.c; c <= range.e.c; c++) {
          const col = XLSX.utils.encode_col(c);
          const cell = ws[`${col}${row + 1}`] as XLSX.CellObject | undefined;
          if (!cell || cell.t === 'z' || cell.v === undefined || cell.v === '') continue;
          const want = col === 'B' ? 'd' : col === 'A' || col === 'L' || (col >= 'M' && col <= 'S') ? 'n' : 's';
          if (cell.t !== want) errors.push(`${col}${row + 1}: t=${cell.t}, not ${want} (${String(cell.v)})`);
          if (want === 'd' && !(cell.v instanceof Date && !Number.isNaN(cell.v.getTime())))
            errors.push(`${col}${row + 1}: not a date`);
        }
      return errors;
    };
    const book = XLSX.read(r.bytes, { type: 'buffer', cellDates: true });
    const ws = book.Sheets[book.SheetNames[0]!]!;
    expect(sheetjsErrors(ws)).toEqual([]);
    const sheetCells = Object.entries(ws).filter(([k]) => !k.startsWith('!')) as [string, XLSX.CellObject][];
    expect(sheetCells.filter(([, c]) => c.v === chave).map(([, c]) => c.t)).toEqual(['s']);
    expect(sheetCells.filter(([, c]) => c.v === '0012345').map(([, c]) => c.t)).toEqual(['s']);
    expect(sheetCells.filter(([k, c]) => /^B\d+$/.test(k) && k !== 'B1' && c.t === 'd').length).toBeGreaterThan(0);
    // Negative control: the key or the code written as a number (as a CSV import would) is refused.
    const keyCell = sheetCells.find(([, c]) => c.v === chave)![0];
    const asNumber = { ...ws, [keyCell]: { t: 'n', v: Number(chave) } };
    expect(sheetjsErrors(asNumber)).toEqual([`${keyCell}: t=n, not s (${String(Number(chave))})`]);
    const parts = unzipParts(r.bytes);
    const xml = new XMLParser({
      ignoreAttributes: false,
      attributeNamePrefix: '@',
      parseTagValue: false,
      isArray: (name) => ['row', 'c', 'si', 'xf', 'numFmt', 'r'].includes(name),
    });
    const sheet = xml.parse(parts.get('xl/worksheets/sheet1.xml')!.toString('utf8'));
    const styles = xml.parse(parts.get('xl/styles.xml')!.toString('utf8'));
    const shared = parts.has('xl/sharedStrings.xml')
      ? (xml.parse(parts.get('xl/sharedStrings.xml')!.toString('utf8')).sst.si ?? [])
      : [];
    const textOf = (si: { t?: unknown; r?: { t: unknown }[] }) =>
      si.r
        ? si.r.map((x) => String(typeof x.t === 'object' ? (x.t as { '#text': string })['#text'] : x.t)).join('')
        : String(typeof si.t === 'object' ? (si.t as { '#text': string })['#text'] : si.t);
    const customFormats = new Map<string, string>(
      (styles.styleSheet.numFmts?.numFmt ?? []).map((f: { '@numFmtId': string; '@formatCode': string }) => [
        f['@numFmtId'],
        f['@formatCode'],
      ]),
    );
    const xfs: { '@numFmtId'?: string }[] = styles.styleSheet.cellXfs.xf;
    const formatOf = (c: { '@s'?: string }) => {
      const id = xfs[Number(c['@s'] ?? 0)]?.['@numFmtId'] ?? '0';
      // ECMA-376 built-in formats (part 1, 18.8.30): 0 General, 1 '0', 2 '0.00', 3 '#,##0', 4 '#,##0.00', 49 '@'.
      const builtin: Record<string, string> = {
        '0': 'General',
        '1': '0',
        '2': '0.00',
        '3': '#,##0',
        '4': '#,##0.00',
        '49': '@',
      };
      return customFormats.get(id) ?? builtin[id] ?? `builtin:${id}`;
    };
    type Cell = { '@r': string; '@t'?: string; '@s'?: string; v?: string; is?: { t: unknown } };
    const rows: { c?: Cell[] }[] = sheet.worksheet.sheetData.row;
    const counts = { text: 0, number: 0, money: 0, date: 0 };
    const texts: string[] = [];
    for (const row of rows.slice(1)) {
      for (const c of row.c ?? []) {
        // An empty cell (only its column's style) holds nothing to type.
        if (c.v === undefined && c.is === undefined) continue;
        const col = c['@r'].replace(/\d+$/, '');
        if (col === 'A' || col === 'L') {
          expect([undefined, 'n']).toContain(c['@t']);
          expect(c.v).toMatch(/^-?\d+(\.\d+)?$/);
          counts.number++;
        } else if (col === 'B') {
          // A date: a serial number whose format shows day, month, year (and time).
          expect([undefined, 'n']).toContain(c['@t']);
          expect(Number(c.v)).toBeGreaterThan(45_000);
          expect(formatOf(c)).toBe('dd/mm/yyyy hh:mm');
          counts.date++;
        } else if (col >= 'M' && col <= 'S') {
          expect([undefined, 'n']).toContain(c['@t']);
          expect(c.v).toMatch(/^-?\d+(\.\d+)?$/);
          expect(formatOf(c)).toBe('#,##0.00');
          counts.money++;
        } else {
          // Text: a shared string or an inline one, never a number cell.
          expect(['s', 'inlineStr', 'str']).toContain(c['@t']);
          const t =
            c['@t'] === 's' ? textOf(shared[Number(c.v)]) : c['@t'] === 'inlineStr' ? textOf(c.is!) : String(c.v);
          texts.push(t);
          if (col === 'T' || col === 'E' || col === 'I') expect(formatOf(c)).toBe('@');
          counts.text++;
        }
      }
    }
    expect(texts).toContain(chave);
    expect(texts).toContain('0012345');
    expect(counts.date).toBe(rows.length - 1);
    expect(counts.money).toBeGreaterThan(0);
    expect(counts.text).toBeGreaterThan(counts.date * 5);
  });

  it('IDOR: only the client’s own orders, only at its session’s supplier', async () => {
    const other = await loginDemo('lanchonete');
    const r = await post(other, {});
    expect(r.status).toBe(200);
    const text = r.bytes.toString('utf8').trimEnd().split('\r\n');
    const mine = await world.sql<{ numpedido: number }>('SELECT numpedido FROM pedidos WHERE idcliente = $1', [
      C.empresaAprovada.idcliente,
    ]);
    expect(text.slice(1).filter((l) => mine.some((m) => l.startsWith(`${m.numpedido};`)))).toEqual([]);
    const emporio = await loginDemo('consumidor');
    expectApiError(asRes(await post(emporio, {}, A.idfornecedor)), 403);
    // Linked users at the Empório: the principal's export has João's orders, Beatriz's does not.
    const joao = await world.sql<{ numpedido: number }>('SELECT numpedido FROM pedidos WHERE idcliente = $1', [
      C.vinculado1.idcliente,
    ]);
    expect(joao.length).toBeGreaterThan(0);
    const numbers = async (s: Session) =>
      (await post(s, {}, E.idfornecedor)).bytes
        .toString('utf8')
        .trimEnd()
        .split('\r\n')
        .slice(1)
        .map((l) => Number(l.split(';')[0]));
    const principal = await loginDemo('principal');
    expect(await numbers(principal)).toEqual(expect.arrayContaining(joao.map((o) => o.numpedido)));
    const sw = await get<{ token: string }>(
      `/v1/app/usuario/${C.principal.idcliente}/${C.vinculado2.idcliente}?gerar_token_jwt=true`,
      { headers: bearer(principal.token) },
    );
    const beatriz = await numbers({ token: sw.body.token, usuario: { idcliente: C.vinculado2.idcliente } });
    expect(beatriz.filter((n) => joao.some((o) => o.numpedido === n))).toEqual([]);
    expectApiError(
      asRes(await getFile(exportPath(), { 'Content-Type': 'application/json' }, { method: 'POST', body: '{}' })),
      401,
    );
  });
});

describe('the independent validators ran on what the API issued', () => {
  it('every NF-e key in the database passes @brazilian-utils; keys and boleto lines were checked above', async () => {
    const notes = await world.sql<{ chave: string }>('SELECT chave FROM notas_fiscais ORDER BY numero');
    expect(notes.length).toBeGreaterThan(0);
    for (const n of notes)
      expect({ chave: n.chave, errors: nfeKeyErrors(n.chave) }).toEqual({ chave: n.chave, errors: [] });
    expect(independentlyChecked.boletoLines.size).toBeGreaterThan(2);
    if (process.env.INDEPENDENT_CHECK_COUNTS)
      process.stderr.write(
        `independent checks: ${independentlyChecked.nfeKeys.size} NF-e keys, ${independentlyChecked.boletoLines.size} boleto lines\n`,
      );
  });
});
