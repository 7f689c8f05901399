/** The user-group screens' bindings. */
import { ContainerModule } from 'inversify';
import { bindToken } from '../../di/token.ts';
import { GrupoUsuarioFormViewModel } from './grupo-usuario-form.view-model.ts';
import { GrupoUsuarioListViewModel } from './grupo-usuario-list.view-model.ts';
import { GRUPOS_USUARIO } from './grupos-usuario.tokens.ts';

export const gruposUsuarioModule = new ContainerModule(({ bind }) => {
  bindToken(bind, GRUPOS_USUARIO.listViewModel).to(GrupoUsuarioListViewModel).inTransientScope();
  bindToken(bind, GRUPOS_USUARIO.formViewModel).to(GrupoUsuarioFormViewModel).inTransientScope();
});
