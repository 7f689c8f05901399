/**
 * /permissao: the permission catalogue, filtered by a free text (part of the name or label) and by area, both
 * in the URL. The catalogue is fixed by the code: no Novo, no Excluir.
 */
import {
  AREAS_PERMISSAO,
  PERMISSAO,
  ROTULO_ACAO,
  hasPermissions,
  type FiltroPermissoes,
  type Pagina,
  type Paginacao,
  type PermissaoDetalhe,
} from '@rpj/domain';
import type { PermissaoApi } from '@rpj/sdk';
import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { APP } from '../../app/app.tokens.ts';
import type { Downloads, Scheduler } from '../../app/ports.ts';
import { SESSION } from '../../session/session.tokens.ts';
import type { UserStore } from '../../session/user.store.ts';
import type { NotificationService } from '../../shell/notification.service.ts';
import { SHELL } from '../../shell/shell.tokens.ts';
import type { ColunaCsv } from '../../ui/list/csv.ts';
import { exportarLista } from '../../ui/list/exportar-lista.ts';
import { ListViewModel } from '../../ui/list/list.view-model.ts';
import { isAreaPermissao, rotuloArea } from './area-permissao.ts';
import { PERMISSOES } from './permissoes.tokens.ts';

/** The filter bar of the permissions list. */
// A type alias (not an interface) so that it is a Filtro record.
// eslint-disable-next-line @typescript-eslint/consistent-type-definitions
export type FiltroTelaPermissoes = {
  /** Part of the name or label. */
  readonly busca: string;
  /** An area key, '' for any. */
  readonly area: string;
};

const VAZIO: FiltroTelaPermissoes = { busca: '', area: '' };

/** An option of the area filter. */
export interface OpcaoArea {
  readonly valor: string;
  readonly rotulo: string;
}

/** The area filter's options: any, then every area in the domain's order. */
export const OPCOES_AREA: readonly OpcaoArea[] = [
  { valor: '', rotulo: 'Todas' },
  ...AREAS_PERMISSAO.map((area) => ({ valor: area, rotulo: rotuloArea(area) })),
];

/** The columns of the CSV export. */
export const COLUNAS_CSV_PERMISSOES: readonly ColunaCsv<PermissaoDetalhe>[] = [
  { titulo: 'Permissão', valor: (p) => p.nome },
  { titulo: 'Rótulo', valor: (p) => p.rotulo },
  { titulo: 'Área', valor: (p) => rotuloArea(p.area) },
  { titulo: 'Ação', valor: (p) => ROTULO_ACAO[p.acao] },
  { titulo: 'Descrição', valor: (p) => p.descricao ?? '' },
  { titulo: 'Grupos', valor: (p) => nomesGrupos(p) },
];

/** The names of the groups holding a permission, joined. */
export function nomesGrupos(permissao: Pick<PermissaoDetalhe, 'grupos'>): string {
  return permissao.grupos.map((g) => g.nome).join(', ');
}

/** The filters the SDK receives for what the filter bar holds (an unknown area is ignored). */
export function filtroPermissoes(filtro: FiltroTelaPermissoes): FiltroPermissoes {
  const busca = filtro.busca.trim();
  return {
    ...(busca === '' ? {} : { busca }),
    ...(isAreaPermissao(filtro.area) ? { area: filtro.area } : {}),
  };
}

@injectable()
export class PermissaoListViewModel {
  readonly lista: ListViewModel<PermissaoDetalhe, FiltroTelaPermissoes>;

  constructor(
    @inject(PERMISSOES.api) private readonly permissoes: Pick<PermissaoApi, 'listar'>,
    @inject(SESSION.userStore) private readonly user: Pick<UserStore, 'usuario'>,
    @inject(SHELL.notifications) private readonly notifications: Pick<NotificationService, 'notify'>,
    @inject(APP.downloads) private readonly downloads: Downloads,
    @inject(APP.scheduler) scheduler: Scheduler,
  ) {
    this.lista = new ListViewModel(
      {
        vazio: VAZIO,
        pessoais: [],
        campoLivre: 'busca',
        ordenaveis: ['nome', 'area', 'rotulo'],
        buscar: (filtro, paginacao, signal) => this.#buscar(filtro, paginacao, signal),
      },
      scheduler,
    );
    makeAutoObservable<this, 'permissoes' | 'user' | 'notifications' | 'downloads'>(
      this,
      { lista: false, permissoes: false, user: false, notifications: false, downloads: false },
      { autoBind: true },
    );
  }

  setup(): () => void {
    return () => {
      this.lista.dispose();
    };
  }

  /** The Editar action (saving a permission needs EDITAR_PERMISSOES; viewing it, the list's own permission). */
  get podeEditar(): boolean {
    return hasPermissions(this.user.usuario, [PERMISSAO.EDITAR_PERMISSOES]);
  }

  /** The area filter's option now chosen. */
  get areaEscolhida(): OpcaoArea {
    const area = this.lista.rascunho.area;
    return OPCOES_AREA.find((o) => o.valor === area) ?? { valor: '', rotulo: 'Todas' };
  }

  /** Exportar CSV of the filtered list. */
  async exportar(): Promise<void> {
    await exportarLista(this.lista, COLUNAS_CSV_PERMISSOES, 'permissoes.csv', this.downloads, this.notifications);
  }


  async #buscar(filtro: FiltroTelaPermissoes, paginacao: Paginacao, signal: AbortSignal): Promise<Pagina<PermissaoDetalhe>> {
    return (await this.permissoes.listar(filtroPermissoes(filtro), paginacao, { signal })).dados;
  }
}

// What this file's tokens resolve to (di/token.ts: token tables never import the classes they name).
declare module '../../di/token.ts' {
  interface Registro {
    'permissoes:PermissaoListViewModel': PermissaoListViewModel;
  }
}
