/** The user groups area (`/grupo-usuario`) of the registration service. */
import type { AreaServidor } from '../http/area.ts';
import { registerGrupoUsuarioRoutes } from './grupos-usuario.routes.ts';
import { semearGrupos } from './grupos-usuario.seed.ts';

export const gruposUsuario: AreaServidor = {
  nome: 'grupos-usuario',
  servico: 'cadastro',
  registrarRotas: registerGrupoUsuarioRoutes,
  semear: semearGrupos,
  unicos: { grupo_usuario_nome_key: { campo: 'nome', mensagem: 'Já existe um grupo com este nome: escolha outro.' } },
};
