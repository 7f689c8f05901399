/**
 * /grupo-usuario: the user groups, filtered by part of the name. Group names are not personal data, so the
 * filter lives in the URL with the page and the sort.
 */
import {
  GRUPO_USUARIO,
  PERMISSAO,
  formatInteger,
  hasPermissions,
  type FiltroGrupos,
  type GrupoUsuarioResumo,
  type Pagina,
  type Paginacao,
} from '@rpj/domain';
import type { GrupoUsuarioApi } from '@rpj/sdk';
import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { APP } from '../../app/app.tokens.ts';
import type { Downloads, Scheduler } from '../../app/ports.ts';
import { SESSION } from '../../session/session.tokens.ts';
import type { UserStore } from '../../session/user.store.ts';
import type { AlertService } from '../../shell/alert.service.ts';
import type { NotificationService } from '../../shell/notification.service.ts';
import { SHELL } from '../../shell/shell.tokens.ts';
import type { ColunaCsv } from '../../ui/list/csv.ts';
import { exportarLista } from '../../ui/list/exportar-lista.ts';
import { ListViewModel } from '../../ui/list/list.view-model.ts';
import { GRUPOS_USUARIO } from './grupos-usuario.tokens.ts';

/** The filter bar of the groups list. */
// A type alias (not an interface) so that it is a Filtro record.
// eslint-disable-next-line @typescript-eslint/consistent-type-definitions
export type FiltroTelaGrupos = {
  /** Part of the group's name. */
  readonly nome: string;
};

const VAZIO: FiltroTelaGrupos = { nome: '' };

/** The columns of the CSV export. */
export const COLUNAS_CSV_GRUPOS: readonly ColunaCsv<GrupoUsuarioResumo>[] = [
  { titulo: 'Nome', valor: (g) => g.nome },
  { titulo: 'Descrição', valor: (g) => g.descricao ?? '' },
  { titulo: 'Usuários', valor: (g) => formatInteger(g.quantidadeUsuarios) },
  { titulo: 'Permissões', valor: (g) => formatInteger(g.quantidadePermissoes) },
];

/** The filters the SDK receives for what the filter bar holds. */
export function filtroGrupos(filtro: FiltroTelaGrupos): FiltroGrupos {
  const nome = filtro.nome.trim();
  return nome === '' ? {} : { nome };
}

@injectable()
export class GrupoUsuarioListViewModel {
  readonly lista: ListViewModel<GrupoUsuarioResumo, FiltroTelaGrupos>;

  constructor(
    @inject(GRUPOS_USUARIO.api) private readonly grupos: Pick<GrupoUsuarioApi, 'listar' | 'remover'>,
    @inject(SESSION.userStore) private readonly user: Pick<UserStore, 'usuario'>,
    @inject(SHELL.alerts) private readonly alerts: Pick<AlertService, 'confirm'>,
    @inject(SHELL.notifications) private readonly notifications: Pick<NotificationService, 'notify'>,
    @inject(APP.downloads) private readonly downloads: Downloads,
    @inject(APP.scheduler) scheduler: Scheduler,
  ) {
    this.lista = new ListViewModel(
      {
        vazio: VAZIO,
        pessoais: [],
        campoLivre: 'nome',
        ordenaveis: ['nome'],
        buscar: (filtro, paginacao, signal) => this.#buscar(filtro, paginacao, signal),
      },
      scheduler,
    );
    makeAutoObservable<this, 'grupos' | 'user' | 'alerts' | 'notifications' | 'downloads'>(
      this,
      { lista: false, grupos: false, user: false, alerts: false, notifications: false, downloads: false },
      { autoBind: true },
    );
  }

  setup(): () => void {
    return () => {
      this.lista.dispose();
    };
  }

  /** Novo grupo (POST without id needs CRIAR_PERMISSOES). */
  get podeCriar(): boolean {
    return hasPermissions(this.user.usuario, [PERMISSAO.CRIAR_PERMISSOES]);
  }

  /** The Editar action (saving an existing group needs EDITAR_PERMISSOES). */
  get podeEditar(): boolean {
    return hasPermissions(this.user.usuario, [PERMISSAO.EDITAR_PERMISSOES]);
  }

  get podeRemover(): boolean {
    return hasPermissions(this.user.usuario, [PERMISSAO.REMOVER_PERMISSOES]);
  }

  /** Excluir on a row: never on ADMINISTRADOR, which the server always keeps. */
  podeRemoverGrupo(item: GrupoUsuarioResumo): boolean {
    return this.podeRemover && item.nome !== GRUPO_USUARIO.ADMINISTRADOR;
  }

  /** Excluir, after a confirmation that names the group. */
  async remover(item: GrupoUsuarioResumo): Promise<void> {
    const confirmado = await this.alerts.confirm({
      titulo: 'Excluir grupo',
      mensagem: `Excluir o grupo ${item.nome}? Só é possível excluir um grupo sem usuários.`,
      rotuloConfirmar: 'Excluir',
    });
    if (!confirmado) return;
    try {
      await this.grupos.remover(item.id);
    } catch {
      // The SDK has shown what went wrong (a group with users, or ADMINISTRADOR: 409).
      return;
    }
    await this.lista.carregar();
  }

  /** Exportar CSV of the filtered list. */
  async exportar(): Promise<void> {
    await exportarLista(this.lista, COLUNAS_CSV_GRUPOS, 'grupos-usuario.csv', this.downloads, this.notifications);
  }


  async #buscar(filtro: FiltroTelaGrupos, paginacao: Paginacao, signal: AbortSignal): Promise<Pagina<GrupoUsuarioResumo>> {
    return (await this.grupos.listar(filtroGrupos(filtro), paginacao, { signal })).dados;
  }
}

// What this file's tokens resolve to (di/token.ts: token tables never import the classes they name).
declare module '../../di/token.ts' {
  interface Registro {
    'grupos-usuario:GrupoUsuarioListViewModel': GrupoUsuarioListViewModel;
  }
}
