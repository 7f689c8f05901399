/**
 * The signed-in user (spec §3, §4) on the domain's loading machine: not loaded → loading → loaded | error.
 * A failure logs 'ERRO AO CARREGAR USUÁRIO' and sends the user to /erro; loading is never repeated while
 * loading or after an error. Another person signing in in this tab starts over.
 */
import {
  NAO_CARREGADO,
  TEXTOS,
  caminho,
  userFlags,
  userLoadingTransition,
  type CarregamentoUsuario,
  type EventoCarregamento,
  type Usuario,
  type UsuarioFlags,
} from '@rpj/domain';
import type { UsuarioApi } from '@rpj/sdk';
import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { APP } from '../app/app.tokens.ts';
import type { Logger } from '../app/ports.ts';
import type { Navigation } from '../shell/navigation.ts';
import { SHELL } from '../shell/shell.tokens.ts';
import { SESSION } from './session.tokens.ts';

/** The signed-in user's record. */
@injectable()
export class UserStore {
  estado: CarregamentoUsuario = NAO_CARREGADO;
  #login: string | undefined;
  /** Counts loads and resets, so the answer of a superseded load (another person, a sign-out) is ignored. */
  #geracao = 0;
  readonly #usuarios: Pick<UsuarioApi, 'recuperaDadosPorLogin'>;
  readonly #navigation: Navigation;
  readonly #logger: Logger;

  constructor(
    @inject(SESSION.usuarios) usuarios: Pick<UsuarioApi, 'recuperaDadosPorLogin'>,
    @inject(SHELL.navigation) navigation: Navigation,
    @inject(APP.logger) logger: Logger,
  ) {
    this.#usuarios = usuarios;
    this.#navigation = navigation;
    this.#logger = logger;
    makeAutoObservable(this, {}, { autoBind: true });
  }

  /** The user, once loaded. */
  get usuario(): Usuario | undefined {
    return this.estado.status === 'carregado' ? this.estado.usuario : undefined;
  }

  get carregado(): boolean {
    return this.estado.status === 'carregado';
  }

  get falhou(): boolean {
    return this.estado.status === 'erro';
  }

  /** True while the loading overlay must show. */
  get carregando(): boolean {
    return this.estado.status === 'naoCarregado' || this.estado.status === 'carregando';
  }

  /** Admin, user and first-access flags (spec §3). */
  get flags(): UsuarioFlags | undefined {
    const usuario = this.usuario;
    return usuario === undefined ? undefined : userFlags(usuario);
  }

  /**
   * Makes sure the record of the person signed in as `login` is loaded or loading. Another login than the last
   * one starts over (a different person in this tab).
   */
  ensureLoaded(login: string | undefined): void {
    if (login !== this.#login) {
      this.#login = login;
      this.#apply({ tipo: 'reiniciar' });
    }
    if (login !== undefined && this.estado.status === 'naoCarregado') void this.load();
  }

  /** Loads (or reloads, after the record changed) the signed-in user. */
  async load(): Promise<void> {
    if (!this.#apply({ tipo: 'iniciar' })) return;
    const geracao = ++this.#geracao;
    let causa: unknown;
    try {
      // Network errors are reported here rather than navigated by the SDK: this store decides, once.
      const resposta = await this.#usuarios.recuperaDadosPorLogin({ onNetworkError: 'report' });
      if (geracao !== this.#geracao) return;
      this.#apply({ tipo: 'recebido', usuario: resposta.dados });
    } catch (error) {
      if (geracao !== this.#geracao) return;
      causa = error;
      this.#apply({ tipo: 'falhou' });
    }
    if (this.estado.status === 'erro') {
      this.#logger.error(TEXTOS.erroCarregarUsuario, causa);
      this.#navigation.navigate(caminho('erro'));
    }
  }

  /** Forgets the user (sign-out). */
  reset(): void {
    this.#login = undefined;
    this.#apply({ tipo: 'reiniciar' });
  }

  #apply(evento: EventoCarregamento): boolean {
    if (evento.tipo === 'reiniciar') this.#geracao++;
    const next = userLoadingTransition(this.estado, evento);
    if (next === this.estado) return false;
    this.estado = next;
    return true;
  }
}

// What this file's tokens resolve to (di/token.ts: token tables never import the classes they name).
declare module '../di/token.ts' {
  interface Registro {
    'session:UserStore': UserStore;
  }
}
