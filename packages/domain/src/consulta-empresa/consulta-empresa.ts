/**
 * The entity lookup (/consulta-empresa): what the entity-consultation service answers for a CNPJ — the Receita's
 * view of the entity — set beside the office's own record with every difference marked, and the values a new
 * record starts from. Members' CPFs come masked the Receita's way (`***.456.789-**`, domain-rcpj §4.1 and §8).
 */
import { isoParaBr } from '../calendar/civil-date.ts';
import { formatCep } from '../documents/cep.ts';
import { formatCnpj, isValidCnpj } from '../documents/cnpj.ts';
import { isValidCpf } from '../documents/cpf.ts';
import type { Endereco } from '../documents/endereco.ts';
import { formatMoney } from '../format.ts';
import { normalizeForSearch } from '../input/text.ts';
import { naturezaJuridica, ROTULOS_SITUACAO_EMPRESA, type Empresa, type EmpresaSalvar, type SituacaoEmpresa } from '../empresas/empresas.ts';
import { socioAtual } from '../socios/socios.ts';

/** The Receita's situations of a CNPJ. */
export const SITUACOES_CADASTRAIS = ['ATIVA', 'SUSPENSA', 'INAPTA', 'BAIXADA', 'NULA'] as const;
export type SituacaoCadastral = (typeof SITUACOES_CADASTRAIS)[number];

export const ROTULOS_SITUACAO_CADASTRAL: Readonly<Record<SituacaoCadastral, string>> = {
  ATIVA: 'Ativa',
  SUSPENSA: 'Suspensa',
  INAPTA: 'Inapta',
  BAIXADA: 'Baixada',
  NULA: 'Nula',
};

/** A member as the Receita publishes it. */
export interface SocioReceita {
  readonly nome: string;
  /** A natural person's CPF masked ('***.456.789-**'), or a legal person's CNPJ (14 characters). */
  readonly documento: string;
  /** The two-digit qualification. */
  readonly qualificacao: string;
  readonly dataEntrada?: string;
}

/** The consultation service's answer for a CNPJ. Dates yyyy-mm-dd; capital in cents. */
export interface EmpresaReceita {
  readonly cnpj: string;
  readonly razaoSocial: string;
  readonly nomeFantasia?: string;
  readonly situacaoCadastral: SituacaoCadastral;
  readonly dataSituacao: string;
  readonly naturezaJuridica: string;
  readonly dataAbertura: string;
  readonly endereco: Endereco;
  readonly capitalCentavos?: number;
  readonly email?: string;
  readonly telefone?: string;
  readonly qsa: readonly SocioReceita[];
}

/** One point on which the office's record and the Receita's differ. */
export interface DiferencaConsulta {
  readonly campo: string;
  readonly rotulo: string;
  readonly local?: string;
  readonly receita?: string;
}

/** The Receita's situation that matches an entity's situation here. */
const SITUACAO_RECEITA: Readonly<Record<SituacaoEmpresa, SituacaoCadastral>> = {
  ATIVA: 'ATIVA',
  EM_LIQUIDACAO: 'ATIVA',
  DISSOLVIDA: 'BAIXADA',
  CANCELADA: 'BAIXADA',
};

const mesmoTexto = (a: string | undefined, b: string | undefined): boolean => normalizeForSearch(a ?? '') === normalizeForSearch(b ?? '');

/** A member written for the comparison: 'MARIA DA SILVA (16)'. */
function membro(nome: string, qualificacao: string): string {
  return `${nome} (${qualificacao})`;
}

/** One line of the comparison: the field, what each side says, and whether they differ. */
export interface LinhaComparacao {
  readonly campo: string;
  readonly rotulo: string;
  readonly local?: string;
  readonly receita?: string;
  readonly diferente: boolean;
}

/** '***.456.789-**' of a CPF's 11 digits (the Receita's way of showing one); a CNPJ, or a CPF already masked, as it is. */
export function documentoComoReceita(documento: string): string {
  return documento.length === 11 ? `***.${documento.slice(3, 6)}.${documento.slice(6, 9)}-**` : documento;
}

const PARTES_ENDERECO: readonly (readonly [keyof Endereco, string])[] = [
  ['cep', 'CEP'],
  ['logradouro', 'Logradouro'],
  ['numero', 'Número'],
  ['complemento', 'Complemento'],
  ['bairro', 'Bairro'],
  ['municipio', 'Município'],
  ['uf', 'UF'],
];

/**
 * Each part of two addresses side by side (`endereco.cep`, …), compared without accents, case and punctuation;
 * none differs when the office's side is not `comparavel` (no record to compare with).
 */
export function linhasDeEndereco(local: Endereco | undefined, outro: Endereco, comparavel: boolean): readonly LinhaComparacao[] {
  const parteDe = (e: Endereco | undefined, parte: keyof Endereco): string | undefined => {
    const valor = e?.[parte];
    return parte === 'cep' && valor !== undefined ? formatCep(valor) : valor;
  };
  return PARTES_ENDERECO.map(([parte, rotulo]) => {
    const a = parteDe(local, parte);
    const b = parteDe(outro, parte);
    return { campo: `endereco.${parte}`, rotulo, ...(a === undefined ? {} : { local: a }), ...(b === undefined ? {} : { receita: b }), diferente: comparavel && !mesmoTexto(a, b) };
  });
}

/** A member as both sides are compared: the name, the document the Receita's way, the two-digit qualification. */
export interface MembroComparado {
  readonly nome: string;
  readonly documento?: string;
  readonly qualificacao: string;
}

/**
 * The members on each side, matched by name (without accents and case): one line per member, differing when the
 * other side lacks the member, gives another qualification or another CPF or CNPJ. None differs when the office's
 * side is not `comparavel`.
 */
export function linhasDeQsa(local: readonly MembroComparado[], outro: readonly MembroComparado[], comparavel: boolean): readonly LinhaComparacao[] {
  const linhas: LinhaComparacao[] = [];
  const dela = new Map(outro.map((s) => [normalizeForSearch(s.nome), s]));
  const vistos = new Set<string>();
  for (const s of local) {
    const k = normalizeForSearch(s.nome);
    vistos.add(k);
    const o = dela.get(k);
    const mesmoDocumento = o?.documento === undefined || s.documento === undefined || o.documento === s.documento;
    const igual = o?.qualificacao === s.qualificacao && mesmoDocumento;
    linhas.push({ campo: 'qsa', rotulo: 'Quadro de sócios', local: membro(s.nome, s.qualificacao), ...(o === undefined ? {} : { receita: membro(o.nome, o.qualificacao) }), diferente: comparavel && !igual });
  }
  for (const o of outro) if (!vistos.has(normalizeForSearch(o.nome))) linhas.push({ campo: 'qsa', rotulo: 'Quadro de sócios', receita: membro(o.nome, o.qualificacao), diferente: comparavel });
  return linhas;
}

/**
 * The office's record beside the Receita's answer, line by line: the CNPJ, the names, the legal nature, the
 * situation, the opening date, each part of the address, the capital, and each current member (by name, masked
 * document and qualification). Texts are compared without accents, case and punctuation. Without a record here,
 * every line has only the Receita's side and none differs.
 */
export function comparacaoReceita(local: Empresa | undefined, receita: EmpresaReceita, hoje: string): readonly LinhaComparacao[] {
  const linhas: LinhaComparacao[] = [];
  const linha = (campo: string, rotulo: string, a: string | undefined, b: string | undefined, igual = mesmoTexto): void => {
    linhas.push({ campo, rotulo, ...(a === undefined ? {} : { local: a }), ...(b === undefined ? {} : { receita: b }), diferente: local !== undefined && !igual(a, b) });
  };
  const l = local;
  linha('cnpj', 'CNPJ', l?.cnpj === undefined ? undefined : formatCnpj(l.cnpj), formatCnpj(receita.cnpj));
  linha('denominacao', 'Denominação', l?.denominacao, receita.razaoSocial);
  linha('nomeFantasia', 'Nome fantasia', l?.nomeFantasia, receita.nomeFantasia);
  linha('naturezaJuridica', 'Natureza jurídica', l === undefined ? undefined : (naturezaJuridica(l.naturezaJuridica)?.nome ?? l.naturezaJuridica), naturezaJuridica(receita.naturezaJuridica)?.nome ?? receita.naturezaJuridica);
  linha(
    'situacao',
    'Situação',
    l === undefined ? undefined : ROTULOS_SITUACAO_EMPRESA[l.situacao],
    ROTULOS_SITUACAO_CADASTRAL[receita.situacaoCadastral],
    () => l !== undefined && SITUACAO_RECEITA[l.situacao] === receita.situacaoCadastral,
  );
  linha('dataConstituicao', 'Data de constituição', isoParaBr(l?.dataConstituicao), isoParaBr(receita.dataAbertura));
  linhas.push(...linhasDeEndereco(l?.endereco, receita.endereco, local !== undefined));
  linha(
    'capitalCentavos',
    'Capital social',
    l?.capitalCentavos === undefined ? undefined : formatMoney(l.capitalCentavos),
    receita.capitalCentavos === undefined ? undefined : formatMoney(receita.capitalCentavos),
    (a, b) => a === b,
  );
  const atuais = (l?.socios ?? []).filter((s) => socioAtual(s, hoje)).map((s) => ({ nome: s.pessoa.nome, documento: documentoComoReceita(s.pessoa.documento), qualificacao: s.qualificacao }));
  linhas.push(...linhasDeQsa(atuais, receita.qsa, local !== undefined));
  return linhas;
}

/** Where the office's record and the Receita's answer differ (the lines of {@link comparacaoReceita} that do). */
export function diferencasReceita(local: Empresa, receita: EmpresaReceita, hoje: string): readonly DiferencaConsulta[] {
  return comparacaoReceita(local, receita, hoje)
    .filter((l) => l.diferente)
    .map(({ diferente: _d, ...d }) => d);
}

/** What a lookup's text asks for. */
export type PedidoConsulta =
  | { readonly tipo: 'cpf'; readonly documento: string }
  | { readonly tipo: 'cnpj'; readonly cnpj: string }
  | { readonly tipo: 'registro'; readonly numero: number }
  | { readonly tipo: 'nome'; readonly nome: string }
  | { readonly tipo: 'invalido'; readonly mensagem: string };

/**
 * How /consulta-empresa reads what was typed: a member's CPF, an entity's CNPJ (numeric or alphanumeric), a
 * registration number (digits only, up to 9), or part of a name (3 letters at least). A document with wrong check
 * digits is said so rather than searched as a name.
 */
export function pedidoConsulta(texto: string): PedidoConsulta {
  const t = texto.trim();
  const bruto = t.replace(/[.\-/\s]/g, '');
  if (/^\d{11}$/.test(bruto)) return isValidCpf(bruto) ? { tipo: 'cpf', documento: bruto } : { tipo: 'invalido', mensagem: 'CPF inválido: confira os dígitos.' };
  if (/^[0-9A-Za-z]{12}\d{2}$/.test(bruto) && isValidCnpj(bruto)) return { tipo: 'cnpj', cnpj: bruto.toUpperCase() };
  if (/^\d{14}$/.test(bruto)) return { tipo: 'invalido', mensagem: 'CNPJ inválido: confira os dígitos.' };
  if (/^\d{1,9}$/.test(t)) return Number(t) > 0 ? { tipo: 'registro', numero: Number(t) } : { tipo: 'invalido', mensagem: 'Número de registro inválido.' };
  if (/^[\d.\-/\s]+$/.test(t) && t !== '') return { tipo: 'invalido', mensagem: 'Informe um CPF, um CNPJ ou um número de registro completos.' };
  if (t.length < 3) return { tipo: 'invalido', mensagem: 'Informe ao menos 3 letras do nome, ou um CNPJ, um número de registro ou o CPF de um sócio.' };
  return { tipo: 'nome', nome: t };
}

/**
 * The values a new record starts from, taken from the Receita's answer: the names, the CNPJ, the nature when this
 * office registers it, the opening date, the address, the capital of a society, the contacts. The purpose and the
 * board (whose CPFs the Receita masks) are for the person to fill.
 */
export function empresaDaReceita(receita: EmpresaReceita): EmpresaSalvar {
  const natureza = naturezaJuridica(receita.naturezaJuridica);
  const registravel = natureza?.registravel === true;
  return {
    denominacao: receita.razaoSocial,
    ...(receita.nomeFantasia === undefined ? {} : { nomeFantasia: receita.nomeFantasia }),
    cnpj: receita.cnpj,
    naturezaJuridica: registravel ? natureza.codigo : '',
    situacao: 'ATIVA',
    migrada: false,
    dataConstituicao: receita.dataAbertura,
    ...(receita.capitalCentavos !== undefined && natureza?.sociedade === true ? { capitalCentavos: receita.capitalCentavos } : {}),
    objeto: '',
    endereco: receita.endereco,
    ...(receita.email === undefined ? {} : { email: receita.email }),
    ...(receita.telefone === undefined ? {} : { telefone: receita.telefone }),
  };
}
