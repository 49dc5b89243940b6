/** Recurrence of a cart (spec 4 Cart "Subscription"): subscription products and the type chosen. */
import { CART_API_MESSAGES, NO_SUBSCRIPTION } from '../../../../lib/contract/cart';
import type { Queryable } from '../../db/types';
import { invalid } from '../errors';
import { listSubscriptionTypes } from '../subscription/types';

export { SUBSCRIPTION_TAG } from '../../../../lib/rules/subscription';

export const RECURRENCE_MESSAGE =
  'Seu carrinho tem produtos de assinatura: escolha com que frequência quer recebê-los.';

const invalidType = () =>
  invalid(
    CART_API_MESSAGES.tipoAssinaturaInvalido,
    { idtipoassinatura: CART_API_MESSAGES.tipoAssinaturaInvalido },
    'TIPO_ASSINATURA_INVALIDO',
  );

/** 400 unless the type is one of the supplier's active types. */
export async function assertSubscriptionType(
  db: Queryable,
  idfornecedor: string,
  idtipoassinatura: string,
): Promise<void> {
  const types = await listSubscriptionTypes(db, idfornecedor);
  if (!types.some((t) => t.idtipoassinatura === idtipoassinatura.toLowerCase())) throw invalidType();
}

/**
 * meta_info and the chosen type: `asked` (the call's idtipoassinatura) overrides the saved
 * choice; 'whitout' means none. Types are read only when they can matter.
 */
export async function cartRecurrence(
  db: Queryable,
  idfornecedor: string,
  hasSubscriptionProduct: boolean,
  saved: string | null,
  asked: string | undefined,
): Promise<{
  meta_info: { hasRecorrencia: boolean; recorrencia: { mensagem: string | null } };
  assinaturaSelecionada: string | null;
}> {
  const wanted = asked === undefined ? saved : asked === NO_SUBSCRIPTION ? null : asked.toLowerCase();
  const askedType = asked !== undefined && asked !== NO_SUBSCRIPTION;
  if (!hasSubscriptionProduct && !askedType)
    return { meta_info: { hasRecorrencia: false, recorrencia: { mensagem: null } }, assinaturaSelecionada: null };
  const types = await listSubscriptionTypes(db, idfornecedor);
  const chosen = wanted ? types.find((t) => t.idtipoassinatura === wanted) : undefined;
  if (askedType && !chosen) throw invalidType();
  const hasRecorrencia = hasSubscriptionProduct && types.length > 0;
  if (!hasRecorrencia)
    return { meta_info: { hasRecorrencia: false, recorrencia: { mensagem: null } }, assinaturaSelecionada: null };
  return {
    meta_info: { hasRecorrencia, recorrencia: { mensagem: chosen?.mensagem ?? RECURRENCE_MESSAGE } },
    assinaturaSelecionada: chosen?.idtipoassinatura ?? null,
  };
}
