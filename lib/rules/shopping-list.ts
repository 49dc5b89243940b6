/** Shopping lists (spec 4 "Shopping list": applying ends with result success, error or unknown). Pure. */

export const SHOPPING_LIST_TYPES = ['FROM_CLIENT', 'TO_CLIENT'] as const;
export type ShoppingListType = (typeof SHOPPING_LIST_TYPES)[number];
export const APPLY_RESULTS = ['success', 'error', 'unknown'] as const;
export type ApplyResult = (typeof APPLY_RESULTS)[number];

export const MAX_LIST_NAME = 80;
export const MAX_LIST_PRODUCTS = 200;
/** Active lists a client may keep per supplier. */
export const MAX_LISTS_PER_CLIENT = 50;

export const SHOPPING_LIST_MESSAGES = {
  naoEncontrada: 'Lista de compras não encontrada',
  nomeObrigatorio: 'Informe o nome da lista',
  nomeLongo: `O nome da lista pode ter no máximo ${MAX_LIST_NAME} caracteres`,
  nomeRepetido: 'Já existe uma lista com este nome',
  muitasListas: `Você pode ter no máximo ${MAX_LISTS_PER_CLIENT} listas`,
  muitosProdutos: `A lista aceita no máximo ${MAX_LIST_PRODUCTS} produtos`,
  criada: (nome: string) => `Lista "${nome}" criada`,
  produtoAdicionado: (produto: string, lista: string) => `${produto} foi adicionado à lista "${lista}"`,
  produtoRemovido: (produto: string, lista: string) => `${produto} foi retirado da lista "${lista}"`,
  produtoCopiado: (produto: string, lista: string) => `${produto} foi copiado para a lista "${lista}"`,
  produtoForaDaLista: 'Este produto não está na lista',
  mesmaLista: 'Escolha outra lista de destino',
  desativada: (nome: string) => `Lista "${nome}" desativada`,
  listaDesativada: 'Esta lista foi desativada',
  sugeridaSomenteLeitura: 'Listas sugeridas não podem ser alteradas',
  apenasFornecedorOuRepresentante: 'Somente o fornecedor ou um representante do cliente cria listas sugeridas',
  clienteNaoAtendido: 'Cliente não encontrado neste fornecedor',
  listaVazia: 'A lista não tem produtos',
  nenhumDisponivel: 'Nenhum produto da lista está disponível no momento',
  aplicada: 'Os produtos da lista foram carregados no seu carrinho',
  aplicadaParcial: (nomes: readonly string[]) =>
    `Os produtos da lista foram carregados no seu carrinho, exceto os indisponíveis: ${nomes.join(', ')}`,
  aplicacaoDesconhecida: 'Não foi possível confirmar se a lista foi aplicada. Confira o seu carrinho.',
  aplicacaoFalhou: 'Não foi possível aplicar a lista ao carrinho',
} as const;

/**
 * The notice the supplier home shows after an "apply" (`?aviso=<key>`): a key, never free text, so a
 * link cannot put words on the page; the unavailable products' names stay on the list's page.
 */
export const APPLY_NOTICES = {
  'lista-aplicada': SHOPPING_LIST_MESSAGES.aplicada,
  'lista-parcial':
    'Os produtos disponíveis da lista foram carregados no seu carrinho; os indisponíveis ficaram de fora.',
  'lista-verificar': SHOPPING_LIST_MESSAGES.aplicacaoDesconhecida,
} as const;
export type ApplyNoticeKey = keyof typeof APPLY_NOTICES;

/** The home's notice key for an apply that left the list's page (success or unknown). */
export function applyNoticeKey(result: 'success' | 'unknown', mensagem: string): ApplyNoticeKey {
  if (result === 'unknown') return 'lista-verificar';
  return mensagem === SHOPPING_LIST_MESSAGES.aplicada ? 'lista-aplicada' : 'lista-parcial';
}

/** The text of `?aviso=` on the supplier home; null for anything else. */
export function applyNoticeText(key: string | string[] | undefined): string | null {
  return typeof key === 'string' && Object.hasOwn(APPLY_NOTICES, key) ? APPLY_NOTICES[key as ApplyNoticeKey] : null;
}

/** The end of an "apply" as the storefront sees it, from the HTTP status and the API's answer. */
export function applyOutcome(
  status: number | null,
  body: { result?: unknown; mensagem?: unknown } | null,
): { result: ApplyResult; mensagem: string } {
  const mensagem = typeof body?.mensagem === 'string' && body.mensagem ? body.mensagem : null;
  if (status !== null && status >= 200 && status < 300 && body?.result === 'success') {
    return { result: 'success', mensagem: mensagem ?? SHOPPING_LIST_MESSAGES.aplicada };
  }
  // A refusal (4xx) is known not to have touched the cart.
  if (status !== null && status >= 400 && status < 500)
    return { result: 'error', mensagem: mensagem ?? SHOPPING_LIST_MESSAGES.aplicacaoFalhou };
  // No answer, a server failure or an unreadable answer: the cart may or may not have changed.
  return { result: 'unknown', mensagem: SHOPPING_LIST_MESSAGES.aplicacaoDesconhecida };
}
