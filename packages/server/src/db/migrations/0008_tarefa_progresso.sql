-- The progress of long background work (jobs/fila.ts), for the API (GET /tarefa/{id}) and the screens' progress bars.
-- One row per job that reports progress or was started by a person; the job itself is pg-boss's.
CREATE TABLE tarefa_progresso (
  id            uuid         PRIMARY KEY,
  fila          varchar(60)  NOT NULL,
  usuario_id    integer      REFERENCES usuario (id),
  feitos        integer      NOT NULL DEFAULT 0 CHECK (feitos >= 0),
  total         integer      CHECK (total >= 0),
  mensagem      varchar(200),
  atualizado_em timestamptz  NOT NULL DEFAULT now()
);
