/** The exam and analysis screens' bindings: the exam's SDK client and the view-models. */
import { clienteExames } from '@rpj/sdk';
import { ContainerModule } from 'inversify';
import { APP } from '../../app/app.tokens.ts';
import { bindSdkClient, bindToken } from '../../di/token.ts';
import { AnaliseViewModel } from './analise.view-model.ts';
import { DetalhesExameViewModel } from './detalhes.view-model.ts';
import { ExameViewModel } from './exame.view-model.ts';
import { FilaAnaliseViewModel, FilaExamesViewModel } from './fila.view-model.ts';
import { EXAMES } from './exames.tokens.ts';
import { bindVisualizador } from '../digitalizacoes/index.ts';

export const examesModule = new ContainerModule(({ bind, isBound }) => {
  bindVisualizador({ bind, isBound });
  bindSdkClient(bind, EXAMES.api, APP.sdk, (sdk) => sdk.cliente(clienteExames));
  bindToken(bind, EXAMES.fila).to(FilaExamesViewModel).inTransientScope();
  bindToken(bind, EXAMES.exame).to(ExameViewModel).inTransientScope();
  bindToken(bind, EXAMES.detalhes).to(DetalhesExameViewModel).inTransientScope();
  bindToken(bind, EXAMES.analise).to(FilaAnaliseViewModel).inTransientScope();
  bindToken(bind, EXAMES.analiseProcesso).to(AnaliseViewModel).inTransientScope();
});
