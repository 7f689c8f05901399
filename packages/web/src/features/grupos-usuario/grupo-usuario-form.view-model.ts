/**
 * /grupo-usuario/salvar/:id?: creating and editing a user group — its name (upper case, as the server keeps
 * it), its description, and the permissions it holds, chosen from the catalogue grouped by area with a search
 * and "Selecionar todas" / "Limpar" per area. ADMINISTRADOR always holds every permission and keeps its name:
 * both are shown locked. On an existing group, Excluir.
 *
 * The form keeps permissions as catalogue ids (the form's values take lists of numbers) and sends their names.
 */
import {
  caminho,
  formatInteger,
  GRUPO_USUARIO,
  hasPermissions,
  PERMISSAO,
  rules,
  stripAccents,
  type GrupoUsuario,
  type Permissao,
  type PermissaoDetalhe,
} from '@rpj/domain';
import type { GrupoUsuarioApi, PermissaoApi } from '@rpj/sdk';
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import type { DraftStore } from '../../session/draft-store.ts';
import { SESSION } from '../../session/session.tokens.ts';
import type { UserStore } from '../../session/user.store.ts';
import type { AlertService } from '../../shell/alert.service.ts';
import type { Navigation } from '../../shell/navigation.ts';
import { SHELL } from '../../shell/shell.tokens.ts';
import { FormViewModel, type Campo } from '../../ui/form/form.view-model.ts';
import { rascunhoDe, statusDaFalha, type StatusRegistro } from '../../ui/form/registro.ts';
import { agruparPorArea, correspondeBusca, permissoesAtribuiveis } from './catalogo-permissoes.ts';
import { GRUPOS_USUARIO } from './grupos-usuario.tokens.ts';

/** The form's values. */
// A type alias (not an interface) so that it is a Valores record.
// eslint-disable-next-line @typescript-eslint/consistent-type-definitions
export type ValoresGrupo = {
  readonly nome: string;
  readonly descricao: string;
  /** Catalogue ids (`PermissaoDetalhe.id`) of the permissions the group holds. */
  readonly permissaoIds: readonly number[];
};

const VAZIO: ValoresGrupo = { nome: '', descricao: '', permissaoIds: [] };

// docs/api.md "GrupoUsuario": 2–60 of A-Z, 0-9, '_' and space, starting with a letter or a digit.
const NOME_GRUPO = /^[A-Z0-9][A-Z0-9 _]{1,59}$/;

/** Message of a group name the server would refuse. */
export const MENSAGEM_NOME_GRUPO =
  'Nome inválido: use de 2 a 60 letras sem acento, números, espaço ou sublinhado, começando por letra ou número.';

const CAMPOS: Readonly<Partial<Record<keyof ValoresGrupo, Campo>>> = {
  nome: {
    rotulo: 'Nome',
    obrigatorio: true,
    regras: [(valor: unknown) => (typeof valor === 'string' && NOME_GRUPO.test(valor.trim())) || MENSAGEM_NOME_GRUPO],
  },
  descricao: { rotulo: 'Descrição', regras: [rules.maxLength(255)] },
  permissaoIds: { rotulo: 'Permissões' },
};

/** An area of the catalogue as the editor shows it. */
export interface AreaEditor {
  readonly area: string;
  readonly titulo: string;
  /** The area's permissions that match the search. */
  readonly permissoes: readonly PermissaoDetalhe[];
  /** How many of the area's permissions (all of them, not only the visible) are ticked. */
  readonly selecionadas: number;
  /** How many permissions the area has. */
  readonly total: number;
  /** "Selecionar todas" has nothing left to tick among the visible ones. */
  readonly todasVisiveisSelecionadas: boolean;
  /** "Limpar" has nothing to untick among the visible ones. */
  readonly nenhumaVisivelSelecionada: boolean;
}

function valoresDe(grupo: GrupoUsuario, catalogo: readonly PermissaoDetalhe[]): ValoresGrupo {
  const nomes = new Set<string>(grupo.permissoes);
  return {
    nome: grupo.nome,
    descricao: grupo.descricao ?? '',
    permissaoIds: catalogo.filter((p) => nomes.has(p.nome)).map((p) => p.id),
  };
}

@injectable()
export class GrupoUsuarioFormViewModel {
  readonly form = new FormViewModel<ValoresGrupo>(VAZIO, CAMPOS);
  status: StatusRegistro = 'carregando';
  /** The permissions a group may hold, in display order. */
  catalogo: readonly PermissaoDetalhe[] = [];
  registro: GrupoUsuario | undefined = undefined;
  /** What is typed in the permissions' search box. */
  busca = '';
  ocupado = false;
  #id: number | undefined;

  constructor(
    @inject(GRUPOS_USUARIO.api) private readonly grupos: Pick<GrupoUsuarioApi, 'obter' | 'salvar' | 'remover'>,
    @inject(GRUPOS_USUARIO.permissoes) private readonly permissoes: Pick<PermissaoApi, 'catalogo'>,
    @inject(SESSION.userStore) private readonly user: Pick<UserStore, 'usuario' | 'load'>,
    @inject(SESSION.drafts) private readonly drafts: Pick<DraftStore, 'save' | 'load' | 'remove'>,
    @inject(SHELL.alerts) private readonly alerts: Pick<AlertService, 'confirm'>,
    @inject(SHELL.navigation) private readonly navigation: Navigation,
  ) {
    makeAutoObservable<this, 'grupos' | 'permissoes' | 'user' | 'drafts' | 'alerts' | 'navigation'>(
      this,
      { form: false, grupos: false, permissoes: false, user: false, drafts: false, alerts: false, navigation: false },
      { autoBind: true },
    );
  }

  /** The record to edit: the route's id, or none for a new group. */
  configure(id: string | undefined): void {
    this.#id = id === undefined ? undefined : Number(id);
  }

  setup(): undefined {
    void this.carregar();
    return undefined;
  }

  get novo(): boolean {
    return this.#id === undefined;
  }

  get titulo(): string {
    return this.novo ? 'Novo grupo' : (this.registro?.nome ?? 'Grupo de usuários');
  }

  /** The group is ADMINISTRADOR: every permission, always, and its name fixed. */
  get administrador(): boolean {
    return this.registro?.nome === GRUPO_USUARIO.ADMINISTRADOR;
  }

  /** Saving a new group needs CRIAR_PERMISSOES; an existing one, EDITAR_PERMISSOES (docs/api.md). */
  get podeSalvar(): boolean {
    return hasPermissions(this.user.usuario, [this.novo ? PERMISSAO.CRIAR_PERMISSOES : PERMISSAO.EDITAR_PERMISSOES]);
  }

  get podeRemover(): boolean {
    return !this.novo && !this.administrador && hasPermissions(this.user.usuario, [PERMISSAO.REMOVER_PERMISSOES]);
  }

  /** The name cannot be typed: read-only form, or ADMINISTRADOR (the server refuses renaming it). */
  get nomeBloqueado(): boolean {
    return !this.podeSalvar || this.administrador;
  }

  /** The permissions cannot be ticked: read-only form, or ADMINISTRADOR. */
  get permissoesBloqueadas(): boolean {
    return !this.podeSalvar || this.administrador;
  }

  /** True when the permission shows ticked (ADMINISTRADOR: all of them). */
  selecionada(id: number): boolean {
    return this.administrador || this.form.valores.permissaoIds.includes(id);
  }

  /** How many permissions show ticked. */
  get quantidadeSelecionadas(): number {
    if (this.administrador) return this.catalogo.length;
    const ids = new Set(this.form.valores.permissaoIds);
    return this.catalogo.filter((p) => ids.has(p.id)).length;
  }

  /** '12 de 76 selecionadas'. */
  get rotuloContagem(): string {
    const n = this.quantidadeSelecionadas;
    return `${formatInteger(n)} de ${formatInteger(this.catalogo.length)} ${n === 1 ? 'selecionada' : 'selecionadas'}`;
  }

  /** The permissions that match the search. */
  get visiveis(): readonly PermissaoDetalhe[] {
    return this.catalogo.filter((p) => correspondeBusca(p, this.busca));
  }

  /** What the search found, or `undefined` while nothing is typed. */
  get rotuloBusca(): string | undefined {
    if (this.busca.trim() === '') return undefined;
    const n = this.visiveis.length;
    if (n === 0) return `Nenhuma permissão encontrada para "${this.busca.trim()}".`;
    return `${formatInteger(n)} ${n === 1 ? 'permissão encontrada' : 'permissões encontradas'}.`;
  }

  /** The areas that have a visible permission, with their counts. */
  get areas(): readonly AreaEditor[] {
    const todas = agruparPorArea(this.catalogo);
    const visiveis = new Map(agruparPorArea(this.visiveis).map((a) => [a.area, a.permissoes]));
    return todas.flatMap((a): AreaEditor[] => {
      const mostradas = visiveis.get(a.area);
      if (mostradas === undefined) return [];
      return [
        {
          area: a.area,
          titulo: a.titulo,
          permissoes: mostradas,
          selecionadas: a.permissoes.filter((p) => this.selecionada(p.id)).length,
          total: a.permissoes.length,
          todasVisiveisSelecionadas: mostradas.every((p) => this.selecionada(p.id)),
          nenhumaVisivelSelecionada: mostradas.every((p) => !this.selecionada(p.id)),
        },
      ];
    });
  }

  /** Loads the catalogue and the record, then starts the form (with this user's draft, if any). */
  async carregar(): Promise<void> {
    this.status = 'carregando';
    try {
      const [catalogo, registro] = await Promise.all([
        this.permissoes.catalogo({ onNetworkError: 'report' }),
        this.#id === undefined ? Promise.resolve(undefined) : this.grupos.obter(this.#id, { onNetworkError: 'report' }),
      ]);
      runInAction(() => {
        this.catalogo = permissoesAtribuiveis(catalogo.dados);
        this.registro = registro?.dados;
        const valores = registro === undefined ? VAZIO : valoresDe(registro.dados, this.catalogo);
        this.form.iniciar(valores, rascunhoDe(this.drafts, this.user.usuario?.login, `grupo-usuario:${this.#id ?? 'novo'}`));
        this.status = 'pronto';
      });
    } catch (error) {
      runInAction(() => {
        this.status = statusDaFalha(error);
      });
    }
  }

  /** The name as typed: upper case without accents, as the server keeps group names. */
  setNome(valor: string): void {
    this.form.set('nome', stripAccents(valor).toUpperCase());
  }

  setBusca(valor: string): void {
    this.busca = valor;
  }

  limparBusca(): void {
    this.busca = '';
  }

  /** A permission ticked or unticked. */
  alternarPermissao(id: number, marcado: boolean): void {
    if (this.permissoesBloqueadas) return;
    this.form.alternar('permissaoIds', id, marcado);
  }

  /** "Selecionar todas" of an area: ticks the area's visible permissions (the search narrows what it ticks). */
  selecionarTodas(area: string): void {
    if (this.permissoesBloqueadas) return;
    const ids = this.#visiveisDaArea(area);
    this.form.set('permissaoIds', [...new Set([...this.form.valores.permissaoIds, ...ids])]);
  }

  /** "Limpar" of an area: unticks the area's visible permissions. */
  limparArea(area: string): void {
    if (this.permissoesBloqueadas) return;
    const ids = new Set(this.#visiveisDaArea(area));
    this.form.set(
      'permissaoIds',
      this.form.valores.permissaoIds.filter((id) => !ids.has(id)),
    );
  }

  /** The names the form sends: every assignable one for ADMINISTRADOR, the ticked ones otherwise. */
  nomesSelecionados(valores: ValoresGrupo = this.form.valores): readonly Permissao[] {
    if (this.administrador) return this.catalogo.map((p) => p.nome);
    const ids = new Set(valores.permissaoIds);
    return this.catalogo.filter((p) => ids.has(p.id)).map((p) => p.nome);
  }

  /** Salvar: back to the list when saved. */
  async salvar(): Promise<void> {
    if (!this.podeSalvar) return;
    const salvo = await this.form.salvar(async (v) => {
      const descricao = v.descricao.trim();
      return this.grupos.salvar({
        ...(this.#id === undefined ? {} : { id: this.#id, versao: this.registro?.versao ?? 0 }),
        nome: v.nome.trim(),
        ...(descricao === '' ? {} : { descricao }),
        permissoes: this.nomesSelecionados(v),
      });
    });
    if (salvo === undefined) return;
    // The signed-in user's permissions come through their groups: editing one of them changes what they may do.
    const meus = this.user.usuario?.groups ?? [];
    if (meus.some((g) => g.grupoUsuario.id === salvo.dados.id || g.grupoUsuario.nome === salvo.dados.nome)) void this.user.load();
    this.navigation.navigate(caminho('grupoUsuario'));
  }

  cancelar(): void {
    this.navigation.navigate(caminho('grupoUsuario'));
  }

  /** Excluir, after a confirmation that names the group. */
  async remover(): Promise<void> {
    const registro = this.registro;
    if (registro === undefined || this.ocupado || !this.podeRemover) return;
    const confirmado = await this.alerts.confirm({
      titulo: 'Excluir grupo',
      mensagem: `Excluir o grupo ${registro.nome}? Só é possível excluir um grupo sem usuários.`,
      rotuloConfirmar: 'Excluir',
    });
    if (!confirmado) return;
    this.ocupado = true;
    try {
      await this.grupos.remover(registro.id);
      this.form.concluir();
      this.navigation.navigate(caminho('grupoUsuario'));
    } catch {
      // The SDK has shown what went wrong (a group with users: 409).
    } finally {
      runInAction(() => {
        this.ocupado = false;
      });
    }
  }

  /** After a conflict: the current version of the record, the local changes dropped. */
  async recarregar(): Promise<void> {
    this.form.descartarRascunho();
    await this.carregar();
  }

  #visiveisDaArea(area: string): readonly number[] {
    return this.visiveis.filter((p) => p.area === area).map((p) => p.id);
  }
}

// What this file's tokens resolve to (di/token.ts: token tables never import the classes they name).
declare module '../../di/token.ts' {
  interface Registro {
    'grupos-usuario:GrupoUsuarioFormViewModel': GrupoUsuarioFormViewModel;
  }
}
