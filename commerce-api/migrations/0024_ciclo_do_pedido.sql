-- 0024: the order after the sale (issue 15): its status timeline, the buyer's rating, the quote's
-- validity and the charges a new PIX or boleto superseded. The state machine itself is code
-- (lib/rules/order-status.ts, docs/order-status.md). (0025 is written in parallel.)

-- Every status an order went through, written in the transaction that sets it (placement writes
-- the first). clock_timestamp(): two changes of one transaction (a quote accepted, then its charge
-- issued) keep their order in time too.
CREATE TABLE pedido_status_historico (
  id bigserial PRIMARY KEY,
  numpedido integer NOT NULL REFERENCES pedidos ON DELETE CASCADE,
  status text NOT NULL CHECK (status IN ('ORCAMENTO_NOVO', 'ORCAMENTO_PRECIFICADO', 'ENVIADO', 'SEPARANDO', 'AGUARDANDOPAGAMENTO',
                                          'PAGO', 'EMENTREGA', 'PRONTO_RETIRADA', 'ENTREGUE', 'CANCELADO')),
  ator text NOT NULL CHECK (ator IN ('cliente', 'fornecedor', 'sistema')),
  nota text CHECK (length(nota) <= 500),
  criado_em timestamptz NOT NULL DEFAULT clock_timestamp()
);
CREATE INDEX pedido_status_historico_pedido_idx ON pedido_status_historico (numpedido, id);

-- Orders placed before this migration: their current status, at the time they were placed.
INSERT INTO pedido_status_historico (numpedido, status, ator, criado_em)
SELECT numpedido, status, 'cliente', criado_em FROM pedidos;

-- A priced quote: the last day (São Paulo) the buyer may accept it.
ALTER TABLE pedidos ADD COLUMN orcamento_validade date;

-- The buyer's rating: after delivery, once (the primary key makes a second one fail).
CREATE TABLE pedido_avaliacoes (
  numpedido integer PRIMARY KEY REFERENCES pedidos ON DELETE CASCADE,
  idcliente uuid NOT NULL REFERENCES clientes ON DELETE CASCADE,
  nota smallint NOT NULL CHECK (nota BETWEEN 1 AND 5),
  comentario text CHECK (length(comentario) <= 1000),
  criado_em timestamptz NOT NULL DEFAULT now()
);

-- A new charge (another PIX or boleto, another payment method) replaces the order's payment; the
-- one it replaced is kept here. `emissao` counts the charges of an order (0: the order's own).
ALTER TABLE pagamentos ADD COLUMN emissao integer NOT NULL DEFAULT 0;
CREATE TABLE pagamento_cobrancas_substituidas (
  numpedido integer NOT NULL REFERENCES pedidos ON DELETE CASCADE,
  emissao integer NOT NULL,
  idformapagto uuid NOT NULL,
  tipo text NOT NULL,
  descricao text NOT NULL,
  status text NOT NULL,
  valor integer,
  pix jsonb,
  boleto jsonb,
  cartao jsonb,
  vencimento_fatura date,
  substituida_em timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (numpedido, emissao)
);
