-- Registered entities (issue 20; ../shared/docs/domain-rcpj.md §1.5, §5): the legal natures an RCPJ office keeps
-- (rows written from @rpj/domain's NATUREZAS_JURIDICAS at every start) and the entities' records.
CREATE TABLE natureza_juridica (
  codigo char(4) PRIMARY KEY,
  nome varchar(120) NOT NULL,
  registravel boolean NOT NULL,
  sociedade boolean NOT NULL
);

CREATE TABLE empresa (
  id serial PRIMARY KEY,
  versao integer NOT NULL DEFAULT 0,
  denominacao varchar(200) NOT NULL,
  -- The name without accents, case, punctuation and generic words (chaveNome of @rpj/domain): the similar-name rule.
  chave_nome varchar(200) NOT NULL,
  nome_fantasia varchar(120),
  -- 14 characters: the numeric CNPJ or the alphanumeric one of July 2026; one entity per CNPJ.
  cnpj char(14) CONSTRAINT empresa_cnpj_key UNIQUE,
  natureza_juridica char(4) NOT NULL REFERENCES natureza_juridica (codigo),
  situacao varchar(20) NOT NULL CHECK (situacao IN ('ATIVA', 'EM_LIQUIDACAO', 'DISSOLVIDA', 'CANCELADA')),
  -- Brought from an older system: its registration (number, book, page, date) was typed, not written here.
  migrada boolean NOT NULL DEFAULT false,
  numero_registro integer CHECK (numero_registro > 0),
  livro varchar(10),
  folha varchar(10),
  data_registro date,
  data_constituicao date,
  duracao_ate date,
  capital_centavos bigint CHECK (capital_centavos >= 0),
  objeto varchar(2000) NOT NULL,
  cep char(8),
  logradouro varchar(120),
  numero varchar(10),
  complemento varchar(60),
  bairro varchar(60),
  municipio varchar(60),
  uf char(2),
  email varchar(254),
  telefone varchar(11),
  criado_em timestamptz NOT NULL DEFAULT now(),
  atualizado_em timestamptz NOT NULL DEFAULT now(),
  -- A registration number is given once in each book.
  CONSTRAINT empresa_registro_key UNIQUE (livro, numero_registro)
);

-- The name search (part of any word, accents and case ignored) and the similar-name candidates: trigram indexes.
CREATE INDEX empresa_denominacao_trgm ON empresa USING gin (f_unaccent(lower(denominacao)) gin_trgm_ops);
CREATE INDEX empresa_fantasia_trgm ON empresa USING gin (f_unaccent(lower(nome_fantasia)) gin_trgm_ops);
CREATE INDEX empresa_chave_trgm ON empresa USING gin (chave_nome gin_trgm_ops);
CREATE INDEX empresa_numero_registro ON empresa (numero_registro);
CREATE INDEX empresa_data_registro ON empresa (data_registro);
-- The list filtered by situation and nature over a period, sorted by date: one range of one index.
CREATE INDEX empresa_situacao_natureza ON empresa (situacao, natureza_juridica, data_registro);
CREATE INDEX empresa_ordem_denominacao ON empresa (denominacao, id);
