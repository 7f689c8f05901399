/**
 * Electronic seals (issue 29; ../shared/docs/domain-rcpj.md §3): every act carries a seal of the state court. The
 * office acquires batches from its court, imports them into stock (reviewed, then confirmed), one seal is used per
 * act that takes one, and each used seal is later reported to the court. Each court has its own format: GO's SEE
 * (`codigo_do_selo` and `codigo_do_ato`, 23 characters each, batches over REST) and MG's (3 letters + 5 digits and a
 * 16-digit security code, batches as XML files). One model serves both.
 */
import type { ErroCampo } from '../response/resposta-padrao.ts';

/** The courts whose format this system reads. */
export const TRIBUNAIS_SELO = ['GO', 'MG'] as const;
export type TribunalSelo = (typeof TRIBUNAIS_SELO)[number];

export const ROTULOS_TRIBUNAL_SELO: Readonly<Record<TribunalSelo, string>> = {
  GO: 'TJGO — Sistema Extrajudicial Eletrônico (SEE)',
  MG: 'TJMG — Selo de Fiscalização Eletrônico',
};

/**
 * A seal's type: one for acts with fees and one for acts free by law, court order or poverty (the court counts and
 * charges them apart). The act's exemption decides which it takes; the service, whether it takes one.
 */
export const TIPOS_SELO = ['NORMAL', 'ISENTO'] as const;
export type TipoSelo = (typeof TIPOS_SELO)[number];

export const ROTULOS_TIPO_SELO: Readonly<Record<TipoSelo, string>> = {
  NORMAL: 'Ato com emolumentos',
  ISENTO: 'Ato isento ou gratuito',
};

/** Where a seal stands: waiting for its batch's confirmation, in stock, used on an act, voided, reported, refused by the court. */
export const SITUACOES_SELO = ['PENDENTE', 'DISPONIVEL', 'UTILIZADO', 'INUTILIZADO', 'ENVIADO', 'REJEITADO'] as const;
export type SituacaoSelo = (typeof SITUACOES_SELO)[number];

export const ROTULOS_SITUACAO_SELO: Readonly<Record<SituacaoSelo, string>> = {
  PENDENTE: 'Aguardando confirmação do lote',
  DISPONIVEL: 'Disponível',
  UTILIZADO: 'Utilizado',
  INUTILIZADO: 'Inutilizado',
  ENVIADO: 'Enviado ao tribunal',
  REJEITADO: 'Rejeitado pelo tribunal',
};

/** A seal as a court's batch gives it: its code, its second code (GO's act code, MG's security code) and its type. */
export interface SeloDoLote {
  readonly codigo: string;
  readonly validador: string;
  readonly tipo: TipoSelo;
}

/** The format of a court's seals, with an example (domain-rcpj §3.2). */
export interface FormatoSelo {
  readonly codigo: RegExp;
  readonly validador: RegExp;
  readonly descricao: string;
  readonly exemplo: { readonly codigo: string; readonly validador: string };
}

export const FORMATOS_SELO: Readonly<Record<TribunalSelo, FormatoSelo>> = {
  // GO's SEE: codigo_do_selo and codigo_do_ato, 23 characters each (letters and digits).
  GO: {
    codigo: /^[0-9A-Z]{23}$/,
    validador: /^[0-9A-Z]{23}$/,
    descricao: 'código do selo e código do ato com 23 letras ou dígitos cada',
    exemplo: { codigo: '00012026RCPJ00000000001', validador: 'A0012026RCPJ00000000001' },
  },
  // MG: 3 letters and 5 digits (e.g. ABC12345), and a 16-digit security code.
  MG: {
    codigo: /^[A-Z]{3}\d{5}$/,
    validador: /^\d{16}$/,
    descricao: '3 letras e 5 dígitos (ex.: ABC12345) e código de segurança de 16 dígitos',
    exemplo: { codigo: 'ABC12345', validador: '1234567890123456' },
  },
};

/** What is wrong with one seal of a batch, in words; nothing when it is sound. */
export function problemaDoSelo(tribunal: TribunalSelo, s: SeloDoLote): string | undefined {
  const f = FORMATOS_SELO[tribunal];
  if (!f.codigo.test(s.codigo)) return `o código “${s.codigo.slice(0, 40)}” não está no formato do ${tribunal} (${f.descricao})`;
  if (!f.validador.test(s.validador)) return `o selo ${s.codigo} tem ${tribunal === 'GO' ? 'código do ato' : 'código de segurança'} fora do formato (${f.descricao})`;
  if (!(TIPOS_SELO as readonly string[]).includes(s.tipo)) return `o selo ${s.codigo} tem um tipo desconhecido`;
  return undefined;
}

/** A batch's review before it goes into stock: counts per type, the ranges of codes, and what is wrong with it. */
export interface ResumoLote {
  readonly total: number;
  readonly porTipo: readonly { readonly tipo: TipoSelo; readonly quantidade: number; readonly primeiro: string; readonly ultimo: string }[];
  /** What makes it unimportable: format errors, codes repeated in the file or already in stock (at most 20 said). */
  readonly problemas: readonly string[];
}

/** Reviews a batch: each seal's format, repeats inside the file, and codes the office already has (`existentes`). */
export function resumoDoLote(tribunal: TribunalSelo, selos: readonly SeloDoLote[], existentes: ReadonlySet<string>): ResumoLote {
  const problemas: string[] = [];
  const vistos = new Set<string>();
  const porTipo = new Map<TipoSelo, { quantidade: number; primeiro: string; ultimo: string }>();
  if (selos.length === 0) problemas.push('o arquivo não traz nenhum selo');
  for (const s of selos) {
    const problema = problemaDoSelo(tribunal, s);
    if (problema !== undefined) problemas.push(problema);
    else if (vistos.has(s.codigo)) problemas.push(`o selo ${s.codigo} aparece mais de uma vez no lote`);
    else if (existentes.has(s.codigo)) problemas.push(`o selo ${s.codigo} já está no estoque do cartório`);
    vistos.add(s.codigo);
    const t = porTipo.get(s.tipo);
    if (t === undefined) porTipo.set(s.tipo, { quantidade: 1, primeiro: s.codigo, ultimo: s.codigo });
    else porTipo.set(s.tipo, { quantidade: t.quantidade + 1, primeiro: s.codigo < t.primeiro ? s.codigo : t.primeiro, ultimo: s.codigo > t.ultimo ? s.codigo : t.ultimo });
  }
  const ditos = problemas.length > 20 ? [...problemas.slice(0, 20), `e mais ${String(problemas.length - 20)} problemas`] : problemas;
  return { total: selos.length, porTipo: TIPOS_SELO.flatMap((tipo) => { const t = porTipo.get(tipo); return t === undefined ? [] : [{ tipo, ...t }]; }), problemas: ditos };
}

/** The seals an act takes, by type: each item's seals (the service's), of the exempt type when the item is free. */
export function selosDoAto(itens: readonly { readonly precificado: { readonly selos: number; readonly isento: boolean } }[]): readonly { readonly tipo: TipoSelo; readonly quantidade: number }[] {
  const porTipo = new Map<TipoSelo, number>();
  for (const i of itens) {
    if (i.precificado.selos <= 0) continue;
    const tipo: TipoSelo = i.precificado.isento ? 'ISENTO' : 'NORMAL';
    porTipo.set(tipo, (porTipo.get(tipo) ?? 0) + i.precificado.selos);
  }
  return TIPOS_SELO.flatMap((tipo) => { const q = porTipo.get(tipo); return q === undefined ? [] : [{ tipo, quantidade: q }]; });
}

/** The refusal of an act when the stock lacks seals: which type, how many missing, what to do. */
export function mensagemSemSelo(tipo: TipoSelo, faltam: number): string {
  return `Não há selos suficientes em estoque (${ROTULOS_TIPO_SELO[tipo].toLowerCase()}): ${faltam === 1 ? 'falta 1 selo' : `faltam ${String(faltam)} selos`}. Importe um lote do tribunal em Importar selo eletrônico e confirme-o antes de praticar o ato.`;
}

/** Where the public checks a seal (printed with it). */
export function enderecoConsultaSelo(tribunal: TribunalSelo, codigo: string, validador: string): string {
  return tribunal === 'GO' ? `https://extrajudicial.tjgo.jus.br/selo?codigo=${codigo}` : `https://selos.tjmg.jus.br/sisnor/eselo/consultaSeloseAtos.jsf?selo=${codigo}&codigo=${validador}`;
}

/** A seal as an act and its documents carry it: the codes, the type, whose court (its lookup: `enderecoConsultaSelo`). */
export interface SeloDoAto {
  readonly codigo: string;
  readonly validador: string;
  readonly tipo: TipoSelo;
  readonly tribunal: TribunalSelo;
}

/** A seal in the office's stock or used. */
export interface Selo extends SeloDoLote {
  readonly id: number;
  readonly tribunal: TribunalSelo;
  readonly situacao: SituacaoSelo;
  readonly loteId: number;
  /** The act it sealed: the process and the service. */
  readonly protocolo?: number;
  readonly ato?: string;
  readonly usadoEm?: string;
  readonly usadoPor?: string;
  /** A manual sealing's or a voiding's reason. */
  readonly motivo?: string;
  /** Once reported: the court's receipt; refused, the court's reason. */
  readonly reciboTribunal?: string;
  readonly rejeicao?: string;
}

/** The origin of a batch: requested from the court's service, or a file the court gave. */
export const ORIGENS_LOTE = ['TRIBUNAL', 'ARQUIVO'] as const;
export type OrigemLote = (typeof ORIGENS_LOTE)[number];

export const SITUACOES_LOTE = ['IMPORTANDO', 'PRONTO', 'RECUSADO', 'CONFIRMADO'] as const;
export type SituacaoLote = (typeof SITUACOES_LOTE)[number];

export const ROTULOS_SITUACAO_LOTE: Readonly<Record<SituacaoLote, string>> = {
  IMPORTANDO: 'Importando',
  PRONTO: 'Aguardando confirmação',
  RECUSADO: 'Recusado',
  CONFIRMADO: 'No estoque',
};

/** An import: where it came from, how far it is, its review, and who confirmed it into stock. */
export interface LoteSelos {
  readonly id: number;
  readonly tribunal: TribunalSelo;
  readonly origem: OrigemLote;
  readonly arquivo?: string;
  readonly situacao: SituacaoLote;
  /** The background task that reads it (`sdk.tarefas.obter` for its progress). */
  readonly tarefaId?: string;
  readonly resumo?: ResumoLote;
  /** Why it was refused, in words. */
  readonly erro?: string;
  readonly criadoEm: string;
  readonly criadoPor: string;
  readonly confirmadoEm?: string;
  readonly confirmadoPor?: string;
}

/** What an import asks: a batch from the court's service (its type and size), or a batch file the court gave (its name and text). */
export interface ImportacaoSelos {
  readonly origem: OrigemLote;
  readonly tipo?: TipoSelo;
  readonly quantidade?: number;
  readonly arquivo?: string;
  readonly conteudo?: string;
}

export const SELO_MAXIMO = { lote: 5_000, arquivo: 900_000, motivo: 500 } as const;

/** What is wrong with an import request, on its fields. */
export function errosDaImportacao(i: ImportacaoSelos): readonly ErroCampo[] {
  if (i.origem === 'TRIBUNAL') {
    const erros: ErroCampo[] = [];
    if (i.tipo === undefined) erros.push({ campo: 'tipo', mensagem: 'Escolha o tipo de selo a pedir ao tribunal.' });
    const q = i.quantidade;
    if (q === undefined || !Number.isInteger(q) || q < 1 || q > SELO_MAXIMO.lote) erros.push({ campo: 'quantidade', mensagem: `Informe quantos selos pedir ao tribunal: de 1 a ${SELO_MAXIMO.lote.toLocaleString('pt-BR')}.` });
    return erros;
  }
  const erros: ErroCampo[] = [];
  if ((i.arquivo ?? '').trim() === '') erros.push({ campo: 'arquivo', mensagem: 'Escolha o arquivo do lote enviado pelo tribunal.' });
  if ((i.conteudo ?? '').trim() === '') erros.push({ campo: 'conteudo', mensagem: 'O arquivo está vazio: escolha o arquivo do lote enviado pelo tribunal.' });
  return erros;
}

/** A manual sealing (contingency, correction): the act it seals, why, and optionally the very seal. */
export interface SelagemManual {
  readonly protocolo: number;
  readonly tipo: TipoSelo;
  readonly motivo: string;
  /** A seal of the stock chosen by its code; else the next of the type. */
  readonly codigo?: string;
}

export function errosDaSelagemManual(s: SelagemManual): readonly ErroCampo[] {
  return s.motivo.trim() === '' ? [{ campo: 'motivo', mensagem: 'Diga por que o ato é selado à mão (contingência, correção): fica no histórico do selo e do processo.' }] : [];
}

/** The stock at a glance: how many of each type in each state. */
export interface EstoqueSelos {
  readonly tribunal: TribunalSelo;
  readonly porTipo: readonly { readonly tipo: TipoSelo; readonly disponiveis: number; readonly pendentes: number; readonly utilizados: number; readonly inutilizados: number }[];
}

/** A used seal as the court is told of it: the seal, its act (process, service, fees), who performed it and when. */
export interface AtoSelado {
  readonly selo: SeloDoAto;
  readonly protocolo: number;
  readonly ato: string;
  /** ISO instant with its offset. */
  readonly praticadoEm: string;
  readonly serventuario: string;
  readonly emolumentoCentavos: number;
  readonly taxaJudiciariaCentavos: number;
  readonly fundosCentavos: number;
  readonly issCentavos: number;
}

/** What the court answered a report: its receipt and the seals it refused, each with its reason. */
export interface RetornoTribunal {
  readonly recibo: string;
  readonly aceitos: number;
  readonly rejeitados: readonly { readonly codigo: string; readonly motivo: string }[];
}

/** A sending of the used seals to the court (issue 30): who asked (absent: the nightly task), how far, what came back. */
export interface EnvioSelos {
  readonly id: number;
  readonly situacao: 'ENVIANDO' | 'CONCLUIDO' | 'FALHOU';
  readonly tarefaId?: string;
  readonly criadoEm: string;
  readonly criadoPor?: string;
  readonly total: number;
  readonly aceitos: number;
  readonly rejeitados: number;
  /** The court's receipts, one per batch sent. */
  readonly recibos: readonly string[];
  readonly erro?: string;
}

export const ROTULOS_SITUACAO_ENVIO: Readonly<Record<EnvioSelos['situacao'], string>> = { ENVIANDO: 'Enviando', CONCLUIDO: 'Concluído', FALHOU: 'Falhou' };

/** A refused seal corrected as the court knows it (its second code, its type), with the reason; it goes again in the next sending. */
export interface CorrecaoSelo {
  readonly validador?: string;
  readonly tipo?: TipoSelo;
  readonly motivo: string;
}

/** What is wrong with a correction, on its fields (the court's format for the second code). */
export function errosDaCorrecaoDeSelo(tribunal: TribunalSelo, c: CorrecaoSelo): readonly ErroCampo[] {
  const erros: ErroCampo[] = [];
  if (c.validador !== undefined && !FORMATOS_SELO[tribunal].validador.test(c.validador)) erros.push({ campo: 'validador', mensagem: `Use o formato do ${tribunal}: ${FORMATOS_SELO[tribunal].descricao}.` });
  if (c.motivo.trim() === '') erros.push({ campo: 'motivo', mensagem: 'Diga o que foi corrigido: fica no histórico do selo.' });
  return erros;
}

/** The parts of an act's fees the court asks for, from its priced items: fees, the judiciary tax, the ISS, and the funds (the rest). */
export function valoresDoAto(componentes: readonly { readonly codigo: string; readonly centavos: number }[]): { readonly emolumentoCentavos: number; readonly taxaJudiciariaCentavos: number; readonly fundosCentavos: number; readonly issCentavos: number } {
  const de = (codigo: string): number => componentes.filter((c) => c.codigo === codigo).reduce((s, c) => s + c.centavos, 0);
  const total = componentes.reduce((s, c) => s + c.centavos, 0);
  const emolumento = de('EMOLUMENTO');
  const taxa = de('TAXA_FIXA');
  const iss = de('ISS');
  return { emolumentoCentavos: emolumento, taxaJudiciariaCentavos: taxa, issCentavos: iss, fundosCentavos: total - emolumento - taxa - iss };
}
