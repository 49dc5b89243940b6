-- 0042: terms of use accepted by a representative on its client's behalf (decision 0036).
-- NULL: accepted by the client itself (or not accepted). Set: the representative (representantes.idusuario)
-- who declared, at checkout, that the client authorised it.
ALTER TABLE cliente_fornecedor ADD COLUMN termos_aceitos_por_representante uuid;
