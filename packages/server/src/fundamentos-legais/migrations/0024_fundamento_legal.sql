-- The legal grounds examiners cite in requirement notes (issue 26): the citation and the model text of a requirement
-- that cites it (several lines). The exam reads them as `SELECT id, nome, texto FROM fundamento_legal`.
CREATE TABLE fundamento_legal (
  id serial PRIMARY KEY,
  nome varchar(120) NOT NULL,
  texto varchar(1000) NOT NULL,
  versao integer NOT NULL DEFAULT 0,
  criado_em timestamptz NOT NULL DEFAULT now()
);
-- One name once, whatever its accents and case.
CREATE UNIQUE INDEX fundamento_legal_nome ON fundamento_legal (f_unaccent(lower(nome)));
-- The list's change stamp (migration 0006), for a list cache when the list must stay fast.
SELECT versionar_lista('fundamento_legal', 'fundamento_legal');
