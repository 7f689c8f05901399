-- What the financial reports read a year of (issue 33), kept narrow: a receipt's rows carry its acts as priced
-- (jsonb), too wide to read by the hundred thousand.
-- A box movement names its receipt's number and payer (the cash report reads the movements alone).
ALTER TABLE caixa_movimento ADD COLUMN recibo_numero bigint, ADD COLUMN pagador varchar(120);
UPDATE caixa_movimento m SET recibo_numero = r.numero, pagador = r.pagador FROM recibo r WHERE r.id = m.recibo_id;

-- Each act of a payment's or a settlement's receipt, as the revenue book (Livro Diário Auxiliar) lists it: written with
-- the receipt, never changed (a cancellation is the receipt's, read from it).
CREATE TABLE recibo_ato (
  recibo_id integer NOT NULL REFERENCES recibo (id),
  ordem integer NOT NULL,
  numero bigint NOT NULL,
  emitido_em timestamptz NOT NULL,
  protocolo varchar(30),
  codigo varchar(10) NOT NULL,
  descricao text NOT NULL,
  quantidade integer NOT NULL,
  emolumento_centavos bigint NOT NULL,
  total_centavos bigint NOT NULL,
  isencao text,
  PRIMARY KEY (recibo_id, ordem)
);
CREATE INDEX recibo_ato_emitido_em ON recibo_ato (emitido_em);
INSERT INTO recibo_ato (recibo_id, ordem, numero, emitido_em, protocolo, codigo, descricao, quantidade, emolumento_centavos, total_centavos, isencao)
SELECT r.id, i.ordem, r.numero, r.emitido_em, r.protocolo, i.value->>'codigo', i.value->>'descricao', (i.value->>'quantidade')::int,
       coalesce((SELECT sum((c->>'centavos')::bigint) FROM jsonb_array_elements(i.value->'precificado'->'componentes') c WHERE c->>'codigo' = 'EMOLUMENTO'), 0),
       (i.value->'precificado'->>'totalCentavos')::bigint, i.value->'isencao'->>'fundamento'
  FROM recibo r CROSS JOIN LATERAL jsonb_array_elements(r.dados->'itens') WITH ORDINALITY AS i(value, ordem)
 WHERE r.tipo IN ('PAGAMENTO', 'LIQUIDACAO');

-- The receipts of a period by their number, kind, box, payer, protocol, value and cancellation, without their acts:
-- the receipt control and the daily cash read it alone.
CREATE INDEX recibo_emitido_em_controle ON recibo (emitido_em) INCLUDE (numero, tipo, caixa_id, pagador, protocolo, total_centavos, cancelado_em);
