-- 0013: discount coupons (issue 13). A coupon belongs to a supplier; its code is unique there
-- (upper-case). Percentages in basis points, amounts in centavos. At most one active automatic
-- coupon per supplier. Uses are recorded by order placement (cupom_usos, issue 14), which locks
-- the coupon row (SELECT … FOR UPDATE) before counting, so parallel orders never pass a limit.

CREATE TABLE cupons (
  idcupom uuid PRIMARY KEY,
  idfornecedor uuid NOT NULL REFERENCES fornecedores ON DELETE CASCADE,
  codigo text NOT NULL CHECK (codigo ~ '^[A-Z0-9_-]{1,40}$'),
  descricao text NOT NULL DEFAULT '',
  tipo_desconto text NOT NULL CHECK (tipo_desconto IN ('%', 'R$')),
  percentual_bp integer NOT NULL DEFAULT 0 CHECK (percentual_bp BETWEEN 0 AND 10000),
  valor_absoluto integer NOT NULL DEFAULT 0 CHECK (valor_absoluto >= 0),
  -- Minimum totalCompras, centavos.
  valor_minimo integer CHECK (valor_minimo >= 0),
  -- produtosComDesconto: empty = the whole cart.
  produtos uuid[] NOT NULL DEFAULT '{}',
  idformapagto uuid REFERENCES formas_pagamento ON DELETE CASCADE,
  canal text CHECK (canal IN ('WEB', 'MANUAL')),
  valido_de timestamptz,
  valido_ate timestamptz,
  limite_por_cliente integer CHECK (limite_por_cliente > 0),
  limite_total integer CHECK (limite_total > 0),
  primeira_compra boolean NOT NULL DEFAULT false,
  automatico boolean NOT NULL DEFAULT false,
  nao_usar_com_politica boolean NOT NULL DEFAULT false,
  -- Listed among the client's available coupons.
  publico boolean NOT NULL DEFAULT true,
  -- Referral coupon (uses-share-coupom): the client who shares it.
  idcliente_indicador uuid REFERENCES clientes ON DELETE CASCADE,
  ativo boolean NOT NULL DEFAULT true,
  criado_em timestamptz NOT NULL DEFAULT now(),
  UNIQUE (idfornecedor, codigo),
  CHECK ((tipo_desconto = '%' AND percentual_bp > 0) OR (tipo_desconto = 'R$' AND valor_absoluto > 0))
);
CREATE UNIQUE INDEX cupons_automatico_uq ON cupons (idfornecedor) WHERE automatico AND ativo;
CREATE UNIQUE INDEX cupons_indicacao_uq ON cupons (idfornecedor, idcliente_indicador) WHERE idcliente_indicador IS NOT NULL;

CREATE TABLE cupom_usos (
  id bigserial PRIMARY KEY,
  idcupom uuid NOT NULL REFERENCES cupons ON DELETE CASCADE,
  idcliente uuid NOT NULL REFERENCES clientes ON DELETE CASCADE,
  numpedido text,
  criado_em timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX cupom_usos_idcupom_idx ON cupom_usos (idcupom, idcliente);

-- First-purchase coupons: set by order placement (issue 14) on the client's first order at the supplier.
ALTER TABLE cliente_fornecedor ADD COLUMN primeiro_pedido_em timestamptz;
