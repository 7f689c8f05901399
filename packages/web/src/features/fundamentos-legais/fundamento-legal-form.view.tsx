/** The form of um fundamento legal. */
import { TextField } from '../../ui/form/fields.view.tsx';
import { vistaDeRegistro } from '../../ui/tela/registro-de-area.view.tsx';
import { FUNDAMENTOS_LEGAIS } from './fundamentos-legais.tokens.ts';

export const FundamentoLegalFormView = vistaDeRegistro(FUNDAMENTOS_LEGAIS.formulario, (form, somenteLeitura) => <TextField vm={form} nome="nome" somenteLeitura={somenteLeitura} autoComplete="off" />);
