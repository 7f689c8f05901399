/** The process screens' bindings: the SDK's clients (processes, the public lookup, services and quotes, cash, entities, the exam's re-entry) and the view-models. */
import { clienteCaixas, clienteConsultaSolicitacao, clienteEmpresas, clienteExames, clienteProcessos, clienteServicos } from '@rpj/sdk';
import { ContainerModule } from 'inversify';
import { APP } from '../../app/app.tokens.ts';
import { bindSdkClient, bindToken } from '../../di/token.ts';
import { ConsultaSolicitacaoViewModel } from './consulta-solicitacao.view-model.ts';
import { DistribuicaoViewModel } from './distribuicao.view-model.ts';
import { EntradaViewModel } from './entrada.view-model.ts';
import { ProcessoListViewModel } from './processo-list.view-model.ts';
import { ProcessoViewModel } from './processo.view-model.ts';
import { PROCESSOS } from './processos.tokens.ts';
import { bindVisualizador } from '../digitalizacoes/index.ts';

export const processosModule = new ContainerModule(({ bind, isBound }) => {
  bindVisualizador({ bind, isBound });
  bindSdkClient(bind, PROCESSOS.api, APP.sdk, (sdk) => sdk.cliente(clienteProcessos));
  bindSdkClient(bind, PROCESSOS.consulta, APP.sdk, (sdk) => sdk.cliente(clienteConsultaSolicitacao));
  bindSdkClient(bind, PROCESSOS.servicos, APP.sdk, (sdk) => sdk.cliente(clienteServicos));
  bindSdkClient(bind, PROCESSOS.caixas, APP.sdk, (sdk) => sdk.cliente(clienteCaixas));
  bindSdkClient(bind, PROCESSOS.empresas, APP.sdk, (sdk) => sdk.cliente(clienteEmpresas));
  // The re-entry of a process in requirement (the exam's call).
  bindSdkClient(bind, PROCESSOS.exames, APP.sdk, (sdk) => sdk.cliente(clienteExames));
  bindToken(bind, PROCESSOS.lista).to(ProcessoListViewModel).inTransientScope();
  bindToken(bind, PROCESSOS.processo).to(ProcessoViewModel).inTransientScope();
  bindToken(bind, PROCESSOS.entrada).to(EntradaViewModel).inTransientScope();
  bindToken(bind, PROCESSOS.distribuicao).to(DistribuicaoViewModel).inTransientScope();
  bindToken(bind, PROCESSOS.consultaSolicitacao).to(ConsultaSolicitacaoViewModel).inTransientScope();
});
