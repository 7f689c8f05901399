/** The home screen: a greeting and the areas this user can open. */
import { LOCALE, FUSO_HORARIO_PADRAO, navigationFor, type GrupoNavegacao, type Rota } from '@rpj/domain';
import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { APP } from '../../app/app.tokens.ts';
import type { Scheduler } from '../../app/ports.ts';
import { SESSION } from '../../session/session.tokens.ts';
import type { UserStore } from '../../session/user.store.ts';

function horaEmBrasilia(epochMs: number): number {
  const hora = new Intl.DateTimeFormat(LOCALE, { hour: 'numeric', hourCycle: 'h23', timeZone: FUSO_HORARIO_PADRAO }).format(epochMs);
  return Number.parseInt(hora, 10);
}

@injectable()
export class InicioViewModel {
  constructor(
    @inject(SESSION.userStore) private readonly user: Pick<UserStore, 'usuario'>,
    @inject(APP.telas) private readonly telas: ReadonlySet<string>,
    @inject(APP.scheduler) private readonly scheduler: Pick<Scheduler, 'now'>,
  ) {
    makeAutoObservable<this, 'user' | 'telas' | 'scheduler'>(this, { user: false, telas: false, scheduler: false });
  }

  /** 'Bom dia, Maria' by the office's clock. */
  get saudacao(): string {
    const hora = horaEmBrasilia(this.scheduler.now());
    const periodo = hora < 12 ? 'Bom dia' : hora < 18 ? 'Boa tarde' : 'Boa noite';
    const primeiroNome = this.user.usuario?.nome.trim().split(/\s+/)[0];
    return primeiroNome === undefined || primeiroNome === '' ? periodo : `${periodo}, ${primeiroNome}`;
  }

  /** Today, in words ('segunda-feira, 23 de novembro de 2026'). */
  get hoje(): string {
    const texto = new Intl.DateTimeFormat(LOCALE, { dateStyle: 'full', timeZone: FUSO_HORARIO_PADRAO }).format(this.scheduler.now());
    return texto.charAt(0).toLocaleUpperCase(LOCALE) + texto.slice(1);
  }

  /** The areas the user may open, by group. */
  get areas(): readonly GrupoNavegacao[] {
    const usuario = this.user.usuario;
    return usuario === undefined ? [] : navigationFor(usuario, (rota: Rota) => this.telas.has(rota.id));
  }

  get semAreas(): boolean {
    return this.areas.length === 0;
  }
}

// What this file's tokens resolve to (di/token.ts: token tables never import the classes they name).
declare module '../../di/token.ts' {
  interface Registro {
    'inicio:InicioViewModel': InicioViewModel;
  }
}
