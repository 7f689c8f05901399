/** Tokens of the services' screens: the SDK's client and the view-models. */
import type { ServicoApi } from '@rpj/sdk';
import { token, tokenDe } from '../../di/token.ts';

export const SERVICOS = {
  api: tokenDe<ServicoApi>('servicos:api'),
  lista: token('servicos:ServicoListViewModel'),
  formulario: token('servicos:ServicoFormViewModel'),
  cotacao: token('servicos:CotacaoViewModel'),
  regra: token('servicos:RegraViewModel'),
} as const;
