/**
 * The endpoints of the registration service known so far: users, groups and permissions.
 */
import * as t from 'io-ts';
import { PERMISSAO as P, type Permissao } from '@rpj/domain';
import { entity, IdParametro } from './codec-helpers.ts';
import type { Endpoint, RegraPermissao } from './endpoint.ts';
import {
  FiltroGruposCodec,
  GrupoUsuarioCodec,
  GrupoUsuarioResumoCodec,
  GrupoUsuarioSalvarCodec,
} from './grupo-usuario.codec.ts';
import { FiltroPermissoesCodec, PermissaoDetalheCodec, PermissaoSalvarCodec } from './permissao.codec.ts';
import { paginaCodec, Vazio } from './resposta.codec.ts';
import {
  BuscaUsuariosCodec,
  FiltroUsuariosCodec,
  FiltroUsuariosResumoCodec,
  SenhaTemporariaCodec,
  UsuarioCodec,
  UsuarioListaItemCodec,
  UsuarioResumoCodec,
  UsuarioSalvarCodec,
} from './usuario.codec.ts';

/** Path parameters `{id}`. */
export const IdParams = entity('IdParams', { id: IdParametro }, {});

const autenticado: RegraPermissao = { tipo: 'autenticado' };
const todas = (...permissoes: Permissao[]): RegraPermissao => ({
  tipo: 'todas',
  permissoes,
});
/** Acting on an existing account: these permissions and every permission that account holds (security.md #14). */
const sobreConta = (...permissoes: Permissao[]): RegraPermissao => ({ tipo: 'todas', permissoes, conta: true });

function endpoint<Params, Query, Body, Dados>(e: Endpoint<Params, Query, Body, Dados>): Endpoint<Params, Query, Body, Dados> {
  return e;
}

const GrupoRefLista = t.readonlyArray(entity('GrupoRef', { id: IdParametro, nome: t.string }, {}));

/** Users: `/usuario` (spec §7). */
export const USUARIO = {
  recuperaDadosPorLogin: endpoint({
    nome: 'usuario.recuperaDadosPorLogin',
    servico: 'cadastro',
    metodo: 'GET',
    path: '/usuario/recupera-dados-por-login',
    permissao: autenticado,
    dados: UsuarioCodec,
  }),
  salvar: endpoint({
    nome: 'usuario.salvar',
    servico: 'cadastro',
    metodo: 'POST',
    path: '/usuario',
    permissao: { tipo: 'novoExistente', novo: [P.CRIAR_USUARIOS], existente: [P.EDITAR_USUARIOS], conta: true },
    body: UsuarioSalvarCodec,
    dados: UsuarioCodec,
  }),
  listarAnalista: endpoint({
    nome: 'usuario.listarAnalista',
    servico: 'cadastro',
    metodo: 'GET',
    path: '/usuario/listarAnalista',
    permissao: autenticado,
    query: FiltroUsuariosResumoCodec,
    dados: paginaCodec(UsuarioResumoCodec),
    ordenacao: ['nome', 'login'],
  }),
  listarCaixas: endpoint({
    nome: 'usuario.listarCaixas',
    servico: 'cadastro',
    metodo: 'GET',
    path: '/usuario/listarCaixas',
    permissao: autenticado,
    query: FiltroUsuariosResumoCodec,
    dados: paginaCodec(UsuarioResumoCodec),
    ordenacao: ['nome', 'login'],
  }),
  listar: endpoint({
    nome: 'usuario.listar',
    servico: 'cadastro',
    metodo: 'GET',
    path: '/usuario/listar',
    permissao: todas(P.VISUALIZAR_USUARIOS),
    query: FiltroUsuariosCodec,
    dados: paginaCodec(UsuarioListaItemCodec),
    ordenacao: ['nome', 'login', 'ativo'],
  }),
  buscar: endpoint({
    nome: 'usuario.buscar',
    servico: 'cadastro',
    metodo: 'POST',
    path: '/usuario/buscar',
    permissao: todas(P.VISUALIZAR_USUARIOS),
    body: BuscaUsuariosCodec,
    dados: paginaCodec(UsuarioListaItemCodec),
    ordenacao: ['nome', 'login', 'ativo'],
  }),
  obter: endpoint({
    nome: 'usuario.obter',
    servico: 'cadastro',
    metodo: 'GET',
    path: '/usuario/:id',
    permissao: todas(P.VISUALIZAR_USUARIOS),
    params: IdParams,
    dados: UsuarioCodec,
  }),
  remover: endpoint({
    nome: 'usuario.remover',
    servico: 'cadastro',
    metodo: 'DELETE',
    path: '/usuario/:id',
    permissao: sobreConta(P.REMOVER_USUARIOS),
    params: IdParams,
    dados: Vazio,
  }),
  restaurar: endpoint({
    nome: 'usuario.restaurar',
    servico: 'cadastro',
    metodo: 'POST',
    path: '/usuario/restaurar/:id',
    permissao: sobreConta(P.CRIAR_USUARIOS),
    params: IdParams,
    dados: UsuarioCodec,
  }),
  resetarSenha: endpoint({
    nome: 'usuario.resetarSenha',
    servico: 'cadastro',
    metodo: 'POST',
    path: '/usuario/resetar-senha/:id',
    permissao: sobreConta(P.EDITAR_USUARIOS),
    params: IdParams,
    dados: SenhaTemporariaCodec,
  }),
} as const;

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
  }),
  remover: endpoint({
    nome: 'grupoUsuario.remover',
    servico: 'cadastro',
    metodo: 'DELETE',
    path: '/grupo-usuario/:id',
    permissao: todas(P.REMOVER_PERMISSOES),
    params: IdParams,
    dados: Vazio,
  }),
} as const;

/** The permission catalogue: `/permissao`. */
export const PERMISSAO_ENDPOINTS = {
  listar: endpoint({
    nome: 'permissao.listar',
    servico: 'cadastro',
    metodo: 'GET',
    path: '/permissao/listar',
    permissao: todas(P.VISUALIZAR_PERMISSOES),
    query: FiltroPermissoesCodec,
    dados: paginaCodec(PermissaoDetalheCodec),
    ordenacao: ['nome', 'area', 'rotulo'],
  }),
  catalogo: endpoint({
    nome: 'permissao.catalogo',
    servico: 'cadastro',
    metodo: 'GET',
    path: '/permissao/catalogo',
    permissao: todas(P.VISUALIZAR_PERMISSOES),
    dados: t.readonlyArray(PermissaoDetalheCodec),
  }),
  obter: endpoint({
    nome: 'permissao.obter',
    servico: 'cadastro',
    metodo: 'GET',
    path: '/permissao/:id',
    permissao: todas(P.VISUALIZAR_PERMISSOES),
    params: IdParams,
    dados: PermissaoDetalheCodec,
  }),
  salvar: endpoint({
    nome: 'permissao.salvar',
    servico: 'cadastro',
    metodo: 'POST',
    path: '/permissao',
    permissao: todas(P.EDITAR_PERMISSOES),
    body: PermissaoSalvarCodec,
    dados: PermissaoDetalheCodec,
  }),
} as const;

/** Every endpoint of the contract. */
export const ENDPOINTS = [
  ...Object.values(USUARIO),
  ...Object.values(GRUPO_USUARIO),
  ...Object.values(PERMISSAO_ENDPOINTS),
] as const;
