/** Tokens of the distribution groups' screens: the SDK's clients and the two view-models. */
import type { GrupoDistribuicaoApi, UsuarioApi } from '@rpj/sdk';
import { token, tokenDe } from '../../di/token.ts';

export const GRUPOS_DISTRIBUICAO = {
  api: tokenDe<GrupoDistribuicaoApi>('grupos-distribuicao:api'),
  usuarios: tokenDe<Pick<UsuarioApi, 'listarAnalista'>>('grupos-distribuicao:usuarios'),
  lista: token('grupos-distribuicao:GrupoDistribuicaoListViewModel'),
  formulario: token('grupos-distribuicao:GrupoDistribuicaoFormViewModel'),
} as const;
