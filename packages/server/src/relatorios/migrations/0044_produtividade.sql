-- The productivity report (issue 34) reads a period's work moves — exams, conferences, registrations — by their
-- moment: this index holds just those moves, with who made them and how long each took, so a year is read from it
-- alone.
CREATE INDEX processo_historico_produtividade ON processo_historico (em) INCLUDE (usuario, evento, duracao_s)
  WHERE evento IN ('APROVAR_EXAME', 'EXIGIR', 'CONFERIR', 'REGISTRAR', 'AVERBAR');
