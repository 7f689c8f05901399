/**
 * PGlite does not lock its data folder: a second process could open it and corrupt it. The server holds a lock
 * file with its pid for as long as it runs; a lock left by a process that no longer exists is taken over.
 */
import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Lock files this process holds: its own pid in a lock file it did not take is a leftover (a reused pid). */
const held = new Set<string>();

/** Takes the lock of a data folder; returns its release. Throws a clear error when it is in use. */
export function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, 'rpj.lock');
  for (;;) {
    try {
      const fd = openSync(file, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      held.add(file);
      return () => {
        held.delete(file);
        rmSync(file, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number(readFileSync(file, 'utf8').trim());
      const inUse = holder === process.pid ? held.has(file) : Number.isInteger(holder) && holder > 0 && alive(holder);
      if (inUse) {
        throw new Error(
          `A pasta de dados ${dataDir} está em uso pelo processo ${holder}. Encerre-o ou use outra pasta (RPJ_DATA_DIR).`,
          { cause: error },
        );
      }
      rmSync(file, { force: true }); // stale: its process is gone
    }
  }
}
