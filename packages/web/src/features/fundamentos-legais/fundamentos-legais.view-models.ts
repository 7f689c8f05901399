/** /servico/fundamento: the fundamentos legais list, filtered by part of the name; and the form of um fundamento legal. */
import { REGRAS_NOME_FUNDAMENTO_LEGAL, type FundamentoLegal } from '@rpj/domain';
import { FormularioDeApi, ListaDeApi } from '../../ui/tela/area-de-registros.ts';
import { permissoesDaArea, type Entidade } from '../../ui/tela/entidade.ts';
import { FUNDAMENTOS_LEGAIS } from './fundamentos-legais.tokens.ts';

export const FUNDAMENTO_LEGAL: Entidade<FundamentoLegal> = { singular: 'fundamento legal', plural: 'fundamentos legais', lista: 'servico.fundamento', registro: 'servico.fundamento.salvar', nomeDe: (r) => r.nome, permissoes: permissoesDaArea('ATOS') };
export const FundamentoLegalListViewModel = ListaDeApi(FUNDAMENTOS_LEGAIS.api, { entidade: FUNDAMENTO_LEGAL, vazio: { nome: '' }, campoLivre: 'nome', ordenaveis: ['nome'], csv: { arquivo: 'fundamentos-legais.csv', colunas: [{ titulo: 'Nome', valor: (r) => r.nome }] } });
export const FundamentoLegalFormViewModel = FormularioDeApi(FUNDAMENTOS_LEGAIS.api, { entidade: FUNDAMENTO_LEGAL, vazio: { nome: '' }, campos: { nome: { rotulo: 'Nome', obrigatorio: true, regras: REGRAS_NOME_FUNDAMENTO_LEGAL } }, valores: (r) => ({ nome: r.nome }), corpo: (v) => ({ nome: v.nome.trim() }) });
