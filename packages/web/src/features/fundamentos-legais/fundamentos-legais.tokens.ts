/** Tokens of the fundamentos legais screens: the SDK's client and the two view-models (ui/tela/area-de-registros.ts). */
import type { FundamentoLegal } from '@rpj/domain';
import type { FundamentoLegalApi } from '@rpj/sdk';
import { tokenDe } from '../../di/token.ts';
import type { TelaDeLista, TelaDeRegistro } from '../../ui/tela/area-de-registros.ts';

/** The form's values and the list's filters alike: the citation and the model text, as typed. */
// A type alias (not an interface) so that it is a form's Valores and a list's Filtro.
// eslint-disable-next-line @typescript-eslint/consistent-type-definitions
export type CamposFundamento = { readonly nome: string; readonly texto: string };

export const FUNDAMENTOS_LEGAIS = {
  api: tokenDe<FundamentoLegalApi>('fundamentos-legais:api'),
  lista: tokenDe<TelaDeLista<FundamentoLegal, CamposFundamento>>('fundamentos-legais:lista'),
  formulario: tokenDe<TelaDeRegistro<FundamentoLegal, CamposFundamento>>('fundamentos-legais:formulario'),
} as const;
