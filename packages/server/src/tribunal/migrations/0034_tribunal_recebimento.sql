-- The reference court's receipts of reported acts (issue 29): each report, what it accepted and what it refused.
CREATE TABLE tribunal_recebimento (
  id serial PRIMARY KEY,
  hash_cartorio varchar(64) NOT NULL,
  recebido_em timestamptz NOT NULL DEFAULT now(),
  aceitos integer NOT NULL,
  rejeitados jsonb NOT NULL
);
