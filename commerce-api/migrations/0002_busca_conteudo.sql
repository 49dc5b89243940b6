-- 0002: full-text search helpers, static page timestamps, action links, availability alerts.

-- Product tags (produto-by-tags, tag lists, tagsPesquisa with bare tags).
CREATE INDEX produtos_tags_idx ON produtos USING gin (tags);

-- Static pages: when the (sanitized) HTML was last stored.
ALTER TABLE paginas_estaticas ADD COLUMN atualizado_em timestamptz NOT NULL DEFAULT '2025-01-01T00:00:00Z';

-- Action links (/v4/link-acao/{fornecedor}/{codigo}) resolved to a storefront path.
CREATE TABLE links_acao (
  idlink uuid PRIMARY KEY,
  idfornecedor uuid NOT NULL REFERENCES fornecedores ON DELETE CASCADE,
  codigo text NOT NULL CHECK (codigo ~ '^[A-Za-z0-9_-]{1,80}$'),
  tipo text NOT NULL CHECK (tipo IN ('PRODUTO','CATEGORIA','BUSCA','PAGINA','ADICIONAR_ITENS')),
  destino text NOT NULL CHECK (destino LIKE '/%'),
  -- ADICIONAR_ITENS: [{ "idproduto": "…", "quantidade": 2 }]
  itens jsonb,
  UNIQUE (idfornecedor, codigo)
);

-- Availability alerts: one per customer and product (subscribing twice is a no-op).
-- idcliente has no foreign key here: customers arrive in a later migration.
CREATE TABLE alertas_disponibilidade (
  idcliente uuid NOT NULL,
  idproduto uuid NOT NULL REFERENCES produtos ON DELETE CASCADE,
  idfornecedor uuid NOT NULL REFERENCES fornecedores ON DELETE CASCADE,
  idcadastroextraproduto uuid,
  criado_em timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (idcliente, idproduto)
);
CREATE INDEX alertas_disponibilidade_produto_idx ON alertas_disponibilidade (idfornecedor, idproduto);
