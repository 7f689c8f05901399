/**
 * What an area adds to the permission matrix (permission-matrix.test.ts): one request per endpoint that succeeds
 * for a caller holding the row's permissions, keyed like docs/api.md's table. Each area's samples live in
 * `test/areas/<area>.matrix.ts` (exporting `amostras`), which the matrix collects: no shared file to edit.
 */
import type { RegistrosApi, RpjSdk } from '@rpj/sdk';
import type { Db } from '../src/db/client.ts';

/** A request that succeeds for a caller holding the row's permissions. */
export interface Amostra {
  readonly path: string;
  readonly body?: unknown;
}

/** Makes a sample; `login` is the caller's, for a request on something of the caller's own (their open cash box). */
export type Preparo = (login?: string) => Promise<Amostra>;

/** The samples of some rows: one request, or one to create and one to update for a save. */
export type Amostras = Readonly<Record<string, Preparo | { readonly novo: Preparo; readonly existente: Preparo }>>;

/** An area's samples, given the administrator's SDK, a maker of unique texts and the test server's database. */
export type AmostrasDaArea = (sdk: () => RpjSdk, unico: (prefixo: string) => string, db: () => Db) => Amostras;

/** The samples of the four endpoints of a record area (`endpointsDeRegistros`) at `path`, with a fresh body each. */
export function amostrasDeRegistros<S extends object>(
  path: string,
  api: () => RegistrosApi<{ readonly id: number; readonly versao: number }, unknown, S, unknown>,
  corpo: () => S | Promise<S>,
): Amostras {
  const criado = async (): Promise<{ readonly id: number; readonly versao: number }> => (await api().salvar(await corpo())).dados;
  return {
    [`GET ${path}/listar`]: () => Promise.resolve({ path: `${path}/listar` }),
    [`GET ${path}/:id`]: async () => ({ path: `${path}/${(await criado()).id}` }),
    [`POST ${path}`]: {
      novo: async () => ({ path, body: await corpo() }),
      existente: async () => {
        const r = await criado();
        return { path, body: { ...(await corpo()), id: r.id, versao: r.versao } };
      },
    },
    [`DELETE ${path}/:id`]: async () => ({ path: `${path}/${(await criado()).id}` }),
  };
}
