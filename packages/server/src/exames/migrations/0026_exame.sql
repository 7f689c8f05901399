-- The exam of a title (issue 26; ../shared/docs/domain-rcpj.md §1.4): each round's decision, the requirements of a
-- note with their legal grounds and how the re-entry answered them, and each sending of the note by e-mail.
CREATE TABLE exame (
  id serial PRIMARY KEY,
  protocolo integer NOT NULL REFERENCES processo (protocolo),
  rodada integer NOT NULL,
  examinador_id integer NOT NULL REFERENCES usuario (id),
  -- When the process reached the examiner (its distribution or its re-entry), and the decision.
  iniciado_em timestamptz NOT NULL,
  decidido_em timestamptz NOT NULL DEFAULT clock_timestamp(),
  decisao varchar(10) NOT NULL CHECK (decisao IN ('APTO', 'EXIGENCIA')),
  prazo_exigencia date,
  observacao varchar(500),
  UNIQUE (protocolo, rodada)
);

CREATE TABLE exigencia (
  id serial PRIMARY KEY,
  exame_id integer NOT NULL REFERENCES exame (id),
  ordem integer NOT NULL,
  texto varchar(1000) NOT NULL,
  fundamento varchar(200) NOT NULL,
  fundamento_id integer REFERENCES fundamento_legal (id) ON DELETE SET NULL,
  situacao varchar(12) NOT NULL DEFAULT 'ABERTA' CHECK (situacao IN ('ABERTA', 'CUMPRIDA', 'NAO_CUMPRIDA', 'VENCIDA')),
  resposta varchar(500),
  respondida_em timestamptz,
  respondida_por varchar(60),
  UNIQUE (exame_id, ordem)
);

CREATE TABLE exame_envio (
  id serial PRIMARY KEY,
  exame_id integer NOT NULL REFERENCES exame (id),
  em timestamptz NOT NULL DEFAULT now(),
  usuario varchar(60) NOT NULL,
  para varchar(254) NOT NULL,
  -- The e-mail's job on the queue (jobs/fila.ts): where it stands is pg-boss's until it ends; its end is kept here
  -- (pg-boss deletes finished jobs after a week).
  tarefa_id uuid,
  estado varchar(12),
  tentativas integer NOT NULL DEFAULT 0
);
CREATE INDEX exame_envio_exame ON exame_envio (exame_id);

-- Until when a process's requirements may be met: the nightly lapse finds the ones past it.
ALTER TABLE processo ADD COLUMN prazo_exigencia date;
CREATE INDEX processo_exigencia_vencida ON processo (prazo_exigencia) WHERE situacao = 'EM_EXIGENCIA';

-- Productivity: how long each move took since the one before on the same process, in seconds.
ALTER TABLE processo_historico ADD COLUMN duracao_s integer;
