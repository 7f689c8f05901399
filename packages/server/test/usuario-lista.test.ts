// The users list keeps each filter's ordered ids in memory, checked against a change stamp of the users and their
// groups (src/db/lista-versionada.cache.ts, migration 0004): it must never answer from before a write, whether
// the write came through the API or from another connection, and its pages must be those of the query it replaces.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { FiltroUsuarios } from '@rpj/domain';
import { novoCpf } from './cpf.ts';
import { useTestServer } from './harness.ts';

const server = useTestServer();
const admin = () => server.sdk('admin');

async function logins(filtro: FiltroUsuarios, pageSize = 100): Promise<{ total: number; logins: string[] }> {
  const { dados } = await admin().usuarios.listar(filtro, { pageSize, sortBy: 'nome' });
  return { total: dados.totalElements, logins: dados.content.map((u) => u.login) };
}

async function versao(): Promise<number> {
  const result = await server.database.db.execute<{ versao: string }>(sql`SELECT versao::text AS versao FROM usuario_versao`);
  return Number(result.rows[0]?.versao);
}

describe('the users list after writes', () => {
  it('counts and lists at once a user created, renamed, deactivated, removed and restored through the API', async () => {
    expect(await logins({ login: 'lista.' })).toEqual({ total: 0, logins: [] });
    const { dados: um } = await admin().usuarios.salvar({ cpf: novoCpf(), nome: 'Zélia Lista', login: 'lista.um', ativo: true, grupoIds: [] });
    expect(await logins({ login: 'lista.' })).toEqual({ total: 1, logins: ['lista.um'] });
    await admin().usuarios.salvar({ cpf: novoCpf(), nome: 'Otávio Lista', login: 'lista.dois', ativo: true, grupoIds: [] });
    expect(await logins({ login: 'lista.' })).toEqual({ total: 2, logins: ['lista.dois', 'lista.um'] });
    // A new name moves the user in the order by name.
    const renamed = await admin().usuarios.salvar({ id: um.id, versao: um.versao, cpf: um.cpf, nome: 'Abel Lista', login: um.login, ativo: true, grupoIds: [] });
    const { dados: page } = await admin().usuarios.listar({ login: 'lista.' }, { sortBy: 'nome' });
    expect(page.content.map((u) => [u.login, u.nome])).toEqual([['lista.um', 'Abel Lista'], ['lista.dois', 'Otávio Lista']]);
    await admin().usuarios.salvar({ id: um.id, versao: renamed.dados.versao, cpf: um.cpf, nome: 'Abel Lista', login: um.login, ativo: false, grupoIds: [] });
    expect(await logins({ login: 'lista.', ativo: true })).toEqual({ total: 1, logins: ['lista.dois'] });
    await admin().usuarios.remover(um.id);
    expect(await logins({ login: 'lista.' })).toEqual({ total: 1, logins: ['lista.dois'] });
    await admin().usuarios.restaurar(um.id);
    expect(await logins({ login: 'lista.' })).toEqual({ total: 2, logins: ['lista.um', 'lista.dois'] });
  });

  it('sees at once what another connection wrote: users, memberships and group names', async () => {
    const before = await logins({ ativo: true });
    expect(before.logins).toContain('caixa');
    await server.database.exec(`UPDATE usuario SET ativo = false WHERE login = 'caixa'`);
    const after = await logins({ ativo: true });
    expect([after.total, after.logins.includes('caixa')]).toEqual([before.total - 1, false]);
    await server.database.exec(`UPDATE usuario SET ativo = true WHERE login = 'caixa'`);
    expect(await logins({ ativo: true })).toEqual(before);

    const { dados: grupos } = await admin().gruposUsuario.todos();
    const oficial = grupos.find((g) => g.nome === 'OFICIAL');
    if (oficial?.id === undefined) throw new Error('no OFICIAL group in the seed');
    const membros = await logins({ grupoId: oficial.id });
    expect(membros.logins).not.toContain('caixa');
    await server.database.exec(`INSERT INTO usuario_grupo (usuario_id, grupo_id) SELECT id, ${oficial.id} FROM usuario WHERE login = 'caixa'`);
    expect((await logins({ grupoId: oficial.id })).total).toBe(membros.total + 1);
    const { dados: caixa } = await admin().usuarios.listar({ login: 'caixa' });
    expect(caixa.content[0]?.grupos).toContain('OFICIAL');
    await server.database.exec(`UPDATE grupo_usuario SET nome = 'OFICIAL TITULAR' WHERE id = ${oficial.id}`);
    expect((await admin().usuarios.listar({ login: 'caixa' })).dados.content[0]?.grupos).toContain('OFICIAL TITULAR');
    await server.database.exec(`UPDATE grupo_usuario SET nome = 'OFICIAL' WHERE id = ${oficial.id}`);
    await server.database.exec(`DELETE FROM usuario_grupo WHERE grupo_id = ${oficial.id} AND usuario_id = (SELECT id FROM usuario WHERE login = 'caixa')`);
    expect(await logins({ grupoId: oficial.id })).toEqual(membros);
  });

  it('pages through the whole list in order, and a page past the end still carries the total', async () => {
    const all = await logins({});
    expect(all.total).toBeGreaterThan(4);
    const pages: string[] = [];
    for (let pageNumber = 0; pageNumber * 3 < all.total; pageNumber += 1) {
      const { dados } = await admin().usuarios.listar({}, { pageNumber, pageSize: 3, sortBy: 'nome' });
      expect([dados.totalElements, dados.number, dados.numberOfElements]).toEqual([all.total, pageNumber, Math.min(3, all.total - pageNumber * 3)]);
      pages.push(...dados.content.map((u) => u.login));
    }
    expect(pages).toEqual(all.logins);
    // Asked again with nothing written in between, a page comes from memory: the same answer.
    const first = await admin().usuarios.listar({}, { pageNumber: 1, pageSize: 3, sortBy: 'nome' });
    expect((await admin().usuarios.listar({}, { pageNumber: 1, pageSize: 3, sortBy: 'nome' })).dados).toEqual(first.dados);
    const { dados: past } = await admin().usuarios.listar({}, { pageNumber: 50, pageSize: 3 });
    expect([past.content, past.totalElements, past.empty, past.last]).toEqual([[], all.total, true, true]);
    const { dados: desc } = await admin().usuarios.listar({}, { pageSize: 100, sortBy: 'login', sort: 'desc' });
    expect(desc.content.map((u) => u.login)).toEqual([...desc.content.map((u) => u.login)].sort().reverse());
  });

  it('raises the change stamp once per committed transaction writing users, memberships or groups, at its commit, never for a rolled back one', async () => {
    const start = await versao();
    await server.database.exec(`BEGIN; UPDATE usuario SET versao = versao + 1 WHERE login = 'caixa'; UPDATE usuario SET versao = versao + 1; ROLLBACK`);
    expect(await versao()).toBe(start);
    await server.database.exec(
      `BEGIN; UPDATE usuario SET versao = versao + 1 WHERE login = 'caixa'; UPDATE usuario SET versao = versao + 1; COMMIT`,
    );
    expect(await versao()).toBe(start + 1);
    await server.database.exec(`BEGIN; SAVEPOINT a; UPDATE usuario SET versao = versao + 1; ROLLBACK TO a; UPDATE usuario_grupo SET grupo_id = grupo_id; COMMIT`);
    expect(await versao()).toBe(start + 2);
    await server.database.exec(`UPDATE grupo_usuario SET descricao = descricao`);
    expect(await versao()).toBe(start + 3);
  });
});
