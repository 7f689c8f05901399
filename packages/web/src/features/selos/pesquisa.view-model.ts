/**
 * /pesquisar-selo (issue 30): the office's seals found by code, process, act, period, state, type and user — a list
 * over the list chassis (filters in the address, sort, pages, CSV); a seal's process opens from its row.
 */
import { ROTULOS_SITUACAO_SELO, ROTULOS_TIPO_SELO, PERMISSAO as P, type Pagina, type Paginacao, type Selo, type SituacaoSelo, type TipoSelo } from '@rpj/domain';
import type { SeloApi } from '@rpj/sdk';
import { inject, injectable } from 'inversify';
import type { ColunaCsv } from '../../ui/list/csv.ts';
import { TelaListaViewModel } from '../../ui/list/tela-lista.view-model.ts';
import type { Entidade } from '../../ui/tela/entidade.ts';
import type { ServicosTela } from '../../ui/tela/servicos-tela.ts';
import { UI } from '../../ui/tela/tela.tokens.ts';
import { SELOS } from './selos.tokens.ts';

// eslint-disable-next-line @typescript-eslint/consistent-type-definitions
export type FiltroTelaSelos = { readonly codigo: string; readonly protocolo: string; readonly ato: string; readonly situacao: string; readonly tipo: string; readonly usuario: string; readonly de: string; readonly ate: string };

export const FILTRO_SELOS_VAZIO: FiltroTelaSelos = { codigo: '', protocolo: '', ato: '', situacao: '', tipo: '', usuario: '', de: '', ate: '' };

export const SELO: Entidade<Pick<Selo, 'codigo'>> = {
  singular: 'selo',
  plural: 'selos',
  lista: 'pesquisarSelo',
  registro: 'selagemManual',
  nomeDe: (s) => `selo ${s.codigo}`,
  permissoes: { editar: P.EDITAR_SELAGENS, abrir: [P.VISUALIZAR_SELAGENS] },
  textos: { nenhumEncontrado: 'Nenhum selo com estes filtros.', nenhumCadastrado: 'Nenhum selo no estoque: importe um lote em Importar selo eletrônico.' },
};

const COLUNAS_CSV: readonly ColunaCsv<Selo>[] = [
  { titulo: 'Selo', valor: (s) => s.codigo },
  { titulo: 'Segundo código', valor: (s) => s.validador },
  { titulo: 'Tipo', valor: (s) => ROTULOS_TIPO_SELO[s.tipo] },
  { titulo: 'Situação', valor: (s) => ROTULOS_SITUACAO_SELO[s.situacao] },
  { titulo: 'Protocolo', valor: (s) => (s.protocolo === undefined ? '' : String(s.protocolo)) },
  { titulo: 'Ato', valor: (s) => s.ato ?? '' },
  { titulo: 'Usado por', valor: (s) => s.usadoPor ?? '' },
  { titulo: 'Usado em', valor: (s) => s.usadoEm ?? '' },
  { titulo: 'Recibo do tribunal', valor: (s) => s.reciboTribunal ?? '' },
  { titulo: 'Motivo', valor: (s) => s.motivo ?? s.rejeicao ?? '' },
];

/** The service's filter from the screen's (empty fields left out). */
export function filtroDaPesquisa(f: FiltroTelaSelos): Parameters<SeloApi['listar']>[0] {
  const protocolo = Number(f.protocolo.replace(/\D/g, ''));
  return {
    ...(f.codigo.trim() === '' ? {} : { codigo: f.codigo.trim().toUpperCase() }),
    ...(protocolo > 0 ? { protocolo } : {}),
    ...(f.ato.trim() === '' ? {} : { ato: f.ato.trim() }),
    ...(f.situacao === '' ? {} : { situacao: f.situacao as SituacaoSelo }),
    ...(f.tipo === '' ? {} : { tipo: f.tipo as TipoSelo }),
    ...(f.usuario.trim() === '' ? {} : { usuario: f.usuario.trim() }),
    ...(/^\d{4}-\d{2}-\d{2}$/.test(f.de) ? { de: f.de } : {}),
    ...(/^\d{4}-\d{2}-\d{2}$/.test(f.ate) ? { ate: f.ate } : {}),
  };
}

@injectable()
export class PesquisaSelosViewModel {
  readonly tela: TelaListaViewModel<Selo, FiltroTelaSelos>;

  constructor(@inject(SELOS.api) api: Pick<SeloApi, 'listar'>, @inject(UI.servicos) servicosTela: ServicosTela) {
    this.tela = new TelaListaViewModel(
      {
        entidade: SELO,
        vazio: FILTRO_SELOS_VAZIO,
        pessoais: [],
        campoLivre: 'codigo',
        ordenaveis: ['codigo', 'usadoEm'],
        csv: { arquivo: 'selos.csv', colunas: COLUNAS_CSV },
        abrivel: () => false,
        buscar: async (f: FiltroTelaSelos, paginacao: Paginacao, signal: AbortSignal): Promise<Pagina<Selo>> => (await api.listar(filtroDaPesquisa(f), paginacao, { signal })).dados,
      },
      servicosTela,
    );
  }
}

declare module '../../di/token.ts' {
  interface Registro {
    'selos:PesquisaSelosViewModel': PesquisaSelosViewModel;
  }
}
