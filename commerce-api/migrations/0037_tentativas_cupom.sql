-- Coupon enumeration (docs/decisions/0017-login-throttling.md, "Coupon codes"): one row per unknown
-- coupon code a client tried (validation, or a cart save with a new code), counted per client and per
-- address bucket over COUPON_WINDOW_SECONDS; pruned past the window.
CREATE TABLE cupom_falhas (
  id bigserial PRIMARY KEY,
  idcliente uuid NOT NULL,
  -- The client's address bucket (IPv4 address or IPv6 /64).
  endereco text NOT NULL,
  criado_em timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX cupom_falhas_cliente_idx ON cupom_falhas (idcliente, criado_em);
CREATE INDEX cupom_falhas_endereco_idx ON cupom_falhas (endereco, criado_em);
CREATE INDEX cupom_falhas_criado_idx ON cupom_falhas (criado_em);
