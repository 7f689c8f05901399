/** Wire codecs of the conference (registration service, `/conferencia`). */
import * as t from 'io-ts';
import {
  CONFERENCIA_MAXIMO as M,
  DECISOES_CONFERENCIA,
  ESPECIES_ATO,
  ETAPAS_CONFERENCIA,
  type ConferenciaDoProcesso,
  type ConferenciaSalvar,
  type EtapaConferencia,
  type FiltroProcessos,
  type MarcaSalvar,
} from '@rpj/domain';
import { Booleano, entity, Id, IdParametro, Inteiro, oneOf, refine, texto } from '../contract/codec-helpers.ts';
import { ProcessoCodec } from '../processos/processos.codec.ts';

const Usuario = entity('UsuarioDaConferencia', { login: t.string, nome: t.string }, {});
const Etapa = oneOf(ETAPAS_CONFERENCIA, 'Etapa');

export const ConferenciaDoProcessoCodec: t.Type<ConferenciaDoProcesso, unknown> = entity(
  'ConferenciaDoProcesso',
  {
    processo: ProcessoCodec,
    especieAto: oneOf(ESPECIES_ATO, 'Espécie do ato'),
    itens: t.readonlyArray(entity('ItemConferencia', { item: t.string }, { marca: entity('MarcaConferencia', { usuario: Usuario, em: t.string }, {}) })),
    conferencias: t.readonlyArray(entity('ConferenciaRegistrada', { id: Id, etapa: Etapa, usuario: Usuario, em: t.string, decisao: oneOf(DECISOES_CONFERENCIA, 'Decisão') }, { motivo: t.string })),
  },
  { etapa: Etapa },
);

export const MarcaSalvarCodec: t.Type<MarcaSalvar, unknown> = entity(
  'MarcaSalvar',
  { item: refine(texto(M.item, 'Item'), (i) => i.trim() !== '', 'Informe o item conferido.', 'Item'), marcado: t.boolean },
  {},
);

export const ConferenciaSalvarCodec: t.Type<ConferenciaSalvar, unknown> = entity('ConferenciaSalvar', { versao: Inteiro, decisao: oneOf(DECISOES_CONFERENCIA, 'Decisão') }, { motivo: texto(M.motivo, 'Motivo') });

/** The conference queue's filters: the stage (the conference's by default, or the officer's), a protocol, part of the entity's name, only overdue. */
export type FiltroConferencia = Pick<FiltroProcessos, 'protocolo' | 'empresa' | 'vencidos'> & { readonly etapa?: EtapaConferencia };

export const FiltroConferenciaCodec: t.Type<FiltroConferencia, unknown> = entity(
  'FiltroConferencia',
  {},
  { etapa: Etapa, protocolo: IdParametro, empresa: texto(200, 'Entidade'), vencidos: Booleano },
);
