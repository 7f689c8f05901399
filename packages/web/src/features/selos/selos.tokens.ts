/** Tokens of the seal screens: the SDK's clients (seals, background tasks) and the view-models. */
import type { SeloApi, TarefaApi } from '@rpj/sdk';
import { token, tokenDe } from '../../di/token.ts';

export const SELOS = {
  api: tokenDe<SeloApi>('selos:api'),
  tarefas: tokenDe<TarefaApi>('selos:tarefas'),
  importar: token('selos:ImportarSelosViewModel'),
  salvar: token('selos:SalvarSelosViewModel'),
  selagem: token('selos:SelagemManualViewModel'),
  envio: token('selos:EnvioSelosViewModel'),
  pesquisa: token('selos:PesquisaSelosViewModel'),
  etiquetas: token('selos:EmissaoEtiquetaViewModel'),
  modelo: token('selos:EmissaoModeloViewModel'),
} as const;
