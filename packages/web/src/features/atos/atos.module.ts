/** The catalogue of acts' screens' bindings: the SDK's client and the two view-models. */
import { clienteAtos } from '@rpj/sdk';
import { ContainerModule } from 'inversify';
import { APP } from '../../app/app.tokens.ts';
import { bindSdkClient, bindToken } from '../../di/token.ts';
import { ATOS } from './atos.tokens.ts';
import { AtoFormViewModel, AtoListViewModel } from './atos.view-models.ts';

export const atosModule = new ContainerModule(({ bind }) => {
  bindSdkClient(bind, ATOS.api, APP.sdk, (sdk) => sdk.cliente(clienteAtos));
  bindToken(bind, ATOS.lista).to(AtoListViewModel).inTransientScope();
  bindToken(bind, ATOS.formulario).to(AtoFormViewModel).inTransientScope();
});
