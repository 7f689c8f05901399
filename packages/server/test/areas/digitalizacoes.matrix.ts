import { createHash } from 'node:crypto';
import { createCanvas } from '@napi-rs/canvas';
import { sql } from 'drizzle-orm';
import type { AmostrasDaArea } from '../matrix.ts';

/** A small blank page image: a valid file to keep. */
async function pagina(): Promise<Buffer> {
  const canvas = createCanvas(40, 40);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, 40, 40);
  return canvas.encode('png');
}

// The scanned archive's endpoints for the permission matrix: uploads are each their sender's, so each sample makes the
// caller's own (a whole valid page in its one part for the conclusion); a kept file of demo process 3 is written
// directly (its bytes, checksum and row) for the reads and for each removal.
export const amostras: AmostrasDaArea = (_sdk, _unico, db) => {
  const usuario = sql`(SELECT id FROM usuario WHERE login = 'admin')`;
  const dono = (login = 'admin') => sql`(SELECT id FROM usuario WHERE login = ${login})`;
  const envio = async (login?: string, comParte = false): Promise<number> => {
    const png = await pagina();
    const r = await db().execute<{ id: number }>(sql`INSERT INTO digitalizacao_envio (nome, tamanho, protocolo, criado_por) VALUES ('matriz.png', ${png.length}, 3, ${dono(login)}) RETURNING id`);
    const id = r.rows[0]?.id ?? 0;
    if (comParte) await db().execute(sql`INSERT INTO digitalizacao_envio_parte (envio_id, numero, bytes) VALUES (${id}, 1, ${png})`);
    return id;
  };
  const guardado = async (): Promise<number> => {
    const png = await pagina();
    const chave = `digitalizacao/3/matriz-${String(Date.now())}-${String(Math.random()).slice(2, 10)}.png`;
    await db().execute(sql`INSERT INTO arquivo (chave, tipo, tamanho, sha256, local, conteudo) VALUES (${chave}, 'image/png', ${png.length}, ${createHash('sha256').update(png).digest('hex')}, 'banco', ${png})`);
    const r = await db().execute<{ id: number }>(sql`
      INSERT INTO digitalizacao (arquivo, nome, tipo, tamanho, paginas, sha256, protocolo, ocr, criado_por)
      VALUES (${chave}, 'matriz.png', 'image/png', ${png.length}, 1, ${createHash('sha256').update(png).digest('hex')}, 3, 'CONCLUIDO', ${usuario}) RETURNING id`);
    return r.rows[0]?.id ?? 0;
  };
  return {
    'POST /digitalizacao/envio': () => Promise.resolve({ path: '/digitalizacao/envio', body: { nome: 'matriz.png', tamanho: 100, protocolo: 3 } }),
    'GET /digitalizacao/envio/:id': async (login) => ({ path: `/digitalizacao/envio/${String(await envio(login))}` }),
    'PUT /digitalizacao/envio/:id/parte/:numero': async (login) => {
      const id = await envio(login);
      return { path: `/digitalizacao/envio/${String(id)}/parte/1`, body: { conteudo: (await pagina()).toString('base64') } };
    },
    'POST /digitalizacao/envio/:id/conclusao': async (login) => ({ path: `/digitalizacao/envio/${String(await envio(login, true))}/conclusao` }),
    'GET /digitalizacao/listar': () => Promise.resolve({ path: '/digitalizacao/listar?protocolo=3' }),
    'GET /digitalizacao/pesquisa': () => Promise.resolve({ path: '/digitalizacao/pesquisa?texto=assembleia' }),
    'GET /digitalizacao/:id': async () => ({ path: `/digitalizacao/${String(await guardado())}` }),
    'GET /digitalizacao/:id/arquivo': async () => ({ path: `/digitalizacao/${String(await guardado())}/arquivo` }),
    'GET /digitalizacao/:id/pagina/:numero': async () => ({ path: `/digitalizacao/${String(await guardado())}/pagina/1?largura=160` }),
    'POST /digitalizacao/:id/remocao': async () => ({ path: `/digitalizacao/${String(await guardado())}/remocao`, body: { motivo: 'Matriz' } }),
  };
};
