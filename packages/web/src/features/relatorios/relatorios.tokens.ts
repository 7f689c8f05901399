/** Tokens of the report screens: the SDK client they use and their view-model. */
import type { RelatorioApi } from '@rpj/sdk';
import { token, tokenDe } from '../../di/token.ts';

export const RELATORIOS_TELA = {
  api: tokenDe<RelatorioApi>('relatorios:api'),
  tela: token('relatorios:RelatorioViewModel'),
} as const;
