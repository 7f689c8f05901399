-- The business days a presenter has to meet a requirement note (issue 26): the protocol lapses after them
-- (CN-SC art. 632: 20 business days).
ALTER TABLE tipo_ato ADD COLUMN prazo_exigencia_dias_uteis integer NOT NULL DEFAULT 20;
