/**
 * Acting on an account (security.md #14): a person may edit, deactivate, remove, restore or reset the password of
 * only an account whose permissions they hold too, so that no one gains, through another account, a power they do
 * not hold. Every area that acts on accounts asks this rule.
 */
import type { Permissao } from '../permissions/permission.ts';

/** What the rule answers: allowed, or the target's permissions the actor lacks (in the target's order). */
export type AcaoSobreConta = { readonly permitida: true } | { readonly permitida: false; readonly faltando: readonly Permissao[] };

/**
 * Whether an actor holding `ator` may act on an account holding `alvo`: only when `alvo` is a subset of `ator`.
 *
 * @example
 * ```ts
 * acaoSobreConta(['EDITAR_USUARIOS'], ['EDITAR_USUARIOS', 'EDITAR_PERMISSOES']);
 * // { permitida: false, faltando: ['EDITAR_PERMISSOES'] }
 * ```
 */
export function acaoSobreConta(ator: Iterable<Permissao>, alvo: Iterable<Permissao>): AcaoSobreConta {
  const tem = new Set(ator);
  const faltando = [...new Set(alvo)].filter((p) => !tem.has(p));
  return faltando.length === 0 ? { permitida: true } : { permitida: false, faltando };
}

/** How many of the missing permissions a message names before "e mais N". */
const NOMEADAS = 5;

/** The pt-BR message of a refusal, naming (some of) the permissions the actor lacks. */
export function mensagemContaMaisPoderosa(faltando: readonly Permissao[]): string {
  const nomeadas = faltando.slice(0, NOMEADAS).join(', ');
  const resto = faltando.length > NOMEADAS ? ` e mais ${faltando.length - NOMEADAS}` : '';
  return (
    `Este usuário tem permissões que você não tem (${nomeadas}${resto}). ` +
    'Só quem tem todas as permissões de um usuário pode alterá-lo, desativá-lo, removê-lo, restaurá-lo ou redefinir sua senha.'
  );
}
