-- Services and quotes (issue 22; ../shared/docs/domain-rcpj.md §2): what the office charges for, with its fee tables
-- and their validity periods (JSON checked by the contract's codecs and @rpj/domain's errosDasVigencias), and the
-- quotes staff make all day, numbered and kept with every component of their price.
CREATE TABLE servico (
  id serial PRIMARY KEY,
  versao integer NOT NULL DEFAULT 0,
  codigo varchar(10) NOT NULL CONSTRAINT servico_codigo_key UNIQUE,
  descricao varchar(200) NOT NULL,
  tipo_ato varchar(40) NOT NULL,
  codigo_ato_tribunal varchar(10),
  selo boolean NOT NULL DEFAULT true,
  ativo boolean NOT NULL DEFAULT true,
  vigencias jsonb NOT NULL DEFAULT '[]',
  criado_em timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX servico_descricao_trgm ON servico USING gin (f_unaccent(lower(descricao)) gin_trgm_ops);

CREATE SEQUENCE cotacao_numero;
CREATE TABLE cotacao (
  id serial PRIMARY KEY,
  numero bigint NOT NULL DEFAULT nextval('cotacao_numero') CONSTRAINT cotacao_numero_key UNIQUE,
  criada_em timestamptz NOT NULL DEFAULT now(),
  data_referencia date NOT NULL,
  cliente varchar(120),
  usuario varchar(60),
  total_centavos bigint NOT NULL,
  -- The items with their prices and the sum by component, as the quote was made (tables change; a quote does not).
  dados jsonb NOT NULL
);
