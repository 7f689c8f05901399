-- The financial reports (issue 33) read a year of a busy office by date: the indexes they walk.
-- Quotes turned into a payment or an intake (the quotes report's "convertida").
CREATE INDEX recibo_cotacao ON recibo (cotacao_id) WHERE cotacao_id IS NOT NULL;
CREATE INDEX processo_cotacao ON processo (cotacao_id) WHERE cotacao_id IS NOT NULL;
-- Cancellations reverse revenue and deposits on their own day (the daily cash, the revenue book).
CREATE INDEX recibo_cancelado_em ON recibo (cancelado_em) WHERE cancelado_em IS NOT NULL;
-- The deposit ledger's movements by day: settled, refunded (taken: deposito_recebido_em).
CREATE INDEX deposito_liquidado_em ON deposito (liquidado_em) WHERE liquidado_em IS NOT NULL;
CREATE INDEX deposito_devolvido_em ON deposito (devolvido_em) WHERE devolvido_em IS NOT NULL;
-- Boxes closed on a day (the daily close).
CREATE INDEX caixa_fechado_em ON caixa (fechado_em) WHERE fechado_em IS NOT NULL;
