/**
 * /empresa/historico/:id: what happened to an entity, newest first — its registration, changes field by field,
 * amendments — from the audit trail. Who holds REMOVER_HISTORICO_EMPRESA hides an entry with a reason; hidden
 * entries and the hidings themselves show on request.
 */
import { hasPermissions, PERMISSAO, type Empresa, type EventoHistorico } from '@rpj/domain';
import type { EmpresaApi } from '@rpj/sdk';
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { statusDaFalha, type StatusRegistro } from '../../ui/tela/estado.ts';
import type { ServicosTela } from '../../ui/tela/servicos-tela.ts';
import { UI } from '../../ui/tela/tela.tokens.ts';
import { EMPRESAS } from './empresas.tokens.ts';

@injectable()
export class EmpresaHistoricoViewModel {
  status: StatusRegistro = 'carregando';
  empresa: Empresa | undefined = undefined;
  eventos: readonly EventoHistorico[] = [];
  /** Show the hidden entries and the hidings. */
  ocultos = false;
  /** The entry whose hiding is being asked for, its reason and the reason's error. */
  ocultando: EventoHistorico | undefined = undefined;
  motivo = '';
  erroMotivo: string | undefined = undefined;
  enviando = false;
  #id: number | undefined;

  constructor(
    @inject(EMPRESAS.api) private readonly empresas: Pick<EmpresaApi, 'obter' | 'historico' | 'ocultarHistorico'>,
    @inject(UI.servicos) private readonly servicos: ServicosTela,
  ) {
    makeAutoObservable<this, 'empresas' | 'servicos'>(this, { empresas: false, servicos: false }, { autoBind: true });
  }

  /** The route's id (digits; anything else is not found). */
  configure(id: string | undefined): void {
    this.#id = id !== undefined && /^\d{1,9}$/.test(id) ? Number(id) : undefined;
  }

  get titulo(): string {
    return this.empresa === undefined ? 'Histórico da empresa' : `Histórico — ${this.empresa.denominacao}`;
  }

  get podeOcultar(): boolean {
    return hasPermissions(this.servicos.user.usuario, [PERMISSAO.REMOVER_HISTORICO_EMPRESA]);
  }

  async carregar(): Promise<void> {
    const id = this.#id;
    if (id === undefined) {
      this.status = 'naoEncontrado';
      return;
    }
    try {
      const opcoes = { onNetworkError: 'report' } as const;
      // A removed entity still has its history; its record is then gone.
      const [historico, empresa] = await Promise.all([this.empresas.historico(id, this.ocultos, opcoes), this.empresas.obter(id, opcoes).then((r) => r.dados, () => undefined)]);
      runInAction(() => {
        this.eventos = historico.dados;
        this.empresa = empresa;
        this.status = 'pronto';
      });
    } catch (error) {
      runInAction(() => {
        this.status = statusDaFalha(error);
      });
    }
  }

  async mostrarOcultos(mostrar: boolean): Promise<void> {
    this.ocultos = mostrar;
    await this.carregar();
  }

  abrirOcultar(evento: EventoHistorico): void {
    this.ocultando = evento;
    this.motivo = '';
    this.erroMotivo = undefined;
  }

  fecharOcultar(): void {
    this.ocultando = undefined;
  }

  setMotivo(motivo: string): void {
    this.motivo = motivo;
    this.erroMotivo = undefined;
  }

  /** Hides the entry with the reason typed (required), then reads the history again. */
  async ocultar(): Promise<void> {
    const evento = this.ocultando;
    if (evento === undefined || this.enviando) return;
    const motivo = this.motivo.trim();
    if (motivo === '') {
      this.erroMotivo = 'Diga por que esta entrada sai do histórico.';
      return;
    }
    this.enviando = true;
    try {
      await this.empresas.ocultarHistorico(evento.id, motivo);
      runInAction(() => {
        this.ocultando = undefined;
      });
      await this.carregar();
    } catch {
      // The SDK has said what went wrong; the dialog stays open with the reason typed.
    } finally {
      runInAction(() => {
        this.enviando = false;
      });
    }
  }
}

declare module '../../di/token.ts' {
  interface Registro {
    'empresas:EmpresaHistoricoViewModel': EmpresaHistoricoViewModel;
  }
}
