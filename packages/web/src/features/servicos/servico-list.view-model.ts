/** /servico: the services, by description or code, kind of act and situation, with today's fee. */
import type { Pagina, Paginacao, ServicoListaItem, TipoAto } from '@rpj/domain';
import type { ServicoApi } from '@rpj/sdk';
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import type { ColunaCsv } from '../../ui/list/csv.ts';
import { TelaListaViewModel } from '../../ui/list/tela-lista.view-model.ts';
import type { ServicosTela } from '../../ui/tela/servicos-tela.ts';
import { UI } from '../../ui/tela/tela.tokens.ts';
import { SERVICO } from './servico.entidade.ts';
import { SERVICOS } from './servicos.tokens.ts';

// eslint-disable-next-line @typescript-eslint/consistent-type-definitions
export type FiltroTelaServicos = { readonly descricao: string; readonly tipoAto: string; readonly ativo: string };

export const COLUNAS_CSV: readonly ColunaCsv<ServicoListaItem>[] = [
  { titulo: 'Código', valor: (s) => s.codigo },
  { titulo: 'Descrição', valor: (s) => s.descricao },
  { titulo: 'Tipo de ato', valor: (s) => s.tipoAto },
  { titulo: 'Valor em vigor', valor: (s) => s.valorVigente ?? '' },
  { titulo: 'Selo', valor: (s) => (s.selo ? 'Sim' : 'Não') },
  { titulo: 'Situação', valor: (s) => (s.ativo ? 'Ativo' : 'Inativo') },
];

@injectable()
export class ServicoListViewModel {
  readonly tela: TelaListaViewModel<ServicoListaItem, FiltroTelaServicos>;
  atos: readonly TipoAto[] = [];

  constructor(@inject(SERVICOS.api) private readonly servicos: Pick<ServicoApi, 'listar' | 'remover' | 'atos'>, @inject(UI.servicos) servicosTela: ServicosTela) {
    this.tela = new TelaListaViewModel(
      {
        entidade: SERVICO,
        vazio: { descricao: '', tipoAto: '', ativo: '' },
        pessoais: [],
        campoLivre: 'descricao',
        ordenaveis: ['codigo', 'descricao'],
        csv: { arquivo: 'servicos.csv', colunas: COLUNAS_CSV },
        buscar: async (f: FiltroTelaServicos, paginacao: Paginacao, signal: AbortSignal): Promise<Pagina<ServicoListaItem>> =>
          (
            await servicos.listar(
              {
                ...(f.descricao.trim() === '' ? {} : { descricao: f.descricao.trim() }),
                ...(f.tipoAto === '' ? {} : { tipoAto: f.tipoAto }),
                ...(f.ativo === 'true' || f.ativo === 'false' ? { ativo: f.ativo === 'true' } : {}),
              },
              paginacao,
              { signal },
            )
          ).dados,
        remover: (id) => servicos.remover(id),
      },
      servicosTela,
    );
    makeAutoObservable<this, 'servicos'>(this, { tela: false, servicos: false }, { autoBind: true });
  }

  async carregarAtos(): Promise<void> {
    try {
      const { dados } = await this.servicos.atos({ modoAlerta: 'success' });
      runInAction(() => {
        this.atos = dados;
      });
    } catch {
      // Without the catalogue the list shows the codes.
    }
  }

  nomeDoAto(codigo: string): string {
    return this.atos.find((a) => a.codigo === codigo)?.nome ?? codigo;
  }
}

declare module '../../di/token.ts' {
  interface Registro {
    'servicos:ServicoListViewModel': ServicoListViewModel;
  }
}
