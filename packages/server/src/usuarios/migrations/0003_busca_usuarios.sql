-- Searching users by part of a login or name ('%…%') with an index: trigram GIN indexes (pg_trgm), so the users
-- list answers in milliseconds with 100,000 users.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
CREATE INDEX usuario_login_trgm ON usuario USING gin (login gin_trgm_ops);
CREATE INDEX usuario_nome_trgm ON usuario USING gin (f_unaccent(lower(nome)) gin_trgm_ops);
