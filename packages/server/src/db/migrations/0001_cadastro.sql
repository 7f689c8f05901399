-- Users, groups, permissions and the audit trail of the registration service.
-- Kept compatible with PostgreSQL 15 (Debian) and PGlite (PostgreSQL 18).

CREATE EXTENSION IF NOT EXISTS unaccent;

-- unaccent() is STABLE; wrapping it with its dictionary makes an IMMUTABLE function that indexes can use.
CREATE FUNCTION f_unaccent(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, $1) $$;

CREATE TABLE grupo_usuario (
  id            serial PRIMARY KEY,
  nome          varchar(60)  NOT NULL UNIQUE,
  descricao     varchar(255),
  versao        integer      NOT NULL DEFAULT 0,
  criado_em     timestamptz  NOT NULL DEFAULT now(),
  atualizado_em timestamptz  NOT NULL DEFAULT now()
);

-- The names are fixed by @rpj/domain; label, description and holders are the office's.
CREATE TABLE permissao (
  id        serial PRIMARY KEY,
  nome      varchar(60)  NOT NULL UNIQUE,
  rotulo    varchar(80)  NOT NULL,
  descricao varchar(255),
  versao    integer      NOT NULL DEFAULT 0
);

CREATE TABLE grupo_permissao (
  grupo_id     integer NOT NULL REFERENCES grupo_usuario (id) ON DELETE CASCADE,
  permissao_id integer NOT NULL REFERENCES permissao (id) ON DELETE CASCADE,
  PRIMARY KEY (grupo_id, permissao_id)
);

CREATE TABLE usuario (
  id               serial PRIMARY KEY,
  cpf              char(11)     NOT NULL,
  nome             varchar(120) NOT NULL,
  login            varchar(40)  NOT NULL,
  email            varchar(254),
  ativo            boolean      NOT NULL DEFAULT true,
  primeiro_acesso  boolean      NOT NULL DEFAULT true,
  removido         boolean      NOT NULL DEFAULT false,
  removido_em      timestamptz,
  -- scrypt, for the development identity provider; production passwords live in Keycloak.
  senha_hash       text,
  versao           integer      NOT NULL DEFAULT 0,
  criado_em        timestamptz  NOT NULL DEFAULT now(),
  atualizado_em    timestamptz  NOT NULL DEFAULT now()
);
-- Removed users keep their CPF and login: registering them again offers to restore them.
CREATE UNIQUE INDEX usuario_cpf_key ON usuario (cpf);
CREATE UNIQUE INDEX usuario_login_key ON usuario (login);
CREATE INDEX usuario_nome_busca ON usuario (f_unaccent(lower(nome)));

CREATE TABLE usuario_grupo (
  usuario_id integer NOT NULL REFERENCES usuario (id) ON DELETE CASCADE,
  grupo_id   integer NOT NULL REFERENCES grupo_usuario (id) ON DELETE RESTRICT,
  PRIMARY KEY (usuario_id, grupo_id)
);
CREATE INDEX usuario_grupo_grupo ON usuario_grupo (grupo_id);

-- Append-only (LGPD, security.md #8): who did what to which record, when, in which request.
CREATE TABLE auditoria (
  id          bigserial    PRIMARY KEY,
  momento     timestamptz  NOT NULL DEFAULT now(),
  usuario     varchar(60),
  acao        varchar(30)  NOT NULL,
  entidade    varchar(40)  NOT NULL,
  entidade_id varchar(40),
  request_id  varchar(64),
  antes       jsonb,
  depois      jsonb
);
CREATE INDEX auditoria_entidade ON auditoria (entidade, entidade_id);

CREATE FUNCTION auditoria_imutavel() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'a auditoria só aceita inclusões' USING ERRCODE = '42501';
END $$;

CREATE TRIGGER auditoria_sem_alteracao BEFORE UPDATE OR DELETE ON auditoria
  FOR EACH ROW EXECUTE FUNCTION auditoria_imutavel();
CREATE TRIGGER auditoria_sem_truncate BEFORE TRUNCATE ON auditoria
  FOR EACH STATEMENT EXECUTE FUNCTION auditoria_imutavel();
