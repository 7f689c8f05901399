import { describe, expect, it } from 'vitest';
import { isAuthError } from '@rpj/sdk';
import { httpError, useTestServer } from './harness.ts';

const server = useTestServer();

const admin = () => server.sdk('admin');
const novaPessoa = { cpf: '935.172.846-37', nome: 'Luíza Araújo Campos', login: 'luiza.campos', email: 'luiza@cartorio.example', ativo: true, grupoIds: [] as number[] };


describe('users (docs/api.md)', () => {
  it('recupera-dados-por-login answers the signed-in user with groups and permissions', async () => {
    const { dados } = await server.sdk('examinador').usuarios.recuperaDadosPorLogin();
    expect(dados).toMatchObject({ login: 'examinador', nome: 'Beatriz Nogueira Lima', cpf: '15829603489', ativo: true, primeiroAcesso: false });
    expect(dados.groups.map((g) => g.grupoUsuario.nome)).toEqual(['EXAMINADOR', 'USER']);
    expect(dados.permissoes).toContain('ANALISAR_EXAME');
    expect(dados.permissoes).not.toContain('VISUALIZAR_USUARIOS');
  });

  it('lists with filters, pagination and sort, never the removed', async () => {
    const { dados: page } = await admin().usuarios.listar({ ativo: true }, { pageSize: 2, sortBy: 'login', sort: 'desc' });
    expect(page.content.map((u) => u.login)).toEqual(['rpj-integracao', 'oficial']);
    expect(page).toMatchObject({ totalElements: 7, totalPages: 4, size: 2, number: 0, first: true, last: false, sortBy: 'login,desc' });
    const { dados: filtered } = await admin().usuarios.listar({ login: 'ami' });
    expect(filtered.content.map((u) => u.login)).toEqual(['examinador']);
  });

  it('searches by name without accents or case, and by the start of a CPF, in a POST body', async () => {
    const byName = await admin().usuarios.buscar({ nome: 'vinicius' });
    expect(byName.dados.content.map((u) => u.login)).toEqual(['novo']);
    const byCpf = await admin().usuarios.buscar({ cpf: '158.296' });
    expect(byCpf.dados.content.map((u) => u.login)).toEqual(['examinador']);
  });

  it('lists the analysts and the cashiers for any signed-in user', async () => {
    const analistas = await server.sdk('caixa').usuarios.listarAnalista();
    expect(analistas.dados.content.map((u) => u.login).sort()).toEqual(['admin', 'examinador']);
    const caixas = await server.sdk('examinador').usuarios.listarCaixas();
    expect(caixas.dados.content.map((u) => u.login).sort()).toEqual(['admin', 'caixa']);
    expect(Object.keys(caixas.dados.content[0] ?? {})).toEqual(['id', 'nome', 'login']);
  });

  it('creates a user, with first access on, and answers the success message', async () => {
    const resposta = await admin().usuarios.salvar(novaPessoa);
    expect(resposta.mensagens).toEqual(['Usuário cadastrado com sucesso!']);
    expect(resposta.dados).toMatchObject({ cpf: '93517284637', login: 'luiza.campos', primeiroAcesso: true, versao: 0, groups: [] });
  });

  it('refuses a duplicate CPF or login with 409, under its field', async () => {
    const cpf = await httpError(admin().usuarios.salvar({ ...novaPessoa, login: 'outra' }));
    expect([cpf.status, cpf.erros]).toEqual([409, [{ campo: 'cpf', mensagem: 'Já existe um usuário com este CPF.' }]]);
    const error = await httpError(admin().usuarios.salvar({ ...novaPessoa, cpf: '529.982.247-25' }));
    expect([error.status, error.resposta?.mensagens[0], error.erros.map((e) => e.campo)]).toEqual([409, 'Já existe um usuário com este login: escolha outro.', ['login']]);
  });

  it('refuses bad input with 400 and the field errors in pt-BR, writing nothing', async () => {
    const error = await httpError(admin().usuarios.salvar({ ...novaPessoa, cpf: '111.111.111-11', login: 'X' }));
    expect(error.status).toBe(400);
    expect(error.erros.map((e) => e.campo)).toEqual(['cpf', 'login']);
    expect(error.erros[0]?.mensagem).toBe('CPF inválido: confira os dígitos.');
  });

  it('updates with the loaded version and refuses a stale one with 409', async () => {
    const { dados: created } = await admin().usuarios.salvar({ cpf: '848.113.090-73', nome: 'Teste Versão', login: 'temp.versao', ativo: true, grupoIds: [] });
    const body = { cpf: created.cpf, nome: 'Teste Versão Alterado', login: created.login, ativo: true, grupoIds: [], id: created.id, versao: created.versao };
    const { dados: updated } = await admin().usuarios.salvar(body);
    expect([updated.nome, updated.versao]).toEqual(['Teste Versão Alterado', created.versao + 1]);
    const stale = await httpError(admin().usuarios.salvar(body));
    expect(stale.status).toBe(409);
    expect(stale.resposta?.mensagens[0]).toMatch(/alterado por outra pessoa/);
    // The stale version is named, so a form knows to offer a reload rather than mark a field.
    expect(stale.erros.map((e) => e.campo)).toEqual(['versao']);
  });

  it('needs EDITAR_PERMISSOES to change groups', async () => {
    const { dados: grupos } = await admin().gruposUsuario.todos();
    const user = grupos.find((g) => g.nome === 'USER')?.id ?? 0;
    // atendente holds neither CRIAR_USUARIOS nor EDITAR_PERMISSOES: a group with both is made for the test
    const { dados: criador } = await admin().gruposUsuario.salvar({ nome: 'CRIADOR', permissoes: ['CRIAR_USUARIOS', 'VISUALIZAR_USUARIOS'] });
    await admin().usuarios.salvar({ cpf: '060.914.850-83', nome: 'Pessoa Criadora', login: 'criadora', ativo: true, grupoIds: [criador.id] });
    const error = await httpError(server.sdk('criadora').usuarios.salvar({ cpf: '718.345.290-50', nome: 'Com Grupo', login: 'com.grupo', ativo: true, grupoIds: [user] }));
    expect([error.status, error.resposta?.mensagens[0]]).toEqual([403, 'Usuário não possui permissão para esta operação. Permissão necessária: EDITAR_PERMISSOES.']);
    const ok = await server.sdk('criadora').usuarios.salvar({ cpf: '718.345.290-50', nome: 'Sem Grupo', login: 'sem.grupo', ativo: true, grupoIds: [] });
    expect(ok.dados.groups).toEqual([]);
  });

  it('removes a user: hidden from lists, sign-in refused, and the CPF offers a restore', async () => {
    const { dados: alvo } = await admin().usuarios.salvar({ cpf: '402.847.210-50', nome: 'Pessoa Removida', login: 'removida', ativo: true, grupoIds: [] });
    const token = await server.issuer.token('removida');
    expect(token).not.toBe('');
    const removed = await admin().usuarios.remover(alvo.id);
    expect(removed.mensagens).toEqual(['Usuário Pessoa Removida removido.']);
    expect((await admin().usuarios.buscar({ cpf: '40284721050' })).dados.content).toEqual([]);
    expect((await httpError(admin().usuarios.obter(alvo.id))).status).toBe(404);
    await expect(server.sdk('removida').usuarios.recuperaDadosPorLogin()).rejects.toSatisfy(isAuthError);
    const again = await httpError(admin().usuarios.salvar({ cpf: '402.847.210-50', nome: 'Outra', login: 'outra.pessoa', ativo: true, grupoIds: [] }));
    expect(again.status).toBe(409);
    expect(again.resposta?.dados).toEqual({ id: alvo.id, nome: 'Pessoa Removida', login: 'removida' });
    const { dados: restored } = await admin().usuarios.restaurar(alvo.id);
    expect(restored.login).toBe('removida');
    expect((await server.sdk('removida').usuarios.recuperaDadosPorLogin()).dados.id).toBe(alvo.id);
  });

  it('refuses removing or deactivating yourself', async () => {
    const { dados: me } = await admin().usuarios.recuperaDadosPorLogin();
    expect((await httpError(admin().usuarios.remover(me.id))).status).toBe(409);
    const body = { id: me.id, versao: me.versao, cpf: me.cpf, nome: me.nome, login: me.login, ativo: false, grupoIds: me.groups.map((g) => g.grupoUsuario.id ?? 0) };
    expect((await httpError(admin().usuarios.salvar(body))).status).toBe(409);
  });

  it('resets a password: a temporary one, answered once, and first access on', async () => {
    const { dados: alvo } = await admin().usuarios.salvar({ cpf: '550.104.890-66', nome: 'Pessoa Senha', login: 'pessoa.senha', ativo: true, grupoIds: [] });
    const { dados } = await admin().usuarios.resetarSenha(alvo.id);
    expect(dados.senhaTemporaria).toMatch(/^[A-Za-z0-9]{10}$/);
    expect((await admin().usuarios.obter(alvo.id)).dados.primeiroAcesso).toBe(true);
  });

  it('refuses inactive users with 401', async () => {
    const { dados: alvo } = await admin().usuarios.salvar({ cpf: '822.418.640-72', nome: 'Pessoa Inativa', login: 'inativa', ativo: false, grupoIds: [] });
    expect(alvo.ativo).toBe(false);
    const response = await server.request('GET', '/usuario/recupera-dados-por-login', { login: 'inativa' });
    expect([response.status, response.body.mensagens[0]]).toEqual([401, 'Usuário inativo: procure o administrador do cartório.']);
  });
});
