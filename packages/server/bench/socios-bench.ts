/**
 * Persons and boards at scale (issue 21): into the entities' throw-away database, RPJ_BENCH_SOCIOS (3,000,000)
 * links of RPJ_BENCH_SOCIOS / 2 persons to the entities, with one INSERT … SELECT each; then, through the area's own
 * repository (the SQL `POST /socio/pesquisa` runs, persons and their links), the CPF search and the name search
 * across persons, one query after another, p50 and p95 beside the target.
 */
import pg from 'pg';
import { sql } from 'drizzle-orm';
import type { BuscaPessoas } from '@rpj/domain';
import type { Database } from '../src/db/client.ts';
import { pesquisarPessoas } from '../src/socios/socios.repository.ts';
import type { BenchRow } from './server-bench.ts';
import { percentil } from './medidas.ts';

/** The p95 target of the searches, ms (issue 21, on this machine). */
export const P95_SOCIOS_MS = 50;

const PRENOMES = ['Ana', 'Maria', 'José', 'João', 'Antônio', 'Francisco', 'Carlos', 'Paulo', 'Pedro', 'Lucas', 'Luiz', 'Marcos', 'Luís', 'Gabriel', 'Rafael', 'Daniel', 'Marcelo', 'Bruno', 'Eduardo', 'Felipe', 'Juliana', 'Fernanda', 'Patrícia', 'Aline', 'Camila', 'Beatriz', 'Helena', 'Larissa', 'Renata', 'Vanessa'];
const SOBRENOMES = ['Silva', 'Santos', 'Oliveira', 'Souza', 'Rodrigues', 'Ferreira', 'Alves', 'Pereira', 'Lima', 'Gomes', 'Costa', 'Ribeiro', 'Martins', 'Carvalho', 'Almeida', 'Lopes', 'Soares', 'Fernandes', 'Vieira', 'Barbosa', 'Rocha', 'Dias', 'Nascimento', 'Andrade', 'Moreira', 'Nunes', 'Marques', 'Machado', 'Mendes', 'Freitas'];
/** Syllables of a rarer family name, so that a name typed in part narrows down as real ones do. */
const SILABAS = ['ba', 'ca', 'da', 'fe', 'ga', 'jo', 'la', 'ma', 'na', 'pa', 'ra', 'sa', 'ta', 'vi', 'lu', 'ri', 'mo', 'te', 'ne', 'gu'];

function lista(valores: readonly string[]): string {
  return `ARRAY[${valores.map((v) => `'${v.replace(/'/g, "''")}'`).join(', ')}]`;
}

/** Puts the persons and links in; the milliseconds each took, indexes included. */
async function semear(url: string, links: number): Promise<{ pessoas: number; msPessoas: number; msLinks: number }> {
  const pessoas = Math.max(1, Math.floor(links / 2));
  const cliente = new pg.Client({ connectionString: url });
  await cliente.connect();
  try {
    const inicio = performance.now();
    // Eleven digits per person (a CPF's shape; the search is by equality), a name of a first name, a rare family
    // name and a common one.
    await cliente.query(`
      INSERT INTO pessoa (tipo, documento, nome)
      SELECT 'FISICA', lpad((i::bigint * 7919 % 99999999999)::text, 11, '0'),
             p[1 + abs(hashtext(i || 'p')) % ${PRENOMES.length}] || ' ' ||
             initcap(s[1 + abs(hashtext(i || 'a')) % ${SILABAS.length}] || s[1 + abs(hashtext(i || 'b')) % ${SILABAS.length}] || s[1 + abs(hashtext(i || 'c')) % ${SILABAS.length}] || 'es') || ' ' ||
             n[1 + abs(hashtext(i || 'n')) % ${SOBRENOMES.length}]
        FROM generate_series(1, ${pessoas}) AS i, (SELECT ${lista(PRENOMES)} AS p, ${lista(SOBRENOMES)} AS n, ${lista(SILABAS)} AS s) AS l`);
    const meio = performance.now();
    await cliente.query(`
      INSERT INTO empresa_socio (empresa_id, pessoa_id, qualificacao, entrada, saida, representante_legal)
      SELECT e.min + (i % (e.max - e.min + 1)), 1 + abs(hashtext(i || 'socio')) % ${pessoas},
             (ARRAY['16','18','33','10','49','22','05','54'])[1 + i % 8], DATE '2000-01-01' + (i % 9000),
             CASE WHEN i % 5 = 0 THEN DATE '2000-01-01' + (i % 9000) + 700 END, i % 8 = 0
        FROM generate_series(1, ${links}) AS i, (SELECT min(id), max(id) FROM empresa) AS e`);
    await cliente.query('VACUUM ANALYZE pessoa');
    await cliente.query('VACUUM ANALYZE empresa_socio');
    return { pessoas, msPessoas: meio - inicio, msLinks: performance.now() - meio };
  } finally {
    await cliente.end();
  }
}

/** The members' measures on the entities' bench database (`url`, opened as `database`). */
export async function benchSocios(url: string, database: Database, links: number, log: (line: string) => void): Promise<BenchRow[]> {
  log(`PostgreSQL: putting ${links.toLocaleString('en')} member links in`);
  const { pessoas, msPessoas, msLinks } = await semear(url, links);
  log(`PostgreSQL: ${pessoas.toLocaleString('en')} persons in ${Math.round(msPessoas)} ms, links in ${Math.round(msLinks)} ms`);
  const medir = async (buscas: readonly BuscaPessoas[]): Promise<number[]> => {
    const tempos: number[] = [];
    for (const b of buscas) {
      const inicio = performance.now();
      await pesquisarPessoas(database.db, b);
      tempos.push(performance.now() - inicio);
    }
    return tempos;
  };
  const amostra = await database.db.execute<{ documento: string; nome: string }>(sql`SELECT documento, nome FROM pessoa TABLESAMPLE SYSTEM (1) REPEATABLE (11) LIMIT 252`);
  const documentos = amostra.rows.map((r) => ({ documento: r.documento }));
  // What a person types of a name: the rare family name's start, with or without the first name, in any case.
  const nomes = amostra.rows.map((r, i) => {
    const [prenome = '', raro = ''] = r.nome.split(' ');
    return { nome: i % 2 === 0 ? raro.slice(0, 5).toLowerCase() : `${prenome} ${raro.slice(0, 4)}`.toUpperCase() };
  });
  await medir([...documentos.slice(0, 12), ...nomes.slice(0, 12)]);
  const porCpf = await medir(documentos.slice(12));
  const porNome = await medir(nomes.slice(12));
  log(`PostgreSQL: member search by CPF p95 ${percentil(porCpf, 95).toFixed(1)} ms, by name p95 ${percentil(porNome, 95).toFixed(1)} ms`);
  const linha = (measure: string, tempos: readonly number[]): BenchRow[] => [
    { measure: `${measure} p50`, value: percentil(tempos, 50), unit: 'ms' },
    { measure: `${measure} p95`, value: percentil(tempos, 95), unit: 'ms', target: P95_SOCIOS_MS, comparison: '<=', met: percentil(tempos, 95) <= P95_SOCIOS_MS },
  ];
  return [
    { measure: `PostgreSQL: insert ${links.toLocaleString('en')} member links (one INSERT … SELECT, indexes kept), rows per second`, value: links / (msLinks / 1000), unit: 'count' },
    ...linha(`PostgreSQL: members, search by CPF (the person and every entity, ${links.toLocaleString('en')} links)`, porCpf),
    ...linha(`PostgreSQL: members, search by part of a name across ${pessoas.toLocaleString('en')} persons (50 closest, with their entities)`, porNome),
  ];
}
