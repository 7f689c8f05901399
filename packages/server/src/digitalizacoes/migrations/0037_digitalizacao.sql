-- Scanning (issue 31): the archive's files, each attached to a process (and through it to its entity), kept in the
-- platform's storage (`arquivo`, by its key); their pages' text read by OCR, indexed for Portuguese full-text search
-- without accents (stems: "associações" finds "associação") and by trigrams (a word's part, a misread letter).
CREATE TEXT SEARCH CONFIGURATION pt_unaccent (COPY = portuguese);
ALTER TEXT SEARCH CONFIGURATION pt_unaccent ALTER MAPPING FOR hword, hword_part, word WITH unaccent, portuguese_stem;

CREATE TABLE digitalizacao (
  id serial PRIMARY KEY,
  arquivo varchar(400) NOT NULL UNIQUE REFERENCES arquivo (chave),
  nome varchar(200) NOT NULL,
  tipo varchar(40) NOT NULL,
  tamanho integer NOT NULL,
  paginas integer NOT NULL,
  sha256 char(64) NOT NULL,
  protocolo integer NOT NULL REFERENCES processo (protocolo),
  ocr varchar(10) NOT NULL DEFAULT 'PENDENTE' CHECK (ocr IN ('PENDENTE', 'LENDO', 'CONCLUIDO', 'FALHOU')),
  tarefa_id uuid,
  criado_em timestamptz NOT NULL DEFAULT now(),
  criado_por integer NOT NULL REFERENCES usuario (id),
  -- Removed files stay, hidden: the audit keeps them (issue 31).
  removido_em timestamptz,
  removido_por integer REFERENCES usuario (id),
  motivo_remocao varchar(500)
);
CREATE INDEX digitalizacao_protocolo ON digitalizacao (protocolo) WHERE removido_em IS NULL;

CREATE TABLE digitalizacao_pagina (
  digitalizacao_id integer NOT NULL REFERENCES digitalizacao (id),
  numero integer NOT NULL,
  texto text NOT NULL,
  busca tsvector NOT NULL,
  PRIMARY KEY (digitalizacao_id, numero)
);
CREATE INDEX digitalizacao_pagina_busca ON digitalizacao_pagina USING gin (busca);
CREATE INDEX digitalizacao_pagina_trgm ON digitalizacao_pagina USING gin (f_unaccent(lower(texto)) gin_trgm_ops);

-- An upload under way: its parts as they arrive (each confirmed; a part sent again replaces itself), removed when the
-- file is kept or refused.
CREATE TABLE digitalizacao_envio (
  id serial PRIMARY KEY,
  nome varchar(200) NOT NULL,
  tamanho integer NOT NULL,
  protocolo integer NOT NULL REFERENCES processo (protocolo),
  criado_em timestamptz NOT NULL DEFAULT now(),
  criado_por integer NOT NULL REFERENCES usuario (id)
);
CREATE TABLE digitalizacao_envio_parte (
  envio_id integer NOT NULL REFERENCES digitalizacao_envio (id) ON DELETE CASCADE,
  numero integer NOT NULL,
  bytes bytea NOT NULL,
  PRIMARY KEY (envio_id, numero)
);
