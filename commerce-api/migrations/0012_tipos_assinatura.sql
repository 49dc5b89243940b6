-- 0012: subscription types (issue 13; spec "Subscription" in 4 Cart, GET /v4/subscription/type/list).
-- A cart holding a subscription product (tag 'assinatura') of a supplier with types has recurrence:
-- the customer picks a type (the first by default) or 'whitout' (none), kept with the cart.

CREATE TABLE tipos_assinatura (
  idtipoassinatura uuid PRIMARY KEY,
  idfornecedor uuid NOT NULL REFERENCES fornecedores ON DELETE CASCADE,
  descricao text NOT NULL,
  intervalo_dias integer NOT NULL CHECK (intervalo_dias > 0),
  -- Shown in the cart (meta_info.recorrencia.mensagem) when this type is chosen.
  mensagem text NOT NULL,
  ordem integer NOT NULL DEFAULT 0,
  ativo boolean NOT NULL DEFAULT true
);
CREATE INDEX tipos_assinatura_idfornecedor_idx ON tipos_assinatura (idfornecedor, ordem);

-- The supplier's label over the type choice (assinaturas.label).
CREATE TABLE assinatura_rotulos (
  idfornecedor uuid PRIMARY KEY REFERENCES fornecedores ON DELETE CASCADE,
  label text NOT NULL
);

ALTER TABLE carrinhos
  ADD CONSTRAINT carrinhos_idtipoassinatura_fk FOREIGN KEY (idtipoassinatura) REFERENCES tipos_assinatura ON DELETE SET NULL;
