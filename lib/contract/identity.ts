import { z } from 'zod';

import { TAX_REGIMES } from '../rules/tax-regime';
import { idOuSlug, tokenSegment, uuid } from './common';
import { defineEndpoint } from './endpoint';

/**
 * Identity contract: customers, sessions, approval, API keys, password recovery, terms,
 * cross-domain handoff. Representatives, linked users and the back-office have their own files.
 *
 * Auth: routes with a `{token}` path segment take the session token there (plain or composite
 * `<token>~<idcliente>`); routes without it (`/v4/…`, `/v1/app/usuario/…`) take
 * `Authorization: Bearer <token>`. Unknown/expired/revoked → 401 'Sessão expirada, efetue login novamente'
 * on routes that need a customer.
 */

// ---------------------------------------------------------------------------------------------
// Messages (spec section 8, "User and session") — verbatim.
// ---------------------------------------------------------------------------------------------
export const IDENTITY_MESSAGES = {
  loginInvalido: 'Email ou CPF Invalido',
  credenciaisInvalidas: 'Usuário inexistente ou credenciais inválidas',
  sessaoExpirada: 'Sessão expirada, efetue login novamente',
  muitasTentativas: 'Muitas tentativas de login. Tente novamente em alguns minutos.',
  handoffInvalido: 'Não foi possível autenticar via token de redirecionamento...',
  apiKeyInvalida: 'Chave de API inválida',
  cadastroAguardando: 'Seu cadastro já foi confirmado e aguarda aprovação',
  cadastroCriadoPendente: 'Seu cadastro foi criado com sucesso e aguarda aprovação. Em breve entraremos em contato.',
  cadastroPendenteTitulo: 'Olá, obrigado por se cadastrar! No momento seu cadastro está em análise...',
  /** An account approved at once (a consumer store): the spec's greeting without the review part. */
  cadastroConcluidoTitulo: 'Olá, obrigado por se cadastrar!',
  cadastroConcluido: 'Seu cadastro está pronto: você já pode comprar.',
  cadastroAtualizado: 'Cadastro atualizado',
  erroAtualizar: 'Erro tentando atualizado usuário. Tente novamente mais tarde',
  erroCadastrar: 'Erro ao tentar cadastrar usuário',
  falhaRecuperarSenha: 'Falha ao solicitar redefinição de senha',
  erroObterCliente: 'Erro ao obter cliente!',
  erroAutenticar: 'Erro tentando autenticar. Verifique suas credenciais',
  naoFoiPossivelAutenticar: 'Não foi possível autenticar seu usuário. Verifique suas credenciais e tente novamente.',
  erroLogin: 'Erro ao tentar fazer login. Tente novamente em alguns minutos',
  falhaLoginViaToken: 'Falha ao logar usuário vai token',
  // Not in the spec (its catalogue has no wording for these; decisions 0017, 0032).
  muitasSolicitacoes: 'Muitas solicitações em pouco tempo. Aguarde alguns minutos e tente de novo.',
  /** Starts with falhaRecuperarSenha: the login dialog shows the API's recovery failures that do. */
  emailNaoConfirmado:
    'Falha ao solicitar redefinição de senha: o email deste cadastro ainda não foi confirmado. Entre em contato com a loja.',
  informeSenhaAtual: 'Informe a senha atual',
  senhaAtualIncorreta: 'Senha atual incorreta',
  trocaEmailPendente: 'Enviamos um código para o novo email. A troca vale depois que você digitar o código.',
  emailAlterado: 'Email alterado',
  codigoInvalido: 'Código inválido ou expirado',
  emailConfirmado: 'Email confirmado',
  /** Spec 4 "Login and session": the login of an unapproved account (spec 8 lists cadastroAguardando). */
  cadastroAguardandoLogin: 'Seu cadastro já confirmado e aguarda aprovação',
} as const;

/** Demo / minimum password length accepted at registration and reset. */
export const MIN_PASSWORD_LENGTH = 6;
export const MAX_PASSWORD_LENGTH = 128;

export const tipoDocumentoSchema = z.enum(['CPF', 'CNPJ', 'ESTRANGEIRO', 'EMAIL']);
export type TipoDocumento = z.infer<typeof tipoDocumentoSchema>;

const senha = z
  .string({ message: 'Informe a senha' })
  .min(MIN_PASSWORD_LENGTH, `A senha deve ter ao menos ${MIN_PASSWORD_LENGTH} caracteres`)
  .max(MAX_PASSWORD_LENGTH, 'Senha muito longa');
const senhaLogin = z
  .string({ message: 'Informe a senha' })
  .min(1, 'Informe a senha')
  .max(MAX_PASSWORD_LENGTH, 'Senha muito longa');
const login = z
  .string({ message: 'Informe o email ou CPF' })
  .trim()
  .min(1, 'Informe o email ou CPF')
  .max(120, 'Email ou CPF Invalido');
/** A login email: trimmed, lower-cased. */
export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(254, 'Email inválido')
  .pipe(z.email({ message: 'Email inválido' }));
/** Free text, trimmed, at most `max` characters. */
export const boundedText = (max: number) => z.string().trim().max(max, 'Valor muito longo');
export const tokenOriginSchema = z.enum(['commerce']).default('commerce');

// ---------------------------------------------------------------------------------------------
// Entities
// ---------------------------------------------------------------------------------------------
export const termsStatusSchema = z.object({
  /** Current version of the supplier's terms (null: the supplier has no terms). */
  versao: z.string().nullable(),
  versao_aceita: z.string().nullable(),
  aceito_em: z.string().nullable(),
  /** True when there are no terms or the current version was accepted. */
  aceito: z.boolean(),
});
export type TermsStatus = z.infer<typeof termsStatusSchema>;

export const representativeSchema = z.object({
  idusuario: uuid,
  nome: z.string(),
  email: z.string(),
  idfornecedor: uuid,
});
export type Representative = z.infer<typeof representativeSchema>;

// ---------------------------------------------------------------------------------------------
// Client characteristics: GET /v4/caracteristica-cliente/todas/{idfornecedor}
// ---------------------------------------------------------------------------------------------
/** What a supplier asks of its customers at registration (free text, a number, one of `opcoes`, yes/no). */
export const clientCharacteristicSchema = z.object({
  idcaracteristica: uuid,
  nome: z.string(),
  tipo: z.enum(['TEXTO', 'NUMERO', 'OPCOES', 'SIM_NAO']),
  obrigatoria: z.boolean(),
  opcoes: z.array(z.string()),
  ajuda: z.string().nullable(),
});
export type ClientCharacteristic = z.infer<typeof clientCharacteristicSchema>;
export const clientCharacteristicsResponseSchema = z.object({ caracteristicas: z.array(clientCharacteristicSchema) });
/** An answer as sent with the user (`caracteristicas`); a blank value counts as none. */
export const clientCharacteristicAnswerSchema = z.object({
  idcaracteristica: uuid,
  valor: z.string().trim().max(200, 'Valor muito longo'),
});
export type ClientCharacteristicAnswer = z.infer<typeof clientCharacteristicAnswerSchema>;
const clientCharacteristicAnswers = z.array(clientCharacteristicAnswerSchema).max(50, 'Características demais');
/** An answer as the user carries it (with the characteristic's name). */
export const clientCharacteristicValueSchema = z.object({
  idcaracteristica: uuid,
  nome: z.string(),
  valor: z.string(),
});

/** Spec "User" (fields that apply). cpf is the normalised document (CNPJ when cpfLength = 14). */
export const userSchema = z.object({
  idcliente: uuid,
  nome: z.string(),
  email: z.string().nullable(),
  cpf: z.string().nullable(),
  cpfLength: z.number().int(),
  tipo_documento: tipoDocumentoSchema,
  telefone: z.string().nullable(),
  razao_social: z.string().nullable(),
  nome_fantasia: z.string().nullable(),
  idcadastroextracliente: z.string().nullable(),
  tag: z.array(z.string()),
  cadastro_aprovado: z.boolean(),
  /** True when this client is a principal (has or may have linked users) — false for a linked user. */
  principal: z.boolean(),
  /** Principal idcliente when logged in as a linked user. */
  usuarioPrincipal: uuid.nullable(),
  usuarioVinculadoLogado: z.boolean(),
  loginAsUsuarioVinculado: z.boolean(),
  fornecedor_logado: uuid,
  fornecedor_slug: z.string(),
  fornecedor_dominio: z.string(),
  termosuso: termsStatusSchema,
  idapikeys: uuid.nullable(),
  /** Set when a representative acts for this client. */
  representante: representativeSchema.nullable(),
  limiteCreditoTotal: z.number().int().nullable(),
  limiteCreditoDisponivel: z.number().int().nullable(),
  /** Answers to the supplier's client characteristics (absent in sessions saved before them). */
  caracteristicas: z.array(clientCharacteristicValueSchema).optional(),
});
export type User = z.infer<typeof userSchema>;

/** Short client line used in lists (representative portfolio, linked users, client search). */
export const clientSummarySchema = z.object({
  idcliente: uuid,
  nome: z.string(),
  email: z.string().nullable(),
  cpf: z.string().nullable(),
  cpfLength: z.number().int(),
  tipo_documento: tipoDocumentoSchema,
  razao_social: z.string().nullable(),
  idcadastroextracliente: z.string().nullable(),
  cadastro_aprovado: z.boolean(),
});
export type ClientSummary = z.infer<typeof clientSummarySchema>;

/** A browser's User-Agent as sent at login (longer ones are cut, control characters refused upstream). */
export const deviceSchema = z
  .string()
  .trim()
  .transform((v) => v.slice(0, 300));

/** {token, usuario} — every login-like call answers this. token: 43-char base64url session token. */
export const authResponseSchema = z.object({ token: z.string(), usuario: userSchema });
export type AuthResponse = z.infer<typeof authResponseSchema>;

// ---------------------------------------------------------------------------------------------
// GET /v2/app/{token}/usuario/{login}?auth=random
// ---------------------------------------------------------------------------------------------
export const loginLookupQuerySchema = z.object({ auth: z.string().max(100).optional() });
export const loginLookupResponseSchema = z.object({
  existe: z.boolean(),
  /** Only what the login step needs: never the internal idcliente nor the full email. */
  usuario: z
    .object({
      /** First name only. */
      nome: z.string(),
      /** Masked, e.g. 'jo***@gmail.com'. */
      email: z.string().nullable(),
      cpfLength: z.number().int(),
      tipo_documento: tipoDocumentoSchema,
      cadastro_aprovado: z.boolean(),
    })
    .optional(),
});
export type LoginLookupResponse = z.infer<typeof loginLookupResponseSchema>;

// ---------------------------------------------------------------------------------------------
// POST /v1/app/{token}/usuario/autenticar (and /autenticar/representante)
// ---------------------------------------------------------------------------------------------
export const authenticateBodySchema = z.object({
  /** The login: email, CPF, CNPJ (numeric or alphanumeric, with or without punctuation) or foreign document. */
  cpf: login,
  senha: senhaLogin,
  idfornecedor: idOuSlug,
  idcliente: uuid.optional(),
  idcadastroextracliente: z.string().max(100).optional(),
  loginAsRepresentante: z.boolean().optional().default(false),
  tokenOrigin: tokenOriginSchema,
  /** Not in the spec: the browser's User-Agent, shown in the customer's session list. */
  dispositivo: deviceSchema.optional(),
});
export type AuthenticateBody = z.input<typeof authenticateBodySchema>;
export const representativeAuthResponseSchema = z.object({ token: z.string(), representante: representativeSchema });

/** GET /v1/app/{token}/cliente/logout */
export const logoutResponseSchema = z.object({ sucesso: z.literal(true) });

// ---------------------------------------------------------------------------------------------
// Password recovery
// ---------------------------------------------------------------------------------------------
/** GET /v2/app/{token}/cliente/senha/recuperar/{idcliente} — idcliente or the login, slashes stripped. */
export const passwordRecoveryQuerySchema = z.object({ idfornecedor: idOuSlug.optional() });
export const passwordRecoveryResponseSchema = z.object({ email: z.string() });
/** POST /v4/senha/redefinir — token from the emailed link (`?token=`). */
export const passwordResetBodySchema = z.object({
  token: z.string().min(10, 'Link inválido').max(200, 'Link inválido'),
  senha,
});
export const passwordResetResponseSchema = z.object({ sucesso: z.literal(true), mensagem: z.string() });

// ---------------------------------------------------------------------------------------------
// Registration: POST /v1/app/{token}{split}{idcliente}/usuario (idcliente = EMPTY_ID for a new user)
// ---------------------------------------------------------------------------------------------
export const createUserBodySchema = z.object({
  nome: boundedText(120).min(2, 'Informe o nome'),
  email: emailSchema,
  /** CPF, CNPJ (numeric or alphanumeric) or foreign document; punctuation allowed. */
  cpf: z.string().trim().min(1, 'Informe o CPF ou CNPJ').max(40, 'Email ou CPF Invalido'),
  senha,
  telefone: boundedText(30).optional(),
  razao_social: boundedText(160).optional(),
  nome_fantasia: boundedText(160).optional(),
  /** CNPJ only: the state registration (punctuation allowed), or `ie_isento` for a company without one. */
  inscricao_estadual: z.string().trim().max(20, 'Inscrição estadual inválida').optional(),
  ie_isento: z.boolean().optional(),
  /** CNPJ only. */
  regime_tributario: z.enum(TAX_REGIMES, { message: 'Selecione o regime tributário' }).optional(),
  idcadastroextracliente: boundedText(100).optional(),
  tag: z.array(z.string().max(60)).max(20).optional(),
  idfornecedor: idOuSlug,
  tokenOrigin: tokenOriginSchema,
  /** Answers to the supplier's client characteristics; the required ones must be answered. */
  caracteristicas: clientCharacteristicAnswers.optional(),
});
export type CreateUserBody = z.input<typeof createUserBodySchema>;
export const createUserResponseSchema = z.object({
  usuario: userSchema,
  cadastro_aprovado: z.boolean(),
  /** Supplier's message_after_create (null: use the spec's default pending messages). */
  message_after_create: z.string().nullable(),
  mensagem: z.string(),
});

/** GET /v1/app/{split}/usuario/dados-receita/{documento} */
export const taxOfficeDataSchema = z.object({
  cnpj: z.string(),
  razao_social: z.string(),
  nome_fantasia: z.string().nullable(),
  situacao: z.string(),
  telefone: z.string().nullable(),
  email: z.string().nullable(),
  endereco: z.object({
    rua: z.string(),
    numero: z.string(),
    complemento: z.string().nullable(),
    bairro: z.string(),
    cidade: z.string(),
    uf: z.string(),
    cep: z.string(),
  }),
});
export type TaxOfficeData = z.infer<typeof taxOfficeDataSchema>;

// ---------------------------------------------------------------------------------------------
// Account
// ---------------------------------------------------------------------------------------------
/**
 * PUT /v1/app/usuario/{idcliente} (Bearer; own user only). senha requires senha_atual and revokes
 * other sessions; a new email requires senha_atual and only starts a change confirmed by a code
 * sent to it (decision 0032).
 */
export const updateUserBodySchema = z.object({
  dadosUsuario: z
    .object({
      nome: boundedText(120).min(2, 'Informe o nome').optional(),
      email: emailSchema.optional(),
      telefone: boundedText(30).optional(),
      razao_social: boundedText(160).optional(),
      nome_fantasia: boundedText(160).optional(),
      senha: senha.optional(),
      senha_atual: senhaLogin.optional(),
      /** When sent: every answer of the supplier's client characteristics (the required ones answered). */
      caracteristicas: clientCharacteristicAnswers.optional(),
    })
    .strict(),
});
export const updateUserResponseSchema = z.object({
  usuario: userSchema,
  mensagem: z.string(),
  /** Not in the spec: the new email (masked) awaiting its code; usuario.email is still the old one. */
  email_pendente: z.string().optional(),
});

/** A 6-digit code as typed (spaces dropped). */
const codigo = z
  .string({ message: 'Informe o código' })
  .transform((v) => v.replace(/\s+/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, 'O código tem 6 dígitos'));

/** POST /v4/usuario/email/confirmar (Bearer) */
export const emailChangeConfirmBodySchema = z.object({ codigo });
export const emailChangeConfirmResponseSchema = z.object({ usuario: userSchema, mensagem: z.string() });

/** POST /v4/verificacao/confirmar (Bearer) */
export const verificationConfirmBodySchema = z.object({ codigo });
export const verificationConfirmResponseSchema = z.object({
  sucesso: z.literal(true),
  mensagem: z.string(),
  /** The code went to the account's email: it now counts as confirmed. */
  email_confirmado: z.boolean(),
});

/** GET /v2/app/{token}/get-configuracoes-cliente — also the session check (401 when the session is gone). */
export const clientConfigResponseSchema = z.object({
  usuario: userSchema,
  configuracoes: z.object({
    idfornecedor: uuid,
    cadastro_aprovado: z.boolean(),
    /** Supplier tags block-not-approved-user / support-budget apply and the user is not approved. */
    bloqueado: z.boolean(),
    /** restrict-not-approved-user-submission applies: may browse, may not submit. */
    envioRestrito: z.boolean(),
    termosuso: termsStatusSchema,
  }),
});

/** GET /v1/app/{token}/cliente?email&idcadastroextracliente — within the caller's authorised scope. */
export const clientSearchQuerySchema = z.object({
  email: z.string().max(254).optional(),
  idcadastroextracliente: z.string().max(100).optional(),
});
export const clientListResponseSchema = z.object({ clientes: z.array(clientSummarySchema) });

/** PUT /v4/client/{idcliente}/supplier/{idfornecedor}/termos-uso (Bearer) */
export const termsAcceptResponseSchema = z.object({ termosuso: termsStatusSchema });
/** GET /termouso?versaoArquivo= (supplier from X-idfornecedor) */
export const termsOfUseQuerySchema = z.object({ versaoArquivo: z.string().max(40).optional() });
export const termsOfUseSchema = z.object({ idfornecedor: uuid, versao: z.string(), texto: z.string() });

/** GET /v4/verificacao/enviar-verificacao?canal&idcliente&idfornecedor&fonte (Bearer) */
export const verificationQuerySchema = z.object({
  canal: z.enum(['email', 'sms', 'whatsapp']).default('email'),
  idcliente: uuid,
  idfornecedor: idOuSlug,
  fonte: z.string().max(60).optional(),
});
export const verificationResponseSchema = z.object({
  enviado: z.literal(true),
  canal: z.string(),
  destino: z.string(),
});

// ---------------------------------------------------------------------------------------------
// Cross-domain handoff (not in the spec)
// ---------------------------------------------------------------------------------------------
/** POST /v4/auth/handoff (Bearer) */
export const handoffCreateBodySchema = z.object({ idfornecedor: idOuSlug });
export const handoffCreateResponseSchema = z.object({ codigo: z.string(), expira_em: z.string() });
/** POST /v4/auth/handoff/consumir → authResponseSchema */
export const handoffConsumeBodySchema = z.object({
  codigo: z.string().min(1).max(200),
  email: z.string().trim().toLowerCase().max(254),
  idfornecedor: idOuSlug,
});

/** POST /v4/api-key/login → authResponseSchema */
export const apiKeyLoginBodySchema = z.object({
  apiKey: z.string().min(1, 'Chave de API inválida').max(200, 'Chave de API inválida'),
  idErpUsuario: z.string().min(1).max(100),
  idFornecedor: idOuSlug,
});

// ---------------------------------------------------------------------------------------------
// Endpoints
// ---------------------------------------------------------------------------------------------
/** `{token}` alone in the path. */
export const tokenParamsSchema = z.object({ token: tokenSegment });

const tags = ['Usuário'];

export const identityEndpoints = {
  lookupLogin: defineEndpoint({
    method: 'GET',
    path: '/v2/app/{token}/usuario/{login}',
    summary:
      'Consulta um login (email, CPF, CNPJ, documento estrangeiro): existe? Devolve só o necessário para o fluxo de login (limitado por IP).',
    tags,
    session: 'none',
    token: { param: 'token', withClient: false },
    params: z.object({ token: tokenSegment, login: z.string().min(1).max(120) }),
    query: loginLookupQuerySchema,
    response: loginLookupResponseSchema,
  }),
  authenticate: defineEndpoint({
    method: 'POST',
    path: '/v1/app/{token}/usuario/autenticar',
    summary:
      'Autentica um cliente (login email/CPF/CNPJ/documento estrangeiro + senha) e abre uma sessão no fornecedor. Limitado por login e IP (429).',
    tags,
    session: 'none',
    token: { param: 'token', withClient: false },
    params: tokenParamsSchema,
    body: authenticateBodySchema,
    response: authResponseSchema,
  }),
  authenticateRepresentative: defineEndpoint({
    method: 'POST',
    path: '/v1/app/{token}/usuario/autenticar/representante',
    summary: 'Autentica um representante (login por email, loginAsRepresentante) no fornecedor em que tem carteira.',
    tags: ['Representante'],
    session: 'none',
    token: { param: 'token', withClient: false },
    params: tokenParamsSchema,
    body: authenticateBodySchema,
    response: representativeAuthResponseSchema,
  }),
  logout: defineEndpoint({
    method: 'GET',
    path: '/v1/app/{token}/cliente/logout',
    summary:
      'Encerra a sessão do token (cliente, representante ou usuário vinculado); o token deixa de valer imediatamente.',
    tags,
    session: 'none',
    token: { param: 'token', withClient: false },
    params: tokenParamsSchema,
    response: logoutResponseSchema,
  }),
  requestPasswordReset: defineEndpoint({
    method: 'GET',
    path: '/v2/app/{token}/cliente/senha/recuperar/{idcliente}',
    summary:
      'Solicita redefinição de senha (idcliente ou login, barras removidas): grava o email com link de uso único (1 h) na caixa de saída.',
    tags,
    session: 'none',
    token: { param: 'token', withClient: false },
    params: z.object({ token: tokenSegment, idcliente: z.string().min(1).max(120) }),
    query: passwordRecoveryQuerySchema,
    response: passwordRecoveryResponseSchema,
  }),
  resetPassword: defineEndpoint({
    method: 'POST',
    path: '/v4/senha/redefinir',
    summary:
      'Define uma nova senha com o token do link enviado por email (uso único, 1 h). Revoga todas as sessões do cliente.',
    tags,
    session: 'none',
    body: passwordResetBodySchema,
    response: passwordResetResponseSchema,
  }),
  createUser: defineEndpoint({
    method: 'POST',
    path: '/v1/app/{token}/usuario',
    summary:
      'Cadastra um cliente ({token}~{idcliente} com o GUID vazio): valida documento e email, cria credenciais; aprovação conforme as tags do fornecedor.',
    tags,
    session: 'none',
    token: { param: 'token', withClient: true },
    params: tokenParamsSchema,
    body: createUserBodySchema,
    response: createUserResponseSchema,
  }),
  getTaxOfficeData: defineEndpoint({
    method: 'GET',
    path: '/v1/app/{split}/usuario/dados-receita/{documento}',
    summary: 'Dados da Receita Federal de um CNPJ (tabela determinística de demonstração; numérico ou alfanumérico).',
    tags,
    session: 'none',
    token: { param: 'split', withClient: true },
    params: z.object({ split: tokenSegment, documento: z.string().min(1).max(40) }),
    response: taxOfficeDataSchema,
  }),
  updateUser: defineEndpoint({
    method: 'PUT',
    path: '/v1/app/usuario/{idcliente}',
    summary:
      'Atualiza o próprio cadastro (Bearer). Troca de senha exige senha_atual e encerra as demais sessões e seus sockets de chat; troca de email exige senha_atual, envia um código ao novo email, avisa o antigo e só vale após POST /v4/usuario/email/confirmar.',
    tags,
    session: 'required',
    params: z.object({ idcliente: uuid }),
    body: updateUserBodySchema,
    response: updateUserResponseSchema,
  }),
  getClientConfig: defineEndpoint({
    method: 'GET',
    path: '/v2/app/{token}/get-configuracoes-cliente',
    summary:
      'Usuário da sessão e suas configurações no fornecedor (aprovação, bloqueio, termos). Serve de verificação de sessão (401 quando expirou).',
    tags,
    session: 'required',
    token: { param: 'token', withClient: false },
    params: tokenParamsSchema,
    response: clientConfigResponseSchema,
  }),
  listClients: defineEndpoint({
    method: 'GET',
    path: '/v1/app/{token}/cliente',
    summary:
      'Clientes visíveis para a sessão (o próprio, a carteira do representante, os vinculados do principal), filtrados por email / idcadastroextracliente.',
    tags,
    session: 'required',
    token: { param: 'token', withClient: false },
    params: tokenParamsSchema,
    query: clientSearchQuerySchema,
    response: clientListResponseSchema,
  }),
  acceptTerms: defineEndpoint({
    method: 'PUT',
    path: '/v4/client/{idcliente}/supplier/{idfornecedor}/termos-uso',
    summary: 'Aceita a versão vigente dos termos de uso do fornecedor (Bearer; o próprio cliente).',
    tags,
    session: 'required',
    params: z.object({ idcliente: uuid, idfornecedor: idOuSlug }),
    response: termsAcceptResponseSchema,
  }),
  getTermsOfUse: defineEndpoint({
    method: 'GET',
    path: '/termouso',
    summary: 'Texto dos termos de uso do fornecedor do cabeçalho X-idfornecedor (versão vigente ou versaoArquivo).',
    tags,
    session: 'none',
    query: termsOfUseQuerySchema,
    response: termsOfUseSchema,
  }),
  sendVerification: defineEndpoint({
    method: 'GET',
    path: '/v4/verificacao/enviar-verificacao',
    summary:
      'Envia um código de verificação (email; sms/whatsapp ficam na caixa de saída) ao próprio cliente (Bearer).',
    tags,
    session: 'required',
    query: verificationQuerySchema,
    response: verificationResponseSchema,
  }),
  confirmEmailChange: defineEndpoint({
    method: 'POST',
    path: '/v4/usuario/email/confirmar',
    summary:
      'Não está na especificação: confirma a troca de email pendente com o código enviado ao novo endereço (Bearer; 30 min, uso único, 5 tentativas).',
    tags,
    session: 'required',
    body: emailChangeConfirmBodySchema,
    response: emailChangeConfirmResponseSchema,
  }),
  confirmVerification: defineEndpoint({
    method: 'POST',
    path: '/v4/verificacao/confirmar',
    summary:
      'Não está na especificação: confere um código de verificação (Bearer); um código enviado ao email atual confirma o email.',
    tags,
    session: 'required',
    body: verificationConfirmBodySchema,
    response: verificationConfirmResponseSchema,
  }),
  createHandoff: defineEndpoint({
    method: 'POST',
    path: '/v4/auth/handoff',
    summary:
      'Gera um código de transferência de sessão entre domínios (Bearer): aleatório, guardado como hash, uso único, curta duração, ligado ao fornecedor de destino e ao email.',
    tags,
    session: 'required',
    body: handoffCreateBodySchema,
    response: handoffCreateResponseSchema,
  }),
  consumeHandoff: defineEndpoint({
    method: 'POST',
    path: '/v4/auth/handoff/consumir',
    summary:
      'Troca um código de transferência por uma nova sessão no fornecedor de destino; qualquer falha (destino, email, expirado, reutilizado) → 401.',
    tags,
    session: 'none',
    body: handoffConsumeBodySchema,
    response: authResponseSchema,
  }),
  listClientCharacteristics: defineEndpoint({
    method: 'GET',
    path: '/v4/caracteristica-cliente/todas/{idfornecedor}',
    summary:
      'Características que o fornecedor pede do cliente no cadastro (texto, número, opções ou sim/não; obrigatórias ou não).',
    tags,
    session: 'none',
    params: z.object({ idfornecedor: idOuSlug }),
    response: clientCharacteristicsResponseSchema,
  }),
  loginWithApiKey: defineEndpoint({
    method: 'POST',
    path: '/v4/api-key/login',
    summary: 'Login de integração ERP por chave de API: a sessão registra idapikeys.',
    tags,
    session: 'none',
    body: apiKeyLoginBodySchema,
    response: authResponseSchema,
  }),
};
