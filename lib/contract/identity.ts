import { z } from 'zod';
import { idOuSlug, queryBoolean, uuid } from './common';

/**
 * Identity contract (issue 4): customers, sessions, approval, representatives, linked users,
 * API keys, password recovery, cross-domain handoff.
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
  cadastroAtualizado: 'Cadastro atualizado',
  erroAtualizar: 'Erro tentando atualizado usuário. Tente novamente mais tarde',
  erroCadastrar: 'Erro ao tentar cadastrar usuário',
  falhaRecuperarSenha: 'Falha ao solicitar redefinição de senha',
  erroObterCliente: 'Erro ao obter cliente!',
  erroAutenticar: 'Erro tentando autenticar. Verifique suas credenciais',
  naoFoiPossivelAutenticar: 'Não foi possível autenticar seu usuário. Verifique suas credenciais e tente novamente.',
  erroLogin: 'Erro ao tentar fazer login. Tente novamente em alguns minutos',
  falhaLoginViaToken: 'Falha ao logar usuário vai token',
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
const senhaLogin = z.string({ message: 'Informe a senha' }).min(1, 'Informe a senha').max(MAX_PASSWORD_LENGTH, 'Senha muito longa');
const login = z.string({ message: 'Informe o email ou CPF' }).trim().min(1, 'Informe o email ou CPF').max(120, 'Email ou CPF Invalido');
const email = z.string().trim().toLowerCase().max(254, 'Email inválido').pipe(z.email({ message: 'Email inválido' }));
const texto = (max: number) => z.string().trim().max(max, 'Valor muito longo');
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

/** {token, usuario} — every login-like call answers this. token: 43-char base64url session token. */
export const authResponseSchema = z.object({ token: z.string(), usuario: userSchema });
export type AuthResponse = z.infer<typeof authResponseSchema>;

// ---------------------------------------------------------------------------------------------
// GET /v2/app/{token}/usuario/{login}?auth=random
// ---------------------------------------------------------------------------------------------
export const loginLookupQuerySchema = z.object({ auth: z.string().max(100).optional() });
export const loginLookupResponseSchema = z.object({
  existe: z.boolean(),
  usuario: z
    .object({
      idcliente: uuid,
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
export const passwordResetBodySchema = z.object({ token: z.string().min(10, 'Link inválido').max(200, 'Link inválido'), senha });
export const passwordResetResponseSchema = z.object({ sucesso: z.literal(true), mensagem: z.string() });

// ---------------------------------------------------------------------------------------------
// Registration: POST /v1/app/{token}{split}{idcliente}/usuario (idcliente = EMPTY_ID for a new user)
// ---------------------------------------------------------------------------------------------
export const createUserBodySchema = z.object({
  nome: texto(120).min(2, 'Informe o nome'),
  email,
  /** CPF, CNPJ (numeric or alphanumeric) or foreign document; punctuation allowed. */
  cpf: z.string().trim().min(1, 'Informe o CPF ou CNPJ').max(40, 'Email ou CPF Invalido'),
  senha,
  telefone: texto(30).optional(),
  razao_social: texto(160).optional(),
  nome_fantasia: texto(160).optional(),
  idcadastroextracliente: texto(100).optional(),
  tag: z.array(z.string().max(60)).max(20).optional(),
  idfornecedor: idOuSlug,
  tokenOrigin: tokenOriginSchema,
});
export type CreateUserBody = z.input<typeof createUserBodySchema>;
export const createUserResponseSchema = z.object({
  usuario: userSchema,
  cadastro_aprovado: z.boolean(),
  /** Supplier's message_after_create (null: use the spec's default pending messages). */
  message_after_create: z.string().nullable(),
  mensagem: z.string(),
});

/** GET /v1/app/{split}/usuario/dados-receita/{doc} */
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
/** PUT /v1/app/usuario/{id} (Bearer; own user only). senha requires senha_atual and revokes other sessions. */
export const updateUserBodySchema = z.object({
  dadosUsuario: z
    .object({
      nome: texto(120).min(2, 'Informe o nome').optional(),
      email: email.optional(),
      telefone: texto(30).optional(),
      razao_social: texto(160).optional(),
      nome_fantasia: texto(160).optional(),
      senha: senha.optional(),
      senha_atual: senhaLogin.optional(),
    })
    .strict(),
});
export const updateUserResponseSchema = z.object({ usuario: userSchema, mensagem: z.string() });

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
export const verificationResponseSchema = z.object({ enviado: z.literal(true), canal: z.string(), destino: z.string() });

/** POST /admin/clientes/{idcliente}/fornecedor/{idfornecedor}/aprovar (X-Admin-Key) */
export const approveResponseSchema = z.object({ idcliente: uuid, idfornecedor: uuid, cadastro_aprovado: z.literal(true) });

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
// Representatives
// ---------------------------------------------------------------------------------------------
/** GET /v4/acessorepresentante/{idfornecedor} (Bearer: representative session) */
export const representativeAccessResponseSchema = z.object({
  acesso: z.boolean(),
  representante: representativeSchema,
  totalClientes: z.number().int(),
  /** Client the current session acts for, if any. */
  clienteAtual: uuid.nullable(),
});
/** GET /v4/representante/{idfornecedor}/{idrepresentante}?busca= */
export const representativeClientsQuerySchema = z.object({ busca: z.string().trim().max(100).optional() });
export const representativeClientsResponseSchema = z.object({ clientes: z.array(clientSummarySchema) });
/** POST /v4/representante/{idfornecedor}/cliente/{idcliente}/sessao → authResponseSchema (usuario.representante set) */

// ---------------------------------------------------------------------------------------------
// Linked users
// ---------------------------------------------------------------------------------------------
export const linkedUserSchema = clientSummarySchema.extend({
  /** True when this linked user's session is the one currently open for the principal. */
  logado: z.boolean(),
});
export type LinkedUser = z.infer<typeof linkedUserSchema>;
/** POST /v1/app/{token}/usuario/{id}/usuarios (body optional {idfornecedor}) */
export const linkedUsersBodySchema = z.object({ idfornecedor: idOuSlug.optional() }).optional();
export const linkedUsersResponseSchema = z.object({ usuarios: z.array(linkedUserSchema) });
/** GET /v1/app/usuario/{principal}/{vinculado}?gerar_token_jwt=true → authResponseSchema */
export const linkedSwitchQuerySchema = z.object({ gerar_token_jwt: queryBoolean.optional() });
/** POST /v1/app/usuario/{principal}/{idfornecedor} body {email, nome?} */
export const linkedCreateBodySchema = z.object({ email, nome: texto(120).optional() });
export const linkedCreateResponseSchema = z.object({ usuario: linkedUserSchema });
/** DELETE /v1/app/usuario/{principal}/{vinculado}/{idfornecedor} */
export const linkedDeleteResponseSchema = z.object({ sucesso: z.literal(true) });
/** POST /v1/app/{token}/usuario/{id}/clientes-vinculados → clientListResponseSchema */

// ---------------------------------------------------------------------------------------------
// Back-office (X-Admin-Key; not in the spec)
// ---------------------------------------------------------------------------------------------
/** GET /admin/alertas-disponibilidade?idcliente=&idfornecedor= — a customer's availability alerts (back-office, X-Admin-Key). */
export const adminAlertsQuerySchema = z.object({ idcliente: uuid, idfornecedor: idOuSlug.optional() });
export const adminAlertsResponseSchema = z.object({
  alertas: z.array(z.object({ idcliente: z.string(), idproduto: z.string(), idfornecedor: z.string(), criado_em: z.string() })),
});
export type AdminAlertsResponse = z.infer<typeof adminAlertsResponseSchema>;

/** GET /admin/email-outbox?para=&tipo= — latest 50 messages. */
export const outboxQuerySchema = z.object({ para: z.string().max(254).optional(), tipo: z.string().max(40).optional() });
export const outboxResponseSchema = z.object({
  mensagens: z.array(
    z.object({
      id: z.number().int(),
      para: z.string(),
      assunto: z.string(),
      corpo: z.string(),
      tipo: z.string(),
      criado_em: z.string(),
      /** Set when SMTP_URL delivered the message; null while pending (or without SMTP). */
      enviado_em: z.string().nullable(),
      /** Last SMTP delivery error (the message is retried), or null. */
      erro: z.string().nullable(),
    }),
  ),
});
