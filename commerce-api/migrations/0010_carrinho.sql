-- 0010: carts (issue 13). One cart per client and supplier; the client is the one acted for (a
-- representative's client, a linked user). Lines keep only what the client chose (quantity, gift
-- wrap) and the attendant's price: every other price is read from the catalogue when answering.

CREATE TABLE carrinhos (
  idcliente uuid NOT NULL REFERENCES clientes ON DELETE CASCADE,
  idfornecedor uuid NOT NULL REFERENCES fornecedores ON DELETE CASCADE,
  -- Manual coupon kept with the cart (re-checked on every answer).
  codigo_cupom text,
  cupom_aplicacao_automatica boolean NOT NULL DEFAULT true,
  idtipoassinatura uuid,
  versao integer NOT NULL DEFAULT 0,
  atualizado_em timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (idcliente, idfornecedor)
);
CREATE INDEX carrinhos_idfornecedor_idx ON carrinhos (idfornecedor, atualizado_em DESC);

CREATE TABLE carrinho_itens (
  idcliente uuid NOT NULL,
  idfornecedor uuid NOT NULL,
  idproduto uuid NOT NULL REFERENCES produtos ON DELETE CASCADE,
  quantidade numeric(12,3) NOT NULL CHECK (quantidade > 0),
  embalar_para_presente boolean NOT NULL DEFAULT false,
  preco_atendente integer CHECK (preco_atendente >= 0),
  PRIMARY KEY (idcliente, idfornecedor, idproduto),
  FOREIGN KEY (idcliente, idfornecedor) REFERENCES carrinhos ON DELETE CASCADE
);
