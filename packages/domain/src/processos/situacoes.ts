/**
 * A process's (protocol's) states and the events that move it (issue 25; ../shared/docs/domain-rcpj.md §1.7), as a
 * pure state machine: every state, every event, which states an event leaves from and where it goes, who may fire
 * it (any one of its permissions), and whether it is a supervisor's move by hand (EDITAR_SITUACAO_SOLICITACAO, with
 * a mandatory reason). What the law forbids is refused here and, through this, by the server: a title is registered
 * only from the officer's conference, which only an examined and approved title reaches. A quote is not a state: it
 * opens no protocol (§1.2).
 */
import { PERMISSAO as P, type Permissao } from '../permissions/permission.ts';

export const SITUACOES_PROCESSO = [
  'PROTOCOLADO',
  'EM_EXAME',
  'EM_EXIGENCIA',
  'REINGRESSO',
  'DUVIDA_SUSCITADA',
  'APTO',
  'AGUARDANDO_PAGAMENTO',
  'CONFERENCIA',
  'CONFERENCIA_OFICIAL',
  'REGISTRADO',
  'AVERBADO',
  'CERTIDAO_EMITIDA',
  'ENTREGUE',
  'FINALIZADO',
  'SUSPENSO',
  'DEVOLVIDO',
  'PROTOCOLO_CANCELADO',
  'DESISTENCIA',
] as const;
export type SituacaoProcesso = (typeof SITUACOES_PROCESSO)[number];

export const ROTULOS_SITUACAO_PROCESSO: Readonly<Record<SituacaoProcesso, string>> = {
  PROTOCOLADO: 'Protocolado',
  EM_EXAME: 'Em exame',
  EM_EXIGENCIA: 'Em exigência',
  REINGRESSO: 'Reingresso',
  DUVIDA_SUSCITADA: 'Dúvida suscitada',
  APTO: 'Apto',
  AGUARDANDO_PAGAMENTO: 'Aguardando pagamento',
  CONFERENCIA: 'Em conferência',
  CONFERENCIA_OFICIAL: 'Conferência do oficial',
  REGISTRADO: 'Registrado',
  AVERBADO: 'Averbado',
  CERTIDAO_EMITIDA: 'Certidão emitida',
  ENTREGUE: 'Entregue',
  FINALIZADO: 'Finalizado',
  SUSPENSO: 'Suspenso',
  DEVOLVIDO: 'Devolvido',
  PROTOCOLO_CANCELADO: 'Protocolo cancelado',
  DESISTENCIA: 'Desistência',
};

/** States a process ends in: only a supervisor's reopening (REABRIR) leaves the first three; FINALIZADO never. */
export const SITUACOES_FINAIS: readonly SituacaoProcesso[] = ['DEVOLVIDO', 'PROTOCOLO_CANCELADO', 'DESISTENCIA', 'FINALIZADO'];

/** States before the act is written in a book: a process there may be suspended, cancelled or given up. */
const ANTES_DO_REGISTRO: readonly SituacaoProcesso[] = ['PROTOCOLADO', 'EM_EXAME', 'EM_EXIGENCIA', 'REINGRESSO', 'DUVIDA_SUSCITADA', 'APTO', 'AGUARDANDO_PAGAMENTO', 'CONFERENCIA', 'CONFERENCIA_OFICIAL'];

export interface Transicao {
  /** The states it leaves from. */
  readonly de: readonly SituacaoProcesso[];
  /** Where it goes; 'ANTERIOR': back to the state a suspension interrupted. */
  readonly para: SituacaoProcesso | 'ANTERIOR';
  /** Any one of them lets a person fire it. */
  readonly permissoes: readonly Permissao[];
  /** A supervisor's move by hand: the reason is mandatory. */
  readonly manual: boolean;
  readonly rotulo: string;
}

export const TRANSICOES = {
  DISTRIBUIR: { de: ['PROTOCOLADO'], para: 'EM_EXAME', permissoes: [P.CRIAR_PROCESSOS, P.EDITAR_DISTRIBUICOES], manual: false, rotulo: 'Distribuir para exame' },
  APROVAR_EXAME: { de: ['EM_EXAME'], para: 'APTO', permissoes: [P.ANALISAR_EXAME], manual: false, rotulo: 'Aprovar no exame' },
  EXIGIR: { de: ['EM_EXAME'], para: 'EM_EXIGENCIA', permissoes: [P.ANALISAR_EXAME], manual: false, rotulo: 'Emitir nota de exigência' },
  CUMPRIR_EXIGENCIA: { de: ['EM_EXIGENCIA'], para: 'REINGRESSO', permissoes: [P.EDITAR_PROCESSOS], manual: false, rotulo: 'Registrar cumprimento da exigência' },
  REEXAMINAR: { de: ['REINGRESSO'], para: 'EM_EXAME', permissoes: [P.ANALISAR_EXAME], manual: false, rotulo: 'Reexaminar' },
  // The presenter disagrees with the requirements: at their request the officer raises a dúvida to the judge (Lei
  // 6.015 art. 198 ff., by analogy; art. 115). The protocol keeps its number and priority, and the requirement's
  // deadline stops running. Upheld (procedente), the protocol is cancelled and the title returned; not upheld, the
  // title is registered (art. 203 I and II). Each is the officer's move, with its reason: the request, the sentence.
  SUSCITAR_DUVIDA: { de: ['EM_EXIGENCIA'], para: 'DUVIDA_SUSCITADA', permissoes: [P.EDITAR_SITUACAO_SOLICITACAO], manual: true, rotulo: 'Suscitar dúvida' },
  DUVIDA_PROCEDENTE: { de: ['DUVIDA_SUSCITADA'], para: 'PROTOCOLO_CANCELADO', permissoes: [P.EDITAR_SITUACAO_SOLICITACAO], manual: true, rotulo: 'Dúvida julgada procedente' },
  DUVIDA_IMPROCEDENTE: { de: ['DUVIDA_SUSCITADA'], para: 'APTO', permissoes: [P.EDITAR_SITUACAO_SOLICITACAO], manual: true, rotulo: 'Dúvida julgada improcedente' },
  // The requirement's deadline passed without compliance: the protocol lapses (CN-SC art. 632). Only the system
  // fires it (the nightly job): no permission lets a person do so.
  CADUCAR: { de: ['EM_EXIGENCIA'], para: 'PROTOCOLO_CANCELADO', permissoes: [], manual: false, rotulo: 'Prazo da exigência vencido' },
  DEVOLVER: { de: ['EM_EXIGENCIA'], para: 'DEVOLVIDO', permissoes: [P.ANALISAR_EXAME], manual: false, rotulo: 'Devolver o título' },
  COBRAR_SALDO: { de: ['APTO'], para: 'AGUARDANDO_PAGAMENTO', permissoes: [P.ANALISAR_EXAME], manual: false, rotulo: 'Cobrar o complemento' },
  PAGAR_SALDO: { de: ['AGUARDANDO_PAGAMENTO'], para: 'CONFERENCIA', permissoes: [P.EDITAR_CAIXAS], manual: false, rotulo: 'Registrar o pagamento do complemento' },
  ENVIAR_CONFERENCIA: { de: ['APTO'], para: 'CONFERENCIA', permissoes: [P.ANALISAR_EXAME], manual: false, rotulo: 'Enviar para conferência' },
  // The analysis (issue 27) does not confirm the exam: back to the examiner, with the reason.
  DEVOLVER_AO_EXAMINADOR: { de: ['APTO'], para: 'EM_EXAME', permissoes: [P.ANALISAR_EXAME], manual: false, rotulo: 'Devolver ao examinador' },
  CONFERIR: { de: ['CONFERENCIA'], para: 'CONFERENCIA_OFICIAL', permissoes: [P.CRIAR_CONFERENCIAS], manual: false, rotulo: 'Conferir' },
  DEVOLVER_AO_EXAME: { de: ['CONFERENCIA', 'CONFERENCIA_OFICIAL'], para: 'EM_EXAME', permissoes: [P.CRIAR_CONFERENCIAS], manual: false, rotulo: 'Devolver ao exame' },
  REGISTRAR: { de: ['CONFERENCIA_OFICIAL'], para: 'REGISTRADO', permissoes: [P.CRIAR_CONFERENCIAS], manual: false, rotulo: 'Registrar no livro' },
  AVERBAR: { de: ['CONFERENCIA_OFICIAL'], para: 'AVERBADO', permissoes: [P.CRIAR_CONFERENCIAS], manual: false, rotulo: 'Averbar' },
  EMITIR_CERTIDAO: { de: ['REGISTRADO', 'AVERBADO'], para: 'CERTIDAO_EMITIDA', permissoes: [P.CRIAR_CERTIDOES], manual: false, rotulo: 'Emitir a certidão' },
  ENTREGAR: { de: ['CERTIDAO_EMITIDA'], para: 'ENTREGUE', permissoes: [P.EDITAR_PROCESSOS], manual: false, rotulo: 'Entregar' },
  FINALIZAR: { de: ['ENTREGUE'], para: 'FINALIZADO', permissoes: [P.EDITAR_PROCESSOS], manual: false, rotulo: 'Finalizar' },
  DESISTIR: { de: ANTES_DO_REGISTRO, para: 'DESISTENCIA', permissoes: [P.EDITAR_PROCESSOS], manual: false, rotulo: 'Registrar a desistência' },
  // A supervisor's moves by hand (EDITAR_SITUACAO_SOLICITACAO), each with its reason.
  SUSPENDER: { de: ANTES_DO_REGISTRO, para: 'SUSPENSO', permissoes: [P.EDITAR_SITUACAO_SOLICITACAO], manual: true, rotulo: 'Suspender' },
  RETOMAR: { de: ['SUSPENSO'], para: 'ANTERIOR', permissoes: [P.EDITAR_SITUACAO_SOLICITACAO], manual: true, rotulo: 'Retomar' },
  CANCELAR: { de: [...ANTES_DO_REGISTRO, 'SUSPENSO'], para: 'PROTOCOLO_CANCELADO', permissoes: [P.EDITAR_SITUACAO_SOLICITACAO], manual: true, rotulo: 'Cancelar o protocolo' },
  REABRIR: { de: ['DEVOLVIDO', 'PROTOCOLO_CANCELADO', 'DESISTENCIA'], para: 'EM_EXAME', permissoes: [P.EDITAR_SITUACAO_SOLICITACAO], manual: true, rotulo: 'Reabrir' },
} as const satisfies Readonly<Record<string, Transicao>>;

export type EventoProcesso = keyof typeof TRANSICOES;
export const EVENTOS_PROCESSO = Object.keys(TRANSICOES) as readonly EventoProcesso[];

/** Where a process is: its state, and while suspended, the state the suspension interrupted. */
export interface EstadoProcesso {
  readonly situacao: SituacaoProcesso;
  readonly anterior?: SituacaoProcesso;
}

/** Why an event is refused, in Portuguese. */
export function recusaDoEvento(estado: EstadoProcesso, evento: EventoProcesso): string | undefined {
  const t: Transicao = TRANSICOES[evento];
  if (t.de.includes(estado.situacao)) return undefined;
  return `“${t.rotulo}” não se aplica a um processo ${ROTULOS_SITUACAO_PROCESSO[estado.situacao].toLowerCase()}.`;
}

/** The state after the event, or why the event is refused (the state is then unchanged). */
export function transicionar(estado: EstadoProcesso, evento: EventoProcesso): { readonly estado: EstadoProcesso } | { readonly erro: string } {
  const erro = recusaDoEvento(estado, evento);
  if (erro !== undefined) return { erro };
  const t: Transicao = TRANSICOES[evento];
  if (t.para === 'ANTERIOR') return { estado: { situacao: estado.anterior ?? 'EM_EXAME' } };
  if (t.para === 'SUSPENSO') return { estado: { situacao: 'SUSPENSO', anterior: estado.situacao } };
  return { estado: { situacao: t.para } };
}

/** Whether a person holding these permissions may fire the event (any one of its permissions). */
export function podeDisparar(evento: EventoProcesso, eu: { readonly permissoes: readonly Permissao[] } | undefined): boolean {
  const t: Transicao = TRANSICOES[evento];
  return eu !== undefined && t.permissoes.some((p) => eu.permissoes.includes(p));
}

/** The events a person may fire on a process now: those that leave from its state and that the person may fire. */
export function eventosPossiveis(estado: EstadoProcesso, eu: { readonly permissoes: readonly Permissao[] } | undefined): readonly EventoProcesso[] {
  return EVENTOS_PROCESSO.filter((e) => recusaDoEvento(estado, e) === undefined && podeDisparar(e, eu));
}

/** The supervisor's moves by hand (EDITAR_SITUACAO_SOLICITACAO), each with its mandatory reason. */
export const EVENTOS_MANUAIS: readonly EventoProcesso[] = EVENTOS_PROCESSO.filter((e) => TRANSICOES[e].manual);
/**
 * The events the exam's own calls fire (docs/api.md "Exame"), with what they need beside the move: the decision with
 * its requirements, the answers of a re-entry. The state endpoints refuse them.
 */
export const EVENTOS_DO_EXAME: readonly EventoProcesso[] = ['APROVAR_EXAME', 'EXIGIR', 'REEXAMINAR', 'CUMPRIR_EXIGENCIA', 'ENVIAR_CONFERENCIA', 'DEVOLVER_AO_EXAMINADOR'];

/** The counter's moves (EDITAR_PROCESSOS): delivery, closing, withdrawal (the re-entry has its own call). */
export const EVENTOS_ANDAMENTO: readonly EventoProcesso[] = EVENTOS_PROCESSO.filter(
  (e) => !TRANSICOES[e].manual && !EVENTOS_DO_EXAME.includes(e) && (TRANSICOES[e].permissoes as readonly Permissao[]).includes(P.EDITAR_PROCESSOS),
);
