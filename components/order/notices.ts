import { INVOICE_MESSAGES } from '@/lib/contract/invoice';
import { ORDER_MESSAGES } from '@/lib/contract/order-messages';
import { SUBSCRIPTION_MESSAGES } from '@/lib/contract/subscription';

/**
 * Messages of the order pages after a form post (the action redirects back with `?ok=` or
 * `?erro=` and a key, never free text: a link cannot put words in the supplier's mouth).
 */
const OWN = {
  cancelado: 'Pedido cancelado.',
  aceito: 'Orçamento aceito! Seu pedido foi enviado ao fornecedor.',
  recusado: 'Orçamento recusado.',
  novaCobranca: 'Nova cobrança gerada. Use os dados de pagamento abaixo.',
  pagamentoAlterado: 'Forma de pagamento alterada. Confira os dados de pagamento abaixo.',
  falha: 'Não foi possível concluir a operação. Tente novamente.',
} as const;

/** The API's fixed pt-BR messages of the after-sale pages, by key (functions left out). */
const API: Record<string, string> = Object.fromEntries(
  [ORDER_MESSAGES, INVOICE_MESSAGES, SUBSCRIPTION_MESSAGES].flatMap((m) =>
    Object.entries(m).filter((e): e is [string, string] => typeof e[1] === 'string'),
  ),
);

export type NoticeKey = keyof typeof OWN | (string & {});

/** The key of a pt-BR message of the API (ORDER_MESSAGES, INVOICE_MESSAGES, SUBSCRIPTION_MESSAGES), else 'falha'. */
export function noticeKeyOf(mensagem: string): NoticeKey {
  for (const [k, v] of Object.entries(API)) if (v === mensagem) return k;
  return 'falha';
}

/** The text of a notice key from the URL; null for anything unknown. */
export function noticeText(key: string | undefined): string | null {
  if (!key) return null;
  if (Object.hasOwn(OWN, key)) return OWN[key as keyof typeof OWN];
  if (Object.hasOwn(API, key)) return API[key]!;
  return null;
}
