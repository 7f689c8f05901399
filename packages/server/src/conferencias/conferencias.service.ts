/**
 * The conference (issue 27): a confirmed title checked against the act's conference list, each item ticked with who
 * and when, then sent to the officer's conference — only with every item ticked — or returned to the exam with the
 * reason (its ticks cleared: the next conference starts again). Every move through @rpj/domain's state machine.
 */
import { errosDaConferencia, etapaDe, type ConferenciaDoProcesso, type ConferenciaSalvar, type MarcaSalvar } from '@rpj/domain';
import { audit } from '../audit/audit.ts';
import type { Autor } from '../caixas/caixas.service.ts';
import { lerJuntos, type Db } from '../db/client.ts';
import { ApiError, invalidInput } from '../http/api-error.ts';
import { buscarProcesso } from '../processos/processos.repository.ts';
import { comPrazo, hojeEmBrasilia, moverProcesso, processoNaoEncontrado, processoParaAlterar, recusaDoEstado } from '../processos/processos.service.ts';
import { conferenciasDoProcesso, desmarcar, especieDoAto, inserirConferencia, itensDaConferencia, limparMarcas, marcar } from './conferencias.repository.ts';

export async function conferenciaDoProcesso(db: Db, protocolo: number): Promise<ConferenciaDoProcesso> {
  const p = await buscarProcesso(db, protocolo);
  if (p === undefined) throw processoNaoEncontrado();
  const etapa = etapaDe(p.situacao);
  // After the registration, the list shows the officer's ticks: what was checked before it was written.
  const registrado = ['REGISTRADO', 'AVERBADO', 'CERTIDAO_EMITIDA', 'ENTREGUE', 'FINALIZADO'].includes(p.situacao);
  const [itens, conferencias, [processo], especieAto] = await lerJuntos(db, [
    () => itensDaConferencia(db, protocolo, p.tipoAto, etapa ?? (registrado ? 'OFICIAL' : undefined)),
    () => conferenciasDoProcesso(db, protocolo),
    () => comPrazo(db, hojeEmBrasilia(), [p]),
    () => especieDoAto(db, p.tipoAto),
  ]);
  return { processo: processo ?? p, especieAto, ...(etapa === undefined ? {} : { etapa }), itens, conferencias };
}

/** Ticks or unticks an item of the act's list, in the stage the process is in (the conference or the officer's). */
export async function marcarItem(db: Db, protocolo: number, corpo: MarcaSalvar, autor: Autor): Promise<ConferenciaDoProcesso> {
  await db.transaction(async (tx) => {
    const p = await buscarProcesso(tx, protocolo, true);
    if (p === undefined) throw processoNaoEncontrado();
    const etapa = etapaDe(p.situacao);
    if (etapa === undefined) throw new ApiError(409, `O processo ${String(protocolo)} não está em conferência.`);
    const itens = await itensDaConferencia(tx, protocolo, p.tipoAto, etapa);
    const item = corpo.item.trim();
    if (!itens.some((i) => i.item === item)) throw invalidInput([{ campo: 'item', mensagem: 'Este item não está na lista de conferência do ato.' }]);
    if (corpo.marcado) await marcar(tx, protocolo, etapa, item, autor.principal.id);
    else await desmarcar(tx, protocolo, etapa, item);
  });
  return conferenciaDoProcesso(db, protocolo);
}

/**
 * Finishes the conference: to the officer's conference, or back to the exam with the reason. The officer's own
 * conference ends in the registration (registros.service.ts) or, here, back to the exam.
 */
export async function concluir(db: Db, protocolo: number, corpo: ConferenciaSalvar, autor: Autor): Promise<ConferenciaDoProcesso> {
  await db.transaction(async (tx) => {
    const antes = await processoParaAlterar(tx, protocolo, corpo.versao);
    const etapa = etapaDe(antes.situacao) ?? 'CONFERENCIA';
    const evento = corpo.decisao === 'CONFERIR' ? 'CONFERIR' : 'DEVOLVER_AO_EXAME';
    if (etapa === 'OFICIAL' && corpo.decisao === 'CONFERIR') throw new ApiError(409, 'A conferência do oficial termina no registro: registre o título.');
    if (antes.situacao !== 'CONFERENCIA' && antes.situacao !== 'CONFERENCIA_OFICIAL') throw recusaDoEstado(antes.situacao, evento, `O processo ${String(protocolo)} não está em conferência.`);
    const erros = errosDaConferencia(corpo, await itensDaConferencia(tx, protocolo, antes.tipoAto, etapa));
    if (erros.length > 0) throw invalidInput(erros);
    const motivo = corpo.motivo?.trim() ?? '';
    const id = await inserirConferencia(tx, { protocolo, etapa, usuarioId: autor.principal.id, decisao: corpo.decisao, ...(motivo === '' ? {} : { motivo }) });
    if (corpo.decisao === 'DEVOLVER') await limparMarcas(tx, protocolo);
    await moverProcesso(tx, antes, evento, autor.principal.login, motivo);
    await audit(tx, { ator: autor.principal, acao: 'CRIACAO', entidade: 'conferencia', entidadeId: id, requestId: autor.requestId, depois: { protocolo, ...corpo } });
  });
  return conferenciaDoProcesso(db, protocolo);
}
