/**
 * /processos: the office's processes, newest first — protocol, date, act, entity, presenter, state, assignee and
 * the deadline with where it stands today; filtered by protocol, presenter (name or CPF/CNPJ), entity, state,
 * period, assignee and overdue.
 */
import { brParaIso, type FiltroProcessos, type Pagina, type Paginacao, type ProcessoListaItem, type SituacaoProcesso } from '@rpj/domain';
import type { ProcessoApi } from '@rpj/sdk';
import { inject, injectable } from 'inversify';
import type { ColunaCsv } from '../../ui/list/csv.ts';
import { TelaListaViewModel } from '../../ui/list/tela-lista.view-model.ts';
import type { ServicosTela } from '../../ui/tela/servicos-tela.ts';
import { UI } from '../../ui/tela/tela.tokens.ts';
import { PROCESSO } from './processo.entidade.ts';
import { PROCESSOS } from './processos.tokens.ts';

/** A row of the lists, keyed by its protocol. */
export type ProcessoLinha = ProcessoListaItem & { readonly id: number };

// eslint-disable-next-line @typescript-eslint/consistent-type-definitions
export type FiltroTelaProcessos = {
  readonly apresentante: string;
  readonly protocolo: string;
  readonly empresa: string;
  readonly situacao: string;
  readonly de: string;
  readonly ate: string;
  readonly vencidos: string;
  readonly semResponsavel: string;
};

export const FILTRO_PROCESSOS_VAZIO: FiltroTelaProcessos = { apresentante: '', protocolo: '', empresa: '', situacao: '', de: '', ate: '', vencidos: '', semResponsavel: '' };

export const COLUNAS_CSV_PROCESSOS: readonly ColunaCsv<ProcessoLinha>[] = [
  { titulo: 'Protocolo', valor: (p) => String(p.protocolo) },
  { titulo: 'Protocolado em', valor: (p) => p.protocoladoEm },
  { titulo: 'Ato', valor: (p) => p.tipoAtoNome },
  { titulo: 'Entidade', valor: (p) => p.empresaNome },
  { titulo: 'Apresentante', valor: (p) => p.apresentanteNome },
  { titulo: 'Situação', valor: (p) => p.situacao },
  { titulo: 'Responsável', valor: (p) => p.responsavelNome ?? '' },
  { titulo: 'Prazo', valor: (p) => p.prazo },
  { titulo: 'Prazo hoje', valor: (p) => p.prazoSituacao?.texto ?? '' },
  { titulo: 'Total (centavos)', valor: (p) => String(p.totalCentavos) },
];

/** The screen's filters as the service reads them (a period typed dd/mm/aaaa; blank fields left out). */
export function filtroDoServico(f: FiltroTelaProcessos): FiltroProcessos {
  const protocolo = Number(f.protocolo.replace(/\D/g, ''));
  const de = brParaIso(f.de.trim());
  const ate = brParaIso(f.ate.trim());
  return {
    ...(f.apresentante.trim() === '' ? {} : { apresentante: f.apresentante.trim() }),
    ...(protocolo > 0 ? { protocolo } : {}),
    ...(f.empresa.trim() === '' ? {} : { empresa: f.empresa.trim() }),
    ...(f.situacao === '' ? {} : { situacao: f.situacao as SituacaoProcesso }),
    ...(de === undefined ? {} : { de }),
    ...(ate === undefined ? {} : { ate }),
    ...(f.vencidos === 'sim' ? { vencidos: true } : {}),
    ...(f.semResponsavel === 'sim' ? { semResponsavel: true } : {}),
  };
}

export function linhas(p: Pagina<ProcessoListaItem>): Pagina<ProcessoLinha> {
  return { ...p, content: p.content.map((i) => ({ ...i, id: i.protocolo })) };
}

@injectable()
export class ProcessoListViewModel {
  readonly tela: TelaListaViewModel<ProcessoLinha, FiltroTelaProcessos>;

  constructor(@inject(PROCESSOS.api) processos: Pick<ProcessoApi, 'listar'>, @inject(UI.servicos) servicosTela: ServicosTela) {
    this.tela = new TelaListaViewModel(
      {
        entidade: PROCESSO,
        vazio: FILTRO_PROCESSOS_VAZIO,
        // A presenter's name or CPF is personal data: never in the address bar.
        pessoais: ['apresentante'],
        campoLivre: 'apresentante',
        ordenaveis: ['protocolo', 'prazo', 'protocoladoEm', 'situacao'],
        csv: { arquivo: 'processos.csv', colunas: COLUNAS_CSV_PROCESSOS },
        buscar: async (f: FiltroTelaProcessos, paginacao: Paginacao, signal: AbortSignal): Promise<Pagina<ProcessoLinha>> =>
          linhas((await processos.listar(filtroDoServico(f), paginacao, { signal })).dados),
      },
      servicosTela,
    );
  }
}

declare module '../../di/token.ts' {
  interface Registro {
    'processos:ProcessoListViewModel': ProcessoListViewModel;
  }
}
