import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestIssuer, startTestServer, type TestIssuer, type TestServer } from './harness.ts';

let server: TestServer;
let stranger: TestIssuer;
beforeAll(async () => {
  server = await startTestServer();
  stranger = await startTestIssuer();
});
afterAll(async () => {
  await server.close();
  await stranger.close();
});

async function withToken(token: string): Promise<{ status: number; mensagem: string | undefined }> {
  const response = await fetch(`${server.services.urls.cadastro}/usuario/recupera-dados-por-login`, { headers: { authorization: `Bearer ${token}` } });
  const body = (await response.json()) as { mensagens: string[] };
  return { status: response.status, mensagem: body.mensagens[0] };
}

describe('authentication: bearer JWTs of the configured issuer (security.md #6)', () => {
  it('accepts a token of the issuer for the audience, naming a user by preferred_username', async () => {
    expect((await withToken(await server.issuer.token('admin'))).status).toBe(200);
  });

  it.each([
    ['signed by another key', () => stranger.token('admin')],
    ['for another audience', () => server.issuer.token('admin', {}, { audience: 'outra-api' })],
    ['expired', () => server.issuer.token('admin', {}, { expiresIn: '-1m' })],
    ['not a JWT', () => Promise.resolve('abc.def.ghi')],
    ['without a subject', () => server.issuer.token('admin', { sub: undefined })],
  ])('refuses a token %s with 401 and the pt-BR message', async (_, make) => {
    expect(await withToken(await make())).toEqual({ status: 401, mensagem: 'Sessão inválida ou expirada: entre novamente.' });
  });

  it('finds the caller by the subject linked at its first request, not by the login the token names (security.md #14)', async () => {
    // The subject 'admin' was linked to the administrator by the first test; a token of it naming another login
    // is still the administrator's, and a new subject naming the administrator's login is nobody's.
    const { dados } = await server.sdk('admin').usuarios.recuperaDadosPorLogin();
    const renamed = await fetch(`${server.services.urls.cadastro}/usuario/recupera-dados-por-login`, {
      headers: { authorization: `Bearer ${await server.issuer.token('caixa', { sub: 'admin' })}` },
    });
    expect(((await renamed.json()) as { dados: { id: number } }).dados.id).toBe(dados.id);
    expect(await withToken(await server.issuer.token('admin', { sub: 'outro-sujeito' }))).toEqual({
      status: 401,
      mensagem: 'Usuário não cadastrado neste cartório: procure o administrador.',
    });
    expect(await withToken(await server.issuer.token('admin', { preferred_username: undefined }))).toMatchObject({ status: 200 });
  });

  it('refuses a valid token of a login this office does not know', async () => {
    expect(await withToken(await server.issuer.token('ninguem'))).toEqual({
      status: 401,
      mensagem: 'Usuário não cadastrado neste cartório: procure o administrador.',
    });
  });

  it('refuses a request without a token, and one with another scheme', async () => {
    expect((await server.request('GET', '/usuario/listar')).status).toBe(401);
    expect((await server.request('GET', '/usuario/listar', { headers: { authorization: 'Basic YWRtaW46cnBq' } })).status).toBe(401);
  });

  it('takes a permission away at once: the next request is refused', async () => {
    const { dados: grupo } = await server.sdk('admin').gruposUsuario.salvar({ nome: 'LEITORES', permissoes: ['VISUALIZAR_USUARIOS'] });
    await server.sdk('admin').usuarios.salvar({ cpf: '207.581.394-97', nome: 'Pessoa Leitora', login: 'leitora', ativo: true, grupoIds: [grupo.id] });
    expect((await server.request('GET', '/usuario/listar', { login: 'leitora' })).status).toBe(200);
    await server.sdk('admin').gruposUsuario.salvar({ id: grupo.id, versao: grupo.versao, nome: 'LEITORES', permissoes: [] });
    const refused = await server.request('GET', '/usuario/listar', { login: 'leitora' });
    expect([refused.status, refused.body.mensagens[0]]).toEqual([403, 'Usuário não possui permissão para esta operação. Permissão necessária: VISUALIZAR_USUARIOS.']);
  });
});

describe('every answer is the envelope, with the request id and no-store', () => {
  it('echoes the X-Request-Id and forbids caching', async () => {
    const response = await server.request('GET', '/usuario/listar', { login: 'admin', headers: { 'x-request-id': 'pedido-123' } });
    expect(response.headers.get('x-request-id')).toBe('pedido-123');
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('replaces a request id that could forge log lines', async () => {
    const response = await server.request('GET', '/usuario/listar', { login: 'admin', headers: { 'x-request-id': 'a\u00e9 b' } });
    expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it.each([
    ['an unknown path', 'GET', '/nao-existe', undefined, 404],
    ['malformed JSON', 'POST', '/usuario', '{"cpf": ', 400],
    ['a body that is not an object', 'POST', '/usuario', '42', 400],
    ['no body where one is needed', 'POST', '/usuario', '', 400],
    ['a path id that is not a positive integer', 'GET', '/usuario/abc', undefined, 400],
  ])('%s: %s %s → %i with a pt-BR message', async (_, method, path, rawBody, status) => {
    const response = await server.request(method, path, { login: 'admin', ...(rawBody === undefined ? {} : { rawBody }) });
    expect(response.status).toBe(status);
    expect(response.body.tipoResposta).toBe('ERRO');
    expect(response.body.mensagens[0]).toMatch(/\S/);
  });

  it('names each field of a bad query', async () => {
    const response = await server.request('GET', '/usuario/listar?page=-1&size=1000&sort=senha,asc&ativo=talvez', { login: 'admin' });
    expect(response.status).toBe(400);
    expect(response.body.erros?.map((e) => e.campo).sort()).toEqual(['ativo', 'page', 'size', 'sort']);
  });

  it('the other two services answer their health checks', async () => {
    for (const url of [server.services.urls.selo, server.services.urls.consulta]) {
      const response = await fetch(`${url}/saude`);
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({ dados: { status: 'ok' }, tipoResposta: 'OK' });
    }
  });
});

describe('audit trail (LGPD, security.md #8)', () => {
  const rows = async (entidadeId: number) =>
    (
      await server.database.db.execute<{ usuario: string; acao: string; request_id: string; antes: unknown; depois: unknown }>(
        sql`SELECT usuario, acao, request_id, antes, depois FROM auditoria WHERE entidade = 'usuario' AND entidade_id = ${String(entidadeId)} ORDER BY id`,
      )
    ).rows;

  it('opening a person’s record writes one audit row with who, what and the request id', async () => {
    const { dados: novo } = await server.sdk('admin').usuarios.buscar({ nome: 'marcos' });
    const id = novo.content[0]?.id ?? 0;
    const before = (await rows(id)).length;
    const response = await server.request('GET', `/usuario/${id}`, { login: 'admin', headers: { 'x-request-id': 'auditoria-1' } });
    expect(response.status).toBe(200);
    const after = await rows(id);
    expect(after).toHaveLength(before + 1);
    expect(after.at(-1)).toMatchObject({ usuario: 'admin', acao: 'LEITURA', request_id: 'auditoria-1' });
  });

  it('a write records before and after, with the CPF masked', async () => {
    const { dados: criado } = await server.sdk('admin').usuarios.salvar({ cpf: '319.274.650-52', nome: 'Pessoa Auditada', login: 'auditada', ativo: true, grupoIds: [] });
    await server.sdk('admin').usuarios.salvar({ id: criado.id, versao: criado.versao, cpf: criado.cpf, nome: 'Pessoa Auditada Alterada', login: 'auditada', ativo: true, grupoIds: [] });
    const [criacao, alteracao] = await rows(criado.id);
    expect(criacao).toMatchObject({ acao: 'CRIACAO', antes: null, depois: { nome: 'Pessoa Auditada', cpf: '***.274.650-**' } });
    expect(alteracao).toMatchObject({ acao: 'ALTERACAO', antes: { nome: 'Pessoa Auditada' }, depois: { nome: 'Pessoa Auditada Alterada' } });
    expect(JSON.stringify(await rows(criado.id))).not.toContain('31927465052');
  });

  it.each([
    ['UPDATE', 'UPDATE auditoria SET acao = $$X$$'],
    ['DELETE', 'DELETE FROM auditoria'],
    ['TRUNCATE', 'TRUNCATE auditoria'],
  ])('the application’s connection cannot %s audit rows', async (_, statement) => {
    await expect(server.database.exec(statement)).rejects.toThrow(/auditoria só aceita inclusões/);
  });
});
