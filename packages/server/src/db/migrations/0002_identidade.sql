-- The development identity provider: its state (sessions, grants, codes, tokens) and its keys live in the same
-- database, so a restart signs nobody out.

CREATE TABLE oidc_modelo (
  tipo       varchar(40)  NOT NULL,
  id         varchar(255) NOT NULL,
  payload    jsonb        NOT NULL,
  grant_id   varchar(255),
  user_code  varchar(255),
  uid        varchar(255),
  expira_em  timestamptz,
  consumido  timestamptz,
  PRIMARY KEY (tipo, id)
);
CREATE INDEX oidc_modelo_grant ON oidc_modelo (grant_id);
CREATE INDEX oidc_modelo_uid ON oidc_modelo (uid);
CREATE INDEX oidc_modelo_expira ON oidc_modelo (expira_em);

-- Settings the server generates once and keeps: signing keys (JWKS) and cookie keys.
CREATE TABLE configuracao (
  chave varchar(60) PRIMARY KEY,
  valor jsonb       NOT NULL
);

-- A password set by a reset works once: its first use forces a new one.
ALTER TABLE usuario ADD COLUMN senha_temporaria boolean NOT NULL DEFAULT false;
