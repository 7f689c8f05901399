/**
 * The DBE conferral (issue 28; ../shared/docs/domain-rcpj.md §6): the Receita's Documento Básico de Entrada, made by
 * the Redesim collector for an entity's inscription or change in the CNPJ, is found at the consultation service by
 * its control number (the receipt, `UF` + 8 digits, and the identification, 14 digits) and set beside the process
 * and the entity on record. Each mismatch is flagged (CNPJ, names, legal nature, address, the members and their
 * qualifications, and whether the events fit the act), and the examiner records the conferral or the rejection, with
 * its reason, in the process's history.
 */
import { formatCnpj, isValidCnpj } from '../documents/cnpj.ts';
import { isUf, type Endereco } from '../documents/endereco.ts';
import { naturezaJuridica } from '../empresas/empresas.ts';
import type { Processo } from '../processos/processos.ts';
import type { ErroCampo } from '../response/resposta-padrao.ts';
import type { EspecieAto } from '../servicos/atos.ts';
import { documentoComoReceita, linhasDeEndereco, linhasDeQsa, type LinhaComparacao, type MembroComparado } from '../consulta-empresa/consulta-empresa.ts';
import { normalizeForSearch } from '../input/text.ts';

/** The two halves of a DBE's control number (`GO12345678 - 12345678901234`). */
export interface ChaveDbe {
  /** The UF and 8 digits. */
  readonly recibo: string;
  /** 14 digits. */
  readonly identificacao: string;
}

/** An event the DBE asks for (101 inscription, 2xx changes, …) and its date. */
export interface EventoDbe {
  readonly codigo: string;
  readonly descricao: string;
  readonly data: string;
}

/** A member in the DBE's QSA: the CPF masked the Receita's way, or a CNPJ; the two-digit qualification. */
export interface SocioDbe {
  readonly nome: string;
  readonly documento: string;
  readonly qualificacao: string;
}

/** The consultation service's answer for a control number: the DBE with its FCPJ and QSA. Dates yyyy-mm-dd. */
export interface Dbe extends ChaveDbe {
  readonly protocoloRedesim?: string;
  readonly emitidoEm: string;
  /** Absent on an inscription (the number is granted with it). */
  readonly cnpj?: string;
  readonly razaoSocial: string;
  readonly nomeFantasia?: string;
  readonly naturezaJuridica: string;
  readonly eventos: readonly EventoDbe[];
  readonly endereco: Endereco;
  readonly capitalCentavos?: number;
  readonly cnaePrincipal?: string;
  /** The person responsible before the CNPJ, who signs the DBE. */
  readonly responsavel: SocioDbe;
  readonly qsa: readonly SocioDbe[];
}

/** The office's side of the conferral: the process's act and entity and, once on record, the entity's data. */
export interface CartorioDbe {
  readonly especieAto: EspecieAto;
  readonly tipoAtoNome: string;
  readonly denominacao: string;
  readonly nomeFantasia?: string;
  readonly cnpj?: string;
  readonly naturezaJuridica?: string;
  /** True when the entity is on record here (its address and board can be compared). */
  readonly registrada: boolean;
  readonly endereco?: Endereco;
  /** The current members, CPFs masked the Receita's way. */
  readonly qsa: readonly MembroComparado[];
}

export const DECISOES_DBE = ['CONFERIR', 'REJEITAR'] as const;
export type DecisaoDbe = (typeof DECISOES_DBE)[number];

export const DBE_MAXIMO = { motivo: 500 } as const;

/** What the examiner sends: the DBE's control number and the outcome; a reason to reject, or to confer a DBE that differs. */
export interface DecisaoDbeSalvar extends ChaveDbe {
  readonly decisao: DecisaoDbe;
  readonly motivo?: string;
}

/** A recorded conferral or rejection, with the mismatches found then. */
export interface ConferenciaDbe extends ChaveDbe {
  readonly id: number;
  readonly decisao: DecisaoDbe;
  readonly motivo?: string;
  readonly divergencias: readonly LinhaComparacao[];
  readonly usuario: { readonly login: string; readonly nome: string };
  readonly em: string;
}

/** The DBE screen's process: the process, the office's side of the comparison, the past conferrals. */
export interface DbeDoProcesso {
  readonly processo: Processo;
  readonly cartorio: CartorioDbe;
  readonly conferencias: readonly ConferenciaDbe[];
}

/** Only registrations and amendments reach the CNPJ (certificates, book authentications and matrículas do not). */
export function atoComDbe(especie: EspecieAto): boolean {
  return especie === 'REGISTRO' || especie === 'AVERBACAO';
}

/** The control number as the DBE prints it: 'GO12345678 - 12345678901234'. */
export function numeroDeControle(c: ChaveDbe): string {
  return `${c.recibo} - ${c.identificacao}`;
}

/** The key as typed, in its canonical form: upper case, digits and letters only. */
export function normalizarChaveDbe(c: ChaveDbe): ChaveDbe {
  return { recibo: c.recibo.toUpperCase().replace(/[^0-9A-Z]/g, ''), identificacao: c.identificacao.replace(/\D/g, '') };
}

/**
 * A control number pasted whole ('GO12345678 - 12345678901234', with or without the dash and spaces), or
 * undefined when it is not one.
 */
export function lerNumeroDeControle(texto: string): ChaveDbe | undefined {
  const m = /^([A-Za-z]{2}\d{8})\s*-?\s*(\d{14})$/.exec(texto.trim());
  return m?.[1] === undefined || m[2] === undefined ? undefined : { recibo: m[1].toUpperCase(), identificacao: m[2] };
}

/** What is wrong with a control number, on its fields (after {@link normalizarChaveDbe}). */
export function errosDaChaveDbe(c: ChaveDbe): readonly ErroCampo[] {
  const erros: ErroCampo[] = [];
  if (!/^[A-Z]{2}\d{8}$/.test(c.recibo) || !isUf(c.recibo.slice(0, 2))) erros.push({ campo: 'recibo', mensagem: 'Recibo: informe a UF e os 8 dígitos do número de controle do DBE (ex.: GO12345678).' });
  if (!/^\d{14}$/.test(c.identificacao)) erros.push({ campo: 'identificacao', mensagem: 'Identificação: informe os 14 dígitos que seguem o recibo no número de controle do DBE.' });
  return erros;
}

/**
 * What makes a DBE unreadable (a data set's record the comparison cannot trust): its key, a CNPJ with wrong check
 * digits, a legal nature or qualification that is not a code, a blank name, no events. Empty when it is sound.
 */
export function problemasDoDbe(d: Dbe): readonly string[] {
  const problemas: string[] = errosDaChaveDbe(d).map((e) => e.mensagem);
  if (d.cnpj !== undefined && !isValidCnpj(d.cnpj)) problemas.push('o CNPJ do DBE tem dígitos verificadores inválidos');
  if (d.razaoSocial.trim() === '') problemas.push('o DBE não traz o nome empresarial');
  if (!/^\d{4}$/.test(d.naturezaJuridica)) problemas.push('a natureza jurídica do DBE não é um código de 4 dígitos');
  if (d.eventos.length === 0 || d.eventos.some((e) => !/^\d{3}$/.test(e.codigo))) problemas.push('o DBE não traz eventos com códigos de 3 dígitos');
  if ([d.responsavel, ...d.qsa].some((s) => !/^\d{2}$/.test(s.qualificacao) || s.nome.trim() === '')) problemas.push('um membro do QSA do DBE não tem nome ou qualificação de 2 dígitos');
  return problemas;
}

/** An inscription event (101 first establishment, … in the 1xx range). */
const inscricao = (e: EventoDbe): boolean => e.codigo.startsWith('1');

const mesmoTexto = (a: string | undefined, b: string | undefined): boolean => normalizeForSearch(a ?? '') === normalizeForSearch(b ?? '');

const nomeDaNatureza = (codigo: string | undefined): string | undefined => (codigo === undefined ? undefined : `${codigo} — ${naturezaJuridica(codigo)?.nome ?? 'código desconhecido'}`);

/**
 * The DBE beside the office's side, line by line: the events against the act (a registration asks for an
 * inscription, an amendment for none), the CNPJ, the names, the legal nature, each part of the address and each
 * member with their qualification. Texts are compared without accents, case and punctuation. The address and the
 * members are compared only with an entity on record (a title not yet registered has neither here).
 */
export function comparacaoDbe(dbe: Dbe, c: CartorioDbe): readonly LinhaComparacao[] {
  const linhas: LinhaComparacao[] = [];
  const linha = (campo: string, rotulo: string, local: string | undefined, receita: string | undefined, diferente: boolean): void => {
    linhas.push({ campo, rotulo, ...(local === undefined ? {} : { local }), ...(receita === undefined ? {} : { receita }), diferente });
  };
  const pedeInscricao = dbe.eventos.some(inscricao);
  linha(
    'eventos',
    'Eventos e ato',
    c.tipoAtoNome,
    dbe.eventos.map((e) => `${e.codigo} — ${e.descricao}`).join('; '),
    c.especieAto === 'REGISTRO' ? !pedeInscricao : pedeInscricao,
  );
  const cnpjLocal = c.cnpj === undefined ? undefined : formatCnpj(c.cnpj);
  const cnpjDbe = dbe.cnpj === undefined ? undefined : formatCnpj(dbe.cnpj);
  // An inscription's DBE has no CNPJ yet, as the title not yet registered; any other names the entity's.
  linha('cnpj', 'CNPJ', cnpjLocal, cnpjDbe, cnpjLocal !== cnpjDbe);
  linha('denominacao', 'Denominação', c.denominacao, dbe.razaoSocial, !mesmoTexto(c.denominacao, dbe.razaoSocial));
  if (c.nomeFantasia !== undefined || dbe.nomeFantasia !== undefined) linha('nomeFantasia', 'Nome fantasia', c.nomeFantasia, dbe.nomeFantasia, c.registrada && !mesmoTexto(c.nomeFantasia, dbe.nomeFantasia));
  linha('naturezaJuridica', 'Natureza jurídica', nomeDaNatureza(c.naturezaJuridica), nomeDaNatureza(dbe.naturezaJuridica), c.naturezaJuridica !== undefined && c.naturezaJuridica !== dbe.naturezaJuridica);
  linhas.push(...linhasDeEndereco(c.endereco, dbe.endereco, c.registrada));
  linhas.push(...linhasDeQsa(c.qsa, dbe.qsa.map((s) => ({ ...s, documento: documentoComoReceita(s.documento) })), c.registrada));
  return linhas;
}

/** The lines of {@link comparacaoDbe} that differ. */
export function divergenciasDbe(dbe: Dbe, c: CartorioDbe): readonly LinhaComparacao[] {
  return comparacaoDbe(dbe, c).filter((l) => l.diferente);
}

/**
 * What is wrong with a decision: the control number; a rejection needs its reason, and so does a conferral of a DBE
 * that differs from the title (the examiner says why it stands).
 */
export function errosDaDecisaoDbe(d: DecisaoDbeSalvar, divergencias: number): readonly ErroCampo[] {
  const erros = [...errosDaChaveDbe(normalizarChaveDbe(d))];
  const semMotivo = (d.motivo ?? '').trim() === '';
  if (d.decisao === 'REJEITAR' && semMotivo) erros.push({ campo: 'motivo', mensagem: 'Diga por que o DBE é rejeitado: o motivo vai ao histórico do processo.' });
  if (d.decisao === 'CONFERIR' && semMotivo && divergencias > 0) {
    erros.push({ campo: 'motivo', mensagem: `O DBE diverge ${divergencias === 1 ? 'em 1 ponto' : `em ${String(divergencias)} pontos`}: justifique a conferência, ou rejeite o DBE.` });
  }
  return erros;
}
