-- 0006: delivery context (issue 5) — per-product delivery types. A product is offered for
-- delivery (DELIVERY), for pickup at a store (RETIRADA), or both (the default). Catalog calls
-- that carry tipoentrega/tipoEntrega list only the products offered for that type.

ALTER TABLE produtos
  ADD COLUMN tipos_entrega text[] NOT NULL DEFAULT ARRAY['DELIVERY', 'RETIRADA']::text[];

ALTER TABLE produtos
  ADD CONSTRAINT produtos_tipos_entrega_validos
  CHECK (cardinality(tipos_entrega) > 0 AND tipos_entrega <@ ARRAY['DELIVERY', 'RETIRADA']::text[]);
