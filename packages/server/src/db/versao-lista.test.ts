import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite, type Database } from './client.ts';
import { migrate } from './migrate.ts';
import { lerVersaoLista } from './versao-lista.ts';

describe('versionar_lista (migration 0006): the change stamp an area declares for its list', () => {
  let database: Database;

  beforeAll(async () => {
    database = await openPglite();
    await migrate(database);
    await database.db.execute(sql`CREATE TABLE amostra (id serial PRIMARY KEY, nome text NOT NULL)`);
    await database.db.execute(sql`CREATE TABLE amostra_item (amostra_id int NOT NULL, item text NOT NULL)`);
    await database.db.execute(sql`SELECT versionar_lista('amostra', 'amostra', 'amostra_item')`);
  }, 60_000);

  afterAll(async () => {
    await database.close();
  });

  it('starts at zero, and an undeclared list is an error', async () => {
    expect(await lerVersaoLista(database.db, 'amostra')).toBe('0');
    await expect(lerVersaoLista(database.db, 'inexistente')).rejects.toThrow('has no change stamp');
  });

  it('rises once per committed transaction, however many rows and tables it writes', async () => {
    const antes = BigInt(await lerVersaoLista(database.db, 'amostra'));
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`INSERT INTO amostra (nome) SELECT 'n' || g FROM generate_series(1, 500) g`);
      await tx.execute(sql`INSERT INTO amostra_item VALUES (1, 'a'), (2, 'b')`);
      await tx.execute(sql`UPDATE amostra SET nome = upper(nome)`);
    });
    expect(BigInt(await lerVersaoLista(database.db, 'amostra'))).toBe(antes + 1n);
    await database.db.execute(sql`DELETE FROM amostra_item WHERE amostra_id = 2`);
    expect(BigInt(await lerVersaoLista(database.db, 'amostra'))).toBe(antes + 2n);
  });

  it('does not rise for a transaction rolled back, and rises on TRUNCATE', async () => {
    const antes = BigInt(await lerVersaoLista(database.db, 'amostra'));
    await expect(
      database.db.transaction(async (tx) => {
        await tx.execute(sql`INSERT INTO amostra (nome) VALUES ('desfeito')`);
        throw new Error('desfaz');
      }),
    ).rejects.toThrow('desfaz');
    expect(BigInt(await lerVersaoLista(database.db, 'amostra'))).toBe(antes);
    await database.db.execute(sql`TRUNCATE amostra_item`);
    expect(BigInt(await lerVersaoLista(database.db, 'amostra'))).toBe(antes + 1n);
  });
});
