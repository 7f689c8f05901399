-- The rows of the three long financial reports (issue 33), written once, when what they show is written or changes,
-- instead of on every reading: a year of the cash report, the receipt control or the revenue book is ~450,000 rows, and
-- writing each row's JSON was three quarters of a reading's time in the database. Each stored row is the report's row
-- as JSON text, in the columns' order of the domain's DEFINICOES_RELATORIO, written as the domain writes its words
-- (relatorios.repository.ts's helpers of the same names; the server tests compare). A repeated text (a label, a
-- person, an act) is a stable position — a code's place in relatorio_codigos, a person's id, an act's id — and the
-- reading sends the texts once (docs/api.md "textos").

-- A label's position is its code's place here. Append only: a stored row holds the position.
CREATE FUNCTION relatorio_codigos(lista text) RETURNS text[] LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE lista
    WHEN 'movimento' THEN ARRAY['FUNDO', 'PAGAMENTO', 'ENTRADA', 'SAIDA', 'CANCELAMENTO', 'DEPOSITO', 'COMPLEMENTO', 'DEVOLUCAO']
    WHEN 'metodo' THEN ARRAY['DINHEIRO', 'PIX', 'DEBITO', 'CREDITO', 'BOLETO']
    WHEN 'recibo' THEN ARRAY['PAGAMENTO', 'DEPOSITO', 'LIQUIDACAO', 'DEVOLUCAO']
  END
$$;

-- A cell: a number's text or null; a text escaped as JSON or null; a label's position or null.
CREATE FUNCTION relatorio_num(v numeric) RETURNS text LANGUAGE sql STABLE AS $$ SELECT coalesce(v::text, 'null') $$;
CREATE FUNCTION relatorio_txt(v text) RETURNS text LANGUAGE sql STABLE AS $$ SELECT coalesce(to_json(v)::text, 'null') $$;
CREATE FUNCTION relatorio_rotulo(lista text, codigo text) RETURNS text LANGUAGE sql IMMUTABLE AS $$ SELECT coalesce((array_position(relatorio_codigos(lista), codigo) - 1)::text, 'null') $$;
-- A moment as milliseconds since 1970.
CREATE FUNCTION relatorio_ms(v timestamptz) RETURNS text LANGUAGE sql IMMUTABLE AS $$ SELECT ((extract(epoch FROM v) * 1000)::bigint)::text $$;
-- A whole number as pt-BR writes it (1.234.567); cents as pt-BR money (R$ 1.234,56).
CREATE FUNCTION relatorio_milhar(v bigint) RETURNS text LANGUAGE sql STABLE AS $$ SELECT replace(to_char(v, 'FM999,999,999,999,999'), ',', '.') $$;
CREATE FUNCTION relatorio_reais(v bigint) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT CASE WHEN v < 0 THEN '-' ELSE '' END || 'R$ ' || translate(to_char(abs(v) / 100.0, 'FM999,999,999,999,990.00'), ',.', '.,')
$$;

-- The cash report's row of a box movement: moment, receipt, movement, box, operator (the box owner's id), payer,
-- method, value.
ALTER TABLE caixa_movimento ADD COLUMN linha_relatorio text;
-- (The box owner is read into a variable first: an expression without a query is evaluated by plpgsql at once, a
-- query costs a round through the executor.)
CREATE FUNCTION caixa_movimento_linha() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  dono integer;
BEGIN
  SELECT usuario_id INTO dono FROM caixa WHERE id = NEW.caixa_id;
  NEW.linha_relatorio := concat('[', relatorio_ms(NEW.em), ',', relatorio_num(NEW.recibo_numero), ',', relatorio_rotulo('movimento', NEW.tipo), ',', NEW.caixa_id, ',',
    relatorio_num(dono), ',', relatorio_txt(NEW.pagador), ',', relatorio_rotulo('metodo', NEW.metodo), ',', NEW.valor_centavos, ']');
  RETURN NEW;
END
$$;
CREATE TRIGGER caixa_movimento_linha BEFORE INSERT OR UPDATE ON caixa_movimento FOR EACH ROW EXECUTE FUNCTION caixa_movimento_linha();
UPDATE caixa_movimento SET linha_relatorio = NULL;
ALTER TABLE caixa_movimento ALTER COLUMN linha_relatorio SET NOT NULL;

-- The receipt control's row of a receipt: number, moment, kind, box, operator, payer, protocol, value (none when
-- cancelled) and the cancellation in words.
ALTER TABLE recibo ADD COLUMN linha_controle text;
CREATE FUNCTION recibo_linha_controle() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  dono integer;
BEGIN
  SELECT usuario_id INTO dono FROM caixa WHERE id = NEW.caixa_id;
  NEW.linha_controle := concat('[', NEW.numero, ',', relatorio_ms(NEW.emitido_em), ',', relatorio_rotulo('recibo', NEW.tipo), ',', NEW.caixa_id, ',',
    relatorio_num(dono), ',', relatorio_txt(NEW.pagador), ',', relatorio_txt(NEW.protocolo), ',',
    CASE WHEN NEW.cancelado_em IS NULL THEN NEW.total_centavos ELSE 0 END, ',',
    CASE WHEN NEW.cancelado_em IS NULL THEN '""'
         ELSE relatorio_txt('Cancelado em ' || to_char(NEW.cancelado_em AT TIME ZONE 'America/Sao_Paulo', 'DD/MM/YYYY HH24:MI') || ' por '
                            || coalesce(NEW.cancelado_por, '') || ': ' || coalesce(NEW.motivo_cancelamento, '') || ' (era ' || relatorio_reais(NEW.total_centavos) || ')') END, ']');
  RETURN NEW;
END
$$;
CREATE TRIGGER recibo_linha_controle BEFORE INSERT OR UPDATE ON recibo FOR EACH ROW EXECUTE FUNCTION recibo_linha_controle();
UPDATE recibo SET linha_controle = NULL;
ALTER TABLE recibo ALTER COLUMN linha_controle SET NOT NULL;
-- The receipt control and the daily cash read a period of receipts from this index alone.
DROP INDEX recibo_emitido_em_controle;
CREATE INDEX recibo_emitido_em_controle ON recibo (emitido_em) INCLUDE (numero, tipo, total_centavos, cancelado_em, linha_controle);

-- The revenue book (Livro Diário Auxiliar): each act of a receipt on its day, and its reversal on the day the receipt
-- is cancelled, with the note the book writes (the reversal, a later cancellation, the registration, the exemption).
-- Rebuilt for a receipt whenever its acts, its cancellation or its protocol's registration change (triggers below).
CREATE TABLE livro_diario_ato (
  id serial PRIMARY KEY,
  codigo varchar(10) NOT NULL,
  descricao text NOT NULL,
  UNIQUE (codigo, descricao)
);
CREATE TABLE livro_diario (
  recibo_id integer NOT NULL REFERENCES recibo (id),
  ordem integer NOT NULL,
  -- 0 the act, on its receipt's day; 1 its reversal, on the cancellation's day.
  evento smallint NOT NULL,
  dia date NOT NULL,
  numero bigint NOT NULL,
  codigo varchar(10) NOT NULL,
  protocolo varchar(30),
  linha text NOT NULL,
  PRIMARY KEY (recibo_id, ordem, evento)
);
CREATE INDEX livro_diario_dia ON livro_diario (dia, evento, numero, ordem);
CREATE INDEX livro_diario_protocolo ON livro_diario (protocolo) WHERE protocolo IS NOT NULL;

-- An entry's row: day, protocol, receipt, act (its id in livro_diario_ato), quantity, revenue, what is passed on,
-- total (`sinal_` -1 in a reversal), and the note. (Expressions only, so PostgreSQL writes it into the statement that
-- calls it, planned once per connection: as a query of its own, it was planned again for every receipt.)
CREATE FUNCTION livro_diario_linha(dia_ date, evento_ integer, sinal_ integer, cancelado_ boolean, ato_ integer, a recibo_ato, g registro, l livro) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT concat('[', relatorio_txt(to_char(dia_, 'YYYY-MM-DD')), ',', relatorio_txt(a.protocolo), ',', a.numero, ',', ato_, ',',
                sinal_ * a.quantidade, ',', sinal_ * a.emolumento_centavos, ',', sinal_ * (a.total_centavos - a.emolumento_centavos), ',', sinal_ * a.total_centavos, ',',
                relatorio_txt(concat_ws(' · ',
                  CASE WHEN evento_ = 1 THEN 'Estorno: recibo nº ' || relatorio_milhar(a.numero) || ' cancelado'
                       WHEN cancelado_ THEN 'Recibo cancelado depois (estorno no dia do cancelamento)' END,
                  CASE WHEN (g).especie = 'AVERBACAO' AND (g).averbacao_numero IS NOT NULL THEN 'Averbação nº ' || relatorio_milhar((g).averbacao_numero) || ' ao registro nº ' || relatorio_milhar((g).numero)
                       WHEN (g).numero IS NULL THEN NULL
                       ELSE 'Registro nº ' || relatorio_milhar((g).numero) || CASE WHEN (l).letra IS NULL THEN '' ELSE ', livro ' || (l).letra || '-' || (l).numero END || CASE WHEN (g).folha IS NULL THEN '' ELSE ', folha ' || (g).folha END END,
                  'Gratuito: ' || a.isencao)), ']')
$$;

-- The entries of these acts (recibo_ato rows), their receipts' cancellations and registrations as they stand (a
-- protocol is a registration's when it is its number).
CREATE FUNCTION livro_diario_escrever(atos recibo_ato[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO livro_diario_ato (codigo, descricao) SELECT DISTINCT a.codigo, a.descricao FROM unnest(atos) a ON CONFLICT DO NOTHING;
  INSERT INTO livro_diario (recibo_id, ordem, evento, dia, numero, codigo, protocolo, linha)
  SELECT a.recibo_id, a.ordem, e.evento, e.dia, a.numero, a.codigo, a.protocolo, livro_diario_linha(e.dia, e.evento, e.sinal, r.cancelado_em IS NOT NULL, d.id, a, g, l)
    FROM unnest(atos) a JOIN recibo r ON r.id = a.recibo_id
    JOIN livro_diario_ato d ON d.codigo = a.codigo AND d.descricao = a.descricao
    CROSS JOIN LATERAL (SELECT 0 AS evento, 1 AS sinal, (a.emitido_em AT TIME ZONE 'America/Sao_Paulo')::date AS dia
                        UNION ALL
                        SELECT 1, -1, (r.cancelado_em AT TIME ZONE 'America/Sao_Paulo')::date WHERE r.cancelado_em IS NOT NULL) e
    LEFT JOIN registro g ON g.protocolo = CASE WHEN a.protocolo ~ '^[0-9]{1,9}$' THEN a.protocolo::integer END
    LEFT JOIN livro l ON l.id = g.livro_id;
END
$$;

-- The entries of these receipts, again.
CREATE FUNCTION livro_diario_refazer(recibos integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM livro_diario WHERE recibo_id = ANY (recibos);
  PERFORM livro_diario_escrever(ARRAY(SELECT a FROM recibo_ato a WHERE a.recibo_id = ANY (recibos)));
END
$$;

-- New acts (a receipt's, in its transaction): their entries; acts changed: their receipts' again.
CREATE FUNCTION livro_diario_dos_atos_novos() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM livro_diario_escrever(ARRAY(SELECT a::recibo_ato FROM atos a));
  RETURN NULL;
END
$$;
CREATE FUNCTION livro_diario_dos_atos() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM livro_diario_refazer(ARRAY(SELECT DISTINCT recibo_id FROM atos));
  RETURN NULL;
END
$$;
CREATE TRIGGER livro_diario_atos_novos AFTER INSERT ON recibo_ato REFERENCING NEW TABLE AS atos FOR EACH STATEMENT EXECUTE FUNCTION livro_diario_dos_atos_novos();
CREATE TRIGGER livro_diario_atos_mudados AFTER UPDATE ON recibo_ato REFERENCING NEW TABLE AS atos FOR EACH STATEMENT EXECUTE FUNCTION livro_diario_dos_atos();

-- A receipt cancelled (or its cancellation's moment moved): its acts' reversals and notes.
CREATE FUNCTION livro_diario_dos_recibos() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM livro_diario_refazer(ARRAY(SELECT n.id FROM novos n JOIN velhos v ON v.id = n.id WHERE n.cancelado_em IS DISTINCT FROM v.cancelado_em));
  RETURN NULL;
END
$$;
CREATE TRIGGER livro_diario_recibos AFTER UPDATE ON recibo REFERENCING OLD TABLE AS velhos NEW TABLE AS novos FOR EACH STATEMENT EXECUTE FUNCTION livro_diario_dos_recibos();

-- A protocol registered: the acts paid for it name the registration. The receipts are locked first, in order, so a
-- cancellation of one of them at the same moment rebuilds its rows before or after, not beside.
CREATE FUNCTION livro_diario_dos_registros() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids integer[] := ARRAY(SELECT DISTINCT recibo_id FROM livro_diario WHERE protocolo IN (SELECT protocolo::text FROM registros));
BEGIN
  IF cardinality(ids) > 0 THEN
    PERFORM 1 FROM recibo WHERE id = ANY (ids) ORDER BY id FOR UPDATE;
    PERFORM livro_diario_refazer(ids);
  END IF;
  RETURN NULL;
END
$$;
CREATE TRIGGER livro_diario_registros_novos AFTER INSERT ON registro REFERENCING NEW TABLE AS registros FOR EACH STATEMENT EXECUTE FUNCTION livro_diario_dos_registros();
CREATE TRIGGER livro_diario_registros_mudados AFTER UPDATE ON registro REFERENCING NEW TABLE AS registros FOR EACH STATEMENT EXECUTE FUNCTION livro_diario_dos_registros();

SELECT livro_diario_escrever(ARRAY(SELECT a FROM recibo_ato a));
