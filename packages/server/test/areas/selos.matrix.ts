import { sql } from 'drizzle-orm';
import type { AmostrasDaArea } from '../matrix.ts';

// The seal service's endpoints for the permission matrix: a batch of one seal asked of the reference court; the demo's
// first batch; a batch put ready for review for each confirmation; demo process 2 sealed by hand; the last available
// seal voided; labels and a model page of a seal used for the occasion; a model made for each change or removal.
export const amostras: AmostrasDaArea = (_sdk, _unico, db) => {
  const MODELO = { nome: 'Modelo da matriz', texto: 'De {entidade}.', carimboXMm: 10, carimboYMm: 10 };
  const seloUsado = async (): Promise<string> =>
    (await db().execute<{ codigo: string }>(sql`UPDATE selo SET situacao = 'UTILIZADO', protocolo = 2, ato = 'Matriz', usado_em = now() WHERE id = (SELECT max(id) FROM selo WHERE situacao = 'DISPONIVEL') RETURNING codigo`)).rows[0]?.codigo ?? '';
  const modeloNovo = async (): Promise<number> =>
    (await db().execute<{ id: number }>(sql`INSERT INTO selo_modelo (nome, texto, carimbo_x_mm, carimbo_y_mm) VALUES ('Modelo da matriz', 'De {entidade}.', 10, 10) RETURNING id`)).rows[0]?.id ?? 0;
  return {
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
  // A used seal pending, and no sending under way (a sample's task may still be running: it is ended by hand).
  'POST /selo/envio': async () => {
    await db().execute(sql`UPDATE selo_envio SET situacao = 'FALHOU' WHERE situacao = 'ENVIANDO'`);
    await db().execute(sql`UPDATE selo SET situacao = 'UTILIZADO', protocolo = 3 WHERE id = (SELECT max(id) FROM selo WHERE situacao = 'DISPONIVEL')`);
    return { path: '/selo/envio' };
  },
  'GET /selo/envio/listar': () => Promise.resolve({ path: '/selo/envio/listar' }),
  'GET /selo/envio/:id': async () => {
    const r = await db().execute<{ id: number }>(sql`INSERT INTO selo_envio (situacao) VALUES ('CONCLUIDO') RETURNING id`);
    return { path: `/selo/envio/${String(r.rows[0]?.id ?? 0)}` };
  },
  'POST /selo/:id/correcao': async () => {
    const r = await db().execute<{ id: number }>(sql`UPDATE selo SET situacao = 'REJEITADO', rejeicao = 'Matriz', protocolo = 3 WHERE id = (SELECT max(id) FROM selo WHERE situacao = 'DISPONIVEL') RETURNING id`);
    return { path: `/selo/${String(r.rows[0]?.id ?? 0)}/correcao`, body: { motivo: 'Matriz' } };
  },
  'POST /selo/:id/inutilizacao': async () => {
    const r = await db().execute<{ id: number }>(sql`SELECT max(id) AS id FROM selo WHERE situacao = 'DISPONIVEL'`);
    return { path: `/selo/${String(r.rows[0]?.id ?? 0)}/inutilizacao`, body: { motivo: 'Matriz' } };
  },
  'GET /selo/etiquetas': async () => ({ path: `/selo/etiquetas?codigos=${await seloUsado()}&folha=A4360&posicao=1` }),
  'GET /selo/modelo/listar': () => Promise.resolve({ path: '/selo/modelo/listar' }),
  'POST /selo/modelo': () => Promise.resolve({ path: '/selo/modelo', body: MODELO }),
  'PUT /selo/modelo/:id': async () => ({ path: `/selo/modelo/${String(await modeloNovo())}`, body: MODELO }),
  'DELETE /selo/modelo/:id': async () => ({ path: `/selo/modelo/${String(await modeloNovo())}` }),
  'GET /selo/modelo/:id/pdf': async () => ({ path: `/selo/modelo/1/pdf?codigo=${await seloUsado()}` }),
  };
};
