// The findings of the 2026-11-25 security review (security.md #12, #14), each through the service as a caller
// sees it: a user administrator cannot act on a more powerful account; the contract's gaps (nosniff, 415, an
// update without its version, blank fields, wrong types, invisible characters); logs keep addresses short.
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MENSAGENS_CARACTERE, PERMISSAO as P, type Permissao, type Usuario } from '@rpj/domain';
import { MENSAGEM_VERSAO_OBRIGATORIA } from '@rpj/sdk/contract';
import { loggerOptions, URL_MAXIMA_NO_LOG } from '../src/http/app.ts';
import { novoCpf } from './cpf.ts';
import { httpError, startTestServer, type TestServer } from './harness.ts';
import { corpoDe } from './usuarios.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

let seq = 0;
/** A user holding exactly these permissions (through a group of their own), and their login. */
async function usuarioCom(permissoes: readonly Permissao[], prefixo = 'seg'): Promise<Usuario> {
  const n = `${prefixo}${(seq++).toString()}`;
  const admin = server.sdk('admin');
  const { dados: grupo } = await admin.gruposUsuario.salvar({ nome: `GRUPO ${n.toUpperCase()}`, permissoes });
  const { dados } = await admin.usuarios.salvar({ cpf: novoCpf(), nome: `Pessoa ${n}`, login: n, ativo: true, grupoIds: [grupo.id] });
  return dados;
}

/** The audit rows of a user, counted. */
async function auditoriasDe(id: number): Promise<number> {
  const result = await server.database.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM auditoria WHERE entidade = 'usuario' AND entidade_id = ${String(id)}`);
  return result.rows[0]?.n ?? 0;
}

describe('acting on an account needs every permission it holds (security.md #14)', () => {
  const GESTOR = [P.VISUALIZAR_USUARIOS, P.CRIAR_USUARIOS, P.EDITAR_USUARIOS, P.REMOVER_USUARIOS];

  it('a user administrator cannot reset, edit, deactivate, remove or restore an administrator: 403 saying why, nothing written', async () => {
    const gestor = await usuarioCom(GESTOR);
    const { dados: chefe } = await server.sdk('admin').usuarios.recuperaDadosPorLogin();
    const comoGestor = server.sdk(gestor.login);
    const antes = await auditoriasDe(chefe.id);
    const tentativas = [
      () => comoGestor.usuarios.resetarSenha(chefe.id),
      () => comoGestor.usuarios.salvar({ ...corpoDe(chefe), nome: 'Outro Nome' }),
      () => comoGestor.usuarios.salvar({ ...corpoDe(chefe), ativo: false }),
      () => comoGestor.usuarios.salvar({ ...corpoDe(chefe), login: `${gestor.login}.velho` }),
      () => comoGestor.usuarios.remover(chefe.id),
    ];
    for (const tentativa of tentativas) {
      const error = await httpError(tentativa());
      expect(error.status).toBe(403);
      expect(error.resposta?.mensagens[0]).toMatch(/^Este usuário tem permissões que você não tem \(.+ e mais \d+\)\. Só quem tem todas/);
    }
    const { dados: depois } = await server.sdk('admin').usuarios.obter(chefe.id);
    expect([depois.versao, depois.login, depois.ativo]).toEqual([chefe.versao, chefe.login, true]);
    // Only the reading of the record above (by the administrator) was audited.
    expect(await auditoriasDe(chefe.id)).toBe(antes + 1);
  });

  it('names exactly the permissions the caller lacks', async () => {
    const gestor = await usuarioCom([P.EDITAR_USUARIOS]);
    const alvo = await usuarioCom([P.EDITAR_USUARIOS, P.VISUALIZAR_FERIADOS]);
    const error = await httpError(server.sdk(gestor.login).usuarios.resetarSenha(alvo.id));
    expect(error.resposta?.mensagens[0]).toContain('(VISUALIZAR_FERIADOS)');
  });

  it('a removed administrator cannot be restored by someone with less', async () => {
    const gestor = await usuarioCom(GESTOR);
    const poderoso = await usuarioCom([P.EDITAR_PERMISSOES]);
    await server.sdk('admin').usuarios.remover(poderoso.id);
    expect((await httpError(server.sdk(gestor.login).usuarios.restaurar(poderoso.id))).status).toBe(403);
  });

  it('acting on an account with the same permissions, or fewer, works', async () => {
    const gestor = await usuarioCom(GESTOR);
    const par = await usuarioCom([P.EDITAR_USUARIOS, P.VISUALIZAR_USUARIOS]);
    const comoGestor = server.sdk(gestor.login);
    expect((await comoGestor.usuarios.resetarSenha(par.id)).dados.senhaTemporaria).toMatch(/\S{8,}/);
    const { dados: atual } = await comoGestor.usuarios.obter(par.id);
    expect((await comoGestor.usuarios.salvar({ ...corpoDe(atual), nome: 'Nome Novo' })).dados.nome).toBe('Nome Novo');
    await comoGestor.usuarios.remover(par.id);
    expect((await comoGestor.usuarios.restaurar(par.id)).dados.ativo).toBe(true);
  });
});

describe('headers and the contract (security.md #11, #12)', () => {
  it('every API answer says nosniff: successes, errors and unknown paths', async () => {
    for (const [path, login] of [['/usuario/listar', 'admin'], ['/usuario/listar', undefined], ['/nao-existe', 'admin']] as const) {
      const response = await server.request('GET', path, login === undefined ? {} : { login });
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    }
  });

  it.each(['text/plain', 'text/plain; charset=utf-8', 'application/x-www-form-urlencoded', 'application/xml'])(
    'a body sent as %s gets the documented 415',
    async (type) => {
      const response = await server.request('POST', '/usuario/buscar', { login: 'admin', rawBody: '{"nome":"ana"}', headers: { 'content-type': type } });
      expect([response.status, response.body.tipoResposta, response.body.mensagens[0]]).toEqual([415, 'ERRO', 'Envie os dados em JSON (Content-Type: application/json).']);
    },
  );

  it('an update without its version is a 400 naming versao, and changes nothing', async () => {
    const alvo = await usuarioCom([]);
    const { versao: _v, ...semVersao } = corpoDe(alvo);
    const response = await server.request('POST', '/usuario', { login: 'admin', body: { ...semVersao, nome: 'Sem Versão' } });
    expect([response.status, response.body.erros]).toEqual([400, [{ campo: 'versao', mensagem: MENSAGEM_VERSAO_OBRIGATORIA }]]);
    const grupo = await server.request('POST', '/grupo-usuario', { login: 'admin', body: { id: 1, nome: 'ADMINISTRADOR', permissoes: [] } });
    expect([grupo.status, grupo.body.erros?.[0]?.campo]).toEqual([400, 'versao']);
    expect((await server.sdk('admin').usuarios.obter(alvo.id)).dados.nome).toBe(alvo.nome);
  });

  it('a blank required field says "Preencha este campo."; a long one gives the length', async () => {
    const blank = await server.request('POST', '/usuario', { login: 'admin', body: { cpf: novoCpf(), nome: '   ', login: 'em.branco', ativo: true, grupoIds: [] } });
    expect(blank.body.erros).toEqual([{ campo: 'nome', mensagem: 'Preencha este campo.' }]);
    const long = await server.request('POST', '/usuario', { login: 'admin', body: { cpf: novoCpf(), nome: 'x'.repeat(121), login: 'longo', ativo: true, grupoIds: [] } });
    expect(long.body.erros).toEqual([{ campo: 'nome', mensagem: 'Use no máximo 120 caracteres.' }]);
  });

  it('a wrong type says what was expected and what came', async () => {
    const response = await server.request('POST', '/usuario', { login: 'admin', body: { cpf: novoCpf(), nome: 7, login: 'tipo', ativo: 'sim', grupoIds: {} } });
    expect(response.body.erros).toEqual([
      { campo: 'nome', mensagem: 'Informe um texto (veio um número).' },
      { campo: 'ativo', mensagem: 'Informe verdadeiro ou falso (veio um texto).' },
      { campo: 'grupoIds', mensagem: 'Informe uma lista (veio um objeto).' },
    ]);
    const root = await server.request('POST', '/usuario', { login: 'admin', rawBody: '[1, 2]' });
    expect(root.body.erros).toEqual([{ campo: '', mensagem: 'Informe um objeto com os campos do registro (veio uma lista).' }]);
  });

  it.each([
    ['a right-to-left override', 'Ana \u202Eacitsiv', MENSAGENS_CARACTERE.direcao],
    ['an isolate', 'Ana \u2066Lima\u2069', MENSAGENS_CARACTERE.direcao],
    ['a lone surrogate', 'Ana \uD83D Lima', MENSAGENS_CARACTERE.substituto],
  ])('a text with %s is refused with a clear message, nothing written', async (_, nome, mensagem) => {
    const login = `bidi${(seq++).toString()}`;
    const response = await server.request('POST', '/usuario', { login: 'admin', body: { cpf: novoCpf(), nome, login, ativo: true, grupoIds: [] } });
    expect([response.status, response.body.erros]).toEqual([400, [{ campo: 'nome', mensagem }]]);
    expect((await server.sdk('admin').usuarios.listar({ login })).dados.totalElements).toBe(0);
    const grupo = await server.request('POST', '/grupo-usuario', { login: 'admin', body: { nome: 'GRUPO BIDI', descricao: nome, permissoes: [] } });
    expect(grupo.body.erros).toEqual([{ campo: 'descricao', mensagem }]);
  });
});

describe('logs', () => {
  it('cut a long address to a sane length, saying how long it was', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString('utf8'));
        done();
      },
    });
    const app = Fastify({ logger: { ...loggerOptions('info', 'teste'), stream } });
    app.get('/x', () => 'ok');
    const url = `/x?${'a'.repeat(20_000)}`;
    await app.inject({ method: 'GET', url });
    await app.close();
    const logged = lines.map((l) => JSON.parse(l) as { req?: { url?: string } }).find((l) => l.req?.url !== undefined);
    expect(logged?.req?.url).toBe(`${url.slice(0, URL_MAXIMA_NO_LOG)}…(${url.length} caracteres)`);
    expect(lines.join('').length).toBeLessThan(4000);
  });
});
