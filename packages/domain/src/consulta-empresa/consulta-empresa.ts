/**
 * The entity lookup (/consulta-empresa): what the entity-consultation service answers for a CNPJ — the Receita's
 * view of the entity — set beside the office's own record with every difference marked, and the values a new
 * record starts from. Members' CPFs come masked the Receita's way (`***.456.789-**`, domain-rcpj §4.1 and §8).
 */
import { isoParaBr } from '../calendar/civil-date.ts';
import { formatCnpj } from '../documents/cnpj.ts';
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

/** '***.456.789-**' of a CPF's 11 digits; a CNPJ as it is. */
function documentoComoReceita(documento: string): string {
  return documento.length === 11 ? `***.${documento.slice(3, 6)}.${documento.slice(6, 9)}-**` : documento;
}

/** A member written for the comparison: 'MARIA DA SILVA (16)'. */
function membro(nome: string, qualificacao: string): string {
  return `${nome} (${qualificacao})`;
}

/**
 * Where the office's record and the Receita's answer differ: the CNPJ, the names, the legal nature, the situation,
 * the opening date, each part of the address, the capital, and the current members (by name, masked document and
 * qualification). Texts are compared without accents, case and punctuation.
 */
export function diferencasReceita(local: Empresa, receita: EmpresaReceita, hoje: string): readonly DiferencaConsulta[] {
  const diferencas: DiferencaConsulta[] = [];
  const comparar = (campo: string, rotulo: string, a: string | undefined, b: string | undefined, igual = mesmoTexto): void => {
    if (!igual(a, b)) diferencas.push({ campo, rotulo, ...(a === undefined ? {} : { local: a }), ...(b === undefined ? {} : { receita: b }) });
  };
  comparar('cnpj', 'CNPJ', local.cnpj === undefined ? undefined : formatCnpj(local.cnpj), formatCnpj(receita.cnpj));
  comparar('denominacao', 'Denominação', local.denominacao, receita.razaoSocial);
  comparar('nomeFantasia', 'Nome fantasia', local.nomeFantasia, receita.nomeFantasia);
  comparar('naturezaJuridica', 'Natureza jurídica', naturezaJuridica(local.naturezaJuridica)?.nome ?? local.naturezaJuridica, naturezaJuridica(receita.naturezaJuridica)?.nome ?? receita.naturezaJuridica);
  comparar(
    'situacao',
    'Situação',
    ROTULOS_SITUACAO_EMPRESA[local.situacao],
    ROTULOS_SITUACAO_CADASTRAL[receita.situacaoCadastral],
    () => SITUACAO_RECEITA[local.situacao] === receita.situacaoCadastral,
  );
  comparar('dataConstituicao', 'Data de constituição', isoParaBr(local.dataConstituicao), isoParaBr(receita.dataAbertura));
  const partes: readonly (readonly [keyof Endereco, string])[] = [
    ['cep', 'CEP'],
    ['logradouro', 'Logradouro'],
    ['numero', 'Número'],
    ['complemento', 'Complemento'],
    ['bairro', 'Bairro'],
    ['municipio', 'Município'],
    ['uf', 'UF'],
  ];
  for (const [parte, rotulo] of partes) comparar(`endereco.${parte}`, rotulo, local.endereco[parte], receita.endereco[parte]);
  comparar(
    'capitalCentavos',
    'Capital social',
    local.capitalCentavos === undefined ? undefined : formatMoney(local.capitalCentavos),
    receita.capitalCentavos === undefined ? undefined : formatMoney(receita.capitalCentavos),
    (a, b) => a === b,
  );
  // The current members on each side, each one a name, a masked document and a qualification.
  const chave = (nome: string, documento: string, qualificacao: string): string => `${normalizeForSearch(nome)}|${documento}|${qualificacao}`;
  const locais = (local.socios ?? []).filter((s) => socioAtual(s, hoje));
  const daqui = new Map(locais.map((s) => [chave(s.pessoa.nome, documentoComoReceita(s.pessoa.documento), s.qualificacao), membro(s.pessoa.nome, s.qualificacao)]));
  const dela = new Map(receita.qsa.map((s) => [chave(s.nome, s.documento, s.qualificacao), membro(s.nome, s.qualificacao)]));
  for (const [k, m] of daqui) if (!dela.has(k)) diferencas.push({ campo: 'qsa', rotulo: 'Quadro de sócios', local: m });
  for (const [k, m] of dela) if (!daqui.has(k)) diferencas.push({ campo: 'qsa', rotulo: 'Quadro de sócios', receita: m });
  return diferencas;
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
