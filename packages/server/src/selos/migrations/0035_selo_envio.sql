-- The sendings of used seals to the court (issue 30): each sending (by a person, or by the nightly task: criado_por
-- NULL), its task, how many went, were accepted and refused, and the court's receipts; each seal keeps the sending
-- that carried it, the court's receipt, or the court's reason for refusing it (corrected and sent again).
CREATE TABLE selo_envio (
  id serial PRIMARY KEY,
  situacao varchar(10) NOT NULL DEFAULT 'ENVIANDO' CHECK (situacao IN ('ENVIANDO', 'CONCLUIDO', 'FALHOU')),
  tarefa_id uuid,
  criado_em timestamptz NOT NULL DEFAULT now(),
  criado_por integer REFERENCES usuario (id),
  total integer NOT NULL DEFAULT 0,
  aceitos integer NOT NULL DEFAULT 0,
  rejeitados integer NOT NULL DEFAULT 0,
  recibos jsonb NOT NULL DEFAULT '[]',
  erro varchar(2000)
);
-- At most one sending at a time: two would report the same seals.
CREATE UNIQUE INDEX selo_envio_um_por_vez ON selo_envio ((true)) WHERE situacao = 'ENVIANDO';
ALTER TABLE selo ADD COLUMN envio_id integer REFERENCES selo_envio (id);
ALTER TABLE selo ADD COLUMN recibo_tribunal varchar(60);
ALTER TABLE selo ADD COLUMN rejeicao varchar(500);
CREATE INDEX selo_pendente_envio ON selo (id) WHERE situacao = 'UTILIZADO';
