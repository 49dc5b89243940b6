-- 0046: what a supplier asks of its customers (GET /v4/caracteristica-cliente/todas/{idfornecedor};
-- spec 7 "Suppliers and configuration"), and each customer's answers, sent with the user
-- (`caracteristicas`) at registration and in the account's data. Free text, a whole number, one
-- of `opcoes`, or yes/no (`opcoes` holds the two answers).
CREATE TABLE caracteristicas_cliente (
  idcaracteristica uuid PRIMARY KEY,
  idfornecedor uuid NOT NULL REFERENCES fornecedores ON DELETE CASCADE,
  nome text NOT NULL,
  tipo text NOT NULL CHECK (tipo IN ('TEXTO', 'NUMERO', 'OPCOES', 'SIM_NAO')),
  obrigatoria boolean NOT NULL DEFAULT false,
  opcoes text[] NOT NULL DEFAULT '{}',
  ajuda text,
  ordem integer NOT NULL DEFAULT 0,
  CHECK (tipo IN ('TEXTO', 'NUMERO') OR cardinality(opcoes) > 0)
);
CREATE INDEX caracteristicas_cliente_idfornecedor_idx ON caracteristicas_cliente (idfornecedor, ordem);

-- A customer's answer to one characteristic (checked by lib/rules/client-characteristics.ts).
CREATE TABLE clientes_caracteristicas (
  idcliente uuid NOT NULL REFERENCES clientes ON DELETE CASCADE,
  idcaracteristica uuid NOT NULL REFERENCES caracteristicas_cliente ON DELETE CASCADE,
  valor text NOT NULL CHECK (length(valor) BETWEEN 1 AND 200),
  atualizado_em timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (idcliente, idcaracteristica)
);
