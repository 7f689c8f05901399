/** The form of a qualification: its code of the Receita's table and its name. */
import { TextField } from '../../ui/form/fields.view.tsx';
import { vistaDeRegistro } from '../../ui/tela/registro-de-area.view.tsx';
import { QUALIFICACOES_SOCIO } from './qualificacoes-socio.tokens.ts';

export const QualificacaoSocioFormView = vistaDeRegistro(QUALIFICACOES_SOCIO.formulario, (form, somenteLeitura) => (
  <>
    <TextField vm={form} nome="codigo" somenteLeitura={somenteLeitura} autoComplete="off" inputMode="numeric" dica="Dois dígitos, como 16" />
    <TextField vm={form} nome="nome" somenteLeitura={somenteLeitura} autoComplete="off" />
  </>
));
