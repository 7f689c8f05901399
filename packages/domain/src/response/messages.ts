/**
 * Every user-visible text of the original (spec §1, §6, §8), letter for letter. One deliberate change: the
 * original's typo 'persisitr' reads 'persistir' (docs/deviations.md).
 */
import type { Permissao } from '../permissions/permission.ts';

/** Fixed texts. */
export const TEXTOS = {
  /** Page title. */
  tituloSistema: 'Sistema de Registro de Pessoa Jurídica',
  /** The full-screen loading overlay. */
  carregando: 'Carregando...',
  /** Any failure without a message of its own (ERRO dialog). */
  erroInesperado:
    'Ocorreu um erro inesperado em nosso sistema! Tente novamente mais tarde! Se o erro persistir, entre em contato!',
  /** A token refresh failed while the user is still signed in (ALERTA dialog). */
  credenciaisIncompativeis:
    'Ocorreu um erro devido à incompatibilidade de credenciais para este usuário! Verifique se todas as permissões necessárias foram habilitadas!',
  /** Logged when the signed-in user cannot be loaded. */
  erroCarregarUsuario: 'ERRO AO CARREGAR USUÁRIO',
} as const;

/**
 * The warning shown when a route needs permissions the user lacks (spec §6), naming them; several are joined
 * with ', '.
 *
 * @example
 * ```ts
 * semPermissao(['VISUALIZAR_USUARIOS']);
 * // 'Usuário não possui permissão para acessar esta página! Permissão necessária : VISUALIZAR_USUARIOS'
 * ```
 */
export function semPermissao(faltando: readonly Permissao[]): string {
  return `Usuário não possui permissão para acessar esta página! Permissão necessária : ${faltando.join(', ')}`;
}
