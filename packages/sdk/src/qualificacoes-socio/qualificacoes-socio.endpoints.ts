/** The qualificações de sócio area's endpoints (registration service, `/qualificacao-socio`), as data. */
import { PERMISSAO as P } from '@rpj/domain';
import { endpointsDeRegistros } from '../contract/registros.ts';
import { FiltroQualificacoesSocioCodec, QualificacaoSocioCodec, QualificacaoSocioSalvarCodec } from './qualificacoes-socio.codec.ts';

const permissoes = { visualizar: P.VISUALIZAR_QUALIFICACAO_SOCIO, criar: P.CRIAR_QUALIFICACAO_SOCIO, editar: P.EDITAR_QUALIFICACAO_SOCIO, remover: P.REMOVER_QUALIFICACAO_SOCIO };

export const QUALIFICACAO_SOCIO_ENDPOINTS = endpointsDeRegistros({ nome: 'qualificacaoSocio', path: '/qualificacao-socio', permissoes, registro: QualificacaoSocioCodec, linha: QualificacaoSocioCodec, salvar: QualificacaoSocioSalvarCodec, filtro: FiltroQualificacoesSocioCodec, ordenacao: ['codigo', 'nome'] });
