/**
 * The registered entities at an office's scale and beyond (issue 20): RPJ_BENCH_EMPRESAS (1,000,000) entities put
 * into a throw-away PostgreSQL database with one INSERT … SELECT, then, through the area's own repository (the SQL
 * the list endpoint runs, count and page together), the name search — accents and case ignored, parts of words,
 * closest names first — and the filtered list, one query after another, p50 and p95 beside the target.
 */
import pg from 'pg';
import { sql } from 'drizzle-orm';
import type { FiltroEmpresas, Paginacao } from '@rpj/domain';
import { listarEmpresas } from '../src/empresas/empresas.repository.ts';
import { comBancoDescartavel } from './banco-descartavel.ts';
import type { BenchRow } from './server-bench.ts';
import { benchSocios } from './socios-bench.ts';
import { percentil } from './medidas.ts';

/** The p95 target of the searches, ms (issue 20, on this machine). */
export const P95_EMPRESAS_MS = 50;

const TIPOS = ['Associação', 'Instituto', 'Fundação', 'Igreja Evangélica', 'Sindicato dos Trabalhadores', 'Centro Cultural', 'Sociedade Simples', 'Associação Desportiva'];
const QUALIFICADORES = ['Beneficente', 'Comunitária', 'dos Moradores do', 'de Pais e Amigos do', 'Cultural', 'Recreativa', 'de Apoio ao', 'Assistencial'];
/** Syllables of the distinctive words: three of them make 27,000 words, so a word is in a few dozen names. */
const SILABAS = ['ba', 'ca', 'da', 'fe', 'ga', 'jo', 'la', 'ma', 'na', 'pa', 'ra', 'sa', 'ta', 'vi', 'zé', 'lu', 'ri', 'mo', 'te', 'ço', 'ne', 'gu', 'bi', 'to', 'xa', 'do', 'li', 'pe', 'ro', 'su'];
const NATUREZAS = ['3999', '3999', '3999', '3999', '3069', '3220', '3220', '2232', '2240', '3131', '3271'];

/** Searches of a word found in about a third of the names (the kind of body): informational. */
const AMPLAS = ['associacao', 'instituto', 'beneficente', 'igreja evangel', 'cultural', 'moradores'];

function lista(valores: readonly string[]): string {
  return `ARRAY[${valores.map((v) => `'${v.replace(/'/g, "''")}'`).join(', ')}]`;
}

/** Puts `quantidade` entities in the database; the milliseconds it took, indexes included. */
async function semear(url: string, quantidade: number): Promise<number> {
  const cliente = new pg.Client({ connectionString: url });
  await cliente.connect();
  try {
    const inicio = performance.now();
    await cliente.query(`
      INSERT INTO empresa (denominacao, chave_nome, cnpj, natureza_juridica, situacao, migrada, numero_registro, livro, folha, data_registro,
                           data_constituicao, objeto, cep, municipio, uf)
      SELECT d.nome, lower(f_unaccent(d.nome)), NULL, d.natureza,
             (ARRAY['ATIVA','ATIVA','ATIVA','ATIVA','ATIVA','ATIVA','EM_LIQUIDACAO','DISSOLVIDA','CANCELADA'])[1 + (i % 9)],
             i % 3 = 0, i, 'A', (1 + i % 300)::text, DATE '1975-01-01' + (i % 18250), DATE '1975-01-01' + (i % 18250) - 10,
             'Finalidade da entidade nº ' || i, '74120020', 'Goiânia', 'GO'
        FROM generate_series(1, ${quantidade}) AS i, (SELECT ${lista(SILABAS)} AS s) AS silabas,
        LATERAL (SELECT (${lista(TIPOS)})[1 + (i * 7) % ${TIPOS.length}] || ' ' || (${lista(QUALIFICADORES)})[1 + (i * 13) % ${QUALIFICADORES.length}] || ' ' ||
                        initcap(s[1 + abs(hashtext(i || 'a')) % ${SILABAS.length}] || s[1 + abs(hashtext(i || 'b')) % ${SILABAS.length}] || s[1 + abs(hashtext(i || 'c')) % ${SILABAS.length}]) || ' ' ||
                        initcap(s[1 + abs(hashtext(i || 'd')) % ${SILABAS.length}] || s[1 + abs(hashtext(i || 'e')) % ${SILABAS.length}] || s[1 + abs(hashtext(i || 'f')) % ${SILABAS.length}]) AS nome,
                        (${lista(NATUREZAS)})[1 + i % ${NATUREZAS.length}] AS natureza) AS d`);
    // As a table some days old is: statistics and visibility map up to date (autovacuum's work).
    await cliente.query('VACUUM ANALYZE empresa');
    return performance.now() - inicio;
  } finally {
    await cliente.end();
  }
}

/** Runs the entities' measures on a fresh database of the server at `adminUrl`; dropped after. */
export async function benchEmpresas(adminUrl: string, quantidade: number, log: (line: string) => void): Promise<BenchRow[]> {
  return comBancoDescartavel(
    adminUrl,
    'empresas',
    async ({ nome, url: endereco, database }) => {
      const url = new URL(endereco);
      log(`PostgreSQL: putting ${quantidade.toLocaleString('en')} entities in database ${nome}`);
      const semeadura = await semear(url.toString(), quantidade);
      log(`PostgreSQL: entities inserted in ${Math.round(semeadura)} ms`);
      const medir = async (consultas: readonly { readonly filtro: FiltroEmpresas; readonly paginacao: Paginacao }[]): Promise<number[]> => {
        const tempos: number[] = [];
        for (const c of consultas) {
          const inicio = performance.now();
          await listarEmpresas(database.db, c.filtro, c.paginacao);
          tempos.push(performance.now() - inicio);
        }
        return tempos;
      };
      const pagina = (n: number, extra: Partial<Paginacao> = {}): Paginacao => ({ pageNumber: n, pageSize: 10, ...extra });
      // What a person types: the start of the two distinctive words of a name on file ('Associação Beneficente
      // Balazé Tomoro' → 'balaz tomo'), accents and case as they come.
      const amostra = await database.db.execute<{ denominacao: string }>(sql`SELECT denominacao FROM empresa TABLESAMPLE SYSTEM (1) REPEATABLE (7) LIMIT 252`);
      const digitadas = amostra.rows.map((r, i) => {
        const palavras = r.denominacao.split(' ').slice(-2);
        return i % 3 === 0 ? (palavras[0] ?? '').slice(0, 5).toLowerCase() : palavras.map((p) => p.slice(0, 4 + (i % 3))).join(' ').toUpperCase();
      });
      // Warm-up: the plans and the indexes' pages, not reported.
      await medir(digitadas.slice(0, 12).map((nome) => ({ filtro: { nome }, paginacao: pagina(0) })));
      const busca = await medir(digitadas.slice(12).map((nome) => ({ filtro: { nome }, paginacao: pagina(0) })));
      const ampla = await medir(Array.from({ length: 12 }, (_, i) => ({ filtro: { nome: AMPLAS[i % AMPLAS.length] ?? 'associacao' }, paginacao: pagina(i % 3) })));
      const filtrada = await medir(
        Array.from({ length: 240 }, (_, i) => {
          const ano = 1976 + (i % 45);
          const filtro: FiltroEmpresas = {
            situacao: i % 2 === 0 ? 'ATIVA' : 'DISSOLVIDA',
            naturezaJuridica: NATUREZAS[i % NATUREZAS.length] ?? '3999',
            registroDe: `${String(ano)}-01-01`,
            registroAte: `${String(ano + 4)}-12-31`,
          };
          return { filtro, paginacao: pagina(i % 20, { sortBy: 'dataRegistro', sort: 'desc' }) };
        }),
      );
      const contagem = await database.db.execute<{ n: string }>(sql`SELECT count(*) AS n FROM empresa`);
      log(`PostgreSQL: ${contagem.rows[0]?.n ?? '?'} entities; name search p95 ${percentil(busca, 95).toFixed(1)} ms, filtered list p95 ${percentil(filtrada, 95).toFixed(1)} ms`);
      const linha = (measure: string, tempos: readonly number[]): BenchRow[] => [
        { measure: `${measure} p50`, value: percentil(tempos, 50), unit: 'ms' },
        { measure: `${measure} p95`, value: percentil(tempos, 95), unit: 'ms', target: P95_EMPRESAS_MS, comparison: '<=', met: percentil(tempos, 95) <= P95_EMPRESAS_MS },
      ];
      // The members (issue 21) of these entities, in the same database.
      const socios = await benchSocios(url.toString(), database, Number(process.env['RPJ_BENCH_SOCIOS'] ?? 3 * quantidade), log);
      return [
        { measure: `PostgreSQL: insert ${quantidade.toLocaleString('en')} entities (one INSERT … SELECT, indexes kept), rows per second`, value: quantidade / (semeadura / 1000), unit: 'count' },
        ...linha('PostgreSQL: entities, name search: parts of a name\'s words (page of 10 with its count, closest first)', busca),
        { measure: 'PostgreSQL: entities, name search: one word of a third of the names (informational) p95', value: percentil(ampla, 95), unit: 'ms' },
        ...linha('PostgreSQL: entities, list filtered by situation, nature and period, sorted by date', filtrada),
        ...socios,
      ];
    },
  );
}
