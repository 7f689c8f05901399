/**
 * Fundamentos legais (`/fundamento-legal`) of the registration service: the legal grounds examiners cite in
 * requirement notes, each with its model text; a table and the four calls of a record area. The starting list is
 * put in at the first start, in production too (the exam offers it).
 */
import { sql } from 'drizzle-orm';
import { FUNDAMENTOS_LEGAIS_INICIAIS } from '@rpj/domain';
import { FUNDAMENTO_LEGAL_ENDPOINTS } from '@rpj/sdk/contract';
import type { Db } from '../db/client.ts';
import { areaDeRegistros } from '../http/registros.ts';

const tabela = {
  tabela: 'fundamento_legal',
  singular: 'fundamento legal',
  campos: { nome: 'nome', texto: 'texto' },
  busca: { nome: 'nome', texto: 'texto' },
  ordenacao: { nome: 'nome' },
  unico: { campo: 'nome', mensagem: 'Já existe um fundamento legal com este nome.' },
};

/**
 * The starting list (@rpj/domain's FUNDAMENTOS_LEGAIS_INICIAIS), only into an empty table: the list is the office's
 * own, so a ground it removed or renamed does not come back at the next start (the catalogue of acts does the same).
 */
async function semearFundamentos(db: Db): Promise<void> {
  const nomes = FUNDAMENTOS_LEGAIS_INICIAIS.map((f) => f.nome);
  const textos = FUNDAMENTOS_LEGAIS_INICIAIS.map((f) => f.texto);
  await db.execute(sql`
    INSERT INTO fundamento_legal (nome, texto)
    SELECT f.nome, f.texto FROM unnest(${sql.param(nomes)}::text[], ${sql.param(textos)}::text[]) WITH ORDINALITY AS f(nome, texto, ordem)
    WHERE NOT EXISTS (SELECT 1 FROM fundamento_legal)
    ORDER BY f.ordem`);
}

export const fundamentosLegais = areaDeRegistros({
  nome: 'fundamentos-legais',
  endpoints: FUNDAMENTO_LEGAL_ENDPOINTS,
  migracoes: new URL('./migrations/', import.meta.url),
  tabela,
  semear: semearFundamentos,
});
