-- 0051: what an overdue title costs, from the supplier's settings (the "2ª via atualizada").
-- Basis points: 200 = 2%. The fine (multa) once, interest (juros) a month pro rata die
-- (lib/rules/boleto.ts lateCharges); the updated boleto falls due today + boleto_segunda_via_dias.
-- Defaults are the usual 2% and 1% a month (the ceiling a consumer may be charged).
ALTER TABLE fornecedores ADD COLUMN boleto_multa_bp integer NOT NULL DEFAULT 200
  CHECK (boleto_multa_bp BETWEEN 0 AND 10000);
ALTER TABLE fornecedores ADD COLUMN boleto_juros_mes_bp integer NOT NULL DEFAULT 100
  CHECK (boleto_juros_mes_bp BETWEEN 0 AND 10000);
ALTER TABLE fornecedores ADD COLUMN boleto_segunda_via_dias integer NOT NULL DEFAULT 3
  CHECK (boleto_segunda_via_dias BETWEEN 1 AND 30);
