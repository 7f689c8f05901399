/** Users as tests save them. */
import type { Usuario, UsuarioSalvar } from '@rpj/domain';

/** The body that saves a user as the service answered it (the form's round trip). */
export function corpoDe(u: Usuario): UsuarioSalvar {
  return {
    id: u.id,
    versao: u.versao,
    cpf: u.cpf,
    nome: u.nome,
    login: u.login,
    ativo: u.ativo,
    grupoIds: u.groups.map((g) => g.grupoUsuario.id ?? 0),
    ...(u.email === undefined ? {} : { email: u.email }),
  };
}
