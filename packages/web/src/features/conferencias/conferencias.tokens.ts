/** Tokens of the conference screens: the SDK's client and the view-models. */
import type { ConferenciaApi } from '@rpj/sdk';
import { token, tokenDe } from '../../di/token.ts';

export const CONFERENCIAS = {
  api: tokenDe<ConferenciaApi>('conferencias:api'),
  fila: token('conferencias:FilaConferenciaViewModel'),
  processo: token('conferencias:ConferenciaViewModel'),
} as const;
