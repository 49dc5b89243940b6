-- Login throttling (docs/decisions/0017-login-throttling.md): one row per failed login, counted
-- per (login, address), per address and per login; addresses where a login succeeded.
CREATE TABLE login_falhas (
  id bigserial PRIMARY KEY,
  login text NOT NULL,
  -- The client's address bucket (IPv4 address or IPv6 /64).
  endereco text NOT NULL,
  criado_em timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX login_falhas_login_idx ON login_falhas (login, criado_em);
CREATE INDEX login_falhas_endereco_idx ON login_falhas (endereco, criado_em);
CREATE INDEX login_falhas_criado_idx ON login_falhas (criado_em);

CREATE TABLE login_enderecos_conhecidos (
  login text NOT NULL,
  endereco text NOT NULL,
  ultimo_sucesso timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (login, endereco)
);
CREATE INDEX login_enderecos_conhecidos_sucesso_idx ON login_enderecos_conhecidos (ultimo_sucesso);

-- login_tentativas keeps only the look-ups (user exists? password recovery) per address.
DELETE FROM login_tentativas WHERE tipo <> 'consulta';
ALTER TABLE login_tentativas DROP CONSTRAINT login_tentativas_tipo_check;
ALTER TABLE login_tentativas ADD CONSTRAINT login_tentativas_tipo_check CHECK (tipo = 'consulta');
