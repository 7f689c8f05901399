/** Tokens of the exam screens: the SDK's client and the view-models. */
import type { ExameApi } from '@rpj/sdk';
import { token, tokenDe } from '../../di/token.ts';

export const EXAMES = {
  api: tokenDe<ExameApi>('exames:api'),
  fila: token('exames:FilaExamesViewModel'),
  exame: token('exames:ExameViewModel'),
  detalhes: token('exames:DetalhesExameViewModel'),
  analise: token('exames:FilaAnaliseViewModel'),
  analiseProcesso: token('exames:AnaliseViewModel'),
} as const;
