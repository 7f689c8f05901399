-- Fundamentos legais: the area's records (grow the table with the area's fields, in a new migration).
CREATE TABLE fundamento_legal (id serial PRIMARY KEY, nome varchar(120) NOT NULL, versao integer NOT NULL DEFAULT 0, criado_em timestamptz NOT NULL DEFAULT now());
-- One name once, whatever its accents and case.
CREATE UNIQUE INDEX fundamento_legal_nome ON fundamento_legal (f_unaccent(lower(nome)));
-- The list's change stamp (migration 0006), for a list cache when the list must stay fast.
SELECT versionar_lista('fundamento_legal', 'fundamento_legal');
