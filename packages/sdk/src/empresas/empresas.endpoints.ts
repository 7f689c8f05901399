/** The registered entities area's endpoints (registration service, `/empresa`), as data. */
import * as t from 'io-ts';
import { PERMISSAO as P } from '@rpj/domain';
import { endpoint, todas } from '../contract/endpoint.ts';
import { endpointsDeRegistros } from '../contract/registros.ts';
import { BuscaNomesSemelhantesCodec, EmpresaCodec, EmpresaListaItemCodec, EmpresaSalvarCodec, FiltroEmpresasCodec, NomeSemelhanteCodec } from './empresas.codec.ts';

const permissoes = { visualizar: P.VISUALIZAR_EMPRESAS, criar: P.CRIAR_EMPRESAS, editar: P.EDITAR_EMPRESAS, remover: P.REMOVER_EMPRESAS };

export const EMPRESA_ENDPOINTS = {
  ...endpointsDeRegistros({
    nome: 'empresa',
    path: '/empresa',
    permissoes,
    registro: EmpresaCodec,
    linha: EmpresaListaItemCodec,
    salvar: EmpresaSalvarCodec,
    filtro: FiltroEmpresasCodec,
    ordenacao: ['denominacao', 'numeroRegistro', 'dataRegistro', 'situacao'],
  }),
  /** The records whose name is identical or similar to a name (the rule of domain-rcpj §1.5), before a save. */
  nomesSemelhantes: endpoint({
    nome: 'empresa.nomesSemelhantes',
    servico: 'cadastro',
    metodo: 'GET',
    path: '/empresa/nomes-semelhantes',
    permissao: todas(P.VISUALIZAR_EMPRESAS),
    query: BuscaNomesSemelhantesCodec,
    dados: t.readonlyArray(NomeSemelhanteCodec),
  }),
};
