/** The office's calendar's endpoints (registration service, `/feriado`), as data. */
import * as t from 'io-ts';
import { PERMISSAO as P } from '@rpj/domain';
import { endpoint, todas } from '../contract/endpoint.ts';
import { endpointsDeRegistros } from '../contract/registros.ts';
import { BuscaCalendarioCodec, DiaSemExpedienteCodec, FeriadoCodec, FeriadoListaItemCodec, FeriadoSalvarCodec, FiltroFeriadosCodec } from './feriados.codec.ts';

const permissoes = { visualizar: P.VISUALIZAR_FERIADOS, criar: P.CRIAR_FERIADOS, editar: P.EDITAR_FERIADOS, remover: P.REMOVER_FERIADOS };

export const FERIADO_ENDPOINTS = {
  ...endpointsDeRegistros({
    nome: 'feriado',
    path: '/feriado',
    permissoes,
    registro: FeriadoCodec,
    linha: FeriadoListaItemCodec,
    salvar: FeriadoSalvarCodec,
    filtro: FiltroFeriadosCodec,
    ordenacao: ['data', 'nome'],
  }),
  /** Every day without service of a year — the national holidays the law fixes and the office's — in date order. */
  calendario: endpoint({
    nome: 'feriado.calendario',
    servico: 'cadastro',
    metodo: 'GET',
    path: '/feriado/calendario',
    permissao: todas(P.VISUALIZAR_FERIADOS),
    query: BuscaCalendarioCodec,
    dados: t.readonlyArray(DiaSemExpedienteCodec),
  }),
};
