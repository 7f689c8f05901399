/** /caixa: the office's cash boxes — whose, opened when, their situation, receipts and money taken, the difference at closing. */
import type { CaixaListaItem, Pagina, Paginacao, SituacaoCaixa } from '@rpj/domain';
import type { CaixaApi } from '@rpj/sdk';
import { inject, injectable } from 'inversify';
import type { ColunaCsv } from '../../ui/list/csv.ts';
import { TelaListaViewModel } from '../../ui/list/tela-lista.view-model.ts';
import type { ServicosTela } from '../../ui/tela/servicos-tela.ts';
import { UI } from '../../ui/tela/tela.tokens.ts';
import { CAIXA } from './caixa.entidade.ts';
import { CAIXAS } from './caixas.tokens.ts';

// eslint-disable-next-line @typescript-eslint/consistent-type-definitions
export type FiltroTelaCaixas = { readonly usuario: string; readonly situacao: string };

export const COLUNAS_CSV_CAIXAS: readonly ColunaCsv<CaixaListaItem>[] = [
  { titulo: 'Caixa', valor: (c) => String(c.id) },
  { titulo: 'Usuário', valor: (c) => c.usuario },
  { titulo: 'Nome', valor: (c) => c.nomeUsuario },
  { titulo: 'Situação', valor: (c) => c.situacao },
  { titulo: 'Aberto em', valor: (c) => c.abertoEm },
  { titulo: 'Fechado em', valor: (c) => c.fechadoEm ?? '' },
  { titulo: 'Recibos', valor: (c) => String(c.recibos) },
  { titulo: 'Recebido (centavos)', valor: (c) => String(c.recebidoCentavos) },
  { titulo: 'Diferença (centavos)', valor: (c) => (c.diferencaCentavos === undefined ? '' : String(c.diferencaCentavos)) },
];

@injectable()
export class CaixaListViewModel {
  readonly tela: TelaListaViewModel<CaixaListaItem, FiltroTelaCaixas>;

  constructor(@inject(CAIXAS.api) caixas: Pick<CaixaApi, 'listar'>, @inject(UI.servicos) servicosTela: ServicosTela) {
    this.tela = new TelaListaViewModel(
      {
        entidade: CAIXA,
        vazio: { usuario: '', situacao: '' },
        pessoais: [],
        campoLivre: 'usuario',
        ordenaveis: ['abertoEm', 'usuario'],
        csv: { arquivo: 'caixas.csv', colunas: COLUNAS_CSV_CAIXAS },
        buscar: async (f: FiltroTelaCaixas, paginacao: Paginacao, signal: AbortSignal): Promise<Pagina<CaixaListaItem>> =>
          (
            await caixas.listar(
              { ...(f.usuario.trim() === '' ? {} : { usuario: f.usuario.trim().toLowerCase() }), ...(f.situacao === '' ? {} : { situacao: f.situacao as SituacaoCaixa }) },
              paginacao,
              { signal },
            )
          ).dados,
      },
      servicosTela,
    );
  }
}

declare module '../../di/token.ts' {
  interface Registro {
    'caixas:CaixaListViewModel': CaixaListViewModel;
  }
}
