/** The user-group screens' bindings. */
import { clienteGruposUsuario, clientePermissoes } from '@rpj/sdk';
import { ContainerModule } from 'inversify';
import { APP } from '../../app/app.tokens.ts';
import { bindSdkClient, bindToken } from '../../di/token.ts';
import { GrupoUsuarioFormViewModel } from './grupo-usuario-form.view-model.ts';
import { GrupoUsuarioListViewModel } from './grupo-usuario-list.view-model.ts';
import { GRUPOS_USUARIO } from './grupos-usuario.tokens.ts';

export const gruposUsuarioModule = new ContainerModule(({ bind }) => {
  bindSdkClient(bind, GRUPOS_USUARIO.api, APP.sdk, (sdk) => sdk.cliente(clienteGruposUsuario));
  bindSdkClient(bind, GRUPOS_USUARIO.permissoes, APP.sdk, (sdk) => sdk.cliente(clientePermissoes));
  bindToken(bind, GRUPOS_USUARIO.listViewModel).to(GrupoUsuarioListViewModel).inTransientScope();
  bindToken(bind, GRUPOS_USUARIO.formViewModel).to(GrupoUsuarioFormViewModel).inTransientScope();
});
