-- 0037: linked users by invitation (docs/decisions/0028-linked-user-invitations.md). A row of
-- usuarios_vinculados is a live link only once accepted (aceito_em); until then it is an invitation
-- that nothing can switch into. idconvite names a row without revealing the invited account.
ALTER TABLE usuarios_vinculados ADD COLUMN idconvite uuid;
UPDATE usuarios_vinculados SET idconvite = gen_random_uuid();
ALTER TABLE usuarios_vinculados ALTER COLUMN idconvite SET NOT NULL;
ALTER TABLE usuarios_vinculados ALTER COLUMN idconvite SET DEFAULT gen_random_uuid();
ALTER TABLE usuarios_vinculados ADD CONSTRAINT usuarios_vinculados_idconvite_uq UNIQUE (idconvite);

ALTER TABLE usuarios_vinculados ADD COLUMN aceito_em timestamptz;
-- The email the principal typed (shown in its list of invitations; the account's email may change).
ALTER TABLE usuarios_vinculados ADD COLUMN convite_email text;
ALTER TABLE usuarios_vinculados ADD COLUMN convite_expira_em timestamptz;
-- sha256 of the emailed set-password link's token (an account without a password); null once used.
ALTER TABLE usuarios_vinculados ADD COLUMN convite_token_hash text;
ALTER TABLE usuarios_vinculados ADD CONSTRAINT usuarios_vinculados_convite_token_uq UNIQUE (convite_token_hash);

-- Existing links. The old call inserted a new account and its link in one transaction, so both rows
-- carry the same now(): an account created no later than its link was made by the principal and the
-- link stays live. An account that existed before the link (clientes.criado_em < link) was taken
-- over without its owner's consent: the link becomes a pending invitation its owner may accept in
-- its account within 7 days; until then no one can switch into it.
UPDATE usuarios_vinculados v SET aceito_em = v.criado_em
FROM clientes c WHERE c.idcliente = v.idvinculado AND c.criado_em >= v.criado_em;
-- One principal per linked user and supplier (the old call checked it; keep the oldest if two slipped in).
UPDATE usuarios_vinculados v SET aceito_em = NULL
WHERE v.aceito_em IS NOT NULL AND EXISTS (
  SELECT 1 FROM usuarios_vinculados o
  WHERE o.idvinculado = v.idvinculado AND o.idfornecedor = v.idfornecedor AND o.aceito_em IS NOT NULL
    AND (o.criado_em, o.idprincipal) < (v.criado_em, v.idprincipal));
UPDATE usuarios_vinculados v SET convite_expira_em = now() + interval '7 days',
  convite_email = (SELECT c.email FROM clientes c WHERE c.idcliente = v.idvinculado)
WHERE v.aceito_em IS NULL;
CREATE UNIQUE INDEX usuarios_vinculados_aceito_uq ON usuarios_vinculados (idvinculado, idfornecedor)
  WHERE aceito_em IS NOT NULL;

-- Sessions a principal opened as an account whose link is no longer live end now.
UPDATE sessoes s SET revogada_em = now()
WHERE s.revogada_em IS NULL AND s.idprincipal IS NOT NULL AND s.idprincipal <> s.idcliente
  AND NOT EXISTS (
    SELECT 1 FROM usuarios_vinculados v
    WHERE v.idprincipal = s.idprincipal AND v.idvinculado = s.idcliente AND v.idfornecedor = s.idfornecedor
      AND v.aceito_em IS NOT NULL);
