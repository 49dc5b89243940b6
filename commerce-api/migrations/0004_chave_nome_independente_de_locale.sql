-- lower() of a non-ASCII letter depends on the server's locale (under "C" it leaves 'Á' alone),
-- so name keys unaccent first and lower-case the resulting ASCII: same order on every server.
DROP INDEX IF EXISTS produtos_nome_trgm_idx;
CREATE INDEX produtos_nome_trgm_idx ON produtos USING gin (lower(f_unaccent(nome)) gin_trgm_ops);
