import { maskedCaret } from '@/lib/rules/cep';
import { maskPhone } from '@/lib/rules/phone';

/**
 * What PhoneInput loads when its field changes (phone-input.tsx): masks the field's text, the caret after the same
 * digit. The masked text when it changed, else null.
 */
export function applyPhoneMask(el: HTMLInputElement): string | null {
  const raw = el.value;
  const masked = maskPhone(raw);
  if (masked === raw) return null;
  const at = maskedCaret(raw, el.selectionStart ?? raw.length, masked);
  el.value = masked;
  if (document.activeElement === el) el.setSelectionRange(at, at);
  return masked;
}
