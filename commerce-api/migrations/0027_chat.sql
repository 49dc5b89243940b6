-- 0027: chat per order (issue 16). Rooms, their messages and who read up to where, all here (never
-- in an API process's memory) so every instance answers the same unread counts and history.

-- A room: 'CODPED:{numpedido}' (an order) or 'IDCLI:{idcliente}:{idfornecedor}' (a client and the
-- supplier). Created on the first join. `lida_cliente` / `lida_atendente`: the last message each
-- side has read (unread = the other side's messages after it).
CREATE TABLE chat_salas (
  sala text PRIMARY KEY CHECK (sala ~ '^(CODPED:[1-9][0-9]*|IDCLI:[0-9a-f-]{36}:[0-9a-f-]{36})$'),
  canal text NOT NULL CHECK (canal IN ('CODPED', 'IDCLI')),
  idfornecedor uuid NOT NULL REFERENCES fornecedores ON DELETE CASCADE,
  idcliente uuid NOT NULL REFERENCES clientes ON DELETE CASCADE,
  numpedido integer REFERENCES pedidos ON DELETE CASCADE,
  titulo text NOT NULL,
  lida_cliente bigint NOT NULL DEFAULT 0,
  lida_atendente bigint NOT NULL DEFAULT 0,
  ultima_mensagem_em timestamptz,
  criado_em timestamptz NOT NULL DEFAULT now(),
  CHECK ((canal = 'CODPED') = (numpedido IS NOT NULL))
);
CREATE INDEX chat_salas_cliente_idx ON chat_salas (idfornecedor, idcliente);
CREATE INDEX chat_salas_fornecedor_idx ON chat_salas (idfornecedor, ultima_mensagem_em DESC NULLS LAST);

-- Messages as sent (plain text; the storefront renders text, never HTML). `autor_id`: the client
-- who wrote (the one acted for) or the attendant.
CREATE TABLE chat_mensagens (
  idmensagem bigserial PRIMARY KEY,
  sala text NOT NULL REFERENCES chat_salas ON DELETE CASCADE,
  autor text NOT NULL CHECK (autor IN ('CLIENTE', 'ATENDENTE')),
  autor_id uuid NOT NULL,
  autor_nome text NOT NULL,
  texto text NOT NULL CHECK (length(texto) BETWEEN 1 AND 2000),
  criado_em timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX chat_mensagens_sala_idx ON chat_mensagens (sala, idmensagem DESC);

-- Chat tickets: what the browser passes in the socket handshake (auth and query) instead of the
-- session token, which stays in the storefront's sealed cookie. Only the sha256 is stored; short
-- lived; bound to the live session (customer) or attendant session it came from.
CREATE TABLE chat_tickets (
  ticket_hash text PRIMARY KEY,
  papel text NOT NULL CHECK (papel IN ('CLIENTE', 'ATENDENTE')),
  idfornecedor uuid NOT NULL REFERENCES fornecedores ON DELETE CASCADE,
  idsessao uuid REFERENCES sessoes ON DELETE CASCADE,
  idcliente uuid REFERENCES clientes ON DELETE CASCADE,
  atendente_token_hash text REFERENCES atendente_sessoes (token_hash) ON DELETE CASCADE,
  expira_em timestamptz NOT NULL,
  criado_em timestamptz NOT NULL DEFAULT now(),
  CHECK ((papel = 'CLIENTE') = (idsessao IS NOT NULL AND idcliente IS NOT NULL)),
  CHECK ((papel = 'ATENDENTE') = (atendente_token_hash IS NOT NULL))
);
CREATE INDEX chat_tickets_expira_idx ON chat_tickets (expira_em);

-- @socket.io/postgres-adapter (several API instances on one PostgreSQL): payloads too large for a
-- NOTIFY travel through this table. Unused on PGlite (one process, in-memory adapter).
CREATE TABLE IF NOT EXISTS socket_io_attachments (
  id bigserial UNIQUE,
  created_at timestamptz DEFAULT now(),
  payload bytea
);
