/** The user groups area (`/grupo-usuario`) of the registration service. */
import type { AreaServidor } from '../http/area.ts';
import { registerGrupoUsuarioRoutes } from './grupos-usuario.routes.ts';

export const gruposUsuario: AreaServidor = { nome: 'grupos-usuario', servico: 'cadastro', registrarRotas: registerGrupoUsuarioRoutes };
