// A successful write drops the cached reads it makes stale by itself: those of its area and of the areas its
// endpoint declares (`invalida`). No caller passes anything for it.
import * as t from 'io-ts';
import { describe, expect, it } from 'vitest';
import { autenticado, endpoint } from '../contract/endpoint.ts';
import { endpointsDeRegistros } from '../contract/registros.ts';
import { Vazio } from '../contract/resposta.codec.ts';
import { HttpRegistrosRemoviveis } from '../http/http-registros.ts';
import type { RpjSdk } from '../index.ts';
import { ok, useScriptedServer } from '../../test/scripted-server.ts';
import { paginaWire, sdkFor, usuarioWire, type Fixture } from '../../test/sdk-fixture.ts';

const server = useScriptedServer();

const CACHE = { cache: {} };

const linhaUsuario = (login: string): Record<string, unknown> =>
  ({ id: login.length, nome: login, login, cpf: '52998224725', email: null, ativo: true, primeiroAcesso: false, grupos: ['USER'] });
const linhaGrupo = { id: 2, nome: 'USER', quantidadeUsuarios: 1, quantidadePermissoes: 3 };
const permissao = { id: 5, nome: 'VISUALIZAR_USUARIOS', area: 'USUARIOS', acao: 'VISUALIZAR', rotulo: 'Visualizar usuários', grupos: [{ id: 2, nome: 'USER' }], versao: 1 };
const usuarioSalvar = { cpf: '52998224725', nome: 'Ana Lima', login: 'ana', ativo: true, grupoIds: [2] };

/** The cached reads a tool may hold, by name: their path and how a caller reads them. */
const LEITURAS = {
  usuarios: { path: '/usuario/listar', dados: paginaWire([linhaUsuario('maria')]), ler: (s: RpjSdk) => s.usuarios.listar({}, undefined, CACHE) },
  usuario: { path: '/usuario/7', dados: usuarioWire(), ler: (s: RpjSdk) => s.usuarios.obter(7, CACHE) },
  eu: { path: '/usuario/recupera-dados-por-login', dados: usuarioWire(), ler: (s: RpjSdk) => s.usuarios.recuperaDadosPorLogin() },
  grupos: { path: '/grupo-usuario/listar', dados: paginaWire([linhaGrupo]), ler: (s: RpjSdk) => s.gruposUsuario.listar({}, undefined, CACHE) },
  gruposTodos: { path: '/grupo-usuario/todos', dados: [{ id: 2, nome: 'USER' }], ler: (s: RpjSdk) => s.gruposUsuario.todos(CACHE) },
  permissoes: { path: '/permissao/catalogo', dados: [permissao], ler: (s: RpjSdk) => s.permissoes.catalogo(CACHE) },
} as const;

type Leitura = keyof typeof LEITURAS;

function setup(): Fixture {
  for (const leitura of Object.values(LEITURAS)) server.on('GET', leitura.path, ok(leitura.dados));
  return sdkFor(server);
}

async function lerTudo(sdk: RpjSdk): Promise<void> {
  for (const leitura of Object.values(LEITURAS)) await leitura.ler(sdk);
}

/** How many times each read reached the service. */
function buscas(): Record<Leitura, number> {
  const contar = (path: string): number => server.received.filter((r) => r.method === 'GET' && r.path === path).length;
  return Object.fromEntries(Object.entries(LEITURAS).map(([nome, leitura]) => [nome, contar(leitura.path)])) as Record<Leitura, number>;
}

interface Escrita {
  readonly name: string;
  readonly method: string;
  readonly path: string;
  readonly dados: unknown;
  readonly run: (sdk: RpjSdk) => Promise<unknown>;
  /** The reads that must come fresh afterwards; the others stay cached. */
  readonly frescas: readonly Leitura[];
}

const USUARIOS_E_GRUPOS: readonly Leitura[] = ['usuarios', 'usuario', 'eu', 'grupos', 'gruposTodos'];
const TODAS: readonly Leitura[] = [...USUARIOS_E_GRUPOS, 'permissoes'];

// What each write changes on the server (packages/server/src): a user's groups and removal change the groups
// list's member counts; a group's name and permissions show in users and permissions; a permission's groups
// change the groups' permissions and counts and the users' permissions. Nothing of a user shows in a permission.
const escritas: readonly Escrita[] = [
  { name: 'usuarios.salvar', method: 'POST', path: '/usuario', dados: usuarioWire(), run: (s) => s.usuarios.salvar(usuarioSalvar), frescas: USUARIOS_E_GRUPOS },
  { name: 'usuarios.remover', method: 'DELETE', path: '/usuario/7', dados: undefined, run: (s) => s.usuarios.remover(7), frescas: USUARIOS_E_GRUPOS },
  { name: 'usuarios.restaurar', method: 'POST', path: '/usuario/restaurar/7', dados: usuarioWire(), run: (s) => s.usuarios.restaurar(7), frescas: USUARIOS_E_GRUPOS },
  { name: 'usuarios.resetarSenha', method: 'POST', path: '/usuario/resetar-senha/7', dados: { senhaTemporaria: 'Xk3-9pQa' }, run: (s) => s.usuarios.resetarSenha(7), frescas: ['usuarios', 'usuario', 'eu'] },
  { name: 'gruposUsuario.salvar', method: 'POST', path: '/grupo-usuario', dados: { id: 2, nome: 'USER', permissoes: [], versao: 2 }, run: (s) => s.gruposUsuario.salvar({ id: 2, versao: 1, nome: 'USER', permissoes: [] }), frescas: TODAS },
  { name: 'gruposUsuario.remover', method: 'DELETE', path: '/grupo-usuario/2', dados: undefined, run: (s) => s.gruposUsuario.remover(2), frescas: TODAS },
  { name: 'permissoes.salvar', method: 'POST', path: '/permissao', dados: permissao, run: (s) => s.permissoes.salvar({ id: 5, versao: 1, rotulo: 'Ver usuários', grupoIds: [] }), frescas: TODAS },
];

describe('a successful write drops the cached reads it makes stale', () => {
  it('a tool lists users, saves one and lists again: the second list is the fresh one', async () => {
    const { sdk } = setup();
    server.on('GET', '/usuario/listar', ok(paginaWire([linhaUsuario('maria')])), ok(paginaWire([linhaUsuario('maria'), linhaUsuario('ana')])));
    server.on('POST', '/usuario', ok(usuarioWire({ id: 3, nome: 'Ana Lima', login: 'ana' })));
    await sdk.usuarios.listar({}, undefined, CACHE);
    await sdk.usuarios.salvar(usuarioSalvar);
    const depois = await sdk.usuarios.listar({}, undefined, CACHE);
    expect(depois.cached).toBeUndefined();
    expect(depois.dados.content.map((u) => u.login)).toEqual(['maria', 'ana']);
    expect(buscas().usuarios).toBe(2);
  });

  it.each(escritas)('$name: $method $path refreshes its area and the areas it changes, and only those', async (escrita) => {
    const { sdk } = setup();
    server.on(escrita.method, escrita.path, ok(escrita.dados));
    await lerTudo(sdk);
    await escrita.run(sdk);
    await lerTudo(sdk);
    const esperado = Object.fromEntries(Object.keys(LEITURAS).map((nome) => [nome, escrita.frescas.includes(nome as Leitura) ? 2 : 1]));
    expect(buscas()).toEqual(esperado);
  });

  it.each([
    [409, 'Outra pessoa alterou este usuário.'],
    [500, 'Erro interno.'],
  ])('a failed save (%i) drops nothing', async (status, mensagem) => {
    const { sdk } = setup();
    server.on('POST', '/usuario', { status, body: { mensagens: [mensagem], tipoResposta: 'ERRO' } });
    await lerTudo(sdk);
    await expect(sdk.usuarios.salvar({ ...usuarioSalvar, id: 3, versao: 1 })).rejects.toThrow();
    const depois = await sdk.usuarios.listar({}, undefined, CACHE);
    expect(depois.cached).toBe(true);
    await lerTudo(sdk);
    expect(Object.values(buscas())).toEqual(Object.keys(LEITURAS).map(() => 1));
  });

  it('a search that travels in a POST body is a read: it drops nothing', async () => {
    const { sdk } = setup();
    server.on('POST', '/usuario/buscar', ok(paginaWire([])));
    await lerTudo(sdk);
    await sdk.usuarios.buscar({ nome: 'Ana' });
    await lerTudo(sdk);
    expect(Object.values(buscas())).toEqual(Object.keys(LEITURAS).map(() => 1));
  });

  it.each([
    ['another area of the service', 'cadastro', '/feriado'],
    ['an area whose name only starts like the users’', 'cadastro', '/usuario-legado'],
    ['the same path on another service', 'selo', '/usuario'],
  ] as const)('a write in %s (%s %s) keeps the users’ entries', async (_, servico, path) => {
    const { sdk, http } = setup();
    const salvar = endpoint({ nome: 'outra.salvar', servico, metodo: 'POST', path, permissao: autenticado, body: t.unknown, dados: Vazio });
    server.on('POST', path, ok(undefined));
    await lerTudo(sdk);
    await http.call(salvar, { body: {} });
    await lerTudo(sdk);
    expect(buscas()).toMatchObject({ usuarios: 1, usuario: 1, eu: 1 });
  });

  it('a record area built with endpointsDeRegistros drops the areas it declares on save and removal', async () => {
    const { sdk, http } = setup();
    const feriados = new HttpRegistrosRemoviveis(http, endpointsDeRegistros({
      nome: 'feriado',
      path: '/feriado',
      permissoes: { visualizar: 'VISUALIZAR_USUARIOS', criar: 'CRIAR_USUARIOS', editar: 'EDITAR_USUARIOS', remover: 'REMOVER_USUARIOS' },
      registro: t.unknown,
      linha: t.unknown,
      salvar: t.unknown,
      filtro: t.unknown,
      ordenacao: ['nome'],
      invalida: ['/usuario'],
    }));
    server.on('POST', '/feriado', ok({ id: 1 }));
    server.on('DELETE', '/feriado/1', ok(undefined));
    await lerTudo(sdk);
    await feriados.salvar({ nome: 'Natal' });
    await lerTudo(sdk);
    await feriados.remover(1);
    await lerTudo(sdk);
    expect(buscas()).toEqual({ usuarios: 3, usuario: 3, eu: 3, grupos: 1, gruposTodos: 1, permissoes: 1 });
  });

  it('a call’s own chavesParaInvalidar and prefixosParaInvalidar drop more, once it succeeds', async () => {
    const { sdk } = setup();
    server.on('GET', '/permissao/listar', ok(paginaWire([permissao])));
    server.on('POST', '/usuario', ok(usuarioWire()));
    await lerTudo(sdk);
    await sdk.permissoes.listar({ area: 'USUARIOS' }, undefined, CACHE);
    await sdk.usuarios.salvar(usuarioSalvar, { cache: { chavesParaInvalidar: ['/permissao/catalogo'], prefixosParaInvalidar: ['/permissao/listar?area=USUARIOS'] } });
    await lerTudo(sdk);
    await sdk.permissoes.listar({ area: 'USUARIOS' }, undefined, CACHE);
    expect(buscas().permissoes).toBe(2);
    expect(server.received.filter((r) => r.path === '/permissao/listar')).toHaveLength(2);
  });
});
