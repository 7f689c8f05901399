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

/** True when the user holds every one of the permissions; nobody (no user loaded) holds none. */
export function hasPermissions(usuario: Pick<Usuario, 'permissoes'> | undefined, permissoes: readonly Permissao[]): boolean {
  return usuario !== undefined && permissoes.every((p) => usuario.permissoes.includes(p));
}

/** A user as lists show them. */
export interface UsuarioListaItem {
  readonly id: number;
  readonly nome: string;
  readonly login: string;
  readonly cpf: string;
  readonly email?: string;
  readonly ativo: boolean;
  readonly primeiroAcesso: boolean;
  /** Names of the user's groups. */
  readonly grupos: readonly string[];
}

/** A user as pickers show them (analysts, cashiers): no personal data beyond the name. */
export interface UsuarioResumo {
  readonly id: number;
  readonly nome: string;
  readonly login: string;
}

/** What a form sends to create (no id) or update (id and versao) a user. */
export interface UsuarioSalvar {
  readonly id?: number;
  /** Required when `id` is present: the version the form was loaded with. */
  readonly versao?: number;
  /** Eleven digits (the mask is removed). */
  readonly cpf: string;
  readonly nome: string;
  readonly login: string;
  readonly email?: string;
  readonly ativo: boolean;
  readonly grupoIds: readonly number[];
}

/** Filters of the users list that may travel in a URL (no personal data). */
export interface FiltroUsuarios {
  /** Part of the login. */
  readonly login?: string;
  readonly grupoId?: number;
  readonly ativo?: boolean;
}

/** The users search, which may carry personal data and so travels in a POST body. */
export interface BuscaUsuarios extends FiltroUsuarios {
  /** Part of the name, accents and case ignored. */
  readonly nome?: string;
  /** Eleven digits, or the start of them. */
  readonly cpf?: string;
}

/** Filters of the analyst and cashier pickers. */
export interface FiltroUsuariosResumo {
  readonly ativo?: boolean;
}

/** The answer of a password reset: shown once to the administrator. */
export interface SenhaTemporaria {
  readonly senhaTemporaria: string;
}

/**
 * A login: 3 to 40 lowercase letters, digits, '.', '-' or '_', starting with a letter or digit. One rule for the
 * form, the SDK's codec and the server.
 */
const LOGIN = /^[a-z0-9][a-z0-9._-]{2,39}$/;

/** The message of a login that breaks the rule. */
export const MENSAGEM_LOGIN =
  'Login inválido: use de 3 a 40 letras minúsculas, dígitos, ponto, hífen ou sublinhado, começando por letra ou dígito.';

/** The login typed, trimmed, when it follows the rule; `undefined` otherwise. */
export function parseLogin(text: string): string | undefined {
  const login = text.trim();
  return LOGIN.test(login) ? login : undefined;
}
