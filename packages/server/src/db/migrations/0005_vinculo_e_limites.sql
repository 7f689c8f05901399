-- security.md #14: the caller of a request is resolved by the identity provider's subject (`sub`), which never
-- changes and is never reused, and not by a login that an administrator can rename. With the embedded provider
-- `sub` is the user's id; with an external provider (the office's Keycloak) each subject is linked to one user
-- here, once: by an administrator's action or at the first sign-in of a login that has no link yet, and never
-- re-pointed by a later rename. A client-credentials caller is linked by its client id (`cliente:<id>`).
CREATE TABLE vinculo_identidade (
  emissor    varchar(255) NOT NULL,
  sujeito    varchar(255) NOT NULL,
  usuario_id integer      NOT NULL REFERENCES usuario (id),
  criado_em  timestamptz  NOT NULL DEFAULT now(),
  PRIMARY KEY (emissor, sujeito)
);
-- One subject per user and issuer: a second account cannot be pointed at a linked user.
CREATE UNIQUE INDEX vinculo_identidade_usuario ON vinculo_identidade (emissor, usuario_id);

-- Who acted, by id as well as by the login of the moment (a login can be renamed).
ALTER TABLE auditoria ADD COLUMN usuario_id integer;

-- security.md #15: sign-in attempts, counted per key (a login and address pair, an address, a device, a client),
-- in the database so that every server process enforces one limit. `tentativas` counts the attempts of the window
-- that did not end in success; `liberado_em` is when the next attempt may be made (progressive delays).
CREATE TABLE limite_acesso (
  chave       varchar(400) PRIMARY KEY,
  tentativas  integer      NOT NULL,
  ultima_em   timestamptz  NOT NULL,
  liberado_em timestamptz
);
CREATE INDEX limite_acesso_ultima ON limite_acesso (ultima_em);
