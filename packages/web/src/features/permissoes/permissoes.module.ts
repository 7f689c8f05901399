/** The permission screens' bindings. */
import { clienteGruposUsuario, clientePermissoes } from '@rpj/sdk';
import { ContainerModule } from 'inversify';
import { APP } from '../../app/app.tokens.ts';
import { bindSdkClient, bindToken } from '../../di/token.ts';
import { PermissaoFormViewModel } from './permissao-form.view-model.ts';
import { PermissaoListViewModel } from './permissao-list.view-model.ts';
import { PERMISSOES } from './permissoes.tokens.ts';

export const permissoesModule = new ContainerModule(({ bind }) => {
  bindSdkClient(bind, PERMISSOES.api, APP.sdk, (sdk) => sdk.cliente(clientePermissoes));
  bindSdkClient(bind, PERMISSOES.grupos, APP.sdk, (sdk) => sdk.cliente(clienteGruposUsuario));
  bindToken(bind, PERMISSOES.listViewModel).to(PermissaoListViewModel).inTransientScope();
  bindToken(bind, PERMISSOES.formViewModel).to(PermissaoFormViewModel).inTransientScope();
});
