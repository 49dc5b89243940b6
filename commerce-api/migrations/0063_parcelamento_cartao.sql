-- 0063: a card method's instalment terms, for the offer under the price and checkout's select
-- (lib/rules/instalments.ts). parcela_minima: the smallest instalment, centavos (0 = any);
-- juros_mensal_bp: monthly interest, basis points (199 = 1,99% a.m.; 0 = sem juros).
ALTER TABLE formas_pagamento ADD COLUMN parcela_minima integer NOT NULL DEFAULT 0 CHECK (parcela_minima >= 0);
ALTER TABLE formas_pagamento ADD COLUMN juros_mensal_bp integer NOT NULL DEFAULT 0
  CHECK (juros_mensal_bp BETWEEN 0 AND 1000);
