-- The DBE conferral (issue 28): each conferral or rejection of a Redesim DBE against a process, by whom and when,
-- with its reason and the mismatches the service found then (LinhaComparacao[] of @rpj/domain). The process's
-- history carries a line of each (CONFERIR_DBE, REJEITAR_DBE).
CREATE TABLE dbe_conferencia (
  id serial PRIMARY KEY,
  protocolo integer NOT NULL REFERENCES processo (protocolo),
  recibo char(10) NOT NULL,
  identificacao char(14) NOT NULL,
  decisao varchar(10) NOT NULL CHECK (decisao IN ('CONFERIR', 'REJEITAR')),
  motivo varchar(500),
  divergencias jsonb NOT NULL,
  usuario_id integer NOT NULL REFERENCES usuario (id),
  em timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX dbe_conferencia_protocolo ON dbe_conferencia (protocolo, id);
