/**
 * /permissao: the permission catalogue, filtered by a free text (part of the name or label) and by area, both
 * in the URL. The catalogue is fixed by the code: no Novo, no Excluir.
 */
import { AREAS_PERMISSAO, ROTULO_ACAO, type FiltroPermissoes, type PermissaoDetalhe } from '@rpj/domain';
import type { PermissaoApi } from '@rpj/sdk';
import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import type { ColunaCsv } from '../../ui/list/csv.ts';
import { TelaListaViewModel } from '../../ui/list/tela-lista.view-model.ts';
import type { ServicosTela } from '../../ui/tela/servicos-tela.ts';
import { UI } from '../../ui/tela/tela.tokens.ts';
import { isAreaPermissao, rotuloArea } from './area-permissao.ts';
import { PERMISSAO_ENTIDADE } from './permissao.entidade.ts';
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
  readonly tela: TelaListaViewModel<PermissaoDetalhe, FiltroTelaPermissoes>;

  constructor(@inject(PERMISSOES.api) permissoes: Pick<PermissaoApi, 'listar'>, @inject(UI.servicos) servicos: ServicosTela) {
    this.tela = new TelaListaViewModel(
      {
        entidade: PERMISSAO_ENTIDADE,
        vazio: VAZIO,
        pessoais: [],
        campoLivre: 'busca',
        ordenaveis: ['nome', 'area', 'rotulo'],
        csv: { arquivo: 'permissoes.csv', colunas: COLUNAS_CSV_PERMISSOES },
        buscar: async (filtro, paginacao, signal) => (await permissoes.listar(filtroPermissoes(filtro), paginacao, { signal })).dados,
      },
      servicos,
    );
    makeAutoObservable(this, { tela: false }, { autoBind: true });
  }

  /** The area filter's option now chosen. */
  get areaEscolhida(): OpcaoArea {
    const area = this.tela.lista.rascunho.area;
    return OPCOES_AREA.find((o) => o.valor === area) ?? { valor: '', rotulo: 'Todas' };
  }
}

// What this file's tokens resolve to (di/token.ts: token tables never import the classes they name).
declare module '../../di/token.ts' {
  interface Registro {
    'permissoes:PermissaoListViewModel': PermissaoListViewModel;
  }
}
