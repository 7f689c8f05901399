-- The reference court (issue 29): the server also plays the state court for tests, the demo and the bench — GO's SEE
-- over REST (sessions with the office's hash, distributions of seals and their download, a public seal lookup) and
-- the MG batch files it issues. These tables are the court's side; the office's stock is `selo` (selos/).
CREATE TABLE tribunal_sessao (
  token char(64) PRIMARY KEY,
  hash_cartorio varchar(64) NOT NULL,
  expira_em timestamptz NOT NULL
);
CREATE TABLE tribunal_distribuicao (
  id serial PRIMARY KEY,
  tribunal char(2) NOT NULL,
  hash_cartorio varchar(64) NOT NULL,
  tipo_de_ato integer NOT NULL,
  quantidade integer NOT NULL CHECK (quantidade > 0),
  criada_em timestamptz NOT NULL DEFAULT now()
);
-- Each seal the court issued: its two codes, its type, and what the office reported of it.
CREATE TABLE tribunal_selo (
  codigo char(23) PRIMARY KEY,
  validador char(23) NOT NULL UNIQUE,
  distribuicao_id integer NOT NULL REFERENCES tribunal_distribuicao (id),
  tipo_de_ato integer NOT NULL,
  situacao varchar(12) NOT NULL DEFAULT 'DISTRIBUIDO',
  atualizado_em timestamptz NOT NULL DEFAULT now()
);
CREATE SEQUENCE tribunal_selo_seq;
