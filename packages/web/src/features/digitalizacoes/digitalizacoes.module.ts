/** The scanning screen's bindings: the archive's SDK client, the viewer and the screen's view-model. */
import { ContainerModule } from 'inversify';
import { bindToken } from '../../di/token.ts';
import { DIGITALIZACOES } from './digitalizacoes.tokens.ts';
import { DigitalizarViewModel } from './digitalizar.view-model.ts';
import { bindVisualizador } from './visualizador.binding.ts';

export const digitalizacoesModule = new ContainerModule((opcoes) => {
  bindVisualizador(opcoes);
  bindToken(opcoes.bind, DIGITALIZACOES.digitalizar).to(DigitalizarViewModel).inTransientScope();
});
