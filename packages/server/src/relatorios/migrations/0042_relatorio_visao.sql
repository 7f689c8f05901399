-- Saved report views (issue 33): a named set of a report's filters, shared with the office; one name per report.
CREATE TABLE relatorio_visao (
  id serial PRIMARY KEY,
  versao integer NOT NULL DEFAULT 0,
  relatorio varchar(30) NOT NULL,
  nome varchar(80) NOT NULL,
  filtros jsonb NOT NULL,
  salva_por varchar(60) NOT NULL,
  salva_em timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX relatorio_visao_nome ON relatorio_visao (relatorio, lower(nome));
