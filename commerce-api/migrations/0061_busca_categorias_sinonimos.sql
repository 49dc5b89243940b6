-- 0061: search by category names and tags, ranked by field; per-supplier synonyms
-- (docs/decisions/0044-search-ranks-by-field-with-synonyms.md).
--
-- `busca` was name (A), brand (B), description (C). A product is now also found by the name of
-- its category and of the parent category, and by its tags, below the name and the brand:
-- name A, brand B, category names and tags C, description D. The category names live in
-- `setor_texto`, kept by triggers (a product inserted or moved; a category renamed or moved), so
-- the search stays one GIN index look-up (no join at query time).

ALTER TABLE produtos ADD COLUMN setor_texto text NOT NULL DEFAULT '';

-- The names of a category and of its parent.
CREATE OR REPLACE FUNCTION setor_texto_de(uuid) RETURNS text
  LANGUAGE sql STABLE
  AS $$ SELECT coalesce(s.nome, '') || coalesce(' ' || pai.nome, '')
        FROM setores s LEFT JOIN setores pai ON pai.idsetor = s.idsetorpai
        WHERE s.idsetor = $1 $$;

CREATE OR REPLACE FUNCTION produtos_setor_texto() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.setor_texto := coalesce(setor_texto_de(NEW.idsetor), '');
  RETURN NEW;
END $$;

-- `UPDATE OF idsetor` also fires when a statement sets idsetor to the same value (used below).
CREATE TRIGGER produtos_setor_texto BEFORE INSERT OR UPDATE OF idsetor ON produtos
  FOR EACH ROW EXECUTE FUNCTION produtos_setor_texto();

-- A renamed or moved category: its products and those of its child categories.
CREATE OR REPLACE FUNCTION setores_renomear_produtos() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE produtos p SET idsetor = p.idsetor
  WHERE p.idfornecedor = NEW.idfornecedor
    AND (p.idsetor = NEW.idsetor OR p.idsetor IN (SELECT c.idsetor FROM setores c WHERE c.idsetorpai = NEW.idsetor));
  RETURN NULL;
END $$;

CREATE TRIGGER setores_renomear_produtos AFTER UPDATE OF nome, idsetorpai ON setores
  FOR EACH ROW WHEN (OLD.nome IS DISTINCT FROM NEW.nome OR OLD.idsetorpai IS DISTINCT FROM NEW.idsetorpai)
  EXECUTE FUNCTION setores_renomear_produtos();

UPDATE produtos p SET idsetor = p.idsetor;

-- Tags as words ('sem-lactose' → 'sem lactose'); array_to_string is only STABLE, a text[] of
-- tags always prints the same, so this wrapper can be IMMUTABLE (as f_unaccent).
CREATE OR REPLACE FUNCTION tags_texto(text[]) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT replace(coalesce(array_to_string($1, ' '), ''), '-', ' ') $$;

-- Generated columns are computed after BEFORE triggers, so `busca` sees the new setor_texto.
ALTER TABLE produtos DROP COLUMN busca;
ALTER TABLE produtos ADD COLUMN busca tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector('portuguese', f_unaccent(coalesce(nome, ''))), 'A') ||
  setweight(to_tsvector('portuguese', f_unaccent(coalesce(marca, ''))), 'B') ||
  setweight(to_tsvector('portuguese', f_unaccent(setor_texto || ' ' || tags_texto(tags))), 'C') ||
  setweight(to_tsvector('portuguese', f_unaccent(coalesce(descricao, ''))), 'D')
) STORED;
CREATE INDEX produtos_busca_idx ON produtos USING gin (busca);

-- Synonyms: a search word (`termo`, one normalised word: [a-z0-9]) also matches any of its
-- expansions (each one or more normalised words, all of which must match). Edited by the back
-- office (PUT /admin/fornecedores/{idfornecedor}/sinonimos-busca).
CREATE TABLE sinonimos_busca (
  idfornecedor uuid NOT NULL REFERENCES fornecedores ON DELETE CASCADE,
  termo text NOT NULL CHECK (termo ~ '^[a-z0-9]{1,40}$'),
  expansoes text[] NOT NULL CHECK (cardinality(expansoes) BETWEEN 1 AND 10),
  PRIMARY KEY (idfornecedor, termo)
);
