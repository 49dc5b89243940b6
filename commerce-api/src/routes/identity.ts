import { randomInt } from 'node:crypto';
import { z } from 'zod';
import {
  IDENTITY_MESSAGES,
  apiKeyLoginBodySchema,
  authResponseSchema,
  authenticateBodySchema,
  clientConfigResponseSchema,
  clientListResponseSchema,
  clientSearchQuerySchema,
  createUserBodySchema,
  createUserResponseSchema,
  handoffConsumeBodySchema,
  handoffCreateBodySchema,
  handoffCreateResponseSchema,
  idOuSlug,
  loginLookupQuerySchema,
  loginLookupResponseSchema,
  logoutResponseSchema,
  passwordRecoveryQuerySchema,
  passwordRecoveryResponseSchema,
  passwordResetBodySchema,
  passwordResetResponseSchema,
  representativeAuthResponseSchema,
  taxOfficeDataSchema,
  termsAcceptResponseSchema,
  termsOfUseQuerySchema,
  termsOfUseSchema,
  tokenSegment,
  updateUserBodySchema,
  updateUserResponseSchema,
  uuid,
  verificationQuerySchema,
  verificationResponseSchema,
} from '../../../lib/contract';
import { normalizeDocument } from '../../../lib/rules/documents';
import { classifyLogin, maskEmail } from '../../../lib/rules/login';
import { hashPassword, newToken, sha256, verifyPassword } from '../domain/identity/crypto';
import { isAdmin, requireCliente, requireSelf } from '../domain/identity/guards';
import { assertLoginAllowed, assertLookupAllowed, clientIp, recordLoginFailure, recordLoginSuccess } from '../domain/identity/rate-limit';
import { createSession, revokeClientSessions, revokeSession } from '../domain/identity/sessions';
import { identitySettings } from '../domain/identity/settings';
import { taxOfficeLookup } from '../domain/identity/tax-office';
import {
  approvedByDefault,
  buildUser,
  ensureClienteFornecedor,
  findClienteByLogin,
  forbidden,
  getCliente,
  invalidCredentials,
  newId,
  summarizeMany,
  supplierInfo,
  termsStatus,
} from '../domain/identity/users';
import { HttpError, badRequest, notFound } from '../http/errors';
import { defineRoute } from '../http/router';
import { enqueueMail } from '../mail/outbox';
import { supplierFromHeader, tokenParams } from './common';

const TAGS = ['Usuário'];
const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const handoffInvalid = () => new HttpError(401, 'HANDOFF_INVALIDO', IDENTITY_MESSAGES.handoffInvalido);
const firstName = (nome: string) => nome.trim().split(/\s+/)[0] ?? '';

function storefrontLink(slug: string, path: string): string {
  return `${identitySettings().STOREFRONT_URL.replace(/\/+$/, '')}/${slug}${path}`;
}

export const identityRoutes = [
  defineRoute({
    method: 'GET',
    path: '/v2/app/{token}/usuario/{login}',
    summary: 'Consulta um login (email, CPF, CNPJ, documento estrangeiro): existe? Devolve só o necessário para o fluxo de login (limitado por IP).',
    tags: TAGS,
    tokenParam: 'token',
    params: z.object({ token: tokenSegment, login: z.string().min(1).max(120) }),
    query: loginLookupQuerySchema,
    response: loginLookupResponseSchema,
    async handler({ db, params, rawHeaders, req }) {
      await assertLookupAllowed(db, clientIp(rawHeaders, req));
      const { cliente } = await findClienteByLogin(db, params.login);
      if (!cliente) return { existe: false };
      const idf = rawHeaders['x-idfornecedor'] ? supplierFromHeader(rawHeaders) : null;
      let aprovado = false;
      if (idf) {
        const f = await supplierInfo(db, idf);
        const [cf] = await db.query<{ cadastro_aprovado: boolean }>(
          'SELECT cadastro_aprovado FROM cliente_fornecedor WHERE idcliente = $1 AND idfornecedor = $2',
          [cliente.idcliente, f.idfornecedor],
        );
        aprovado = cf ? cf.cadastro_aprovado : approvedByDefault(f.tags);
      }
      return {
        existe: true,
        usuario: {
          idcliente: cliente.idcliente,
          nome: firstName(cliente.nome),
          email: cliente.email ? maskEmail(cliente.email) : null,
          cpfLength: cliente.cpf?.length ?? 0,
          tipo_documento: cliente.tipo_documento,
          cadastro_aprovado: aprovado,
        },
      };
    },
  }),
  defineRoute({
    method: 'POST',
    path: '/v1/app/{token}/usuario/autenticar',
    summary: 'Autentica um cliente (login email/CPF/CNPJ/documento estrangeiro + senha) e abre uma sessão no fornecedor. Limitado por login e IP (429).',
    tags: TAGS,
    tokenParam: 'token',
    params: tokenParams,
    body: authenticateBodySchema,
    response: authResponseSchema,
    async handler({ db, body, rawHeaders, req }) {
      if (body.loginAsRepresentante) throw badRequest('Use /usuario/autenticar/representante para representantes', { loginAsRepresentante: 'Valor inválido' });
      const f = await supplierInfo(db, body.idfornecedor);
      const ip = clientIp(rawHeaders, req);
      const { cliente, chave } = await findClienteByLogin(db, body.cpf);
      await assertLoginAllowed(db, chave, ip);
      const [u] = cliente
        ? await db.query<{ senha_hash: string | null }>('SELECT senha_hash FROM usuarios WHERE idcliente = $1', [cliente.idcliente])
        : [];
      const ok = await verifyPassword(body.senha, u?.senha_hash);
      if (!cliente || !ok) {
        await recordLoginFailure(db, chave, ip);
        throw invalidCredentials();
      }
      await recordLoginSuccess(db, chave);
      await ensureClienteFornecedor(db, cliente.idcliente, f);
      const s = { idcliente: cliente.idcliente, idfornecedor: f.idfornecedor, idrepresentante: null, idprincipal: null, idapikeys: null };
      const { token } = await createSession(db, { ...s, origem: 'login' });
      return { token, usuario: await buildUser(db, cliente.idcliente, f.idfornecedor, s) };
    },
  }),
  defineRoute({
    method: 'POST',
    path: '/v1/app/{token}/usuario/autenticar/representante',
    summary: 'Autentica um representante (login por email, loginAsRepresentante) no fornecedor em que tem carteira.',
    tags: ['Representante'],
    tokenParam: 'token',
    params: tokenParams,
    body: authenticateBodySchema,
    response: representativeAuthResponseSchema,
    async handler({ db, body, rawHeaders, req }) {
      const f = await supplierInfo(db, body.idfornecedor);
      const ip = clientIp(rawHeaders, req);
      const c = classifyLogin(body.cpf);
      if (!c.ok || c.tipo !== 'EMAIL') throw badRequest(IDENTITY_MESSAGES.loginInvalido, { cpf: IDENTITY_MESSAGES.loginInvalido }, 'LOGIN_INVALIDO');
      const chave = `REP:${c.valor}`;
      await assertLoginAllowed(db, chave, ip);
      const [r] = await db.query<{ idusuario: string; nome: string; email: string; senha_hash: string }>(
        'SELECT idusuario, nome, email, senha_hash FROM representantes WHERE email = $1 AND ativo',
        [c.valor],
      );
      const ok = await verifyPassword(body.senha, r?.senha_hash);
      if (!r || !ok) {
        await recordLoginFailure(db, chave, ip);
        throw invalidCredentials();
      }
      await recordLoginSuccess(db, chave);
      const carteira = await db.query('SELECT 1 FROM representante_clientes WHERE idrepresentante = $1 AND idfornecedor = $2 LIMIT 1', [
        r.idusuario,
        f.idfornecedor,
      ]);
      if (carteira.length === 0) throw forbidden('Representante sem acesso a este fornecedor');
      const { token } = await createSession(db, {
        idcliente: null,
        idfornecedor: f.idfornecedor,
        idrepresentante: r.idusuario,
        idprincipal: null,
        idapikeys: null,
        origem: 'representante',
      });
      return { token, representante: { idusuario: r.idusuario, nome: r.nome, email: r.email, idfornecedor: f.idfornecedor } };
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/v1/app/{token}/cliente/logout',
    summary: 'Encerra a sessão do token (cliente, representante ou usuário vinculado); o token deixa de valer imediatamente.',
    tags: TAGS,
    tokenParam: 'token',
    params: tokenParams,
    response: logoutResponseSchema,
    async handler({ db, auth }) {
      if (auth.sessao) await revokeSession(db, auth.sessao.idsessao);
      return { sucesso: true as const };
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/v2/app/{token}/cliente/senha/recuperar/{idcliente}',
    summary: 'Solicita redefinição de senha (idcliente ou login, barras removidas): grava o email com link de uso único (1 h) na caixa de saída.',
    tags: TAGS,
    tokenParam: 'token',
    params: z.object({ token: tokenSegment, idcliente: z.string().min(1).max(120) }),
    query: passwordRecoveryQuerySchema,
    response: passwordRecoveryResponseSchema,
    async handler({ db, params, query, rawHeaders, req }) {
      await assertLookupAllowed(db, clientIp(rawHeaders, req));
      const ref = params.idcliente.replace(/\//g, '').trim();
      const cliente = UUID_RE.test(ref) ? await getCliente(db, ref.toLowerCase()) : (await findClienteByLogin(db, ref)).cliente;
      if (!cliente) throw notFound(IDENTITY_MESSAGES.falhaRecuperarSenha, 'CLIENTE_NAO_ENCONTRADO');
      if (!cliente.email) throw badRequest(`${IDENTITY_MESSAGES.falhaRecuperarSenha}: cadastro sem email`);
      const fref = query.idfornecedor ?? (rawHeaders['x-idfornecedor'] ? supplierFromHeader(rawHeaders) : null);
      const f = fref ? await supplierInfo(db, fref) : null;
      const token = newToken();
      await db.query(
        `INSERT INTO senha_redefinicoes (token_hash, idcliente, idfornecedor, expira_em) VALUES ($1, $2, $3, now() + interval '1 hour')`,
        [sha256(token), cliente.idcliente, f?.idfornecedor ?? null],
      );
      const link = f ? storefrontLink(f.slug, `/redefinir-senha?token=${token}`) : `${identitySettings().STOREFRONT_URL}/redefinir-senha?token=${token}`;
      await enqueueMail(db, {
        para: cliente.email,
        assunto: 'Redefinição de senha',
        corpo: `Olá, ${firstName(cliente.nome)}!\n\nRecebemos um pedido para redefinir sua senha. Use o link abaixo em até 1 hora (uso único):\n${link}\n\nSe você não pediu, ignore este email.`,
        tipo: 'redefinicao-senha',
        idcliente: cliente.idcliente,
        idfornecedor: f?.idfornecedor ?? null,
      });
      return { email: maskEmail(cliente.email) };
    },
  }),
  defineRoute({
    method: 'POST',
    path: '/v4/senha/redefinir',
    summary: 'Define uma nova senha com o token do link enviado por email (uso único, 1 h). Revoga todas as sessões do cliente.',
    tags: TAGS,
    body: passwordResetBodySchema,
    response: passwordResetResponseSchema,
    async handler({ db, body }) {
      const senhaHash = await hashPassword(body.senha);
      return db.transaction(async (tx) => {
        const [r] = await tx.query<{ idcliente: string }>(
          `UPDATE senha_redefinicoes SET usado_em = now()
           WHERE token_hash = $1 AND usado_em IS NULL AND expira_em > now() RETURNING idcliente`,
          [sha256(body.token)],
        );
        if (!r) throw badRequest('Link de redefinição de senha inválido ou expirado', { token: 'Link inválido ou expirado' }, 'TOKEN_INVALIDO');
        await tx.query(
          `INSERT INTO usuarios (idusuario, idcliente, senha_hash) VALUES ($1, $2, $3)
           ON CONFLICT (idcliente) DO UPDATE SET senha_hash = EXCLUDED.senha_hash, senha_alterada_em = now()`,
          [newId(), r.idcliente, senhaHash],
        );
        await revokeClientSessions(tx, r.idcliente);
        return { sucesso: true as const, mensagem: 'Senha redefinida com sucesso' };
      });
    },
  }),
  defineRoute({
    method: 'POST',
    path: '/v1/app/{token}/usuario',
    summary:
      'Cadastra um cliente ({token}~{idcliente} com o GUID vazio): valida documento e email, cria credenciais; aprovação conforme as tags do fornecedor.',
    tags: TAGS,
    tokenParam: 'token',
    params: tokenParams,
    body: createUserBodySchema,
    response: createUserResponseSchema,
    async handler({ db, body, auth }) {
      if (auth.idclienteInformado) throw new HttpError(409, 'USUARIO_EXISTENTE', 'Usuário já cadastrado');
      const doc = classifyLogin(body.cpf);
      if (!doc.ok || doc.tipo === 'EMAIL') {
        throw badRequest(IDENTITY_MESSAGES.loginInvalido, { cpf: IDENTITY_MESSAGES.loginInvalido }, 'DOCUMENTO_INVALIDO');
      }
      const f = await supplierInfo(db, body.idfornecedor);
      const receita = doc.tipo === 'CNPJ' ? taxOfficeLookup(doc.valor) : null;
      const senhaHash = await hashPassword(body.senha);
      const idcliente = newId();
      await db.transaction(async (tx) => {
        const dup = await tx.query<{ email: string | null; cpf: string | null }>(
          'SELECT email, cpf FROM clientes WHERE email = $1 OR cpf = $2',
          [body.email, doc.valor],
        );
        if (dup.some((d) => d.cpf === doc.valor)) {
          throw new HttpError(409, 'DOCUMENTO_JA_CADASTRADO', `Já existe um cadastro com este ${doc.tipo === 'CNPJ' ? 'CNPJ' : doc.tipo === 'CPF' ? 'CPF' : 'documento'}`, {
            cpf: 'Já cadastrado',
          });
        }
        if (dup.length) throw new HttpError(409, 'EMAIL_JA_CADASTRADO', 'Já existe um cadastro com este email', { email: 'Já cadastrado' });
        await tx.query(
          `INSERT INTO clientes (idcliente, nome, email, cpf, tipo_documento, idcadastroextracliente, tag, telefone, razao_social, nome_fantasia)
           VALUES ($1, $2, $3, $4, $5, $6, $7::text[], $8, $9, $10)`,
          [
            idcliente,
            body.nome,
            body.email,
            doc.valor,
            doc.tipo,
            body.idcadastroextracliente ?? null,
            body.tag ?? [],
            body.telefone ?? null,
            body.razao_social ?? receita?.razao_social ?? null,
            body.nome_fantasia ?? receita?.nome_fantasia ?? null,
          ],
        );
        await tx.query('INSERT INTO usuarios (idusuario, idcliente, senha_hash) VALUES ($1, $2, $3)', [newId(), idcliente, senhaHash]);
        await ensureClienteFornecedor(tx, idcliente, f);
      });
      const usuario = await buildUser(db, idcliente, f.idfornecedor, null);
      return {
        usuario,
        cadastro_aprovado: usuario.cadastro_aprovado,
        message_after_create: f.message_after_create,
        mensagem: usuario.cadastro_aprovado ? 'Cadastro realizado com sucesso' : (f.message_after_create ?? IDENTITY_MESSAGES.cadastroCriadoPendente),
      };
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/v1/app/{split}/usuario/dados-receita/{doc}',
    summary: 'Dados da Receita Federal de um CNPJ (tabela determinística de demonstração; numérico ou alfanumérico).',
    tags: TAGS,
    params: z.object({ split: tokenSegment, doc: z.string().min(1).max(40) }),
    response: taxOfficeDataSchema,
    async handler({ params }) {
      const c = classifyLogin(params.doc);
      if (!c.ok || c.tipo !== 'CNPJ') throw badRequest('CNPJ inválido', { doc: 'CNPJ inválido' }, 'DOCUMENTO_INVALIDO');
      const d = taxOfficeLookup(normalizeDocument(c.valor));
      if (!d) throw notFound('CNPJ não encontrado na Receita Federal', 'CNPJ_NAO_ENCONTRADO');
      return d;
    },
  }),
  defineRoute({
    method: 'PUT',
    path: '/v1/app/usuario/{id}',
    summary: 'Atualiza o próprio cadastro (Bearer). Troca de senha exige senha_atual e revoga as demais sessões.',
    tags: TAGS,
    params: z.object({ id: uuid }),
    body: updateUserBodySchema,
    response: updateUserResponseSchema,
    async handler({ db, params, body, auth }) {
      const a = requireSelf(auth, params.id);
      if (a.representante) throw forbidden('Representantes não podem alterar o cadastro do cliente');
      const d = body.dadosUsuario;
      const idcliente = a.cliente.idcliente;
      let senhaHash: string | null = null;
      if (d.senha) {
        if (!d.senha_atual) throw badRequest('Campo inválido: senha_atual — Informe a senha atual', { senha_atual: 'Informe a senha atual' });
        const [u] = await db.query<{ senha_hash: string | null }>('SELECT senha_hash FROM usuarios WHERE idcliente = $1', [idcliente]);
        if (!(await verifyPassword(d.senha_atual, u?.senha_hash))) {
          throw badRequest('Senha atual incorreta', { senha_atual: 'Senha atual incorreta' }, 'SENHA_INCORRETA');
        }
        senhaHash = await hashPassword(d.senha);
      }
      await db.transaction(async (tx) => {
        if (d.email) {
          const dup = await tx.query('SELECT 1 FROM clientes WHERE email = $1 AND idcliente <> $2', [d.email, idcliente]);
          if (dup.length) throw new HttpError(409, 'EMAIL_JA_CADASTRADO', 'Já existe um cadastro com este email', { email: 'Já cadastrado' });
        }
        await tx.query(
          `UPDATE clientes SET nome = coalesce($2, nome), email = coalesce($3, email), telefone = coalesce($4, telefone),
             razao_social = coalesce($5, razao_social), nome_fantasia = coalesce($6, nome_fantasia) WHERE idcliente = $1`,
          [idcliente, d.nome ?? null, d.email ?? null, d.telefone ?? null, d.razao_social ?? null, d.nome_fantasia ?? null],
        );
        if (senhaHash) {
          await tx.query(
            `INSERT INTO usuarios (idusuario, idcliente, senha_hash) VALUES ($1, $2, $3)
             ON CONFLICT (idcliente) DO UPDATE SET senha_hash = EXCLUDED.senha_hash, senha_alterada_em = now()`,
            [newId(), idcliente, senhaHash],
          );
          await revokeClientSessions(tx, idcliente, a.sessao.idsessao);
        }
      });
      return { usuario: await buildUser(db, idcliente, a.sessao.idfornecedor, a.sessao), mensagem: IDENTITY_MESSAGES.cadastroAtualizado };
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/v2/app/{token}/get-configuracoes-cliente',
    summary: 'Usuário da sessão e suas configurações no fornecedor (aprovação, bloqueio, termos). Serve de verificação de sessão (401 quando expirou).',
    tags: TAGS,
    tokenParam: 'token',
    params: tokenParams,
    response: clientConfigResponseSchema,
    async handler({ db, auth }) {
      const a = requireCliente(auth);
      const usuario = await buildUser(db, a.cliente.idcliente, a.sessao.idfornecedor, a.sessao);
      const f = await supplierInfo(db, a.sessao.idfornecedor);
      const pendente = !usuario.cadastro_aprovado;
      return {
        usuario,
        configuracoes: {
          idfornecedor: f.idfornecedor,
          cadastro_aprovado: usuario.cadastro_aprovado,
          bloqueado: pendente && (f.tags.includes('block-not-approved-user') || f.tags.includes('support-budget')),
          envioRestrito: pendente && f.tags.includes('restrict-not-approved-user-submission'),
          termosuso: usuario.termosuso,
        },
      };
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/v1/app/{token}/cliente',
    summary: 'Clientes visíveis para a sessão (o próprio, a carteira do representante, os vinculados do principal), filtrados por email / idcadastroextracliente.',
    tags: TAGS,
    tokenParam: 'token',
    params: tokenParams,
    query: clientSearchQuerySchema,
    response: clientListResponseSchema,
    async handler({ db, auth, query }) {
      const a = requireCliente(auth);
      const s = a.sessao;
      const rows = await db.query<{ idcliente: string }>(
        `SELECT c.idcliente FROM clientes c
         WHERE (c.idcliente = $1
             OR c.idcliente IN (SELECT idcliente FROM representante_clientes WHERE idrepresentante = $2 AND idfornecedor = $3)
             OR c.idcliente IN (SELECT idvinculado FROM usuarios_vinculados WHERE idprincipal = coalesce($4, $1) AND idfornecedor = $3)
             OR c.idcliente = $4)
           AND ($5::text IS NULL OR c.email = lower($5))
           AND ($6::text IS NULL OR c.idcadastroextracliente = $6)`,
        [a.cliente.idcliente, s.idrepresentante, s.idfornecedor, s.idprincipal, query.email ?? null, query.idcadastroextracliente ?? null],
      );
      return { clientes: await summarizeMany(db, rows.map((r) => r.idcliente), s.idfornecedor) };
    },
  }),
  defineRoute({
    method: 'PUT',
    path: '/v4/client/{idcliente}/supplier/{idfornecedor}/termos-uso',
    summary: 'Aceita a versão vigente dos termos de uso do fornecedor (Bearer; o próprio cliente).',
    tags: TAGS,
    params: z.object({ idcliente: uuid, idfornecedor: idOuSlug }),
    response: termsAcceptResponseSchema,
    async handler({ db, params, auth }) {
      const a = requireSelf(auth, params.idcliente);
      const f = await supplierInfo(db, params.idfornecedor);
      if (f.idfornecedor !== a.sessao.idfornecedor) throw forbidden('Sessão de outro fornecedor');
      const [t] = await db.query<{ versao: string }>('SELECT versao FROM termos_uso WHERE idfornecedor = $1 AND vigente', [f.idfornecedor]);
      await ensureClienteFornecedor(db, a.cliente.idcliente, f);
      if (t) {
        await db.query(
          'UPDATE cliente_fornecedor SET termos_aceitos_versao = $3, termos_aceitos_em = now() WHERE idcliente = $1 AND idfornecedor = $2',
          [a.cliente.idcliente, f.idfornecedor, t.versao],
        );
      }
      return { termosuso: await termsStatus(db, a.cliente.idcliente, f.idfornecedor) };
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/termouso',
    summary: 'Texto dos termos de uso do fornecedor do cabeçalho X-idfornecedor (versão vigente ou versaoArquivo).',
    tags: TAGS,
    query: termsOfUseQuerySchema,
    response: termsOfUseSchema,
    async handler({ db, rawHeaders, query }) {
      const f = await supplierInfo(db, supplierFromHeader(rawHeaders));
      const [t] = await db.query<{ versao: string; texto: string }>(
        `SELECT versao, texto FROM termos_uso WHERE idfornecedor = $1 AND (CASE WHEN $2::text IS NULL THEN vigente ELSE versao = $2 END)`,
        [f.idfornecedor, query.versaoArquivo ?? null],
      );
      if (!t) throw notFound('Termos de uso não encontrados', 'TERMOS_NAO_ENCONTRADOS');
      return { idfornecedor: f.idfornecedor, versao: t.versao, texto: t.texto };
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/v4/verificacao/enviar-verificacao',
    summary: 'Envia um código de verificação (email; sms/whatsapp ficam na caixa de saída) ao próprio cliente (Bearer).',
    tags: TAGS,
    query: verificationQuerySchema,
    response: verificationResponseSchema,
    async handler({ db, query, auth }) {
      const a = requireSelf(auth, query.idcliente);
      const f = await supplierInfo(db, query.idfornecedor);
      const c = await getCliente(db, a.cliente.idcliente);
      const destino = query.canal === 'email' ? c?.email : c?.telefone;
      if (!c || !destino) throw badRequest(`Cadastro sem ${query.canal === 'email' ? 'email' : 'telefone'} para verificação`, { canal: 'Canal indisponível' });
      const codigo = String(randomInt(0, 1_000_000)).padStart(6, '0');
      await db.query(
        `INSERT INTO verificacoes (idcliente, idfornecedor, canal, fonte, codigo_hash, expira_em) VALUES ($1, $2, $3, $4, $5, now() + interval '15 minutes')`,
        [c.idcliente, f.idfornecedor, query.canal, query.fonte ?? null, sha256(codigo)],
      );
      await enqueueMail(db, {
        para: destino,
        assunto: 'Código de verificação',
        corpo: `Seu código de verificação é ${codigo}. Ele vale por 15 minutos.`,
        tipo: `verificacao-${query.canal}`,
        idcliente: c.idcliente,
        idfornecedor: f.idfornecedor,
      });
      return { enviado: true as const, canal: query.canal, destino: query.canal === 'email' ? maskEmail(destino) : `***${destino.slice(-4)}` };
    },
  }),
  defineRoute({
    method: 'POST',
    path: '/v4/auth/handoff',
    summary: 'Gera um código de transferência de sessão entre domínios (Bearer): aleatório, guardado como hash, uso único, curta duração, ligado ao fornecedor de destino e ao email.',
    tags: TAGS,
    body: handoffCreateBodySchema,
    response: handoffCreateResponseSchema,
    async handler({ db, body, auth, rawHeaders }) {
      const a = requireCliente(auth);
      const f = await supplierInfo(db, body.idfornecedor);
      if (f.idfornecedor !== a.sessao.idfornecedor) throw forbidden('A sessão não pertence a este fornecedor');
      const c = await getCliente(db, a.cliente.idcliente);
      if (!c?.email) throw badRequest('Cadastro sem email: não é possível transferir a sessão');
      let ttl = identitySettings().HANDOFF_TTL_SECONDS;
      const override = Number(rawHeaders['x-handoff-ttl']);
      if (isAdmin(rawHeaders) && Number.isInteger(override) && override >= 1 && override <= ttl) ttl = override; // back-office / tests
      const codigo = newToken();
      const [r] = await db.query<{ expira_em: Date | string }>(
        `INSERT INTO handoff_codigos (codigo_hash, idcliente, idsessao, idfornecedor_destino, email, expira_em)
         VALUES ($1, $2, $3, $4, $5, now() + make_interval(secs => $6::int)) RETURNING expira_em`,
        [sha256(codigo), c.idcliente, a.sessao.idsessao, f.idfornecedor, c.email, ttl],
      );
      return { codigo, expira_em: new Date(r!.expira_em).toISOString() };
    },
  }),
  defineRoute({
    method: 'POST',
    path: '/v4/auth/handoff/consumir',
    summary: 'Troca um código de transferência por uma nova sessão no fornecedor de destino; qualquer falha (destino, email, expirado, reutilizado) → 401.',
    tags: TAGS,
    body: handoffConsumeBodySchema,
    response: authResponseSchema,
    async handler({ db, body }) {
      const idf = await supplierInfo(db, body.idfornecedor).catch(() => null);
      const res = await db.transaction(async (tx) => {
        // Burn the code first: a code is consumed by any attempt, right or wrong.
        const [h] = await tx.query<{ idcliente: string; idsessao: string; idfornecedor_destino: string; email: string }>(
          `UPDATE handoff_codigos SET usado_em = now()
           WHERE codigo_hash = $1 AND usado_em IS NULL AND expira_em > now()
           RETURNING idcliente, idsessao, idfornecedor_destino, email`,
          [sha256(body.codigo)],
        );
        if (!h || !idf || h.idfornecedor_destino !== idf.idfornecedor || h.email !== body.email) return null;
        const [src] = await tx.query<{ idrepresentante: string | null; idprincipal: string | null; idapikeys: string | null }>(
          `SELECT idrepresentante, idprincipal, idapikeys FROM sessoes WHERE idsessao = $1 AND revogada_em IS NULL AND expira_em > now()`,
          [h.idsessao],
        );
        if (!src) return null;
        const s = { idcliente: h.idcliente, idfornecedor: h.idfornecedor_destino, ...src };
        const { token } = await createSession(tx, { ...s, origem: 'handoff' });
        return { token, s };
      });
      if (!res) throw handoffInvalid();
      return { token: res.token, usuario: await buildUser(db, res.s.idcliente, res.s.idfornecedor, res.s) };
    },
  }),
  defineRoute({
    method: 'POST',
    path: '/v4/api-key/login',
    summary: 'Login de integração ERP por chave de API: a sessão registra idapikeys.',
    tags: TAGS,
    body: apiKeyLoginBodySchema,
    response: authResponseSchema,
    async handler({ db, body, rawHeaders, req }) {
      const f = await supplierInfo(db, body.idFornecedor);
      const ip = clientIp(rawHeaders, req);
      const chave = `APIKEY:${f.idfornecedor}:${body.idErpUsuario}`;
      await assertLoginAllowed(db, chave, ip);
      const [k] = await db.query<{ idapikeys: string; idcliente: string }>(
        `SELECT k.idapikeys, u.idcliente FROM api_keys k JOIN api_key_usuarios u ON u.idapikeys = k.idapikeys
         WHERE k.key_hash = $1 AND k.idfornecedor = $2 AND k.ativo AND u.id_erp_usuario = $3`,
        [sha256(body.apiKey), f.idfornecedor, body.idErpUsuario],
      );
      if (!k) {
        await recordLoginFailure(db, chave, ip);
        throw new HttpError(401, 'API_KEY_INVALIDA', IDENTITY_MESSAGES.apiKeyInvalida);
      }
      await ensureClienteFornecedor(db, k.idcliente, f);
      const s = { idcliente: k.idcliente, idfornecedor: f.idfornecedor, idrepresentante: null, idprincipal: null, idapikeys: k.idapikeys };
      const { token } = await createSession(db, { ...s, origem: 'api-key' });
      return { token, usuario: await buildUser(db, k.idcliente, f.idfornecedor, s) };
    },
  }),
];
