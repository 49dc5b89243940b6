-- 0062: what shoppers (and search engines) look for on a product page, beyond the spec's product
-- fields: the EAN-13 bar code (Product JSON-LD `gtin13`), the nutrition table and allergens of
-- foods (RDC 429/2020) and the technical sheet of wines (grape, region, alcohol, serving
-- temperature, pairing). Shapes are checked by lib/contract/catalog.ts on the way out.
ALTER TABLE produtos
  ADD COLUMN ean text CHECK (ean ~ '^[0-9]{13}$'),
  ADD COLUMN informacao_nutricional jsonb,
  ADD COLUMN alergenicos text[] NOT NULL DEFAULT '{}',
  ADD COLUMN ficha_tecnica jsonb;
