-- The office's model pages of an act (issue 30): the title printed at the top, the text with {fields}, and where the
-- seal's stamp goes (its top-left corner on A4, in millimetres). Every office starts with one model.
CREATE TABLE selo_modelo (
  id serial PRIMARY KEY,
  nome varchar(80) NOT NULL,
  texto varchar(4000) NOT NULL,
  carimbo_x_mm integer NOT NULL CHECK (carimbo_x_mm BETWEEN 0 AND 111),
  carimbo_y_mm integer NOT NULL CHECK (carimbo_y_mm BETWEEN 0 AND 259),
  atualizado_em timestamptz NOT NULL DEFAULT now(),
  atualizado_por integer REFERENCES usuario (id)
);
INSERT INTO selo_modelo (nome, texto, carimbo_x_mm, carimbo_y_mm) VALUES (
  'Certidão de ato praticado',
  E'Certifico, a pedido da parte interessada, que neste {cartorio} foi praticado o ato de {ato}, relativo a {entidade}, sob o protocolo nº {protocolo}, em {data}, com o selo eletrônico de fiscalização nº {selo}.\n\nO referido é verdade e dou fé.\n\n{cartorio}, {data}.\n\n\n______________________________________\nOficial de Registro',
  101, 249);
