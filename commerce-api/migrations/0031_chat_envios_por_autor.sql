-- The chat's flood guard counts an author's recent messages in a room (domain/chat/rooms.ts addMessage).
CREATE INDEX chat_mensagens_autor_idx ON chat_mensagens (sala, autor_id, criado_em DESC);
