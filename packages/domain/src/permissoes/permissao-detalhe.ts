/**
 * A permission as the service keeps it: the fixed name and catalogue data, plus the label and description the
 * office may edit and the groups that hold it.
 */
import type { AcaoPermissao, AreaPermissao, Permissao } from '../permissions/permission.ts';

/** A reference to a group. */
export interface GrupoRef {
  readonly id: number;
  readonly nome: string;
}

/** A permission with everything the screens show. */
export interface PermissaoDetalhe {
  readonly id: number;
  readonly nome: Permissao;
  readonly area: AreaPermissao;
  readonly acao: AcaoPermissao;
  readonly rotulo: string;
  readonly descricao?: string;
  readonly grupos: readonly GrupoRef[];
  readonly versao: number;
}

/** What the permission form sends: only existing permissions are edited (the catalogue is fixed). */
export interface PermissaoSalvar {
  readonly id: number;
  readonly versao: number;
  readonly rotulo: string;
  readonly descricao?: string;
  readonly grupoIds: readonly number[];
}

/** Filters of the permissions list. */
export interface FiltroPermissoes {
  readonly area?: AreaPermissao;
  /** Part of the name or label, accents and case ignored. */
  readonly busca?: string;
}
