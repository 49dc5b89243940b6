-- 0041: slots a store can keep, and credit that respects overdue titles.
-- (0033–0040 are left to the migrations written in parallel.)

-- A store's opening hours by weekday, the bound of its pickup slots and of the first slot after a
-- PIX or boleto clears (lib/rules/delivery-slots.ts): [{ "inicio": "10:00", "fim": "19:00",
-- "dias": [1,2,3,4,5,6] }], dias 0 = Sunday … 6 = Saturday, absent = every day. NULL: not given
-- (the method's windows stand). `horario_atendimento` (0014) stays as the text shown.
ALTER TABLE lojas ADD COLUMN horarios jsonb CHECK (horarios IS NULL OR jsonb_typeof(horarios) = 'array');

-- An express method (delivered within hours of the slot chosen) is not presented as scheduled.
ALTER TABLE formas_entrega ADD COLUMN expressa boolean NOT NULL DEFAULT false;

-- The supplier refuses buying on terms (FATURADO) while the account has an overdue title; on by default.
ALTER TABLE fornecedores ADD COLUMN bloquear_faturado_com_titulo_vencido boolean NOT NULL DEFAULT true;
