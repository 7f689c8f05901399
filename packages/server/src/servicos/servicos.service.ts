/**
 * Services and quotes: a save checks the tables (errosDasVigencias) and the kind of act (the office's catalogue); the list says
 * the fee in force today; a quote prices each item with @rpj/domain's `precificar` at its reference date, by the
 * state's rule in force, and is numbered and kept as it was made.
 */
import { sql } from 'drizzle-orm';
import {
  errosDaRegra,
  errosDasVigencias,
  formatMoney,
  MENSAGENS_PRECO,
  precificar,
  somarComponentes,
  tabelaVigente,
  type Cotacao,
  type CotacaoSalvar,
  type ErroCampo,
  type FiltroServicos,
  type ItemCotado,
  type Pagina,
  type Paginacao,
  type RegrasEstado,
  type Servico,
  type ServicoListaItem,
  type ServicoSalvar,
} from '@rpj/domain';
import { atoExiste } from '../atos/atos.repository.ts';
import { audit } from '../audit/audit.ts';
import type { Principal } from '../auth/principal.ts';
import { lerJuntos, type Db } from '../db/client.ts';
import { ApiError, invalidInput, staleVersion } from '../http/api-error.ts';
import { buscarCotacao, buscarServico, gravarRegras, gravarServico, inserirCotacao, listarServicos, regrasDe, removerServico, servicosDe } from './servicos.repository.ts';

interface Autor {
  readonly principal: Principal;
  readonly requestId: string;
}

/** Saves a state's rules, every period at once, against the version read; checked by errosDaRegra. */
export async function salvarRegras(db: Db, uf: string, corpo: Omit<RegrasEstado, 'uf'>, autor: Autor): Promise<RegrasEstado> {
  return db.transaction(async (tx) => {
    const antes = await regrasDe(tx, uf, true);
    if (corpo.versao !== antes.versao) throw staleVersion('A regra de cobrança');
    const erros = errosDaRegra(corpo.vigencias);
    if (erros.length > 0) throw invalidInput(erros);
    await gravarRegras(tx, uf, corpo.vigencias);
    const depois = await regrasDe(tx, uf);
    await audit(tx, { ator: autor.principal, acao: 'ALTERACAO', entidade: 'regra_cobranca', entidadeId: 0, requestId: autor.requestId, antes, depois });
    return depois;
  });
}

export function naoEncontrado(): ApiError {
  return new ApiError(404, 'Serviço não encontrado.');
}

async function hoje(db: Db): Promise<string> {
  return (await db.execute<{ hoje: string }>(sql`SELECT to_char(current_date, 'YYYY-MM-DD') AS hoje`)).rows[0]?.hoje ?? '2026-01-01';
}

/** The fee in force on a day, in words: 'R$ 192,50', '4 faixas', or nothing. */
function valorEm(s: Servico, dia: string): string | undefined {
  const v = tabelaVigente(s.vigencias, dia);
  if (v === undefined) return undefined;
  return v.valores.tipo === 'FIXO' ? formatMoney(v.valores.emolumentoCentavos) : `${String(v.valores.faixas.length)} faixas por valor declarado`;
}

export async function listar(db: Db, f: FiltroServicos, paginacao: Paginacao): Promise<Pagina<ServicoListaItem>> {
  const [pagina, dia] = await lerJuntos(db, [() => listarServicos(db, f, paginacao), () => hoje(db)]);
  return {
    ...pagina,
    content: pagina.content.map(({ vigencias: _v, codigoAtoTribunal: _c, ...s }) => {
      const valor = valorEm({ ...s, vigencias: _v }, dia);
      return { ...s, ...(valor === undefined ? {} : { valorVigente: valor }) };
    }),
  };
}

export async function salvarServico(db: Db, corpo: ServicoSalvar, autor: Autor): Promise<{ servico: Servico; mensagem: string }> {
  return db.transaction(async (tx) => {
    const { id, versao, ...s } = corpo;
    const antes = id === undefined ? undefined : await buscarServico(tx, id, true);
    if (id !== undefined && antes === undefined) throw naoEncontrado();
    if (antes !== undefined && versao !== antes.versao) throw staleVersion('O serviço');
    const erros: ErroCampo[] = [...errosDasVigencias(s.vigencias)];
    if (!(await atoExiste(tx, s.tipoAto))) erros.push({ campo: 'tipoAto', mensagem: 'Escolha um tipo de ato do catálogo.' });
    if (erros.length > 0) throw invalidInput(erros);
    const salvoId = await gravarServico(tx, antes?.id, s);
    const servico = await buscarServico(tx, salvoId);
    if (servico === undefined) throw new Error('the service just saved is gone');
    await audit(tx, { ator: autor.principal, acao: antes === undefined ? 'CRIACAO' : 'ALTERACAO', entidade: 'servico', entidadeId: salvoId, requestId: autor.requestId, ...(antes === undefined ? {} : { antes }), depois: servico });
    return { servico, mensagem: antes === undefined ? 'Serviço cadastrado com sucesso!' : 'Serviço salvo com sucesso!' };
  });
}

export async function removerServicoAuditado(db: Db, id: number, autor: Autor): Promise<string> {
  return db.transaction(async (tx) => {
    const antes = await buscarServico(tx, id, true);
    if (antes === undefined) throw naoEncontrado();
    await removerServico(tx, id);
    await audit(tx, { ator: autor.principal, acao: 'REMOCAO', entidade: 'servico', entidadeId: id, requestId: autor.requestId, antes });
    return `Serviço ${antes.codigo} removido.`;
  });
}

/**
 * Prices items on a day as a quote and a payment both do: each with @rpj/domain's `precificar`, by the state's rule
 * in force that day; each item's problem said on its row (`itens.<i>.…`), a day without a rule on `campoData`.
 */
export async function precificarItens(
  tx: Db,
  uf: string,
  data: string,
  itensPedidos: CotacaoSalvar['itens'],
  campoData = 'dataReferencia',
): Promise<{ readonly itens: readonly ItemCotado[]; readonly componentes: Cotacao['componentes']; readonly totalCentavos: number }> {
  const [servicos, regras] = await lerJuntos(tx, [() => servicosDe(tx, [...new Set(itensPedidos.map((i) => i.servicoId))]), () => regrasDe(tx, uf)]);
  const regra = tabelaVigente(regras.vigencias, data)?.regra;
  if (regra === undefined) throw invalidInput([{ campo: campoData, mensagem: MENSAGENS_PRECO.SEM_REGRA }]);
  const erros: ErroCampo[] = [];
  const itens: ItemCotado[] = [];
  itensPedidos.forEach((item, i) => {
    const servico = servicos.get(item.servicoId);
    if (servico?.ativo !== true) {
      erros.push({ campo: `itens.${String(i)}.servicoId`, mensagem: 'Serviço desconhecido ou inativo: escolha um da lista.' });
      return;
    }
    const preco = precificar(servico.vigencias, regra, item, data, servico);
    if ('erro' in preco) {
      const campo = preco.erro === 'SEM_VALOR_DECLARADO' || preco.erro === 'VALOR_DECLARADO' ? 'valorDeclaradoCentavos' : preco.erro === 'QUANTIDADE' ? 'quantidade' : 'servicoId';
      erros.push({ campo: `itens.${String(i)}.${campo}`, mensagem: MENSAGENS_PRECO[preco.erro] });
      return;
    }
    itens.push({ ...item, codigo: servico.codigo, descricao: servico.descricao, precificado: preco });
  });
  if (erros.length > 0) throw invalidInput(erros);
  return { itens, ...somarComponentes(itens.map((i) => i.precificado)) };
}

/** Prices, numbers and keeps a quote. Each item's problem is said on its row. */
export async function cotar(db: Db, uf: string, corpo: CotacaoSalvar, autor: Autor): Promise<Cotacao> {
  return db.transaction(async (tx) => {
    const { itens, componentes, totalCentavos } = await precificarItens(tx, uf, corpo.dataReferencia, corpo.itens);
    const id = await inserirCotacao(tx, {
      dataReferencia: corpo.dataReferencia,
      ...(corpo.cliente === undefined ? {} : { cliente: corpo.cliente }),
      usuario: autor.principal.login,
      itens,
      componentes,
      totalCentavos,
    });
    const cotacao = await buscarCotacao(tx, id);
    if (cotacao === undefined) throw new Error('the quote just saved is gone');
    await audit(tx, { ator: autor.principal, acao: 'CRIACAO', entidade: 'cotacao', entidadeId: id, requestId: autor.requestId, depois: cotacao });
    return cotacao;
  });
}
