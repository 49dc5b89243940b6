-- Proof of ownership and caps on what a stranger can make us send (docs/decisions/0017 and 0028).

-- When the client proved it reads its email (a verification code, or the confirmed email change).
-- Password reset links go only to a confirmed email. Accounts that existed before this migration
-- have been receiving our mail (orders, resets) all along: they count as confirmed.
ALTER TABLE clientes ADD COLUMN email_confirmado_em timestamptz;
UPDATE clientes SET email_confirmado_em = criado_em WHERE email IS NOT NULL;

-- The address a verification code went to (an email confirms only if it is still the account's),
-- and the wrong codes typed against it.
ALTER TABLE verificacoes ADD COLUMN destino text;
ALTER TABLE verificacoes ADD COLUMN tentativas integer NOT NULL DEFAULT 0;
CREATE INDEX verificacoes_cliente_idx ON verificacoes (idcliente, criado_em DESC);

-- A pending email change: the new address takes effect only once the code sent to it is typed.
-- One live change per client (a new request ends the previous one); only the code's sha256 is kept.
CREATE TABLE email_trocas (
  id bigserial PRIMARY KEY,
  idcliente uuid NOT NULL REFERENCES clientes ON DELETE CASCADE,
  email_novo text NOT NULL CHECK (email_novo = lower(email_novo)),
  codigo_hash text NOT NULL,
  tentativas integer NOT NULL DEFAULT 0,
  criado_em timestamptz NOT NULL DEFAULT now(),
  expira_em timestamptz NOT NULL,
  usado_em timestamptz,
  encerrado_em timestamptz
);
CREATE INDEX email_trocas_pendentes_idx ON email_trocas (idcliente) WHERE usado_em IS NULL AND encerrado_em IS NULL;

-- One row per message (or registration, or alert) we were asked for, per key it counts against:
-- 'conta:<idcliente>', 'destino:<email or phone>', 'endereco:<address bucket>'.
CREATE TABLE envios_contados (
  id bigserial PRIMARY KEY,
  tipo text NOT NULL,
  chave text NOT NULL,
  criado_em timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX envios_contados_chave_idx ON envios_contados (tipo, chave, criado_em DESC);
CREATE INDEX envios_contados_criado_idx ON envios_contados (criado_em);
