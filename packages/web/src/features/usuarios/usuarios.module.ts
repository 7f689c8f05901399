/** The users screens' bindings. */
import { ContainerModule } from 'inversify';
import { bindToken } from '../../di/token.ts';
import { UsuarioFormViewModel } from './usuario-form.view-model.ts';
import { UsuarioListViewModel } from './usuario-list.view-model.ts';
import { USUARIOS } from './usuarios.tokens.ts';

export const usuariosModule = new ContainerModule(({ bind }) => {
  bindToken(bind, USUARIOS.listViewModel).to(UsuarioListViewModel).inTransientScope();
  bindToken(bind, USUARIOS.formViewModel).to(UsuarioFormViewModel).inTransientScope();
});
