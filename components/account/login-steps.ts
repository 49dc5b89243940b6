/** Pure step logic of the login/registration flow (unit-tested). */
import { classifyLoginAt, maskLoginInput, type LoginKind } from '@/lib/rules/login';

export type Step = 'login' | 'senha' | 'cadastro' | 'recuperado' | 'pendente' | 'bem-vindo' | 'representante';

/**
 * Validates the login field before any call: null when fine, else 'Email ou CPF Invalido' (or
 * 'CNPJ inválido' where only companies buy, for anything that is not an email or a valid CNPJ/CPF).
 */
export function loginFieldError(value: string, companiesOnly = false): string | null {
  const c = classifyLoginAt(value, companiesOnly);
  return c.ok ? null : c.erro;
}

/** Mask as the user types (emails and foreign documents untouched). */
export function maskLogin(value: string): string {
  return maskLoginInput(value);
}

export function stepAfterLookup(existe: boolean): Step {
  return existe ? 'senha' : 'cadastro';
}

/** The registration form asks for company fields for a CNPJ, the document for an email login. */
export function registrationFields(tipo: LoginKind): { empresa: boolean; pedeDocumento: boolean; pedeEmail: boolean } {
  return { empresa: tipo === 'CNPJ', pedeDocumento: tipo === 'EMAIL', pedeEmail: tipo !== 'EMAIL' };
}
