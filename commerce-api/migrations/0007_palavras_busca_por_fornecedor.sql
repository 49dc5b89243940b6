-- 0007: per-supplier word list for typo-tolerant search.
--
-- A search word with no stem/prefix match used to be compared (pg_trgm word_similarity) with the
-- name of every product of the supplier: a sequential scan, slow at 10,000 products. Now the
-- distinct words of the product names (lower(f_unaccent(nome)) split on anything but [a-z0-9],
-- 3+ characters, the same normalisation as the API's searchWords) are kept per supplier with a
-- GIN trigram index; the typo path looks up the few similar words through that index and then
-- searches the products by them (full-text index). `produtos` counts the products whose name
-- has the word, so the list follows every INSERT, UPDATE and DELETE of produtos (triggers below;
-- the seed and any other writer included) and a word leaves the list with its last product.

CREATE TABLE produto_palavras (
  idfornecedor uuid NOT NULL REFERENCES fornecedores ON DELETE CASCADE,
  palavra text NOT NULL CHECK (palavra ~ '^[a-z0-9]{3,}$'),
  produtos integer NOT NULL CHECK (produtos >= 0),
  -- palavra first: the look-up by supplier alone must go through the trigram index below, never
  -- through this key (a scan of every word of the supplier).
  PRIMARY KEY (palavra, idfornecedor)
);
-- fastupdate off: a pending list (bulk inserts, no autovacuum on PGlite) would be scanned linearly.
CREATE INDEX produto_palavras_trgm_idx ON produto_palavras USING gin (palavra gin_trgm_ops) WITH (fastupdate = off);

-- Distinct normalised words (3+ characters) of a product name.
CREATE OR REPLACE FUNCTION palavras_do_nome(text) RETURNS SETOF text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT DISTINCT w FROM regexp_split_to_table(lower(f_unaccent($1)), '[^a-z0-9]+') AS w WHERE length(w) >= 3 $$;

-- Adds (sinal = 1) or removes (sinal = -1) the words of a set of products, given as a jsonb array
-- of {idfornecedor, nome}; words that reach 0 products are dropped.
CREATE OR REPLACE FUNCTION produto_palavras_aplicar(linhas jsonb, sinal integer) RETURNS void
  LANGUAGE plpgsql AS $$
BEGIN
  IF linhas IS NULL OR jsonb_array_length(linhas) = 0 THEN
    RETURN;
  END IF;
  IF sinal > 0 THEN
    INSERT INTO produto_palavras AS pp (idfornecedor, palavra, produtos)
    SELECT (l->>'idfornecedor')::uuid, w, count(*)::int
    FROM jsonb_array_elements(linhas) AS l CROSS JOIN LATERAL palavras_do_nome(l->>'nome') AS w
    GROUP BY 1, 2
    ORDER BY 1, 2
    ON CONFLICT (idfornecedor, palavra) DO UPDATE SET produtos = pp.produtos + excluded.produtos;
  ELSE
    UPDATE produto_palavras pp SET produtos = greatest(pp.produtos - d.n, 0)
    FROM (
      SELECT (l->>'idfornecedor')::uuid AS idfornecedor, w AS palavra, count(*)::int AS n
      FROM jsonb_array_elements(linhas) AS l CROSS JOIN LATERAL palavras_do_nome(l->>'nome') AS w
      GROUP BY 1, 2
    ) AS d
    WHERE pp.idfornecedor = d.idfornecedor AND pp.palavra = d.palavra;
    DELETE FROM produto_palavras WHERE produtos = 0;
  END IF;
END $$;

-- Statement-level triggers with transition tables: one pass per statement (bulk seed inserts).
CREATE OR REPLACE FUNCTION produto_palavras_ao_inserir() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM produto_palavras_aplicar(
    (SELECT jsonb_agg(jsonb_build_object('idfornecedor', n.idfornecedor, 'nome', n.nome)) FROM novos n), 1);
  RETURN NULL;
END $$;

CREATE OR REPLACE FUNCTION produto_palavras_ao_excluir() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM produto_palavras_aplicar(
    (SELECT jsonb_agg(jsonb_build_object('idfornecedor', o.idfornecedor, 'nome', o.nome)) FROM antigos o), -1);
  RETURN NULL;
END $$;

-- Only rows whose name or supplier changed touch the list (stock or price updates do not).
CREATE OR REPLACE FUNCTION produto_palavras_ao_alterar() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM produto_palavras_aplicar(
    (SELECT jsonb_agg(jsonb_build_object('idfornecedor', o.idfornecedor, 'nome', o.nome)) FROM antigos o
     WHERE NOT EXISTS (SELECT 1 FROM novos n
                       WHERE n.idproduto = o.idproduto AND n.idfornecedor = o.idfornecedor AND n.nome = o.nome)), -1);
  PERFORM produto_palavras_aplicar(
    (SELECT jsonb_agg(jsonb_build_object('idfornecedor', n.idfornecedor, 'nome', n.nome)) FROM novos n
     WHERE NOT EXISTS (SELECT 1 FROM antigos o
                       WHERE o.idproduto = n.idproduto AND o.idfornecedor = n.idfornecedor AND o.nome = n.nome)), 1);
  RETURN NULL;
END $$;

CREATE TRIGGER produto_palavras_inserir AFTER INSERT ON produtos
  REFERENCING NEW TABLE AS novos FOR EACH STATEMENT EXECUTE FUNCTION produto_palavras_ao_inserir();
CREATE TRIGGER produto_palavras_alterar AFTER UPDATE ON produtos
  REFERENCING OLD TABLE AS antigos NEW TABLE AS novos FOR EACH STATEMENT EXECUTE FUNCTION produto_palavras_ao_alterar();
CREATE TRIGGER produto_palavras_excluir AFTER DELETE ON produtos
  REFERENCING OLD TABLE AS antigos FOR EACH STATEMENT EXECUTE FUNCTION produto_palavras_ao_excluir();

-- Products that already exist (databases migrated after the seed).
INSERT INTO produto_palavras (idfornecedor, palavra, produtos)
SELECT p.idfornecedor, w, count(*)::int
FROM produtos p CROSS JOIN LATERAL palavras_do_nome(p.nome) AS w
GROUP BY 1, 2;
ANALYZE produto_palavras;
