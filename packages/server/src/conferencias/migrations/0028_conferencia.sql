-- The conference of a confirmed title (issue 27): each item of the act's conference list ticked with who and when
-- (a tick removed is a row removed), and each conference finished — confirmed or returned to the exam, and why.
CREATE TABLE conferencia_marca (
  protocolo integer NOT NULL REFERENCES processo (protocolo),
  etapa varchar(12) NOT NULL CHECK (etapa IN ('CONFERENCIA', 'OFICIAL')),
  item varchar(300) NOT NULL,
  usuario_id integer NOT NULL REFERENCES usuario (id),
  em timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (protocolo, etapa, item)
);

CREATE TABLE conferencia (
  id serial PRIMARY KEY,
  protocolo integer NOT NULL REFERENCES processo (protocolo),
  etapa varchar(12) NOT NULL CHECK (etapa IN ('CONFERENCIA', 'OFICIAL')),
  usuario_id integer NOT NULL REFERENCES usuario (id),
  em timestamptz NOT NULL DEFAULT clock_timestamp(),
  decisao varchar(10) NOT NULL CHECK (decisao IN ('CONFERIR', 'DEVOLVER')),
  motivo varchar(500)
);
CREATE INDEX conferencia_protocolo ON conferencia (protocolo, id);
