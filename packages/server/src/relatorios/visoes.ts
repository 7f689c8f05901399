/**
 * Saved report views: a report's named filters, shared with the office. A save without `id` creates
 * (CRIAR_RELATORIOS), with `id` and its `versao` updates (EDITAR_RELATORIOS); a name is unique within its report
 * (accents and case as typed, case ignored); each write has its audit row.
 */
import { sql } from 'drizzle-orm';
import type { FiltrosVisao, NomeRelatorio, VisaoRelatorio, VisaoRelatorioSalvar } from '@rpj/domain';
import { audit } from '../audit/audit.ts';
import type { Principal } from '../auth/principal.ts';
import type { Db } from '../db/client.ts';
import { instante, jsonDe } from '../db/linha.ts';
import { ApiError, repeatedValue, staleVersion } from '../http/api-error.ts';

interface Autor {
  readonly principal: Principal;
  readonly requestId: string;
}

interface LinhaVisao extends Record<string, unknown> {
  readonly id: number;
  readonly versao: number;
  readonly relatorio: NomeRelatorio;
  readonly nome: string;
  readonly filtros: FiltrosVisao | string;
  readonly salva_por: string;
  readonly salva_em: string | Date;
}

function visao(l: LinhaVisao): VisaoRelatorio {
  return { id: l.id, versao: l.versao, relatorio: l.relatorio, nome: l.nome, filtros: jsonDe(l.filtros), salvaPor: l.salva_por, salvaEm: instante(l.salva_em) };
}

export function visaoNaoEncontrada(): ApiError {
  return new ApiError(404, 'Visão não encontrada: outra pessoa pode tê-la removido.');
}

export async function listarVisoes(db: Db, relatorio: NomeRelatorio): Promise<readonly VisaoRelatorio[]> {
  const r = await db.execute<LinhaVisao>(sql`SELECT * FROM relatorio_visao WHERE relatorio = ${relatorio} ORDER BY lower(nome)`);
  return r.rows.map(visao);
}

async function buscar(db: Db, id: number, travar = false): Promise<VisaoRelatorio | undefined> {
  const r = await db.execute<LinhaVisao>(travar ? sql`SELECT * FROM relatorio_visao WHERE id = ${id} FOR UPDATE` : sql`SELECT * FROM relatorio_visao WHERE id = ${id}`);
  const l = r.rows[0];
  return l === undefined ? undefined : visao(l);
}

export async function salvarVisao(db: Db, corpo: VisaoRelatorioSalvar, autor: Autor): Promise<VisaoRelatorio> {
  return db.transaction(async (tx) => {
    const nome = corpo.nome.trim();
    const repetida = await tx.execute<{ id: number }>(sql`SELECT id FROM relatorio_visao WHERE relatorio = ${corpo.relatorio} AND lower(nome) = lower(${nome}) AND id <> ${corpo.id ?? 0}`);
    if (repetida.rows.length > 0) throw repeatedValue('nome', 'Já existe uma visão com este nome neste relatório: escolha outro nome.');
    const filtros = JSON.stringify(corpo.filtros);
    if (corpo.id === undefined) {
      const r = await tx.execute<LinhaVisao>(sql`
        INSERT INTO relatorio_visao (relatorio, nome, filtros, salva_por) VALUES (${corpo.relatorio}, ${nome}, ${filtros}::jsonb, ${autor.principal.login}) RETURNING *`);
      const criada = r.rows[0];
      if (criada === undefined) throw new Error('the view just inserted is gone');
      await audit(tx, { ator: autor.principal, acao: 'CRIACAO', entidade: 'relatorio_visao', entidadeId: criada.id, requestId: autor.requestId, depois: visao(criada) });
      return visao(criada);
    }
    const antes = await buscar(tx, corpo.id, true);
    if (antes?.relatorio !== corpo.relatorio) throw visaoNaoEncontrada();
    if (antes.versao !== corpo.versao) throw staleVersion('A visão', 'a');
    const r = await tx.execute<LinhaVisao>(sql`
      UPDATE relatorio_visao SET nome = ${nome}, filtros = ${filtros}::jsonb, salva_por = ${autor.principal.login}, salva_em = now(), versao = versao + 1 WHERE id = ${corpo.id} RETURNING *`);
    const depois = r.rows[0];
    if (depois === undefined) throw new Error('the view just updated is gone');
    await audit(tx, { ator: autor.principal, acao: 'ALTERACAO', entidade: 'relatorio_visao', entidadeId: corpo.id, requestId: autor.requestId, antes, depois: visao(depois) });
    return visao(depois);
  });
}

export async function removerVisao(db: Db, id: number, autor: Autor): Promise<VisaoRelatorio> {
  return db.transaction(async (tx) => {
    const antes = await buscar(tx, id, true);
    if (antes === undefined) throw visaoNaoEncontrada();
    await tx.execute(sql`DELETE FROM relatorio_visao WHERE id = ${id}`);
    await audit(tx, { ator: autor.principal, acao: 'REMOCAO', entidade: 'relatorio_visao', entidadeId: id, requestId: autor.requestId, antes });
    return antes;
  });
}
