/**
 * The user-loading state machine (spec §4): not loaded → loading → loaded (when the user has an id and a cpf)
 * or error. Loading is never repeated while loading or after an error; a loaded user may be loaded again (after
 * their record changes), and a sign-out resets the machine.
 */
import type { Usuario } from './usuario.ts';

/** Where the loading of the signed-in user stands. */
export type CarregamentoUsuario =
  | { readonly status: 'naoCarregado' }
  | { readonly status: 'carregando' }
  | { readonly status: 'carregado'; readonly usuario: Usuario }
  | { readonly status: 'erro' };

/** What can happen to it. */
export type EventoCarregamento =
  | { readonly tipo: 'iniciar' }
  | { readonly tipo: 'recebido'; readonly usuario: Partial<Usuario> | undefined }
  | { readonly tipo: 'falhou' }
  | { readonly tipo: 'reiniciar' };

/** The initial state. */
export const NAO_CARREGADO: CarregamentoUsuario = { status: 'naoCarregado' };

/** True when a load may start now: not while loading, never after an error. */
export function canStartLoading(estado: CarregamentoUsuario): boolean {
  return estado.status === 'naoCarregado' || estado.status === 'carregado';
}

function isUsuarioCompleto(usuario: Partial<Usuario> | undefined): usuario is Usuario {
  return usuario?.id !== undefined && typeof usuario.cpf === 'string' && usuario.cpf !== '';
}

/**
 * The next state. Events that do not apply in a state leave it unchanged (the same object), so a caller can
 * tell that nothing happened by identity.
 *
 * @example
 * ```ts
 * let s = NAO_CARREGADO;
 * s = userLoadingTransition(s, { tipo: 'iniciar' });                      // carregando
 * s = userLoadingTransition(s, { tipo: 'recebido', usuario: { id: 1 } }); // erro: no cpf
 * ```
 */
export function userLoadingTransition(estado: CarregamentoUsuario, evento: EventoCarregamento): CarregamentoUsuario {
  switch (evento.tipo) {
    case 'iniciar':
      return canStartLoading(estado) ? { status: 'carregando' } : estado;
    case 'recebido':
      if (estado.status !== 'carregando') return estado;
      return isUsuarioCompleto(evento.usuario) ? { status: 'carregado', usuario: evento.usuario } : { status: 'erro' };
    case 'falhou':
      return estado.status === 'carregando' ? { status: 'erro' } : estado;
    case 'reiniciar':
      return NAO_CARREGADO;
  }
}
