/**
 * Independent checks of the NF-e documents (decision 0029), none of them the code under test:
 * - the official NF-e 4.00 schema (fixtures/nfe-xsd) through xmllint (libxml2);
 * - the XML-DSig signature through xml-crypto;
 * - the XML's fields through fast-xml-parser;
 * - the DANFE's barcode through pdftoppm (poppler, 150 dpi) and zbarimg (zbar), its text through
 *   pdftotext (poppler).
 * - the DANFE's layout through pdftotext -layout and its page size through pdfinfo (poppler);
 * - the access key through @brazilian-utils/brazilian-utils, the boleto's line and barcode through
 *   it and @mrmgomes/boleto-utils (two implementations nobody here wrote).
 * The binaries come from scripts/ensure-system-deps.sh.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getBoletoInfo, isValidBoleto, isValidNfeKey as libIsValidNfeKey } from '@brazilian-utils/brazilian-utils';
import { linhaDigitavel2CodBarras, validarBoleto } from '@mrmgomes/boleto-utils';
import { XMLParser } from 'fast-xml-parser';
import { SignedXml } from 'xml-crypto';

export const NFE_XSD_DIR = join(__dirname, 'fixtures', 'nfe-xsd', 'PL_010b_V1.30');
export const NFE_XSD = join(NFE_XSD_DIR, 'nfe_v4.00.xsd');

/**
 * Runs a tool without blocking the event loop (a blocked loop misses the API closing an idle
 * kept-alive connection, and the next request on it fails).
 */
export function runTool(
  cmd: string,
  args: string[],
  input?: string | Buffer,
): Promise<{ status: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    // No input: the tool's stdin is /dev/null. With input, a tool that exits before reading it all
    // (`--version`, an early parse error) closes the pipe: that EPIPE is not the verdict, the exit
    // status and stderr are.
    const child = spawn(cmd, args, { stdio: [input === undefined ? 'ignore' : 'pipe', 'pipe', 'pipe'] });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout!.on('data', (d: Buffer) => out.push(d));
    child.stderr!.on('data', (d: Buffer) => err.push(d));
    child.once('error', (e) => reject(new Error(`${cmd}: ${e.message} (rode scripts/ensure-system-deps.sh)`)));
    child.once('close', (status) =>
      resolve({ status, stdout: Buffer.concat(out).toString('utf8'), stderr: Buffer.concat(err).toString('utf8') }),
    );
    if (input !== undefined) {
      child.stdin!.once('error', (e: NodeJS.ErrnoException) => {
        if (e.code !== 'EPIPE') reject(e);
      });
      child.stdin!.end(input);
    }
  });
}

/** xmllint's verdict on a document against the NF-e 4.00 schema: the errors, empty when valid. */
export async function schemaErrors(xml: string): Promise<string[]> {
  const r = await runTool('xmllint', ['--noout', '--schema', NFE_XSD, '-'], xml);
  if (r.status === 0 && /validates/.test(r.stderr)) return [];
  const errors = r.stderr
    .split('\n')
    .filter((l) => l && !/fails to validate/.test(l))
    .map((l) => l.replace(/^-:\d+: /, ''));
  return errors.length ? errors : [`xmllint exited ${r.status}`];
}

export async function toolVersions(): Promise<{ xmllint: string; zbarimg: string; pdftoppm: string }> {
  return {
    xmllint: (await runTool('xmllint', ['--version'])).stderr.split('\n')[0]!,
    zbarimg: (await runTool('zbarimg', ['--version'])).stdout.trim(),
    pdftoppm: (await runTool('pdftoppm', ['-v'])).stderr.split('\n')[0]!,
  };
}

/**
 * Whether the document's enveloped signature checks (xml-crypto): the reference's digest over the
 * canonical infNFe and the RSA-SHA1 value over SignedInfo, with the certificate in KeyInfo.
 */
export function signatureValid(xml: string): boolean {
  const signature = /<Signature xmlns="http:\/\/www\.w3\.org\/2000\/09\/xmldsig#">[\s\S]*<\/Signature>/.exec(xml)?.[0];
  if (!signature) return false;
  const cert = /<X509Certificate>([^<]+)<\/X509Certificate>/.exec(signature)![1]!;
  const pem = `-----BEGIN CERTIFICATE-----\n${cert.replace(/(.{64})/g, '$1\n').trimEnd()}\n-----END CERTIFICATE-----\n`;
  const sig = new SignedXml({ publicCert: pem });
  sig.loadSignature(signature);
  try {
    return sig.checkSignature(xml);
  } catch {
    return false;
  }
}

/** The certificate (base64 DER) the document carries. */
export const signingCertificateOf = (xml: string) => /<X509Certificate>([^<]+)<\/X509Certificate>/.exec(xml)?.[1];

/* eslint-disable @typescript-eslint/no-explicit-any */
export type ParsedNfe = { infNFe: any; det: any[]; dup: any[] };

/** The NF-e's fields, every value as the text the XML has. */
export function parseNfe(xml: string): ParsedNfe {
  const parser = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: '@',
    parseTagValue: false,
    isArray: (name) => name === 'det' || name === 'dup',
  });
  const doc = parser.parse(xml);
  const infNFe = doc.NFe.infNFe;
  return { infNFe, det: infNFe.det ?? [], dup: infNFe.cobr?.dup ?? [] };
}
/* eslint-enable @typescript-eslint/no-explicit-any */

async function withPdf<T>(pdf: Buffer, f: (dir: string, file: string) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(join(tmpdir(), 'danfe-'));
  try {
    const file = join(dir, 'danfe.pdf');
    await writeFile(file, pdf);
    return await f(dir, file);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** The barcodes zbarimg reads on each page rendered at 150 dpi (or `dpi`): 'CODE-128:<digits>', 'I2/5:<digits>' lines. */
export function readBarcodes(pdf: Buffer, dpi = 150): Promise<string[]> {
  return withPdf(pdf, async (dir, file) => {
    const r = await runTool('pdftoppm', ['-r', String(dpi), '-png', file, join(dir, 'page')]);
    if (r.status !== 0) throw new Error(`pdftoppm: ${r.stderr}`);
    const pages = (await readdir(dir)).filter((f) => f.startsWith('page') && f.endsWith('.png')).sort();
    const codes: string[] = [];
    // Exit 4: no symbol found on a page; that page adds nothing.
    for (const p of pages)
      codes.push(...(await runTool('zbarimg', ['-q', join(dir, p)])).stdout.split('\n').filter(Boolean));
    return codes;
  });
}

/** The text pdftotext extracts (reading order), spaces collapsed. */
export function pdfText(pdf: Buffer): Promise<string> {
  return withPdf(pdf, async (_, file) => {
    const r = await runTool('pdftotext', ['-raw', '-enc', 'UTF-8', file, '-']);
    if (r.status !== 0) throw new Error(`pdftotext: ${r.stderr}`);
    return r.stdout.replace(/\s+/g, ' ');
  });
}

/** '1234.5' (the XML's decimal) → '1.234,50' (the DANFE's). */
const brl = (v: string) => Number(v).toLocaleString('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const brDay = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
const maskDoc = (d: string) =>
  d.length === 14
    ? d.replace(/^(.{2})(.{3})(.{3})(.{4})(.{2})$/, '$1.$2.$3/$4-$5')
    : d.replace(/^(\d{3})(\d{3})(\d{3})(\d{2})$/, '$1.$2.$3-$4');

/**
 * The DANFE prints what the XML says: every check reads a field from the parsed XML and looks for
 * it, formatted as a DANFE prints it, in the PDF's text (after its caption where the caption and
 * the value stand alone). Returns the fields that are missing.
 */
export function danfeMismatches(text: string, xml: string): string[] {
  const { infNFe, det, dup } = parseNfe(xml);
  const missing: string[] = [];
  const has = (label: string, s: string) => {
    if (!text.includes(s)) missing.push(`${label}: ${s}`);
  };
  const { ide, emit, dest, total, infAdic } = infNFe;
  const chave = String(infNFe['@Id']).slice(3);
  has('chave', `CHAVE DE ACESSO ${chave.replace(/(.{4})/g, '$1 ').trim()}`);
  has('nNF', `Nº ${ide.nNF.padStart(9, '0').replace(/(\d{3})(\d{3})(\d{3})/, '$1.$2.$3')}`);
  has('serie', `Série ${ide.serie.padStart(3, '0')}`);
  has('natOp', `NATUREZA DA OPERAÇÃO ${ide.natOp}`);
  has('dhEmi', brDay(ide.dhEmi));
  has('emit/xNome', emit.xNome);
  has('emit/CNPJ', maskDoc(emit.CNPJ));
  has('emit/IE', `INSCRIÇÃO ESTADUAL ${emit.IE}`);
  has('dest/xNome', `NOME / RAZÃO SOCIAL ${dest.xNome}`);
  has('dest/CNPJ|CPF', maskDoc(dest.CNPJ ?? dest.CPF));
  if (dest.IE) has('dest/IE', dest.IE);
  if (dest.email) has('dest/email', dest.email);
  if (dest.enderDest) {
    has('dest/xBairro', dest.enderDest.xBairro);
    has('dest/xMun', dest.enderDest.xMun);
    if (dest.enderDest.CEP) has('dest/CEP', dest.enderDest.CEP.replace(/^(\d{5})/, '$1-'));
  }
  for (const d of det) {
    const p = d.prod;
    // A row: code, the description (cut with '…' when longer than its column), NCM, CSOSN, CFOP.
    const row = new RegExp(
      `${escapeRe(p.cProd)} ${escapeRe(p.xProd.slice(0, 12))}[^]*? ${p.NCM} 102 ${p.CFOP} ${escapeRe(p.uCom)} `,
    );
    if (!row.test(text)) missing.push(`det ${d['@nItem']}: ${p.cProd} ${p.xProd} ${p.NCM} ${p.CFOP}`);
    has(`det ${d['@nItem']} vProd`, brl(p.vProd));
  }
  const t = total.ICMSTot;
  has('vProd', `VALOR TOTAL DOS PRODUTOS ${brl(t.vProd)}`);
  has('vFrete', `VALOR DO FRETE ${brl(t.vFrete)}`);
  has('vDesc', `DESCONTO ${brl(t.vDesc)}`);
  has('vOutro', `OUTRAS DESPESAS ${brl(t.vOutro)}`);
  has('vNF', `VALOR TOTAL DA NOTA ${brl(t.vNF)}`);
  has('infCpl', infAdic.infCpl);
  if (infNFe.cobr) {
    has('cobr/fat/nFat', `FATURA ${infNFe.cobr.fat.nFat}`);
    has('cobr/fat/vLiq', `R$ ${brl(infNFe.cobr.fat.vLiq)}`);
    for (const u of dup)
      has(`dup ${u.nDup}`, `DUPLICATA ${u.nDup} VENCIMENTO ${brDay(u.dVenc)} VALOR R$ ${brl(u.vDup)}`);
  } else if (text.includes('FATURA / DUPLICATA')) missing.push('FATURA / DUPLICATA printed without cobr in the XML');
  return missing;
}

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * FEBRABAN's rules for the linha digitável of a boleto (cobrança), written here from the layout,
 * not taken from the code under test: the three fields' mod-10 DVs (weights 2,1 from the right,
 * digits of each product summed), the general mod-11 DV (weights 2..9 from the right; 0, 10, 11 → 1)
 * over the barcode it stands for, the due-date factor (1000 = 2025-02-22 since FEBRABAN's reset)
 * and the value. Returns what does not check, empty when the line is right.
 */
export function febrabanLinhaErrors(
  linha: string,
  expected: { vencimento: string; valor: number; codigoBarras?: string },
): string[] {
  const l = linha.replace(/[.\s]/g, '');
  if (!/^\d{47}$/.test(l)) return [`not 47 digits: ${linha}`];
  const errors: string[] = [];
  const mod10 = (d: string) => {
    let sum = 0;
    [...d].reverse().forEach((c, i) => {
      const p = Number(c) * (i % 2 === 0 ? 2 : 1);
      sum += Math.floor(p / 10) + (p % 10);
    });
    return (10 - (sum % 10)) % 10;
  };
  for (const [from, to] of [
    [0, 9],
    [10, 20],
    [21, 31],
  ] as const)
    if (mod10(l.slice(from, to)) !== Number(l[to]))
      errors.push(`field ${from}-${to}: DV ${l[to]} should be ${mod10(l.slice(from, to))}`);
  const barcode = l.slice(0, 4) + l[32] + l.slice(33, 47) + l.slice(4, 9) + l.slice(10, 20) + l.slice(21, 31);
  const body = barcode.slice(0, 4) + barcode.slice(5);
  let sum = 0;
  [...body].reverse().forEach((c, i) => (sum += Number(c) * (2 + (i % 8))));
  const r = 11 - (sum % 11);
  const dv = r === 0 || r === 10 || r === 11 ? 1 : r;
  if (dv !== Number(l[32])) errors.push(`general DV ${l[32]} should be ${dv}`);
  const factor = Number(l.slice(33, 37));
  const due = new Date(Date.UTC(2025, 1, 22) + (factor - 1000) * 86_400_000).toISOString().slice(0, 10);
  if (due !== expected.vencimento) errors.push(`factor ${factor} is ${due}, not ${expected.vencimento}`);
  if (Number(l.slice(37, 47)) !== expected.valor)
    errors.push(`value ${Number(l.slice(37, 47))}, not ${expected.valor}`);
  if (expected.codigoBarras && expected.codigoBarras !== barcode)
    errors.push(`barcode ${barcode}, not ${expected.codigoBarras}`);
  return errors;
}

/** What the independent validators checked in this test file (the report's counts). */
export const independentlyChecked = { nfeKeys: new Set<string>(), boletoLines: new Set<string>() };

/**
 * The access key as @brazilian-utils/brazilian-utils reads it (UF, month, CNPJ, model 55, tpEmis,
 * cNF rules, the mod-11 DV): the reasons it is refused, empty when it is valid.
 */
export function nfeKeyErrors(chave: string): string[] {
  independentlyChecked.nfeKeys.add(chave);
  if (!/^\d{44}$/.test(chave)) return [`not 44 digits: ${chave}`];
  return libIsValidNfeKey(chave) ? [] : [`@brazilian-utils isValidNfeKey refuses ${chave}`];
}

/**
 * The boleto's line and barcode by two validators nobody here wrote: @brazilian-utils isValidBoleto
 * (the three fields' DVs and the general DV) and getBoletoInfo (value, due date), and
 * @mrmgomes/boleto-utils validarBoleto on the line (the fields' DVs), whose line → barcode
 * conversion must give the barcode the API printed. Returns what does not check.
 */
export function boletoValidatorErrors(
  linha: string,
  codigoBarras: string,
  expected: { vencimento: string; valor: number },
): string[] {
  independentlyChecked.boletoLines.add(linha);
  const errors: string[] = [];
  if (!isValidBoleto(linha)) errors.push(`@brazilian-utils isValidBoleto refuses ${linha}`);
  const info = getBoletoInfo(linha, { referenceDate: new Date(`${expected.vencimento}T12:00:00`) });
  const due = info?.expirationDate;
  const day = due
    ? `${due.getFullYear()}-${String(due.getMonth() + 1).padStart(2, '0')}-${String(due.getDate()).padStart(2, '0')}`
    : null;
  if (info?.amount !== expected.valor || day !== expected.vencimento)
    errors.push(`@brazilian-utils getBoletoInfo reads ${info?.amount} due ${day}`);
  // Not its validarBoleto on the 44-digit barcode: its módulo 11 gives 0 for remainders 0 and 1
  // (the arrecadação rule), where cobrança's general DV is 1 (Carta-Circular BCB 2.926); the barcode
  // is checked as the line's conversion, whose general DV @brazilian-utils checks.
  const r = validarBoleto(linha);
  if (!r.sucesso || r.tipoBoleto !== 'BANCO') errors.push(`@mrmgomes validarBoleto (line): ${r.mensagem}`);
  if (linhaDigitavel2CodBarras(linha) !== codigoBarras)
    errors.push(`@mrmgomes line → barcode ${linhaDigitavel2CodBarras(linha)}, not ${codigoBarras}`);
  return errors;
}

/** pdftotext -layout (physical layout, one text line per printed line) and pdfinfo's page sizes. */
export function pdfLayout(pdf: Buffer): Promise<{ text: string; pageSizes: string[] }> {
  return withPdf(pdf, async (_, file) => {
    const t = await runTool('pdftotext', ['-layout', '-enc', 'UTF-8', file, '-']);
    if (t.status !== 0) throw new Error(`pdftotext: ${t.stderr}`);
    const i = await runTool('pdfinfo', ['-f', '1', '-l', '9999', file]);
    if (i.status !== 0) throw new Error(`pdfinfo: ${i.stderr}`);
    const pageSizes = [...i.stdout.matchAll(/^Page\s+\d+ size:\s+(.*)$/gm)].map((m) => m[1]!.trim());
    return { text: t.stdout, pageSizes };
  });
}

/**
 * The MOC's DANFE layout as a reader sees it (pdftotext -layout, pdfinfo): the canhoto ("RECEBEMOS
 * DE <emitente>…" with the date and the receiver's signature fields, the number and series), then
 * the emitente, the protocolo field, the destinatário, the fatura when the XML has cobr, the
 * "CÁLCULO DO IMPOSTO", the transportador with the XML's modFrete, the products and the "DADOS
 * ADICIONAIS", in that order; every page A4 (595 × 842 pt). Returns what is missing or out of place.
 */
export async function danfeLayoutErrors(pdf: Buffer, xml: string): Promise<string[]> {
  const { text, pageSizes } = await pdfLayout(pdf);
  const { infNFe } = parseNfe(xml);
  const flat = text.replace(/\s+/g, ' ');
  const errors: string[] = [];
  if (!pageSizes.length) errors.push('pdfinfo: no page');
  for (const [k, size] of pageSizes.entries()) {
    const m = /^([\d.]+) x ([\d.]+) pts/.exec(size);
    if (!m || Math.round(Number(m[1])) !== 595 || Math.round(Number(m[2])) !== 842)
      errors.push(`page ${k + 1}: ${size}, not A4 595 x 842 pts`);
  }
  const nNF = String(infNFe.ide.nNF)
    .padStart(9, '0')
    .replace(/^(\d{3})(\d{3})(\d{3})$/, '$1.$2.$3');
  const serie = String(infNFe.ide.serie).padStart(3, '0');
  const canhoto = `RECEBEMOS DE ${String(infNFe.emit.xNome).toUpperCase()} OS PRODUTOS CONSTANTES DA NOTA FISCAL ELETRÔNICA INDICADA AO LADO`;
  // The canhoto's sentence wraps over lines and shares them with the NF-e box: read it word by word.
  const words = flat.split(' ');
  const start = words.indexOf('RECEBEMOS');
  // Each word in its order, within the few lines of the stub (where the NF-e box may interleave).
  let at = start;
  for (const w of canhoto.split(' ')) {
    const found = start < 0 ? -1 : words.indexOf(w, at);
    if (found < 0 || found > start + 60) {
      errors.push(`canhoto: "${w}" of "${canhoto}"`);
      break;
    }
    at = found + 1;
  }
  const modFrete = String(infNFe.transp.modFrete);
  const frete = { '0': '0 - Por conta do emitente', '9': '9 - Sem transporte (retirada)' }[modFrete];
  if (!frete) errors.push(`modFrete ${modFrete} has no caption here`);
  // The blocks top to bottom (the first page's text comes first).
  const blocks: [string, string][] = [
    ['canhoto', 'RECEBEMOS DE'],
    ['emitente', 'IDENTIFICAÇÃO DO EMITENTE'],
    ['protocolo', 'PROTOCOLO DE AUTORIZAÇÃO DE USO'],
    ['natureza da operação', 'NATUREZA DA OPERAÇÃO'],
    ['destinatário', 'DESTINATÁRIO / REMETENTE'],
    ...(xml.includes('<cobr>') ? [['fatura', 'FATURA / DUPLICATA'] as [string, string]] : []),
    ['cálculo do imposto', 'CÁLCULO DO IMPOSTO'],
    ['transportador', 'TRANSPORTADOR / VOLUMES TRANSPORTADOS'],
    ['produtos', 'DADOS DOS PRODUTOS / SERVIÇOS'],
    ['dados adicionais', 'DADOS ADICIONAIS'],
  ];
  let last = -1;
  for (const [label, heading] of blocks) {
    const at = text.indexOf(heading);
    if (at < 0) errors.push(`${label}: "${heading}" not found`);
    else if (at < last) errors.push(`${label}: "${heading}" out of the MOC's order`);
    else last = at;
  }
  if (xml.includes('<cobr>') !== text.includes('FATURA / DUPLICATA'))
    errors.push('a FATURA / DUPLICATA block without cobr, or cobr without it');
  // The canhoto: its fields and the note's number and series, above the emitente.
  const emitAt = text.indexOf('IDENTIFICAÇÃO DO EMITENTE');
  const stubText = text.slice(0, emitAt < 0 ? 0 : emitAt);
  for (const f of [
    'DATA DE RECEBIMENTO',
    'IDENTIFICAÇÃO E ASSINATURA DO RECEBEDOR',
    'NF-e',
    `Nº ${nNF}`,
    `Série ${serie}`,
  ])
    if (!stubText.includes(f)) errors.push(`canhoto: "${f}" not found`);
  // The protocolo field and its value; the adicionais' two boxes.
  const after = (heading: string, ...f: string[]) => {
    const at = text.indexOf(heading);
    for (const x of f) if (at < 0 || !text.slice(at).includes(x)) errors.push(`after "${heading}": "${x}" not found`);
  };
  after('PROTOCOLO DE AUTORIZAÇÃO DE USO', 'Sem protocolo - homologação (sem valor fiscal)');
  after('DADOS ADICIONAIS', 'INFORMAÇÕES COMPLEMENTARES', 'RESERVADO AO FISCO');
  // The transportador's freight says the XML's modFrete, on the line under its caption.
  const t = text.indexOf('TRANSPORTADOR / VOLUMES TRANSPORTADOS');
  const lines = t < 0 ? [] : text.slice(t).split('\n').slice(1, 4);
  const captions = lines.findIndex((l) => /\bFRETE\b/.test(l));
  const col = captions < 0 ? -1 : lines[captions]!.search(/\bFRETE\b/);
  const value = captions < 0 ? '' : (lines[captions + 1] ?? '').slice(col).trim();
  if (!frete || !value.startsWith(frete))
    errors.push(`transportador: frete "${value}", not "${frete}" (modFrete ${modFrete})`);
  return errors;
}
