-- Files the areas keep (scanned pages, issued certificates): storage/arquivos.ts. Each file is written once under its
-- key and never overwritten; its SHA-256 is kept here and checked on every read. The bytes live here (`conteudo`,
-- embedded and small offices) or in an S3-compatible bucket (`local = 's3'`, by configuration).
CREATE TABLE arquivo (
  chave     varchar(400) PRIMARY KEY,
  tipo      varchar(120) NOT NULL,
  tamanho   bigint       NOT NULL CHECK (tamanho >= 0),
  sha256    char(64)     NOT NULL,
  local     varchar(10)  NOT NULL CHECK (local IN ('banco', 's3')),
  conteudo  bytea,
  criado_em timestamptz  NOT NULL DEFAULT now(),
  CHECK ((local = 'banco') = (conteudo IS NOT NULL))
);
