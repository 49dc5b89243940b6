-- 0077: produce sold by the kg with the approximate weight of one piece ("1 un ≈ 180 g") and, where the
-- store picks by the piece, ordered by the unit (docs/decisions/0055-produce-ordered-by-the-unit.md).
-- The cart and the order keep `quantidade` in kg (spec section 4, Quantity); units are derived.
ALTER TABLE produtos
  ADD COLUMN peso_aproximado_unidade_kg numeric(10, 3) CHECK (peso_aproximado_unidade_kg > 0),
  ADD COLUMN permite_venda_por_unidade boolean NOT NULL DEFAULT false,
  ADD CONSTRAINT produtos_venda_por_unidade_com_peso
    CHECK (NOT permite_venda_por_unidade OR peso_aproximado_unidade_kg IS NOT NULL);
