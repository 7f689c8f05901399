/** The users area (`/usuario`) of the registration service. */
import type { AreaServidor } from '../http/area.ts';
import { registerUsuarioRoutes } from './usuarios.routes.ts';
import { DUPLICADOS } from './usuarios.service.ts';
import { semearUsuarios } from './usuarios.seed.ts';

export const usuarios: AreaServidor = {
  nome: 'usuarios',
  servico: 'cadastro',
  registrarRotas: registerUsuarioRoutes,
  migracoes: new URL('./migrations/', import.meta.url),
  semear: semearUsuarios,
  unicos: { usuario_cpf_key: { campo: 'cpf', mensagem: DUPLICADOS.cpf }, usuario_login_key: { campo: 'login', mensagem: DUPLICADOS.login } },
};
