/** The DBE screen's bindings: the conferral's and the consultation service's SDK clients and the view-model. */
import { clienteConsultaEmpresa, clienteDbe } from '@rpj/sdk';
import { ContainerModule } from 'inversify';
import { APP } from '../../app/app.tokens.ts';
import { bindSdkClient, bindToken } from '../../di/token.ts';
import { DbeViewModel } from './dbe.view-model.ts';
import { DBE } from './dbe.tokens.ts';

export const dbeModule = new ContainerModule(({ bind }) => {
  bindSdkClient(bind, DBE.api, APP.sdk, (sdk) => sdk.cliente(clienteDbe));
  bindSdkClient(bind, DBE.consulta, APP.sdk, (sdk) => sdk.cliente(clienteConsultaEmpresa));
  bindToken(bind, DBE.processo).to(DbeViewModel).inTransientScope();
});
