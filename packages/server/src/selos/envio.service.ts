/**
 * The sending of used seals to the court (issue 30; domain-rcpj §3.1 step 4): the pending (used, not yet reported)
 * seals go in batches of 200 through the court's adapter, by a background task that reports its progress; each
 * batch's receipt is kept, accepted seals become ENVIADO with it, refused ones REJEITADO with the court's reason —
 * corrected (`corrigir`) they are pending again. One sending at a time; the nightly task sends what is pending, and a
 * run that finds nothing pending writes nothing (run twice, the same result).
 */
import { errosDaCorrecaoDeSelo, type CorrecaoSelo, type EnvioSelos, type Selo } from '@rpj/domain';
import { audit } from '../audit/audit.ts';
import type { Autor } from '../caixas/caixas.service.ts';
import type { Db } from '../db/client.ts';
import { ApiError, invalidInput } from '../http/api-error.ts';
import type { DefinicaoTarefa, Fila } from '../jobs/fila.ts';
import { registrarHistorico } from '../processos/processos.repository.ts';
import { buscarEnvio, buscarSelo, concluirEnvio, contarPendentes, corrigirSelo, gravarTarefaDoEnvio, inserirEnvio, marcarEnviados, marcarRejeitado, pendentes } from './selos.repository.ts';
import { adaptador, tribunalDoCartorio } from './selos.service.ts';
import { TribunalIndisponivel, type AcessoTribunal } from './tribunais/tribunal.ts';

export const TAREFA_ENVIAR_SELOS = 'enviar-selos';
export const TAREFA_ENVIO_DIARIO = 'enviar-selos-diario';
const POR_LOTE = 200;

/** Starts a sending (a person's): refused when nothing is pending or one is under way. */
export async function enviar(db: Db, fila: Fila, autor: Autor): Promise<EnvioSelos> {
  if ((await contarPendentes(db)) === 0) throw new ApiError(409, 'Não há selos utilizados pendentes de envio ao tribunal.');
  const id = await inserirEnvio(db, autor.principal.id);
  if (id === undefined) throw new ApiError(409, 'Já há um envio ao tribunal em andamento: acompanhe-o antes de enviar de novo.');
  await audit(db, { ator: autor.principal, acao: 'CRIACAO', entidade: 'selo_envio', entidadeId: id, requestId: autor.requestId, depois: { id } });
  const tarefaId = await fila.enviar(TAREFA_ENVIAR_SELOS, { envioId: id }, `envio-${String(id)}`, { usuarioId: autor.principal.id });
  if (tarefaId !== undefined) await gravarTarefaDoEnvio(db, id, tarefaId);
  return (await buscarEnvio(db, id)) ?? Promise.reject(new ApiError(404, 'Envio não encontrado.'));
}

/** Sends what is pending under a sending, batch by batch, its progress reported. */
async function executarEnvio(db: Db, acesso: AcessoTribunal, uf: string, envioId: number, progresso: (feitos: number, total: number, mensagem?: string) => Promise<void>): Promise<void> {
  const envio = await buscarEnvio(db, envioId);
  if (envio?.situacao !== 'ENVIANDO') return;
  const a = adaptador(tribunalDoCartorio(uf), acesso);
  const total = await contarPendentes(db);
  let feitos = 0;
  let aceitos = 0;
  let rejeitados = 0;
  const recibos: string[] = [];
  try {
    if (a.informarUtilizados === undefined) throw new TribunalIndisponivel('O TJMG recebe os selos utilizados em arquivo: envie o arquivo no portal do tribunal.');
    await progresso(0, total, 'Enviando os selos ao tribunal');
    for (let depoisDe = 0; ; ) {
      const lote = await pendentes(db, depoisDe, POR_LOTE);
      if (lote.length === 0) break;
      depoisDe = lote.at(-1)?.id ?? depoisDe;
      const retorno = await a.informarUtilizados(lote.map((l) => l.ato));
      recibos.push(retorno.recibo);
      const recusados = new Map(retorno.rejeitados.map((r) => [r.codigo, r.motivo]));
      for (const l of lote) {
        const motivo = recusados.get(l.ato.selo.codigo);
        if (motivo !== undefined) await marcarRejeitado(db, l.id, envioId, motivo);
      }
      await marcarEnviados(db, lote.filter((l) => !recusados.has(l.ato.selo.codigo)).map((l) => l.id), envioId, retorno.recibo);
      aceitos += lote.length - recusados.size;
      rejeitados += recusados.size;
      feitos += lote.length;
      await progresso(feitos, Math.max(total, feitos), 'Enviando os selos ao tribunal');
    }
    await concluirEnvio(db, envioId, { situacao: 'CONCLUIDO', total: feitos, aceitos, rejeitados, recibos });
  } catch (erro) {
    // What the court answered stays (its receipts, the seals marked); the rest is pending for the next sending.
    const mensagem = erro instanceof TribunalIndisponivel ? erro.message : 'O envio foi interrompido por um erro: os selos não enviados continuam pendentes.';
    await concluirEnvio(db, envioId, { situacao: 'FALHOU', total: feitos, aceitos, rejeitados, recibos, erro: mensagem });
    if (!(erro instanceof TribunalIndisponivel)) throw erro;
  }
}

export function tarefasDeEnvio(db: Db, opcoes: { readonly uf: string; readonly tribunal: AcessoTribunal }): readonly DefinicaoTarefa[] {
  const envio: DefinicaoTarefa<{ readonly envioId: number }> = {
    nome: TAREFA_ENVIAR_SELOS,
    tentativas: 0,
    executar: ({ envioId }, contexto) => executarEnvio(db, opcoes.tribunal, opcoes.uf, envioId, contexto.progresso),
  };
  const diario: DefinicaoTarefa = {
    nome: TAREFA_ENVIO_DIARIO,
    // Every night at 23:30 (Brasília): what was used today goes to the court; failures stay in the sending's record.
    cron: '30 23 * * *',
    executar: async (_dados, contexto) => {
      if ((await contarPendentes(db)) === 0) return;
      const id = await inserirEnvio(db, undefined);
      if (id === undefined) return;
      await executarEnvio(db, opcoes.tribunal, opcoes.uf, id, contexto.progresso);
    },
  };
  return [envio, diario];
}

/** A refused seal corrected as the court knows it, pending again for the next sending. */
export async function corrigir(db: Db, id: number, corpo: CorrecaoSelo, autor: Autor): Promise<Selo> {
  await db.transaction(async (tx) => {
    const s = await buscarSelo(tx, id, true);
    if (s === undefined) throw new ApiError(404, 'Selo não encontrado.');
    if (s.situacao !== 'REJEITADO') throw new ApiError(409, `O selo ${s.codigo} não foi rejeitado pelo tribunal: não há o que corrigir.`);
    const erros = errosDaCorrecaoDeSelo(s.tribunal, corpo);
    if (erros.length > 0) throw invalidInput(erros);
    const motivo = `Correção: ${corpo.motivo.trim()}`.slice(0, 500);
    await corrigirSelo(tx, id, { ...(corpo.validador === undefined ? {} : { validador: corpo.validador }), ...(corpo.tipo === undefined ? {} : { tipo: corpo.tipo }), motivo });
    if (s.protocolo !== undefined) await registrarHistorico(tx, { protocolo: s.protocolo, usuario: autor.principal.login, evento: 'CORRIGIR_SELO', motivo: `Selo ${s.codigo} corrigido após rejeição do tribunal (${s.rejeicao ?? ''}): ${corpo.motivo.trim()}`.slice(0, 500) });
    await audit(tx, { ator: autor.principal, acao: 'ALTERACAO', entidade: 'selo', entidadeId: id, requestId: autor.requestId, antes: s, depois: corpo });
  });
  return (await buscarSelo(db, id)) ?? Promise.reject(new ApiError(404, 'Selo não encontrado.'));
}
