/** The report screens' bindings: the SDK client they use and their view-model. */
import { clienteRelatorios } from '@rpj/sdk';
import { ContainerModule } from 'inversify';
import { APP } from '../../app/app.tokens.ts';
import { bindSdkClient, bindToken } from '../../di/token.ts';
import { RelatorioViewModel } from './relatorio.view-model.ts';
import { RELATORIOS_TELA } from './relatorios.tokens.ts';

export const relatoriosModule = new ContainerModule(({ bind }) => {
  bindSdkClient(bind, RELATORIOS_TELA.api, APP.sdk, (sdk) => sdk.cliente(clienteRelatorios));
  bindToken(bind, RELATORIOS_TELA.tela).to(RelatorioViewModel).inTransientScope();
});
