/** The users area (`/usuario`) of the registration service. */
import type { AreaServidor } from '../http/area.ts';
import { registerUsuarioRoutes } from './usuarios.routes.ts';

export const usuarios: AreaServidor = { nome: 'usuarios', servico: 'cadastro', registrarRotas: registerUsuarioRoutes };
