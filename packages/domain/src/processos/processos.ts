/**
 * A process (protocol) as the office keeps it (issue 25; ../shared/docs/domain-rcpj.md §1.2–§1.3, §1.7, §8): what
 * the intake records, what the lists show, the history of every move, the reassignments of manual distribution,
 * and the little the public lookup may say. The protocol number is the office's order number: one sequence, never
 * reset, never a gap.
 */
import type { ErroCampo } from '../response/resposta-padrao.ts';
import type { ParcelaPagamento } from '../caixas/caixas.ts';
import type { SituacaoDeposito } from '../caixas/depositos.ts';
import { isValidCnpj } from '../documents/cnpj.ts';
import { isValidCpf } from '../documents/cpf.ts';
import type { ValorComponente } from '../servicos/emolumentos.ts';
import type { ItemCotacaoSalvar, ItemCotado } from '../servicos/cotacoes.ts';
import type { UrgenciaPrazo } from './protocolo.ts';
import { ROTULOS_SITUACAO_PROCESSO, SITUACOES_FINAIS, TRANSICOES, type EventoProcesso, type SituacaoProcesso } from './situacoes.ts';

export const PROCESSO_MAXIMO = { nome: 120, email: 254, telefone: 11, empresa: 200, documentos: 40, documento: 200, observacao: 500, motivo: 500, itens: 100, lote: 200 } as const;

/** Who brings the title: a person (CPF) or an entity (CNPJ), and how to reach them. */
export interface Apresentante {
  readonly nome: string;
  /** CPF (11 digits) or CNPJ (14 signs), without punctuation. */
  readonly documento: string;
  readonly email?: string;
  /** DDD and number, digits. */
  readonly telefone?: string;
}

/** A document of the title: one of the kind's checklist (`exigido`) or another the presenter brought. */
export interface DocumentoApresentado {
  readonly nome: string;
  readonly exigido: boolean;
  readonly apresentado: boolean;
}

/** The prior deposit taken with the intake, at an open box. */
export interface DepositoNaEntrada {
  readonly caixaId: number;
  readonly valorCentavos: number;
  readonly parcelas: readonly ParcelaPagamento[];
}

/** What the intake sends. */
export interface EntradaProcesso {
  readonly apresentante: Apresentante;
  /** The entity concerned: an existing record… */
  readonly empresaId?: number;
  /** …or a new one, by the name its title proposes and its legal nature (code). */
  readonly empresaNome?: string;
  readonly naturezaJuridica?: string;
  /** The kind of act (catalogue code). */
  readonly tipoAto: string;
  readonly documentos: readonly DocumentoApresentado[];
  /** The services, priced on the day of the intake as a quote is. */
  readonly itens: readonly ItemCotacaoSalvar[];
  /** The quote it comes from, when one was made. */
  readonly cotacaoId?: number;
  readonly deposito?: DepositoNaEntrada;
  readonly observacao?: string;
}

/** A move in a process's history: who, when, what and why. */
export interface HistoricoProcesso {
  /** ISO instant. */
  readonly em: string;
  readonly usuario: string;
  /** PROTOCOLAR, REDISTRIBUIR, CORRIGIR or an event of the state machine. */
  readonly evento: string;
  readonly de?: SituacaoProcesso;
  readonly para?: SituacaoProcesso;
  readonly motivo?: string;
  /** The person it went to, by name (a distribution). */
  readonly responsavel?: string;
}

export interface ResponsavelProcesso {
  readonly id: number;
  readonly login: string;
  readonly nome: string;
}

/** A process as its screen shows it. */
export interface Processo {
  readonly protocolo: number;
  readonly versao: number;
  /** ISO instant of the protocol. */
  readonly protocoladoEm: string;
  /** The legal deadline (date), in business days of the office from the protocol. */
  readonly prazo: string;
  readonly situacao: SituacaoProcesso;
  /** While suspended: the state the suspension interrupted. */
  readonly situacaoAnterior?: SituacaoProcesso;
  readonly tipoAto: string;
  readonly tipoAtoNome: string;
  readonly apresentante: Apresentante;
  readonly empresaId?: number;
  readonly empresaNome: string;
  readonly naturezaJuridica?: string;
  readonly documentos: readonly DocumentoApresentado[];
  readonly itens: readonly ItemCotado[];
  readonly componentes: readonly ValorComponente[];
  readonly totalCentavos: number;
  readonly cotacaoId?: number;
  readonly deposito?: { readonly id: number; readonly valorCentavos: number; readonly reciboId: number; readonly reciboNumero: number; readonly situacao: SituacaoDeposito };
  readonly responsavel?: ResponsavelProcesso;
  readonly grupo?: { readonly id: number; readonly nome: string };
  /** The public lookup's key, printed on the protocol receipt. */
  readonly codigoVerificacao: string;
  readonly observacao?: string;
  /** Who took the intake, by login. */
  readonly usuario: string;
  readonly historico: readonly HistoricoProcesso[];
  readonly prazoSituacao?: PrazoSituacao;
  /** While in requirement: the note's open requirements (issue 26) and until when they may be met. */
  readonly exigenciasAbertas?: readonly ExigenciaAberta[];
  readonly prazoExigencia?: string;
}

/** A requirement of the last note still waiting for the presenter, as a process shows it (the re-entry answers it). */
export interface ExigenciaAberta {
  readonly id: number;
  readonly ordem: number;
  readonly texto: string;
  readonly fundamento: string;
}

/** A row of the process lists. */
export interface ProcessoListaItem {
  readonly protocolo: number;
  readonly versao: number;
  readonly protocoladoEm: string;
  readonly prazo: string;
  readonly situacao: SituacaoProcesso;
  readonly tipoAto: string;
  readonly tipoAtoNome: string;
  readonly apresentanteNome: string;
  readonly empresaNome: string;
  readonly responsavelId?: number;
  readonly responsavelNome?: string;
  readonly totalCentavos: number;
  /** Where the deadline stands today, while the process is open (in words too: colour is never the only sign). */
  readonly prazoSituacao?: PrazoSituacao;
}

/** A deadline as the lists show it (@rpj/domain's `situacaoDoPrazo` on the office's calendar). */
export interface PrazoSituacao {
  readonly urgencia: UrgenciaPrazo;
  readonly diasUteis: number;
  readonly texto: string;
}

export interface FiltroProcessos {
  readonly protocolo?: number;
  readonly apresentante?: string;
  readonly empresa?: string;
  readonly situacao?: SituacaoProcesso;
  /** Protocolled from/until (dates). */
  readonly de?: string;
  readonly ate?: string;
  readonly responsavelId?: number;
  /** Only processes with nobody assigned. */
  readonly semResponsavel?: boolean;
  /** Only open processes past their deadline. */
  readonly vencidos?: boolean;
  readonly tipoAto?: string;
}

/** What a clerk may correct (EDITAR_PROCESSOS): the presenter, the entity's name, the documents, a note. */
export interface CorrecaoProcesso {
  readonly versao: number;
  readonly apresentante: Apresentante;
  readonly empresaNome: string;
  readonly documentos: readonly DocumentoApresentado[];
  readonly observacao?: string;
}

/** An event fired on a process; a supervisor's move by hand needs its reason. */
export interface EventoSalvar {
  readonly versao: number;
  readonly evento: EventoProcesso;
  readonly motivo?: string;
}

/** Manual distribution: these processes (each at the version the screen showed) to this person, and why. */
export interface RedistribuicaoSalvar {
  readonly processos: readonly { readonly protocolo: number; readonly versao: number }[];
  readonly responsavelId: number;
  readonly motivo: string;
}

/** Who holds what: a member of a distribution group and their open processes. */
export interface CargaExaminador {
  readonly usuarioId: number;
  readonly login: string;
  readonly nome: string;
  readonly grupos: readonly string[];
  readonly abertos: number;
  readonly vencidos: number;
  /** Absent today (a recorded absence). */
  readonly ausente: boolean;
}

/** The public lookup's question. */
export interface ConsultaSolicitacaoPedido {
  readonly protocolo: number;
  readonly codigo: string;
}

/** The public lookup's answer: no names, no CPF, no CNPJ (domain-rcpj §8). */
export interface ConsultaSolicitacao {
  readonly protocolo: number;
  readonly situacao: string;
  /** Dates only (YYYY-MM-DD). */
  readonly protocoladoEm: string;
  readonly prazo: string;
  readonly atualizadoEm: string;
  readonly exigenciasPendentes: boolean;
  readonly encerrado: boolean;
}

/** The one answer for a wrong code and for a protocol that does not exist. */
export const MENSAGEM_CONSULTA_NAO_ENCONTRADA = 'Não encontramos uma solicitação com este protocolo e este código. Confira os dois no comprovante de protocolo.';

/** What the public may read of a process. */
export function consultaPublica(p: Pick<Processo, 'protocolo' | 'situacao' | 'protocoladoEm' | 'prazo'> & { readonly atualizadoEm: string }, dataDe: (instante: string) => string): ConsultaSolicitacao {
  return {
    protocolo: p.protocolo,
    situacao: ROTULOS_SITUACAO_PROCESSO[p.situacao],
    protocoladoEm: dataDe(p.protocoladoEm),
    prazo: p.prazo,
    atualizadoEm: dataDe(p.atualizadoEm),
    exigenciasPendentes: p.situacao === 'EM_EXIGENCIA',
    encerrado: SITUACOES_FINAIS.includes(p.situacao),
  };
}

/** Whether a process is still open (counts in a person's load and may be past its deadline). */
export function processoAberto(situacao: SituacaoProcesso): boolean {
  return !SITUACOES_FINAIS.includes(situacao) && !['REGISTRADO', 'AVERBADO', 'CERTIDAO_EMITIDA', 'ENTREGUE'].includes(situacao);
}

/** The label of a history move. */
export function rotuloDoHistorico(evento: string): string {
  if (evento === 'PROTOCOLAR') return 'Protocolado';
  if (evento === 'REDISTRIBUIR') return 'Redistribuído';
  if (evento === 'CORRIGIR') return 'Dados corrigidos';
  if (evento === 'ENVIAR_NOTA') return 'Nota de exigência enviada por e-mail';
  if (evento === 'CONFERIR_DBE') return 'DBE conferido';
  if (evento === 'REJEITAR_DBE') return 'DBE rejeitado';
  return evento in TRANSICOES ? TRANSICOES[evento as EventoProcesso].rotulo : evento;
}

function errosDoApresentante(a: Apresentante, prefixo: string): ErroCampo[] {
  const erros: ErroCampo[] = [];
  if (a.nome.trim() === '') erros.push({ campo: `${prefixo}.nome`, mensagem: 'Informe o nome de quem apresenta o título.' });
  const doc = a.documento;
  if (!(doc.length === 11 ? isValidCpf(doc) : doc.length === 14 && isValidCnpj(doc))) {
    erros.push({ campo: `${prefixo}.documento`, mensagem: 'CPF ou CNPJ inválido: confira os dígitos.' });
  }
  if (a.email === undefined && a.telefone === undefined) erros.push({ campo: `${prefixo}.email`, mensagem: 'Informe um e-mail ou um telefone para contato.' });
  return erros;
}

function errosDosDocumentos(documentos: readonly DocumentoApresentado[]): ErroCampo[] {
  const nomes = documentos.map((d) => d.nome.trim().toLowerCase());
  const erros: ErroCampo[] = [];
  documentos.forEach((d, i) => {
    if (d.nome.trim() === '') erros.push({ campo: `documentos.${String(i)}.nome`, mensagem: 'Informe o nome do documento.' });
    else if (nomes.indexOf(d.nome.trim().toLowerCase()) < i) erros.push({ campo: `documentos.${String(i)}.nome`, mensagem: 'Este documento já está na lista.' });
  });
  return erros;
}

/** What is wrong with an intake before anything is written (each on its field). */
export function errosDaEntrada(e: EntradaProcesso): readonly ErroCampo[] {
  const erros = errosDoApresentante(e.apresentante, 'apresentante');
  if (e.empresaId === undefined) {
    if ((e.empresaNome ?? '').trim() === '') erros.push({ campo: 'empresaNome', mensagem: 'Escolha a entidade cadastrada ou informe o nome da nova entidade.' });
    if (e.naturezaJuridica === undefined) erros.push({ campo: 'naturezaJuridica', mensagem: 'Informe a natureza jurídica da nova entidade.' });
  }
  if (e.itens.length === 0) erros.push({ campo: 'itens', mensagem: 'Inclua ao menos um serviço.' });
  erros.push(...errosDosDocumentos(e.documentos));
  return erros;
}

/** What is wrong with a clerk's correction. */
export function errosDaCorrecao(c: CorrecaoProcesso): readonly ErroCampo[] {
  const erros = errosDoApresentante(c.apresentante, 'apresentante');
  if (c.empresaNome.trim() === '') erros.push({ campo: 'empresaNome', mensagem: 'Informe o nome da entidade.' });
  erros.push(...errosDosDocumentos(c.documentos));
  return erros;
}

/** The protocol number as people write it: 1234 → "1.234". */
export function formatarProtocolo(protocolo: number): string {
  return protocolo.toLocaleString('pt-BR');
}
