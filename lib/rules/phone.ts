/**
 * Brazilian phone numbers in links: `tel:` and WhatsApp need the country code (+55), which
 * suppliers rarely type. Accepts what people write: `(11) 98765-4321`, `011 3031-4500`,
 * `+55 11 98765-4321`, `55 11 3031 4500`.
 */

/** National number (DDD + 8 or 9 digits) or null when it is not one. */
function nationalDigits(raw: string): string | null {
  let d = raw.replace(/\D/g, '');
  if (raw.trim().startsWith('+')) {
    if (!d.startsWith('55')) return null;
    d = d.slice(2);
  } else if ((d.length === 12 || d.length === 13) && d.startsWith('55')) {
    d = d.slice(2);
  } else if (d.length === 11 || d.length === 12) {
    // Trunk prefix 0 (`011 3031-4500`, `011 98765-4321`); a bare 11-digit mobile keeps its digits.
    if (d.startsWith('0')) d = d.slice(1);
  }
  if (d.length !== 10 && d.length !== 11) return null;
  if (d[0] === '0' || d[1] === '0') return null; // DDDs are 11–99
  if (d.length === 11 && d[2] !== '9') return null; // 9-digit numbers are mobiles
  return d;
}

/** E.164 digits (`5511987654321`), or null for what is not a Brazilian number (0800, short codes…). */
export function toE164BR(raw: string | null | undefined): string | null {
  if (!raw) return null;
  const d = nationalDigits(raw);
  return d ? `55${d}` : null;
}

/** `tel:+5511…`; toll-free and other non-geographic numbers keep their digits (`tel:08007771234`). */
export function telHref(raw: string): string {
  const e164 = toE164BR(raw);
  return e164 ? `tel:+${e164}` : `tel:${raw.replace(/[^\d+]/g, '')}`;
}

/** `https://wa.me/5511…`, or null when the number is not a Brazilian one WhatsApp can reach. */
export function whatsappHref(raw: string): string | null {
  const e164 = toE164BR(raw);
  return e164 ? `https://wa.me/${e164}` : null;
}

/**
 * The mask of a phone field as it is typed: `(11) 3031-4500` (landline, 10 digits) or `(11) 98765-4321` (mobile,
 * 11 digits); at most 11 digits are kept, anything else typed is dropped.
 */
export function maskPhone(raw: string): string {
  // Pasted with the country code (+55 11 98765-4321) or the trunk prefix (011 3031-4500): no DDD starts with 0.
  const all = raw.replace(/\D/g, '');
  const d = (raw.trim().startsWith('+') ? all.replace(/^55/, '') : all).replace(/^0+/, '').slice(0, 11);
  if (d.length === 0) return '';
  if (d.length <= 2) return `(${d}`;
  const ddd = `(${d.slice(0, 2)}) `;
  const rest = d.slice(2);
  const head = rest.length > 8 ? 5 : 4;
  return rest.length <= head ? ddd + rest : `${ddd}${rest.slice(0, head)}-${rest.slice(head)}`;
}
