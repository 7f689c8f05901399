/**
 * /processos/exames: the examiner's queue — my processes or my groups', waiting for a decision (in exam, back after a
 * re-entry) unless another state is chosen, the oldest deadline first, with the days left and, for a process in
 * requirement, until when the presenter may comply.
 */
import { ESCOPOS_FILA_EXAME, SITUACOES_FILA_EXAME, type EscopoFilaExame, type ExameFilaItem, type FiltroFilaExame, type Pagina, type Paginacao, type SituacaoFilaExame } from '@rpj/domain';
import type { ExameApi } from '@rpj/sdk';
import { inject, injectable } from 'inversify';
import type { ColunaCsv } from '../../ui/list/csv.ts';
import { TelaListaViewModel } from '../../ui/list/tela-lista.view-model.ts';
import type { ServicosTela } from '../../ui/tela/servicos-tela.ts';
import { UI } from '../../ui/tela/tela.tokens.ts';
import { PROCESSO_EM_ANALISE, PROCESSO_EM_EXAME } from './exame.entidade.ts';
import { EXAMES } from './exames.tokens.ts';

export type LinhaFila = ExameFilaItem & { readonly id: number };

// eslint-disable-next-line @typescript-eslint/consistent-type-definitions
export type FiltroTelaFila = {
  readonly escopo: string;
  readonly situacao: string;
  readonly protocolo: string;
  readonly empresa: string;
  readonly vencidos: string;
};

export const FILTRO_FILA_VAZIO: FiltroTelaFila = { escopo: 'MEUS', situacao: '', protocolo: '', empresa: '', vencidos: '' };

export const COLUNAS_CSV_FILA: readonly ColunaCsv<LinhaFila>[] = [
  { titulo: 'Protocolo', valor: (p) => String(p.protocolo) },
  { titulo: 'Protocolado em', valor: (p) => p.protocoladoEm },
  { titulo: 'Ato', valor: (p) => p.tipoAtoNome },
  { titulo: 'Entidade', valor: (p) => p.empresaNome },
  { titulo: 'Apresentante', valor: (p) => p.apresentanteNome },
  { titulo: 'Situação', valor: (p) => p.situacao },
  { titulo: 'Exames', valor: (p) => String(p.rodadas) },
  { titulo: 'Responsável', valor: (p) => p.responsavelNome ?? '' },
  { titulo: 'Prazo', valor: (p) => p.prazo },
  { titulo: 'Prazo hoje', valor: (p) => p.prazoSituacao?.texto ?? '' },
  { titulo: 'Prazo da exigência', valor: (p) => p.prazoExigencia ?? '' },
];

/** The screen's filters as the service reads them. */
export function filtroDaFila(f: FiltroTelaFila): FiltroFilaExame {
  const protocolo = Number(f.protocolo.replace(/\D/g, ''));
  return {
    escopo: ESCOPOS_FILA_EXAME.includes(f.escopo as EscopoFilaExame) ? (f.escopo as EscopoFilaExame) : 'MEUS',
    ...(SITUACOES_FILA_EXAME.includes(f.situacao as SituacaoFilaExame) ? { situacao: f.situacao as SituacaoFilaExame } : {}),
    ...(protocolo > 0 ? { protocolo } : {}),
    ...(f.empresa.trim() === '' ? {} : { empresa: f.empresa.trim() }),
    ...(f.vencidos === 'sim' ? { vencidos: true } : {}),
  };
}

export function linhasDaFila(p: Pagina<ExameFilaItem>): Pagina<LinhaFila> {
  return { ...p, content: p.content.map((i) => ({ ...i, id: i.protocolo })) };
}

/** A queue of processes over the list chassis: the exam's or the analysis's. */
function telaDaFila(entidade: typeof PROCESSO_EM_EXAME, arquivo: string, buscar: (f: FiltroFilaExame, paginacao: Paginacao, signal: AbortSignal) => Promise<Pagina<ExameFilaItem>>, servicosTela: ServicosTela): TelaListaViewModel<LinhaFila, FiltroTelaFila> {
  return new TelaListaViewModel(
    {
      entidade,
      vazio: FILTRO_FILA_VAZIO,
      pessoais: [],
      campoLivre: 'empresa',
      ordenaveis: ['prazo', 'protocolo'],
      csv: { arquivo, colunas: COLUNAS_CSV_FILA },
      buscar: async (f: FiltroTelaFila, paginacao: Paginacao, signal: AbortSignal): Promise<Pagina<LinhaFila>> => linhasDaFila(await buscar(filtroDaFila(f), paginacao, signal)),
    },
    servicosTela,
  );
}

@injectable()
export class FilaExamesViewModel {
  readonly tela: TelaListaViewModel<LinhaFila, FiltroTelaFila>;

  constructor(@inject(EXAMES.api) exames: Pick<ExameApi, 'fila'>, @inject(UI.servicos) servicosTela: ServicosTela) {
    this.tela = telaDaFila(PROCESSO_EM_EXAME, 'fila-de-exames.csv', async (f, paginacao, signal) => (await exames.fila(f, paginacao, { signal })).dados, servicosTela);
  }
}

/** /processos/analise: the office's fit titles waiting for a second look, the oldest deadline first. */
@injectable()
export class FilaAnaliseViewModel {
  readonly tela: TelaListaViewModel<LinhaFila, FiltroTelaFila>;

  constructor(@inject(EXAMES.api) exames: Pick<ExameApi, 'analise'>, @inject(UI.servicos) servicosTela: ServicosTela) {
    this.tela = telaDaFila(
      PROCESSO_EM_ANALISE,
      'fila-de-analise.csv',
      async (f, paginacao, signal) => {
        const { escopo: _e, situacao: _s, ...filtro } = f;
        return (await exames.analise(filtro, paginacao, { signal })).dados;
      },
      servicosTela,
    );
  }
}

declare module '../../di/token.ts' {
  interface Registro {
    'exames:FilaExamesViewModel': FilaExamesViewModel;
    'exames:FilaAnaliseViewModel': FilaAnaliseViewModel;
  }
}
