'use server';

import { MIN_PASSWORD_LENGTH } from '@/lib/contract';
import { resetPassword } from '@/lib/commerce/identity';
import { rateLimitResult } from '@/lib/commerce/rate-limit';
import { FORBIDDEN_RESULT, actionOriginOk, failure, requestSupplier } from '@/lib/session/flow';

/** `destino`: HTTP 429, the form goes to the too-many-request page (followRateLimit). */
export type ResetState = { ok: boolean; mensagem: string; destino?: string } | null;

/** New password from the emailed link (single use, revokes every session of the client). */
export async function resetPasswordAction(_prev: ResetState, formData: FormData): Promise<ResetState> {
  if (!(await actionOriginOk())) return { ok: false, mensagem: FORBIDDEN_RESULT.erro };
  const token = String(formData.get('token') ?? '');
  const senha = String(formData.get('senha') ?? '');
  if (senha.length < MIN_PASSWORD_LENGTH) return { ok: false, mensagem: `A senha deve ter ao menos ${MIN_PASSWORD_LENGTH} caracteres` };
  if (senha !== String(formData.get('confirmacao') ?? '')) return { ok: false, mensagem: 'As senhas não conferem' };
  const ctx = await requestSupplier();
  if (!ctx) return { ok: false, mensagem: 'Link de redefinição de senha inválido ou expirado' };
  try {
    const r = await resetPassword(token, senha, ctx.supplier.idfornecedor);
    return { ok: true, mensagem: r.mensagem };
  } catch (error) {
    const limited = rateLimitResult(error, ctx.base);
    if (limited) return { ok: false, mensagem: limited.erro, destino: limited.destino };
    return { ok: false, mensagem: failure(error, 'Não foi possível redefinir a senha. Tente novamente mais tarde').erro };
  }
}
