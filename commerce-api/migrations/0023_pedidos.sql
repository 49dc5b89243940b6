-- 0023: orders and payments (issue 14). An order is the client's saved cart placed exactly once:
-- the order, its lines and its payment are written in the transaction that takes the coupon use,
-- the stock and the credit, consumes the card token and empties the cart. Money: integer centavos.
-- (0022 is the delivery methods' migration, written in parallel.)

-- The supplier as a payee: legal name and CNPJ (boleto beneficiary), city and PIX key (BR Code),
-- and the boleto's cedente data (bank, agency, account, wallet) with its nossoNumero counter.
ALTER TABLE fornecedores
  ADD COLUMN razao_social text,
  ADD COLUMN cnpj text CHECK (cnpj ~ '^[0-9A-Z]{12}[0-9]{2}$'),
  ADD COLUMN cidade text,
  ADD COLUMN chave_pix text CHECK (length(chave_pix) BETWEEN 1 AND 77),
  ADD COLUMN boleto_banco text CHECK (boleto_banco ~ '^[0-9]{3}$'),
  ADD COLUMN boleto_agencia text CHECK (boleto_agencia ~ '^[0-9]{4}$'),
  ADD COLUMN boleto_conta text CHECK (boleto_conta ~ '^[0-9]{5}$'),
  ADD COLUMN boleto_carteira text CHECK (boleto_carteira ~ '^[0-9]{3}$'),
  -- Last nossoNumero issued (sequential per supplier, taken under the supplier row's lock).
  ADD COLUMN boleto_nosso_numero bigint NOT NULL DEFAULT 0;

-- Stock: NULL = not controlled. Checked and decremented by order placement under the row lock.
ALTER TABLE produtos ADD COLUMN estoque numeric(12,3) CHECK (estoque >= 0);

-- Order numbers: one global sequence.
CREATE SEQUENCE pedidos_numpedido_seq AS integer START WITH 100001;

CREATE TABLE pedidos (
  numpedido integer PRIMARY KEY DEFAULT nextval('pedidos_numpedido_seq'),
  idfornecedor uuid NOT NULL REFERENCES fornecedores ON DELETE CASCADE,
  -- The client acted for (a representative's client, a linked user).
  idcliente uuid NOT NULL REFERENCES clientes ON DELETE CASCADE,
  -- The principal of a linked user (who also sees the order).
  idprincipal uuid REFERENCES clientes ON DELETE SET NULL,
  idrepresentante uuid REFERENCES representantes ON DELETE SET NULL,
  idapikeys uuid REFERENCES api_keys ON DELETE SET NULL,
  -- 'Pedido emitido por': the linked user's or the representative's name.
  emitido_por text,
  status text NOT NULL CHECK (status IN ('ORCAMENTO_NOVO', 'ORCAMENTO_PRECIFICADO', 'ENVIADO', 'SEPARANDO', 'AGUARDANDOPAGAMENTO',
                                          'PAGO', 'EMENTREGA', 'PRONTO_RETIRADA', 'ENTREGUE', 'CANCELADO')),
  orcamento boolean NOT NULL DEFAULT false,
  canal_venda text NOT NULL CHECK (canal_venda IN ('WEB', 'MANUAL')),
  tipo_entrega text NOT NULL CHECK (tipo_entrega IN ('DELIVERY', 'RETIRADA')),
  idformaentrega uuid NOT NULL,
  forma_entrega_descricao text NOT NULL,
  -- The slot's start as offered ('2026-11-24T08:00:00-03:00'), and its pt-BR label.
  data_de_entrega text,
  rotulo_entrega text,
  -- Snapshots: { idendereco, textoendereco, cep, coords } / { nome, descricao_endereco_loja, coordenadas_loja }.
  endereco_entrega jsonb,
  loja_retira jsonb,
  endereco_faturamento jsonb,
  -- NULL when prices are hidden (a quote not yet priced).
  total_produtos integer,
  valor_desconto integer NOT NULL DEFAULT 0,
  taxa_entrega integer NOT NULL DEFAULT 0,
  taxa_conveniencia integer NOT NULL DEFAULT 0,
  total_pedido integer,
  idcupom uuid REFERENCES cupons ON DELETE SET NULL,
  codigo_cupom text,
  anotacoes text,
  num_pedido_cliente text,
  idtipoassinatura uuid,
  assinatura_descricao text,
  caracteristicas jsonb NOT NULL DEFAULT '[]',
  -- sha256 of what makes two orders "the same" (client, supplier, items, delivery, place,
  -- payment method): a second identical order within 60 s is refused.
  impressao text NOT NULL,
  criado_em timestamptz NOT NULL DEFAULT now(),
  atualizado_em timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX pedidos_cliente_idx ON pedidos (idcliente, idfornecedor, criado_em DESC);
CREATE INDEX pedidos_principal_idx ON pedidos (idprincipal) WHERE idprincipal IS NOT NULL;
CREATE INDEX pedidos_impressao_idx ON pedidos (impressao, criado_em DESC);

-- The lines as placed (no foreign key to produtos: an order keeps its lines when the catalogue changes).
CREATE TABLE pedido_itens (
  numpedido integer NOT NULL REFERENCES pedidos ON DELETE CASCADE,
  idproduto uuid NOT NULL,
  ordem integer NOT NULL,
  nome text NOT NULL,
  slug text NOT NULL,
  unidade text NOT NULL,
  imagem text NOT NULL,
  quantidade numeric(12,3) NOT NULL CHECK (quantidade > 0),
  -- Unit price charged (after the price rule) and the list price; NULL when hidden.
  preco integer,
  preco_lista integer,
  origem_preco text,
  embalar_para_presente boolean NOT NULL DEFAULT false,
  preco_embalagem integer,
  total integer,
  PRIMARY KEY (numpedido, idproduto)
);

CREATE TABLE pagamentos (
  numpedido integer PRIMARY KEY REFERENCES pedidos ON DELETE CASCADE,
  idformapagto uuid NOT NULL,
  tipo text NOT NULL CHECK (tipo IN ('PIX', 'CARTAO_CREDITO', 'CARTAO_DEBITO', 'BOLETO', 'DINHEIRO', 'FATURADO')),
  descricao text NOT NULL,
  status text NOT NULL CHECK (status IN ('AGUARDANDO', 'PRE_AUTORIZADO', 'PAGO', 'FATURADO', 'NA_ENTREGA', 'CANCELADO')),
  valor integer,
  -- The charge, as answered (lib/contract/order.ts pixChargeSchema, boletoChargeSchema, cardChargeSchema).
  pix jsonb,
  boleto jsonb,
  cartao jsonb,
  vencimento_fatura date,
  pago_em timestamptz,
  criado_em timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX pagamentos_pix_txid_uq ON pagamentos ((pix->>'txid')) WHERE pix IS NOT NULL;

-- Card tokens (POST /v4/payment-sdk/generate-token): never the number nor the CVV. The token is
-- kept only as its sha256, like every other secret (0003). Single use, 30 minutes.
CREATE TABLE cartao_tokens (
  token_hash text PRIMARY KEY,
  idcliente uuid NOT NULL REFERENCES clientes ON DELETE CASCADE,
  idfornecedor uuid NOT NULL REFERENCES fornecedores ON DELETE CASCADE,
  bandeira text NOT NULL,
  final text NOT NULL CHECK (final ~ '^[0-9]{4}$'),
  titular text NOT NULL,
  criado_em timestamptz NOT NULL DEFAULT now(),
  expira_em timestamptz NOT NULL,
  usado_em timestamptz,
  numpedido integer
);
CREATE INDEX cartao_tokens_cliente_idx ON cartao_tokens (idcliente, criado_em);

-- Idempotency keys of order submission (Stripe's semantics): the first answer of a key is kept
-- 24 h and replayed; EM_ANDAMENTO while the first request runs (taken over after 2 minutes).
CREATE TABLE idempotencia (
  idcliente uuid NOT NULL REFERENCES clientes ON DELETE CASCADE,
  chave text NOT NULL,
  idfornecedor uuid NOT NULL,
  rota text NOT NULL,
  -- sha256 of the canonical JSON of the (validated) body.
  hash_payload text NOT NULL,
  estado text NOT NULL CHECK (estado IN ('EM_ANDAMENTO', 'CONCLUIDO')),
  status_http integer,
  resposta jsonb,
  criado_em timestamptz NOT NULL DEFAULT now(),
  concluido_em timestamptz,
  PRIMARY KEY (idcliente, chave)
);
CREATE INDEX idempotencia_criado_em_idx ON idempotencia (criado_em);
