/** The scanning screen's bindings: the archive's SDK client and the view-model. */
import { clienteDigitalizacoes } from '@rpj/sdk';
import { ContainerModule } from 'inversify';
import { APP } from '../../app/app.tokens.ts';
import { bindSdkClient, bindToken } from '../../di/token.ts';
import { DIGITALIZACOES } from './digitalizacoes.tokens.ts';
import { DigitalizarViewModel } from './digitalizar.view-model.ts';

export const digitalizacoesModule = new ContainerModule(({ bind }) => {
  bindSdkClient(bind, DIGITALIZACOES.api, APP.sdk, (sdk) => sdk.cliente(clienteDigitalizacoes));
  bindToken(bind, DIGITALIZACOES.digitalizar).to(DigitalizarViewModel).inTransientScope();
});
