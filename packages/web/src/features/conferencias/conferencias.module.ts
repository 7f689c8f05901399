/** The conference screens' bindings: the conference's SDK client and the view-models. */
import { clienteConferencias } from '@rpj/sdk';
import { ContainerModule } from 'inversify';
import { APP } from '../../app/app.tokens.ts';
import { bindSdkClient, bindToken } from '../../di/token.ts';
import { ConferenciaViewModel } from './conferencia.view-model.ts';
import { CONFERENCIAS } from './conferencias.tokens.ts';
import { FilaConferenciaViewModel } from './fila.view-model.ts';

export const conferenciasModule = new ContainerModule(({ bind }) => {
  bindSdkClient(bind, CONFERENCIAS.api, APP.sdk, (sdk) => sdk.cliente(clienteConferencias));
  bindToken(bind, CONFERENCIAS.fila).to(FilaConferenciaViewModel).inTransientScope();
  bindToken(bind, CONFERENCIAS.processo).to(ConferenciaViewModel).inTransientScope();
});
