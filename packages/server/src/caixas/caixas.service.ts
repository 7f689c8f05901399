/**
 * Cash boxes: opened by their person with a float (one open box per person), payments taken there with their receipt
 * in one transaction (priced as a quote is, numbered from the office's counter: no hole, no repeat), cash put in or
 * taken out with a reason, closed with what was counted per method against what was expected, approved by a
 * reviewer. A box that is not open, or not the caller's, takes nothing (the server refuses, not only the screen).
 */
import { diferencas, errosDasParcelas, type Caixa, type FechamentoSalvar, type MovimentoSalvar, type PagamentoSalvar, type Recibo } from '@rpj/domain';
import { sql } from 'drizzle-orm';
import { audit } from '../audit/audit.ts';
import type { Principal } from '../auth/principal.ts';
import type { Db } from '../db/client.ts';
import { ApiError, invalidInput, staleVersion } from '../http/api-error.ts';
import { precificarItens } from '../servicos/servicos.service.ts';
import {
  buscarCaixa,
  buscarRecibo,
  caixaAbertoDe,
  gravarAprovacao,
  gravarFechamento,
  inserirCaixa,
  inserirMovimento,
  inserirRecibo,
  marcarCancelado,
  proximoNumeroRecibo,
  travarCaixa,
} from './caixas.repository.ts';
import { depositoDoRecibo, marcarDepositoCancelado } from './depositos.repository.ts';

export interface Autor {
  readonly principal: Principal;
  readonly requestId: string;
}

export function caixaNaoEncontrado(): ApiError {
  return new ApiError(404, 'Caixa não encontrado.');
}

export function reciboNaoEncontrado(): ApiError {
  return new ApiError(404, 'Recibo não encontrado.');
}

export async function hoje(db: Db): Promise<string> {
  return (await db.execute<{ hoje: string }>(sql`SELECT to_char((now() AT TIME ZONE 'America/Sao_Paulo')::date, 'YYYY-MM-DD') AS hoje`)).rows[0]?.hoje ?? '';
}

/** The box, locked, when it is open and the caller's; why not, otherwise. */
async function caixaParaMovimentar(tx: Db, id: number, principal: Principal): Promise<Caixa & { readonly usuarioId: number }> {
  const caixa = await buscarCaixa(tx, id, true);
  const recusa = recusaDoCaixa(caixa, principal);
  if (recusa !== undefined || caixa === undefined) throw recusa ?? caixaNaoEncontrado();
  return caixa;
}

async function releitura(tx: Db, id: number): Promise<Caixa> {
  const caixa = await buscarCaixa(tx, id);
  if (caixa === undefined) throw new Error('the box just written is gone');
  const { usuarioId: _dono, ...semDono } = caixa;
  return semDono;
}

export async function abrirCaixa(db: Db, fundoCentavos: number, autor: Autor): Promise<Caixa> {
  return db.transaction(async (tx) => {
    const aberto = await caixaAbertoDe(tx, autor.principal.id);
    if (aberto !== undefined) throw new ApiError(409, `Você já tem um caixa aberto (nº ${String(aberto)}): feche-o antes de abrir outro.`);
    const id = await inserirCaixa(tx, autor.principal.id, fundoCentavos);
    if (fundoCentavos > 0) await inserirMovimento(tx, { caixaId: id, tipo: 'FUNDO', metodo: 'DINHEIRO', valorCentavos: fundoCentavos, motivo: 'Fundo de troco', usuario: autor.principal.login });
    const caixa = await releitura(tx, id);
    await audit(tx, { ator: autor.principal, acao: 'CRIACAO', entidade: 'caixa', entidadeId: id, requestId: autor.requestId, depois: caixa });
    return caixa;
  });
}

/**
 * Why a box takes nothing now: it is not open, or not the caller's (`principal`; without it, any person's open box
 * takes it — a prior deposit is taken at whichever cashier's box the customer pays).
 */
export function recusaDoCaixa(caixa: { readonly usuarioId: number; readonly situacao: string } | undefined, principal?: Principal): ApiError | undefined {
  if (caixa === undefined) return caixaNaoEncontrado();
  if (caixa.situacao !== 'ABERTO') return new ApiError(409, `Este caixa está ${caixa.situacao === 'FECHADO' ? 'fechado' : 'aprovado'}: não recebe mais lançamentos.`);
  if (principal !== undefined && caixa.usuarioId !== principal.id) return new ApiError(403, 'Este caixa é de outra pessoa: lance no seu próprio caixa.');
  return undefined;
}

/**
 * A payment and its receipt, in one transaction: priced today and the parts checked first (no lock held), then the
 * box locked, the next number taken from the counter (held until the commit) and the receipt and its movements
 * written — the locked part kept to a few statements, since every payment of the office waits for the counter.
 */
export async function pagar(db: Db, uf: string, caixaId: number, corpo: PagamentoSalvar, autor: Autor): Promise<Recibo> {
  return db.transaction(async (tx) => {
    const { itens, componentes, totalCentavos } = await precificarItens(tx, uf, await hoje(tx), corpo.itens, 'itens');
    const erros = errosDasParcelas(corpo.parcelas, totalCentavos);
    if (erros.length > 0) throw invalidInput(erros);
    const recusa = recusaDoCaixa(await travarCaixa(tx, caixaId), autor.principal);
    if (recusa !== undefined) throw recusa;
    const numero = await proximoNumeroRecibo(tx);
    const recibo = await inserirRecibo(tx, {
      numero,
      tipo: 'PAGAMENTO',
      caixaId,
      usuario: autor.principal.login,
      pagador: corpo.pagador,
      ...(corpo.documento === undefined ? {} : { documento: corpo.documento }),
      ...(corpo.cotacaoId === undefined ? {} : { cotacaoId: corpo.cotacaoId }),
      itens,
      componentes,
      totalCentavos,
      parcelas: corpo.parcelas,
    });
    await audit(tx, { ator: autor.principal, acao: 'CRIACAO', entidade: 'recibo', entidadeId: recibo.id, requestId: autor.requestId, depois: recibo });
    return recibo;
  });
}

export async function movimentar(db: Db, caixaId: number, corpo: MovimentoSalvar, autor: Autor): Promise<Caixa> {
  return db.transaction(async (tx) => {
    await caixaParaMovimentar(tx, caixaId, autor.principal);
    const valor = corpo.tipo === 'SAIDA' ? -corpo.valorCentavos : corpo.valorCentavos;
    await inserirMovimento(tx, { caixaId, tipo: corpo.tipo, metodo: corpo.metodo, valorCentavos: valor, motivo: corpo.motivo, usuario: autor.principal.login });
    const caixa = await releitura(tx, caixaId);
    await audit(tx, { ator: autor.principal, acao: 'ALTERACAO', entidade: 'caixa', entidadeId: caixaId, requestId: autor.requestId, depois: { movimento: corpo } });
    return caixa;
  });
}

export async function fechar(db: Db, caixaId: number, corpo: FechamentoSalvar, autor: Autor): Promise<Caixa> {
  return db.transaction(async (tx) => {
    const caixa = await caixaParaMovimentar(tx, caixaId, autor.principal);
    if (corpo.versao !== caixa.versao) throw staleVersion('O caixa');
    const { totalCentavos } = diferencas(caixa.esperado, corpo.contado);
    await gravarFechamento(tx, caixaId, corpo.contado, totalCentavos, corpo.observacao);
    const depois = await releitura(tx, caixaId);
    await audit(tx, { ator: autor.principal, acao: 'ALTERACAO', entidade: 'caixa', entidadeId: caixaId, requestId: autor.requestId, depois: { fechamento: depois.fechamento } });
    return depois;
  });
}

export async function aprovar(db: Db, caixaId: number, corpo: { readonly versao: number; readonly observacao?: string }, autor: Autor): Promise<Caixa> {
  return db.transaction(async (tx) => {
    const caixa = await buscarCaixa(tx, caixaId, true);
    if (caixa === undefined) throw caixaNaoEncontrado();
    if (caixa.situacao !== 'FECHADO') throw new ApiError(409, caixa.situacao === 'ABERTO' ? 'Este caixa ainda está aberto: ele é aprovado depois de fechado.' : 'Este caixa já foi aprovado.');
    if (corpo.versao !== caixa.versao) throw staleVersion('O caixa');
    await gravarAprovacao(tx, caixaId, autor.principal.login, corpo.observacao);
    const depois = await releitura(tx, caixaId);
    await audit(tx, { ator: autor.principal, acao: 'ALTERACAO', entidade: 'caixa', entidadeId: caixaId, requestId: autor.requestId, depois: { aprovacao: depois.aprovacao } });
    return depois;
  });
}

/**
 * Cancels a receipt: it keeps its number, marked with who, when and why; its money leaves the box it was taken in
 * (which must still be open: a closed box's count is final).
 */
export async function cancelarRecibo(db: Db, id: number, motivo: string, autor: Autor): Promise<Recibo> {
  return db.transaction(async (tx) => {
    const recibo = await buscarRecibo(tx, id, true);
    if (recibo === undefined) throw reciboNaoEncontrado();
    if (recibo.cancelamento !== undefined) throw new ApiError(409, `O recibo nº ${String(recibo.numero)} já foi cancelado.`);
    if (recibo.tipo === 'LIQUIDACAO' || recibo.tipo === 'DEVOLUCAO') {
      throw new ApiError(409, `O recibo nº ${String(recibo.numero)} é de ${recibo.tipo === 'LIQUIDACAO' ? 'liquidação' : 'devolução'} de depósito: ele não é cancelado; corrija o protocolo ${recibo.protocolo ?? ''} por um novo lançamento.`);
    }
    if (recibo.tipo === 'DEPOSITO') {
      const deposito = await depositoDoRecibo(tx, id);
      if (deposito !== undefined && deposito.situacao !== 'EM_ABERTO') throw new ApiError(409, `O depósito do recibo nº ${String(recibo.numero)} já foi liquidado: o recibo não é mais cancelado.`);
      if (deposito !== undefined) await marcarDepositoCancelado(tx, deposito.id);
    }
    const caixa = await buscarCaixa(tx, recibo.caixaId, true);
    if (caixa?.situacao !== 'ABERTO') throw new ApiError(409, 'O caixa deste recibo já foi fechado: o cancelamento entra no caixa aberto de quem estorna, pela saída de valores.');
    await marcarCancelado(tx, id, autor.principal.login, motivo);
    for (const p of recibo.parcelas) {
      await inserirMovimento(tx, { caixaId: recibo.caixaId, tipo: 'CANCELAMENTO', metodo: p.metodo, valorCentavos: -p.valorCentavos, motivo: `Recibo nº ${String(recibo.numero)} cancelado: ${motivo}`, recibo: { id, numero: recibo.numero, pagador: recibo.pagador }, usuario: autor.principal.login });
    }
    const depois = await buscarRecibo(tx, id);
    if (depois === undefined) throw new Error('the receipt just cancelled is gone');
    await audit(tx, { ator: autor.principal, acao: 'ALTERACAO', entidade: 'recibo', entidadeId: id, requestId: autor.requestId, antes: recibo, depois });
    return depois;
  });
}
