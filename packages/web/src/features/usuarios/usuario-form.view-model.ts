/**
 * /usuario/cadastro/:id?: creating and editing a staff account — personal data with the CPF mask, login and
 * situation, groups (changing them needs EDITAR_PERMISSOES, as the server says), and on an existing account
 * Excluir and Redefinir senha (the temporary password shown once). An account holding permissions the signed-in
 * user lacks is shown read-only, saying why (security.md #14).
 */
import {
  acaoSobreConta,
  caminho,
  hasPermissions,
  MASKS,
  mensagemContaMaisPoderosa,
  PERMISSAO,
  rules,
  type GrupoRef,
  type Permissao,
  type Usuario,
} from '@rpj/domain';
import type { GrupoUsuarioApi, UsuarioApi } from '@rpj/sdk';
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { SESSION } from '../../session/session.tokens.ts';
import type { DraftStore } from '../../session/draft-store.ts';
import type { UserStore } from '../../session/user.store.ts';
import type { AlertService } from '../../shell/alert.service.ts';
import type { Navigation } from '../../shell/navigation.ts';
import { SHELL } from '../../shell/shell.tokens.ts';
import { FormViewModel, type Campo } from '../../ui/form/form.view-model.ts';
import { rascunhoDe, statusDaFalha, type StatusRegistro } from '../../ui/form/registro.ts';
import { USUARIOS } from './usuarios.tokens.ts';

/** The form's values. */
// A type alias (not an interface) so that it is a Valores record.
// eslint-disable-next-line @typescript-eslint/consistent-type-definitions
export type ValoresUsuario = {
  readonly nome: string;
  readonly cpf: string;
  readonly email: string;
  readonly login: string;
  readonly ativo: boolean;
  readonly grupoIds: readonly number[];
};

const VAZIO: ValoresUsuario = { nome: '', cpf: '', email: '', login: '', ativo: true, grupoIds: [] };

const CAMPOS: Readonly<Partial<Record<keyof ValoresUsuario, Campo>>> = {
  nome: { rotulo: 'Nome completo', obrigatorio: true, regras: [rules.minLength(3), rules.maxLength(120)] },
  cpf: { rotulo: 'CPF', obrigatorio: true, regras: [rules.cpf()], mascara: MASKS.cpf },
  email: { rotulo: 'E-mail', regras: [rules.email(), rules.maxLength(120)] },
  login: {
    rotulo: 'Login',
    obrigatorio: true,
    regras: [rules.login()],
  },
  ativo: { rotulo: 'Situação' },
  grupoIds: { rotulo: 'Grupos' },
};

function valoresDe(usuario: Usuario, grupos: readonly GrupoRef[]): ValoresUsuario {
  const ids = usuario.groups
    .map((g) => g.grupoUsuario.id ?? grupos.find((r) => r.nome === g.grupoUsuario.nome)?.id)
    .filter((id): id is number => id !== undefined);
  return {
    nome: usuario.nome,
    cpf: MASKS.cpf.format(usuario.cpf),
    email: usuario.email ?? '',
    login: usuario.login,
    ativo: usuario.ativo,
    grupoIds: ids,
  };
}

@injectable()
export class UsuarioFormViewModel {
  readonly form = new FormViewModel<ValoresUsuario>(VAZIO, CAMPOS);
  status: StatusRegistro = 'carregando';
  grupos: readonly GrupoRef[] = [];
  registro: Usuario | undefined = undefined;
  /** The temporary password of a reset, shown once until closed. */
  senhaTemporaria: string | undefined = undefined;
  ocupado = false;
  #id: number | undefined;

  constructor(
    @inject(USUARIOS.api) private readonly usuarios: Pick<UsuarioApi, 'obter' | 'salvar' | 'remover' | 'resetarSenha'>,
    @inject(USUARIOS.grupos) private readonly gruposApi: Pick<GrupoUsuarioApi, 'todos'>,
    @inject(SESSION.userStore) private readonly user: Pick<UserStore, 'usuario' | 'load'>,
    @inject(SESSION.drafts) private readonly drafts: Pick<DraftStore, 'save' | 'load' | 'remove'>,
    @inject(SHELL.alerts) private readonly alerts: Pick<AlertService, 'confirm'>,
    @inject(SHELL.navigation) private readonly navigation: Navigation,
  ) {
    makeAutoObservable<this, 'usuarios' | 'gruposApi' | 'user' | 'drafts' | 'alerts' | 'navigation'>(
      this,
      { form: false, usuarios: false, gruposApi: false, user: false, drafts: false, alerts: false, navigation: false },
      { autoBind: true },
    );
  }

  /** The record to edit: the route's id, or none for a new user. */
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
    return this.novo ? 'Novo usuário' : (this.registro?.nome ?? 'Usuário');
  }

  /**
   * The permissions of the record that the signed-in user lacks: acting on it (saving, Excluir, Redefinir senha)
   * needs them all (security.md #14, `acaoSobreConta`), as the server says.
   */
  get permissoesQueFaltam(): readonly Permissao[] {
    const registro = this.registro;
    const eu = this.user.usuario;
    if (this.novo || registro === undefined || eu === undefined) return [];
    const acao = acaoSobreConta(eu.permissoes, registro.permissoes);
    return acao.permitida ? [] : acao.faltando;
  }

  /** Why this account can only be viewed here, when it holds permissions the signed-in user lacks. */
  get avisoContaMaisPoderosa(): string | undefined {
    const faltando = this.permissoesQueFaltam;
    return faltando.length === 0 ? undefined : mensagemContaMaisPoderosa(faltando);
  }

  get podeSalvar(): boolean {
    return hasPermissions(this.user.usuario, [this.novo ? PERMISSAO.CRIAR_USUARIOS : PERMISSAO.EDITAR_USUARIOS]) && this.permissoesQueFaltam.length === 0;
  }

  get podeEditarGrupos(): boolean {
    return this.podeSalvar && hasPermissions(this.user.usuario, [PERMISSAO.EDITAR_PERMISSOES]);
  }

  get podeRemover(): boolean {
    return (
      !this.novo &&
      hasPermissions(this.user.usuario, [PERMISSAO.REMOVER_USUARIOS]) &&
      this.registro?.id !== this.user.usuario?.id &&
      this.permissoesQueFaltam.length === 0
    );
  }

  get podeRedefinirSenha(): boolean {
    return !this.novo && hasPermissions(this.user.usuario, [PERMISSAO.EDITAR_USUARIOS]) && this.permissoesQueFaltam.length === 0;
  }

  /** Loads the groups and the record, then starts the form (with this user's draft, if any). */
  async carregar(): Promise<void> {
    this.status = 'carregando';
    try {
      const [grupos, registro] = await Promise.all([
        this.gruposApi.todos({ onNetworkError: 'report' }),
        this.#id === undefined ? Promise.resolve(undefined) : this.usuarios.obter(this.#id, { onNetworkError: 'report' }),
      ]);
      runInAction(() => {
        this.grupos = grupos.dados;
        this.registro = registro?.dados;
        const valores = registro === undefined ? VAZIO : valoresDe(registro.dados, grupos.dados);
        this.form.iniciar(valores, rascunhoDe(this.drafts, this.user.usuario?.login, `usuario:${this.#id ?? 'novo'}`));
        this.status = 'pronto';
      });
    } catch (error) {
      runInAction(() => {
        this.status = statusDaFalha(error);
      });
    }
  }

  /** A group ticked or unticked. */
  alternarGrupo(id: number, marcado: boolean): void {
    this.form.alternar('grupoIds', id, marcado);
  }

  /** Salvar: back to the list when saved. */
  async salvar(): Promise<void> {
    if (!this.podeSalvar) return;
    const salvo = await this.form.salvar(async (v) => {
      const cpf = MASKS.cpf.parse(v.cpf);
      const email = v.email.trim();
      return this.usuarios.salvar({
        ...(this.#id === undefined ? {} : { id: this.#id, versao: this.registro?.versao ?? 0 }),
        nome: v.nome.trim(),
        cpf,
        login: v.login.trim(),
        ...(email === '' ? {} : { email }),
        ativo: v.ativo,
        grupoIds: v.grupoIds,
      });
    });
    if (salvo === undefined) return;
    // Editing oneself changes the signed-in user's record (name, groups).
    if (salvo.dados.id === this.user.usuario?.id) void this.user.load();
    this.navigation.navigate(caminho('usuario'));
  }

  cancelar(): void {
    this.navigation.navigate(caminho('usuario'));
  }

  /** Excluir, after a confirmation that names the user. */
  async remover(): Promise<void> {
    const registro = this.registro;
    if (registro === undefined || this.ocupado) return;
    const confirmado = await this.alerts.confirm({
      titulo: 'Excluir usuário',
      mensagem: `Excluir o usuário ${registro.nome}? Ele não poderá mais entrar no sistema; o histórico é mantido.`,
      rotuloConfirmar: 'Excluir',
    });
    if (!confirmado) return;
    this.ocupado = true;
    try {
      await this.usuarios.remover(registro.id);
      this.form.concluir();
      this.navigation.navigate(caminho('usuario'));
    } catch {
      // The SDK has shown what went wrong.
    } finally {
      runInAction(() => {
        this.ocupado = false;
      });
    }
  }

  /** Redefinir senha: a temporary password that works once, shown once. */
  async redefinirSenha(): Promise<void> {
    const registro = this.registro;
    if (registro === undefined || this.ocupado) return;
    const confirmado = await this.alerts.confirm({
      titulo: 'Redefinir senha',
      mensagem: `Gerar uma senha temporária para ${registro.nome}? A senha atual deixa de valer, e no próximo acesso ${registro.nome.split(' ')[0] ?? ''} terá de escolher uma nova.`,
      rotuloConfirmar: 'Gerar senha temporária',
    });
    if (!confirmado) return;
    this.ocupado = true;
    try {
      // The password dialog says it all: only failures go to the alert dialog.
      const resposta = await this.usuarios.resetarSenha(registro.id, { modoAlerta: 'error' });
      runInAction(() => {
        this.senhaTemporaria = resposta.dados.senhaTemporaria;
      });
    } catch {
      // The SDK has shown what went wrong.
    } finally {
      runInAction(() => {
        this.ocupado = false;
      });
    }
  }

  /** The temporary password was handed over: it is never shown again. */
  fecharSenha(): void {
    this.senhaTemporaria = undefined;
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
    'usuarios:UsuarioFormViewModel': UsuarioFormViewModel;
  }
}
