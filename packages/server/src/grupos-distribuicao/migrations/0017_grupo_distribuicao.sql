-- Distribution groups (issue 24): the examiners among whom new processes are shared, the kinds of act each group
-- takes (a plain list until the catalogue of acts exists) and the members' absences.
CREATE TABLE grupo_distribuicao (
  id serial PRIMARY KEY,
  versao integer NOT NULL DEFAULT 0,
  nome varchar(80) NOT NULL,
  ativo boolean NOT NULL DEFAULT true,
  tipos_ato text[] NOT NULL DEFAULT '{}',
  criado_em timestamptz NOT NULL DEFAULT now()
);
-- One name once, whatever its accents and case.
CREATE UNIQUE INDEX grupo_distribuicao_nome ON grupo_distribuicao (f_unaccent(lower(nome)));

CREATE TABLE grupo_distribuicao_membro (
  grupo_id integer NOT NULL REFERENCES grupo_distribuicao (id) ON DELETE CASCADE,
  usuario_id integer NOT NULL REFERENCES usuario (id),
  posicao integer NOT NULL,
  PRIMARY KEY (grupo_id, usuario_id)
);
CREATE INDEX grupo_distribuicao_membro_usuario ON grupo_distribuicao_membro (usuario_id);

CREATE TABLE grupo_distribuicao_ausencia (
  id serial PRIMARY KEY,
  grupo_id integer NOT NULL,
  usuario_id integer NOT NULL,
  de date NOT NULL,
  ate date NOT NULL CHECK (ate >= de),
  motivo varchar(200),
  FOREIGN KEY (grupo_id, usuario_id) REFERENCES grupo_distribuicao_membro (grupo_id, usuario_id) ON DELETE CASCADE
);
