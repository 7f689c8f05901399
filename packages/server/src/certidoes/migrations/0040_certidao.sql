-- Certificates (issue 32; ../shared/docs/domain-rcpj.md §1.6, §8): a request by anyone, of an entity's registration
-- (in summary, in full, by questions) or a search by name, CNPJ or CPF; priced by the catalogue's certificate
-- service and paid at a cash box (its receipt); issued within 5 days with service — signed by whom may sign that
-- day (the name and post kept as signed), sealed, its text fixed, its public code printed.
INSERT INTO contador (nome, valor) VALUES ('certidao', 0);

CREATE TABLE certidao (
  id serial PRIMARY KEY,
  -- One gapless sequence, taken at the request from `contador` (held until the commit).
  numero integer NOT NULL CONSTRAINT certidao_numero_key UNIQUE,
  tipo varchar(12) NOT NULL CHECK (tipo IN ('BREVE_RELATO', 'INTEIRO_TEOR', 'QUESITOS', 'BUSCA')),
  situacao varchar(10) NOT NULL DEFAULT 'SOLICITADA' CHECK (situacao IN ('SOLICITADA', 'PAGA', 'EMITIDA')),
  requerente varchar(120) NOT NULL,
  documento varchar(14),
  protocolo integer REFERENCES processo (protocolo),
  empresa_id integer REFERENCES empresa (id),
  busca varchar(120),
  quesitos varchar(2000),
  respostas varchar(4000),
  servico_id integer NOT NULL REFERENCES servico (id),
  valor_centavos bigint NOT NULL,
  recibo_id integer REFERENCES recibo (id),
  pedido_em date NOT NULL,
  prazo date NOT NULL,
  emitida_em timestamptz,
  responsavel_id integer REFERENCES responsavel (id) ON DELETE SET NULL,
  assinante_nome varchar(120),
  assinante_cargo varchar(12),
  selo_id integer REFERENCES selo (id),
  -- The public check's key: 12 signs of a 31-sign alphabet, random (processos/protocolo.ts of @rpj/domain).
  codigo char(12) CONSTRAINT certidao_codigo_key UNIQUE,
  conteudo jsonb,
  paginas jsonb,
  criado_por integer REFERENCES usuario (id),
  versao integer NOT NULL DEFAULT 0,
  criado_em timestamptz NOT NULL DEFAULT now(),
  -- A search certifies no entity; every other kind certifies one.
  CHECK ((tipo = 'BUSCA') = (empresa_id IS NULL)),
  CHECK (situacao <> 'EMITIDA' OR (codigo IS NOT NULL AND conteudo IS NOT NULL AND emitida_em IS NOT NULL AND assinante_nome IS NOT NULL))
);
CREATE INDEX certidao_prazo_aberta ON certidao (prazo) WHERE situacao <> 'EMITIDA';
CREATE INDEX certidao_empresa ON certidao (empresa_id) WHERE empresa_id IS NOT NULL;
CREATE INDEX certidao_protocolo ON certidao (protocolo) WHERE protocolo IS NOT NULL;
