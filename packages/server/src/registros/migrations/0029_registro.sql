-- Registration in the books (issue 27; ../shared/docs/domain-rcpj.md §1.5): the volumes of Livro A and Livro B with
-- their pages and terms (one open volume per book), and what each process's registration wrote. The registration
-- numbers of each book are one series (`contador` 'registro_A', 'registro_B'), continued past the numbers of
-- entities migrated from an older system.
CREATE TABLE livro (
  id serial PRIMARY KEY,
  letra char(1) NOT NULL CHECK (letra IN ('A', 'B')),
  numero integer NOT NULL,
  folhas integer NOT NULL CHECK (folhas > 0),
  folhas_usadas integer NOT NULL DEFAULT 0,
  aberto_em timestamptz NOT NULL DEFAULT now(),
  termo_abertura varchar(500) NOT NULL,
  encerrado_em timestamptz,
  termo_encerramento varchar(500),
  UNIQUE (letra, numero)
);
CREATE UNIQUE INDEX livro_aberto ON livro (letra) WHERE encerrado_em IS NULL;

INSERT INTO contador (nome, valor) VALUES ('registro_A', 0), ('registro_B', 0);

CREATE TABLE registro (
  protocolo integer PRIMARY KEY REFERENCES processo (protocolo),
  especie varchar(10) NOT NULL CHECK (especie IN ('REGISTRO', 'AVERBACAO')),
  livro_id integer REFERENCES livro (id),
  numero integer,
  folha integer,
  averbacao_numero integer,
  empresa_id integer NOT NULL REFERENCES empresa (id),
  data date NOT NULL,
  em timestamptz NOT NULL DEFAULT clock_timestamp(),
  oficial_id integer NOT NULL REFERENCES usuario (id)
);
