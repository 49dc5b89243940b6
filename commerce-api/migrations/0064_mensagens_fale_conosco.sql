-- 0064: "Fale conosco" messages (the storefront's contact page, decision 0046).

-- Each message a visitor sends is kept here and queued in email_outbox for the supplier's contact
-- address (rodape.contato.email), in the same transaction. The send caps count in envios_contados.
CREATE TABLE mensagens_contato (
  idmensagem uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  idfornecedor uuid NOT NULL REFERENCES fornecedores (idfornecedor) ON DELETE CASCADE,
  nome text NOT NULL,
  email text NOT NULL,
  telefone text,
  mensagem text NOT NULL,
  criado_em timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX mensagens_contato_fornecedor_idx ON mensagens_contato (idfornecedor, criado_em DESC);
