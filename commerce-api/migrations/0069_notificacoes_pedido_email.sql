-- Order notification emails (decision 0050): an HTML part beside the text, one message per
-- (order, kind) at most, and the kinds a customer turned off at a supplier.

ALTER TABLE email_outbox ADD COLUMN corpo_html text;

-- The (order, kind) key: written in the status change's transaction, so a retried change finds it
-- and queues nothing. idemail is null when the customer had turned the kind off (nothing queued).
-- descadastro_usado_em: the email's unsubscribe link was used (it works once).
CREATE TABLE pedido_notificacoes (
  numpedido integer NOT NULL REFERENCES pedidos ON DELETE CASCADE,
  tipo text NOT NULL CHECK (tipo IN ('pedido-recebido', 'pagamento-aprovado', 'pedido-pronto', 'pedido-entregue')),
  idemail bigint REFERENCES email_outbox ON DELETE SET NULL,
  criado_em timestamptz NOT NULL DEFAULT now(),
  descadastro_usado_em timestamptz,
  PRIMARY KEY (numpedido, tipo)
);

-- A row = the kind is off for this customer at this supplier (every kind is on by default).
CREATE TABLE notificacoes_email_desativadas (
  idcliente uuid NOT NULL REFERENCES clientes ON DELETE CASCADE,
  idfornecedor uuid NOT NULL REFERENCES fornecedores ON DELETE CASCADE,
  tipo text NOT NULL CHECK (tipo IN ('pedido-recebido', 'pagamento-aprovado', 'pedido-pronto', 'pedido-entregue')),
  desativada_em timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (idcliente, idfornecedor, tipo)
);
