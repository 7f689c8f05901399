/** The permissions area (`/permissao`) of the registration service. */
import type { AreaServidor } from '../http/area.ts';
import { semearPermissoes } from './permissoes.seed.ts';
import { registerPermissaoRoutes } from './permissoes.routes.ts';

export const permissoes: AreaServidor = { nome: 'permissoes', servico: 'cadastro', registrarRotas: registerPermissaoRoutes, semear: semearPermissoes };
