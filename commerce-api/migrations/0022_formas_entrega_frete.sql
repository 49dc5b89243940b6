-- 0022: delivery methods and freight (issue 14), order characteristics and order instructions.
-- (0023 and later are the orders/payments migrations written in parallel.)

-- Each method's freight rule. FIXO: `valor` is the freight. POR_KM: `valor` is the base and
-- `valor_por_km` (centavos) is added per km of estimated road distance from the nearest store.
-- Limits (NULL = none): the method is not offered to a cart heavier than `peso_maximo_kg`, nor
-- at a point farther than `raio_maximo_km`; `pedido_minimo` (0001) is the method's minimum
-- order value and `gratis_acima_de` (0001) the value from which its freight is free.
ALTER TABLE formas_entrega
  ADD COLUMN calculo text NOT NULL DEFAULT 'FIXO' CHECK (calculo IN ('FIXO', 'POR_KM')),
  ADD COLUMN valor_por_km integer NOT NULL DEFAULT 0 CHECK (valor_por_km >= 0),
  ADD COLUMN raio_maximo_km numeric(8,2) CHECK (raio_maximo_km > 0),
  ADD COLUMN peso_maximo_kg numeric(10,3) CHECK (peso_maximo_kg > 0),
  -- Weekly delivery windows, the template of the slots offered (lib/rules/freight.ts):
  -- [{ "inicio": "08:00", "fim": "12:00", "dias": [1,2,3,4,5,6] }], dias 0 = Sunday … 6 =
  -- Saturday, absent = every day. The slots are the next 7 days from today + prazo_dias (supplier
  -- clock, UTC−03:00) that start at least 60 minutes from now. `agendamento` (0001: fixed dates)
  -- is no longer read; its windows become every-day windows here.
  ADD COLUMN janelas jsonb NOT NULL DEFAULT '[]' CHECK (jsonb_typeof(janelas) = 'array');

UPDATE formas_entrega
SET janelas = CASE WHEN jsonb_typeof(agendamento -> 0 -> 'janelas') = 'array' THEN agendamento -> 0 -> 'janelas' ELSE '[]'::jsonb END;

ALTER TABLE formas_entrega ADD CONSTRAINT formas_entrega_valores_validos
  CHECK ((gratis_acima_de IS NULL OR gratis_acima_de >= 0) AND (pedido_minimo IS NULL OR pedido_minimo >= 0) AND prazo_dias >= 0);

-- Unit weight of a product, kg (NULL: unknown, counts as 0). Products sold by weight ('kg')
-- weigh their quantity whatever this says.
ALTER TABLE produtos ADD COLUMN peso_kg numeric(10,3) CHECK (peso_kg >= 0);

-- What a supplier asks with every order (GET /v4/caracteristica-pedido/todas/{idfornecedor}):
-- free text, one of `opcoes`, or yes/no (`opcoes` holds the two answers).
CREATE TABLE caracteristicas_pedido (
  idcaracteristica uuid PRIMARY KEY,
  idfornecedor uuid NOT NULL REFERENCES fornecedores ON DELETE CASCADE,
  nome text NOT NULL,
  tipo text NOT NULL CHECK (tipo IN ('TEXTO', 'OPCOES', 'SIM_NAO')),
  obrigatoria boolean NOT NULL DEFAULT false,
  opcoes text[] NOT NULL DEFAULT '{}',
  ajuda text,
  ordem integer NOT NULL DEFAULT 0,
  CHECK (tipo = 'TEXTO' OR cardinality(opcoes) > 0)
);
CREATE INDEX caracteristicas_pedido_idfornecedor_idx ON caracteristicas_pedido (idfornecedor, ordem);

-- Supplier content by type (GET /v4/app/token/custom-content/{idfornecedor}?contentType=…);
-- ORDER_INSTRUCTIONS is shown when finishing an order. `conteudo` is HTML, stored sanitised.
CREATE TABLE custom_content (
  idfornecedor uuid NOT NULL REFERENCES fornecedores ON DELETE CASCADE,
  content_type text NOT NULL CHECK (content_type ~ '^[A-Z][A-Z_]{0,59}$'),
  titulo text,
  conteudo text NOT NULL,
  atualizado_em timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (idfornecedor, content_type)
);
