/** The responsáveis assinantes screens' bindings: the SDK's client and the two view-models. */
import { clienteResponsaveis } from '@rpj/sdk';
import { ContainerModule } from 'inversify';
import { APP } from '../../app/app.tokens.ts';
import { bindSdkClient, bindToken } from '../../di/token.ts';
import { ResponsavelFormViewModel, ResponsavelListViewModel } from './responsaveis.view-models.ts';
import { RESPONSAVEIS } from './responsaveis.tokens.ts';

export const responsaveisModule = new ContainerModule(({ bind }) => {
  bindSdkClient(bind, RESPONSAVEIS.api, APP.sdk, (sdk) => sdk.cliente(clienteResponsaveis));
  bindToken(bind, RESPONSAVEIS.lista).to(ResponsavelListViewModel).inTransientScope();
  bindToken(bind, RESPONSAVEIS.formulario).to(ResponsavelFormViewModel).inTransientScope();
});
