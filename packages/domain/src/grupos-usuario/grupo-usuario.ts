/**
 * User groups (grupo-usuario): a named set of permissions that users belong to.
 */
import type { Permissao } from '../permissions/permission.ts';

/** A group with its permissions. */
export interface GrupoUsuario {
  readonly id: number;
  readonly nome: string;
  readonly descricao?: string;
  readonly permissoes: readonly Permissao[];
  readonly versao: number;
}

/** A group as lists show it. */
export interface GrupoUsuarioResumo {
  readonly id: number;
  readonly nome: string;
  readonly descricao?: string;
  readonly quantidadeUsuarios: number;
  readonly quantidadePermissoes: number;
}

/** What a form sends to create (no id) or update (id and versao) a group. */
export interface GrupoUsuarioSalvar {
  readonly id?: number;
  readonly versao?: number;
  readonly nome: string;
  readonly descricao?: string;
  readonly permissoes: readonly Permissao[];
}

/** Filters of the groups list. */
export interface FiltroGrupos {
  /** Part of the name. */
  readonly nome?: string;
}
