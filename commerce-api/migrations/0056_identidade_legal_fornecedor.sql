-- 0056: one legal-entity record per supplier (decision 0038).
-- (0042–0055 are left to the migrations written in parallel.)

-- Razão social, CNPJ and city were on fornecedores (0023); the state registration and the address
-- were on emitentes_fiscais (0025), and the footer carried a free-text copy of all of them. The
-- record now lives here only: the footer, the boleto, the PIX payee, the NF-e and the DANFE read it.
ALTER TABLE fornecedores
  ADD COLUMN inscricao_estadual text,
  ADD COLUMN logradouro text,
  ADD COLUMN numero text,
  ADD COLUMN bairro text,
  ADD COLUMN uf text CHECK (uf IS NULL OR uf ~ '^[A-Z]{2}$'),
  ADD COLUMN cep text CHECK (cep IS NULL OR cep ~ '^[0-9]{8}$');

UPDATE fornecedores f
SET inscricao_estadual = e.inscricao_estadual, logradouro = e.logradouro, numero = e.numero, bairro = e.bairro,
    cidade = e.municipio, uf = e.uf, cep = e.cep
FROM emitentes_fiscais e
WHERE e.idfornecedor = f.idfornecedor;

-- The NF-e issuer keeps what only the NF-e needs: regime, municipality code, phone, series, numbering.
ALTER TABLE emitentes_fiscais
  DROP COLUMN inscricao_estadual,
  DROP COLUMN logradouro,
  DROP COLUMN numero,
  DROP COLUMN bairro,
  DROP COLUMN municipio,
  DROP COLUMN uf,
  DROP COLUMN cep;

-- The footer's free text keeps only the supplier's notice ("Venda proibida para menores…"): the
-- identity line is written from the record. An existing text is kept as the notice.
UPDATE fornecedores
SET rodape = (rodape - 'texto_legal') || jsonb_build_object('aviso_legal', coalesce(rodape ->> 'texto_legal', ''))
WHERE rodape ? 'texto_legal';
