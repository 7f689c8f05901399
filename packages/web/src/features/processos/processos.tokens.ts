/** Tokens of the process screens: the SDK's clients and the view-models. */
import type { CaixaApi, ConsultaSolicitacaoApi, EmpresaApi, ExameApi, ProcessoApi, ServicoApi } from '@rpj/sdk';
import { token, tokenDe } from '../../di/token.ts';

export const PROCESSOS = {
  api: tokenDe<ProcessoApi>('processos:api'),
  consulta: tokenDe<ConsultaSolicitacaoApi>('processos:consulta'),
  servicos: tokenDe<ServicoApi>('processos:servicos'),
  caixas: tokenDe<CaixaApi>('processos:caixas'),
  empresas: tokenDe<EmpresaApi>('processos:empresas'),
  exames: tokenDe<ExameApi>('processos:exames'),
  lista: token('processos:ProcessoListViewModel'),
  processo: token('processos:ProcessoViewModel'),
  entrada: token('processos:EntradaViewModel'),
  distribuicao: token('processos:DistribuicaoViewModel'),
  consultaSolicitacao: token('processos:ConsultaSolicitacaoViewModel'),
} as const;
