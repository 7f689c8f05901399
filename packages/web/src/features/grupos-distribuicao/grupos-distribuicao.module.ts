/** The distribution groups' screens' bindings: the SDK's clients and the two view-models. */
import { clienteGruposDistribuicao, clienteUsuarios } from '@rpj/sdk';
import { ContainerModule } from 'inversify';
import { APP } from '../../app/app.tokens.ts';
import { bindSdkClient, bindToken } from '../../di/token.ts';
import { GrupoDistribuicaoFormViewModel } from './grupo-distribuicao-form.view-model.ts';
import { GrupoDistribuicaoListViewModel } from './grupo-distribuicao-list.view-model.ts';
import { GRUPOS_DISTRIBUICAO } from './grupos-distribuicao.tokens.ts';

export const gruposDistribuicaoModule = new ContainerModule(({ bind }) => {
  bindSdkClient(bind, GRUPOS_DISTRIBUICAO.api, APP.sdk, (sdk) => sdk.cliente(clienteGruposDistribuicao));
  bindSdkClient(bind, GRUPOS_DISTRIBUICAO.usuarios, APP.sdk, (sdk) => sdk.cliente(clienteUsuarios));
  bindToken(bind, GRUPOS_DISTRIBUICAO.lista).to(GrupoDistribuicaoListViewModel).inTransientScope();
  bindToken(bind, GRUPOS_DISTRIBUICAO.formulario).to(GrupoDistribuicaoFormViewModel).inTransientScope();
});
