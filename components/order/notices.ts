import { ORDER_MESSAGES } from '@/lib/contract/order';

/**
 * Messages of the order pages after a form post (the action redirects back with `?ok=` or
 * `?erro=` and a key, never free text: a link cannot put words in the supplier's mouth).
 */
const OWN = {
  cancelado: 'Pedido cancelado.',
  aceito: 'Orçamento aceito! Seu pedido foi enviado ao fornecedor.',
  recusado: 'Orçamento recusado.',
  novaCobranca: 'Nova cobrança gerada. Use os dados de pagamento abaixo.',
  falha: 'Não foi possível concluir a operação. Tente novamente.',
} as const;

type StringKeys<T> = { [K in keyof T]: T[K] extends string ? K : never }[keyof T];
type OrderMessageKey = StringKeys<typeof ORDER_MESSAGES>;
export type NoticeKey = keyof typeof OWN | OrderMessageKey;

/** The key of a pt-BR message of the API (one of ORDER_MESSAGES), else 'falha'. */
export function noticeKeyOf(mensagem: string): NoticeKey {
  for (const [k, v] of Object.entries(ORDER_MESSAGES)) if (v === mensagem) return k as OrderMessageKey;
  return 'falha';
}

/** The text of a notice key from the URL; null for anything unknown. */
export function noticeText(key: string | undefined): string | null {
  if (!key) return null;
  if (Object.hasOwn(OWN, key)) return OWN[key as keyof typeof OWN];
  if (Object.hasOwn(ORDER_MESSAGES, key)) {
    const v = ORDER_MESSAGES[key as keyof typeof ORDER_MESSAGES];
    return typeof v === 'string' ? v : null;
  }
  return null;
}
