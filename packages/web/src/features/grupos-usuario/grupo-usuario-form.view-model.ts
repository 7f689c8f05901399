/**
 * /grupo-usuario/salvar/:id?: creating and editing a user group — its name (upper case, as the server keeps
 * it), its description, and the permissions it holds, chosen from the catalogue grouped by area with a search
 * and "Selecionar todas" / "Limpar" per area. ADMINISTRADOR always holds every permission and keeps its name:
 * both are shown locked. On an existing group, Excluir.
 *
 * The form keeps permissions as catalogue ids (the form's values take lists of numbers) and sends their names.
 */
import {
  formatInteger,
  GRUPO_USUARIO,
  rules,
  stripAccents,
  type GrupoUsuario,
  type Permissao,
  type PermissaoDetalhe,
} from '@rpj/domain';
import type { GrupoUsuarioApi, PermissaoApi } from '@rpj/sdk';
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import type { Campo } from '../../ui/form/form.view-model.ts';
import { RegistroViewModel } from '../../ui/form/registro.view-model.ts';
import type { ServicosTela } from '../../ui/tela/servicos-tela.ts';
import { UI } from '../../ui/tela/tela.tokens.ts';
import { agruparPorArea, correspondeBusca, permissoesAtribuiveis } from './catalogo-permissoes.ts';
import { GRUPO_USUARIO_ENTIDADE } from './grupo-usuario.entidade.ts';
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
  readonly tela: RegistroViewModel<GrupoUsuario, ValoresGrupo>;
  /** The permissions a group may hold, in display order. */
  catalogo: readonly PermissaoDetalhe[] = [];
  /** What is typed in the permissions' search box. */
  busca = '';

  constructor(
    @inject(GRUPOS_USUARIO.api) grupos: Pick<GrupoUsuarioApi, 'obter' | 'salvar' | 'remover'>,
    @inject(GRUPOS_USUARIO.permissoes) permissoes: Pick<PermissaoApi, 'catalogo'>,
    @inject(UI.servicos) servicos: ServicosTela,
  ) {
    this.tela = new RegistroViewModel<GrupoUsuario, ValoresGrupo>(
      {
        entidade: GRUPO_USUARIO_ENTIDADE,
        vazio: VAZIO,
        campos: CAMPOS,
        obter: async (id, opcoes) => (await grupos.obter(id, opcoes)).dados,
        carregarJunto: async (opcoes) => {
          const catalogo = permissoesAtribuiveis((await permissoes.catalogo(opcoes)).dados);
          runInAction(() => {
            this.catalogo = catalogo;
          });
        },
        valores: (grupo) => valoresDe(grupo, this.catalogo),
        enviar: async (v, base, opcoes) => {
          const descricao = v.descricao.trim();
          const corpo = { nome: v.nome.trim(), ...(descricao === '' ? {} : { descricao }), permissoes: this.nomesSelecionados(v) };
          return (await grupos.salvar({ ...base, ...corpo }, opcoes)).dados;
        },
        remover: (id) => grupos.remover(id),
        // ADMINISTRADOR is kept by the server.
        removivel: (grupo) => grupo.nome !== GRUPO_USUARIO.ADMINISTRADOR,
        // The signed-in user's permissions come through their groups: editing one of them changes what they may do.
        aoSalvar: (salvo) => {
          const meus = servicos.user.usuario?.groups ?? [];
          if (meus.some((g) => g.grupoUsuario.id === salvo.id || g.grupoUsuario.nome === salvo.nome)) void servicos.user.load();
        },
      },
      servicos,
    );
    makeAutoObservable(this, { tela: false }, { autoBind: true });
  }

  /** The group is ADMINISTRADOR: every permission, always, and its name fixed. */
  get administrador(): boolean {
    return this.tela.registro?.nome === GRUPO_USUARIO.ADMINISTRADOR;
  }

  /** The name cannot be typed: read-only form, or ADMINISTRADOR (the server refuses renaming it). */
  get nomeBloqueado(): boolean {
    return !this.tela.podeSalvar || this.administrador;
  }

  /** The permissions cannot be ticked: read-only form, or ADMINISTRADOR. */
  get permissoesBloqueadas(): boolean {
    return !this.tela.podeSalvar || this.administrador;
  }

  /** True when the permission shows ticked (ADMINISTRADOR: all of them). */
  selecionada(id: number): boolean {
    return this.administrador || this.tela.form.valores.permissaoIds.includes(id);
  }

  /** How many permissions show ticked. */
  get quantidadeSelecionadas(): number {
    if (this.administrador) return this.catalogo.length;
    const ids = new Set(this.tela.form.valores.permissaoIds);
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

  /** The last name typed lost accents or a cedilla on its way into the field (the screen says so). */
  nomeSemAcentos = false;

  /**
   * The name as typed, shown at once in the form the server keeps (upper case without accents), so what is saved
   * is what the person sees; when accents or a cedilla were taken out, {@link nomeSemAcentos} says so.
   */
  setNome(valor: string): void {
    const guardado = stripAccents(valor).toUpperCase();
    this.nomeSemAcentos = guardado !== valor.toUpperCase();
    this.tela.form.set('nome', guardado);
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
    this.tela.form.alternar('permissaoIds', id, marcado);
  }

  /** "Selecionar todas" of an area: ticks the area's visible permissions (the search narrows what it ticks). */
  selecionarTodas(area: string): void {
    if (this.permissoesBloqueadas) return;
    const ids = this.#visiveisDaArea(area);
    this.tela.form.set('permissaoIds', [...new Set([...this.tela.form.valores.permissaoIds, ...ids])]);
  }

  /** "Limpar" of an area: unticks the area's visible permissions. */
  limparArea(area: string): void {
    if (this.permissoesBloqueadas) return;
    const ids = new Set(this.#visiveisDaArea(area));
    this.tela.form.set(
      'permissaoIds',
      this.tela.form.valores.permissaoIds.filter((id) => !ids.has(id)),
    );
  }

  /** The names the form sends: every assignable one for ADMINISTRADOR, the ticked ones otherwise. */
  nomesSelecionados(valores: ValoresGrupo = this.tela.form.valores): readonly Permissao[] {
    if (this.administrador) return this.catalogo.map((p) => p.nome);
    const ids = new Set(valores.permissaoIds);
    return this.catalogo.filter((p) => ids.has(p.id)).map((p) => p.nome);
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
