-- 0001: suppliers, configuration, catalogue, service areas, content.
-- Every tenant table carries idfornecedor and is indexed by it. Money: integer centavos.

CREATE EXTENSION IF NOT EXISTS unaccent;
CREATE EXTENSION IF NOT EXISTS pg_trgm;

-- unaccent() is only STABLE; an IMMUTABLE wrapper with an explicit dictionary can be indexed.
CREATE OR REPLACE FUNCTION f_unaccent(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, $1) $$;

CREATE TABLE fornecedores (
  idfornecedor uuid PRIMARY KEY,
  idempresa uuid NOT NULL,
  slug text NOT NULL UNIQUE CHECK (slug ~ '^[a-z0-9-]+$'),
  nome text NOT NULL,
  tags text[] NOT NULL DEFAULT '{}',
  modulos text[] NOT NULL DEFAULT '{}',
  ordenacoes_produto jsonb NOT NULL DEFAULT '[]',
  tema jsonb NOT NULL,
  menu jsonb NOT NULL DEFAULT '[]',
  rodape jsonb NOT NULL,
  seo jsonb NOT NULL,
  superon_ga text,
  message_after_create text,
  meta_info jsonb NOT NULL DEFAULT '{}',
  pedido_minimo integer CHECK (pedido_minimo >= 0),
  horario_atendimento text,
  taxa_conveniencia integer CHECK (taxa_conveniencia >= 0),
  criado_em timestamptz NOT NULL DEFAULT '2025-01-01T00:00:00Z'
);
CREATE INDEX fornecedores_idempresa_idx ON fornecedores (idempresa);

CREATE TABLE fornecedor_dominios (
  dominio text PRIMARY KEY CHECK (dominio = lower(dominio)),
  idfornecedor uuid NOT NULL REFERENCES fornecedores ON DELETE CASCADE,
  primario boolean NOT NULL DEFAULT false
);
CREATE INDEX fornecedor_dominios_idfornecedor_idx ON fornecedor_dominios (idfornecedor);
CREATE UNIQUE INDEX fornecedor_dominios_primario_uq ON fornecedor_dominios (idfornecedor) WHERE primario;

CREATE TABLE segmentos (
  idsegmento uuid PRIMARY KEY,
  idfornecedor uuid NOT NULL REFERENCES fornecedores ON DELETE CASCADE,
  nome text NOT NULL,
  ordem integer NOT NULL DEFAULT 0
);
CREATE INDEX segmentos_idfornecedor_idx ON segmentos (idfornecedor);

CREATE TABLE setores (
  idsetor uuid PRIMARY KEY,
  idfornecedor uuid NOT NULL REFERENCES fornecedores ON DELETE CASCADE,
  idsetorpai uuid REFERENCES setores ON DELETE CASCADE,
  idsegmento uuid REFERENCES segmentos ON DELETE SET NULL,
  nome text NOT NULL,
  slug text NOT NULL,
  ordem integer NOT NULL DEFAULT 0,
  UNIQUE (idfornecedor, slug)
);
CREATE INDEX setores_idfornecedor_idx ON setores (idfornecedor);
CREATE INDEX setores_idsetorpai_idx ON setores (idsetorpai);

CREATE TABLE produtos (
  idproduto uuid PRIMARY KEY,
  idfornecedor uuid NOT NULL REFERENCES fornecedores ON DELETE CASCADE,
  idcadastroextraproduto uuid,
  codigo text NOT NULL,
  nome text NOT NULL,
  slug text NOT NULL,
  descricao text NOT NULL DEFAULT '',
  marca text,
  unidade text NOT NULL DEFAULT 'un',
  idsetor uuid NOT NULL REFERENCES setores,
  preco integer CHECK (preco >= 0),
  precovendaatacado integer CHECK (precovendaatacado >= 0),
  minvendaatacado numeric(12,3),
  multiploincremento numeric(12,3) NOT NULL DEFAULT 1 CHECK (multiploincremento > 0),
  granularidade numeric(12,3) NOT NULL DEFAULT 1 CHECK (granularidade > 0),
  maxporpedido numeric(12,3),
  min_por_pedido numeric(12,3) NOT NULL DEFAULT 1 CHECK (min_por_pedido > 0),
  desconto_progressivo jsonb NOT NULL DEFAULT '{}',
  preco_embalagem integer CHECK (preco_embalagem >= 0),
  disponivel boolean NOT NULL DEFAULT true,
  tags text[] NOT NULL DEFAULT '{}',
  mais_vendidos integer,
  qtd_imagens integer NOT NULL DEFAULT 1 CHECK (qtd_imagens BETWEEN 1 AND 5),
  criado_em timestamptz NOT NULL DEFAULT '2025-01-01T00:00:00Z',
  -- Full-text search (Portuguese stemming over unaccented text); used by a later issue.
  busca tsvector GENERATED ALWAYS AS (
    setweight(to_tsvector('portuguese', f_unaccent(coalesce(nome, ''))), 'A') ||
    setweight(to_tsvector('portuguese', f_unaccent(coalesce(marca, ''))), 'B') ||
    setweight(to_tsvector('portuguese', f_unaccent(coalesce(descricao, ''))), 'C')
  ) STORED,
  UNIQUE (idfornecedor, slug),
  UNIQUE (idfornecedor, codigo)
);
CREATE INDEX produtos_idfornecedor_idx ON produtos (idfornecedor);
CREATE INDEX produtos_idsetor_idx ON produtos (idfornecedor, idsetor);
CREATE INDEX produtos_nome_trgm_idx ON produtos USING gin (f_unaccent(lower(nome)) gin_trgm_ops);
CREATE INDEX produtos_busca_idx ON produtos USING gin (busca);

CREATE TABLE produto_filtros (
  idfornecedor uuid NOT NULL REFERENCES fornecedores ON DELETE CASCADE,
  idproduto uuid NOT NULL REFERENCES produtos ON DELETE CASCADE,
  grupo text NOT NULL,
  valor text NOT NULL,
  PRIMARY KEY (idproduto, grupo, valor)
);
CREATE INDEX produto_filtros_idfornecedor_idx ON produto_filtros (idfornecedor, grupo, valor);

CREATE TABLE formas_pagamento (
  idformapagto uuid PRIMARY KEY,
  idfornecedor uuid NOT NULL REFERENCES fornecedores ON DELETE CASCADE,
  descricao text NOT NULL,
  tipo text NOT NULL CHECK (tipo IN ('PIX','CARTAO_CREDITO','CARTAO_DEBITO','BOLETO','DINHEIRO','FATURADO')),
  max_parcelas integer NOT NULL DEFAULT 1 CHECK (max_parcelas >= 1),
  variacao_preco_bp integer NOT NULL DEFAULT 0,
  online boolean NOT NULL DEFAULT false,
  ativo boolean NOT NULL DEFAULT true,
  ordem integer NOT NULL DEFAULT 0
);
CREATE INDEX formas_pagamento_idfornecedor_idx ON formas_pagamento (idfornecedor);

CREATE TABLE formas_entrega (
  idformaentrega uuid PRIMARY KEY,
  idfornecedor uuid NOT NULL REFERENCES fornecedores ON DELETE CASCADE,
  descricao text NOT NULL,
  tipo_entrega text NOT NULL CHECK (tipo_entrega IN ('DELIVERY','RETIRADA')),
  valor integer NOT NULL DEFAULT 0 CHECK (valor >= 0),
  gratis_acima_de integer,
  pedido_minimo integer,
  prazo_dias integer NOT NULL DEFAULT 0,
  -- [{ "data": "2025-01-06", "janelas": [{ "inicio": "08:00", "fim": "12:00" }] }]
  agendamento jsonb NOT NULL DEFAULT '[]',
  ordem integer NOT NULL DEFAULT 0
);
CREATE INDEX formas_entrega_idfornecedor_idx ON formas_entrega (idfornecedor);

CREATE TABLE lojas (
  idloja uuid PRIMARY KEY,
  idfornecedor uuid NOT NULL REFERENCES fornecedores ON DELETE CASCADE,
  nome text NOT NULL DEFAULT 'Loja do Fornecedor',
  descricao_endereco_loja text NOT NULL,
  lat double precision NOT NULL,
  lng double precision NOT NULL,
  padrao boolean NOT NULL DEFAULT false
);
CREATE INDEX lojas_idfornecedor_idx ON lojas (idfornecedor);

CREATE TABLE areas_atendimento (
  idarea uuid PRIMARY KEY,
  idfornecedor uuid NOT NULL REFERENCES fornecedores ON DELETE CASCADE,
  nome text NOT NULL,
  tipo text NOT NULL CHECK (tipo IN ('ENTREGA','COLETA')),
  -- Rings [[ [lng,lat], ... ], hole, ...]: first the outer ring, then holes.
  rings jsonb NOT NULL,
  min_lat double precision NOT NULL,
  max_lat double precision NOT NULL,
  min_lng double precision NOT NULL,
  max_lng double precision NOT NULL
);
CREATE INDEX areas_atendimento_idfornecedor_idx ON areas_atendimento (idfornecedor);
CREATE INDEX areas_atendimento_bbox_idx ON areas_atendimento (tipo, min_lat, max_lat, min_lng, max_lng);

CREATE TABLE paginas_estaticas (
  idpagina uuid PRIMARY KEY,
  idfornecedor uuid NOT NULL REFERENCES fornecedores ON DELETE CASCADE,
  slug text NOT NULL,
  titulo text NOT NULL,
  html text NOT NULL,
  tags text[] NOT NULL DEFAULT '{WEB,APP}',
  ordem integer NOT NULL DEFAULT 0,
  UNIQUE (idfornecedor, slug)
);
CREATE INDEX paginas_estaticas_idfornecedor_idx ON paginas_estaticas (idfornecedor);

CREATE TABLE carrosseis (
  idcarrossel uuid PRIMARY KEY,
  idfornecedor uuid NOT NULL REFERENCES fornecedores ON DELETE CASCADE,
  titulo text NOT NULL,
  pagina text NOT NULL DEFAULT 'HOME',
  tipo_conteudo text NOT NULL CHECK (tipo_conteudo IN ('STATIC_IMAGES','PRODUTOS')),
  ordem integer NOT NULL DEFAULT 0,
  -- [{ "url": "...", "alt": "...", "link": "/busca?..." }]
  imagens jsonb NOT NULL DEFAULT '[]',
  produtos uuid[] NOT NULL DEFAULT '{}'
);
CREATE INDEX carrosseis_idfornecedor_idx ON carrosseis (idfornecedor);

CREATE TABLE textos_estaticos (
  idfornecedor uuid NOT NULL REFERENCES fornecedores ON DELETE CASCADE,
  chave text NOT NULL,
  titulo text NOT NULL,
  conteudo text NOT NULL,
  ordem integer NOT NULL DEFAULT 0,
  PRIMARY KEY (idfornecedor, chave)
);
