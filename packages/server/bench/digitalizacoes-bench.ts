/**
 * The scanned archive's figures of `pnpm bench` (issue 31): one A4 page read by the OCR (tesseract.js, Portuguese),
 * and the search of the pages' text on PostgreSQL over a large archive — pages of Portuguese words put in by one
 * INSERT … SELECT (indexes kept), then searches as a person types them: a common word, a rare one, two words, a
 * word without its accent, one misread by a letter.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/client.ts';
import { pesquisarPaginas } from '../src/digitalizacoes/digitalizacoes.repository.ts';
import { paginaEscrita } from '../src/digitalizacoes/digitalizacoes.seed.ts';
import { abrirOcr } from '../src/digitalizacoes/ocr.ts';
import { percentil } from './medidas.ts';
import type { BenchRow } from './server-bench.ts';

export const OCR_PAGINA_ALVO_MS = 5_000;
export const P95_PESQUISA_ALVO_MS = 500;

const PALAVRAS = [
  'associação', 'assembleia', 'estatuto', 'diretoria', 'presidente', 'tesoureiro', 'secretário', 'conselho', 'fiscal', 'mandato',
  'sede', 'foro', 'finalidade', 'patrimônio', 'receita', 'despesa', 'sócio', 'fundador', 'eleição', 'posse', 'ata', 'reunião',
  'extraordinária', 'ordinária', 'convocação', 'quórum', 'deliberação', 'aprovação', 'alteração', 'dissolução', 'liquidação',
  'educação', 'cultura', 'esporte', 'cidadania', 'comunidade', 'moradores', 'bairro', 'município', 'Goiânia', 'Anápolis',
  'Aparecida', 'Rio Verde', 'cooperativa', 'instituto', 'fundação', 'clube', 'igreja', 'sindicato', 'federação', 'capítulo',
  'artigo', 'parágrafo', 'inciso', 'vigência', 'registro', 'cartório', 'averbação', 'certidão', 'documento', 'assinatura',
];

/** One A4 page of eight lines read by the OCR, in ms (the worker started before). */
export async function medirOcr(): Promise<number> {
  const png = await paginaEscrita(Array.from({ length: 8 }, (_, i) => PALAVRAS.slice(i * 6, i * 6 + 6).join(' ')));
  const ocr = await abrirOcr();
  try {
    await ocr.ler(png);
    const inicio = performance.now();
    await ocr.ler(png);
    return performance.now() - inicio;
  } finally {
    await ocr.fechar();
  }
}

/** Puts `paginas` pages (10 per file) into a migrated database and times the searches. */
export async function medirPesquisa(database: Database, paginas: number, log: (linha: string) => void): Promise<{ readonly semeaduraMs: number; readonly tempos: readonly number[] }> {
  const { db } = database;
  const arquivos = Math.ceil(paginas / 10);
  const inicio = performance.now();
  const usuario = (await db.execute<{ id: number }>(sql`SELECT id FROM usuario ORDER BY id LIMIT 1`)).rows[0]?.id ?? 1;
  const processo = (await db.execute<{ protocolo: number }>(sql`SELECT protocolo FROM processo ORDER BY protocolo LIMIT 1`)).rows[0]?.protocolo;
  if (processo === undefined) throw new Error('no process to attach the files to');
  await db.execute(sql`INSERT INTO arquivo (chave, tipo, tamanho, sha256, local, conteudo) SELECT 'digitalizacao/bench/' || n || '.pdf', 'application/pdf', 1, repeat('0', 64), 'banco', '\\x00'::bytea FROM generate_series(1, ${arquivos}) n`);
  await db.execute(sql`
    INSERT INTO digitalizacao (arquivo, nome, tipo, tamanho, paginas, sha256, protocolo, ocr, criado_por)
    SELECT 'digitalizacao/bench/' || n || '.pdf', 'bench-' || n || '.pdf', 'application/pdf', 1, 10, repeat('0', 64), ${processo}, 'CONCLUIDO', ${usuario} FROM generate_series(1, ${arquivos}) n`);
  const vocabulario = `{${PALAVRAS.map((p) => `"${p}"`).join(',')}}`;
  await db.execute(sql`
    WITH textos AS (
      SELECT d.id, p.numero,
             (SELECT string_agg((${vocabulario}::text[])[1 + floor(random() * ${PALAVRAS.length})::int + (d.id * 0 + p.numero * 0 + g * 0)], ' ') FROM generate_series(1, 90) g) AS texto
        FROM digitalizacao d CROSS JOIN generate_series(1, 10) AS p(numero) WHERE d.nome LIKE 'bench-%')
    INSERT INTO digitalizacao_pagina (digitalizacao_id, numero, texto, busca) SELECT id, numero, texto, to_tsvector('pt_unaccent', texto) FROM textos`);
  await db.execute(sql`
    INSERT INTO digitalizacao_palavra (palavra)
    SELECT DISTINCT w FROM digitalizacao_pagina, regexp_split_to_table(f_unaccent(lower(texto)), '[^a-z0-9]+') AS w WHERE length(w) BETWEEN 3 AND 60
    ON CONFLICT DO NOTHING`);
  await db.execute(sql`ANALYZE digitalizacao_pagina`);
  await db.execute(sql`ANALYZE digitalizacao_palavra`);
  const semeaduraMs = performance.now() - inicio;
  log(`PostgreSQL: ${(arquivos * 10).toLocaleString('en')} scanned pages put in in ${Math.round(semeaduraMs)} ms`);
  const buscas = ['assembleia', 'liquidação', 'diretoria eleição', 'anapolis', 'cartorio averbacao', 'esttuto', 'quorum deliberação', 'Rio Verde'];
  const pagina = { pageNumber: 0, pageSize: 20 };
  for (const texto of buscas) await pesquisarPaginas(db, { texto }, pagina);
  const tempos: number[] = [];
  for (let i = 0; i < 80; i++) {
    const t = performance.now();
    await pesquisarPaginas(db, { texto: buscas[i % buscas.length] ?? 'ata' }, pagina);
    tempos.push(performance.now() - t);
  }
  log(`PostgreSQL: archive search p95 ${percentil(tempos, 95).toFixed(1)} ms`);
  return { semeaduraMs, tempos };
}

/** The figures' rows, beside their targets. */
export function linhasDigitalizacoes(ocrMs: number, paginas: number, pesquisa: { readonly tempos: readonly number[] }): BenchRow[] {
  const p95 = percentil(pesquisa.tempos, 95);
  return [
    { measure: 'Scanning: one A4 page of eight lines read by the OCR (tesseract.js, Portuguese; issue 31)', value: ocrMs, unit: 'ms', target: OCR_PAGINA_ALVO_MS, comparison: '<=', met: ocrMs <= OCR_PAGINA_ALVO_MS },
    { measure: `PostgreSQL: the archive's text search among ${paginas.toLocaleString('en')} pages (a word, a rare one, two words, no accent, a misread letter) p50`, value: percentil(pesquisa.tempos, 50), unit: 'ms' },
    { measure: `PostgreSQL: the archive's text search among ${paginas.toLocaleString('en')} pages p95`, value: p95, unit: 'ms', target: P95_PESQUISA_ALVO_MS, comparison: '<=', met: p95 <= P95_PESQUISA_ALVO_MS },
  ];
}
