/** The entity lookup's bindings: the SDK's clients of entities, persons and the consultation service. */
import { clienteConsultaEmpresa, clienteEmpresas, clienteSocios } from '@rpj/sdk';
import { ContainerModule } from 'inversify';
import { APP } from '../../app/app.tokens.ts';
import { bindSdkClient, bindToken } from '../../di/token.ts';
import { ConsultaEmpresaViewModel } from './consulta-empresa.view-model.ts';
import { CONSULTA_EMPRESA } from './consulta-empresa.tokens.ts';

export const consultaEmpresaModule = new ContainerModule(({ bind }) => {
  bindSdkClient(bind, CONSULTA_EMPRESA.empresas, APP.sdk, (sdk) => sdk.cliente(clienteEmpresas));
  bindSdkClient(bind, CONSULTA_EMPRESA.socios, APP.sdk, (sdk) => sdk.cliente(clienteSocios));
  bindSdkClient(bind, CONSULTA_EMPRESA.consulta, APP.sdk, (sdk) => sdk.cliente(clienteConsultaEmpresa));
  bindToken(bind, CONSULTA_EMPRESA.viewModel).to(ConsultaEmpresaViewModel).inTransientScope();
});
