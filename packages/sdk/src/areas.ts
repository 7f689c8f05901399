/**
 * The areas' clients: one line per area (docs/areas.md). Each makes the area's client over the one HTTP core;
 * the SDK exposes them under these names (`sdk.usuarios`, …).
 */
import { HttpGrupoUsuarioApi } from './grupos-usuario/http-grupos-usuario.api.ts';
import type { GrupoUsuarioApi } from './grupos-usuario/grupos-usuario.api.ts';
import type { HttpCore } from './http/http-core.ts';
import { HttpPermissaoApi } from './permissoes/http-permissoes.api.ts';
import type { PermissaoApi } from './permissoes/permissoes.api.ts';
import { HttpTarefaApi } from './tarefas/http-tarefas.api.ts';
import type { TarefaApi } from './tarefas/tarefas.api.ts';
import { HttpUsuarioApi } from './usuarios/http-usuarios.api.ts';
import type { UsuarioApi } from './usuarios/usuarios.api.ts';
import type { EmpresaApi } from './empresas/empresas.api.ts';
import { HttpEmpresaApi } from './empresas/http-empresas.api.ts';

const AREAS = {
  usuarios: (http: HttpCore): UsuarioApi => new HttpUsuarioApi(http),
  gruposUsuario: (http: HttpCore): GrupoUsuarioApi => new HttpGrupoUsuarioApi(http),
  permissoes: (http: HttpCore): PermissaoApi => new HttpPermissaoApi(http),
  tarefas: (http: HttpCore): TarefaApi => new HttpTarefaApi(http),
  empresas: (http: HttpCore): EmpresaApi => new HttpEmpresaApi(http),
} as const;

/** One client per area. */
export type ClientesAreas = { readonly [K in keyof typeof AREAS]: ReturnType<(typeof AREAS)[K]> };

/** Every area's client over this core. */
export function clientesAreas(http: HttpCore): ClientesAreas {
  return Object.fromEntries(Object.entries(AREAS).map(([nome, criar]) => [nome, criar(http)])) as unknown as ClientesAreas;
}
