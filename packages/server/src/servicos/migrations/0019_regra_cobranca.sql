-- The state's rule of fees (issue 22; ../shared/docs/domain-rcpj.md §2.2, §9.3): what a state adds to the fee — funds
-- and taxes over it, flat taxes, the seal's cost, the ISS — and how each component rounds, period by period (the law
-- changes the rates). One list per state, saved whole against its version; checked by @rpj/domain's errosDaRegra.
CREATE TABLE regra_cobranca (
  uf char(2) PRIMARY KEY,
  versao integer NOT NULL DEFAULT 0,
  vigencias jsonb NOT NULL
);

-- Saved quotes are found by their customer's name and listed newest first.
CREATE INDEX cotacao_criada_em ON cotacao (criada_em DESC);
CREATE INDEX cotacao_cliente_trgm ON cotacao USING gin (f_unaccent(lower(cliente)) gin_trgm_ops);
