import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { migracoes, pastasDeMigracao } from './migrate.ts';

async function pasta(...arquivos: string[]): Promise<string> {
  const dir = `${await mkdtemp(join(tmpdir(), 'rpj-mig-'))}/`;
  for (const a of arquivos) await writeFile(`${dir}${a}`, 'SELECT 1;');
  return dir;
}

describe('migracoes: the shared folder and every area folder, in one order', () => {
  it('orders the files of all folders by name and ignores what is not a migration', async () => {
    const comum = await pasta('0001_base.sql', '0003_c.sql', 'LEIA-ME.md');
    const area = await pasta('0002_area.sql', '0004_area_lista.sql');
    expect((await migracoes([comum, area])).map((m) => m.nome)).toEqual(['0001_base.sql', '0002_area.sql', '0003_c.sql', '0004_area_lista.sql']);
  });

  it('refuses a name found in two folders', async () => {
    await expect(migracoes([await pasta('0007_x.sql'), await pasta('0007_x.sql')])).rejects.toThrow('0007_x.sql is in two folders');
  });

  it('includes the folders the areas declare (the users area’s list stamp)', async () => {
    const nomes = (await migracoes(pastasDeMigracao())).map((m) => m.nome);
    expect(nomes).toContain('0004_usuario_versao.sql');
    expect(nomes).toEqual([...nomes].sort());
  });
});
