/** The fundamentos legais area's endpoints (registration service, `/fundamento-legal`), as data. */
import { PERMISSAO as P } from '@rpj/domain';
import { endpointsDeRegistros } from '../contract/registros.ts';
import { FiltroFundamentosLegaisCodec, FundamentoLegalCodec, FundamentoLegalSalvarCodec } from './fundamentos-legais.codec.ts';

const permissoes = { visualizar: P.VISUALIZAR_ATOS, criar: P.CRIAR_ATOS, editar: P.EDITAR_ATOS, remover: P.REMOVER_ATOS };

export const FUNDAMENTO_LEGAL_ENDPOINTS = endpointsDeRegistros({ nome: 'fundamentoLegal', path: '/fundamento-legal', permissoes, registro: FundamentoLegalCodec, linha: FundamentoLegalCodec, salvar: FundamentoLegalSalvarCodec, filtro: FiltroFundamentosLegaisCodec, ordenacao: ['nome'] });
