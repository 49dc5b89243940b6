-- 0067: what a company states at sign-up besides the tax office's data: no state registration
-- ("Isento", the IE column then null) and its tax regime; and on an order, the CPF printed on the
-- note instead of the account's ("CPF na nota?") and who receives it (decision 0049).
ALTER TABLE clientes ADD COLUMN ie_isento boolean NOT NULL DEFAULT false;
ALTER TABLE clientes ADD COLUMN regime_tributario text
  CHECK (regime_tributario IN ('SIMPLES_NACIONAL', 'LUCRO_PRESUMIDO', 'LUCRO_REAL', 'MEI'));
ALTER TABLE pedidos ADD COLUMN cpf_na_nota text CHECK (cpf_na_nota ~ '^[0-9]{11}$');
ALTER TABLE pedidos ADD COLUMN recebedor text CHECK (char_length(recebedor) <= 120);
