/**
 * One vocabulary for loading, shared by lists, record forms and every other screen: nothing asked yet, on its
 * way, ready, failed; a record screen adds "the record does not exist".
 */

/** Where a screen's data stands. */
export type EstadoCarga = 'ocioso' | 'carregando' | 'pronto' | 'erro';

/** A record screen's state: loading, ready to edit, or a message instead of the form. */
export type StatusRegistro = Exclude<EstadoCarga, 'ocioso'> | 'naoEncontrado';

/** The status after a failed load of a record: not found on 404, an error otherwise. */
export function statusDaFalha(error: unknown): 'naoEncontrado' | 'erro' {
  return (error as { status?: number }).status === 404 ? 'naoEncontrado' : 'erro';
}
