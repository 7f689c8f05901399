/**
 * The global guard (spec §4, §6), run before a screen opens: it waits up to 5 × 1 s for the user, sends a
 * first-access user to /nova-senha, waits up to 10 × 1 s for the permissions, and turns a missing permission
 * into the exact ALERTA and a return to '/'. The client guard is a convenience: the server is the authority.
 *
 * The waits end the moment the user store changes (it is observable), not at the next 1 s check: the spec's
 * checks are the upper bound. Polling alone kept every first screen blank for a second after the user had loaded.
 */
import {
  caminho,
  canAccess,
  ESPERA_CARREGAMENTO_USUARIO,
  ESPERA_PERMISSAO,
  semPermissao,
  waitFor,
  type Rota,
  type Usuario,
} from '@rpj/domain';
import { inject, injectable } from 'inversify';
import { when } from 'mobx';
import { APP } from '../app/app.tokens.ts';
import type { Scheduler } from '../app/ports.ts';
import { SESSION } from '../session/session.tokens.ts';
import type { AlertService } from './alert.service.ts';
import { SHELL } from './shell.tokens.ts';

/** What the guard needs to know about the user. */
export interface UsuarioCarregavel {
  readonly carregando: boolean;
  readonly carregado: boolean;
  readonly falhou: boolean;
  readonly usuario: Usuario | undefined;
}

/** The guard's answer. */
export type DecisaoGuarda = { readonly permitir: true } | { readonly permitir: false; readonly para: string };

const PERMITIR: DecisaoGuarda = { permitir: true };

@injectable()
export class RouteGuard {
  readonly #user: UsuarioCarregavel;
  readonly #alerts: Pick<AlertService, 'show'>;
  readonly #scheduler: Pick<Scheduler, 'sleep'>;

  constructor(
    @inject(SESSION.userStore) user: UsuarioCarregavel,
    @inject(SHELL.alerts) alerts: Pick<AlertService, 'show'>,
    @inject(APP.scheduler) scheduler: Pick<Scheduler, 'sleep'>,
  ) {
    this.#user = user;
    this.#alerts = alerts;
    this.#scheduler = scheduler;
  }

  /** Until `pronto` holds (at once when the store changes) or the spec's checks run out; whether it held. */
  async #esperar(pronto: () => boolean, espera: typeof ESPERA_PERMISSAO): Promise<boolean> {
    if (pronto()) return true;
    const mudou = when(pronto);
    try {
      return await Promise.race([
        mudou.then(() => true),
        waitFor(pronto, espera, (ms) => this.#scheduler.sleep(ms)),
      ]);
    } finally {
      mudou.cancel();
      mudou.catch(() => undefined);
    }
  }

  /** May the signed-in user open this route now? */
  async check(rota: Rota): Promise<DecisaoGuarda> {
    if (rota.publica) return PERMITIR;
    await this.#esperar(() => !this.#user.carregando, ESPERA_CARREGAMENTO_USUARIO);
    if (this.#user.falhou) return { permitir: false, para: caminho('erro') };
    if (this.#user.usuario?.primeiroAcesso === true && rota.id !== 'novaSenha') {
      return { permitir: false, para: caminho('novaSenha') };
    }
    if (rota.permissoes.length === 0) return PERMITIR;
    const pronto = await this.#esperar(() => this.#user.carregado || this.#user.falhou, ESPERA_PERMISSAO);
    const usuario = this.#user.usuario;
    if (!pronto || usuario === undefined) return { permitir: false, para: caminho('erro') };
    const acesso = canAccess(usuario, rota);
    if (acesso.allowed) return PERMITIR;
    if (acesso.reason === 'forbidden') void this.#alerts.show({ tipo: 'ALERTA', mensagem: semPermissao(acesso.missing) });
    return { permitir: false, para: '/' };
  }
}

// What this file's tokens resolve to (di/token.ts: token tables never import the classes they name).
declare module '../di/token.ts' {
  interface Registro {
    'shell:RouteGuard': RouteGuard;
  }
}
