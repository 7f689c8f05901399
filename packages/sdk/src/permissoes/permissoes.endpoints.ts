/**
 * The permissions area's endpoints (registration service, `/permissao`), as data.
 */
import * as t from 'io-ts';
import { PERMISSAO as P } from '@rpj/domain';
import { endpoint, IdParams, todas } from '../contract/endpoint.ts';
import { paginaCodec } from '../contract/resposta.codec.ts';
import { FiltroPermissoesCodec, PermissaoDetalheCodec, PermissaoSalvarCodec } from './permissoes.codec.ts';

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
    // Which groups hold it: a group's record and counts, and its users' permissions.
    invalida: ['/grupo-usuario', '/usuario'],
  }),
} as const;
