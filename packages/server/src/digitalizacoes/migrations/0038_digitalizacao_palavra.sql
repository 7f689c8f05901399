-- The archive's words (issue 31), each once, without accents and in lower case: a word the OCR misread, or the person
-- mistyped, is matched by trigrams against this short list (not against every page's whole text, which a common
-- trigram would make a scan of the archive), and its close words are then searched as usual.
CREATE TABLE digitalizacao_palavra (palavra varchar(60) PRIMARY KEY);
CREATE INDEX digitalizacao_palavra_trgm ON digitalizacao_palavra USING gin (palavra gin_trgm_ops);
DROP INDEX digitalizacao_pagina_trgm;
INSERT INTO digitalizacao_palavra (palavra)
  SELECT DISTINCT w FROM digitalizacao_pagina, regexp_split_to_table(f_unaccent(lower(texto)), '[^a-z0-9]+') AS w WHERE length(w) BETWEEN 3 AND 60
  ON CONFLICT DO NOTHING;
