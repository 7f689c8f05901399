/** The home screen's bindings. */
import { ContainerModule } from 'inversify';
import { bindToken } from '../../di/token.ts';
import { INICIO } from './inicio.tokens.ts';
import { InicioViewModel } from './inicio.view-model.ts';

export const inicioModule = new ContainerModule(({ bind }) => {
  bindToken(bind, INICIO.viewModel).to(InicioViewModel).inTransientScope();
});
