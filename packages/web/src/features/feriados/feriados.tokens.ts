/** Tokens of the calendar's screens: the SDK's client and the two view-models. */
import type { FeriadoApi } from '@rpj/sdk';
import { token, tokenDe } from '../../di/token.ts';

export const FERIADOS = {
  api: tokenDe<FeriadoApi>('feriados:api'),
  lista: token('feriados:FeriadoListViewModel'),
  formulario: token('feriados:FeriadoFormViewModel'),
} as const;
