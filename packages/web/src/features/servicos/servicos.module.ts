/** The services' screens' bindings: the SDK's client and the view-models. */
import { clienteServicos } from '@rpj/sdk';
import { ContainerModule } from 'inversify';
import { APP } from '../../app/app.tokens.ts';
import { bindSdkClient, bindToken } from '../../di/token.ts';
import { CotacaoViewModel } from './cotacao.view-model.ts';
import { RegraViewModel } from './regra.view-model.ts';
import { ServicoFormViewModel } from './servico-form.view-model.ts';
import { ServicoListViewModel } from './servico-list.view-model.ts';
import { SERVICOS } from './servicos.tokens.ts';

export const servicosModule = new ContainerModule(({ bind }) => {
  bindSdkClient(bind, SERVICOS.api, APP.sdk, (sdk) => sdk.cliente(clienteServicos));
  bindToken(bind, SERVICOS.lista).to(ServicoListViewModel).inTransientScope();
  bindToken(bind, SERVICOS.formulario).to(ServicoFormViewModel).inTransientScope();
  bindToken(bind, SERVICOS.cotacao).to(CotacaoViewModel).inTransientScope();
  bindToken(bind, SERVICOS.regra).to(RegraViewModel).inTransientScope();
});
