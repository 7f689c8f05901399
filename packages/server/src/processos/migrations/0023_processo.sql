-- Processes (protocols) and their history (issue 25; ../shared/docs/domain-rcpj.md §1.2–§1.3, §1.7). The protocol is
-- the office's order number: taken from `contador` ('protocolo') inside the intake's transaction, so one sequence,
-- never reset, never a gap (a rolled-back intake gives its number back) and never a duplicate.
INSERT INTO contador (nome, valor) VALUES ('protocolo', 0);

CREATE TABLE processo (
  protocolo integer PRIMARY KEY,
  versao integer NOT NULL DEFAULT 0,
  protocolado_em timestamptz NOT NULL DEFAULT now(),
  prazo date NOT NULL,
  situacao varchar(24) NOT NULL,
  situacao_anterior varchar(24),
  atualizado_em timestamptz NOT NULL DEFAULT now(),
  tipo_ato varchar(40) NOT NULL REFERENCES tipo_ato (codigo) ON UPDATE CASCADE,
  empresa_id integer REFERENCES empresa (id),
  empresa_nome varchar(200) NOT NULL,
  natureza_juridica char(4),
  apresentante_nome varchar(120) NOT NULL,
  apresentante_documento varchar(14) NOT NULL,
  apresentante_email varchar(254),
  apresentante_telefone varchar(11),
  documentos jsonb NOT NULL DEFAULT '[]',
  itens jsonb NOT NULL DEFAULT '[]',
  componentes jsonb NOT NULL DEFAULT '[]',
  total_centavos bigint NOT NULL,
  cotacao_id integer REFERENCES cotacao (id),
  deposito_id integer REFERENCES deposito (id),
  responsavel_id integer REFERENCES usuario (id),
  grupo_id integer REFERENCES grupo_distribuicao (id) ON DELETE SET NULL,
  -- The public lookup's key (12 signs of ALFABETO_CODIGO), printed on the protocol receipt.
  codigo_verificacao char(12) NOT NULL,
  observacao varchar(500),
  usuario varchar(60) NOT NULL
);
CREATE INDEX processo_protocolado_em ON processo (protocolado_em DESC);
CREATE INDEX processo_situacao_prazo ON processo (situacao, prazo);
CREATE INDEX processo_prazo ON processo (prazo, protocolo);
CREATE INDEX processo_responsavel ON processo (responsavel_id, situacao);
CREATE INDEX processo_empresa ON processo (empresa_id);
CREATE INDEX processo_apresentante_documento ON processo (apresentante_documento);
CREATE INDEX processo_apresentante_trgm ON processo USING gin (f_unaccent(lower(apresentante_nome)) gin_trgm_ops);
CREATE INDEX processo_empresa_nome_trgm ON processo USING gin (f_unaccent(lower(empresa_nome)) gin_trgm_ops);
-- The exam queue: open processes before and in exam, by deadline.
CREATE INDEX processo_fila ON processo (prazo, protocolo) WHERE situacao IN ('PROTOCOLADO', 'EM_EXAME', 'REINGRESSO');

CREATE TABLE processo_historico (
  id bigserial PRIMARY KEY,
  protocolo integer NOT NULL REFERENCES processo (protocolo),
  em timestamptz NOT NULL DEFAULT now(),
  usuario varchar(60) NOT NULL,
  evento varchar(30) NOT NULL,
  de varchar(24),
  para varchar(24),
  motivo varchar(500),
  responsavel_id integer REFERENCES usuario (id)
);
CREATE INDEX processo_historico_protocolo ON processo_historico (protocolo, id);
-- When each member last received a process (the distribution's tie-break).
CREATE INDEX processo_historico_responsavel ON processo_historico (responsavel_id, em DESC) WHERE responsavel_id IS NOT NULL;
