-- First accesses waiting for the new password, by the provider's interaction (issue 19): the password is checked by
-- one server process and the new one may be posted to another. `senha_atual` is a keyed digest of the password
-- signed in with (never the password), which the new one must differ from. Additive: an older process ignores it.
CREATE TABLE acesso_pendente (
  interacao   varchar(64) PRIMARY KEY,
  usuario_id  integer     NOT NULL REFERENCES usuario (id) ON DELETE CASCADE,
  senha_atual text        NOT NULL,
  expira_em   timestamptz NOT NULL
);
CREATE INDEX acesso_pendente_expira ON acesso_pendente (expira_em);
