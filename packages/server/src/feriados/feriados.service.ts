/**
 * The office's calendar: the list of a year (recorded holidays and the national ones the law fixes, generated), the
 * year's days without service, and the rules of a save (one holiday per date and scope; no national one on a date
 * the law already makes a national holiday), each write audited.
 */
import { sql } from 'drizzle-orm';
import { buildPage, feriadosNacionais, idGerado, normalizeForSearch, type DiaSemExpediente, type Feriado, type FeriadoListaItem, type FeriadoSalvar, type FiltroFeriados, type Pagina, type Paginacao } from '@rpj/domain';
import { audit } from '../audit/audit.ts';
import type { Principal } from '../auth/principal.ts';
import type { Db } from '../db/client.ts';
import { ApiError, staleVersion } from '../http/api-error.ts';
import { atualizarFeriado, buscarFeriado, feriadosDoAno, inserirFeriado, removerFeriado } from './feriados.repository.ts';

interface Autor {
  readonly principal: Principal;
  readonly requestId: string;
}

export function naoEncontrado(): ApiError {
  return new ApiError(404, 'Feriado não encontrado.');
}

/** The year of the office's clock (the database's). */
async function anoCorrente(db: Db): Promise<number> {
  const r = await db.execute<{ ano: number }>(sql`SELECT extract(year FROM current_date)::int AS ano`);
  return r.rows[0]?.ano ?? new Date().getFullYear();
}

/** The recorded and the generated days of a year, in date order. */
async function diasDoAno(db: Db, ano: number): Promise<readonly FeriadoListaItem[]> {
  const gravados = await feriadosDoAno(db, ano);
  const nacionaisGravados = new Set(gravados.filter((f) => f.abrangencia === 'NACIONAL').map((f) => f.data));
  const gerados = feriadosNacionais(ano)
    .filter((f) => !nacionaisGravados.has(f.data))
    .map((f): FeriadoListaItem => ({ ...f, id: idGerado(f.data), gerado: true }));
  const registrados = gravados.map(({ versao: _versao, ...f }): FeriadoListaItem => ({ ...f, gerado: false }));
  return [...gerados, ...registrados].sort((a, b) => a.data.localeCompare(b.data) || a.nome.localeCompare(b.nome));
}

/** A page of the year's list, filtered and sorted (a year holds a few dozen days: in memory). */
export async function listarFeriados(db: Db, f: FiltroFeriados, paginacao: Paginacao): Promise<Pagina<FeriadoListaItem>> {
  const ano = f.ano ?? (await anoCorrente(db));
  const nome = f.nome === undefined ? undefined : normalizeForSearch(f.nome);
  const todos = (await diasDoAno(db, ano)).filter(
    (d) => (nome === undefined || normalizeForSearch(d.nome).includes(nome)) && (f.abrangencia === undefined || d.abrangencia === f.abrangencia) && (f.tipo === undefined || d.tipo === f.tipo),
  );
  const ordenados = paginacao.sortBy === 'nome' ? [...todos].sort((a, b) => a.nome.localeCompare(b.nome, 'pt-BR')) : todos;
  const direcao = paginacao.sort === 'desc' ? [...ordenados].reverse() : ordenados;
  const inicio = paginacao.pageNumber * paginacao.pageSize;
  const sortBy = paginacao.sortBy === undefined ? {} : { sortBy: `${paginacao.sortBy},${paginacao.sort ?? 'asc'}` };
  return buildPage(direcao.slice(inicio, inicio + paginacao.pageSize), { ...paginacao, ...sortBy }, direcao.length);
}

/** Every day without service of a year. */
export async function calendarioDoAno(db: Db, ano: number): Promise<readonly DiaSemExpediente[]> {
  return (await diasDoAno(db, ano)).map(({ data, nome, abrangencia, tipo }) => ({ data, nome, abrangencia, tipo }));
}

/** Creates (no `id`) or updates (`id` at `versao`) a holiday, audited. */
export async function salvarFeriado(db: Db, corpo: FeriadoSalvar, autor: Autor): Promise<{ feriado: Feriado; mensagem: string }> {
  return db.transaction(async (tx) => {
    const { id, versao, ...f } = corpo;
    const antes = id === undefined ? undefined : await buscarFeriado(tx, id, true);
    if (id !== undefined && antes === undefined) throw naoEncontrado();
    if (antes !== undefined && versao !== antes.versao) throw staleVersion('O feriado');
    if (f.abrangencia === 'NACIONAL') {
      const daLei = feriadosNacionais(Number(f.data.slice(0, 4))).find((n) => n.data === f.data);
      if (daLei !== undefined) {
        throw new ApiError(409, `${daLei.nome} já é feriado nacional nesta data, pela lei: não é preciso cadastrá-lo.`, { erros: [{ campo: 'data', mensagem: `${daLei.nome} já é feriado nacional nesta data.` }] });
      }
    }
    const feitoId = antes === undefined ? await inserirFeriado(tx, f) : (await atualizarFeriado(tx, antes.id, f), antes.id);
    const feriado = await buscarFeriado(tx, feitoId);
    if (feriado === undefined) throw new Error('the holiday just saved is gone');
    await audit(tx, { ator: autor.principal, acao: antes === undefined ? 'CRIACAO' : 'ALTERACAO', entidade: 'feriado', entidadeId: feitoId, requestId: autor.requestId, ...(antes === undefined ? {} : { antes }), depois: feriado });
    return { feriado, mensagem: antes === undefined ? 'Feriado cadastrado com sucesso!' : 'Feriado salvo com sucesso!' };
  });
}

export async function removerFeriadoAuditado(db: Db, id: number, autor: Autor): Promise<string> {
  return db.transaction(async (tx) => {
    const antes = await buscarFeriado(tx, id, true);
    if (antes === undefined) throw naoEncontrado();
    await removerFeriado(tx, id);
    await audit(tx, { ator: autor.principal, acao: 'REMOCAO', entidade: 'feriado', entidadeId: id, requestId: autor.requestId, antes });
    return 'Feriado removido.';
  });
}
