-- A change stamp any area can declare for its list (docs/areas.md, src/db/versao-lista.ts): one number per list,
-- raised at the commit of every transaction that writes one of the tables the list shows, whatever process or tool
-- writes them. A list cache (src/db/lista-versionada.cache.ts) answers from memory only while the stamp is the one
-- its rows were read under. The users' list has its own, older stamp of the same design (usuario_versao, 0004).
--
-- An area declares its list in its migration:  SELECT versionar_lista('empresa', 'empresa', 'empresa_socio');
--
-- As in 0004, the stamp is raised at commit (a deferred constraint trigger), once per transaction and list: the row
-- lock on the stamp is taken last and held only until the commit, so writers never deadlock on it.
CREATE TABLE versao_lista (
  nome   varchar(60) PRIMARY KEY CHECK (nome ~ '^[a-z][a-z0-9_]*$'),
  versao bigint      NOT NULL DEFAULT 0
);

-- True the first time a list's stamp is asked for in a transaction: the triggers' WHEN, so a statement writing
-- 100,000 rows queues one deferred event per list, not 100,000.
CREATE FUNCTION versao_lista_primeira(lista text) RETURNS boolean LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  IF current_setting('rpj.versao_lista_' || lista, true) IS NOT DISTINCT FROM pg_current_xact_id()::text THEN
    RETURN false;
  END IF;
  PERFORM set_config('rpj.versao_lista_' || lista, pg_current_xact_id()::text, true);
  RETURN true;
END $$;

CREATE FUNCTION versao_lista_incrementa() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE versao_lista SET versao = versao + 1 WHERE nome = TG_ARGV[0];
  RETURN NULL;
END $$;

-- Declares the list `lista` over these tables: its stamp row, and on each table the triggers that raise it.
CREATE FUNCTION versionar_lista(lista text, VARIADIC tabelas regclass[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  tabela regclass;
BEGIN
  INSERT INTO versao_lista (nome) VALUES (lista) ON CONFLICT (nome) DO NOTHING;
  FOREACH tabela IN ARRAY tabelas LOOP
    EXECUTE format(
      'CREATE CONSTRAINT TRIGGER %I AFTER INSERT OR UPDATE OR DELETE ON %s DEFERRABLE INITIALLY DEFERRED '
      'FOR EACH ROW WHEN (versao_lista_primeira(%L)) EXECUTE FUNCTION versao_lista_incrementa(%L)',
      'versao_lista_' || lista, tabela, lista, lista);
    EXECUTE format(
      'CREATE TRIGGER %I AFTER TRUNCATE ON %s FOR EACH STATEMENT EXECUTE FUNCTION versao_lista_incrementa(%L)',
      'versao_lista_' || lista || '_truncate', tabela, lista);
  END LOOP;
END $$;
