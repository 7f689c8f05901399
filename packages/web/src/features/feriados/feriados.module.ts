/** The calendar's screens' bindings: the SDK's client and the two view-models. */
import { clienteFeriados } from '@rpj/sdk';
import { ContainerModule } from 'inversify';
import { APP } from '../../app/app.tokens.ts';
import { bindSdkClient, bindToken } from '../../di/token.ts';
import { FeriadoFormViewModel } from './feriado-form.view-model.ts';
import { FeriadoListViewModel } from './feriado-list.view-model.ts';
import { FERIADOS } from './feriados.tokens.ts';

export const feriadosModule = new ContainerModule(({ bind }) => {
  bindSdkClient(bind, FERIADOS.api, APP.sdk, (sdk) => sdk.cliente(clienteFeriados));
  bindToken(bind, FERIADOS.lista).to(FeriadoListViewModel).inTransientScope();
  bindToken(bind, FERIADOS.formulario).to(FeriadoFormViewModel).inTransientScope();
});
