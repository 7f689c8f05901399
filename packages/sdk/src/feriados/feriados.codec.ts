/**
 * Wire codecs of the office's calendar (registration service, /feriado): a recorded holiday, a line of the list (a
 * recorded or a generated national one), the body of a save, the list's filters, the year's days without service.
 */
import * as t from 'io-ts';
import {
  ABRANGENCIAS_FERIADO,
  ANO_MAXIMO,
  ANO_MINIMO,
  FERIADO_MAXIMO,
  TIPOS_FERIADO,
  anoValido,
  type DiaSemExpediente,
  type Feriado,
  type FeriadoListaItem,
  type FeriadoSalvar,
  type FiltroFeriados,
} from '@rpj/domain';
import { corpoSalvar, data, entity, Id, Inteiro, oneOf, refine, texto } from '../contract/codec-helpers.ts';

const Abrangencia = oneOf(ABRANGENCIAS_FERIADO, 'Abrangência');
const Tipo = oneOf(TIPOS_FERIADO, 'Tipo');
const Data = refine(data('Data'), anoValido, `Use uma data entre ${String(ANO_MINIMO)} e ${String(ANO_MAXIMO)}.`, 'Data');

/** A year of the calendar, as a query string carries it. */
export const Ano: t.Type<number, unknown> = new t.Type<number, unknown>(
  'Ano',
  (u): u is number => typeof u === 'number' && Number.isInteger(u) && u >= ANO_MINIMO && u <= ANO_MAXIMO,
  (u, c) => {
    const n = typeof u === 'string' && /^\d{4}$/.test(u) ? Number(u) : u;
    return typeof n === 'number' && Number.isInteger(n) && n >= ANO_MINIMO && n <= ANO_MAXIMO ? t.success(n) : t.failure(u, c, `Ano inválido: use um ano entre ${String(ANO_MINIMO)} e ${String(ANO_MAXIMO)}.`);
  },
  t.identity,
);

const dia = { data: t.string, nome: t.string, abrangencia: Abrangencia, tipo: Tipo };

export const FeriadoCodec: t.Type<Feriado, unknown> = entity('Feriado', { id: Id, versao: Inteiro, ...dia }, { fundamento: t.string });

/** A line of the list: a generated national holiday has a negative id. */
export const FeriadoListaItemCodec: t.Type<FeriadoListaItem, unknown> = entity('FeriadoListaItem', { id: t.number, gerado: t.boolean, ...dia }, { fundamento: t.string });

export const FeriadoSalvarCodec: t.Type<FeriadoSalvar, unknown> = corpoSalvar(
  entity(
    'FeriadoSalvar',
    { data: Data, nome: texto(FERIADO_MAXIMO.nome, 'Nome'), abrangencia: Abrangencia, tipo: Tipo },
    { id: Id, versao: Inteiro, fundamento: texto(FERIADO_MAXIMO.fundamento, 'Fundamento') },
  ),
);

export const FiltroFeriadosCodec: t.Type<FiltroFeriados, unknown> = entity('FiltroFeriados', {}, { ano: Ano, nome: texto(FERIADO_MAXIMO.nome, 'Nome'), abrangencia: Abrangencia, tipo: Tipo });

/** A day without service of the year. */
export const DiaSemExpedienteCodec: t.Type<DiaSemExpediente, unknown> = entity('DiaSemExpediente', dia, {});

/** The query of `GET /feriado/calendario`. */
export const BuscaCalendarioCodec: t.Type<{ readonly ano: number }, unknown> = entity('BuscaCalendario', { ano: Ano }, {});
