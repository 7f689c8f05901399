/** The conference screens' bindings: the conference's and the registration's SDK clients and the view-models. */
import { clienteConferencias, clienteRegistros } from '@rpj/sdk';
import { ContainerModule } from 'inversify';
import { APP } from '../../app/app.tokens.ts';
import { bindSdkClient, bindToken } from '../../di/token.ts';
import { ConferenciaViewModel } from './conferencia.view-model.ts';
import { CONFERENCIAS } from './conferencias.tokens.ts';
import { FilaConferenciaViewModel, FilaOficialViewModel } from './fila.view-model.ts';

export const conferenciasModule = new ContainerModule(({ bind }) => {
  bindSdkClient(bind, CONFERENCIAS.api, APP.sdk, (sdk) => sdk.cliente(clienteConferencias));
  bindSdkClient(bind, CONFERENCIAS.registros, APP.sdk, (sdk) => sdk.cliente(clienteRegistros));
  bindToken(bind, CONFERENCIAS.filaOficial).to(FilaOficialViewModel).inTransientScope();
  bindToken(bind, CONFERENCIAS.fila).to(FilaConferenciaViewModel).inTransientScope();
  bindToken(bind, CONFERENCIAS.processo).to(ConferenciaViewModel).inTransientScope();
});
