/**
 * Outside production: the demo's archive — two pages of each registered demo process (its statute and the minutes
 * of its founding assembly), drawn with their entity's name, kept like any file and read by the same OCR as an
 * upload, so /digitalizar finds them by a word and the process, exam and entity screens show them. Seeded once.
 */
import { createHash } from 'node:crypto';
import { createCanvas, GlobalFonts } from '@napi-rs/canvas';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import type { OpcoesSemente } from '../http/area.ts';
import { ROBOTO } from '../printing/pdf.ts';
import { lerTexto } from './digitalizacoes.service.ts';
import { abrirOcr } from './ocr.ts';

/** A page as a scanner gives it: black text on white, A4's proportions at a modest resolution (the first line larger). */
export async function paginaEscrita(linhas: readonly string[]): Promise<Buffer> {
  if (!GlobalFonts.has('Roboto')) GlobalFonts.registerFromPath(ROBOTO, 'Roboto');
  const canvas = createCanvas(1240, 1754);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  ctx.fillStyle = '#1a1a1a';
  linhas.forEach((l, i) => {
    ctx.font = i === 0 ? '44px Roboto' : '34px Roboto';
    ctx.fillText(l, 110, 200 + i * 64);
  });
  return canvas.encode('png');
}

export async function semearDigitalizacoes(db: Db, opcoes: OpcoesSemente): Promise<void> {
  if (!opcoes.demo) return;
  if (Number((await db.execute<{ n: string | number }>(sql`SELECT count(*) AS n FROM digitalizacao`)).rows[0]?.n ?? 0) > 0) return;
  const admin = (await db.execute<{ id: number }>(sql`SELECT id FROM usuario WHERE login = 'atendente'`)).rows[0]?.id;
  const processos = (await db.execute<{ protocolo: number; empresa_nome: string }>(sql`SELECT protocolo, empresa_nome FROM processo WHERE situacao = 'REGISTRADO' ORDER BY protocolo LIMIT 2`)).rows;
  if (admin === undefined || processos.length === 0) return;
  const ocr = await abrirOcr();
  try {
    for (const p of processos) {
      const documentos: readonly (readonly [string, readonly string[]])[] = [
        [`estatuto-${String(p.protocolo)}.png`, ['Estatuto social', p.empresa_nome, '', 'Capítulo I — Da denominação, sede e finalidade', 'Art. 1º A entidade é uma associação civil sem fins', 'lucrativos, com sede e foro em Goiânia, Goiás.', 'Art. 2º São finalidades da associação promover', 'a educação, a cultura e a cidadania.']],
        [`ata-fundacao-${String(p.protocolo)}.png`, ['Ata da assembleia geral de fundação', p.empresa_nome, '', 'Aos dez dias do mês, reuniram-se os associados', 'fundadores para aprovar o estatuto e eleger a', 'primeira diretoria, com mandato de dois anos.', 'Nada mais havendo, lavrou-se a presente ata.']],
      ];
      for (const [nome, linhas] of documentos) {
        const png = await paginaEscrita(linhas);
        const sha256 = createHash('sha256').update(png).digest('hex');
        const chave = `digitalizacao/${String(p.protocolo)}/demo-${nome}`;
        await db.execute(sql`INSERT INTO arquivo (chave, tipo, tamanho, sha256, local, conteudo) VALUES (${chave}, 'image/png', ${png.length}, ${sha256}, 'banco', ${png})`);
        const r = await db.execute<{ id: number }>(sql`
          INSERT INTO digitalizacao (arquivo, nome, tipo, tamanho, paginas, sha256, protocolo, criado_por)
          VALUES (${chave}, ${nome}, 'image/png', ${png.length}, 1, ${sha256}, ${p.protocolo}, ${admin}) RETURNING id`);
        const id = r.rows[0]?.id ?? 0;
        await lerTexto(db, id, 'image/png', png, ocr);
      }
    }
  } finally {
    await ocr.fechar();
  }
}
