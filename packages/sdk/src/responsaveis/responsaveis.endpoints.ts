/** The responsáveis assinantes area's endpoints (registration service, `/responsavel`), as data. */
import { PERMISSAO as P } from '@rpj/domain';
import { endpointsDeRegistros } from '../contract/registros.ts';
import { FiltroResponsaveisCodec, ResponsavelCodec, ResponsavelSalvarCodec } from './responsaveis.codec.ts';

const permissoes = { visualizar: P.VISUALIZAR_RESPONSAVEIS_ASSINANTE, criar: P.CRIAR_RESPONSAVEIS_ASSINANTE, editar: P.EDITAR_RESPONSAVEIS_ASSINANTE, remover: P.REMOVER_RESPONSAVEIS_ASSINANTE };

export const RESPONSAVEL_ENDPOINTS = endpointsDeRegistros({ nome: 'responsavel', path: '/responsavel', permissoes, registro: ResponsavelCodec, linha: ResponsavelCodec, salvar: ResponsavelSalvarCodec, filtro: FiltroResponsaveisCodec, ordenacao: ['nome', 'cargo', 'inicio'] });
