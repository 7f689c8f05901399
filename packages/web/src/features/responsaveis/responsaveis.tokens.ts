/** Tokens of the responsáveis assinantes screens: the SDK's client and the two view-models. */
import type { Responsavel } from '@rpj/domain';
import type { ResponsavelApi } from '@rpj/sdk';
import { token, tokenDe } from '../../di/token.ts';
import type { TelaDeRegistro } from '../../ui/tela/area-de-registros.ts';

/** The form's values as typed: the dates dd/mm/aaaa. */
// A type alias (not an interface) so that it is a form's Valores.
// eslint-disable-next-line @typescript-eslint/consistent-type-definitions
export type CamposResponsavel = { readonly nome: string; readonly cargo: string; readonly inicio: string; readonly fim: string };

/** The list's filters: part of the name, the post, and who may sign on a day (yyyy-mm-dd). */
// eslint-disable-next-line @typescript-eslint/consistent-type-definitions
export type FiltroTelaResponsaveis = { readonly nome: string; readonly cargo: string; readonly vigenteEm: string };

export const RESPONSAVEIS = {
  api: tokenDe<ResponsavelApi>('responsaveis:api'),
  lista: token('responsaveis:ResponsavelListViewModel'),
  formulario: tokenDe<TelaDeRegistro<Responsavel, CamposResponsavel>>('responsaveis:formulario'),
} as const;
