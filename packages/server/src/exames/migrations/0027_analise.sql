-- The analysis of a fit title (issue 27): a second look at an exam's decision by someone other than its examiner,
-- who confirms it (the title goes to conference) or returns it to the examiner with the reason.
CREATE TABLE analise (
  id serial PRIMARY KEY,
  protocolo integer NOT NULL REFERENCES processo (protocolo),
  exame_id integer NOT NULL REFERENCES exame (id),
  analista_id integer NOT NULL REFERENCES usuario (id),
  em timestamptz NOT NULL DEFAULT clock_timestamp(),
  decisao varchar(10) NOT NULL CHECK (decisao IN ('CONFIRMAR', 'DEVOLVER')),
  motivo varchar(500)
);
CREATE INDEX analise_protocolo ON analise (protocolo, id);
