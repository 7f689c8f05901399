/**
 * The consultation service's demo data set (never in production): the Receita's view of the demo office's entities
 * that have a CNPJ — names and addresses in the Receita's upper case without accents, members with masked CPFs —
 * with the differences a real office meets (a seat moved without an amendment, a board not updated at the Receita,
 * an entity closed there), and a few entities this office has not registered, to start a record from.
 */
import { isValidCnpj, maskCpfForPublic, socioAtual, stripAccents, type Empresa, type EmpresaReceita, type SituacaoCadastral, type SituacaoEmpresa } from '@rpj/domain';

const receitaTexto = (texto: string): string => stripAccents(texto).toUpperCase();

const SITUACAO: Readonly<Record<SituacaoEmpresa, SituacaoCadastral>> = { ATIVA: 'ATIVA', EM_LIQUIDACAO: 'ATIVA', DISSOLVIDA: 'BAIXADA', CANCELADA: 'BAIXADA' };

/** The Receita's view of one of the office's entities; `indice` decides the differences it carries. */
export function receitaDeEmpresa(e: Empresa & { readonly cnpj: string }, indice: number, hoje: string): EmpresaReceita {
  const atuais = (e.socios ?? []).filter((s) => socioAtual(s, hoje));
  // Every 9th: the Receita still has the board before the last election (one member missing).
  const qsa = (indice % 9 === 4 ? atuais.slice(1) : atuais).map((s) => ({
    nome: receitaTexto(s.pessoa.nome),
    documento: s.pessoa.tipo === 'FISICA' ? maskCpfForPublic(s.pessoa.documento) : s.pessoa.documento,
    qualificacao: s.qualificacao,
    dataEntrada: s.entrada,
  }));
  const endereco = {
    ...e.endereco,
    ...(e.endereco.logradouro === undefined ? {} : { logradouro: receitaTexto(e.endereco.logradouro) }),
    ...(e.endereco.bairro === undefined ? {} : { bairro: receitaTexto(e.endereco.bairro) }),
    ...(e.endereco.municipio === undefined ? {} : { municipio: receitaTexto(e.endereco.municipio) }),
    // Every 7th moved its seat at the Receita without amending it here.
    ...(indice % 7 === 2 ? { numero: String(Number(e.endereco.numero ?? '0') + 40), logradouro: 'AVENIDA T-4' } : {}),
  };
  // Every 13th active one was closed at the Receita (an omission the office will want to look into).
  const situacao: SituacaoCadastral = indice % 13 === 6 && e.situacao === 'ATIVA' ? 'INAPTA' : SITUACAO[e.situacao];
  return {
    cnpj: e.cnpj,
    razaoSocial: receitaTexto(e.denominacao),
    ...(e.nomeFantasia === undefined ? {} : { nomeFantasia: receitaTexto(e.nomeFantasia) }),
    situacaoCadastral: situacao,
    dataSituacao: e.dataRegistro ?? e.dataConstituicao ?? '2000-01-01',
    naturezaJuridica: e.naturezaJuridica,
    dataAbertura: e.dataConstituicao ?? e.dataRegistro ?? '2000-01-01',
    endereco,
    ...(e.capitalCentavos === undefined ? {} : { capitalCentavos: e.capitalCentavos }),
    ...(e.email === undefined ? {} : { email: e.email }),
    ...(e.telefone === undefined ? {} : { telefone: e.telefone }),
    qsa,
  };
}

/** A valid CNPJ of a root (branch 0001). */
function cnpjDaRaiz(raiz: string): string {
  for (let dv = 0; dv < 100; dv++) {
    const cnpj = `${raiz}0001${String(dv).padStart(2, '0')}`;
    if (isValidCnpj(cnpj)) return cnpj;
  }
  return `${raiz}000100`;
}

/** Entities the Receita knows and this office has not registered: the lookup starts a record from them. */
export function receitaSemRegistro(): readonly EmpresaReceita[] {
  const entidade = (raiz: string, razaoSocial: string, naturezaJuridica: string, bairro: string, logradouro: string, qsa: EmpresaReceita['qsa']): EmpresaReceita => ({
    cnpj: cnpjDaRaiz(raiz),
    razaoSocial,
    situacaoCadastral: 'ATIVA',
    dataSituacao: '2026-09-14',
    naturezaJuridica,
    dataAbertura: '2026-09-14',
    endereco: { cep: '74230010', logradouro, numero: '215', bairro, municipio: 'GOIANIA', uf: 'GO' },
    qsa,
  });
  return [
    entidade('45123987', 'ASSOCIACAO DOS AMIGOS DO PARQUE VACA BRAVA', '3999', 'SETOR BUENO', 'RUA T-55', [
      { nome: 'MARINA COSTA DUTRA', documento: '***.482.731-**', qualificacao: '16' },
      { nome: 'RODRIGO ALVES PIRES', documento: '***.219.604-**', qualificacao: '33' },
    ]),
    entidade('45123988', 'INSTITUTO CERRADO VIVO DE EDUCACAO AMBIENTAL', '3999', 'SETOR MARISTA', 'RUA 1.136', [
      { nome: 'HELOISA BRANDAO REIS', documento: '***.390.118-**', qualificacao: '16' },
    ]),
    entidade('45123989', 'CENTRO ESPIRITA LUZ DO CERRADO', '3220', 'VILA NOVA', 'RUA 214', [
      { nome: 'JOSE EDUARDO MACIEL', documento: '***.775.402-**', qualificacao: '16' },
    ]),
    entidade('45123990', 'MORAIS & TAVARES ARQUITETURA SOCIEDADE SIMPLES LTDA', '2240', 'SETOR OESTE', 'AVENIDA REPUBLICA DO LIBANO', [
      { nome: 'LETICIA MORAIS CAMPOS', documento: '***.611.273-**', qualificacao: '49' },
      { nome: 'CAIO TAVARES NUNES', documento: '***.508.946-**', qualificacao: '22' },
    ]),
  ];
}
