import { CART_API_MESSAGES } from '@/lib/contract/cart';
import { SHOPPING_LIST_MESSAGES } from '@/lib/contract/shopping-list';

/**
 * Messages of the list pages after a form post: the action redirects back with `?ok=` or `?erro=`
 * and a key, never free text (a link cannot put words in the supplier's mouth).
 */
const OWN = {
  criada: 'Lista criada.',
  salvo: 'Lista atualizada.',
  removido: 'Produto retirado da lista.',
  copiado: 'Produto copiado para a outra lista.',
  desativada: 'Lista desativada.',
  falha: 'Não foi possível concluir a operação. Tente novamente.',
} as const;

const API: Record<string, string> = Object.fromEntries(
  (
    Object.entries({
      ...SHOPPING_LIST_MESSAGES,
      bloqueado: CART_API_MESSAGES.bloqueado,
      quantidadeInvalida: CART_API_MESSAGES.quantidadeInvalida,
      produtoNaoEncontrado: CART_API_MESSAGES.produtoNaoEncontrado,
    }) as [string, unknown][]
  ).filter((e): e is [string, string] => typeof e[1] === 'string'),
);

/** The key of a fixed pt-BR message of the API, else 'falha'. */
export function listNoticeKeyOf(mensagem: string): string {
  for (const [k, v] of Object.entries(API)) if (v === mensagem) return k;
  return 'falha';
}

export function listNoticeText(key: string | undefined): string | null {
  if (!key) return null;
  if (Object.hasOwn(OWN, key)) return OWN[key as keyof typeof OWN];
  if (Object.hasOwn(API, key)) return API[key]!;
  return null;
}

export type ListNoticeKey = keyof typeof OWN;
