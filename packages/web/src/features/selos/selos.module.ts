/** The seal screens' bindings: the seal service's and the tasks' SDK clients and the view-models. */
import { clienteSelos, clienteTarefas } from '@rpj/sdk';
import { ContainerModule } from 'inversify';
import { APP } from '../../app/app.tokens.ts';
import { bindSdkClient, bindToken } from '../../di/token.ts';
import { EmissaoEtiquetaViewModel } from './etiquetas.view-model.ts';
import { EmissaoModeloViewModel } from './modelo.view-model.ts';
import { EnvioSelosViewModel } from './envio.view-model.ts';
import { ImportarSelosViewModel } from './importar.view-model.ts';
import { PesquisaSelosViewModel } from './pesquisa.view-model.ts';
import { SalvarSelosViewModel } from './salvar.view-model.ts';
import { SelagemManualViewModel } from './selagem.view-model.ts';
import { SELOS } from './selos.tokens.ts';

export const selosModule = new ContainerModule(({ bind }) => {
  bindSdkClient(bind, SELOS.api, APP.sdk, (sdk) => sdk.cliente(clienteSelos));
  bindSdkClient(bind, SELOS.tarefas, APP.sdk, (sdk) => sdk.cliente(clienteTarefas));
  bindToken(bind, SELOS.importar).to(ImportarSelosViewModel).inTransientScope();
  bindToken(bind, SELOS.salvar).to(SalvarSelosViewModel).inTransientScope();
  bindToken(bind, SELOS.selagem).to(SelagemManualViewModel).inTransientScope();
  bindToken(bind, SELOS.envio).to(EnvioSelosViewModel).inTransientScope();
  bindToken(bind, SELOS.pesquisa).to(PesquisaSelosViewModel).inTransientScope();
  bindToken(bind, SELOS.etiquetas).to(EmissaoEtiquetaViewModel).inTransientScope();
  bindToken(bind, SELOS.modelo).to(EmissaoModeloViewModel).inTransientScope();
});
