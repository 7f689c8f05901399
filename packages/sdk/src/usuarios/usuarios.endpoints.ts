/**
 * The users area's endpoints (registration service, `/usuario`, spec §7), as data.
 */
import { PERMISSAO as P } from '@rpj/domain';
import { autenticado, DocumentoCodec, endpoint, IdParams, sobreConta, todas } from '../contract/endpoint.ts';
import { paginaCodec, Vazio } from '../contract/resposta.codec.ts';
import {
  BuscaUsuariosCodec,
  FiltroUsuariosCodec,
  FiltroUsuariosResumoCodec,
  SenhaTemporariaCodec,
  UsuarioCodec,
  UsuarioListaItemCodec,
  UsuarioResumoCodec,
  UsuarioSalvarCodec,
} from './usuarios.codec.ts';

/**
 * What a write of users changes besides `/usuario`: the groups list counts each group's users (not removed ones),
 * so a user's groups, removal and restoration change it.
 */
const INVALIDA_USUARIO: readonly string[] = ['/grupo-usuario'];

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
    invalida: INVALIDA_USUARIO,
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
    // A POST only to keep name and CPF out of the URL: a read.
    somenteLeitura: true,
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
  /** The printed record of an account (printing/ of the server): a one-page PDF. */
  ficha: endpoint({
    nome: 'usuario.ficha',
    servico: 'cadastro',
    metodo: 'GET',
    path: '/usuario/:id/ficha',
    permissao: todas(P.VISUALIZAR_USUARIOS),
    params: IdParams,
    dados: DocumentoCodec,
    documento: true,
  }),
  remover: endpoint({
    nome: 'usuario.remover',
    servico: 'cadastro',
    metodo: 'DELETE',
    path: '/usuario/:id',
    permissao: sobreConta(P.REMOVER_USUARIOS),
    params: IdParams,
    dados: Vazio,
    invalida: INVALIDA_USUARIO,
  }),
  restaurar: endpoint({
    nome: 'usuario.restaurar',
    servico: 'cadastro',
    metodo: 'POST',
    path: '/usuario/restaurar/:id',
    permissao: sobreConta(P.CRIAR_USUARIOS),
    params: IdParams,
    dados: UsuarioCodec,
    invalida: INVALIDA_USUARIO,
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
