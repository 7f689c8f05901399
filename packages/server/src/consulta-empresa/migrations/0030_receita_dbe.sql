-- The entity-consultation service's DBEs (issue 28): the Redesim's Documento Básico de Entrada of each control number
-- it knows — events, FCPJ and QSA, members' CPFs masked — as the service answers it (Dbe of @rpj/domain). The
-- reference server keeps its own demo set here; an office's deployment points the service at the real source.
CREATE TABLE receita_dbe (
  recibo char(10) NOT NULL,
  identificacao char(14) NOT NULL,
  dados jsonb NOT NULL,
  atualizado_em timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (recibo, identificacao)
);
