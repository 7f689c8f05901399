/** The certificate screens' bindings: the SDK clients they use and their view-models. */
import { clienteCaixas, clienteCertidoes, clienteEmpresas, clienteResponsaveis, clienteServicos, clienteVerificacaoCertidao } from '@rpj/sdk';
import { ContainerModule } from 'inversify';
import { APP } from '../../app/app.tokens.ts';
import { bindSdkClient, bindToken } from '../../di/token.ts';
import { CertidaoListViewModel } from './certidao-list.view-model.ts';
import { CertidaoViewModel } from './certidao.view-model.ts';
import { CERTIDOES } from './certidoes.tokens.ts';
import { VerificacaoViewModel } from './verificacao.view-model.ts';

export const certidoesModule = new ContainerModule(({ bind }) => {
  bindSdkClient(bind, CERTIDOES.api, APP.sdk, (sdk) => sdk.cliente(clienteCertidoes));
  bindSdkClient(bind, CERTIDOES.verificacao, APP.sdk, (sdk) => sdk.cliente(clienteVerificacaoCertidao));
  bindSdkClient(bind, CERTIDOES.caixas, APP.sdk, (sdk) => sdk.cliente(clienteCaixas));
  bindSdkClient(bind, CERTIDOES.empresas, APP.sdk, (sdk) => sdk.cliente(clienteEmpresas));
  bindSdkClient(bind, CERTIDOES.responsaveis, APP.sdk, (sdk) => sdk.cliente(clienteResponsaveis));
  bindSdkClient(bind, CERTIDOES.servicos, APP.sdk, (sdk) => sdk.cliente(clienteServicos));
  bindToken(bind, CERTIDOES.lista).to(CertidaoListViewModel).inTransientScope();
  bindToken(bind, CERTIDOES.gerar).to(CertidaoViewModel).inTransientScope();
  bindToken(bind, CERTIDOES.verificar).to(VerificacaoViewModel).inTransientScope();
});
