import { isValidCnpj, isValidCpf, maskCnpj, maskCpf, normalizeDocument } from './documents';

/** Spec section 8: shown for a login that is neither a valid email nor a valid document. */
export const LOGIN_INVALID_MESSAGE = 'Email ou CPF Invalido';

/** What a supplier that sells only to companies answers for a document that is not a valid CNPJ. */
export const CNPJ_INVALID_MESSAGE = 'CNPJ inválido';

export type LoginKind = 'EMAIL' | 'CPF' | 'CNPJ' | 'ESTRANGEIRO';
export type LoginClassification =
  | { ok: true; tipo: LoginKind; valor: string }
  | { ok: false; erro: typeof LOGIN_INVALID_MESSAGE | typeof CNPJ_INVALID_MESSAGE };

const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Classifies what was typed in the single login field, normalised:
 * - email → trimmed lower-case;
 * - CPF (11 digits) / CNPJ (14: `[0-9A-Z]{12}[0-9]{2}`, alphanumeric allowed), with or without
 *   punctuation → upper-case without punctuation, check digits validated;
 * - foreign document: 5–20 letters/digits that are not CPF/CNPJ-shaped (at least one letter, or
 *   a digit string of another length) → upper-case alphanumerics.
 * Anything else (including bad check digits) → 'Email ou CPF Invalido'.
 */
export function classifyLogin(input: string | null | undefined): LoginClassification {
  const bad = { ok: false, erro: LOGIN_INVALID_MESSAGE } as const;
  if (typeof input !== 'string') return bad;
  const raw = input.trim();
  if (!raw || raw.length > 120) return bad;
  if (raw.includes('@')) {
    const e = raw.toLowerCase();
    return EMAIL_RE.test(e) && e.length <= 254 ? { ok: true, tipo: 'EMAIL', valor: e } : bad;
  }
  if (/[^0-9A-Za-z.\-/\s]/.test(raw)) return bad;
  const doc = normalizeDocument(raw);
  const punctuated = /[.\-/]/.test(raw);
  if (/^\d{11}$/.test(doc)) return isValidCpf(doc) ? { ok: true, tipo: 'CPF', valor: doc } : bad;
  if (/^[0-9A-Z]{12}\d{2}$/.test(doc) && (/^\d{14}$/.test(doc) || punctuated || isValidCnpj(doc))) {
    return isValidCnpj(doc) ? { ok: true, tipo: 'CNPJ', valor: doc } : bad;
  }
  // Punctuated like a CPF/CNPJ but of the wrong size: a typo, not a foreign document.
  if (/^\d{3}\.\d{3}\.\d{3}/.test(raw) || /^\w{2}\.\w{3}\.\w{3}\//.test(raw)) return bad;
  if (/^\d+$/.test(doc) && (doc.length === 12 || doc.length === 13)) return bad;
  if (/^[0-9A-Z]{5,20}$/.test(doc)) return { ok: true, tipo: 'ESTRANGEIRO', valor: doc };
  return bad;
}

/**
 * The login as a supplier takes it. Where the supplier sells only to companies
 * (`sells-only-to-companies`), a document that is not a valid CNPJ or CPF (a foreign document, or a
 * document with wrong check digits) is a mistyped CNPJ: 'CNPJ inválido', never a foreign-document
 * consumer. Elsewhere, classifyLogin.
 */
export function classifyLoginAt(input: string | null | undefined, companiesOnly: boolean): LoginClassification {
  const c = classifyLogin(input);
  if (!companiesOnly) return c;
  if (c.ok ? c.tipo === 'ESTRANGEIRO' : typeof input === 'string' && input.trim() !== '' && !input.includes('@'))
    return { ok: false, erro: CNPJ_INVALID_MESSAGE };
  return c;
}

const RECOGNISED: Record<LoginKind, string> = {
  EMAIL: 'Email reconhecido',
  CPF: 'CPF reconhecido',
  CNPJ: 'CNPJ reconhecido',
  ESTRANGEIRO: 'Documento estrangeiro',
};

/**
 * What the login field recognised, said under it as the person types (null while it is nothing
 * yet). Where only companies buy, a foreign document is said to be refused there.
 */
export function recognisedLogin(input: string, companiesOnly: boolean): string | null {
  const c = classifyLogin(input);
  if (!c.ok) return null;
  if (companiesOnly && c.tipo === 'ESTRANGEIRO') return 'Documento estrangeiro: aqui as vendas são só para CNPJ';
  return RECOGNISED[c.tipo];
}

/** Document kind of an already-normalised document column (cpfLength 14 → CNPJ). */
export function documentKind(doc: string): 'CPF' | 'CNPJ' | 'ESTRANGEIRO' {
  if (/^\d{11}$/.test(doc) && isValidCpf(doc)) return 'CPF';
  if (doc.length === 14 && isValidCnpj(doc)) return 'CNPJ';
  return 'ESTRANGEIRO';
}

/**
 * Mask while typing. Emails and foreign documents stay as typed; digits are a CPF up to 11, then a
 * CNPJ. An alphanumeric CNPJ (letters in its first 12 characters) is masked as it is typed when it
 * starts with two digits (`12A` → `12.A`, `1234567A` → `12.345.67A`); otherwise (a foreign
 * document such as `AB123456` or `V123456-7`) it stays as typed until its 14 characters form a
 * valid CNPJ, or is typed with a CNPJ's punctuation in its places. An email that began like a
 * document is unmasked when its `@` is typed.
 */
export function maskLoginInput(input: string): string {
  const at = input.indexOf('@');
  if (at >= 0) {
    // An email whose first characters were masked as a document ('12.ABC' + '@'): unmasked again.
    const local = input.slice(0, at);
    const plain = normalizeDocument(local);
    const masked = /[.\-/]/.test(local) && (local === maskCpf(plain) || local.toUpperCase() === maskCnpj(plain));
    return masked ? `${plain.toLowerCase()}${input.slice(at)}` : input;
  }
  const doc = normalizeDocument(input);
  if (/^\d{0,11}$/.test(doc)) return maskCpf(doc);
  if (/^\d{2}[0-9A-Z]{1,12}$/.test(doc) && /[A-Z]/.test(doc.slice(0, 12)) && /^\d{0,2}$/.test(doc.slice(12)))
    return maskCnpj(doc);
  if (
    /^[0-9A-Z]{12,14}$/.test(doc) &&
    /^\d{0,2}$/.test(doc.slice(12)) &&
    // Punctuation counts only where a CNPJ has it: an email's own dot ('convidada.mwz01…') does not.
    (input.toUpperCase() === maskCnpj(doc) || /^\d+$/.test(doc) || isValidCnpj(doc))
  ) {
    return maskCnpj(doc);
  }
  if (/^\d{12,14}$/.test(doc)) return maskCnpj(doc);
  return input;
}

/** 'joao.silva@gmail.com' → 'jo***@gmail.com'. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '***';
  const local = email.slice(0, at);
  return `${local.slice(0, Math.min(2, Math.max(1, local.length - 1)))}***${email.slice(at)}`;
}
