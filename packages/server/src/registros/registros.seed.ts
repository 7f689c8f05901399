/**
 * Outside production, the demo's registrations: the titles the processes' demo carried to the officer's conference
 * whose deposits the cash demo settled are registered in Livro A through the area's own service — the officer's list
 * ticked by the demo officer, the new entity's object given — so the books, the entities' records and the
 * certificates show real registrations. Seeded once: not when the office has any registration.
 */
import { sql } from 'drizzle-orm';
import { PERMISSAO, type Permissao } from '@rpj/domain';
import type { Db } from '../db/client.ts';
import type { OpcoesSemente } from '../http/area.ts';
import { itensDaConferencia, marcar } from '../conferencias/conferencias.repository.ts';
import { registrar } from './registros.service.ts';

const OBJETOS = ['Promover a educação e a cidadania por meio de projetos sociais.', 'Promover a prática esportiva amadora e a integração da comunidade.'];

export async function semearRegistros(db: Db, opcoes: OpcoesSemente): Promise<void> {
  if (!opcoes.demo) return;
  if (Number((await db.execute<{ n: string | number }>(sql`SELECT count(*) AS n FROM registro`)).rows[0]?.n ?? 0) > 0) return;
  const oficial = (await db.execute<{ id: number }>(sql`SELECT id FROM usuario WHERE login = 'oficial'`)).rows[0]?.id;
  if (oficial === undefined) return;
  const autor = { principal: { id: oficial, login: 'oficial', ativo: true, permissoes: new Set(Object.values(PERMISSAO) as Permissao[]) }, requestId: 'demo' };
  const prontos = await db.execute<{ protocolo: number; versao: number; tipo_ato: string }>(sql`
    SELECT p.protocolo, p.versao, p.tipo_ato FROM processo p JOIN deposito d ON d.id = p.deposito_id
     WHERE p.situacao = 'CONFERENCIA_OFICIAL' AND d.situacao IN ('LIQUIDADO', 'A_DEVOLVER') ORDER BY p.protocolo`);
  for (const [i, p] of prontos.rows.entries()) {
    for (const item of await itensDaConferencia(db, p.protocolo, p.tipo_ato, 'OFICIAL')) await marcar(db, p.protocolo, 'OFICIAL', item.item, oficial);
    await registrar(db, { uf: 'GO', cartorio: 'Registro Civil de Pessoas Jurídicas' }, p.protocolo, { versao: p.versao, objeto: OBJETOS[i % OBJETOS.length] ?? 'Finalidade do estatuto.' }, autor);
  }
}
