/** Tokens of the cash screens: the SDK's clients and the view-models. */
import type { CaixaApi, ServicoApi } from '@rpj/sdk';
import { token, tokenDe } from '../../di/token.ts';

export const CAIXAS = {
  api: tokenDe<CaixaApi>('caixas:api'),
  servicos: tokenDe<ServicoApi>('caixas:servicos'),
  lista: token('caixas:CaixaListViewModel'),
  caixa: token('caixas:CaixaViewModel'),
  financeiro: token('caixas:FinanceiroViewModel'),
} as const;
