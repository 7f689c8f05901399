import { sql } from 'drizzle-orm';
import type { AmostrasDaArea } from '../matrix.ts';

// The seal service's endpoints for the permission matrix: a batch of one seal asked of the reference court; the demo's
// first batch; a batch put ready for review for each confirmation; demo process 2 sealed by hand; the last available
// seal voided.
export const amostras: AmostrasDaArea = (_sdk, _unico, db) => ({
  'POST /selo/importacao': () => Promise.resolve({ path: '/selo/importacao', body: { origem: 'TRIBUNAL', tipo: 'NORMAL', quantidade: 1 } }),
  'GET /selo/lote/listar': () => Promise.resolve({ path: '/selo/lote/listar?situacao=CONFIRMADO' }),
  'GET /selo/lote/:id': () => Promise.resolve({ path: '/selo/lote/1' }),
  'POST /selo/lote/:id/confirmacao': async () => {
    const r = await db().execute<{ id: number }>(sql`
      INSERT INTO selo_lote (tribunal, origem, situacao, resumo, criado_por)
      VALUES ('GO', 'ARQUIVO', 'PRONTO', '{"total":0,"porTipo":[],"problemas":[]}'::jsonb, (SELECT id FROM usuario WHERE login = 'admin')) RETURNING id`);
    return { path: `/selo/lote/${String(r.rows[0]?.id ?? 0)}/confirmacao` };
  },
  'GET /selo/estoque': () => Promise.resolve({ path: '/selo/estoque' }),
  'GET /selo/listar': () => Promise.resolve({ path: '/selo/listar?situacao=DISPONIVEL' }),
  'POST /selo/selagem': () => Promise.resolve({ path: '/selo/selagem', body: { protocolo: 2, tipo: 'NORMAL', motivo: 'Matriz' } }),
  'POST /selo/:id/inutilizacao': async () => {
    const r = await db().execute<{ id: number }>(sql`SELECT max(id) AS id FROM selo WHERE situacao = 'DISPONIVEL'`);
    return { path: `/selo/${String(r.rows[0]?.id ?? 0)}/inutilizacao`, body: { motivo: 'Matriz' } };
  },
});
