/**
 * /servico/fundamento: the legal grounds examiners cite in requirement notes, filtered by part of the citation or of
 * the model text; and the form of a ground (its citation and the model text of a requirement that cites it).
 */
import { REGRAS_NOME_FUNDAMENTO_LEGAL, REGRAS_TEXTO_FUNDAMENTO_LEGAL, type FundamentoLegal } from '@rpj/domain';
import { FormularioDeApi, ListaDeApi } from '../../ui/tela/area-de-registros.ts';
import { permissoesDaArea, type Entidade } from '../../ui/tela/entidade.ts';
import { FUNDAMENTOS_LEGAIS, type CamposFundamento } from './fundamentos-legais.tokens.ts';

export const FUNDAMENTO_LEGAL: Entidade<FundamentoLegal> = { singular: 'fundamento legal', plural: 'fundamentos legais', lista: 'servico.fundamento', registro: 'servico.fundamento.salvar', nomeDe: (r) => r.nome, permissoes: permissoesDaArea('ATOS') };

const VAZIO: CamposFundamento = { nome: '', texto: '' };

export const FundamentoLegalListViewModel = ListaDeApi(FUNDAMENTOS_LEGAIS.api, {
  entidade: FUNDAMENTO_LEGAL,
  vazio: VAZIO,
  campoLivre: 'nome',
  ordenaveis: ['nome'],
  csv: {
    arquivo: 'fundamentos-legais.csv',
    colunas: [
      { titulo: 'Fundamento', valor: (r) => r.nome },
      { titulo: 'Texto modelo', valor: (r) => r.texto },
    ],
  },
});

export const FundamentoLegalFormViewModel = FormularioDeApi(FUNDAMENTOS_LEGAIS.api, {
  entidade: FUNDAMENTO_LEGAL,
  vazio: VAZIO,
  campos: {
    nome: { rotulo: 'Fundamento', obrigatorio: true, regras: REGRAS_NOME_FUNDAMENTO_LEGAL },
    texto: { rotulo: 'Texto modelo', obrigatorio: true, regras: REGRAS_TEXTO_FUNDAMENTO_LEGAL },
  },
  valores: (r) => ({ nome: r.nome, texto: r.texto }),
  // The text keeps its lines; only its ends are trimmed.
  corpo: (v) => ({ nome: v.nome.trim(), texto: v.texto.trim() }),
});
