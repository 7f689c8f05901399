/** The users area (`/usuario`) of the registration service. */
import type { AreaServidor } from '../http/area.ts';
import { registerUsuarioRoutes } from './usuarios.routes.ts';
import { semearUsuarios } from './usuarios.seed.ts';

export const usuarios: AreaServidor = {
  nome: 'usuarios',
  servico: 'cadastro',
  registrarRotas: registerUsuarioRoutes,
  migracoes: new URL('./migrations/', import.meta.url),
  semear: semearUsuarios,
};
