/**
 * The conference (issue 27; ../shared/docs/domain-rcpj.md §1.7): before the officer signs, a confirmed title is
 * checked against the act's conference list of the catalogue, item by item, each tick recorded with who and when;
 * then it goes to the officer's conference, or back to the exam with the reason.
 */
import type { ErroCampo } from '../response/resposta-padrao.ts';
import type { Processo } from '../processos/processos.ts';
import type { EspecieAto } from '../servicos/atos.ts';

export const ETAPAS_CONFERENCIA = ['CONFERENCIA', 'OFICIAL'] as const;
export type EtapaConferencia = (typeof ETAPAS_CONFERENCIA)[number];

export const DECISOES_CONFERENCIA = ['CONFERIR', 'DEVOLVER'] as const;
export type DecisaoConferencia = (typeof DECISOES_CONFERENCIA)[number];

export const CONFERENCIA_MAXIMO = { item: 300, motivo: 500 } as const;

/** An item of the act's conference list, and its tick when it has one. */
export interface ItemConferencia {
  readonly item: string;
  readonly marca?: { readonly usuario: { readonly login: string; readonly nome: string }; readonly em: string };
}

/** A finished conference: who, when, the outcome, why. */
export interface ConferenciaRegistrada {
  readonly id: number;
  readonly etapa: EtapaConferencia;
  readonly usuario: { readonly login: string; readonly nome: string };
  readonly em: string;
  readonly decisao: DecisaoConferencia;
  readonly motivo?: string;
}

/** The conference screen: the process, the stage it is in (none: not in conference), the list, the past ones. */
export interface ConferenciaDoProcesso {
  readonly processo: Processo;
  /** What the registration at the end writes: a registration or matrícula in a book, an amendment, or neither. */
  readonly especieAto: EspecieAto;
  readonly etapa?: EtapaConferencia;
  readonly itens: readonly ItemConferencia[];
  readonly conferencias: readonly ConferenciaRegistrada[];
}

export interface MarcaSalvar {
  readonly item: string;
  readonly marcado: boolean;
}

export interface ConferenciaSalvar {
  readonly versao: number;
  readonly decisao: DecisaoConferencia;
  /** Required when returning it to the exam. */
  readonly motivo?: string;
}

/** The stage a process's state is in, if any. */
export function etapaDe(situacao: Processo['situacao']): EtapaConferencia | undefined {
  return situacao === 'CONFERENCIA' ? 'CONFERENCIA' : situacao === 'CONFERENCIA_OFICIAL' ? 'OFICIAL' : undefined;
}

/** What is wrong with finishing a conference: every item ticked to confirm it, a reason to return it. */
export function errosDaConferencia(c: ConferenciaSalvar, itens: readonly ItemConferencia[]): readonly ErroCampo[] {
  if (c.decisao === 'DEVOLVER') return (c.motivo ?? '').trim() === '' ? [{ campo: 'motivo', mensagem: 'Diga ao examinador o que a conferência encontrou.' }] : [];
  const faltam = itens.filter((i) => i.marca === undefined).length;
  return faltam === 0 ? [] : [{ campo: 'itens', mensagem: `Marque cada item conferido: ${faltam === 1 ? 'falta 1 item' : `faltam ${String(faltam)} itens`}.` }];
}
