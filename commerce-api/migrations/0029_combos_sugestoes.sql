-- 0029: promotional combos as cart line groups, and recommendations with feedback (issue 16).
-- Money: integer centavos; percentages in basis points (1000 = 10%).

-- A promotional combo (idcombopromocional_cabecalho): products sold together at the combo's rule.
-- `idcliente` set: a combo offered to that client only (promotional-combo-client lists it).
CREATE TABLE combos_promocionais (
  idcombopromocional_cabecalho uuid PRIMARY KEY,
  idfornecedor uuid NOT NULL REFERENCES fornecedores ON DELETE CASCADE,
  idcliente uuid REFERENCES clientes ON DELETE CASCADE,
  nome text NOT NULL,
  slug text NOT NULL CHECK (slug ~ '^[a-z0-9-]+$'),
  descricao text NOT NULL DEFAULT '',
  -- PRECO_FIXO: `valor` is the price of one combo; PERCENTUAL: `valor` basis points off the list prices.
  regra text NOT NULL CHECK (regra IN ('PRECO_FIXO', 'PERCENTUAL')),
  valor integer NOT NULL CHECK (valor > 0),
  CHECK (regra <> 'PERCENTUAL' OR valor < 10000),
  -- Largest number of combos per order (null: no limit).
  max_por_pedido integer CHECK (max_por_pedido > 0),
  ativo boolean NOT NULL DEFAULT true,
  inicio timestamptz,
  fim timestamptz,
  ordem integer NOT NULL DEFAULT 0,
  UNIQUE (idfornecedor, slug)
);
CREATE INDEX combos_promocionais_fornecedor_idx ON combos_promocionais (idfornecedor, ordem);

-- The products of one combo and how many of each one combo holds.
CREATE TABLE combos_promocionais_produtos (
  idcombopromocional_cabecalho uuid NOT NULL REFERENCES combos_promocionais ON DELETE CASCADE,
  idproduto uuid NOT NULL REFERENCES produtos ON DELETE CASCADE,
  quantidade numeric(12,3) NOT NULL CHECK (quantidade > 0),
  PRIMARY KEY (idcombopromocional_cabecalho, idproduto)
);

-- A combo group in a cart: `quantidade` combos; its products move together.
CREATE TABLE carrinho_combos (
  idcliente uuid NOT NULL,
  idfornecedor uuid NOT NULL,
  idcombopromocional_cabecalho uuid NOT NULL REFERENCES combos_promocionais ON DELETE CASCADE,
  quantidade integer NOT NULL CHECK (quantidade > 0),
  PRIMARY KEY (idcliente, idfornecedor, idcombopromocional_cabecalho),
  FOREIGN KEY (idcliente, idfornecedor) REFERENCES carrinhos ON DELETE CASCADE
);

-- An order line may be a combo group: idproduto is then the combo's id and `combo_produtos` its
-- products as sold ([{ idproduto, nome, quantidade, preco, preco_lista, total }]).
ALTER TABLE pedido_itens ADD COLUMN idcombopromocional_cabecalho uuid;
ALTER TABLE pedido_itens ADD COLUMN combo_produtos jsonb;

-- Co-purchase signal of the recommendations.
CREATE INDEX pedido_itens_idproduto_idx ON pedido_itens (idproduto);

-- One answer of GET /v4/sugestao/produtos: what was suggested, where, to whom.
CREATE TABLE sugestao_sessoes (
  sessao_id uuid PRIMARY KEY,
  idfornecedor uuid NOT NULL REFERENCES fornecedores ON DELETE CASCADE,
  idcliente uuid NOT NULL REFERENCES clientes ON DELETE CASCADE,
  visao text NOT NULL,
  itens uuid[] NOT NULL,
  criado_em timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sugestao_sessoes_cliente_idx ON sugestao_sessoes (idcliente, idfornecedor, criado_em DESC);

-- Feedback on a suggestion (POST /v4/sugestao/feedback). A dismissed product is not suggested
-- to that client again.
CREATE TABLE sugestao_feedback (
  idfeedback bigserial PRIMARY KEY,
  sessao_id uuid NOT NULL REFERENCES sugestao_sessoes ON DELETE CASCADE,
  idfornecedor uuid NOT NULL,
  idcliente uuid NOT NULL,
  item_id uuid NOT NULL,
  acao text NOT NULL,
  visao text NOT NULL,
  criado_em timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sugestao_feedback_cliente_idx ON sugestao_feedback (idcliente, idfornecedor, acao);

-- GA4 events mirrored by the storefront (POST /v4/log/google-analytics/{idfornecedor}): kept only for
-- suppliers with enable-google-analytics-ga4-version-tag-events and shoppers who allowed performance cookies.
CREATE TABLE eventos_analytics (
  idevento bigserial PRIMARY KEY,
  idfornecedor uuid NOT NULL REFERENCES fornecedores ON DELETE CASCADE,
  evento text NOT NULL,
  parametros jsonb NOT NULL DEFAULT '{}',
  criado_em timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX eventos_analytics_fornecedor_idx ON eventos_analytics (idfornecedor, criado_em DESC);
