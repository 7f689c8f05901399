/**
 * Outside production, the demo processes' exams: the processes' demo carries some of them past the exam along the
 * state machine (processos.seed.ts); here each of those decisions gets its round — the examiner, when the process
 * reached them and when they decided — the one sent back with requirements gets its note (two requirements with
 * their legal grounds, to be met within the next days), and the ones sent to conference their analysis. Seeded
 * once: not when the office has any exam.
 */
import { sql } from 'drizzle-orm';
import { addBusinessDays, diaCivil, FUSO_HORARIO_PADRAO } from '@rpj/domain';
import type { Db } from '../db/client.ts';
import type { OpcoesSemente } from '../http/area.ts';
import { calendarioEm } from '../processos/processos.service.ts';

const EXIGENCIAS_DEMO = [
  { texto: 'Apresentar a ata de eleição e posse da diretoria com a qualificação completa de cada eleito (nome, CPF, estado civil, profissão e domicílio) e a duração do mandato.', fundamento: 'Lei 6.015/1973, art. 120', busca: '%6.015%120%' },
  { texto: 'Apresentar a lista de presença da assembleia, assinada pelos associados presentes, para conferência do quórum exigido pelo estatuto.', fundamento: 'Código Civil, art. 59', busca: '%Civil%59%' },
] as const;

export async function semearExames(db: Db, opcoes: OpcoesSemente): Promise<void> {
  if (!opcoes.demo) return;
  if (Number((await db.execute<{ n: string | number }>(sql`SELECT count(*) AS n FROM exame`)).rows[0]?.n ?? 0) > 0) return;
  const decisoes = await db.execute<{ protocolo: number; evento: string; em: string | Date; examinador_id: number | null; inicio: string | Date | null }>(sql`
    SELECT h.protocolo, h.evento, h.em, coalesce((SELECT id FROM usuario WHERE login = h.usuario), p.responsavel_id) AS examinador_id,
           (SELECT max(d.em) FROM processo_historico d WHERE d.protocolo = h.protocolo AND d.para = 'EM_EXAME' AND d.id < h.id) AS inicio
      FROM processo_historico h JOIN processo p ON p.protocolo = h.protocolo
     WHERE h.evento IN ('APROVAR_EXAME', 'EXIGIR') ORDER BY h.id`);
  const dia = diaCivil(Date.now(), FUSO_HORARIO_PADRAO);
  const prazo = addBusinessDays(dia, 5, await calendarioEm(db, dia));
  for (const d of decisoes.rows) {
    if (d.examinador_id === null) continue;
    const exigencia = d.evento === 'EXIGIR';
    const exame = await db.execute<{ id: number }>(sql`
      INSERT INTO exame (protocolo, rodada, examinador_id, iniciado_em, decidido_em, decisao, prazo_exigencia)
      VALUES (${d.protocolo}, (SELECT coalesce(max(rodada), 0) + 1 FROM exame WHERE protocolo = ${d.protocolo}), ${d.examinador_id},
              ${d.inicio ?? d.em}, ${d.em}, ${exigencia ? 'EXIGENCIA' : 'APTO'}, ${exigencia ? prazo : null}::date)
      RETURNING id`);
    const id = exame.rows[0]?.id;
    if (!exigencia || id === undefined) continue;
    for (const [i, e] of EXIGENCIAS_DEMO.entries()) {
      await db.execute(sql`
        INSERT INTO exigencia (exame_id, ordem, texto, fundamento, fundamento_id)
        VALUES (${id}, ${i + 1}, ${e.texto}, coalesce((SELECT nome FROM fundamento_legal WHERE nome LIKE ${e.busca} ORDER BY id LIMIT 1), ${e.fundamento}),
                (SELECT id FROM fundamento_legal WHERE nome LIKE ${e.busca} ORDER BY id LIMIT 1))`);
    }
    await db.execute(sql`UPDATE processo SET prazo_exigencia = ${prazo}::date WHERE protocolo = ${d.protocolo} AND situacao = 'EM_EXIGENCIA'`);
  }
  // The fit titles sent on to conference were analysed by the other demo examiner (never the one who examined).
  await db.execute(sql`
    INSERT INTO analise (protocolo, exame_id, analista_id, em, decisao)
    SELECT h.protocolo, x.id, (SELECT id FROM usuario WHERE login = CASE WHEN u.login = 'examinador' THEN 'admin' ELSE 'examinador' END), h.em, 'CONFIRMAR'
      FROM processo_historico h
      JOIN LATERAL (SELECT id, examinador_id FROM exame WHERE protocolo = h.protocolo ORDER BY rodada DESC LIMIT 1) x ON true
      JOIN usuario u ON u.id = x.examinador_id
     WHERE h.evento = 'ENVIAR_CONFERENCIA'`);
}
