-- Persons and the boards of entities (issue 21; ../shared/docs/domain-rcpj.md §4): a person (CPF or CNPJ) is kept
-- once and linked to many entities; a link has its qualification, its entry and exit, its term of office, its share
-- of a society's capital (hundredths of a percent) and whether it represents the entity.
CREATE TABLE pessoa (
  id serial PRIMARY KEY,
  tipo varchar(8) NOT NULL CHECK (tipo IN ('FISICA', 'JURIDICA')),
  -- The CPF's 11 digits or the CNPJ's 14 characters: one person per document.
  documento varchar(14) NOT NULL CONSTRAINT pessoa_documento_key UNIQUE,
  nome varchar(200) NOT NULL,
  criado_em timestamptz NOT NULL DEFAULT now(),
  atualizado_em timestamptz NOT NULL DEFAULT now()
);
-- The name search across persons: part of any word, accents and case ignored.
CREATE INDEX pessoa_nome_trgm ON pessoa USING gin (f_unaccent(lower(nome)) gin_trgm_ops);

CREATE TABLE empresa_socio (
  id serial PRIMARY KEY,
  empresa_id integer NOT NULL REFERENCES empresa (id) ON DELETE CASCADE,
  pessoa_id integer NOT NULL REFERENCES pessoa (id),
  qualificacao char(2) NOT NULL CONSTRAINT empresa_socio_qualificacao_fkey REFERENCES qualificacao_socio (codigo) ON UPDATE CASCADE,
  entrada date NOT NULL,
  saida date CHECK (saida >= entrada),
  mandato_ate date CHECK (mandato_ate >= entrada),
  participacao integer CHECK (participacao BETWEEN 0 AND 10000),
  representante_legal boolean NOT NULL DEFAULT false
);
CREATE INDEX empresa_socio_empresa ON empresa_socio (empresa_id);
CREATE INDEX empresa_socio_pessoa ON empresa_socio (pessoa_id);
