/**
 * Which message a response becomes (spec §8): a response with non-blank `mensagens` shows its first one; a
 * failed response whose body is a standard response shows that body; any other failure shows the generic ERRO
 * text. The call's alert mode filters by type.
 */
import {
  TEXTOS,
  alertPresentation,
  firstMessage,
  shouldShowAlert,
  type ModoAlerta,
  type RespostaPadrao,
} from '@rpj/domain';
import type { MensagemEvento } from '../events/sdk-events.ts';

/** The message of a successful response, if it has one the alert mode lets through. */
export function successMessage(resposta: RespostaPadrao<unknown>, modo: ModoAlerta): MensagemEvento | undefined {
  const mensagem = firstMessage(resposta);
  if (mensagem === undefined || !shouldShowAlert(modo, resposta.tipoResposta)) return undefined;
  return { tipo: resposta.tipoResposta, titulo: alertPresentation(resposta.tipoResposta).titulo, mensagem, resposta };
}

/**
 * The message of a failure: the body when it was a standard response (with the generic text when it had no
 * message), the generic ERRO otherwise.
 */
export function failureMessage(resposta: RespostaPadrao<unknown> | undefined, modo: ModoAlerta): MensagemEvento | undefined {
  const tipo = resposta?.tipoResposta ?? 'ERRO';
  if (!shouldShowAlert(modo, tipo)) return undefined;
  const mensagem = (resposta && firstMessage(resposta)) ?? TEXTOS.erroInesperado;
  return {
    tipo,
    titulo: alertPresentation(tipo).titulo,
    mensagem,
    ...(resposta ? { resposta } : {}),
    ...(resposta?.erros ? { erros: resposta.erros } : {}),
  };
}
