/**
 * /empresa: the registered entities, found by name (parts of words, closest first), CNPJ, registration number,
 * legal nature, situation and a period of registration; sorted, paged, exported. Every filter is in the URL: an
 * entity's data is public registry data (domain-rcpj §8).
 */
import {
  brParaIso,
  formatCnpj,
  isoParaBr,
  naturezaJuridica,
  ROTULOS_SITUACAO_EMPRESA,
  SITUACOES_EMPRESA,
  type EmpresaListaItem,
  type FiltroEmpresas,
  type Pagina,
  type Paginacao,
  type SituacaoEmpresa,
} from '@rpj/domain';
import type { EmpresaApi } from '@rpj/sdk';
import { inject, injectable } from 'inversify';
import type { ColunaCsv } from '../../ui/list/csv.ts';
import { TelaListaViewModel } from '../../ui/list/tela-lista.view-model.ts';
import type { ServicosTela } from '../../ui/tela/servicos-tela.ts';
import { UI } from '../../ui/tela/tela.tokens.ts';
import { EMPRESA } from './empresa.entidade.ts';
import { EMPRESAS } from './empresas.tokens.ts';

/** The filter bar of the list (dates as typed, dd/mm/aaaa). */
// eslint-disable-next-line @typescript-eslint/consistent-type-definitions
export type FiltroTelaEmpresas = {
  readonly nome: string;
  readonly cnpj: string;
  readonly numeroRegistro: string;
  readonly naturezaJuridica: string;
  readonly situacao: string;
  readonly registroDe: string;
  readonly registroAte: string;
};

const VAZIO: FiltroTelaEmpresas = { nome: '', cnpj: '', numeroRegistro: '', naturezaJuridica: '', situacao: '', registroDe: '', registroAte: '' };

/** dd/mm/aaaa of yyyy-mm-dd, '' without a date (a form's value, a CSV cell). */
export function dataBr(iso: string | undefined): string {
  return isoParaBr(iso) ?? '';
}

/** The columns of the CSV export. */
export const COLUNAS_CSV: readonly ColunaCsv<EmpresaListaItem>[] = [
  { titulo: 'Denominação', valor: (e) => e.denominacao },
  { titulo: 'Nome fantasia', valor: (e) => e.nomeFantasia ?? '' },
  { titulo: 'CNPJ', valor: (e) => (e.cnpj === undefined ? '' : formatCnpj(e.cnpj)) },
  { titulo: 'Natureza jurídica', valor: (e) => naturezaJuridica(e.naturezaJuridica)?.nome ?? e.naturezaJuridica },
  { titulo: 'Situação', valor: (e) => ROTULOS_SITUACAO_EMPRESA[e.situacao] },
  { titulo: 'Registro', valor: (e) => (e.numeroRegistro === undefined ? '' : String(e.numeroRegistro)) },
  { titulo: 'Livro', valor: (e) => e.livro ?? '' },
  { titulo: 'Folha', valor: (e) => e.folha ?? '' },
  { titulo: 'Data de registro', valor: (e) => dataBr(e.dataRegistro) },
  { titulo: 'Município', valor: (e) => (e.municipio === undefined ? '' : `${e.municipio}${e.uf === undefined ? '' : `/${e.uf}`}`) },
  { titulo: 'Origem', valor: (e) => (e.migrada ? 'Migrada' : 'Registrada aqui') },
];

/** The filters the service takes, from what the bar holds (what does not read as a filter is left out). */
export function filtroDaTela(f: FiltroTelaEmpresas): FiltroEmpresas {
  const de = brParaIso(f.registroDe.trim());
  const ate = brParaIso(f.registroAte.trim());
  const cnpj = f.cnpj.replace(/[.\-/\s]/g, '');
  return {
    ...(f.nome.trim() === '' ? {} : { nome: f.nome.trim() }),
    ...(cnpj === '' ? {} : { cnpj }),
    ...(/^\d{1,9}$/.test(f.numeroRegistro.trim()) && Number(f.numeroRegistro) > 0 ? { numeroRegistro: Number(f.numeroRegistro) } : {}),
    ...(naturezaJuridica(f.naturezaJuridica) === undefined ? {} : { naturezaJuridica: f.naturezaJuridica }),
    ...((SITUACOES_EMPRESA as readonly string[]).includes(f.situacao) ? { situacao: f.situacao as SituacaoEmpresa } : {}),
    ...(de === undefined ? {} : { registroDe: de }),
    ...(ate === undefined ? {} : { registroAte: ate }),
  };
}

@injectable()
export class EmpresaListViewModel {
  readonly tela: TelaListaViewModel<EmpresaListaItem, FiltroTelaEmpresas>;

  constructor(@inject(EMPRESAS.api) empresas: Pick<EmpresaApi, 'listar' | 'remover'>, @inject(UI.servicos) servicos: ServicosTela) {
    this.tela = new TelaListaViewModel(
      {
        entidade: EMPRESA,
        vazio: VAZIO,
        pessoais: [],
        campoLivre: 'nome',
        ordenaveis: ['denominacao', 'numeroRegistro', 'dataRegistro', 'situacao'],
        csv: { arquivo: 'empresas.csv', colunas: COLUNAS_CSV },
        buscar: async (filtro: FiltroTelaEmpresas, paginacao: Paginacao, signal: AbortSignal): Promise<Pagina<EmpresaListaItem>> =>
          (await empresas.listar(filtroDaTela(filtro), paginacao, { signal })).dados,
        remover: (id) => empresas.remover(id),
      },
      servicos,
    );
  }
}

declare module '../../di/token.ts' {
  interface Registro {
    'empresas:EmpresaListViewModel': EmpresaListViewModel;
  }
}
