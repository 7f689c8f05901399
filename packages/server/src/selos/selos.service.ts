/**
 * The electronic seals (issue 29; domain-rcpj §3): imports into stock — a batch asked of the court's service or a
 * file the court gave, kept with the batch and read by a background task that reports its progress, checks each
 * seal's format and repeats, and writes them all or none —, the review and confirmation into stock, the sealing of
 * an act (the registration's, and by hand), and the voiding of a seal.
 */
import {
  errosDaImportacao,
  errosDaSelagemManual,
  mensagemSemSelo,
  resumoDoLote,
  selosDoAto,
  type ImportacaoSelos,
  type ItemCotado,
  type LoteSelos,
  type SelagemManual,
  type Selo,
  type TribunalSelo,
} from '@rpj/domain';
import { audit } from '../audit/audit.ts';
import type { Autor } from '../caixas/caixas.service.ts';
import type { Db } from '../db/client.ts';
import { ApiError, invalidInput } from '../http/api-error.ts';
import type { DefinicaoTarefa, Fila } from '../jobs/fila.ts';
import { buscarProcesso, registrarHistorico } from '../processos/processos.repository.ts';
import {
  buscarLote,
  buscarSelo,
  buscarSeloPorCodigo,
  codigosExistentes,
  concluirLeitura,
  contarDisponiveis,
  confirmarSelosDoLote,
  conteudoDoLote,
  gravarTarefaDoLote,
  inserirLote,
  inserirSelos,
  inutilizarSelo,
  removerPendentes,
  tomarSelos,
  usarSelo,
} from './selos.repository.ts';
import { tribunalGo } from './tribunais/go.ts';
import { tribunalMg } from './tribunais/mg.ts';
import { LoteIlegivel, TribunalIndisponivel, type AcessoTribunal, type AdaptadorTribunal } from './tribunais/tribunal.ts';

/** The court whose seals the office uses: its state's, when this system reads that format; GO's otherwise. */
export function tribunalDoCartorio(uf: string): TribunalSelo {
  return uf === 'MG' ? 'MG' : 'GO';
}

export function adaptador(tribunal: TribunalSelo, acesso: AcessoTribunal): AdaptadorTribunal {
  return tribunal === 'MG' ? tribunalMg : tribunalGo(acesso);
}

export const TAREFA_IMPORTAR_SELOS = 'importar-selos';

function loteNaoEncontrado(): ApiError {
  return new ApiError(404, 'Lote de selos não encontrado.');
}

/** Starts an import: the batch's text kept with it (asked of the court now, or the file given), then read by the task. */
export async function importar(db: Db, fila: Fila, acesso: AcessoTribunal, uf: string, corpo: ImportacaoSelos, autor: Autor): Promise<LoteSelos> {
  const erros = errosDaImportacao(corpo);
  if (erros.length > 0) throw invalidInput(erros);
  const tribunal = tribunalDoCartorio(uf);
  let conteudo = corpo.conteudo ?? '';
  if (corpo.origem === 'TRIBUNAL') {
    const a = adaptador(tribunal, acesso);
    if (a.solicitarLote === undefined) throw new ApiError(409, 'O TJMG entrega os lotes de selos em arquivo: baixe o lote no portal do tribunal e importe o arquivo.');
    try {
      conteudo = await a.solicitarLote(corpo.tipo ?? 'NORMAL', corpo.quantidade ?? 0);
    } catch (erro) {
      if (erro instanceof TribunalIndisponivel) throw new ApiError(409, erro.message);
      throw erro;
    }
  }
  const id = await db.transaction(async (tx) => {
    const novo = await inserirLote(tx, { tribunal, origem: corpo.origem, ...(corpo.arquivo === undefined ? {} : { arquivo: corpo.arquivo.trim() }), conteudo, usuarioId: autor.principal.id });
    await audit(tx, { ator: autor.principal, acao: 'CRIACAO', entidade: 'selo_lote', entidadeId: novo, requestId: autor.requestId, depois: { tribunal, origem: corpo.origem, arquivo: corpo.arquivo, tipo: corpo.tipo, quantidade: corpo.quantidade } });
    return novo;
  });
  const tarefaId = await fila.enviar(TAREFA_IMPORTAR_SELOS, { loteId: id }, `lote-${String(id)}`, { usuarioId: autor.principal.id });
  if (tarefaId !== undefined) await gravarTarefaDoLote(db, id, tarefaId);
  return (await buscarLote(db, id)) ?? Promise.reject(loteNaoEncontrado());
}

/** How many seals are written per statement (and per step of the progress). */
const POR_VEZ = 500;

/** The task that reads a batch: refused whole (nothing written) or every seal written, waiting for confirmation. */
export function tarefaImportarSelos(db: Db): DefinicaoTarefa<{ readonly loteId: number }> {
  return {
    nome: TAREFA_IMPORTAR_SELOS,
    tentativas: 2,
    executar: async ({ loteId }, contexto) => {
      const lote = await buscarLote(db, loteId);
      if (lote?.situacao !== 'IMPORTANDO') return;
      await contexto.progresso(0, 1, 'Lendo o arquivo do lote');
      let selos;
      try {
        selos = adaptador(lote.tribunal, { url: undefined, email: '', senha: '', hash: '' }).lerArquivo((await conteudoDoLote(db, loteId)) ?? '');
      } catch (erro) {
        if (!(erro instanceof LoteIlegivel)) throw erro;
        await concluirLeitura(db, loteId, 'RECUSADO', undefined, erro.message);
        await contexto.progresso(1, 1, 'Lote recusado');
        return;
      }
      const total = selos.length;
      await contexto.progresso(0, total, 'Conferindo formato e repetições');
      const existentes = new Set<string>();
      for (let i = 0; i < total; i += 5_000) for (const c of await codigosExistentes(db, selos.slice(i, i + 5_000).map((s) => s.codigo))) existentes.add(c);
      const resumo = resumoDoLote(lote.tribunal, selos, existentes);
      if (resumo.problemas.length > 0) {
        await concluirLeitura(db, loteId, 'RECUSADO', resumo, `O lote tem ${resumo.problemas.length === 1 ? 'um problema' : 'problemas'}: nenhum selo foi importado. Peça ao tribunal um lote correto.`);
        await contexto.progresso(total, total, 'Lote recusado');
        return;
      }
      // Written in steps, each its own statement, so the progress can be read meanwhile; until the batch is ready
      // its seals are PENDENTE — out of stock — and a failure (or a crash: the retry starts here again) removes them.
      await removerPendentes(db, loteId);
      try {
        for (let i = 0; i < total; i += POR_VEZ) {
          await inserirSelos(db, loteId, lote.tribunal, selos.slice(i, i + POR_VEZ));
          await contexto.progresso(Math.min(total, i + POR_VEZ), total, 'Gravando os selos');
        }
      } catch (erro) {
        await removerPendentes(db, loteId);
        // Another batch took some of these codes meanwhile (the unique code): refused, as a repeat would be.
        if ((erro as { code?: string }).code === '23505' || (erro as Error).message.includes('selo_codigo_key')) {
          await concluirLeitura(db, loteId, 'RECUSADO', resumo, 'Parte destes selos entrou no estoque por outro lote durante a importação: nenhum selo foi importado.');
          return;
        }
        throw erro;
      }
      await concluirLeitura(db, loteId, 'PRONTO', resumo);
    },
  };
}

/** Confirms a reviewed batch: its seals go into stock. */
export async function confirmarLote(db: Db, id: number, autor: Autor): Promise<LoteSelos> {
  await db.transaction(async (tx) => {
    const lote = await buscarLote(tx, id, true);
    if (lote === undefined) throw loteNaoEncontrado();
    if (lote.situacao !== 'PRONTO') {
      throw new ApiError(409, lote.situacao === 'CONFIRMADO' ? `O lote ${String(id)} já está no estoque.` : lote.situacao === 'IMPORTANDO' ? `O lote ${String(id)} ainda está sendo lido: aguarde o fim da importação.` : `O lote ${String(id)} foi recusado: importe um lote correto.`);
    }
    await confirmarSelosDoLote(tx, id, autor.principal.id);
    await audit(tx, { ator: autor.principal, acao: 'ALTERACAO', entidade: 'selo_lote', entidadeId: id, requestId: autor.requestId, antes: { situacao: lote.situacao }, depois: { situacao: 'CONFIRMADO', total: lote.resumo?.total } });
  });
  return (await buscarLote(db, id)) ?? Promise.reject(loteNaoEncontrado());
}

/**
 * Seals an act in the caller's transaction (the registration's): each item that takes seals takes the next ones of
 * its type. A short stock refuses the act — the transaction writes nothing — saying which type and what to do.
 */
export async function selarAto(tx: Db, protocolo: number, itens: readonly ItemCotado[], usuarioId: number): Promise<readonly Selo[]> {
  // The whole act's need first, so a short stock is said for the act, not for its first item.
  for (const { tipo, quantidade } of selosDoAto(itens)) {
    // A count is only advice (another act may take them meanwhile); the take below is what holds.
    const n = await contarDisponiveis(tx, tipo);
    if (n < quantidade) throw new ApiError(409, mensagemSemSelo(tipo, quantidade - n));
  }
  const usados: Selo[] = [];
  for (const item of itens) {
    const { selos, isento } = item.precificado;
    if (selos <= 0) continue;
    const tipo = isento ? 'ISENTO' : 'NORMAL';
    const tomados = await tomarSelos(tx, tipo, selos, { protocolo, ato: `${item.codigo} — ${item.descricao}`, usuarioId });
    if (tomados.length < selos) throw new ApiError(409, mensagemSemSelo(tipo, selos - tomados.length));
    usados.push(...tomados);
  }
  return usados;
}

/** A manual sealing (contingency, correction): the seal chosen, or the next of the type, on the act, with the reason in its history. */
export async function selarManual(db: Db, corpo: SelagemManual, autor: Autor): Promise<Selo> {
  const erros = errosDaSelagemManual(corpo);
  if (erros.length > 0) throw invalidInput(erros);
  const id = await db.transaction(async (tx) => {
    const p = await buscarProcesso(tx, corpo.protocolo, true);
    if (p === undefined) throw invalidInput([{ campo: 'protocolo', mensagem: 'Não há processo com este protocolo.' }]);
    const motivo = corpo.motivo.trim();
    const ato = `${p.tipoAtoNome} (selagem manual)`;
    let seloId: number;
    if (corpo.codigo !== undefined && corpo.codigo.trim() !== '') {
      const s = await buscarSeloPorCodigo(tx, corpo.codigo.trim().toUpperCase());
      if (s === undefined) throw invalidInput([{ campo: 'codigo', mensagem: 'Este selo não está no estoque do cartório.' }]);
      if (s.situacao !== 'DISPONIVEL') throw invalidInput([{ campo: 'codigo', mensagem: `Este selo não está disponível: ${s.situacao === 'UTILIZADO' ? `já foi usado no processo nº ${String(s.protocolo ?? '')}` : 'está fora do estoque'}.` }]);
      if (s.tipo !== corpo.tipo) throw invalidInput([{ campo: 'codigo', mensagem: 'Este selo é de outro tipo.' }]);
      await usarSelo(tx, s.id, { protocolo: p.protocolo, ato, usuarioId: autor.principal.id, motivo });
      seloId = s.id;
    } else {
      const [s] = await tomarSelos(tx, corpo.tipo, 1, { protocolo: p.protocolo, ato, usuarioId: autor.principal.id, motivo });
      if (s === undefined) throw new ApiError(409, mensagemSemSelo(corpo.tipo, 1));
      seloId = s.id;
    }
    const selo = await buscarSelo(tx, seloId);
    await registrarHistorico(tx, { protocolo: p.protocolo, usuario: autor.principal.login, evento: 'SELAR', motivo: `Selo ${selo?.codigo ?? ''} aplicado à mão: ${motivo}`.slice(0, 500) });
    await audit(tx, { ator: autor.principal, acao: 'ALTERACAO', entidade: 'selo', entidadeId: seloId, requestId: autor.requestId, depois: selo });
    return seloId;
  });
  return (await buscarSelo(db, id)) ?? Promise.reject(new ApiError(404, 'Selo não encontrado.'));
}

/** Voids a seal of the stock or used on an act (not one already reported to the court), with the reason. */
export async function inutilizar(db: Db, id: number, motivo: string, autor: Autor): Promise<Selo> {
  await db.transaction(async (tx) => {
    const s = await buscarSelo(tx, id, true);
    if (s === undefined) throw new ApiError(404, 'Selo não encontrado.');
    if (s.situacao !== 'DISPONIVEL' && s.situacao !== 'UTILIZADO') {
      throw new ApiError(409, s.situacao === 'INUTILIZADO' ? `O selo ${s.codigo} já está inutilizado.` : s.situacao === 'PENDENTE' ? `O selo ${s.codigo} ainda não está no estoque: o lote aguarda confirmação.` : `O selo ${s.codigo} já foi informado ao tribunal: a inutilização é pedida ao tribunal.`);
    }
    await inutilizarSelo(tx, id, motivo.trim());
    if (s.protocolo !== undefined) await registrarHistorico(tx, { protocolo: s.protocolo, usuario: autor.principal.login, evento: 'INUTILIZAR_SELO', motivo: `Selo ${s.codigo} inutilizado: ${motivo.trim()}`.slice(0, 500) });
    await audit(tx, { ator: autor.principal, acao: 'ALTERACAO', entidade: 'selo', entidadeId: id, requestId: autor.requestId, antes: s, depois: { ...s, situacao: 'INUTILIZADO', motivo } });
  });
  return (await buscarSelo(db, id)) ?? Promise.reject(new ApiError(404, 'Selo não encontrado.'));
}
