/**
 * /permissao/salvar/:id: one permission of the fixed catalogue — its name, area and action shown read-only;
 * its label, description and the groups holding it editable with EDITAR_PERMISSOES. ADMINISTRADOR always holds
 * every permission (shown ticked and locked); the `NULL` marker is never given to a group. There is no new
 * permission: without an id the screen says the catalogue is fixed.
 */
import {
  caminho,
  GRUPO_USUARIO,
  hasPermissions,
  PERMISSAO,
  permissaoInfo,
  ROTULO_ACAO,
  rules,
  type GrupoRef,
  type PermissaoDetalhe,
} from '@rpj/domain';
import type { GrupoUsuarioApi, PermissaoApi } from '@rpj/sdk';
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import type { DraftStore } from '../../session/draft-store.ts';
import { SESSION } from '../../session/session.tokens.ts';
import type { UserStore } from '../../session/user.store.ts';
import type { Navigation } from '../../shell/navigation.ts';
import { SHELL } from '../../shell/shell.tokens.ts';
import { FormViewModel, type Campo } from '../../ui/form/form.view-model.ts';
import { rascunhoDe, statusDaFalha, type StatusRegistro } from '../../ui/form/registro.ts';
import { rotuloArea } from './area-permissao.ts';
import { PERMISSOES } from './permissoes.tokens.ts';

/** The form's values. */
// A type alias (not an interface) so that it is a Valores record.
// eslint-disable-next-line @typescript-eslint/consistent-type-definitions
export type ValoresPermissao = {
  readonly rotulo: string;
  readonly descricao: string;
  readonly grupoIds: readonly number[];
};

const VAZIO: ValoresPermissao = { rotulo: '', descricao: '', grupoIds: [] };

const CAMPOS: Readonly<Partial<Record<keyof ValoresPermissao, Campo>>> = {
  rotulo: { rotulo: 'Rótulo', obrigatorio: true, regras: [rules.maxLength(80)] },
  descricao: { rotulo: 'Descrição', regras: [rules.maxLength(255)] },
  grupoIds: { rotulo: 'Grupos' },
};

@injectable()
export class PermissaoFormViewModel {
  readonly form = new FormViewModel<ValoresPermissao>(VAZIO, CAMPOS);
  status: StatusRegistro = 'carregando';
  /** Every group, for the checkboxes. */
  grupos: readonly GrupoRef[] = [];
  registro: PermissaoDetalhe | undefined = undefined;
  #id: number | undefined;

  constructor(
    @inject(PERMISSOES.api) private readonly permissoes: Pick<PermissaoApi, 'obter' | 'salvar'>,
    @inject(PERMISSOES.grupos) private readonly gruposApi: Pick<GrupoUsuarioApi, 'todos'>,
    @inject(SESSION.userStore) private readonly user: Pick<UserStore, 'usuario' | 'load'>,
    @inject(SESSION.drafts) private readonly drafts: Pick<DraftStore, 'save' | 'load' | 'remove'>,
    @inject(SHELL.navigation) private readonly navigation: Navigation,
  ) {
    makeAutoObservable<this, 'permissoes' | 'gruposApi' | 'user' | 'drafts' | 'navigation'>(
      this,
      { form: false, permissoes: false, gruposApi: false, user: false, drafts: false, navigation: false },
      { autoBind: true },
    );
  }

  /** The record to edit: the route's id (a route without one is not a permission: the catalogue is fixed). */
  configure(id: string | undefined): void {
    this.#id = id === undefined ? undefined : Number(id);
  }

  setup(): undefined {
    void this.carregar();
    return undefined;
  }

  /** The route has no id: there is no new permission to create. */
  get semId(): boolean {
    return this.#id === undefined;
  }

  get titulo(): string {
    return this.registro?.rotulo ?? 'Permissão';
  }

  /** The area's pt-BR title. */
  get rotuloArea(): string {
    return this.registro === undefined ? '' : rotuloArea(this.registro.area);
  }

  /** The action's pt-BR verb. */
  get rotuloAcao(): string {
    return this.registro === undefined ? '' : ROTULO_ACAO[this.registro.acao];
  }

  /** Saving needs EDITAR_PERMISSOES; without it the form is read-only. */
  get podeSalvar(): boolean {
    return hasPermissions(this.user.usuario, [PERMISSAO.EDITAR_PERMISSOES]);
  }

  /** False for the `NULL` marker, which no group holds. */
  get atribuivel(): boolean {
    return this.registro === undefined || permissaoInfo(this.registro.nome).atribuivel;
  }

  get podeEditarGrupos(): boolean {
    return this.podeSalvar && this.atribuivel;
  }

  /** The id of the group ADMINISTRADOR, when there is one. */
  get administradorId(): number | undefined {
    return this.grupos.find((g) => g.nome === GRUPO_USUARIO.ADMINISTRADOR)?.id;
  }

  /** True when the group shows ticked (ADMINISTRADOR always, for a permission groups may hold). */
  grupoMarcado(id: number): boolean {
    return (this.atribuivel && id === this.administradorId) || this.form.valores.grupoIds.includes(id);
  }

  /** True when the group's checkbox cannot change. */
  grupoBloqueado(id: number): boolean {
    return !this.podeEditarGrupos || id === this.administradorId;
  }

  /** Loads the record and the groups, then starts the form (with this user's draft, if any). */
  async carregar(): Promise<void> {
    const id = this.#id;
    if (id === undefined) {
      this.status = 'naoEncontrado';
      return;
    }
    this.status = 'carregando';
    try {
      const [registro, grupos] = await Promise.all([
        this.permissoes.obter(id, { onNetworkError: 'report' }),
        this.gruposApi.todos({ onNetworkError: 'report' }),
      ]);
      runInAction(() => {
        this.registro = registro.dados;
        this.grupos = grupos.dados;
        this.form.iniciar(
          {
            rotulo: registro.dados.rotulo,
            descricao: registro.dados.descricao ?? '',
            grupoIds: registro.dados.grupos.map((g) => g.id),
          },
          rascunhoDe(this.drafts, this.user.usuario?.login, `permissao:${id}`),
        );
        this.status = 'pronto';
      });
    } catch (error) {
      runInAction(() => {
        this.status = statusDaFalha(error);
      });
    }
  }

  /** A group ticked or unticked (ADMINISTRADOR stays). */
  alternarGrupo(id: number, marcado: boolean): void {
    if (this.grupoBloqueado(id)) return;
    this.form.alternar('grupoIds', id, marcado);
  }

  /** The group ids the form sends: the ticked ones, and ADMINISTRADOR for a permission groups may hold. */
  grupoIdsParaSalvar(valores: ValoresPermissao = this.form.valores): readonly number[] {
    const admin = this.administradorId;
    const ids = new Set(valores.grupoIds);
    if (this.atribuivel && admin !== undefined) ids.add(admin);
    return [...ids].sort((a, b) => a - b);
  }

  /** Salvar: back to the list when saved. */
  async salvar(): Promise<void> {
    const registro = this.registro;
    if (!this.podeSalvar || registro === undefined) return;
    const antes = new Set(registro.grupos.map((g) => g.id));
    const salvo = await this.form.salvar(async (v) => {
      const descricao = v.descricao.trim();
      return this.permissoes.salvar({
        id: registro.id,
        versao: registro.versao,
        rotulo: v.rotulo.trim(),
        ...(descricao === '' ? {} : { descricao }),
        grupoIds: this.grupoIdsParaSalvar(v),
      });
    });
    if (salvo === undefined) return;
    // A group of the signed-in user gained or lost this permission: what they may do changed.
    const depois = new Set(salvo.dados.grupos.map((g) => g.id));
    const mudaram = [...antes, ...depois].filter((id) => antes.has(id) !== depois.has(id));
    const meus = this.user.usuario?.groups ?? [];
    if (meus.some((g) => g.grupoUsuario.id !== undefined && mudaram.includes(g.grupoUsuario.id))) void this.user.load();
    this.navigation.navigate(caminho('permissao'));
  }

  cancelar(): void {
    this.navigation.navigate(caminho('permissao'));
  }

  /** After a conflict: the current version of the record, the local changes dropped. */
  async recarregar(): Promise<void> {
    this.form.descartarRascunho();
    await this.carregar();
  }
}

// What this file's tokens resolve to (di/token.ts: token tables never import the classes they name).
declare module '../../di/token.ts' {
  interface Registro {
    'permissoes:PermissaoFormViewModel': PermissaoFormViewModel;
  }
}
