/**
 * The exam of a title (qualificação; issue 26, ../shared/docs/domain-rcpj.md §1.4 and §1.7): an examiner finds the
 * title fit (APTO) or raises written requirements (exigências), each with its text and legal ground, consolidated
 * into one requirement note (nota devolutiva) with a deadline in business days. The presenter complies — a re-entry,
 * each requirement answered — and the title is examined again on the same protocol: each exam is a round. The
 * deadline passing without compliance lapses the protocol; a presenter who disagrees asks for a dúvida (situacoes.ts).
 */
import type { ErroCampo } from '../response/resposta-padrao.ts';
import type { EstadoTarefa } from '../tarefas/tarefas.ts';
import type { PrazoSituacao, Processo } from '../processos/processos.ts';

export const EXAME_MAXIMO = { exigencias: 30, texto: 1000, fundamento: 200, resposta: 500, observacao: 500, email: 254 } as const;

export const DECISOES_EXAME = ['APTO', 'EXIGENCIA'] as const;
export type DecisaoExame = (typeof DECISOES_EXAME)[number];
export const ROTULOS_DECISAO_EXAME: Readonly<Record<DecisaoExame, string>> = { APTO: 'Apto', EXIGENCIA: 'Exigência' };

/** ABERTA: waiting for the presenter. CUMPRIDA / NAO_CUMPRIDA: as the re-entry answered it. VENCIDA: the deadline passed. */
export const SITUACOES_EXIGENCIA = ['ABERTA', 'CUMPRIDA', 'NAO_CUMPRIDA', 'VENCIDA'] as const;
export type SituacaoExigencia = (typeof SITUACOES_EXIGENCIA)[number];
export const ROTULOS_SITUACAO_EXIGENCIA: Readonly<Record<SituacaoExigencia, string>> = { ABERTA: 'Aberta', CUMPRIDA: 'Cumprida', NAO_CUMPRIDA: 'Não cumprida', VENCIDA: 'Prazo vencido' };

/** One requirement of a note. */
export interface Exigencia {
  readonly id: number;
  /** 1, 2, … in the note. */
  readonly ordem: number;
  readonly texto: string;
  /** The legal ground as printed (the list's name, or written by the examiner). */
  readonly fundamento: string;
  readonly fundamentoId?: number;
  readonly situacao: SituacaoExigencia;
  /** What the presenter brought or said, at the re-entry. */
  readonly resposta?: string;
  readonly respondidaEm?: string;
  readonly respondidaPor?: string;
}

/** A sending of the note by e-mail, and where it stands on the queue (retried until it goes). */
export interface EnvioNota {
  readonly id: number;
  readonly em: string;
  readonly usuario: string;
  readonly para: string;
  readonly estado: EstadoTarefa;
  /** Failed attempts so far. */
  readonly tentativas: number;
}

/** One exam round: who decided, when, how long it took, what. */
export interface Exame {
  readonly id: number;
  readonly protocolo: number;
  /** 1 for the first exam, 2 after the first re-entry, … */
  readonly rodada: number;
  readonly examinador: { readonly login: string; readonly nome: string };
  /** ISO instants: the process reached the examiner (distribution or re-entry), and the decision. */
  readonly iniciadoEm: string;
  readonly decididoEm: string;
  readonly decisao: DecisaoExame;
  readonly exigencias: readonly Exigencia[];
  /** The requirements' deadline (date), when there are requirements. */
  readonly prazoExigencia?: string;
  readonly observacao?: string;
  readonly envios: readonly EnvioNota[];
  /** What the round is about, for its screen and the note. */
  readonly tipoAtoNome: string;
  readonly empresaNome: string;
  readonly apresentante: Processo['apresentante'];
}

/** A ground of the maintained list, as the exam offers it. */
export interface FundamentoOferecido {
  readonly id: number;
  readonly nome: string;
  readonly texto: string;
}

/** The exam screen: the process, its act's checklist, its earlier rounds, the grounds to choose from. */
export interface ExameDoProcesso {
  readonly processo: Processo;
  /** What the examiner checks (the catalogue's `exame` of the act). */
  readonly checklist: readonly string[];
  /** The requirements' deadline the act gives, in business days. */
  readonly prazoExigenciaDiasUteis: number;
  readonly rodadas: readonly Exame[];
  readonly fundamentos: readonly FundamentoOferecido[];
  /** The analyses of its fit decisions, oldest first. */
  readonly analises: readonly Analise[];
}

/** A requirement as the examiner writes it. */
export interface ExigenciaSalvar {
  readonly texto: string;
  readonly fundamento: string;
  readonly fundamentoId?: number;
}

/** The decision of a round. */
export interface DecisaoSalvar {
  /** The process's version the screen showed. */
  readonly versao: number;
  readonly decisao: DecisaoExame;
  /** With EXIGENCIA, 1 to 30; with APTO, none. */
  readonly exigencias: readonly ExigenciaSalvar[];
  readonly observacao?: string;
}

/** A re-entry: each open requirement of the last round answered. */
export interface ReingressoSalvar {
  readonly versao: number;
  readonly respostas: readonly { readonly exigenciaId: number; readonly cumprida: boolean; readonly resposta?: string }[];
}

/** Sending the note: to the presenter's e-mail, or to another address typed. */
export interface EnvioNotaSalvar {
  readonly para?: string;
}

/** The exam queue's scope: the processes assigned to me, or to my distribution groups. */
export const ESCOPOS_FILA_EXAME = ['MEUS', 'GRUPO'] as const;
export type EscopoFilaExame = (typeof ESCOPOS_FILA_EXAME)[number];

/** The states an examiner's queue holds by default (waiting for a decision), and those it may filter on. */
export const SITUACOES_FILA_EXAME = ['EM_EXAME', 'REINGRESSO', 'EM_EXIGENCIA', 'DUVIDA_SUSCITADA', 'APTO'] as const;
export type SituacaoFilaExame = (typeof SITUACOES_FILA_EXAME)[number];

export interface FiltroFilaExame {
  readonly escopo?: EscopoFilaExame;
  /** Absent: EM_EXAME and REINGRESSO (waiting for the examiner). */
  readonly situacao?: SituacaoFilaExame;
  readonly protocolo?: number;
  readonly empresa?: string;
  readonly tipoAto?: string;
  readonly vencidos?: boolean;
}

/** A row of the exam queue: the process's row, and until when its requirements may be met. */
export interface ExameFilaItem {
  readonly protocolo: number;
  readonly versao: number;
  readonly protocoladoEm: string;
  readonly prazo: string;
  readonly situacao: SituacaoFilaExame;
  readonly tipoAtoNome: string;
  readonly empresaNome: string;
  readonly apresentanteNome: string;
  readonly responsavelNome?: string;
  readonly rodadas: number;
  readonly prazoExigencia?: string;
  readonly prazoSituacao?: PrazoSituacao;
}

/**
 * The analysis (issue 27): a second look at a fit title by someone other than its examiner, who confirms the exam
 * (the title goes to conference) or returns it to the examiner with the reason.
 */
export const DECISOES_ANALISE = ['CONFIRMAR', 'DEVOLVER'] as const;
export type DecisaoAnalise = (typeof DECISOES_ANALISE)[number];

export interface AnaliseSalvar {
  readonly versao: number;
  readonly decisao: DecisaoAnalise;
  /** Required when returning it. */
  readonly motivo?: string;
}

/** An analysis as recorded. */
export interface Analise {
  readonly id: number;
  /** The round it looked at. */
  readonly rodada: number;
  readonly analista: { readonly login: string; readonly nome: string };
  readonly em: string;
  readonly decisao: DecisaoAnalise;
  readonly motivo?: string;
}

export function errosDaAnalise(a: AnaliseSalvar): readonly ErroCampo[] {
  return a.decisao === 'DEVOLVER' && (a.motivo ?? '').trim() === '' ? [{ campo: 'motivo', mensagem: 'Diga ao examinador por que o exame não se confirma.' }] : [];
}

/** What is wrong with a decision (each on its field: `exigencias.2.texto`). */
export function errosDaDecisao(d: DecisaoSalvar): readonly ErroCampo[] {
  const erros: ErroCampo[] = [];
  if (d.decisao === 'APTO' && d.exigencias.length > 0) erros.push({ campo: 'exigencias', mensagem: 'Um título apto não leva exigências: remova-as ou emita a nota de exigência.' });
  if (d.decisao === 'EXIGENCIA' && d.exigencias.length === 0) erros.push({ campo: 'exigencias', mensagem: 'Inclua ao menos uma exigência, com o texto e o fundamento legal.' });
  const textos = d.exigencias.map((e) => e.texto.trim().toLowerCase());
  d.exigencias.forEach((e, i) => {
    const campo = `exigencias.${String(i)}`;
    if (e.texto.trim() === '') erros.push({ campo: `${campo}.texto`, mensagem: 'Escreva o que o apresentante deve fazer.' });
    else if (textos.indexOf(e.texto.trim().toLowerCase()) < i) erros.push({ campo: `${campo}.texto`, mensagem: 'Esta exigência já está na nota.' });
    if (e.fundamento.trim() === '') erros.push({ campo: `${campo}.fundamento`, mensagem: 'Informe o fundamento legal: escolha um da lista ou escreva-o.' });
  });
  return erros;
}

/** What is wrong with a re-entry, given the open requirements of the last round. */
export function errosDoReingresso(r: ReingressoSalvar, abertas: readonly Pick<Exigencia, 'id' | 'ordem'>[]): readonly ErroCampo[] {
  const erros: ErroCampo[] = [];
  const ids = new Set(abertas.map((e) => e.id));
  r.respostas.forEach((resposta, i) => {
    if (!ids.has(resposta.exigenciaId)) erros.push({ campo: `respostas.${String(i)}.exigenciaId`, mensagem: 'Esta exigência não está aberta neste processo.' });
    else if (r.respostas.findIndex((x) => x.exigenciaId === resposta.exigenciaId) < i) erros.push({ campo: `respostas.${String(i)}.exigenciaId`, mensagem: 'Esta exigência foi respondida duas vezes.' });
  });
  const faltam = abertas.filter((e) => !r.respostas.some((x) => x.exigenciaId === e.id)).map((e) => String(e.ordem));
  if (faltam.length > 0) erros.push({ campo: 'respostas', mensagem: `Responda a cada exigência: ${faltam.length === 1 ? 'falta a' : 'faltam as'} de nº ${faltam.join(', ')}.` });
  return erros;
}

/** A round's duration in words: "2 dias e 3 h", "45 min". */
export function duracaoPorExtenso(deIso: string, ateIso: string): string {
  const minutos = Math.max(0, Math.round((Date.parse(ateIso) - Date.parse(deIso)) / 60_000));
  if (minutos < 60) return `${String(minutos)} min`;
  const horas = Math.floor(minutos / 60);
  if (horas < 24) return minutos % 60 === 0 ? `${String(horas)} h` : `${String(horas)} h ${String(minutos % 60)} min`;
  const dias = Math.floor(horas / 24);
  const resto = horas % 24;
  return `${String(dias)} ${dias === 1 ? 'dia' : 'dias'}${resto === 0 ? '' : ` e ${String(resto)} h`}`;
}

const ROTULOS_ESTADO_ENVIO: Readonly<Record<EstadoTarefa, string>> = {
  criada: 'Na fila de envio',
  executando: 'Enviando',
  repetir: 'Falhou; nova tentativa em breve',
  concluida: 'Enviado',
  cancelada: 'Cancelado',
  falhou: 'Não enviado: as tentativas se esgotaram',
};

/** Where a sending stands, in words ("Falhou; nova tentativa em breve (2 falhas)"). */
export function estadoDoEnvio(e: Pick<EnvioNota, 'estado' | 'tentativas'>): string {
  const texto = ROTULOS_ESTADO_ENVIO[e.estado];
  return e.estado === 'repetir' && e.tentativas > 0 ? `${texto} (${String(e.tentativas)} ${e.tentativas === 1 ? 'falha' : 'falhas'})` : texto;
}

/** The note's e-mail: subject and text (the PDF goes attached). */
export function mensagemDaNota(exame: Pick<Exame, 'protocolo' | 'rodada' | 'exigencias' | 'prazoExigencia' | 'tipoAtoNome' | 'empresaNome' | 'apresentante'>, cartorio: string, dataPorExtenso: (dia: string) => string): { readonly assunto: string; readonly texto: string } {
  const prazo = exame.prazoExigencia === undefined ? '' : ` até ${dataPorExtenso(exame.prazoExigencia)}`;
  const itens = exame.exigencias.map((e) => `${String(e.ordem)}. ${e.texto}\n   Fundamento: ${e.fundamento}`).join('\n\n');
  return {
    assunto: `Nota de exigência — protocolo nº ${exame.protocolo.toLocaleString('pt-BR')}`,
    texto: [
      `Prezado(a) ${exame.apresentante.nome},`,
      '',
      `O título apresentado sob o protocolo nº ${exame.protocolo.toLocaleString('pt-BR')} (${exame.tipoAtoNome} — ${exame.empresaNome}) foi examinado${exame.rodada > 1 ? ` pela ${String(exame.rodada)}ª vez` : ''} e não pode ser registrado enquanto não forem cumpridas as exigências abaixo:`,
      '',
      itens,
      '',
      `Cumpra as exigências${prazo}, reapresentando o título no cartório. Vencido o prazo sem cumprimento, o protocolo será cancelado. Se discordar de alguma exigência, você pode requerer que o oficial suscite dúvida ao juiz competente.`,
      '',
      'A nota de exigência segue anexa, em PDF.',
      '',
      cartorio,
    ].join('\n'),
  };
}
