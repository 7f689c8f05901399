/**
 * /certidao: the office's certificates, newest first — number, kind, what of (the entity or the search), requester,
 * state and the deadline with where it stands today; filtered by number, requester, entity, kind, state and overdue.
 */
import { caminho, type CertidaoListaItem, type FiltroCertidoes, type Pagina, type Paginacao, type SituacaoCertidao, type TipoCertidao, ROTULOS_SITUACAO_CERTIDAO, ROTULOS_TIPO_CERTIDAO } from '@rpj/domain';
import type { CertidaoApi } from '@rpj/sdk';
import { inject, injectable } from 'inversify';
import type { ColunaCsv } from '../../ui/list/csv.ts';
import { TelaListaViewModel } from '../../ui/list/tela-lista.view-model.ts';
import type { ServicosTela } from '../../ui/tela/servicos-tela.ts';
import { UI } from '../../ui/tela/tela.tokens.ts';
import { CERTIDAO } from './certidao.entidade.ts';
import { CERTIDOES } from './certidoes.tokens.ts';

// eslint-disable-next-line @typescript-eslint/consistent-type-definitions
export type FiltroTelaCertidoes = { readonly requerente: string; readonly numero: string; readonly empresa: string; readonly tipo: string; readonly situacao: string; readonly vencidas: string };

export const FILTRO_CERTIDOES_VAZIO: FiltroTelaCertidoes = { requerente: '', numero: '', empresa: '', tipo: '', situacao: '', vencidas: '' };

/** What a certificate is of: its entity, or a search's term. */
export const objetoDa = (c: Pick<CertidaoListaItem, 'empresaNome' | 'busca'>): string => c.empresaNome ?? `Busca: ${c.busca ?? ''}`;

export const COLUNAS_CSV_CERTIDOES: readonly ColunaCsv<CertidaoListaItem>[] = [
  { titulo: 'Número', valor: (c) => String(c.numero) },
  { titulo: 'Tipo', valor: (c) => ROTULOS_TIPO_CERTIDAO[c.tipo] },
  { titulo: 'Entidade ou busca', valor: objetoDa },
  { titulo: 'Requerente', valor: (c) => c.requerente },
  { titulo: 'Pedida em', valor: (c) => c.pedidoEm },
  { titulo: 'Prazo', valor: (c) => c.prazo },
  { titulo: 'Situação', valor: (c) => ROTULOS_SITUACAO_CERTIDAO[c.situacao] },
  { titulo: 'Valor (centavos)', valor: (c) => String(c.valorCentavos) },
  { titulo: 'Recibo', valor: (c) => (c.recibo === undefined ? '' : String(c.recibo.numero)) },
];

/** A certificate's own screen: the request route with the certificate's id in the query. */
export function caminhoCertidao(id: number): string {
  return `${caminho('certidao.gerar')}?certidao=${String(id)}`;
}

/** The screen's filters as the service reads them (blank fields left out). */
export function filtroDoServico(f: FiltroTelaCertidoes): FiltroCertidoes {
  const numero = Number(f.numero.replace(/\D/g, ''));
  return {
    ...(f.requerente.trim() === '' ? {} : { requerente: f.requerente.trim() }),
    ...(numero > 0 ? { numero } : {}),
    ...(f.empresa.trim() === '' ? {} : { empresa: f.empresa.trim() }),
    ...(f.tipo === '' ? {} : { tipo: f.tipo as TipoCertidao }),
    ...(f.situacao === '' ? {} : { situacao: f.situacao as SituacaoCertidao }),
    ...(f.vencidas === 'sim' ? { vencidas: true } : {}),
  };
}

@injectable()
export class CertidaoListViewModel {
  readonly tela: TelaListaViewModel<CertidaoListaItem, FiltroTelaCertidoes>;

  constructor(@inject(CERTIDOES.api) api: Pick<CertidaoApi, 'listar'>, @inject(UI.servicos) servicosTela: ServicosTela) {
    this.tela = new TelaListaViewModel(
      {
        entidade: CERTIDAO,
        vazio: FILTRO_CERTIDOES_VAZIO,
        // A requester's name is personal data: never in the address bar.
        pessoais: ['requerente'],
        campoLivre: 'requerente',
        ordenaveis: ['numero', 'prazo'],
        // A certificate opens by its number's link (caminhoCertidao): the record route's parameter is a protocol.
        abrivel: () => false,
        csv: { arquivo: 'certidoes.csv', colunas: COLUNAS_CSV_CERTIDOES },
        buscar: async (f: FiltroTelaCertidoes, paginacao: Paginacao, signal: AbortSignal): Promise<Pagina<CertidaoListaItem>> => (await api.listar(filtroDoServico(f), paginacao, { signal })).dados,
      },
      servicosTela,
    );
  }
}

declare module '../../di/token.ts' {
  interface Registro {
    'certidoes:CertidaoListViewModel': CertidaoListViewModel;
  }
}
