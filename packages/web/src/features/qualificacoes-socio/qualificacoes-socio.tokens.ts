/** Tokens of the qualification table's screens: the SDK's client and the two view-models (ui/tela/area-de-registros.ts). */
import type { QualificacaoSocio } from '@rpj/domain';
import type { QualificacaoSocioApi } from '@rpj/sdk';
import { tokenDe } from '../../di/token.ts';
import type { SoNome, TelaDeLista, TelaDeRegistro } from '../../ui/tela/area-de-registros.ts';

/** The form's values: the code and the name as typed. */
// A type alias (not an interface) so that it is a form's Valores.
// eslint-disable-next-line @typescript-eslint/consistent-type-definitions
export type ValoresQualificacao = { readonly codigo: string; readonly nome: string };

export const QUALIFICACOES_SOCIO = {
  api: tokenDe<QualificacaoSocioApi>('qualificacoes-socio:api'),
  lista: tokenDe<TelaDeLista<QualificacaoSocio, SoNome>>('qualificacoes-socio:lista'),
  formulario: tokenDe<TelaDeRegistro<QualificacaoSocio, ValoresQualificacao>>('qualificacoes-socio:formulario'),
} as const;
