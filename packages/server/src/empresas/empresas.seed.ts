/**
 * What the area needs at every start — the legal natures of @rpj/domain in their table — and, outside production,
 * a believable office's entities with their amendments and history (empresas.demo.ts).
 */
import { sql } from 'drizzle-orm';
import { NATUREZAS_JURIDICAS } from '@rpj/domain';
import type { Db } from '../db/client.ts';
import type { OpcoesSemente } from '../http/area.ts';
import { audit } from '../audit/audit.ts';
import { averbacoesDemo, empresasDemo } from './empresas.demo.ts';
import { buscarEmpresa, inserirEmpresa } from './empresas.repository.ts';

export async function semearEmpresas(db: Db, opcoes: OpcoesSemente): Promise<void> {
  for (const n of NATUREZAS_JURIDICAS) {
    await db.execute(sql`
      INSERT INTO natureza_juridica (codigo, nome, registravel, sociedade) VALUES (${n.codigo}, ${n.nome}, ${n.registravel}, ${n.sociedade})
      ON CONFLICT (codigo) DO UPDATE SET nome = excluded.nome, registravel = excluded.registravel, sociedade = excluded.sociedade`);
  }
  if (!opcoes.demo) return;
  const existentes = await db.execute<{ n: number | string }>(sql`SELECT count(*) AS n FROM empresa`);
  if (Number(existentes.rows[0]?.n ?? 0) > 0) return;
  for (const [indice, empresa] of empresasDemo().entries()) {
    const id = await inserirEmpresa(db, empresa);
    // Their history: the creation and each amendment, by the system that seeded them.
    const depois = await buscarEmpresa(db, id);
    await audit(db, { ator: undefined, acao: 'CRIACAO', entidade: 'empresa', entidadeId: id, requestId: 'demonstracao', depois });
    for (const [i, a] of averbacoesDemo(empresa, indice).entries()) {
      const r = await db.execute<{ id: number }>(sql`
        INSERT INTO empresa_averbacao (empresa_id, numero, data, tipo, descricao, protocolo)
        VALUES (${id}, ${i + 1}, ${a.data}, ${a.tipo}, ${a.descricao}, ${a.protocolo ?? null}) RETURNING id`);
      const averbacao = { id: r.rows[0]?.id ?? 0, empresaId: id, numero: i + 1, ...a };
      await audit(db, { ator: undefined, acao: 'AVERBACAO', entidade: 'empresa', entidadeId: id, requestId: 'demonstracao', antes: depois, depois: { ...depois, averbacao } });
    }
  }
}
