/**
 * /permissao/salvar/:id: one permission of the fixed catalogue — its name, area and action shown read-only;
 * its label, description and the groups holding it editable with EDITAR_PERMISSOES. ADMINISTRADOR always holds
 * every permission (shown ticked and locked); the `NULL` marker is never given to a group. There is no new
 * permission: without an id the screen says the catalogue is fixed.
 */
import {
  GRUPO_USUARIO,
  permissaoInfo,
  ROTULO_ACAO,
  rules,
  type GrupoRef,
  type PermissaoDetalhe,
} from '@rpj/domain';
import type { GrupoUsuarioApi, PermissaoApi } from '@rpj/sdk';
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import type { Campo } from '../../ui/form/form.view-model.ts';
import { RegistroViewModel } from '../../ui/form/registro.view-model.ts';
import type { ServicosTela } from '../../ui/tela/servicos-tela.ts';
import { UI } from '../../ui/tela/tela.tokens.ts';
import { rotuloArea } from './area-permissao.ts';
import { PERMISSAO_ENTIDADE } from './permissao.entidade.ts';
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
  readonly tela: RegistroViewModel<PermissaoDetalhe, ValoresPermissao>;
  /** Every group, for the checkboxes. */
  grupos: readonly GrupoRef[] = [];

  constructor(
    @inject(PERMISSOES.api) permissoes: Pick<PermissaoApi, 'obter' | 'salvar'>,
    @inject(PERMISSOES.grupos) gruposApi: Pick<GrupoUsuarioApi, 'todos'>,
    @inject(UI.servicos) servicos: ServicosTela,
  ) {
    this.tela = new RegistroViewModel<PermissaoDetalhe, ValoresPermissao>(
      {
        entidade: PERMISSAO_ENTIDADE,
        vazio: VAZIO,
        campos: CAMPOS,
        // A route without an id is not a permission: the catalogue is fixed.
        semNovo: true,
        obter: async (id, opcoes) => (await permissoes.obter(id, opcoes)).dados,
        carregarJunto: async (opcoes) => {
          const grupos = (await gruposApi.todos(opcoes)).dados;
          runInAction(() => {
            this.grupos = grupos;
          });
        },
        valores: (p) => ({ rotulo: p.rotulo, descricao: p.descricao ?? '', grupoIds: p.grupos.map((g) => g.id) }),
        enviar: async (v, base, opcoes) => {
          const descricao = v.descricao.trim();
          const corpo = { rotulo: v.rotulo.trim(), ...(descricao === '' ? {} : { descricao }), grupoIds: this.grupoIdsParaSalvar(v) };
          // semNovo: the screen only opens with an id, so a save always has one.
          if (base.id === undefined) throw new Error('A permission is saved only with its id.');
          return (await permissoes.salvar({ id: base.id, versao: base.versao, ...corpo }, opcoes)).dados;
        },
        titulo: (p) => p.rotulo,
        // A group of the signed-in user gained or lost this permission: what they may do changed.
        aoSalvar: (salvo, anterior) => {
          const antes = new Set(anterior?.grupos.map((g) => g.id));
          const depois = new Set(salvo.grupos.map((g) => g.id));
          const mudaram = [...antes, ...depois].filter((id) => antes.has(id) !== depois.has(id));
          const meus = servicos.user.usuario?.groups ?? [];
          if (meus.some((g) => g.grupoUsuario.id !== undefined && mudaram.includes(g.grupoUsuario.id))) void servicos.user.load();
        },
      },
      servicos,
    );
    makeAutoObservable(this, { tela: false }, { autoBind: true });
  }

  /** The route has no id: there is no new permission to create. */
  get semId(): boolean {
    return this.tela.novo;
  }

  /** The area's pt-BR title. */
  get rotuloArea(): string {
    return this.tela.registro === undefined ? '' : rotuloArea(this.tela.registro.area);
  }

  /** The action's pt-BR verb. */
  get rotuloAcao(): string {
    return this.tela.registro === undefined ? '' : ROTULO_ACAO[this.tela.registro.acao];
  }

  /** False for the `NULL` marker, which no group holds. */
  get atribuivel(): boolean {
    return this.tela.registro === undefined || permissaoInfo(this.tela.registro.nome).atribuivel;
  }

  get podeEditarGrupos(): boolean {
    return this.tela.podeSalvar && this.atribuivel;
  }

  /** The id of the group ADMINISTRADOR, when there is one. */
  get administradorId(): number | undefined {
    return this.grupos.find((g) => g.nome === GRUPO_USUARIO.ADMINISTRADOR)?.id;
  }

  /** True when the group shows ticked (ADMINISTRADOR always, for a permission groups may hold). */
  grupoMarcado(id: number): boolean {
    return (this.atribuivel && id === this.administradorId) || this.tela.form.valores.grupoIds.includes(id);
  }

  /** True when the group's checkbox cannot change. */
  grupoBloqueado(id: number): boolean {
    return !this.podeEditarGrupos || id === this.administradorId;
  }

  /** A group ticked or unticked (ADMINISTRADOR stays). */
  alternarGrupo(id: number, marcado: boolean): void {
    if (this.grupoBloqueado(id)) return;
    this.tela.form.alternar('grupoIds', id, marcado);
  }

  /** The group ids the form sends: the ticked ones, and ADMINISTRADOR for a permission groups may hold. */
  grupoIdsParaSalvar(valores: ValoresPermissao = this.tela.form.valores): readonly number[] {
    const admin = this.administradorId;
    const ids = new Set(valores.grupoIds);
    if (this.atribuivel && admin !== undefined) ids.add(admin);
    return [...ids].sort((a, b) => a - b);
  }
}

// What this file's tokens resolve to (di/token.ts: token tables never import the classes they name).
declare module '../../di/token.ts' {
  interface Registro {
    'permissoes:PermissaoFormViewModel': PermissaoFormViewModel;
  }
}
