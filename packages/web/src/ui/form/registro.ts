/**
 * What the record screens (a user, a group, a permission) share around their form: the loading status, the
 * status a failed load leaves, and the draft of the signed-in user.
 */
import type { Rascunho } from './form.view-model.ts';

/** A record screen's state: loading, ready to edit, or a message instead of the form. */
export type StatusRegistro = 'carregando' | 'pronto' | 'naoEncontrado' | 'erro';

/** The status after a failed load: not found on 404, an error otherwise. */
export function statusDaFalha(error: unknown): 'naoEncontrado' | 'erro' {
  return (error as { status?: number }).status === 404 ? 'naoEncontrado' : 'erro';
}

/** Where the form keeps the signed-in user's draft; no draft while nobody is signed in. */
export function rascunhoDe(drafts: Rascunho['drafts'], login: string | undefined, formulario: string): Rascunho | undefined {
  return login === undefined ? undefined : { drafts, usuario: login, formulario };
}
