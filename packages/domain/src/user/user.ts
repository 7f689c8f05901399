/**
 * The signed-in user and staff accounts (spec §3). The full wire shape is fixed by the SDK's contract; this is
 * the domain's view of it.
 */
import type { Permissao } from '../permissions/permission.ts';

/** Names of the user groups the product knows by name (spec §6). */
export const GRUPO_USUARIO = {
  ADMINISTRADOR: 'ADMINISTRADOR',
  USER: 'USER',
} as const;

/** A user group as it appears inside a user (`groups[].grupoUsuario`). */
export interface GrupoUsuarioRef {
  readonly id?: number;
  readonly nome: string;
}

/** A user's membership of a group. */
export interface UsuarioGrupo {
  readonly grupoUsuario: GrupoUsuarioRef;
}

/** A staff account. */
export interface Usuario {
  readonly id: number;
  /** Eleven digits, no mask. Personal data (LGPD): never in URLs or logs. */
  readonly cpf: string;
  readonly nome: string;
  readonly login: string;
  readonly email?: string;
  /** An inactive user may not sign in; distinct from removal. */
  readonly ativo: boolean;
  /** While true the user must choose a new password before anything else. */
  readonly primeiroAcesso: boolean;
  /** Optimistic-locking version, sent back on save. */
  readonly versao: number;
  /** Every permission the user holds through their groups. */
  readonly permissoes: readonly Permissao[];
  readonly groups: readonly UsuarioGrupo[];
}

/** Flags derived from a user's groups, as the original user store kept them. */
export interface UsuarioFlags {
  readonly admin: boolean;
  readonly user: boolean;
  readonly primeiroAcesso: boolean;
}

/** True when the user belongs to the group of this name. */
export function belongsTo(usuario: Pick<Usuario, 'groups'>, nomeGrupo: string): boolean {
  return usuario.groups.some((g) => g.grupoUsuario.nome === nomeGrupo);
}

/**
 * The admin and user flags (from the group names ADMINISTRADOR and USER) and the first-access flag.
 *
 * @example
 * ```ts
 * userFlags(usuario).admin; // true for a member of ADMINISTRADOR
 * ```
 */
export function userFlags(usuario: Pick<Usuario, 'groups' | 'primeiroAcesso'>): UsuarioFlags {
  return {
    admin: belongsTo(usuario, GRUPO_USUARIO.ADMINISTRADOR),
    user: belongsTo(usuario, GRUPO_USUARIO.USER),
    primeiroAcesso: usuario.primeiroAcesso,
  };
}

/** True when the user holds every one of the permissions. */
export function hasPermissions(usuario: Pick<Usuario, 'permissoes'>, permissoes: readonly Permissao[]): boolean {
  return permissoes.every((p) => usuario.permissoes.includes(p));
}
