-- The catalogue of acts (issue 22; ../shared/docs/domain-rcpj.md §1.3–§1.5): each kind of act the office performs,
-- its book, the documents a title brings per legal nature, the exam and conference checklists, and its legal deadline
-- in business days. Intake, examination and conference read it; a service names its kind (servico.tipo_ato).
CREATE TABLE tipo_ato (
  id serial PRIMARY KEY,
  -- -1: a kind a service named before the catalogue was a table, filled in by the seed (atos.seed.ts).
  versao integer NOT NULL DEFAULT 0,
  codigo varchar(40) NOT NULL CONSTRAINT tipo_ato_codigo_key UNIQUE,
  nome varchar(200) NOT NULL,
  especie varchar(20) NOT NULL,
  livro char(1),
  documentos jsonb NOT NULL DEFAULT '[]',
  exame jsonb NOT NULL DEFAULT '[]',
  conferencia jsonb NOT NULL DEFAULT '[]',
  prazo_dias_uteis integer NOT NULL,
  fundamento_prazo varchar(300) NOT NULL
);
CREATE INDEX tipo_ato_nome_trgm ON tipo_ato USING gin (f_unaccent(lower(nome)) gin_trgm_ops);

INSERT INTO tipo_ato (versao, codigo, nome, especie, livro, prazo_dias_uteis, fundamento_prazo)
SELECT DISTINCT -1, tipo_ato, tipo_ato, 'REGISTRO', 'A', 10, '' FROM servico;

ALTER TABLE servico ADD CONSTRAINT servico_tipo_ato_fkey FOREIGN KEY (tipo_ato) REFERENCES tipo_ato (codigo) ON UPDATE CASCADE;
