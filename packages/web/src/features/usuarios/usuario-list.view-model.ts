/**
 * /usuario: the staff accounts, filtered by name, login, CPF, group and situation. Name and CPF are personal
 * data: they stay in this screen's state and the search goes by POST (security.md #7); the rest is in the URL.
 */
import {
  formatCpf,
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
import type { ColunaCsv } from '../../ui/list/csv.ts';
import { TelaListaViewModel } from '../../ui/list/tela-lista.view-model.ts';
import type { ServicosTela } from '../../ui/tela/servicos-tela.ts';
import { UI } from '../../ui/tela/tela.tokens.ts';
import { USUARIO } from './usuario.entidade.ts';
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
  readonly tela: TelaListaViewModel<UsuarioListaItem, FiltroTelaUsuarios>;
  grupos: readonly GrupoRef[] = [];

  constructor(
    @inject(USUARIOS.api) private readonly usuarios: Pick<UsuarioApi, 'listar' | 'buscar' | 'remover'>,
    @inject(USUARIOS.grupos) private readonly gruposApi: Pick<GrupoUsuarioApi, 'todos'>,
    @inject(UI.servicos) servicos: ServicosTela,
  ) {
    this.tela = new TelaListaViewModel(
      {
        entidade: USUARIO,
        vazio: VAZIO,
        pessoais: ['nome', 'cpf'],
        campoLivre: 'nome',
        ordenaveis: ['nome', 'login', 'ativo'],
        csv: { arquivo: 'usuarios.csv', colunas: COLUNAS_CSV },
        buscar: (filtro, paginacao, signal) => this.#buscar(filtro, paginacao, signal),
        remover: (id) => usuarios.remover(id),
      },
      servicos,
    );
    makeAutoObservable<this, 'usuarios' | 'gruposApi'>(this, { tela: false, usuarios: false, gruposApi: false }, { autoBind: true });
  }

  /** Loads the group filter's options; closing the screen stops the pending search. */
  setup(): () => void {
    void this.#carregarGrupos();
    return () => {
      this.tela.lista.dispose();
    };
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
