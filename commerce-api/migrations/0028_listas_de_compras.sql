-- 0028: shopping lists (issue 16). A client's own lists (FROM_CLIENT) and the lists suggested to it
-- by the supplier's back-office or a representative (TO_CLIENT). Disabling keeps the row (ativa
-- false): a list is never deleted, so a copy or an apply in flight never points at nothing.
-- Quantities go through the cart's quantity rule when saved and again when applied.

CREATE TABLE listas_compras (
  idlista uuid PRIMARY KEY,
  idfornecedor uuid NOT NULL REFERENCES fornecedores ON DELETE CASCADE,
  idcliente uuid NOT NULL REFERENCES clientes ON DELETE CASCADE,
  nome text NOT NULL CHECK (length(nome) BETWEEN 1 AND 80),
  tipo text NOT NULL CHECK (tipo IN ('FROM_CLIENT', 'TO_CLIENT')),
  autor_tipo text NOT NULL CHECK (autor_tipo IN ('CLIENTE', 'FORNECEDOR', 'REPRESENTANTE')),
  idrepresentante uuid REFERENCES representantes ON DELETE SET NULL,
  autor_nome text NOT NULL,
  ativa boolean NOT NULL DEFAULT true,
  criado_em timestamptz NOT NULL DEFAULT now(),
  atualizado_em timestamptz NOT NULL DEFAULT now(),
  CHECK ((tipo = 'FROM_CLIENT') = (autor_tipo = 'CLIENTE'))
);
CREATE INDEX listas_compras_cliente_idx ON listas_compras (idcliente, idfornecedor, tipo) WHERE ativa;
-- An active list's name is unique per client, supplier and type (case-insensitive).
CREATE UNIQUE INDEX listas_compras_nome_idx ON listas_compras (idcliente, idfornecedor, tipo, lower(nome)) WHERE ativa;

CREATE TABLE lista_compras_itens (
  idlista uuid NOT NULL REFERENCES listas_compras ON DELETE CASCADE,
  idproduto uuid NOT NULL REFERENCES produtos ON DELETE CASCADE,
  quantidade numeric(12,3) NOT NULL CHECK (quantidade > 0),
  adicionado_em timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (idlista, idproduto)
);
