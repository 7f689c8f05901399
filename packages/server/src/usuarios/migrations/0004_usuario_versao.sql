-- A change stamp of the users, their groups and the groups' names: one number, raised by every transaction that
-- writes usuario, usuario_grupo or grupo_usuario (whatever process or tool writes them). The users list keeps each
-- filter's ordered ids, and the rows of the pages it served, in memory, and answers from them only while the stamp is
-- the one they were read under: the stamp read with the request's principal, or the one read in the same statement
-- as the page's rows (src/usuario/usuario-lista.cache.ts).
--
-- The stamp is raised at commit (a deferred constraint trigger), not at each statement: the row lock on the stamp
-- is then taken last and held only until the commit, so two transactions writing users can never deadlock on it.
-- A transaction's writes and its stamp become visible together, to every snapshot.
CREATE TABLE usuario_versao (
  id     boolean PRIMARY KEY DEFAULT true CHECK (id),
  versao bigint  NOT NULL
);
INSERT INTO usuario_versao (id, versao) VALUES (true, 0);

-- True the first time it is called in a transaction (or savepoint that survives): used as the triggers' WHEN, so a
-- statement writing 100,000 rows queues one deferred event, not 100,000.
CREATE FUNCTION usuario_versao_primeira() RETURNS boolean LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  IF current_setting('rpj.usuario_versao_xact', true) IS NOT DISTINCT FROM pg_current_xact_id()::text THEN
    RETURN false;
  END IF;
  PERFORM set_config('rpj.usuario_versao_xact', pg_current_xact_id()::text, true);
  RETURN true;
END $$;

CREATE FUNCTION usuario_versao_incrementa() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE usuario_versao SET versao = versao + 1;
  RETURN NULL;
END $$;

CREATE CONSTRAINT TRIGGER usuario_versao AFTER INSERT OR UPDATE OR DELETE ON usuario
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (usuario_versao_primeira())
  EXECUTE FUNCTION usuario_versao_incrementa();
CREATE CONSTRAINT TRIGGER usuario_grupo_versao AFTER INSERT OR UPDATE OR DELETE ON usuario_grupo
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (usuario_versao_primeira())
  EXECUTE FUNCTION usuario_versao_incrementa();
CREATE CONSTRAINT TRIGGER grupo_usuario_versao AFTER INSERT OR UPDATE OR DELETE ON grupo_usuario
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (usuario_versao_primeira())
  EXECUTE FUNCTION usuario_versao_incrementa();
CREATE TRIGGER usuario_versao_truncate AFTER TRUNCATE ON usuario
  FOR EACH STATEMENT EXECUTE FUNCTION usuario_versao_incrementa();
CREATE TRIGGER usuario_grupo_versao_truncate AFTER TRUNCATE ON usuario_grupo
  FOR EACH STATEMENT EXECUTE FUNCTION usuario_versao_incrementa();
CREATE TRIGGER grupo_usuario_versao_truncate AFTER TRUNCATE ON grupo_usuario
  FOR EACH STATEMENT EXECUTE FUNCTION usuario_versao_incrementa();
