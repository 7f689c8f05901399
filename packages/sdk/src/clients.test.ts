import { describe, expect, it } from 'vitest';
import { ok, useScriptedServer } from '../test/scripted-server.ts';
import { paginaWire, sdkFor, usuarioWire } from '../test/sdk-fixture.ts';
import type { RpjSdk } from './index.ts';

const server = useScriptedServer();

const grupo = { id: 2, nome: 'USER', permissoes: ['VISUALIZAR_USUARIOS'], versao: 1, descricao: null };
const permissao = {
  id: 5,
  nome: 'VISUALIZAR_USUARIOS',
  area: 'USUARIOS',
  acao: 'VISUALIZAR',
  rotulo: 'Visualizar usuários',
  grupos: [{ id: 2, nome: 'USER' }],
  versao: 1,
};
const resumo = { id: 3, nome: 'Ana Lima', login: 'ana' };

interface Case {
  readonly name: string;
  readonly run: (sdk: RpjSdk) => Promise<unknown>;
  readonly method: string;
  readonly path: string;
  readonly query: string;
  readonly body?: unknown;
  readonly dados: unknown;
}

const usuarioSalvar = { cpf: '529.982.247-25', nome: 'Maria Souza', login: 'maria', ativo: true, grupoIds: [2] };

// The wire of every client method: docs/api.md says the same for people.
const cases: readonly Case[] = [
  { name: 'usuarios.recuperaDadosPorLogin', run: (s) => s.usuarios.recuperaDadosPorLogin(), method: 'GET', path: '/usuario/recupera-dados-por-login', query: '', dados: usuarioWire() },
  { name: 'usuarios.salvar', run: (s) => s.usuarios.salvar(usuarioSalvar), method: 'POST', path: '/usuario', query: '', body: usuarioSalvar, dados: usuarioWire() },
  { name: 'usuarios.listarAnalista', run: (s) => s.usuarios.listarAnalista(), method: 'GET', path: '/usuario/listarAnalista', query: 'page=0&size=10', dados: paginaWire([resumo]) },
  { name: 'usuarios.listarCaixas', run: (s) => s.usuarios.listarCaixas({ ativo: true }, { pageNumber: 1, pageSize: 25, sortBy: 'nome' }), method: 'GET', path: '/usuario/listarCaixas', query: 'ativo=true&page=1&size=25&sort=nome%2Casc', dados: paginaWire([resumo]) },
  { name: 'usuarios.listar', run: (s) => s.usuarios.listar({ login: 'ma', grupoId: 2, ativo: false }, { sortBy: 'login', sort: 'desc' }), method: 'GET', path: '/usuario/listar', query: 'login=ma&grupoId=2&ativo=false&page=0&size=10&sort=login%2Cdesc', dados: paginaWire([]) },
  { name: 'usuarios.buscar', run: (s) => s.usuarios.buscar({ nome: 'Maria', cpf: '529982' }), method: 'POST', path: '/usuario/buscar', query: 'page=0&size=10', body: { nome: 'Maria', cpf: '529982' }, dados: paginaWire([]) },
  { name: 'usuarios.obter', run: (s) => s.usuarios.obter(7), method: 'GET', path: '/usuario/7', query: '', dados: usuarioWire() },
  { name: 'usuarios.remover', run: (s) => s.usuarios.remover(7), method: 'DELETE', path: '/usuario/7', query: '', dados: undefined },
  { name: 'usuarios.restaurar', run: (s) => s.usuarios.restaurar(7), method: 'POST', path: '/usuario/restaurar/7', query: '', dados: usuarioWire() },
  { name: 'usuarios.resetarSenha', run: (s) => s.usuarios.resetarSenha(7), method: 'POST', path: '/usuario/resetar-senha/7', query: '', dados: { senhaTemporaria: 'Xk3-9pQa' } },
  { name: 'gruposUsuario.listar', run: (s) => s.gruposUsuario.listar({ nome: 'ADM' }), method: 'GET', path: '/grupo-usuario/listar', query: 'nome=ADM&page=0&size=10', dados: paginaWire([{ id: 1, nome: 'ADMINISTRADOR', quantidadeUsuarios: 1, quantidadePermissoes: 75 }]) },
  { name: 'gruposUsuario.todos', run: (s) => s.gruposUsuario.todos(), method: 'GET', path: '/grupo-usuario/todos', query: '', dados: [{ id: 1, nome: 'ADMINISTRADOR' }] },
  { name: 'gruposUsuario.obter', run: (s) => s.gruposUsuario.obter(2), method: 'GET', path: '/grupo-usuario/2', query: '', dados: grupo },
  { name: 'gruposUsuario.salvar', run: (s) => s.gruposUsuario.salvar({ nome: 'CAIXA', permissoes: ['VISUALIZAR_CAIXAS'] }), method: 'POST', path: '/grupo-usuario', query: '', body: { nome: 'CAIXA', permissoes: ['VISUALIZAR_CAIXAS'] }, dados: grupo },
  { name: 'gruposUsuario.remover', run: (s) => s.gruposUsuario.remover(2), method: 'DELETE', path: '/grupo-usuario/2', query: '', dados: undefined },
  { name: 'permissoes.listar', run: (s) => s.permissoes.listar({ area: 'USUARIOS', busca: 'visual' }), method: 'GET', path: '/permissao/listar', query: 'area=USUARIOS&busca=visual&page=0&size=10', dados: paginaWire([permissao]) },
  { name: 'permissoes.catalogo', run: (s) => s.permissoes.catalogo(), method: 'GET', path: '/permissao/catalogo', query: '', dados: [permissao] },
  { name: 'permissoes.obter', run: (s) => s.permissoes.obter(5), method: 'GET', path: '/permissao/5', query: '', dados: permissao },
  { name: 'permissoes.salvar', run: (s) => s.permissoes.salvar({ id: 5, versao: 1, rotulo: 'Ver usuários', grupoIds: [2] }), method: 'POST', path: '/permissao', query: '', body: { id: 5, versao: 1, rotulo: 'Ver usuários', grupoIds: [2] }, dados: permissao },
];

describe('clients on the wire (docs/api.md)', () => {
  it.each(cases)('$name: $method $path?$query', async (c) => {
    server.on(c.method, c.path, ok(c.dados));
    const resposta = (await c.run(sdkFor(server).sdk)) as { dados: unknown };
    const [received] = server.received;
    expect(received?.method).toBe(c.method);
    expect(received?.path).toBe(c.path);
    expect(received?.rawUrl.split('?')[1] ?? '').toBe(c.query);
    expect(received?.body).toEqual(c.body);
    if (c.dados !== undefined) expect(resposta.dados).toBeDefined();
  });

  it('the users search keeps name and CPF out of the URL', async () => {
    server.on('POST', '/usuario/buscar', ok(paginaWire([])));
    await sdkFor(server).sdk.usuarios.buscar({ nome: 'Maria Souza', cpf: '52998224725' });
    expect(server.received[0]?.rawUrl).not.toMatch(/Maria|529982/);
  });

  it('decodes what it returns into domain values', async () => {
    server.on('GET', '/usuario/7', ok(usuarioWire()));
    const { dados, tipoResposta, mensagens } = await sdkFor(server).sdk.usuarios.obter(7);
    expect(dados).toEqual({
      id: 7,
      cpf: '52998224725',
      nome: 'Maria Souza',
      login: 'maria',
      ativo: true,
      primeiroAcesso: false,
      versao: 3,
      permissoes: ['VISUALIZAR_USUARIOS'],
      groups: [{ grupoUsuario: { id: 2, nome: 'USER' } }],
    });
    expect([tipoResposta, mensagens]).toEqual(['OK', []]);
  });

  it('reaches a service mounted under a path', async () => {
    server.on('GET', '/usuario/7', ok(usuarioWire()));
    const base = `${server.url}/`;
    await sdkFor(server, { services: { cadastro: base, selo: base, consulta: base } }).sdk.usuarios.obter(7);
    expect(server.received[0]?.path).toBe('/usuario/7');
  });
});
