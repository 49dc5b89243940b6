-- The customer's session list (issue 12, docs/decisions/0018-session-list.md): the browser that
-- opened each session and when it was last used.
ALTER TABLE sessoes ADD COLUMN agente_usuario text;
ALTER TABLE sessoes ADD COLUMN visto_em timestamptz;
UPDATE sessoes SET visto_em = criado_em;
ALTER TABLE sessoes ALTER COLUMN visto_em SET DEFAULT now();
ALTER TABLE sessoes ALTER COLUMN visto_em SET NOT NULL;
