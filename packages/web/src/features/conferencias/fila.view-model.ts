/** /processos/conferencia: the titles confirmed by the analysis waiting for their conference, the oldest deadline first. */
import { formatarProtocolo, PERMISSAO as P, type EtapaConferencia, type Pagina, type Paginacao, type ProcessoListaItem } from '@rpj/domain';
import type { ConferenciaApi } from '@rpj/sdk';
import { inject, injectable } from 'inversify';
import type { ColunaCsv } from '../../ui/list/csv.ts';
import { TelaListaViewModel } from '../../ui/list/tela-lista.view-model.ts';
import type { Entidade } from '../../ui/tela/entidade.ts';
import type { ServicosTela } from '../../ui/tela/servicos-tela.ts';
import { UI } from '../../ui/tela/tela.tokens.ts';
import { CONFERENCIAS } from './conferencias.tokens.ts';

export type LinhaConferencia = ProcessoListaItem & { readonly id: number };

// eslint-disable-next-line @typescript-eslint/consistent-type-definitions
export type FiltroTelaConferencia = { readonly empresa: string; readonly protocolo: string; readonly vencidos: string };

export const FILTRO_CONFERENCIA_VAZIO: FiltroTelaConferencia = { empresa: '', protocolo: '', vencidos: '' };

/** How the queue speaks of its rows: processes, opened on their conference screen. */
export const PROCESSO_EM_CONFERENCIA: Entidade<Pick<ProcessoListaItem, 'protocolo'>> = {
  singular: 'processo',
  plural: 'processos',
  lista: 'processos.conferencia',
  registro: 'processos.conferencia.processo',
  nomeDe: (p) => `protocolo ${formatarProtocolo(p.protocolo)}`,
  permissoes: { editar: P.CRIAR_CONFERENCIAS, abrir: [P.VISUALIZAR_CONFERENCIAS] },
  textos: {
    nenhumEncontrado: 'Nenhum título em conferência com estes filtros.',
    nenhumCadastrado: 'Nenhum título aguardando conferência.',
    motivoNaoEncontrado: 'Não há processo com este protocolo.',
  },
};

/** The officer's queue: the same rows, opened on the same screen, listed at its own route. */
export const PROCESSO_NO_OFICIAL: Entidade<Pick<ProcessoListaItem, 'protocolo'>> = {
  ...PROCESSO_EM_CONFERENCIA,
  lista: 'processos.conferencia.oficial',
  textos: {
    nenhumEncontrado: 'Nenhum título na conferência do oficial com estes filtros.',
    nenhumCadastrado: 'Nenhum título aguardando a conferência do oficial.',
    motivoNaoEncontrado: 'Não há processo com este protocolo.',
  },
};

const COLUNAS_CSV: readonly ColunaCsv<LinhaConferencia>[] = [
  { titulo: 'Protocolo', valor: (p) => String(p.protocolo) },
  { titulo: 'Protocolado em', valor: (p) => p.protocoladoEm },
  { titulo: 'Ato', valor: (p) => p.tipoAtoNome },
  { titulo: 'Entidade', valor: (p) => p.empresaNome },
  { titulo: 'Apresentante', valor: (p) => p.apresentanteNome },
  { titulo: 'Prazo', valor: (p) => p.prazo },
  { titulo: 'Prazo hoje', valor: (p) => p.prazoSituacao?.texto ?? '' },
];

function telaDaFila(entidade: Entidade<Pick<ProcessoListaItem, 'protocolo'>>, arquivo: string, etapa: EtapaConferencia, api: Pick<ConferenciaApi, 'fila'>, servicosTela: ServicosTela): TelaListaViewModel<LinhaConferencia, FiltroTelaConferencia> {
  return new TelaListaViewModel(
    {
      entidade,
      vazio: FILTRO_CONFERENCIA_VAZIO,
      pessoais: [],
      campoLivre: 'empresa',
      ordenaveis: ['prazo', 'protocolo'],
      csv: { arquivo, colunas: COLUNAS_CSV },
      buscar: async (f: FiltroTelaConferencia, paginacao: Paginacao, signal: AbortSignal): Promise<Pagina<LinhaConferencia>> => {
        const protocolo = Number(f.protocolo.replace(/\D/g, ''));
        const filtro = { etapa, ...(f.empresa.trim() === '' ? {} : { empresa: f.empresa.trim() }), ...(protocolo > 0 ? { protocolo } : {}), ...(f.vencidos === 'sim' ? { vencidos: true } : {}) };
        const { dados } = await api.fila(filtro, paginacao, { signal });
        return { ...dados, content: dados.content.map((i) => ({ ...i, id: i.protocolo })) };
      },
    },
    servicosTela,
  );
}

@injectable()
export class FilaConferenciaViewModel {
  readonly tela: TelaListaViewModel<LinhaConferencia, FiltroTelaConferencia>;

  constructor(@inject(CONFERENCIAS.api) api: Pick<ConferenciaApi, 'fila'>, @inject(UI.servicos) servicosTela: ServicosTela) {
    this.tela = telaDaFila(PROCESSO_EM_CONFERENCIA, 'conferencia.csv', 'CONFERENCIA', api, servicosTela);
  }
}

/** /processos/conferencia/oficial: the conferred titles waiting for the officer's conference and their registration. */
@injectable()
export class FilaOficialViewModel {
  readonly tela: TelaListaViewModel<LinhaConferencia, FiltroTelaConferencia>;

  constructor(@inject(CONFERENCIAS.api) api: Pick<ConferenciaApi, 'fila'>, @inject(UI.servicos) servicosTela: ServicosTela) {
    this.tela = telaDaFila(PROCESSO_NO_OFICIAL, 'conferencia-do-oficial.csv', 'OFICIAL', api, servicosTela);
  }
}

declare module '../../di/token.ts' {
  interface Registro {
    'conferencias:FilaConferenciaViewModel': FilaConferenciaViewModel;
    'conferencias:FilaOficialViewModel': FilaOficialViewModel;
  }
}
