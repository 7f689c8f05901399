/**
 * /empresa/qualificacao: the Receita's qualification table as the office keeps it, filtered by part of the name and
 * sorted by code or name; and the form of a qualification (its two-digit code and its name).
 */
import { REGRAS_CODIGO_QUALIFICACAO, REGRAS_NOME_QUALIFICACAO_SOCIO, type QualificacaoSocio } from '@rpj/domain';
import { FormularioDeApi, ListaDeApi } from '../../ui/tela/area-de-registros.ts';
import { permissoesDaArea, type Entidade } from '../../ui/tela/entidade.ts';
import { QUALIFICACOES_SOCIO, type ValoresQualificacao } from './qualificacoes-socio.tokens.ts';

export const QUALIFICACAO_SOCIO: Entidade<QualificacaoSocio> = {
  singular: 'qualificação de sócio',
  plural: 'qualificações de sócio',
  feminino: true,
  lista: 'empresa.qualificacao',
  registro: 'empresa.qualificacao.salvar',
  nomeDe: (r) => `${r.codigo} — ${r.nome}`,
  permissoes: permissoesDaArea('QUALIFICACAO_SOCIO'),
};

export const QualificacaoSocioListViewModel = ListaDeApi(QUALIFICACOES_SOCIO.api, {
  entidade: QUALIFICACAO_SOCIO,
  vazio: { nome: '' },
  campoLivre: 'nome',
  ordenaveis: ['codigo', 'nome'],
  csv: {
    arquivo: 'qualificacoes-socio.csv',
    colunas: [
      { titulo: 'Código', valor: (r) => r.codigo },
      { titulo: 'Nome', valor: (r) => r.nome },
    ],
  },
});

const VAZIO: ValoresQualificacao = { codigo: '', nome: '' };

export const QualificacaoSocioFormViewModel = FormularioDeApi(QUALIFICACOES_SOCIO.api, {
  entidade: QUALIFICACAO_SOCIO,
  vazio: VAZIO,
  campos: {
    codigo: { rotulo: 'Código', obrigatorio: true, regras: REGRAS_CODIGO_QUALIFICACAO },
    nome: { rotulo: 'Nome', obrigatorio: true, regras: REGRAS_NOME_QUALIFICACAO_SOCIO },
  },
  valores: (r) => ({ codigo: r.codigo, nome: r.nome }),
  corpo: (v) => ({ codigo: v.codigo.trim(), nome: v.nome.trim() }),
});
