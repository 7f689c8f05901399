/**
 * The scanned documents' viewer, bound in the module of each area whose screens show it (and in this area's): the
 * archive's client and the viewer's view-model, once, whichever area loads first.
 */
import { clienteDigitalizacoes } from '@rpj/sdk';
import type { ContainerModuleLoadOptions } from 'inversify';
import { APP } from '../../app/app.tokens.ts';
import { bindSdkClient, bindToken } from '../../di/token.ts';
import { DIGITALIZACOES } from './digitalizacoes.tokens.ts';
import { VisualizadorViewModel } from './visualizador.view-model.ts';

export function bindVisualizador(opcoes: Pick<ContainerModuleLoadOptions, 'bind' | 'isBound'>): void {
  if (!opcoes.isBound(DIGITALIZACOES.api)) bindSdkClient(opcoes.bind, DIGITALIZACOES.api, APP.sdk, (sdk) => sdk.cliente(clienteDigitalizacoes));
  if (!opcoes.isBound(DIGITALIZACOES.visualizador)) bindToken(opcoes.bind, DIGITALIZACOES.visualizador).to(VisualizadorViewModel).inTransientScope();
}
