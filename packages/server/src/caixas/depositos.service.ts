/**
 * Prior deposits: taken at any open box with their receipt (the amount held for the protocol, in the ledger — not
 * revenue), settled when the act is done or the protocol cancelled (the acts priced today: the fee recognised, the
 * deposit applied, a complement charged at a box or a refund due — each with its receipt), a refund authorised by a
 * reviewer (ANALISAR_CAIXAS) and then paid back at a box with its receipt. Every write of money and its receipt is one
 * transaction, numbered from the office's counter.
 */
import { acertoDoDeposito, errosDasParcelas, type Deposito, type DepositoSalvar, type DevolucaoSalvar, type LiquidacaoSalvar, type Recibo } from '@rpj/domain';
import { audit, type RegistroAuditoria } from '../audit/audit.ts';
import type { Db } from '../db/client.ts';
import { ApiError, invalidInput, staleVersion } from '../http/api-error.ts';
import { precificarItens } from '../servicos/servicos.service.ts';
import { inserirRecibo, proximoNumeroRecibo, travarCaixa } from './caixas.repository.ts';
import { hoje, recusaDoCaixa, type Autor } from './caixas.service.ts';
import { buscarDeposito, gravarAutorizacao, gravarDepositoNoCaixa, gravarDevolucao, gravarLiquidacao } from './depositos.repository.ts';

export function depositoNaoEncontrado(): ApiError {
  return new ApiError(404, 'Depósito não encontrado.');
}

async function releitura(tx: Db, id: number): Promise<Deposito> {
  const d = await buscarDeposito(tx, id);
  if (d === undefined) throw new Error('the deposit just written is gone');
  return d;
}

/** The deposit locked, when it exists and its version is the caller's. */
async function depositoParaAlterar(tx: Db, id: number, versao: number): Promise<Deposito> {
  const d = await buscarDeposito(tx, id, true);
  if (d === undefined) throw depositoNaoEncontrado();
  if (d.versao !== versao) throw staleVersion('O depósito');
  return d;
}

async function caixaAbertoParaDeposito(tx: Db, caixaId: number, campo: string): Promise<void> {
  const recusa = recusaDoCaixa(await travarCaixa(tx, caixaId));
  if (recusa === undefined) return;
  throw recusa.status === 404 ? invalidInput([{ campo, mensagem: 'Caixa não encontrado: escolha um caixa aberto.' }]) : recusa;
}

export async function depositar(db: Db, caixaId: number, corpo: DepositoSalvar, autor: Autor): Promise<Deposito> {
  return db.transaction(async (tx) => {
    const erros = errosDasParcelas(corpo.parcelas, corpo.valorCentavos, 'o valor do depósito');
    if (erros.length > 0) throw invalidInput(erros);
    const recusa = recusaDoCaixa(await travarCaixa(tx, caixaId));
    if (recusa !== undefined) throw recusa;
    const gravado = await gravarDepositoNoCaixa(tx, caixaId, corpo, autor.principal.login);
    if (gravado === undefined) throw new Error('the box locked open is not open');
    const deposito = await releitura(tx, gravado.id);
    await audit(tx, { ator: autor.principal, acao: 'CRIACAO', entidade: 'deposito', entidadeId: gravado.id, requestId: autor.requestId, depois: deposito });
    return deposito;
  });
}

/**
 * Settles a held deposit: the acts done are priced today (none: the protocol was cancelled, and all of it is due
 * back). A complement needs its parts and an open box; a refund waits for its authorisation.
 */
export async function liquidar(db: Db, uf: string, id: number, corpo: LiquidacaoSalvar, autor: Autor): Promise<{ readonly deposito: Deposito; readonly recibo: Recibo }> {
  return db.transaction((tx) => liquidarNaTransacao(tx, uf, id, corpo, { login: autor.principal.login, ator: autor.principal, requestId: autor.requestId }));
}

/** Who settles: a person, or the system (`ator` absent: the lapse of a protocol, issue 26). */
export interface QuemLiquida {
  readonly login: string;
  readonly ator: RegistroAuditoria['ator'];
  readonly requestId: string;
}

/** {@link liquidar} in the caller's transaction. */
export async function liquidarNaTransacao(tx: Db, uf: string, id: number, corpo: LiquidacaoSalvar, quem: QuemLiquida): Promise<{ readonly deposito: Deposito; readonly recibo: Recibo }> {
  const precificado = corpo.itens.length === 0 ? { itens: [], componentes: [], totalCentavos: 0 } : await precificarItens(tx, uf, await hoje(tx), corpo.itens, 'itens');
  const d = await depositoParaAlterar(tx, id, corpo.versao);
  if (d.situacao !== 'EM_ABERTO') throw new ApiError(409, `O depósito do protocolo ${d.protocolo} já foi ${d.situacao === 'CANCELADO' ? 'cancelado' : 'liquidado'}.`);
  const acerto = acertoDoDeposito(d.valorCentavos, precificado.totalCentavos);
  const parcelas = corpo.parcelas ?? [];
  if (acerto.complementoCentavos === 0 && parcelas.length > 0) throw invalidInput([{ campo: 'parcelas', mensagem: 'O depósito cobre os atos: não há complemento a receber.' }]);
  let caixaId = d.caixaId;
  if (acerto.complementoCentavos > 0) {
    if (parcelas.length === 0) throw invalidInput([{ campo: 'parcelas', mensagem: 'Os atos passam do depósito: informe como o complemento foi pago.' }]);
    const erros = errosDasParcelas(parcelas, acerto.complementoCentavos, 'o complemento a pagar');
    if (erros.length > 0) throw invalidInput(erros);
    if (corpo.caixaId === undefined) throw invalidInput([{ campo: 'caixaId', mensagem: 'Informe o caixa aberto que recebe o complemento.' }]);
    await caixaAbertoParaDeposito(tx, corpo.caixaId, 'caixaId');
    caixaId = corpo.caixaId;
  }
  const recibo = await inserirRecibo(tx, {
    numero: await proximoNumeroRecibo(tx),
    tipo: 'LIQUIDACAO',
    protocolo: d.protocolo,
    caixaId,
    usuario: quem.login,
    pagador: d.depositante,
    ...(d.documento === undefined ? {} : { documento: d.documento }),
    itens: precificado.itens,
    componentes: precificado.componentes,
    totalCentavos: precificado.totalCentavos,
    parcelas,
    deposito: acerto,
  });
  await gravarLiquidacao(tx, id, { reciboId: recibo.id, receitaCentavos: precificado.totalCentavos, complementoCentavos: acerto.complementoCentavos, devolucaoCentavos: acerto.devolucaoCentavos });
  const deposito = await releitura(tx, id);
  await audit(tx, { ator: quem.ator, acao: 'ALTERACAO', entidade: 'deposito', entidadeId: id, requestId: quem.requestId, antes: d, depois: deposito });
  return { deposito, recibo };
}

/** A reviewer authorises the refund of what a settled deposit held beyond the fee. */
export async function autorizarDevolucao(db: Db, id: number, versao: number, autor: Autor): Promise<Deposito> {
  return db.transaction(async (tx) => {
    const d = await depositoParaAlterar(tx, id, versao);
    if (d.situacao !== 'A_DEVOLVER') throw new ApiError(409, `O depósito do protocolo ${d.protocolo} não tem devolução pendente.`);
    if (d.devolucao !== undefined) throw new ApiError(409, `A devolução do protocolo ${d.protocolo} já foi autorizada.`);
    await gravarAutorizacao(tx, id, autor.principal.login);
    const deposito = await releitura(tx, id);
    await audit(tx, { ator: autor.principal, acao: 'ALTERACAO', entidade: 'deposito', entidadeId: id, requestId: autor.requestId, antes: d, depois: deposito });
    return deposito;
  });
}

/** Pays back an authorised refund at an open box, with its receipt. */
export async function devolver(db: Db, id: number, corpo: DevolucaoSalvar, autor: Autor): Promise<{ readonly deposito: Deposito; readonly recibo: Recibo }> {
  return db.transaction(async (tx) => {
    const d = await depositoParaAlterar(tx, id, corpo.versao);
    const valor = d.liquidacao?.devolucaoCentavos ?? 0;
    if (d.situacao !== 'A_DEVOLVER' || valor === 0) throw new ApiError(409, `O depósito do protocolo ${d.protocolo} não tem devolução pendente.`);
    if (d.devolucao === undefined) throw new ApiError(409, `A devolução do protocolo ${d.protocolo} ainda não foi autorizada: peça a quem analisa caixas.`);
    await caixaAbertoParaDeposito(tx, corpo.caixaId, 'caixaId');
    const recibo = await inserirRecibo(tx, {
      numero: await proximoNumeroRecibo(tx),
      tipo: 'DEVOLUCAO',
      protocolo: d.protocolo,
      caixaId: corpo.caixaId,
      usuario: autor.principal.login,
      pagador: d.depositante,
      ...(d.documento === undefined ? {} : { documento: d.documento }),
      itens: [],
      componentes: [],
      totalCentavos: valor,
      parcelas: [{ metodo: corpo.metodo, valorCentavos: valor }],
    });
    await gravarDevolucao(tx, id, recibo.id);
    const deposito = await releitura(tx, id);
    await audit(tx, { ator: autor.principal, acao: 'ALTERACAO', entidade: 'deposito', entidadeId: id, requestId: autor.requestId, antes: d, depois: deposito });
    return { deposito, recibo };
  });
}
