/**
 * Real server processes for the tests and the bench (issue 19): `main.ts` started as `npm start` starts it, on a
 * port of the loopback found free, with the environment given, and waited for until it answers its health check.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** A free port on the loopback (taken back at once: the process that asks for it binds it next). */
export async function portaLivre(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => { resolve(); }));
  return port;
}

/** A server process with this environment over the current one; its output other than errors is dropped. */
export function processoServidor(env: Readonly<Record<string, string>>): ChildProcess {
  const raiz = fileURLToPath(new URL('../../..', import.meta.url));
  return spawn(process.execPath, ['--conditions=@rpj/source', '--import', 'tsx', join(raiz, 'packages/server/src/main.ts')], {
    cwd: raiz,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, ...env },
  });
}

/** Waits until the service on `porta` answers `/saude`, checking every 100 ms, up to 60 s. */
export async function esperarSaude(porta: number): Promise<void> {
  for (let i = 0; i < 600; i++) {
    if (await fetch(`http://127.0.0.1:${String(porta)}/saude`).then((r) => r.ok, () => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the server process on ${String(porta)} did not start`);
}
