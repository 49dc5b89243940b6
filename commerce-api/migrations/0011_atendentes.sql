-- 0011: attendants (issue 13). An attendant of a supplier logs in on its own (email and password)
-- and sets prices on a client's cart lines; a cart with any attendant price is locked for the
-- customer (read-only negotiation) and its order goes as canalVenda MANUAL. Attendant sessions are
-- kept apart from customer sessions so an attendant token can never act as a customer.

CREATE TABLE atendentes (
  idatendente uuid PRIMARY KEY,
  idfornecedor uuid NOT NULL REFERENCES fornecedores ON DELETE CASCADE,
  nome text NOT NULL,
  email text NOT NULL UNIQUE CHECK (email = lower(email)),
  senha_hash text NOT NULL,
  ativo boolean NOT NULL DEFAULT true,
  criado_em timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX atendentes_idfornecedor_idx ON atendentes (idfornecedor);

CREATE TABLE atendente_sessoes (
  token_hash text PRIMARY KEY,
  idatendente uuid NOT NULL REFERENCES atendentes ON DELETE CASCADE,
  idfornecedor uuid NOT NULL REFERENCES fornecedores ON DELETE CASCADE,
  criado_em timestamptz NOT NULL DEFAULT now(),
  expira_em timestamptz NOT NULL,
  revogada_em timestamptz
);
CREATE INDEX atendente_sessoes_idatendente_idx ON atendente_sessoes (idatendente);

-- Who negotiates the cart (null when no attendant price is set).
ALTER TABLE carrinhos ADD COLUMN idatendente uuid REFERENCES atendentes ON DELETE SET NULL;
