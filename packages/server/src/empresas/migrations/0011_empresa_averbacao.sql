-- Amendments of an entity's registration (Av.1, Av.2, … per registration), and the entries of its history a person
-- with REMOVER_HISTORICO_EMPRESA hid (the audit trail itself never changes: hiding is a row here and an audit row).
CREATE TABLE empresa_averbacao (
  id serial PRIMARY KEY,
  empresa_id integer NOT NULL REFERENCES empresa (id) ON DELETE CASCADE,
  numero integer NOT NULL CHECK (numero > 0),
  data date NOT NULL,
  tipo varchar(20) NOT NULL CHECK (tipo IN ('ATO_CONSTITUTIVO', 'ADMINISTRACAO', 'SEDE', 'DISSOLUCAO', 'LIQUIDACAO', 'CANCELAMENTO', 'OUTRA')),
  descricao varchar(2000) NOT NULL,
  protocolo varchar(20),
  criado_em timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT empresa_averbacao_numero_key UNIQUE (empresa_id, numero)
);

CREATE TABLE empresa_historico_oculto (
  auditoria_id bigint PRIMARY KEY REFERENCES auditoria (id),
  motivo varchar(500) NOT NULL,
  usuario varchar(60),
  usuario_id integer,
  momento timestamptz NOT NULL DEFAULT now()
);
