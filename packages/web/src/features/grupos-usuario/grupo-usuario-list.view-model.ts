/**
 * /grupo-usuario: the user groups, filtered by part of the name. Group names are not personal data, so the
 * filter lives in the URL with the page and the sort.
 */
import { GRUPO_USUARIO, caminho, formatInteger, type FiltroGrupos, type GrupoUsuarioResumo } from '@rpj/domain';
import type { GrupoUsuarioApi } from '@rpj/sdk';
import { inject, injectable } from 'inversify';
import type { ColunaCsv } from '../../ui/list/csv.ts';
import { TelaListaViewModel, type ImpedimentoRemocao } from '../../ui/list/tela-lista.view-model.ts';
import type { ServicosTela } from '../../ui/tela/servicos-tela.ts';
import { UI } from '../../ui/tela/tela.tokens.ts';
import { GRUPO_USUARIO_ENTIDADE } from './grupo-usuario.entidade.ts';
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

/**
 * A group with users cannot be removed (the server refuses it): said before any question, with the way to those
 * users (the users list filtered by the group).
 */
export function impedimentoRemocaoGrupo(grupo: GrupoUsuarioResumo): ImpedimentoRemocao | undefined {
  const n = grupo.quantidadeUsuarios;
  if (n === 0) return undefined;
  const usuarios = n === 1 ? '1 usuário' : `${formatInteger(n)} usuários`;
  return {
    mensagem: `O grupo ${grupo.nome} tem ${usuarios}. Tire-${n === 1 ? 'o' : 'os'} do grupo antes de excluí-lo.`,
    acao: { rotulo: n === 1 ? 'Ver o usuário' : 'Ver os usuários', caminho: `${caminho('usuario')}?grupoId=${String(grupo.id)}` },
  };
}

/** The filters the SDK receives for what the filter bar holds. */
export function filtroGrupos(filtro: FiltroTelaGrupos): FiltroGrupos {
  const nome = filtro.nome.trim();
  return nome === '' ? {} : { nome };
}

@injectable()
export class GrupoUsuarioListViewModel {
  readonly tela: TelaListaViewModel<GrupoUsuarioResumo, FiltroTelaGrupos>;

  constructor(
    @inject(GRUPOS_USUARIO.api) grupos: Pick<GrupoUsuarioApi, 'listar' | 'remover'>,
    @inject(UI.servicos) servicos: ServicosTela,
  ) {
    this.tela = new TelaListaViewModel(
      {
        entidade: GRUPO_USUARIO_ENTIDADE,
        vazio: VAZIO,
        pessoais: [],
        campoLivre: 'nome',
        ordenaveis: ['nome'],
        csv: { arquivo: 'grupos-usuario.csv', colunas: COLUNAS_CSV_GRUPOS },
        buscar: async (filtro, paginacao, signal) => (await grupos.listar(filtroGrupos(filtro), paginacao, { signal })).dados,
        remover: (id) => grupos.remover(id),
        // ADMINISTRADOR is kept by the server.
        removivel: (g) => g.nome !== GRUPO_USUARIO.ADMINISTRADOR,
        impedimentoRemocao: impedimentoRemocaoGrupo,
      },
      servicos,
    );
  }
}

// What this file's tokens resolve to (di/token.ts: token tables never import the classes they name).
declare module '../../di/token.ts' {
  interface Registro {
    'grupos-usuario:GrupoUsuarioListViewModel': GrupoUsuarioListViewModel;
  }
}
