/** Tokens of the conference screens: the SDK's client and the view-models. */
import type { ConferenciaApi, RegistroApi } from '@rpj/sdk';
import { token, tokenDe } from '../../di/token.ts';

export const CONFERENCIAS = {
  api: tokenDe<ConferenciaApi>('conferencias:api'),
  registros: tokenDe<RegistroApi>('conferencias:registros'),
  filaOficial: token('conferencias:FilaOficialViewModel'),
  fila: token('conferencias:FilaConferenciaViewModel'),
  processo: token('conferencias:ConferenciaViewModel'),
} as const;
