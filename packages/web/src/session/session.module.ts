/**
 * The session's bindings. The OIDC session itself and the drafts are made by the composition root (which owns
 * the browser's storage and creates the SDK that uses the session as its token provider); the user store is
 * made here.
 */
import { clienteUsuarios } from '@rpj/sdk';
import { ContainerModule } from 'inversify';
import { APP } from '../app/app.tokens.ts';
import { bindSdkClient, bindToken } from '../di/token.ts';
import { SESSION } from './session.tokens.ts';
import { UserStore } from './user.store.ts';

export const sessionModule = new ContainerModule(({ bind }) => {
  bindSdkClient(bind, SESSION.usuarios, APP.sdk, (sdk) => sdk.cliente(clienteUsuarios));
  bindToken(bind, SESSION.userStore).to(UserStore).inSingletonScope();
});
