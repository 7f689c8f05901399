/**
 * The user groups area's endpoints (registration service, `/grupo-usuario`), as data.
 */
import * as t from 'io-ts';
import { PERMISSAO as P } from '@rpj/domain';
import { entity, IdParametro } from '../contract/codec-helpers.ts';
import { autenticado, endpoint, IdParams, todas } from '../contract/endpoint.ts';
import { paginaCodec, Vazio } from '../contract/resposta.codec.ts';
import { FiltroGruposCodec, GrupoUsuarioCodec, GrupoUsuarioResumoCodec, GrupoUsuarioSalvarCodec } from './grupos-usuario.codec.ts';

const GrupoRefLista = t.readonlyArray(entity('GrupoRef', { id: IdParametro, nome: t.string }, {}));

/**
 * What a write of groups changes besides `/grupo-usuario`: a user's record and row name its groups and hold their
 * permissions, and a permission names the groups that hold it.
 */
const INVALIDA_GRUPO: readonly string[] = ['/usuario', '/permissao'];

/** User groups: `/grupo-usuario`. */
export const GRUPO_USUARIO = {
  listar: endpoint({
    nome: 'grupoUsuario.listar',
    servico: 'cadastro',
    metodo: 'GET',
    path: '/grupo-usuario/listar',
    permissao: todas(P.VISUALIZAR_PERMISSOES),
    query: FiltroGruposCodec,
    dados: paginaCodec(GrupoUsuarioResumoCodec),
    ordenacao: ['nome'],
  }),
  todos: endpoint({
    nome: 'grupoUsuario.todos',
    servico: 'cadastro',
    metodo: 'GET',
    path: '/grupo-usuario/todos',
    permissao: autenticado,
    dados: GrupoRefLista,
  }),
  obter: endpoint({
    nome: 'grupoUsuario.obter',
    servico: 'cadastro',
    metodo: 'GET',
    path: '/grupo-usuario/:id',
    permissao: todas(P.VISUALIZAR_PERMISSOES),
    params: IdParams,
    dados: GrupoUsuarioCodec,
  }),
  salvar: endpoint({
    nome: 'grupoUsuario.salvar',
    servico: 'cadastro',
    metodo: 'POST',
    path: '/grupo-usuario',
    permissao: { tipo: 'novoExistente', novo: [P.CRIAR_PERMISSOES], existente: [P.EDITAR_PERMISSOES] },
    body: GrupoUsuarioSalvarCodec,
    dados: GrupoUsuarioCodec,
    invalida: INVALIDA_GRUPO,
  }),
  remover: endpoint({
    nome: 'grupoUsuario.remover',
    servico: 'cadastro',
    metodo: 'DELETE',
    path: '/grupo-usuario/:id',
    permissao: todas(P.REMOVER_PERMISSOES),
    params: IdParams,
    dados: Vazio,
    invalida: INVALIDA_GRUPO,
  }),
} as const;
