-- Responsáveis assinantes (issue 32; ../shared/docs/domain-rcpj.md §1.6): who may sign certificates — the officer,
-- substitutes, authorised clerks — each for a period of days (both included; no end: still valid).
CREATE TABLE responsavel (
  id serial PRIMARY KEY,
  nome varchar(120) NOT NULL,
  cargo varchar(12) NOT NULL CHECK (cargo IN ('OFICIAL', 'SUBSTITUTO', 'ESCREVENTE')),
  inicio date NOT NULL,
  fim date CHECK (fim >= inicio),
  versao integer NOT NULL DEFAULT 0,
  criado_em timestamptz NOT NULL DEFAULT now()
);
-- One name once, whatever its accents and case: the certificate prints it under the signature.
CREATE UNIQUE INDEX responsavel_nome ON responsavel (f_unaccent(lower(nome)));
-- The list's change stamp (migration 0006), for a list cache when the list must stay fast.
SELECT versionar_lista('responsavel', 'responsavel');
