-- The Receita's table of members' qualifications (issue 21; ../shared/docs/domain-rcpj.md §4.1): its two-digit code
-- and name, seeded in full from @rpj/domain's QUALIFICACOES_RECEITA (missing codes only: the office may rename one).
CREATE TABLE qualificacao_socio (
  id serial PRIMARY KEY,
  codigo char(2) NOT NULL CONSTRAINT qualificacao_socio_codigo_key UNIQUE CHECK (codigo ~ '^[0-9]{2}$'),
  nome varchar(120) NOT NULL,
  versao integer NOT NULL DEFAULT 0,
  criado_em timestamptz NOT NULL DEFAULT now()
);
-- One name once, whatever its accents and case.
CREATE UNIQUE INDEX qualificacao_socio_nome ON qualificacao_socio (f_unaccent(lower(nome)));
-- The list's change stamp (migration 0006), for a list cache when the list must stay fast.
SELECT versionar_lista('qualificacao_socio', 'qualificacao_socio');
