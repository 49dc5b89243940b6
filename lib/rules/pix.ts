/**
 * PIX BR Code ("copia e cola"): EMV QRCPS Merchant Presented Mode as the Banco Central's
 * "Manual de Padrões para Iniciação do Pix" profiles it. Pure; the browser, the storefront server
 * and the commerce API share it (no Buffer; UTF-8 bytes computed here, as jsdom has no TextEncoder).
 */
import { isValidCep, normalizeCep } from './cep';

export const PIX_GUI = 'BR.GOV.BCB.PIX';

const MAX_NAME = 25;
const MAX_CITY = 15;
const MAX_TXID = 25;
const MAX_KEY = 77;
const MAX_FIELD = 99;
/** ID 54 is at most 13 characters: "9999999999.99". */
const MAX_AMOUNT_CENTAVOS = 999_999_999_999;

/** UTF-8 bytes of a string (what TextEncoder gives, without needing it: jsdom lacks it). */
function* utf8Bytes(s: string): Generator<number> {
  for (const ch of s) {
    const cp = ch.codePointAt(0)!;
    if (cp < 0x80) yield cp;
    else if (cp < 0x800) yield* [0xc0 | (cp >> 6), 0x80 | (cp & 0x3f)];
    else if (cp < 0x10000) yield* [0xe0 | (cp >> 12), 0x80 | ((cp >> 6) & 0x3f), 0x80 | (cp & 0x3f)];
    else yield* [0xf0 | (cp >> 18), 0x80 | ((cp >> 12) & 0x3f), 0x80 | ((cp >> 6) & 0x3f), 0x80 | (cp & 0x3f)];
  }
}

/** CRC-16/CCITT-FALSE (poly 0x1021, init 0xFFFF, no reflection, xorout 0) as 4 uppercase hex digits. */
export function crc16Ccitt(payload: string): string {
  let crc = 0xffff;
  for (const byte of utf8Bytes(payload)) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

/** ID + 2-digit length + value. The value is printable ASCII here, so characters = bytes. */
function field(id: string, value: string): string {
  if (value.length > MAX_FIELD) throw new Error(`Campo ${id} do Pix excede ${MAX_FIELD} caracteres`);
  return `${id}${String(value.length).padStart(2, '0')}${value}`;
}

/** Accents stripped (NFD + combining marks removed), anything outside printable ASCII dropped. */
export function pixText(input: string): string {
  return input
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The reference label (ID 62.05): letters and digits only, at most 25; "***" when none. */
export function sanitizeTxid(txid: string | undefined): string {
  const clean = (txid ?? '').replace(/[^A-Za-z0-9]/g, '').slice(0, MAX_TXID);
  return clean || '***';
}

/** Integer centavos as ID 54 wants them: 1 → "0.01", 12345 → "123.45". */
export function formatPixAmount(centavos: number): string {
  if (!Number.isInteger(centavos) || centavos < 0 || centavos > MAX_AMOUNT_CENTAVOS) {
    throw new Error('Valor do Pix inválido: informe centavos inteiros entre 0 e 999999999999');
  }
  return `${Math.floor(centavos / 100)}.${String(centavos % 100).padStart(2, '0')}`;
}

export type PixPayloadInput = {
  chave: string;
  nomeRecebedor: string;
  cidadeRecebedor: string;
  valorCentavos?: number | null;
  txid?: string;
  descricao?: string;
  cep?: string;
  /** Point of Initiation Method "12" (the code may be paid once); omitted by default. */
  unico?: boolean;
};

/** The full BR Code, CRC included. Throws on an empty key or a merchant account info over 99 chars. */
export function buildPixPayload(input: PixPayloadInput): string {
  const chave = input.chave.trim();
  if (!chave) throw new Error('Chave Pix obrigatória');
  if (chave.length > MAX_KEY || /[^\x21-\x7e]/.test(chave)) throw new Error('Chave Pix inválida');
  const nome = pixText(input.nomeRecebedor).slice(0, MAX_NAME).trim();
  if (!nome) throw new Error('Nome do recebedor obrigatório no Pix');
  const cidade = pixText(input.cidadeRecebedor).slice(0, MAX_CITY).trim();
  if (!cidade) throw new Error('Cidade do recebedor obrigatória no Pix');

  const descricao = input.descricao ? pixText(input.descricao) : '';
  const account = field('00', PIX_GUI) + field('01', chave) + (descricao ? field('02', descricao) : '');
  if (account.length > MAX_FIELD) {
    throw new Error(`Informações da conta do Pix (chave + descrição) excedem ${MAX_FIELD} caracteres`);
  }

  let cep = '';
  if (input.cep) {
    cep = normalizeCep(input.cep);
    if (!isValidCep(cep)) throw new Error('CEP do recebedor inválido no Pix');
  }
  const valor = input.valorCentavos ?? 0;
  const amount = formatPixAmount(valor);

  const body =
    field('00', '01') +
    (input.unico ? field('01', '12') : '') +
    field('26', account) +
    field('52', '0000') +
    field('53', '986') +
    (valor > 0 ? field('54', amount) : '') +
    field('58', 'BR') +
    field('59', nome) +
    field('60', cidade) +
    (cep ? field('61', cep) : '') +
    field('62', field('05', sanitizeTxid(input.txid))) +
    '6304';
  return body + crc16Ccitt(body);
}

/** Top-level TLV fields in order; throws on a malformed structure. */
export function parseTlv(data: string): Array<{ id: string; value: string }> {
  const out: Array<{ id: string; value: string }> = [];
  let i = 0;
  while (i < data.length) {
    const head = data.slice(i, i + 4);
    if (!/^\d{4}$/.test(head)) throw new Error(`Estrutura do Pix inválida na posição ${i}`);
    const len = Number(head.slice(2));
    const value = data.slice(i + 4, i + 4 + len);
    if (value.length !== len) throw new Error(`Campo ${head.slice(0, 2)} do Pix truncado`);
    out.push({ id: head.slice(0, 2), value });
    i += 4 + len;
  }
  return out;
}

const toRecord = (list: Array<{ id: string; value: string }>) =>
  Object.fromEntries(list.map(({ id, value }) => [id, value])) as Record<string, string>;

export type ParsedPix = {
  /** Top-level fields by ID ("00", "26", "54", "63", …). */
  fields: Record<string, string>;
  /** Sub-fields of the merchant account info carrying the Pix GUI (00 GUI, 01 key, 02 description). */
  merchantAccount: Record<string, string> | null;
  /** Sub-fields of ID 62 (05 = txid). */
  additionalData: Record<string, string>;
  /** The fields in the order they appear. */
  order: string[];
};

/** Parses a BR Code's TLV structure (no checks beyond well-formedness: see validatePixPayload). */
export function parsePixPayload(payload: string): ParsedPix {
  const list = parseTlv(payload);
  const fields = toRecord(list);
  let merchantAccount: Record<string, string> | null = null;
  for (const { id, value } of list) {
    const n = Number(id);
    if (n < 26 || n > 51) continue;
    const sub = toRecord(parseTlv(value));
    if (sub['00']?.toUpperCase() === PIX_GUI) {
      merchantAccount = sub;
      break;
    }
  }
  const additionalData = fields['62'] ? toRecord(parseTlv(fields['62'])) : {};
  return { fields, merchantAccount, additionalData, order: list.map((f) => f.id) };
}

/** Starts with 000201, ID 63 last with the right CRC, and a merchant account with the Pix GUI. */
export function validatePixPayload(payload: string): { ok: true } | { ok: false; motivo: string } {
  if (!payload.startsWith('000201')) return { ok: false, motivo: 'O código Pix deve começar com 000201' };
  let parsed: ParsedPix;
  try {
    parsed = parsePixPayload(payload);
  } catch (e) {
    return { ok: false, motivo: (e as Error).message };
  }
  const crcAt = payload.length - 8;
  if (parsed.order.at(-1) !== '63' || payload.slice(crcAt, crcAt + 4) !== '6304') {
    return { ok: false, motivo: 'O CRC (campo 63) deve ser o último campo do código Pix' };
  }
  if (parsed.order.filter((id) => id === '63').length !== 1) {
    return { ok: false, motivo: 'O código Pix tem mais de um campo 63' };
  }
  if (crc16Ccitt(payload.slice(0, -4)) !== payload.slice(-4).toUpperCase()) {
    return { ok: false, motivo: 'CRC do código Pix não confere' };
  }
  if (!parsed.merchantAccount) return { ok: false, motivo: 'O código Pix não tem o identificador BR.GOV.BCB.PIX' };
  return { ok: true };
}
