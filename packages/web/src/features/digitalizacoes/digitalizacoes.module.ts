/** The scanning screen's bindings: the archive's and the tasks' SDK clients, the viewer and the screen's view-model. */
import { clienteTarefas } from '@rpj/sdk';
import { ContainerModule } from 'inversify';
import { APP } from '../../app/app.tokens.ts';
import { bindSdkClient, bindToken } from '../../di/token.ts';
import { DIGITALIZACOES } from './digitalizacoes.tokens.ts';
import { DigitalizarViewModel } from './digitalizar.view-model.ts';
import { bindVisualizador } from './visualizador.binding.ts';

export const digitalizacoesModule = new ContainerModule((opcoes) => {
  bindVisualizador(opcoes);
  bindSdkClient(opcoes.bind, DIGITALIZACOES.tarefas, APP.sdk, (sdk) => sdk.cliente(clienteTarefas));
  bindToken(opcoes.bind, DIGITALIZACOES.digitalizar).to(DigitalizarViewModel).inTransientScope();
});
