-- 0005: delivery context (issue 5) — embedded CEP table (geocoding without network), customers'
-- delivery addresses (exactly one primary per client) and the billing address kept apart.

CREATE TABLE ceps (
  cep text PRIMARY KEY CHECK (cep ~ '^[0-9]{8}$'),
  rua text NOT NULL,
  bairro text NOT NULL,
  cidade text NOT NULL,
  uf text NOT NULL CHECK (uf ~ '^[A-Z]{2}$'),
  pais text NOT NULL DEFAULT 'Brasil',
  lat double precision NOT NULL,
  lng double precision NOT NULL
);

CREATE TABLE enderecos (
  idendereco uuid PRIMARY KEY,
  idcliente uuid NOT NULL REFERENCES clientes ON DELETE CASCADE,
  idfornecedor uuid REFERENCES fornecedores ON DELETE SET NULL,
  descricao text NOT NULL,
  rua text NOT NULL,
  numero text NOT NULL,
  bairro text NOT NULL,
  cidade text NOT NULL,
  uf text NOT NULL CHECK (uf ~ '^[A-Z]{2}$'),
  -- Digits only (the dash is removed on save).
  cep text NOT NULL CHECK (cep ~ '^[0-9]{8}$'),
  complemento text,
  pontoref text,
  pais text NOT NULL DEFAULT 'Brasil',
  lat double precision,
  lng double precision,
  textoendereco text,
  primario boolean NOT NULL DEFAULT false,
  cod_erp text,
  criado_em timestamptz NOT NULL DEFAULT now(),
  atualizado_em timestamptz NOT NULL DEFAULT now(),
  CHECK ((lat IS NULL) = (lng IS NULL))
);
CREATE INDEX enderecos_idcliente_idx ON enderecos (idcliente, criado_em);
-- At most one primary per client (the API keeps exactly one while the client has addresses).
CREATE UNIQUE INDEX enderecos_primario_uq ON enderecos (idcliente) WHERE primario;

CREATE TABLE enderecos_faturamento (
  idendereco uuid PRIMARY KEY,
  idcliente uuid NOT NULL UNIQUE REFERENCES clientes ON DELETE CASCADE,
  descricao text NOT NULL,
  rua text NOT NULL,
  numero text NOT NULL,
  bairro text NOT NULL,
  cidade text NOT NULL,
  uf text NOT NULL CHECK (uf ~ '^[A-Z]{2}$'),
  cep text NOT NULL CHECK (cep ~ '^[0-9]{8}$'),
  complemento text,
  pontoref text,
  pais text NOT NULL DEFAULT 'Brasil',
  lat double precision,
  lng double precision,
  textoendereco text,
  cod_erp text,
  atualizado_em timestamptz NOT NULL DEFAULT now()
);
