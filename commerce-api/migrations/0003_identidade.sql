-- 0003: identity — customers, credentials, per-supplier approval, sessions, handoff codes,
-- login attempts (rate limiting), mail outbox, password resets, representatives, linked users,
-- API keys, terms of use, verifications. Secrets (tokens, codes, keys) are stored only as sha256.

CREATE TABLE clientes (
  idcliente uuid PRIMARY KEY,
  nome text NOT NULL,
  email text CHECK (email = lower(email)),
  -- Normalised document (CPF 11 digits, CNPJ 14 [0-9A-Z], foreign document); null for email-only.
  cpf text CHECK (cpf ~ '^[0-9A-Z]{3,20}$'),
  tipo_documento text NOT NULL CHECK (tipo_documento IN ('CPF', 'CNPJ', 'ESTRANGEIRO', 'EMAIL')),
  idcadastroextracliente text,
  tag text[] NOT NULL DEFAULT '{}',
  telefone text,
  razao_social text,
  nome_fantasia text,
  criado_em timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX clientes_email_uq ON clientes (email) WHERE email IS NOT NULL;
CREATE UNIQUE INDEX clientes_cpf_uq ON clientes (cpf) WHERE cpf IS NOT NULL;
CREATE INDEX clientes_idcadastroextracliente_idx ON clientes (idcadastroextracliente);

-- Login credentials of a client. senha_hash: scrypt$N$r$p$salt$hash (base64url); null = no password yet.
CREATE TABLE usuarios (
  idusuario uuid PRIMARY KEY,
  idcliente uuid NOT NULL UNIQUE REFERENCES clientes ON DELETE CASCADE,
  senha_hash text,
  senha_alterada_em timestamptz NOT NULL DEFAULT now(),
  criado_em timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE cliente_fornecedor (
  idcliente uuid NOT NULL REFERENCES clientes ON DELETE CASCADE,
  idfornecedor uuid NOT NULL REFERENCES fornecedores ON DELETE CASCADE,
  cadastro_aprovado boolean NOT NULL DEFAULT false,
  aprovado_em timestamptz,
  termos_aceitos_versao text,
  termos_aceitos_em timestamptz,
  limite_credito_total integer,
  limite_credito_disponivel integer,
  criado_em timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (idcliente, idfornecedor)
);
CREATE INDEX cliente_fornecedor_idfornecedor_idx ON cliente_fornecedor (idfornecedor);

CREATE TABLE representantes (
  idusuario uuid PRIMARY KEY,
  nome text NOT NULL,
  email text NOT NULL UNIQUE CHECK (email = lower(email)),
  senha_hash text NOT NULL,
  ativo boolean NOT NULL DEFAULT true,
  criado_em timestamptz NOT NULL DEFAULT now()
);

-- Portfolio (carteira) of a representative, per supplier.
CREATE TABLE representante_clientes (
  idrepresentante uuid NOT NULL REFERENCES representantes ON DELETE CASCADE,
  idfornecedor uuid NOT NULL REFERENCES fornecedores ON DELETE CASCADE,
  idcliente uuid NOT NULL REFERENCES clientes ON DELETE CASCADE,
  PRIMARY KEY (idrepresentante, idfornecedor, idcliente)
);
CREATE INDEX representante_clientes_idcliente_idx ON representante_clientes (idcliente);

-- Linked users (sub-accounts) of a principal client, per supplier.
CREATE TABLE usuarios_vinculados (
  idprincipal uuid NOT NULL REFERENCES clientes ON DELETE CASCADE,
  idvinculado uuid NOT NULL REFERENCES clientes ON DELETE CASCADE,
  idfornecedor uuid NOT NULL REFERENCES fornecedores ON DELETE CASCADE,
  criado_em timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (idprincipal, idvinculado, idfornecedor),
  CHECK (idprincipal <> idvinculado)
);
CREATE INDEX usuarios_vinculados_idvinculado_idx ON usuarios_vinculados (idvinculado);

CREATE TABLE api_keys (
  idapikeys uuid PRIMARY KEY,
  idfornecedor uuid NOT NULL REFERENCES fornecedores ON DELETE CASCADE,
  key_hash text NOT NULL UNIQUE,
  descricao text NOT NULL DEFAULT '',
  ativo boolean NOT NULL DEFAULT true,
  criado_em timestamptz NOT NULL DEFAULT now()
);

-- ERP user ids of an API key → clients.
CREATE TABLE api_key_usuarios (
  idapikeys uuid NOT NULL REFERENCES api_keys ON DELETE CASCADE,
  id_erp_usuario text NOT NULL,
  idcliente uuid NOT NULL REFERENCES clientes ON DELETE CASCADE,
  PRIMARY KEY (idapikeys, id_erp_usuario)
);

CREATE TABLE sessoes (
  idsessao uuid PRIMARY KEY,
  token_hash text NOT NULL UNIQUE,
  idcliente uuid REFERENCES clientes ON DELETE CASCADE,
  idfornecedor uuid NOT NULL REFERENCES fornecedores ON DELETE CASCADE,
  idrepresentante uuid REFERENCES representantes ON DELETE CASCADE,
  -- When a linked user is logged in: the principal who opened the session.
  idprincipal uuid REFERENCES clientes ON DELETE CASCADE,
  idapikeys uuid REFERENCES api_keys ON DELETE SET NULL,
  origem text NOT NULL DEFAULT 'login',
  criado_em timestamptz NOT NULL DEFAULT now(),
  expira_em timestamptz NOT NULL,
  revogada_em timestamptz,
  CHECK (idcliente IS NOT NULL OR idrepresentante IS NOT NULL)
);
CREATE INDEX sessoes_idcliente_idx ON sessoes (idcliente) WHERE revogada_em IS NULL;
CREATE INDEX sessoes_idprincipal_idx ON sessoes (idprincipal) WHERE revogada_em IS NULL;

CREATE TABLE handoff_codigos (
  codigo_hash text PRIMARY KEY,
  idcliente uuid NOT NULL REFERENCES clientes ON DELETE CASCADE,
  idsessao uuid NOT NULL REFERENCES sessoes ON DELETE CASCADE,
  idfornecedor_destino uuid NOT NULL REFERENCES fornecedores ON DELETE CASCADE,
  email text NOT NULL,
  criado_em timestamptz NOT NULL DEFAULT now(),
  expira_em timestamptz NOT NULL,
  usado_em timestamptz
);

-- Login attempts (rate limiting kept in the database so the API stays stateless).
CREATE TABLE login_tentativas (
  id bigserial PRIMARY KEY,
  tipo text NOT NULL CHECK (tipo IN ('login', 'ip', 'consulta')),
  chave text NOT NULL,
  sucesso boolean NOT NULL DEFAULT false,
  criado_em timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX login_tentativas_chave_idx ON login_tentativas (tipo, chave, criado_em);

CREATE TABLE email_outbox (
  id bigserial PRIMARY KEY,
  para text NOT NULL,
  assunto text NOT NULL,
  corpo text NOT NULL,
  tipo text NOT NULL DEFAULT 'geral',
  idcliente uuid REFERENCES clientes ON DELETE SET NULL,
  idfornecedor uuid REFERENCES fornecedores ON DELETE SET NULL,
  criado_em timestamptz NOT NULL DEFAULT now(),
  enviado_em timestamptz,
  erro text
);
CREATE INDEX email_outbox_pendentes_idx ON email_outbox (criado_em) WHERE enviado_em IS NULL;

CREATE TABLE senha_redefinicoes (
  token_hash text PRIMARY KEY,
  idcliente uuid NOT NULL REFERENCES clientes ON DELETE CASCADE,
  idfornecedor uuid REFERENCES fornecedores ON DELETE SET NULL,
  criado_em timestamptz NOT NULL DEFAULT now(),
  expira_em timestamptz NOT NULL,
  usado_em timestamptz
);

CREATE TABLE termos_uso (
  idfornecedor uuid NOT NULL REFERENCES fornecedores ON DELETE CASCADE,
  versao text NOT NULL,
  texto text NOT NULL,
  vigente boolean NOT NULL DEFAULT false,
  criado_em timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (idfornecedor, versao)
);
CREATE UNIQUE INDEX termos_uso_vigente_uq ON termos_uso (idfornecedor) WHERE vigente;

CREATE TABLE verificacoes (
  id bigserial PRIMARY KEY,
  idcliente uuid NOT NULL REFERENCES clientes ON DELETE CASCADE,
  idfornecedor uuid NOT NULL REFERENCES fornecedores ON DELETE CASCADE,
  canal text NOT NULL,
  fonte text,
  codigo_hash text NOT NULL,
  criado_em timestamptz NOT NULL DEFAULT now(),
  expira_em timestamptz NOT NULL,
  verificado_em timestamptz
);
