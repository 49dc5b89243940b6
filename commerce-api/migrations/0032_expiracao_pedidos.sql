-- 0032: the expiry job (commerce-api/src/domain/order/expiry.ts, lib/rules/order-expiry.ts) cancels
-- orders still awaiting a PIX or boleto payment past the deadline and priced quotes past their
-- validity. It looks only at open orders (AGUARDANDOPAGAMENTO, ORCAMENTO_PRECIFICADO), few next to
-- all the orders ever placed: this partial index keeps each run off a scan of pedidos, in
-- numpedido order (the job claims them one at a time). The deadlines are read from the order's one
-- payment row (pagamentos.pix->>'expiraEm', pagamentos.boleto->>'vencimento'; its primary key) and
-- from pedidos.orcamento_validade.
CREATE INDEX pedidos_em_aberto_idx ON pedidos (numpedido) WHERE status IN ('AGUARDANDOPAGAMENTO', 'ORCAMENTO_PRECIFICADO');
