-- The hidden history entries point at audit rows without a foreign key: audit rows are never deleted (the trigger of
-- migration 0001 refuses it), so the reference cannot dangle, and a TRUNCATE of the audit trail must meet that
-- trigger's refusal ("auditoria só aceita inclusões"), not a foreign-key error that a TRUNCATE … CASCADE would pass.
ALTER TABLE empresa_historico_oculto DROP CONSTRAINT IF EXISTS empresa_historico_oculto_auditoria_id_fkey;
