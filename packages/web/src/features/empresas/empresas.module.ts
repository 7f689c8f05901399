/** The registered entities' screens' bindings. */
import { clienteConsultaEmpresa, clienteEmpresas, clienteQualificacoesSocio, clienteSocios } from '@rpj/sdk';
import { ContainerModule } from 'inversify';
import { APP } from '../../app/app.tokens.ts';
import { bindSdkClient, bindToken } from '../../di/token.ts';
import { EmpresaFormViewModel } from './empresa-form.view-model.ts';
import { EmpresaHistoricoViewModel } from './empresa-historico.view-model.ts';
import { EmpresaListViewModel } from './empresa-list.view-model.ts';
import { EMPRESAS } from './empresas.tokens.ts';
import { bindVisualizador } from '../digitalizacoes/index.ts';

export const empresasModule = new ContainerModule(({ bind, isBound }) => {
  bindVisualizador({ bind, isBound });
  bindSdkClient(bind, EMPRESAS.api, APP.sdk, (sdk) => sdk.cliente(clienteEmpresas));
  bindSdkClient(bind, EMPRESAS.qualificacoesApi, APP.sdk, (sdk) => sdk.cliente(clienteQualificacoesSocio));
  bindSdkClient(bind, EMPRESAS.sociosApi, APP.sdk, (sdk) => sdk.cliente(clienteSocios));
  bindSdkClient(bind, EMPRESAS.consultaApi, APP.sdk, (sdk) => sdk.cliente(clienteConsultaEmpresa));
  bindToken(bind, EMPRESAS.listViewModel).to(EmpresaListViewModel).inTransientScope();
  bindToken(bind, EMPRESAS.formViewModel).to(EmpresaFormViewModel).inTransientScope();
  bindToken(bind, EMPRESAS.historicoViewModel).to(EmpresaHistoricoViewModel).inTransientScope();
});
