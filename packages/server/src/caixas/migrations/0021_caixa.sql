-- Cash boxes, their movements and the office's receipts (issue 23; ../shared/docs/domain-rcpj.md §2.3–§2.4).
CREATE TABLE caixa (
  id serial PRIMARY KEY,
  versao integer NOT NULL DEFAULT 0,
  usuario_id integer NOT NULL REFERENCES usuario (id),
  situacao varchar(10) NOT NULL DEFAULT 'ABERTO',
  aberto_em timestamptz NOT NULL DEFAULT now(),
  fundo_centavos bigint NOT NULL,
  fechado_em timestamptz,
  contado jsonb,
  diferenca_centavos bigint,
  observacao_fechamento varchar(500),
  aprovado_em timestamptz,
  aprovado_por varchar(60),
  observacao_aprovacao varchar(500)
);
-- One open box per person.
CREATE UNIQUE INDEX caixa_um_aberto_por_usuario ON caixa (usuario_id) WHERE situacao = 'ABERTO';
CREATE INDEX caixa_aberto_em ON caixa (aberto_em DESC);

-- The office's receipt numbers: one counter row, taken FOR UPDATE by the payment's own transaction, so a number is
-- used only when the payment commits (no hole) and by one payment only (no duplicate).
CREATE TABLE contador (
  nome varchar(30) PRIMARY KEY,
  valor bigint NOT NULL
);
INSERT INTO contador (nome, valor) VALUES ('recibo', 0);

CREATE TABLE recibo (
  id serial PRIMARY KEY,
  numero bigint NOT NULL CONSTRAINT recibo_numero_key UNIQUE,
  emitido_em timestamptz NOT NULL DEFAULT now(),
  caixa_id integer NOT NULL REFERENCES caixa (id),
  usuario varchar(60) NOT NULL,
  pagador varchar(120) NOT NULL,
  documento varchar(14),
  cotacao_id integer REFERENCES cotacao (id),
  total_centavos bigint NOT NULL,
  -- The acts as priced, the sum by component, the parts by method: as issued (tables change; a receipt does not).
  dados jsonb NOT NULL,
  cancelado_em timestamptz,
  cancelado_por varchar(60),
  motivo_cancelamento varchar(300)
);
CREATE INDEX recibo_caixa ON recibo (caixa_id);

CREATE TABLE caixa_movimento (
  id serial PRIMARY KEY,
  caixa_id integer NOT NULL REFERENCES caixa (id),
  tipo varchar(15) NOT NULL,
  metodo varchar(10) NOT NULL,
  valor_centavos bigint NOT NULL,
  motivo varchar(300),
  recibo_id integer REFERENCES recibo (id),
  em timestamptz NOT NULL DEFAULT now(),
  usuario varchar(60) NOT NULL
);
CREATE INDEX caixa_movimento_caixa ON caixa_movimento (caixa_id, id);
