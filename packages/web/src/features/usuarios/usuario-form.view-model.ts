/**
 * /usuario/cadastro/:id?: creating and editing a staff account — personal data with the CPF mask, login and
 * situation, groups (changing them needs EDITAR_PERMISSOES, as the server says), and on an existing account
 * Excluir and Redefinir senha (the temporary password shown once). An account holding permissions the signed-in
 * user lacks is shown read-only, saying why (security.md #14).
 */
import {
  acaoSobreConta,
  hasPermissions,
  MASKS,
  mensagemContaMaisPoderosa,
  PERMISSAO,
  rules,
  type GrupoRef,
  type Permissao,
  type Usuario,
  type UsuarioSalvar,
} from '@rpj/domain';
import type { GrupoUsuarioApi, UsuarioApi } from '@rpj/sdk';
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import type { Campo } from '../../ui/form/form.view-model.ts';
import { RegistroViewModel } from '../../ui/form/registro.view-model.ts';
import type { ServicosTela } from '../../ui/tela/servicos-tela.ts';
import { UI } from '../../ui/tela/tela.tokens.ts';
import { USUARIO } from './usuario.entidade.ts';
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

/** What Salvar sends of the values: the CPF's digits, no empty e-mail. */
function corpo(v: ValoresUsuario): Omit<UsuarioSalvar, 'id' | 'versao'> {
  const email = v.email.trim();
  return {
    nome: v.nome.trim(),
    cpf: MASKS.cpf.parse(v.cpf),
    login: v.login.trim(),
    ...(email === '' ? {} : { email }),
    ativo: v.ativo,
    grupoIds: v.grupoIds,
  };
}

@injectable()
export class UsuarioFormViewModel {
  readonly tela: RegistroViewModel<Usuario, ValoresUsuario>;
  grupos: readonly GrupoRef[] = [];
  /** The temporary password of a reset, shown once until closed. */
  senhaTemporaria: string | undefined = undefined;

  constructor(
    @inject(USUARIOS.api) private readonly usuarios: Pick<UsuarioApi, 'obter' | 'salvar' | 'remover' | 'resetarSenha' | 'ficha'>,
    @inject(USUARIOS.grupos) gruposApi: Pick<GrupoUsuarioApi, 'todos'>,
    @inject(UI.servicos) private readonly servicos: ServicosTela,
  ) {
    this.tela = new RegistroViewModel<Usuario, ValoresUsuario>(
      {
        entidade: USUARIO,
        vazio: VAZIO,
        campos: CAMPOS,
        obter: async (id, opcoes) => (await usuarios.obter(id, opcoes)).dados,
        carregarJunto: async (opcoes) => {
          const grupos = (await gruposApi.todos(opcoes)).dados;
          runInAction(() => {
            this.grupos = grupos;
          });
        },
        valores: (usuario) => valoresDe(usuario, this.grupos),
        enviar: async (v, base, opcoes) => (await usuarios.salvar({ ...base, ...corpo(v) }, opcoes)).dados,
        remover: (id) => usuarios.remover(id),
        somenteLeitura: () => this.permissoesQueFaltam.length > 0,
        removivel: (usuario) => usuario.id !== servicos.user.usuario?.id,
        // Editing oneself changes the signed-in user's record (name, groups).
        aoSalvar: (salvo) => {
          if (salvo.id === servicos.user.usuario?.id) void servicos.user.load();
        },
      },
      servicos,
    );
    makeAutoObservable<this, 'usuarios' | 'servicos'>(this, { tela: false, usuarios: false, servicos: false }, { autoBind: true });
  }

  /**
   * The permissions of the record that the signed-in user lacks: acting on it (saving, Excluir, Redefinir senha)
   * needs them all (security.md #14, `acaoSobreConta`), as the server says.
   */
  get permissoesQueFaltam(): readonly Permissao[] {
    const registro = this.tela.registro;
    const eu = this.servicos.user.usuario;
    if (this.tela.novo || registro === undefined || eu === undefined) return [];
    const acao = acaoSobreConta(eu.permissoes, registro.permissoes);
    return acao.permitida ? [] : acao.faltando;
  }

  /** Why this account can only be viewed here, when it holds permissions the signed-in user lacks. */
  get avisoContaMaisPoderosa(): string | undefined {
    const faltando = this.permissoesQueFaltam;
    return faltando.length === 0 ? undefined : mensagemContaMaisPoderosa(faltando);
  }

  get podeEditarGrupos(): boolean {
    return this.tela.podeSalvar && hasPermissions(this.servicos.user.usuario, [PERMISSAO.EDITAR_PERMISSOES]);
  }

  get podeRedefinirSenha(): boolean {
    return !this.tela.novo && hasPermissions(this.servicos.user.usuario, [PERMISSAO.EDITAR_USUARIOS]) && this.permissoesQueFaltam.length === 0;
  }

  /** A group ticked or unticked. */
  alternarGrupo(id: number, marcado: boolean): void {
    this.tela.form.alternar('grupoIds', id, marcado);
  }

  /** Redefinir senha: a temporary password that works once, shown once. */
  async redefinirSenha(): Promise<void> {
    const registro = this.tela.registro;
    if (registro === undefined || this.tela.ocupado) return;
    const confirmado = await this.servicos.alerts.confirm({
      titulo: 'Redefinir senha',
      mensagem: `Gerar uma senha temporária para ${registro.nome}? A senha atual deixa de valer, e no próximo acesso ${registro.nome.split(' ')[0] ?? ''} terá de escolher uma nova.`,
      rotuloConfirmar: 'Gerar senha temporária',
    });
    if (!confirmado) return;
    // The password dialog says it all: only failures go to the alert dialog.
    const resposta = await this.tela.ocupar(() => this.usuarios.resetarSenha(registro.id, { modoAlerta: 'error' }));
    if (resposta === undefined) return;
    runInAction(() => {
      this.senhaTemporaria = resposta.valor.dados.senhaTemporaria;
    });
  }

  /** Imprimir ficha: an existing account's record, printed (a PDF), in a new tab. */
  get podeImprimir(): boolean {
    return !this.tela.novo && this.tela.registro !== undefined;
  }

  /** Opens the account's printed record in a new tab (docs/api.md "Printed documents"). */
  async imprimirFicha(): Promise<void> {
    const registro = this.tela.registro;
    if (registro === undefined) return;
    await this.tela.ocupar(() => this.servicos.documentos(async () => (await this.usuarios.ficha(registro.id)).dados));
  }

  /** The temporary password was handed over: it is never shown again. */
  fecharSenha(): void {
    this.senhaTemporaria = undefined;
  }
}

// What this file's tokens resolve to (di/token.ts: token tables never import the classes they name).
declare module '../../di/token.ts' {
  interface Registro {
    'usuarios:UsuarioFormViewModel': UsuarioFormViewModel;
  }
}
