/** The cash screens' bindings: the SDK's clients (boxes; services, for a quote's items) and the view-models. */
import { clienteCaixas, clienteServicos } from '@rpj/sdk';
import { ContainerModule } from 'inversify';
import { APP } from '../../app/app.tokens.ts';
import { bindSdkClient, bindToken } from '../../di/token.ts';
import { CaixaListViewModel } from './caixa-list.view-model.ts';
import { CaixaViewModel } from './caixa.view-model.ts';
import { CAIXAS } from './caixas.tokens.ts';
import { FinanceiroViewModel } from './financeiro.view-model.ts';

export const caixasModule = new ContainerModule(({ bind }) => {
  bindSdkClient(bind, CAIXAS.api, APP.sdk, (sdk) => sdk.cliente(clienteCaixas));
  bindSdkClient(bind, CAIXAS.servicos, APP.sdk, (sdk) => sdk.cliente(clienteServicos));
  bindToken(bind, CAIXAS.lista).to(CaixaListViewModel).inTransientScope();
  bindToken(bind, CAIXAS.caixa).to(CaixaViewModel).inTransientScope();
  bindToken(bind, CAIXAS.financeiro).to(FinanceiroViewModel).inTransientScope();
});
