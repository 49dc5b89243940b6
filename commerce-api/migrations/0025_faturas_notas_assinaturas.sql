-- 0025: after the sale (issue 15) — titles of purchases on terms, NF-e numbering and documents,
-- subscriptions and their generated orders. Money: integer centavos. (0024 is the order status
-- machine's migration, written in parallel.)

-- Titles (faturas) of purchases on terms (FATURADO): one per order, written by the charge in the
-- order's transaction (domain/payment/charge.ts, before the order row: hence the deferred foreign
-- key), with the boleto that pays it, due on the invoice date. The status (a vencer, vencido, pago)
-- is computed when read from the due date and pago_em, never stored. `idcliente` is the account
-- whose credit the order took (a linked user's principal, else the client).
CREATE TABLE faturas (
  idfatura uuid PRIMARY KEY,
  idfornecedor uuid NOT NULL REFERENCES fornecedores ON DELETE CASCADE,
  idcliente uuid NOT NULL REFERENCES clientes ON DELETE CASCADE,
  numpedido integer NOT NULL UNIQUE REFERENCES pedidos ON DELETE CASCADE DEFERRABLE INITIALLY DEFERRED,
  valor integer NOT NULL CHECK (valor > 0),
  emissao date NOT NULL,
  vencimento date NOT NULL CHECK (vencimento >= emissao),
  -- lib/contract/order.ts boletoChargeSchema.
  boleto jsonb NOT NULL,
  pago_em timestamptz,
  criado_em timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX faturas_conta_idx ON faturas (idcliente, idfornecedor, vencimento);

-- The supplier as NF-e issuer: address and state registration, the series and the last number
-- issued (taken with an atomic UPDATE … RETURNING while the order row is locked, so numbers are
-- sequential, without gaps or repeats, under concurrency).
CREATE TABLE emitentes_fiscais (
  idfornecedor uuid PRIMARY KEY REFERENCES fornecedores ON DELETE CASCADE,
  inscricao_estadual text NOT NULL,
  -- 1 Simples Nacional, 3 regime normal.
  crt smallint NOT NULL DEFAULT 1 CHECK (crt IN (1, 2, 3)),
  logradouro text NOT NULL,
  numero text NOT NULL,
  bairro text NOT NULL,
  cod_municipio text NOT NULL CHECK (cod_municipio ~ '^[0-9]{7}$'),
  municipio text NOT NULL,
  uf text NOT NULL CHECK (uf ~ '^[A-Z]{2}$'),
  cep text NOT NULL CHECK (cep ~ '^[0-9]{8}$'),
  telefone text,
  serie integer NOT NULL DEFAULT 1 CHECK (serie BETWEEN 0 AND 999),
  ultimo_numero integer NOT NULL DEFAULT 0 CHECK (ultimo_numero BETWEEN 0 AND 999999999)
);

-- NF-e of an order: issued once (the first time its DANFE or XML is asked for, when the order is
-- eligible), never renumbered. Homologação only (tpAmb 2): no fiscal value.
CREATE TABLE notas_fiscais (
  numpedido integer PRIMARY KEY REFERENCES pedidos ON DELETE CASCADE,
  idfornecedor uuid NOT NULL REFERENCES fornecedores ON DELETE CASCADE,
  serie integer NOT NULL,
  numero integer NOT NULL CHECK (numero > 0),
  -- cNF: random 8 digits of the key.
  codigo integer NOT NULL CHECK (codigo BETWEEN 0 AND 99999999),
  chave text NOT NULL UNIQUE CHECK (chave ~ '^[0-9]{6}[0-9A-Z]{12}[0-9]{26}$'),
  emitida_em timestamptz NOT NULL DEFAULT now(),
  UNIQUE (idfornecedor, serie, numero)
);

-- Subscriptions: an order placed with a subscription type repeats its items every intervalo_dias.
-- The first order (numpedido_origem) gives the delivery, the place and the payment method; the
-- job (domain/subscription/job.ts) places the next order on proxima_entrega, claiming due rows
-- with FOR UPDATE SKIP LOCKED and advancing proxima_entrega in the same transaction.
CREATE TABLE assinaturas (
  idassinatura uuid PRIMARY KEY,
  idfornecedor uuid NOT NULL REFERENCES fornecedores ON DELETE CASCADE,
  idcliente uuid NOT NULL REFERENCES clientes ON DELETE CASCADE,
  -- The principal of a linked user (who also sees and may cancel it).
  idprincipal uuid REFERENCES clientes ON DELETE SET NULL,
  idtipoassinatura uuid NOT NULL REFERENCES tipos_assinatura,
  -- Snapshot of the type when subscribed.
  tipo_descricao text NOT NULL,
  intervalo_dias integer NOT NULL CHECK (intervalo_dias > 0),
  numpedido_origem integer NOT NULL UNIQUE REFERENCES pedidos ON DELETE CASCADE,
  status text NOT NULL DEFAULT 'ATIVA' CHECK (status IN ('ATIVA', 'CANCELADA')),
  proxima_entrega date NOT NULL,
  criado_em timestamptz NOT NULL DEFAULT now(),
  cancelada_em timestamptz
);
CREATE INDEX assinaturas_vencidas_idx ON assinaturas (proxima_entrega) WHERE status = 'ATIVA';
CREATE INDEX assinaturas_cliente_idx ON assinaturas (idcliente, idfornecedor, criado_em DESC);
CREATE INDEX assinaturas_principal_idx ON assinaturas (idprincipal) WHERE idprincipal IS NOT NULL;

CREATE TABLE assinatura_itens (
  idassinatura uuid NOT NULL REFERENCES assinaturas ON DELETE CASCADE,
  idproduto uuid NOT NULL,
  ordem integer NOT NULL,
  nome text NOT NULL,
  unidade text NOT NULL,
  imagem text NOT NULL,
  quantidade numeric(12,3) NOT NULL CHECK (quantidade > 0),
  embalar_para_presente boolean NOT NULL DEFAULT false,
  PRIMARY KEY (idassinatura, idproduto)
);

-- History: the first order and each delivery date of the cycle, with the order placed for it (or
-- why none could be: stock, credit, products no longer sold). One row per date: a second run for
-- the same date cannot insert another.
CREATE TABLE assinatura_pedidos (
  idassinatura uuid NOT NULL REFERENCES assinaturas ON DELETE CASCADE,
  data_prevista date NOT NULL,
  numpedido integer REFERENCES pedidos ON DELETE SET NULL,
  erro text,
  gerado_em timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (idassinatura, data_prevista)
);
