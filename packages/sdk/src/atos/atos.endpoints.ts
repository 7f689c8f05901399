/** The catalogue of acts' endpoints (registration service, `/ato`), as data: a record area under the ATOS permissions. */
import { PERMISSAO as P } from '@rpj/domain';
import { endpointsDeRegistros } from '../contract/registros.ts';
import { FiltroAtosCodec, TipoAtoCodec, TipoAtoListaItemCodec, TipoAtoSalvarCodec } from './atos.codec.ts';

const permissoes = { visualizar: P.VISUALIZAR_ATOS, criar: P.CRIAR_ATOS, editar: P.EDITAR_ATOS, remover: P.REMOVER_ATOS };

export const ATO_ENDPOINTS = endpointsDeRegistros({ nome: 'ato', path: '/ato', permissoes, registro: TipoAtoCodec, linha: TipoAtoListaItemCodec, salvar: TipoAtoSalvarCodec, filtro: FiltroAtosCodec, ordenacao: ['codigo', 'nome', 'prazoDiasUteis'] });
