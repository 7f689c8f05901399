/** The registered entities area's endpoints (registration service, `/empresa`), as data. */
import * as t from 'io-ts';
import { PERMISSAO as P } from '@rpj/domain';
import { endpoint, IdParams, todas } from '../contract/endpoint.ts';
import { Vazio } from '../contract/resposta.codec.ts';
import { endpointsDeRegistros } from '../contract/registros.ts';
import { AverbacaoCodec, AverbacaoNovaCodec, BuscaHistoricoCodec, BuscaNomesSemelhantesCodec, EmpresaCodec, EventoHistoricoCodec, OcultarHistoricoCodec, EmpresaListaItemCodec, EmpresaSalvarCodec, FiltroEmpresasCodec, NomeSemelhanteCodec } from './empresas.codec.ts';

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
  /** The amendments of an entity's registration, Av.1 first. */
  averbacoes: endpoint({
    nome: 'empresa.averbacoes',
    servico: 'cadastro',
    metodo: 'GET',
    path: '/empresa/:id/averbacoes',
    permissao: todas(P.VISUALIZAR_EMPRESAS),
    params: IdParams,
    dados: t.readonlyArray(AverbacaoCodec),
  }),
  /** Adds an amendment, numbered next unless `numero` is typed (also needs EDITAR_NUMERO_AVERBACAO). */
  averbar: endpoint({
    nome: 'empresa.averbar',
    servico: 'cadastro',
    metodo: 'POST',
    path: '/empresa/:id/averbacoes',
    permissao: todas(P.EDITAR_EMPRESAS),
    params: IdParams,
    body: AverbacaoNovaCodec,
    dados: AverbacaoCodec,
  }),
  /** What happened to an entity, newest first; `ocultos` shows the hidden entries too. */
  historico: endpoint({
    nome: 'empresa.historico',
    servico: 'cadastro',
    metodo: 'GET',
    path: '/empresa/:id/historico',
    permissao: todas(P.VISUALIZAR_EMPRESAS),
    params: IdParams,
    query: BuscaHistoricoCodec,
    dados: t.readonlyArray(EventoHistoricoCodec),
  }),
  /** Hides an entry of an entity's history with a reason (the audit trail keeps it; the hiding is itself audited). */
  ocultarHistorico: endpoint({
    nome: 'empresa.ocultarHistorico',
    servico: 'cadastro',
    metodo: 'POST',
    path: '/empresa/historico/:id/ocultar',
    permissao: todas(P.REMOVER_HISTORICO_EMPRESA),
    params: IdParams,
    body: OcultarHistoricoCodec,
    dados: Vazio,
  }),
};
