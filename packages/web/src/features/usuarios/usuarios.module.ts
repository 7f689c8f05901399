/** The users screens' bindings. */
import { clienteGruposUsuario, clienteUsuarios } from '@rpj/sdk';
import { ContainerModule } from 'inversify';
import { APP } from '../../app/app.tokens.ts';
import { bindSdkClient, bindToken } from '../../di/token.ts';
import { UsuarioFormViewModel } from './usuario-form.view-model.ts';
import { UsuarioListViewModel } from './usuario-list.view-model.ts';
import { USUARIOS } from './usuarios.tokens.ts';

export const usuariosModule = new ContainerModule(({ bind }) => {
  bindSdkClient(bind, USUARIOS.api, APP.sdk, (sdk) => sdk.cliente(clienteUsuarios));
  bindSdkClient(bind, USUARIOS.grupos, APP.sdk, (sdk) => sdk.cliente(clienteGruposUsuario));
  bindToken(bind, USUARIOS.listViewModel).to(UsuarioListViewModel).inTransientScope();
  bindToken(bind, USUARIOS.formViewModel).to(UsuarioFormViewModel).inTransientScope();
});
