/** Wire codecs of background work as a person follows it (`GET /tarefa/{id}`). */
import * as t from 'io-ts';
import { ESTADOS_TAREFA, type AndamentoTarefa } from '@rpj/domain';
import { entity, Inteiro, oneOf, refine } from '../contract/codec-helpers.ts';

/** A job's id: a UUID. */
export const IdTarefa = refine(t.string, (s) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(s), 'Informe o identificador da tarefa (um UUID).', 'IdTarefa');

export const IdTarefaParams = entity('IdTarefaParams', { id: IdTarefa }, {});

export const AndamentoTarefaCodec: t.Type<AndamentoTarefa, unknown> = entity(
  'AndamentoTarefa',
  { id: IdTarefa, fila: t.string, estado: oneOf(ESTADOS_TAREFA, 'EstadoTarefa'), feitos: Inteiro },
  { total: Inteiro, mensagem: t.string },
);
