/**
 * Qualificações de sócio: the Receita Federal's table of what a member (sócio, integrante) is to an entity — its
 * two-digit code and its name (../shared/docs/domain-rcpj.md §4.1, the "Qualificações" table of the CNPJ open data).
 * The office keeps the table on its own screen; the services seed it in full and never overwrite what the office
 * changed.
 */
import { rules, type RuleRef, type RuleResult } from '../input/rules.ts';

/** A qualification of the table. */
export interface QualificacaoSocio {
  readonly id: number;
  /** The Receita's two digits: '16'. */
  readonly codigo: string;
  readonly nome: string;
  readonly versao: number;
}

/** The body of a save: without `id` it creates; with `id` and `versao` it updates. */
export type QualificacaoSocioSalvar = Omit<QualificacaoSocio, 'id' | 'versao'> & { readonly id?: number; readonly versao?: number };

/** The list's filters: part of the name, the code. */
export interface FiltroQualificacoesSocio {
  readonly nome?: string;
  readonly codigo?: string;
}

/** The longest name. */
export const NOME_QUALIFICACAO_SOCIO_MAXIMO = 120;

/** The name's rules besides being required: the form checks them, and the codec the same limit. */
export const REGRAS_NOME_QUALIFICACAO_SOCIO: readonly RuleRef[] = [rules.maxLength(NOME_QUALIFICACAO_SOCIO_MAXIMO)];

/** A code is two digits. */
export const PADRAO_CODIGO_QUALIFICACAO = /^\d{2}$/;
export const MENSAGEM_CODIGO_QUALIFICACAO = 'Código inválido: use os dois dígitos da tabela da Receita, como 16.';

/** The code's rule for the form (the codec checks the same pattern). */
export const REGRAS_CODIGO_QUALIFICACAO: readonly RuleRef[] = [
  (valor: unknown): RuleResult => typeof valor !== 'string' || valor === '' || PADRAO_CODIGO_QUALIFICACAO.test(valor) || MENSAGEM_CODIGO_QUALIFICACAO,
];

/** The Receita's table as published (domain-rcpj §4.1), code → name: what the services seed. */
export const QUALIFICACOES_RECEITA: readonly (readonly [codigo: string, nome: string])[] = [
  ['00', 'Não informada'],
  ['05', 'Administrador'],
  ['08', 'Conselheiro de Administração'],
  ['09', 'Curador'],
  ['10', 'Diretor'],
  ['11', 'Interventor'],
  ['12', 'Inventariante'],
  ['13', 'Liquidante'],
  ['14', 'Mãe'],
  ['15', 'Pai'],
  ['16', 'Presidente'],
  ['17', 'Procurador'],
  ['18', 'Secretário'],
  ['19', 'Síndico (Condomínio)'],
  ['20', 'Sociedade Consorciada'],
  ['21', 'Sociedade Filiada'],
  ['22', 'Sócio'],
  ['23', 'Sócio Capitalista'],
  ['24', 'Sócio Comanditado'],
  ['25', 'Sócio Comanditário'],
  ['26', 'Sócio de Indústria'],
  ['28', 'Sócio-Gerente'],
  ['29', 'Sócio Incapaz ou Relat. Incapaz (exceto menor)'],
  ['30', 'Sócio Menor (Assistido/Representado)'],
  ['31', 'Sócio Ostensivo'],
  ['32', 'Tabelião'],
  ['33', 'Tesoureiro'],
  ['34', 'Titular de Empresa Individual Imobiliária'],
  ['35', 'Tutor'],
  ['37', 'Sócio PJ Domiciliado no Exterior'],
  ['38', 'Sócio PF Residente no Exterior'],
  ['39', 'Diplomata'],
  ['40', 'Cônsul'],
  ['41', 'Representante de Organização Internacional'],
  ['42', 'Oficial de Registro'],
  ['43', 'Responsável'],
  ['46', 'Ministro de Estado das Relações Exteriores'],
  ['47', 'Sócio Pessoa Física Residente no Brasil'],
  ['48', 'Sócio Pessoa Jurídica Domiciliado no Brasil'],
  ['49', 'Sócio-Administrador'],
  ['50', 'Empresário'],
  ['51', 'Candidato a cargo Político Eletivo'],
  ['52', 'Sócio com Capital'],
  ['53', 'Sócio sem Capital'],
  ['54', 'Fundador'],
  ['55', 'Sócio Comanditado Residente no Exterior'],
  ['56', 'Sócio Comanditário PF Residente no Exterior'],
  ['57', 'Sócio Comanditário PJ Domiciliado no Exterior'],
  ['58', 'Sócio Comanditário Incapaz'],
  ['59', 'Produtor Rural'],
  ['60', 'Cônsul Honorário'],
  ['61', 'Responsável indígena'],
  ['62', 'Representante da Instituição Extraterritorial'],
  ['63', 'Cotas em Tesouraria'],
  ['64', 'Administrador Judicial'],
  ['65', 'Titular PF Residente ou Domiciliado no Brasil'],
  ['66', 'Titular PF Residente ou Domiciliado no Exterior'],
  ['67', 'Titular PF Incapaz ou Relat. Incapaz (exceto menor)'],
  ['68', 'Titular PF Menor (Assistido/Representado)'],
  ['69', 'Beneficiário Final'],
  ['70', 'Administrador Residente/Domiciliado no Exterior'],
  ['71', 'Conselheiro de Adm. Residente/Domiciliado no Exterior'],
  ['72', 'Diretor Residente/Domiciliado no Exterior'],
  ['73', 'Presidente Residente/Domiciliado no Exterior'],
  ['74', 'Sócio-Administrador Residente/Domiciliado no Exterior'],
  ['75', 'Fundador Residente/Domiciliado no Exterior'],
  ['78', 'Titular PJ Domiciliada no Brasil'],
  ['79', 'Titular PJ Domiciliada no Exterior'],
];

/** The name the Receita's table gives a code, or undefined. */
export function nomeQualificacaoReceita(codigo: string): string | undefined {
  return QUALIFICACOES_RECEITA.find(([c]) => c === codigo)?.[1];
}

/** The boards of bodies (associations, foundations, religious organisations, parties, unions). */
const QUALIFICACOES_DE_ENTIDADE = ['16', '10', '05', '18', '33', '54'] as const;
/** The members of a simple society. */
const QUALIFICACOES_DE_SOCIEDADE = ['49', '22', '05'] as const;

/**
 * The qualifications that usually suit an entity of this kind, as guidance only: the Receita's annex that maps
 * legal natures to qualifications was not verified (domain-rcpj §4.1 🔶), so no save is refused for a choice
 * outside them.
 */
export function qualificacoesSugeridas(sociedade: boolean): readonly string[] {
  return sociedade ? QUALIFICACOES_DE_SOCIEDADE : QUALIFICACOES_DE_ENTIDADE;
}

/** '16 — Presidente'. */
export function rotuloQualificacao(q: { readonly codigo: string; readonly nome: string }): string {
  return `${q.codigo} — ${q.nome}`;
}
