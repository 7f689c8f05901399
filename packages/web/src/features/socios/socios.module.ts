/** The members' screen's bindings: the SDK's persons client and the screen's view-model. */
import { clienteSocios } from '@rpj/sdk';
import { ContainerModule } from 'inversify';
import { APP } from '../../app/app.tokens.ts';
import { bindSdkClient, bindToken } from '../../di/token.ts';
import { PessoasViewModel } from './pessoas.view-model.ts';
import { SOCIOS } from './socios.tokens.ts';

export const sociosModule = new ContainerModule(({ bind }) => {
  bindSdkClient(bind, SOCIOS.api, APP.sdk, (sdk) => sdk.cliente(clienteSocios));
  bindToken(bind, SOCIOS.pessoas).to(PessoasViewModel).inTransientScope();
});
