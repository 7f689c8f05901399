/**
 * /usuario: the staff accounts, filtered by name, login, CPF, group and situation. Name and CPF are personal
 * data: they stay in this screen's state and the search goes by POST (security.md #7); the rest is in the URL.
 */
import {
  PERMISSAO,
  formatCpf,
  hasPermissions,
  normalizeCpf,
  type FiltroUsuarios,
  type GrupoRef,
  type Pagina,
  type Paginacao,
  type UsuarioListaItem,
} from '@rpj/domain';
import type { GrupoUsuarioApi, UsuarioApi } from '@rpj/sdk';
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
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
import { USUARIOS } from './usuarios.tokens.ts';

/** The filter bar of the users list. */
// eslint-disable-next-line @typescript-eslint/consistent-type-definitions
export type FiltroTelaUsuarios = {
  readonly nome: string;
  readonly cpf: string;
  readonly login: string;
  readonly grupoId: string;
  /** '' any, 'true' active, 'false' inactive. */
  readonly ativo: string;
};

const VAZIO: FiltroTelaUsuarios = { nome: '', cpf: '', login: '', grupoId: '', ativo: '' };

/** The columns of the CSV export. */
export const COLUNAS_CSV: readonly ColunaCsv<UsuarioListaItem>[] = [
  { titulo: 'Nome', valor: (u) => u.nome },
  { titulo: 'Login', valor: (u) => u.login },
  { titulo: 'CPF', valor: (u) => formatCpf(u.cpf) },
  { titulo: 'E-mail', valor: (u) => u.email ?? '' },
  { titulo: 'Grupos', valor: (u) => u.grupos.join(', ') },
  { titulo: 'Situação', valor: (u) => (u.ativo ? 'Ativo' : 'Inativo') },
];

@injectable()
export class UsuarioListViewModel {
  readonly lista: ListViewModel<UsuarioListaItem, FiltroTelaUsuarios>;
  grupos: readonly GrupoRef[] = [];

  constructor(
    @inject(USUARIOS.api) private readonly usuarios: Pick<UsuarioApi, 'listar' | 'buscar' | 'remover'>,
    @inject(USUARIOS.grupos) private readonly gruposApi: Pick<GrupoUsuarioApi, 'todos'>,
    @inject(SESSION.userStore) private readonly user: Pick<UserStore, 'usuario'>,
    @inject(SHELL.alerts) private readonly alerts: Pick<AlertService, 'confirm'>,
    @inject(SHELL.notifications) private readonly notifications: Pick<NotificationService, 'notify'>,
    @inject(APP.downloads) private readonly downloads: Downloads,
    @inject(APP.scheduler) scheduler: Scheduler,
  ) {
    this.lista = new ListViewModel(
      {
        vazio: VAZIO,
        pessoais: ['nome', 'cpf'],
        campoLivre: 'nome',
        ordenaveis: ['nome', 'login', 'ativo'],
        buscar: (filtro, paginacao, signal) => this.#buscar(filtro, paginacao, signal),
      },
      scheduler,
    );
    makeAutoObservable<this, 'usuarios' | 'gruposApi' | 'user' | 'alerts' | 'notifications' | 'downloads'>(
      this,
      { lista: false, usuarios: false, gruposApi: false, user: false, alerts: false, notifications: false, downloads: false },
      { autoBind: true },
    );
  }

  setup(): () => void {
    void this.#carregarGrupos();
    return () => {
      this.lista.dispose();
    };
  }

  get podeCriar(): boolean {
    return hasPermissions(this.user.usuario, [PERMISSAO.CRIAR_USUARIOS]);
  }

  /** Opening a user's record needs the route's permissions (spec §2). */
  get podeEditar(): boolean {
    return hasPermissions(this.user.usuario, [
      PERMISSAO.VISUALIZAR_USUARIOS,
      PERMISSAO.VISUALIZAR_PERMISSOES,
      PERMISSAO.EDITAR_PERMISSOES,
    ]);
  }

  get podeRemover(): boolean {
    return hasPermissions(this.user.usuario, [PERMISSAO.REMOVER_USUARIOS]);
  }

  /** Excluir, after a confirmation that names the user. */
  async remover(item: UsuarioListaItem): Promise<void> {
    const confirmado = await this.alerts.confirm({
      mensagem: `Excluir o usuário ${item.nome}? Ele não poderá mais entrar no sistema; o histórico é mantido.`,
      titulo: 'Excluir usuário',
      rotuloConfirmar: 'Excluir',
    });
    if (!confirmado) return;
    try {
      await this.usuarios.remover(item.id);
    } catch {
      // The SDK has shown what went wrong.
      return;
    }
    await this.lista.carregar();
  }

  /** Exportar CSV of the filtered list. */
  async exportar(): Promise<void> {
    await exportarLista(this.lista, COLUNAS_CSV, 'usuarios.csv', this.downloads, this.notifications);
  }


  async #carregarGrupos(): Promise<void> {
    try {
      const resposta = await this.gruposApi.todos({ onNetworkError: 'report' });
      runInAction(() => {
        this.grupos = resposta.dados;
      });
    } catch {
      // The group filter stays empty; the list still works.
    }
  }

  async #buscar(filtro: FiltroTelaUsuarios, paginacao: Paginacao, signal: AbortSignal): Promise<Pagina<UsuarioListaItem>> {
    const comum: FiltroUsuarios = {
      ...(filtro.login.trim() === '' ? {} : { login: filtro.login.trim() }),
      ...(/^\d+$/.test(filtro.grupoId) ? { grupoId: Number(filtro.grupoId) } : {}),
      ...(filtro.ativo === 'true' || filtro.ativo === 'false' ? { ativo: filtro.ativo === 'true' } : {}),
    };
    const nome = filtro.nome.trim();
    const cpf = normalizeCpf(filtro.cpf) ?? filtro.cpf.replace(/\D/g, '');
    if (nome !== '' || cpf !== '') {
      const busca = { ...comum, ...(nome === '' ? {} : { nome }), ...(cpf === '' ? {} : { cpf }) };
      return (await this.usuarios.buscar(busca, paginacao, { signal })).dados;
    }
    return (await this.usuarios.listar(comum, paginacao, { signal })).dados;
  }
}

// What this file's tokens resolve to (di/token.ts: token tables never import the classes they name).
declare module '../../di/token.ts' {
  interface Registro {
    'usuarios:UsuarioListViewModel': UsuarioListViewModel;
  }
}
