/** Tokens of the scanning screen: the archive's SDK client and the view-model. */
import type { DigitalizacaoApi, TarefaApi } from '@rpj/sdk';
import { token, tokenDe } from '../../di/token.ts';

export const DIGITALIZACOES = {
  api: tokenDe<DigitalizacaoApi>('digitalizacoes:api'),
  tarefas: tokenDe<TarefaApi>('digitalizacoes:tarefas'),
  digitalizar: token('digitalizacoes:DigitalizarViewModel'),
  visualizador: token('digitalizacoes:VisualizadorViewModel'),
} as const;
