/** /grupo-distribuicao: the distribution groups, by part of the name, with their members and who is away today. */
import type { GrupoDistribuicaoListaItem, Pagina, Paginacao } from '@rpj/domain';
import type { GrupoDistribuicaoApi } from '@rpj/sdk';
import { inject, injectable } from 'inversify';
import type { ColunaCsv } from '../../ui/list/csv.ts';
import { TelaListaViewModel } from '../../ui/list/tela-lista.view-model.ts';
import type { SoNome } from '../../ui/tela/area-de-registros.ts';
import type { ServicosTela } from '../../ui/tela/servicos-tela.ts';
import { UI } from '../../ui/tela/tela.tokens.ts';
import { GRUPO_DISTRIBUICAO } from './grupo-distribuicao.entidade.ts';
import { GRUPOS_DISTRIBUICAO } from './grupos-distribuicao.tokens.ts';

export const COLUNAS_CSV: readonly ColunaCsv<GrupoDistribuicaoListaItem>[] = [
  { titulo: 'Nome', valor: (g) => g.nome },
  { titulo: 'Situação', valor: (g) => (g.ativo ? 'Ativo' : 'Inativo') },
  { titulo: 'Membros', valor: (g) => String(g.membros) },
  { titulo: 'Ausentes hoje', valor: (g) => String(g.ausentesHoje) },
  { titulo: 'Tipos de ato', valor: (g) => g.tiposAto.join('; ') },
];

@injectable()
export class GrupoDistribuicaoListViewModel {
  readonly tela: TelaListaViewModel<GrupoDistribuicaoListaItem, SoNome>;

  constructor(@inject(GRUPOS_DISTRIBUICAO.api) grupos: Pick<GrupoDistribuicaoApi, 'listar' | 'remover'>, @inject(UI.servicos) servicos: ServicosTela) {
    this.tela = new TelaListaViewModel(
      {
        entidade: GRUPO_DISTRIBUICAO,
        vazio: { nome: '' },
        pessoais: [],
        campoLivre: 'nome',
        ordenaveis: ['nome'],
        csv: { arquivo: 'grupos-distribuicao.csv', colunas: COLUNAS_CSV },
        buscar: async (filtro: SoNome, paginacao: Paginacao, signal: AbortSignal): Promise<Pagina<GrupoDistribuicaoListaItem>> =>
          (await grupos.listar(filtro.nome.trim() === '' ? {} : { nome: filtro.nome.trim() }, paginacao, { signal })).dados,
        remover: (id) => grupos.remover(id),
      },
      servicos,
    );
  }
}

declare module '../../di/token.ts' {
  interface Registro {
    'grupos-distribuicao:GrupoDistribuicaoListViewModel': GrupoDistribuicaoListViewModel;
  }
}
