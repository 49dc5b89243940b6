/** The method and slot an order chose, checked against what the delivery-method answer offers. */
import type { DeliveryMethod, DeliveryMethodsResponse, DeliverySlot } from '../../../../lib/contract/delivery-methods';
import { ORDER_MESSAGES } from '../../../../lib/contract/order-messages';
import { findSlot } from '../../../../lib/rules/freight';
import { conflict, invalid } from '../errors';

/**
 * The offered method `idformaentrega` (400 FORMA_ENTREGA_INVALIDA otherwise) and its slot: the one
 * whose start is `data_de_entrega` (409 HORARIO_INDISPONIVEL when no longer offered), the first one
 * when none is given, null for a method without scheduling.
 */
export function chosenMethod(
  answer: Pick<DeliveryMethodsResponse, 'formasEntrega'>,
  choice: { idformaentrega: string; data_de_entrega?: string | null },
): { forma: DeliveryMethod; janela: DeliverySlot | null } {
  const forma = answer.formasEntrega.find((m) => m.idformaentrega === choice.idformaentrega.toLowerCase());
  if (!forma)
    throw invalid(
      ORDER_MESSAGES.formaEntregaInvalida,
      { formaEntrega: ORDER_MESSAGES.formaEntregaInvalida },
      'FORMA_ENTREGA_INVALIDA',
    );
  if (forma.agendamento.length === 0) return { forma, janela: null };
  const janela = choice.data_de_entrega
    ? findSlot(forma.agendamento, choice.data_de_entrega)
    : (forma.agendamento[0]?.janelas[0] ?? null);
  if (!janela)
    throw conflict(ORDER_MESSAGES.horarioIndisponivel, 'HORARIO_INDISPONIVEL', {
      'formaEntrega.data_de_entrega': ORDER_MESSAGES.horarioIndisponivel,
    });
  return { forma, janela };
}
