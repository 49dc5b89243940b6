-- 0073: average weight, in grams, of one piece of produce sold by the kg (decision 0047), so the
-- storefront can say "≈ 180 g por unidade" beside the quantity field. NULL: not known or not produce.
ALTER TABLE produtos ADD COLUMN peso_medio_unidade integer CHECK (peso_medio_unidade > 0);
