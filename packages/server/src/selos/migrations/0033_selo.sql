-- The office's electronic seals (issue 29): each import (`selo_lote`: from the court's service or a file, read by a
-- background task, reviewed, then confirmed into stock) and each seal (`selo`: PENDENTE until its batch is confirmed,
-- then DISPONIVEL; UTILIZADO on one act — a protocol and a service —, INUTILIZADO when voided; ENVIADO/REJEITADO by
-- the court's report). A seal is used once: the registration takes the next available ones under row locks (SKIP
-- LOCKED), in its own transaction.
CREATE TABLE selo_lote (
  id serial PRIMARY KEY,
  tribunal char(2) NOT NULL,
  origem varchar(8) NOT NULL CHECK (origem IN ('TRIBUNAL', 'ARQUIVO')),
  arquivo varchar(200),
  situacao varchar(12) NOT NULL DEFAULT 'IMPORTANDO' CHECK (situacao IN ('IMPORTANDO', 'PRONTO', 'RECUSADO', 'CONFIRMADO')),
  tarefa_id uuid,
  resumo jsonb,
  erro varchar(2000),
  -- The file as the court gave it (or its download), kept with the batch.
  conteudo text,
  criado_em timestamptz NOT NULL DEFAULT now(),
  criado_por integer NOT NULL REFERENCES usuario (id),
  confirmado_em timestamptz,
  confirmado_por integer REFERENCES usuario (id)
);
CREATE TABLE selo (
  id serial PRIMARY KEY,
  codigo varchar(23) NOT NULL UNIQUE,
  validador varchar(23) NOT NULL,
  tipo varchar(10) NOT NULL CHECK (tipo IN ('NORMAL', 'ISENTO')),
  tribunal char(2) NOT NULL,
  lote_id integer NOT NULL REFERENCES selo_lote (id),
  situacao varchar(12) NOT NULL DEFAULT 'PENDENTE' CHECK (situacao IN ('PENDENTE', 'DISPONIVEL', 'UTILIZADO', 'INUTILIZADO', 'ENVIADO', 'REJEITADO')),
  protocolo integer REFERENCES processo (protocolo),
  ato varchar(200),
  usado_em timestamptz,
  usado_por integer REFERENCES usuario (id),
  motivo varchar(500),
  versao integer NOT NULL DEFAULT 1
);
-- The next available seal of a type: the stock read in code order.
CREATE INDEX selo_disponivel ON selo (tipo, id) WHERE situacao = 'DISPONIVEL';
CREATE INDEX selo_protocolo ON selo (protocolo) WHERE protocolo IS NOT NULL;
CREATE INDEX selo_lote_id ON selo (lote_id);
