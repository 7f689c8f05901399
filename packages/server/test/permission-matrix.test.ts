// security.md #6: the server is the authority. This matrix is driven by the endpoint → permission table of
// docs/api.md, read independently of the route declarations: every endpoint × a user without the permission
// → 403 (no token → 401), with it → 2xx. It also fails when a route has no row or a row has no route.
import { existsSync, readdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Permissao } from '@rpj/domain';
import type { Servico } from '@rpj/sdk/contract';
import { readApiTable, type ApiTableRow } from '../../../tooling/api-table.ts';
import { createAreaApp } from '../src/services.ts';
import { embeddedAccounts } from '../src/identity/provider-accounts.ts';
import type { RouteDeclaration } from '../src/http/route.ts';
import { novoCpf } from './cpf.ts';
import type { Amostra, Amostras, AmostrasDaArea, Preparo } from './matrix.ts';
import { startTestServer, type TestServer } from './harness.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

// Every service's rows: each request goes to the service its row names.
const rows = readApiTable();
const keyOf = (method: string, path: string): string => `${method} ${path.replace(/\{(\w+)\}/g, ':$1')}`;


const admin = () => server.sdk('admin');
let seq = 0;
const unique = (prefix: string): string => `${prefix}${Date.now().toString(36)}${(seq++).toString(36)}`;

async function novoUsuario(grupoIds: readonly number[] = []): Promise<{ id: number; versao: number; cpf: string; nome: string; login: string }> {
  const { dados } = await admin().usuarios.salvar({ cpf: novoCpf(), nome: 'Pessoa da Matriz', login: unique('m.'), ativo: true, grupoIds });
  return dados;
}
async function grupoId(nome: string): Promise<number> {
  return (await admin().gruposUsuario.todos()).dados.find((g) => g.nome === nome)?.id ?? 0;
}

// The areas' own samples (test/areas/<area>.matrix.ts, test/matrix.ts).
const pastaAreas = new URL('./areas/', import.meta.url);
const deAreas = await Promise.all(
  (existsSync(pastaAreas) ? readdirSync(pastaAreas).filter((f) => f.endsWith('.matrix.ts')) : []).map(async (f) =>
    ((await import(new URL(f, pastaAreas).href)) as { amostras: AmostrasDaArea }).amostras(admin, unique, () => server.database.db),
  ),
);

// One sample per endpoint of the table (keyed like the doc); a row without one fails the test below.
const amostras: Amostras = {
  ...deAreas.reduce<Amostras>((todas, area) => ({ ...todas, ...area }), {}),
  'GET /usuario/recupera-dados-por-login': () => Promise.resolve({ path: '/usuario/recupera-dados-por-login' }),
  'POST /usuario': {
    novo: () => Promise.resolve({ path: '/usuario', body: { cpf: novoCpf(), nome: 'Nova Pessoa', login: unique('n.'), ativo: true, grupoIds: [] } }),
    existente: async () => {
      const u = await novoUsuario();
      return { path: '/usuario', body: { id: u.id, versao: u.versao, cpf: u.cpf, nome: 'Nome Alterado', login: u.login, ativo: true, grupoIds: [] } };
    },
  },
  'GET /usuario/listarAnalista': () => Promise.resolve({ path: '/usuario/listarAnalista' }),
  'GET /usuario/listarCaixas': () => Promise.resolve({ path: '/usuario/listarCaixas' }),
  'GET /usuario/listar': () => Promise.resolve({ path: '/usuario/listar?ativo=true' }),
  'POST /usuario/buscar': () => Promise.resolve({ path: '/usuario/buscar', body: { nome: 'pessoa' } }),
  'GET /usuario/:id': async () => ({ path: `/usuario/${(await novoUsuario()).id}` }),
  'GET /usuario/:id/ficha': async () => ({ path: `/usuario/${(await novoUsuario()).id}/ficha` }),
  'DELETE /usuario/:id': async () => ({ path: `/usuario/${(await novoUsuario()).id}` }),
  'POST /usuario/restaurar/:id': async () => {
    const u = await novoUsuario();
    await admin().usuarios.remover(u.id);
    return { path: `/usuario/restaurar/${u.id}` };
  },
  'POST /usuario/resetar-senha/:id': async () => ({ path: `/usuario/resetar-senha/${(await novoUsuario()).id}` }),
  'GET /grupo-usuario/listar': () => Promise.resolve({ path: '/grupo-usuario/listar' }),
  'GET /grupo-usuario/todos': () => Promise.resolve({ path: '/grupo-usuario/todos' }),
  'GET /grupo-usuario/:id': async () => ({ path: `/grupo-usuario/${await grupoId('USER')}` }),
  'POST /grupo-usuario': {
    novo: () => Promise.resolve({ path: '/grupo-usuario', body: { nome: unique('G').toUpperCase(), permissoes: [] } }),
    existente: async () => {
      const { dados } = await admin().gruposUsuario.salvar({ nome: unique('G').toUpperCase(), permissoes: [] });
      return { path: '/grupo-usuario', body: { id: dados.id, versao: dados.versao, nome: dados.nome, permissoes: ['VISUALIZAR_USUARIOS'] } };
    },
  },
  'DELETE /grupo-usuario/:id': async () => {
    const { dados } = await admin().gruposUsuario.salvar({ nome: unique('G').toUpperCase(), permissoes: [] });
    return { path: `/grupo-usuario/${dados.id}` };
  },
  // A job of the system: any signed-in caller with its id may follow it.
  'GET /tarefa/:id': async () => ({ path: `/tarefa/${(await server.services.fila.enviar('limpeza', {})) ?? ''}` }),
  'GET /permissao/listar': () => Promise.resolve({ path: '/permissao/listar?area=USUARIOS' }),
  'GET /permissao/catalogo': () => Promise.resolve({ path: '/permissao/catalogo' }),
  'GET /permissao/:id': async () => ({ path: `/permissao/${(await admin().permissoes.catalogo()).dados[0]?.id ?? 0}` }),
  'POST /permissao': async () => {
    const p = (await admin().permissoes.catalogo()).dados.find((x) => x.nome === 'VISUALIZAR_FERIADOS');
    if (p === undefined) throw new Error('no permission');
    const { dados: fresh } = await admin().permissoes.obter(p.id);
    return { path: '/permissao', body: { id: fresh.id, versao: fresh.versao, rotulo: 'Ver feriados', grupoIds: fresh.grupos.map((g) => g.id) } };
  },
};

/**
 * For the rows marked `+ conta` (security.md #14): a request acting on an account that belongs to these groups.
 * The row's permissions suffice for an account without groups (the samples above); here the account also holds
 * a permission the caller lacks.
 */
const amostrasConta: Readonly<Record<string, (grupoIds: readonly number[]) => Promise<Amostra>>> = {
  'POST /usuario': async (grupoIds) => {
    const u = await novoUsuario(grupoIds);
    return { path: '/usuario', body: { id: u.id, versao: u.versao, cpf: u.cpf, nome: 'Nome Alterado', login: u.login, ativo: true, grupoIds } };
  },
  'DELETE /usuario/:id': async (grupoIds) => ({ path: `/usuario/${(await novoUsuario(grupoIds)).id}` }),
  'POST /usuario/restaurar/:id': async (grupoIds) => {
    const u = await novoUsuario(grupoIds);
    await admin().usuarios.remover(u.id);
    return { path: `/usuario/restaurar/${u.id}` };
  },
  'POST /usuario/resetar-senha/:id': async (grupoIds) => ({ path: `/usuario/resetar-senha/${(await novoUsuario(grupoIds)).id}` }),
};

/** A group holding one permission no row of the table needs. */
let grupoAlheio: Promise<number> | undefined;
function grupoComPermissaoAlheia(): Promise<number> {
  grupoAlheio ??= admin()
    .gruposUsuario.salvar({ nome: unique('ALHEIO').toUpperCase(), permissoes: ['VISUALIZAR_FERIADOS'] })
    .then(({ dados }) => dados.id);
  return grupoAlheio;
}

/** A signed-in user holding exactly these permissions (through a group made for them). */
const holders = new Map<string, Promise<string>>();
function userWith(permissoes: readonly Permissao[]): Promise<string> {
  const key = [...permissoes].sort().join(',');
  let login = holders.get(key);
  if (login === undefined) {
    login = (async () => {
      const grupoIds: number[] = [];
      if (permissoes.length > 0) {
        const { dados } = await admin().gruposUsuario.salvar({ nome: unique('MATRIZ').toUpperCase(), permissoes });
        grupoIds.push(dados.id);
      }
      const name = unique('matriz.');
      await admin().usuarios.salvar({ cpf: novoCpf(), nome: 'Usuário da Matriz', login: name, ativo: true, grupoIds });
      return name;
    })();
    holders.set(key, login);
  }
  return login;
}

async function call(row: ApiTableRow, amostra: Amostra, login: string | undefined): Promise<number> {
  const response = await server.request(row.method, amostra.path, {
    servico: row.service as Servico,
    ...(login === undefined ? {} : { login }),
    ...(amostra.body === undefined ? {} : { body: amostra.body }),
  });
  return response.status;
}

function sample(key: string, kind?: 'novo' | 'existente'): Preparo {
  const entry = amostras[key];
  if (entry === undefined) throw new Error(`No sample for ${key}: add one to the matrix`);
  if (typeof entry === 'function') return entry;
  return entry[kind ?? 'novo'];
}

describe('every route and every row of docs/api.md match', () => {
  const deps = { db: undefined as never, verifier: () => Promise.reject(new Error('unused')), identificacao: { emissor: 'x', modo: 'externo', userClaim: 'x', clientesTecnicos: new Map() }, accounts: embeddedAccounts, fila: undefined as never, arquivos: undefined as never, impressao: { timbre: { cartorio: 'x', endereco: '', uf: 'GO' }, appOrigin: 'http://x', agora: () => new Date() }, tribunal: { url: undefined, email: 'x', senha: 'x', hash: 'x' } } as const;
  const servicos = ['cadastro', 'selo', 'consulta'] as const;
  const apps = servicos.map((servico) => [servico, createAreaApp(servico, deps, 'silent')] as const);

  it('every registered route declares its permission or is explicitly public', async () => {
    // The one route nobody declares: the CORS plugin's preflight answer, which carries no data.
    const preflight = (r: { method: string; url: string }): boolean => r.method === 'OPTIONS' && r.url === '*';
    for (const [, app] of apps) {
      await app.ready();
      const undeclared = app.rpjRoutes.filter((r) => {
        const config = (r.config ?? {}) as Partial<RouteDeclaration> & { publico?: boolean };
        return !preflight(r) && config.permissao === undefined && config.publico !== true;
      });
      expect(undeclared).toEqual([]);
      expect(app.rpjRoutes.filter(preflight)).toHaveLength(1);
    }
  });

  it('every contract route has a row of its service, and every row a route', async () => {
    const routes: string[] = [];
    for (const [servico, app] of apps) {
      await app.ready();
      for (const r of app.rpjRoutes) if (((r.config ?? {}) as Partial<RouteDeclaration>).permissao !== undefined) routes.push(`${servico} ${r.method} ${r.url}`);
    }
    expect(routes.sort()).toEqual(rows.map((r) => `${r.service} ${keyOf(r.method, r.path)}`).sort());
  });

  it('every row has a sample request, and every `+ conta` row one acting on a more powerful account', () => {
    expect(rows.map((r) => keyOf(r.method, r.path)).filter((k) => !(k in amostras))).toEqual([]);
    const conta = rows.filter((r) => r.permission.kind !== 'public' && r.permission.kind !== 'authenticated' && r.permission.account);
    expect(conta.map((r) => keyOf(r.method, r.path)).sort()).toEqual(Object.keys(amostrasConta).sort());
  });
});

describe.each(rows.map((r) => [keyOf(r.method, r.path), r] as const))('%s', (key, row) => {
  const rule = row.permission;

  if (rule.kind !== 'public') {
    it('without a token: 401', async () => {
      expect(await call(row, await sample(key)(), undefined)).toBe(401);
    });
  }

  if (rule.kind === 'public') {
    it('without a token: 2xx', async () => {
      const status = await call(row, await sample(key)(), undefined);
      expect(status, key).toBeGreaterThanOrEqual(200);
      expect(status).toBeLessThan(300);
    });
  }

  if (rule.kind === 'authenticated') {
    it('any signed-in user, with no permission: 2xx', async () => {
      const status = await call(row, await sample(key)(), await userWith([]));
      expect(status).toBeGreaterThanOrEqual(200);
      expect(status).toBeLessThan(300);
    });
  }

  if (rule.kind === 'all') {
    const needed = rule.permissions as readonly Permissao[];
    it(`with ${needed.join(' and ')}: 2xx`, async () => {
      const login = await userWith(needed);
      const status = await call(row, await sample(key)(login), login);
      expect(status, key).toBeGreaterThanOrEqual(200);
      expect(status).toBeLessThan(300);
    });
    it.each(needed)('without %s: 403', async (missing) => {
      const others = needed.filter((p) => p !== missing);
      const login = await userWith(others);
      expect(await call(row, await sample(key)(login), login)).toBe(403);
    });
  }

  if (rule.kind === 'createUpdate') {
    const create = rule.create as readonly Permissao[];
    const update = rule.update as readonly Permissao[];
    it(`creating with ${create.join(' and ')}: 2xx; with ${update.join(' and ')} only: 403`, async () => {
      const ok = await call(row, await sample(key, 'novo')(), await userWith(create));
      expect(ok).toBeGreaterThanOrEqual(200);
      expect(ok).toBeLessThan(300);
      expect(await call(row, await sample(key, 'novo')(), await userWith(update))).toBe(403);
    });
    it(`updating with ${update.join(' and ')}: 2xx; with ${create.join(' and ')} only: 403`, async () => {
      const ok = await call(row, await sample(key, 'existente')(), await userWith(update));
      expect(ok).toBeGreaterThanOrEqual(200);
      expect(ok).toBeLessThan(300);
      expect(await call(row, await sample(key, 'existente')(), await userWith(create))).toBe(403);
    });
    it('with neither: 403', async () => {
      expect(await call(row, await sample(key, 'novo')(), await userWith([]))).toBe(403);
    });
  }
});

// security.md #14: the rows marked `+ conta` also need every permission of the account acted on.
const contaRows = rows.filter((r) => (r.permission.kind === 'all' || r.permission.kind === 'createUpdate') && r.permission.account);
describe.each(contaRows.map((r) => [keyOf(r.method, r.path), r] as const))('%s + conta', (key, row) => {
  const rule = row.permission;
  const needed = (rule.kind === 'all' ? rule.permissions : rule.kind === 'createUpdate' ? rule.update : []) as readonly Permissao[];

  it(`with ${needed.join(' and ')}, on an account holding a permission the caller lacks: 403`, async () => {
    const amostra = await amostrasConta[key]?.([await grupoComPermissaoAlheia()]);
    if (amostra === undefined) throw new Error(`No account sample for ${key}`);
    const response = await server.request(row.method, amostra.path, {
      login: await userWith(needed),
      ...(amostra.body === undefined ? {} : { body: amostra.body }),
    });
    expect([response.status, response.body.mensagens[0]]).toEqual([403, expect.stringContaining('(VISUALIZAR_FERIADOS)')]);
  });

  it(`with ${needed.join(', ')} and that permission too: 2xx`, async () => {
    const amostra = await amostrasConta[key]?.([await grupoComPermissaoAlheia()]);
    if (amostra === undefined) throw new Error(`No account sample for ${key}`);
    const status = await call(row, amostra, await userWith([...needed, 'VISUALIZAR_FERIADOS']));
    expect(status).toBeGreaterThanOrEqual(200);
    expect(status).toBeLessThan(300);
  });
});
