/**
 * The authorization matrix's table (decision 0037): every call of lib/contract/endpoints.ts, by
 * `METHOD path`, with who it acts as and on whose data. The meta-test (authorization-table.test.ts)
 * fails when a descriptor is missing here or an entry names no descriptor, so a new call is
 * classified before it ships; the relation tests (authorization-*.test.ts) build their cases from
 * this table, so a classified call is attacked without writing a test for it.
 *
 * Guards:
 * - `public`: anyone; answers nothing private to an account (a session only personalises prices).
 * - `secret`: the credential is a secret in the request (password, reset or invitation link, handoff code, API key).
 * - `admin`: the back office (X-Admin-Key).
 * - `session`: the session's own account only; nothing in the request names another account (the composite
 *   `<token>~<idcliente>` may, and must then be refused unless the session acts for that client).
 * - `customer`: the request names a customer (idcliente in path, query or body, or an id the customer owns:
 *   order, list, subscription, title, address, room, session). Only that customer's own session, its
 *   principal through an accepted link, or its own representative may call it.
 * - `linked`: a principal acting on one of its linked users (idcliente = principal, idvinculado = linked).
 * - `representative`: a representative's session, on its own supplier and portfolio.
 * - `attendant`: an attendant's Bearer token, on its own supplier only.
 */
import { randomUUID } from 'node:crypto';

import { DEMO_SUBSCRIPTION, DEMO_SUPPLIERS } from '../../seed/demo-world';

export type Guard = 'public' | 'secret' | 'admin' | 'session' | 'customer' | 'linked' | 'representative' | 'attendant';

export type Relation =
  'customer/customer' | 'supplier/supplier' | 'principal/linked' | 'representative/client' | 'attendant/supplier';

/** The guards whose calls each relation's matrix runs (every call of those guards). */
export const RELATION_GUARDS: Record<Relation, readonly Guard[]> = {
  'customer/customer': ['customer', 'session', 'linked'],
  'supplier/supplier': ['customer', 'session', 'attendant', 'representative'],
  'principal/linked': ['customer', 'session', 'linked'],
  'representative/client': ['customer', 'session', 'representative'],
  'attendant/supplier': ['attendant', 'customer'],
};

/** The victim's ids a case fills a call with (the right actor's own data). */
export type Victim = {
  idcliente: string;
  idfornecedor: string;
  /** A product of the victim's supplier. */
  idproduto: string;
  numpedido?: number;
  idfatura?: string;
  idlista?: string;
  idendereco?: string;
  idsessao?: string;
  idassinatura?: string;
  idconvite?: string;
  idvinculado?: string;
  idrepresentante?: string;
  /** An own list of the caller, for the copy's destination. */
  idlistadestino?: string;
};

export type Entry = {
  guard: Guard;
  /** A read of the victim's data: the right actor must get a 2xx. */
  read?: boolean;
  /** Whose data the ids are, when not the relation's main victim (e.g. the subscription lives at the Adega). */
  owner?: 'subscriber';
  /** Minimal valid query and body, from the victim's ids (ids named idcliente/idclient/idfornecedor are filled anyway). */
  query?: (v: Victim) => Record<string, string>;
  body?: (v: Victim) => unknown;
  /** Path params not filled from the victim by name. */
  params?: (v: Victim) => Record<string, string>;
  /** Only from the account's own session: not for a principal or a representative acting for it (decision 0028). */
  ownSessionOnly?: boolean;
  /**
   * A linked user may call it with its principal's id (decision 0028: the credit and the order list
   * are the principal's); the linked user's matrix leaves it out.
   */
  linkedReadsPrincipal?: boolean;
  /** Headers the call requires (validated before the caller is). */
  headers?: () => Record<string, string>;
};

const idempotent = () => ({ 'Idempotency-Key': `chk_${randomUUID().replace(/-/g, '')}` });

const address = (v: Victim) => ({
  apelido: 'Matriz',
  rua: 'Rua Augusta',
  numero: '100',
  bairro: 'Consolação',
  cidade: 'São Paulo',
  uf: 'SP',
  cep: '01305-000',
  idfornecedor: v.idfornecedor,
});

export const CLASSIFICATION: Record<string, Entry> = {
  // system, catalogue, suppliers, configuration, images, search, content: the shop window.
  'GET /health': { guard: 'public' },
  'GET /openapi.json': { guard: 'public' },
  'GET /v2/app/{token}/listacategoriasprodutos/{idfornecedor}': { guard: 'public' },
  'GET /v2/app/setores-produto/obter-setor/{idfornecedor}/{setor}': { guard: 'public' },
  'GET /v2/app/{empresa}/listaprodutos/{idfornecedor}': { guard: 'public' },
  'GET /v2/app/{token}/fornecedor/{idfornecedor}/produto/{idproduto}': { guard: 'public' },
  'GET /v2/app/{token}/fornecedor': { guard: 'public' },
  'GET /v2/app/{token}/fornecedor/{idfornecedor}/formas-pagamento': { guard: 'public' },
  'GET /v2/app/{token}/fornecedor/areaatendimento': { guard: 'public' },
  'GET /v2/configuracao/fornecedor/{idfornecedor}/tema': { guard: 'public' },
  'GET /v2/app/config/fornecedor/{idfornecedor}/rodape': { guard: 'public' },
  'GET /v2/app/{token}/configuracao/fornecedor': { guard: 'public' },
  'GET /v4/static-text/{idfornecedor}': { guard: 'public' },
  'POST /v4/log/google-analytics/{idfornecedor}': { guard: 'public' },
  'GET /superon/imagens/{idfornecedor}/{idproduto}/all-images': { guard: 'public' },
  'GET /superon/imagens/{idfornecedor}/{idproduto}/{n}.svg': { guard: 'public' },
  'GET /superon/imagens/{idfornecedor}/{idproduto}/{n}.webp': { guard: 'public' },
  'GET /superon/imagens/{idfornecedor}/logo.svg': { guard: 'public' },
  'GET /superon/imagens/{idfornecedor}/banners/{n}.svg': { guard: 'public' },
  'GET /superon/imagens/{idfornecedor}/banners/{n}.webp': { guard: 'public' },
  'GET /v2/app/token/listaprodutos/full-text/pesquisar': { guard: 'public' },
  'GET /v4/tag-pesquisa/{idfornecedor}/filtros-produto/{setor}': { guard: 'public' },
  'GET /v4/tag-pesquisa/{idfornecedor}/lista': { guard: 'public' },
  'GET /v2/app/fornecedor/{idfornecedor}/produto-by-tags': { guard: 'public' },
  'GET /v1/app/{token}/listaprodutosf/{idfornecedor}': { guard: 'public' },
  'GET /v2/app/{token}/customizacao/carrossel/list-for-page/{idfornecedor}': { guard: 'public' },
  'GET /v4/pagina-estatica/{idfornecedor}/listar': { guard: 'public' },
  'GET /v4/pagina-estatica/{idfornecedor}/slug/{slug}': { guard: 'public' },
  'GET /v4/link-acao/{idfornecedor}/{codigo}': { guard: 'public' },
  // Anyone may write to a supplier; capped per sender email and client address (send-caps.ts, decision 0046).
  'POST /v4/fale-conosco/{idfornecedor}': { guard: 'public' },
  'GET /v4/cep/{cep}': { guard: 'public' },
  'GET /v4/geocode': { guard: 'public' },
  'GET /v4/subscription/type/list/{idfornecedor}': { guard: 'public' },
  'POST /v4/app/formas-entrega/{idfornecedor}/{cep}': { guard: 'public' },
  'GET /v4/caracteristica-pedido/todas/{idfornecedor}': { guard: 'public' },
  'GET /v4/caracteristica-cliente/todas/{idfornecedor}': { guard: 'public' },
  'GET /v4/app/token/custom-content/{idfornecedor}': { guard: 'public' },
  'GET /v4/promotional-combo-all/{idfornecedor}': { guard: 'public' },
  'GET /v4/promotional-combo/{idcombopromocional_cabecalho}/': { guard: 'public' },
  'GET /termouso': { guard: 'public' },
  'GET /v1/app/{split}/usuario/dados-receita/{documento}': { guard: 'public' },
  // Registration and the login form: open to visitors, capped per address (decision 0017).
  'POST /v1/app/{token}/usuario': { guard: 'public' },
  'GET /v2/app/{token}/usuario/{login}': { guard: 'public' },
  // The reset link goes only to the account's own confirmed email (decision 0032): nothing is answered.
  'GET /v2/app/{token}/cliente/senha/recuperar/{idcliente}': { guard: 'public' },

  // Credentials in the request.
  'POST /v1/app/{token}/usuario/autenticar': { guard: 'secret' },
  'POST /v1/app/{token}/usuario/autenticar/representante': { guard: 'secret' },
  'POST /v1/app/{token}/usuario/autenticar/atendente': { guard: 'secret' },
  'POST /v4/senha/redefinir': { guard: 'secret' },
  'POST /v4/notificacoes-email/descadastrar': { guard: 'secret' },
  'POST /v4/auth/handoff/consumir': { guard: 'secret' },
  'POST /v4/api-key/login': { guard: 'secret' },
  'POST /v4/convite-vinculado/senha': { guard: 'secret' },

  // The back office.
  'POST /admin/clientes/{idcliente}/fornecedor/{idfornecedor}/aprovar': { guard: 'admin' },
  'PUT /admin/clientes/{idcliente}/fornecedor/{idfornecedor}/credito': { guard: 'admin' },
  'GET /admin/email-outbox': { guard: 'admin' },
  'GET /admin/alertas-disponibilidade': { guard: 'admin' },
  'POST /admin/pedidos/expirar': { guard: 'admin' },
  'GET /admin/fornecedores/{idfornecedor}/sinonimos-busca': { guard: 'admin' },
  'PUT /admin/fornecedores/{idfornecedor}/sinonimos-busca': { guard: 'admin' },
  'POST /admin/assinaturas/gerar': { guard: 'admin' },
  'POST /admin/pedidos/{numpedido}/status': { guard: 'admin' },
  'GET /admin/pedidos/{numpedido}': { guard: 'admin' },
  'POST /admin/pedidos/{numpedido}/orcamento': { guard: 'admin' },
  'POST /admin/pedidos/{numpedido}/pagamento/confirmar': { guard: 'admin' },
  'POST /admin/faturas/{idfatura}/pagar': { guard: 'admin' },

  // The session's own account.
  'GET /v1/app/{token}/cliente/logout': { guard: 'session' },
  'GET /v2/app/{token}/get-configuracoes-cliente': { guard: 'session', read: true },
  'GET /v1/app/{token}/cliente': { guard: 'session', read: true },
  'POST /v4/usuario/email/confirmar': { guard: 'session', body: () => ({ codigo: '000000' }) },
  'POST /v4/verificacao/confirmar': { guard: 'session', body: () => ({ codigo: '000000' }) },
  'POST /v4/auth/handoff': { guard: 'session', body: (v) => ({ idfornecedor: v.idfornecedor }) },
  'GET /v2/app/{token}/cliente/sessoes': { guard: 'session', read: true, ownSessionOnly: true },
  'DELETE /v2/app/{token}/cliente/sessoes': { guard: 'session', ownSessionOnly: true },
  // Order-email preferences: the account's own login only, like its session list (decision 0050).
  'GET /v4/usuario/notificacoes-email': { guard: 'session', read: true, ownSessionOnly: true },
  'PUT /v4/usuario/notificacoes-email': {
    guard: 'session',
    ownSessionOnly: true,
    body: () => ({ ativas: ['pedido-recebido'] }),
  },
  'GET /v1/app/{token}/enderecos': { guard: 'session', read: true },
  'POST /v1/app/{token}/enderecos': { guard: 'session', body: address },
  'POST /v4/payment-sdk/generate-token': {
    guard: 'session',
    body: (v) => ({
      idfornecedor: v.idfornecedor,
      numero: '4111111111111111',
      nome: 'Maria Souza',
      mesValidade: 12,
      anoValidade: new Date().getFullYear() + 2,
      cvv: '123',
    }),
  },
  'POST /v4/orders/export/{idfornecedor}': { guard: 'session', body: () => ({ formato: 'csv' }) },
  'POST /v4/product/spreadsheet/{idfornecedor}/': { guard: 'session', body: () => ({ texto: 'codigo;quantidade' }) },
  'POST /v4/chat/{idfornecedor}/ticket': { guard: 'session' },
  'GET /v4/chat/{idfornecedor}/salas': { guard: 'session', read: true },
  'GET /v4/chat/{idfornecedor}/notificacoes': { guard: 'session', read: true },
  'POST /v4/sugestao/feedback': {
    guard: 'session',
    body: (v) => ({ acao: 'CLIQUE', visao: 'HOME', item_id: v.idproduto, sessao_id: v.idproduto }),
  },

  // A named customer, or an id the customer owns.
  'POST /v4/notificacao/alerta-disponibilidade': {
    guard: 'customer',
    body: (v) => ({ idcliente: v.idcliente, idfornecedor: v.idfornecedor, idproduto: v.idproduto }),
  },
  'GET /v4/notificacao/alerta-disponibilidade/{idcliente}/{idproduto}': { guard: 'customer' },
  'POST /v4/notificacao/alerta-disponibilidade/remove': {
    guard: 'customer',
    body: (v) => ({ idcliente: v.idcliente, idfornecedor: v.idfornecedor, idproduto: v.idproduto }),
  },
  'PUT /v1/app/usuario/{idcliente}': { guard: 'customer', body: () => ({ dadosUsuario: { telefone: '11999990000' } }) },
  'PUT /v4/client/{idcliente}/supplier/{idfornecedor}/termos-uso': { guard: 'customer' },
  'GET /v4/verificacao/enviar-verificacao': {
    guard: 'customer',
    query: (v) => ({ canal: 'email', idcliente: v.idcliente, idfornecedor: v.idfornecedor }),
  },
  'DELETE /v2/app/{token}/cliente/sessoes/{idsessao}': { guard: 'customer', ownSessionOnly: true },
  'POST /v1/app/{token}/enderecosput': {
    guard: 'customer',
    body: (v) => ({ idendereco: v.idendereco, ...address(v) }),
  },
  'POST /v1/app/{token}/cliente/enderecos/{idendereco}/excluir': { guard: 'customer' },
  'GET /v2/app/{token}/enderecos/{idcliente}/faturamento': { guard: 'customer', read: true },
  'PUT /v2/app/{token}/enderecos/{idcliente}/faturamento': { guard: 'customer', body: address },
  'GET /v2/app/{token}/usuario/{idcliente}/cart': { guard: 'customer', read: true },
  'POST /v2/app/{token}/usuario/{idcliente}/cart': { guard: 'customer', body: () => ({ cartItens: [] }) },
  'POST /v2/app/{token}/usuario/{idcliente}/cart/desbloquear': { guard: 'customer' },
  'GET /v4/subscription/list/{idfornecedor}/{idcliente}': { guard: 'customer', read: true },
  'GET /v4/subscription/get/{idassinatura}': { guard: 'customer', read: true, owner: 'subscriber' },
  'DELETE /v4/subscription/cancel/{idassinatura}': { guard: 'customer', owner: 'subscriber' },
  'GET /v2/app/cupom-desconto/validar-desconto/fornecedor/{idfornecedor}/cliente/{idcliente}/cupom/{codigo}': {
    guard: 'customer',
    read: true,
    params: () => ({ codigo: 'BEMVINDO10' }),
  },
  'GET /v2/app/cupom-desconto/cliente/{idcliente}': { guard: 'customer', read: true },
  'GET /v2/app/cupom-desconto/indicacao/{idcliente}': { guard: 'customer' },
  // The address must be the session's own (ownAddressPoint); it is read only for a cart with products.
  'GET /v4/app/{token}/formas-entrega/{idfornecedor}': {
    guard: 'customer',
    query: (v) => ({ tipoEntrega: 'DELIVERY', idendereco: v.idendereco ?? randomUUID() }),
  },
  'POST /v2/app/{token}/usuario/{idcliente}/pedido': {
    guard: 'customer',
    headers: idempotent,
    body: (v) => ({
      itens: [{ idproduto: v.idproduto, quantidade: 1 }],
      idfornecedor: v.idfornecedor,
      tipoEntrega: 'DELIVERY',
      formaEntrega: { idformaentrega: v.idproduto },
      enderecoentrega: { idendereco: v.idendereco ?? v.idproduto },
      formaPagamento: { idformapagto: v.idproduto },
    }),
  },
  'POST /v2/app/{token}/usuario/{idcliente}/pedido/duplicidade': {
    guard: 'customer',
    body: (v) => ({
      itens: [{ idproduto: v.idproduto, quantidade: 1 }],
      idfornecedor: v.idfornecedor,
      tipoEntrega: 'DELIVERY',
      formaEntrega: { idformaentrega: v.idproduto },
      formaPagamento: { idformapagto: v.idproduto },
    }),
  },
  'GET /v4/app/orders/get-order/{numpedido}': { guard: 'customer', read: true },
  // A linked user lists its own orders under its principal's id, or all of them with clientevinculadoprincipal (spec).
  'GET /v4/app/pedido/cliente/{idcliente}': { guard: 'customer', read: true, linkedReadsPrincipal: true },
  // Decision 0052: a linked user names its principal's account, as for the order list.
  'GET /v4/app/pedido/cliente/{idcliente}/comprar-de-novo': {
    guard: 'customer',
    read: true,
    linkedReadsPrincipal: true,
  },
  'POST /v4/app/pedido/{numpedido}/cancelar': { guard: 'customer' },
  'POST /v4/app/pedido/{numpedido}/orcamento/aceitar': { guard: 'customer' },
  'POST /v4/app/pedido/{numpedido}/orcamento/recusar': { guard: 'customer' },
  'POST /v1/app/{token}/pedido/{numpedido}/avaliar': { guard: 'customer', body: () => ({ nota: '5' }) },
  'POST /v4/app/pedido/{numpedido}/repetir': { guard: 'customer' },
  'PUT /v4/orders/payment-method/{idfornecedor}/order/{numpedido}': {
    guard: 'customer',
    body: (v) => ({ idformapagto: v.idproduto }),
  },
  'POST /v4/payment/generate-receipt/{numorder}/{idclient}': {
    guard: 'customer',
    params: (v) => ({ numorder: String(v.numpedido) }),
  },
  'GET /v2/app/{token}/faturas-cliente/fornecedor/{idfornecedor}/cliente/{idcliente}': {
    guard: 'customer',
    read: true,
    linkedReadsPrincipal: true,
  },
  'GET /v4/faturas/{idfatura}/boleto.pdf': { guard: 'customer', read: true },
  // The 2ª via answers only for an overdue title (409 otherwise): refused to others, not a plain read.
  'GET /v4/faturas/{idfatura}/segunda-via': { guard: 'customer' },
  'GET /v4/faturas/{idfatura}/segunda-via.pdf': { guard: 'customer' },
  'GET /v4/danfe/{numpedido}/{idfornecedor}': { guard: 'customer', read: true },
  'GET /v4/danfe/{numpedido}/{idfornecedor}/xml': { guard: 'customer', read: true },
  'GET /v4/shopping-list/{idfornecedor}': { guard: 'customer', read: true },
  'GET /v4/shopping-list/{idfornecedor}/products/{idlista}': { guard: 'customer', read: true },
  'POST /v4/shopping-list/{idfornecedor}': {
    guard: 'customer',
    body: (v) => ({ nome: 'Lista', idclient: v.idcliente }),
  },
  'POST /v4/shopping-list/{idlista}/product/{idproduto}/add': { guard: 'customer' },
  'POST /v4/shopping-list/{idlista}/product/{idproduto}/copy/{idlistadestino}': { guard: 'customer' },
  'DELETE /v4/shopping-list/{idfornecedor}/disable/{idlista}': { guard: 'customer' },
  'POST /v4/shopping-list/{idfornecedor}/apply/{idlista}': { guard: 'customer' },
  'GET /v4/chat/{idfornecedor}/sala/{sala}/mensagens': {
    guard: 'customer',
    read: true,
    params: (v) => ({ sala: `IDCLI:${v.idcliente}:${v.idfornecedor}` }),
  },
  'GET /v4/promotional-combo-client/{idfornecedor}/{idcliente}': { guard: 'customer', read: true },
  'GET /v4/sugestao/produtos/{idfornecedor}/{idcliente}': {
    guard: 'customer',
    read: true,
    query: () => ({ visao: 'HOME' }),
  },
  // Invitations the customer received (decision 0028): only from its own session.
  'POST /v1/app/{token}/usuario/{idcliente}/convites-vinculo': { guard: 'customer', read: true, ownSessionOnly: true },
  'POST /v1/app/{token}/usuario/{idcliente}/convites-vinculo/{idconvite}/aceitar': {
    guard: 'customer',
    ownSessionOnly: true,
  },
  'POST /v1/app/{token}/usuario/{idcliente}/convites-vinculo/{idconvite}/recusar': {
    guard: 'customer',
    ownSessionOnly: true,
  },
  // The principal's side of the links: idcliente is the principal.
  'POST /v1/app/{token}/usuario/{idcliente}/usuarios': { guard: 'customer', read: true, ownSessionOnly: true },
  'POST /v1/app/usuario/{idcliente}/{idvinculado_ou_fornecedor}': {
    guard: 'customer',
    ownSessionOnly: true,
    params: (v) => ({ idvinculado_ou_fornecedor: v.idfornecedor }),
    body: () => ({ email: 'alvo@teste.com.br' }),
  },
  'POST /v1/app/{token}/usuario/{idcliente}/clientes-vinculados': {
    guard: 'customer',
    read: true,
    ownSessionOnly: true,
  },
  'GET /v1/app/usuario/{idcliente}/{idvinculado_ou_fornecedor}': {
    guard: 'linked',
    read: true,
    params: (v) => ({ idvinculado_ou_fornecedor: String(v.idvinculado) }),
  },
  'DELETE /v1/app/usuario/{idcliente}/{idvinculado}/{idfornecedor}': { guard: 'linked' },

  // Representatives.
  'GET /v4/acessorepresentante/{idfornecedor}': { guard: 'representative', read: true },
  'GET /v4/representante/{idfornecedor}/{idrepresentante}': { guard: 'representative', read: true },
  'POST /v4/representante/{idfornecedor}/cliente/{idcliente}/sessao': { guard: 'representative' },

  // Attendants.
  'GET /v4/atendente/{idfornecedor}/carrinhos': { guard: 'attendant', read: true },
  'GET /v4/atendente/{idfornecedor}/cliente/{idcliente}/cart': { guard: 'attendant', read: true },
  'PUT /v4/atendente/{idfornecedor}/cliente/{idcliente}/cart/precos': {
    guard: 'attendant',
    body: (v) => ({ itens: [{ idproduto: v.idproduto, precoatendente: null }] }),
  },
  'POST /v4/atendente/{idfornecedor}/chat/ticket': { guard: 'attendant' },
  'GET /v4/atendente/{idfornecedor}/chat/salas': { guard: 'attendant', read: true },
  'GET /v4/atendente/{idfornecedor}/chat/sala/{sala}/mensagens': {
    guard: 'attendant',
    read: true,
    params: (v) => ({ sala: `IDCLI:${v.idcliente}:${v.idfornecedor}` }),
  },
};

/** The demo subscription (the consumer's wine club at the Adega): the `subscriber` owner's ids. */
export const SUBSCRIBER = {
  conta: DEMO_SUBSCRIPTION.demo.conta,
  idfornecedor: DEMO_SUPPLIERS[DEMO_SUBSCRIPTION.fornecedor].idfornecedor,
  idassinatura: DEMO_SUBSCRIPTION.demo.idassinatura,
} as const;

export const entryKey = (e: { method: string; path: string }) => `${e.method} ${e.path}`;
