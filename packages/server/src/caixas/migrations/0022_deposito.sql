-- Prior deposits and their ledger (Livro de Controle de Depósito Prévio), and what a receipt is for (issue 23;
-- ../shared/docs/domain-rcpj.md §2.3).
ALTER TABLE recibo ADD COLUMN tipo varchar(12) NOT NULL DEFAULT 'PAGAMENTO';
ALTER TABLE recibo ADD COLUMN protocolo varchar(30);
CREATE INDEX recibo_emitido_em ON recibo (emitido_em);
CREATE INDEX caixa_movimento_em ON caixa_movimento (em);

CREATE TABLE deposito (
  id serial PRIMARY KEY,
  versao integer NOT NULL DEFAULT 0,
  protocolo varchar(30) NOT NULL,
  depositante varchar(120) NOT NULL,
  documento varchar(14),
  valor_centavos bigint NOT NULL,
  situacao varchar(12) NOT NULL DEFAULT 'EM_ABERTO',
  recebido_em timestamptz NOT NULL DEFAULT now(),
  caixa_id integer NOT NULL REFERENCES caixa (id),
  recibo_id integer NOT NULL REFERENCES recibo (id),
  liquidado_em timestamptz,
  liquidacao_recibo_id integer REFERENCES recibo (id),
  receita_centavos bigint,
  complemento_centavos bigint,
  devolucao_centavos bigint,
  devolucao_autorizada_em timestamptz,
  devolucao_autorizada_por varchar(60),
  devolvido_em timestamptz,
  devolucao_recibo_id integer REFERENCES recibo (id)
);
-- One deposit per protocol, unless the one before was cancelled (taken in error).
CREATE UNIQUE INDEX deposito_protocolo ON deposito (protocolo) WHERE situacao <> 'CANCELADO';
CREATE INDEX deposito_recebido_em ON deposito (recebido_em DESC);
CREATE INDEX deposito_situacao ON deposito (situacao);
