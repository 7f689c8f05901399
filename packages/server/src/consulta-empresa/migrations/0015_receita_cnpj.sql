-- The entity-consultation service's data set (issue 21): the Receita's view of each CNPJ it knows — situation,
-- legal nature, address, members with masked CPFs — as the service answers it (EmpresaReceita of @rpj/domain).
-- The reference server keeps its own demo set here; an office's deployment points the service at the real source.
CREATE TABLE receita_cnpj (
  cnpj char(14) PRIMARY KEY,
  dados jsonb NOT NULL,
  atualizado_em timestamptz NOT NULL DEFAULT now()
);
