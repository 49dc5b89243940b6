-- 0009: opening hours per pickup store (issue 12: "service hours … shown per supplier"; the
-- pickup panel shows them per store). NULL means the store keeps the supplier's service hours
-- (fornecedores.horario_atendimento), which the API answers in its place.
-- (0008 is left to the login-limits migration being written in parallel.)
ALTER TABLE lojas ADD COLUMN horario_atendimento text;
