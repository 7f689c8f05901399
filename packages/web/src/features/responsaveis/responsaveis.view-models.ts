/**
 * /responsavel: who may sign certificates — the list, filtered by part of the name, by post and by who may sign
 * today, each row with its period; and the form of a signatory (name, post, first and last day).
 */
import {
  brParaIso,
  diaCivil,
  FUSO_HORARIO_PADRAO,
  isoParaBr,
  MASKS,
  REGRAS_NOME_RESPONSAVEL,
  ROTULOS_CARGO_RESPONSAVEL,
  rules,
  textoDaVigencia,
  type CargoResponsavel,
  type Responsavel,
} from '@rpj/domain';
import type { ResponsavelApi } from '@rpj/sdk';
import { inject, injectable } from 'inversify';
import { listaDeApi, type TelaListaViewModel } from '../../ui/list/tela-lista.view-model.ts';
import { FormularioDeApi } from '../../ui/tela/area-de-registros.ts';
import { permissoesDaArea, type Entidade } from '../../ui/tela/entidade.ts';
import type { ServicosTela } from '../../ui/tela/servicos-tela.ts';
import { UI } from '../../ui/tela/tela.tokens.ts';
import { RESPONSAVEIS, type CamposResponsavel, type FiltroTelaResponsaveis } from './responsaveis.tokens.ts';

export const RESPONSAVEL: Entidade<Responsavel> = {
  singular: 'responsável assinante',
  plural: 'responsáveis assinantes',
  lista: 'responsavel',
  registro: 'responsavel.salvar',
  nomeDe: (r) => r.nome,
  permissoes: permissoesDaArea('RESPONSAVEIS_ASSINANTE'),
};

@injectable()
export class ResponsavelListViewModel {
  readonly tela: TelaListaViewModel<Responsavel, FiltroTelaResponsaveis>;
  readonly #servicos: ServicosTela;

  constructor(@inject(RESPONSAVEIS.api) api: ResponsavelApi, @inject(UI.servicos) servicos: ServicosTela) {
    this.#servicos = servicos;
    this.tela = listaDeApi<Responsavel, FiltroTelaResponsaveis>(
      api,
      {
        entidade: RESPONSAVEL,
        vazio: { nome: '', cargo: '', vigenteEm: '' },
        campoLivre: 'nome',
        ordenaveis: ['nome', 'cargo', 'inicio'],
        csv: {
          arquivo: 'responsaveis-assinantes.csv',
          colunas: [
            { titulo: 'Nome', valor: (r) => r.nome },
            { titulo: 'Cargo', valor: (r) => ROTULOS_CARGO_RESPONSAVEL[r.cargo] },
            { titulo: 'Início', valor: (r) => isoParaBr(r.inicio) ?? r.inicio },
            { titulo: 'Fim', valor: (r) => (r.fim === undefined ? '' : (isoParaBr(r.fim) ?? r.fim)) },
          ],
        },
      },
      servicos,
    );
  }

  /** Today in the office's time zone (yyyy-mm-dd): whom the list marks as able to sign. */
  get hoje(): string {
    return diaCivil(this.#servicos.scheduler.now(), FUSO_HORARIO_PADRAO);
  }
}

const VAZIO: CamposResponsavel = { nome: '', cargo: 'ESCREVENTE', inicio: '', fim: '' };

export const ResponsavelFormViewModel = FormularioDeApi(RESPONSAVEIS.api, {
  entidade: RESPONSAVEL,
  vazio: VAZIO,
  campos: {
    nome: { rotulo: 'Nome', obrigatorio: true, regras: REGRAS_NOME_RESPONSAVEL },
    cargo: { rotulo: 'Cargo', obrigatorio: true },
    inicio: { rotulo: 'Pode assinar a partir de', obrigatorio: true, regras: [rules.date()], mascara: MASKS.dataBr },
    fim: { rotulo: 'Até (inclusive)', regras: [rules.date()], mascara: MASKS.dataBr },
  },
  valores: (r) => ({ nome: r.nome, cargo: r.cargo, inicio: isoParaBr(r.inicio) ?? r.inicio, fim: r.fim === undefined ? '' : (isoParaBr(r.fim) ?? r.fim) }),
  corpo: (v) => {
    const fim = v.fim.trim();
    return {
      nome: v.nome.trim(),
      cargo: v.cargo as CargoResponsavel,
      inicio: brParaIso(v.inicio.trim()) ?? v.inicio.trim(),
      ...(fim === '' ? {} : { fim: brParaIso(fim) ?? fim }),
    };
  },
});

/** The period as the list shows it. */
export const vigenciaDe = (r: Responsavel): string => textoDaVigencia(r).replace(/^./, (c) => c.toUpperCase());

declare module '../../di/token.ts' {
  interface Registro {
    'responsaveis:ResponsavelListViewModel': ResponsavelListViewModel;
  }
}
