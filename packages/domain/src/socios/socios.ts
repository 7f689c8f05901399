/**
 * Persons and members (sócios, integrantes): a natural person (CPF) or a legal person (CNPJ) is kept once and linked
 * to many entities, each link with its qualification of the Receita's table, its entry and exit, its term of office,
 * its share of the capital where the entity is a society, and whether it represents the entity
 * (../shared/docs/domain-rcpj.md §4). The board of an entity is the list of its links.
 */
import { isValidCnpj, normalizeCnpj } from '../documents/cnpj.ts';
import { isValidCpf, normalizeCpf } from '../documents/cpf.ts';
import { MASKS } from '../input/masks.ts';
import type { ErroCampo } from '../response/resposta-padrao.ts';

/** A natural person (CPF) or a legal person (CNPJ). */
export type TipoPessoa = 'FISICA' | 'JURIDICA';

/** A person, stored once whatever the number of entities it is a member of. */
export interface Pessoa {
  readonly id: number;
  readonly tipo: TipoPessoa;
  /** The CPF's 11 digits or the CNPJ's 14 characters. */
  readonly documento: string;
  readonly nome: string;
}

/** A person as a save names it: its document says which kind it is. */
export interface PessoaInformada {
  readonly documento: string;
  readonly nome: string;
}

/** A member of an entity's board. Dates are yyyy-mm-dd. */
export interface Socio {
  readonly id: number;
  readonly pessoa: Pessoa;
  /** The Receita's two-digit qualification: '16' (Presidente). */
  readonly qualificacao: string;
  readonly entrada: string;
  /** When the member left; absent, a current member. */
  readonly saida?: string;
  /** The end of the term of office, for an elected position. */
  readonly mandatoAte?: string;
  /** Share of the capital in hundredths of a percent (2500 = 25,00 %): only in a society. */
  readonly participacao?: number;
  /** Represents the entity (signs for it). */
  readonly representanteLegal: boolean;
}

/** A member as the entity's save sends it: `id` for a link that already exists. */
export type SocioSalvar = Omit<Socio, 'id' | 'pessoa'> & { readonly id?: number; readonly pessoa: PessoaInformada };

/** The longest name of a person. */
export const NOME_PESSOA_MAXIMO = 200;
/** A share is at most the whole capital. */
export const PARTICIPACAO_MAXIMA = 10_000;

export const MENSAGEM_DOCUMENTO_PESSOA = 'CPF ou CNPJ inválido: confira os dígitos.';

/** The CPF's 11 digits or the CNPJ's 14 characters of a typed document (masked or not), or undefined. */
export function normalizeDocumentoPessoa(texto: string): string | undefined {
  if (isValidCpf(texto)) return normalizeCpf(texto);
  if (isValidCnpj(texto)) return normalizeCnpj(texto);
  return undefined;
}

/**
 * A document as it is typed, masked: a CPF while it has up to 11 digits, a CNPJ (numeric or alphanumeric) once it
 * has more or a letter.
 *
 * @example
 * ```ts
 * mascararDocumentoPessoa('52998224725');    // '529.982.247-25'
 * mascararDocumentoPessoa('12abc34501de35'); // '12.ABC.345/01DE-35'
 * ```
 */
export function mascararDocumentoPessoa(texto: string): string {
  const bruto = texto.replace(/[^0-9A-Za-z]/g, '').toUpperCase();
  return /[A-Z]/.test(bruto) || bruto.length > 11 ? MASKS.cnpj.format(bruto) : MASKS.cpf.format(bruto);
}

/** The kind of person a (normalized) document names. */
export function tipoPessoa(documento: string): TipoPessoa {
  return documento.length === 11 ? 'FISICA' : 'JURIDICA';
}

/** Whether a member is current on a day (yyyy-mm-dd): entered by then and not yet left. */
export function socioAtual(socio: Pick<Socio, 'entrada' | 'saida'>, hoje: string): boolean {
  return socio.entrada <= hoje && (socio.saida === undefined || socio.saida > hoje);
}

/** Whether two periods [entrada, saida) share a day; no exit is an open end. */
function periodosSeCruzam(a: Pick<Socio, 'entrada' | 'saida'>, b: Pick<Socio, 'entrada' | 'saida'>): boolean {
  return (a.saida === undefined || b.entrada < a.saida) && (b.saida === undefined || a.entrada < b.saida);
}

/** '25,00 %' of a share in hundredths of a percent. */
export function formatParticipacao(centesimos: number): string {
  return `${(centesimos / 100).toLocaleString('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} %`;
}

/**
 * The field errors of a board, beyond each field's own rule: an exit or a term's end before the entry, a share in an
 * entity that is not a society, a person twice in the board over the same days, current shares over 100 %. Each
 * names its field as `socios.<index>.<field>`, so the form puts it on its row.
 */
export function errosDoQuadro(socios: readonly SocioSalvar[], entidade: { readonly sociedade: boolean }): readonly ErroCampo[] {
  const erros: ErroCampo[] = [];
  socios.forEach((s, i) => {
    const campo = (nome: string): string => `socios.${String(i)}.${nome}`;
    if (s.saida !== undefined && s.saida < s.entrada) erros.push({ campo: campo('saida'), mensagem: 'A saída não pode ser anterior à entrada.' });
    if (s.mandatoAte !== undefined && s.mandatoAte < s.entrada) {
      erros.push({ campo: campo('mandatoAte'), mensagem: 'O fim do mandato não pode ser anterior à entrada.' });
    }
    if (s.participacao !== undefined && !entidade.sociedade) {
      erros.push({ campo: campo('participacao'), mensagem: 'A participação no capital só se aplica a sociedades: deixe-a em branco.' });
    }
    const anterior = socios.findIndex((o, j) => j < i && o.pessoa.documento === s.pessoa.documento && periodosSeCruzam(o, s));
    if (anterior >= 0) {
      erros.push({ campo: campo('pessoa.documento'), mensagem: `${s.pessoa.nome} já está no quadro nesse período (linha ${String(anterior + 1)}): um período por pessoa.` });
    }
  });
  const total = socios.filter((s) => s.saida === undefined).reduce((soma, s) => soma + (s.participacao ?? 0), 0);
  if (total > PARTICIPACAO_MAXIMA) {
    erros.push({ campo: 'socios', mensagem: `As participações dos sócios atuais somam ${formatParticipacao(total)}: o máximo é 100 %.` });
  }
  return erros;
}
