/**
 * May this visitor submit an order on this supplier? Pure; for the cart issue.
 * - visitor: no ('Faça login para comprar');
 * - unapproved user on a supplier with block-not-approved-user / support-budget: held (no);
 * - unapproved user with restrict-not-approved-user-submission: browses, cannot submit;
 * - otherwise yes.
 */
import type { SessionKind } from './config';

export const PENDING_APPROVAL_MESSAGE = 'Seu cadastro já foi confirmado e aguarda aprovação';
export const LOGIN_TO_BUY_MESSAGE = 'Faça login para comprar';
/** The same notice addressed to a representative acting for a pending client. */
export const CLIENT_PENDING_APPROVAL_MESSAGE =
  'O cadastro deste cliente está em análise e aguarda aprovação do fornecedor. Os pedidos dele só poderão ser enviados depois da aprovação.';

/** The pending-approval notice for whoever is looking: the customer, or the representative serving them. */
export function pendingApprovalMessage(kind: SessionKind): string {
  return kind === 'representante' ? CLIENT_PENDING_APPROVAL_MESSAGE : PENDING_APPROVAL_MESSAGE;
}

export type SubmitCheck = { ok: true } | { ok: false; motivo: string };

export function canSubmit(input: {
  logado: boolean;
  cadastro_aprovado?: boolean | undefined;
  tags: readonly string[];
}): SubmitCheck {
  if (!input.logado) return { ok: false, motivo: LOGIN_TO_BUY_MESSAGE };
  if (input.cadastro_aprovado) return { ok: true };
  const gated = ['block-not-approved-user', 'support-budget', 'restrict-not-approved-user-submission'];
  if (input.tags.some((t) => gated.includes(t))) return { ok: false, motivo: PENDING_APPROVAL_MESSAGE };
  return { ok: true };
}

/** True when the supplier holds unapproved users (they see the pending screen). */
export function holdsUnapproved(tags: readonly string[]): boolean {
  return tags.includes('block-not-approved-user') || tags.includes('support-budget');
}
