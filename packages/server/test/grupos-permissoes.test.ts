import { describe, expect, it } from 'vitest';
import { CATALOGO_PERMISSOES } from '@rpj/domain';
import { httpError, useTestServer } from './harness.ts';

const server = useTestServer();

const admin = () => server.sdk('admin');

describe('groups (docs/api.md)', () => {
  it('lists groups with their counts, sorted by name', async () => {
    const { dados } = await admin().gruposUsuario.listar({}, { sortBy: 'nome' });
    expect(dados.content.map((g) => g.nome)).toEqual(['ADMINISTRADOR', 'ATENDENTE', 'CAIXA', 'EXAMINADOR', 'INTEGRACAO', 'OFICIAL', 'USER']);
    expect(dados.content[0]).toMatchObject({ quantidadeUsuarios: 1, quantidadePermissoes: CATALOGO_PERMISSOES.length - 1 });
    const { dados: filtrados } = await admin().gruposUsuario.listar({ nome: 'exam' });
    expect(filtrados.content.map((g) => g.nome)).toEqual(['EXAMINADOR']);
  });

  it('ADMINISTRADOR holds every assignable permission of the catalogue', async () => {
    const id = (await admin().gruposUsuario.todos()).dados.find((g) => g.nome === 'ADMINISTRADOR')?.id ?? 0;
    const { dados } = await admin().gruposUsuario.obter(id);
    expect([...dados.permissoes].sort()).toEqual(CATALOGO_PERMISSOES.filter((p) => p.atribuivel).map((p) => p.nome).sort());
  });

  it('creates, updates with its version, refuses a stale one, and removes an empty group', async () => {
    const { dados: criado } = await admin().gruposUsuario.salvar({ nome: 'PROTOCOLO', descricao: 'Livro de protocolo', permissoes: ['VISUALIZAR_PROCESSOS'] });
    expect(criado).toMatchObject({ nome: 'PROTOCOLO', descricao: 'Livro de protocolo', permissoes: ['VISUALIZAR_PROCESSOS'], versao: 0 });
    const body = { id: criado.id, versao: 0, nome: 'PROTOCOLO', permissoes: ['VISUALIZAR_PROCESSOS', 'CRIAR_PROCESSOS'] as const };
    const { dados: alterado } = await admin().gruposUsuario.salvar(body);
    expect([alterado.versao, [...alterado.permissoes].sort()]).toEqual([1, ['CRIAR_PROCESSOS', 'VISUALIZAR_PROCESSOS']]);
    expect((await httpError(admin().gruposUsuario.salvar(body))).status).toBe(409);
    expect((await admin().gruposUsuario.remover(criado.id)).mensagens).toEqual(['Grupo PROTOCOLO removido.']);
  });

  it('refuses a duplicate name, removing a group with users, and touching ADMINISTRADOR’s name', async () => {
    // Two saves that race past the checks meet the database's unique constraint: still 409 under the field.
    const repetido = await httpError(admin().gruposUsuario.salvar({ nome: 'USER', permissoes: [] }));
    expect([repetido.status, repetido.resposta?.mensagens[0], repetido.erros]).toEqual([
      409,
      'Já existe um grupo com este nome: escolha outro.',
      [{ campo: 'nome', mensagem: 'Já existe um grupo com este nome: escolha outro.' }],
    ]);
    const user = (await admin().gruposUsuario.todos()).dados.find((g) => g.nome === 'USER')?.id ?? 0;
    expect((await httpError(admin().gruposUsuario.remover(user))).resposta?.mensagens[0]).toMatch(/^O grupo USER tem \d+ usuário\(s\)/);
    const adm = await admin().gruposUsuario.obter((await admin().gruposUsuario.todos()).dados.find((g) => g.nome === 'ADMINISTRADOR')?.id ?? 0);
    expect((await httpError(admin().gruposUsuario.salvar({ id: adm.dados.id, versao: adm.dados.versao, nome: 'CHEFES', permissoes: [] }))).status).toBe(409);
    expect((await httpError(admin().gruposUsuario.remover(adm.dados.id))).status).toBe(409);
  });

  it('keeps ADMINISTRADOR’s permissions whatever the form sends', async () => {
    const adm = await admin().gruposUsuario.obter((await admin().gruposUsuario.todos()).dados.find((g) => g.nome === 'ADMINISTRADOR')?.id ?? 0);
    const { dados } = await admin().gruposUsuario.salvar({ id: adm.dados.id, versao: adm.dados.versao, nome: 'ADMINISTRADOR', descricao: 'Chefia', permissoes: [] });
    expect(dados.permissoes).toHaveLength(adm.dados.permissoes.length);
    expect(dados.descricao).toBe('Chefia');
  });
});

describe('permissions (docs/api.md)', () => {
  it('answers the whole catalogue with area, action, label and holders', async () => {
    const { dados } = await admin().permissoes.catalogo();
    expect(dados.map((p) => p.nome).sort()).toEqual(CATALOGO_PERMISSOES.map((p) => p.nome).sort());
    expect(dados.find((p) => p.nome === 'ANALISAR_EXAME')).toMatchObject({
      area: 'EXAMES',
      acao: 'ANALISAR',
      rotulo: 'Analisar exame',
      grupos: [{ nome: 'ADMINISTRADOR' }, { nome: 'EXAMINADOR' }],
    });
  });

  it('lists by area and by a search without accents, paginated', async () => {
    const { dados } = await admin().permissoes.listar({ area: 'USUARIOS' }, { sortBy: 'nome' });
    expect(dados.content.map((p) => p.nome)).toEqual(['CRIAR_USUARIOS', 'EDITAR_USUARIOS', 'REMOVER_USUARIOS', 'VISUALIZAR_USUARIOS']);
    const { dados: busca } = await admin().permissoes.listar({ busca: 'averbacao' });
    expect(busca.content.map((p) => p.nome)).toEqual(['EDITAR_NUMERO_AVERBACAO']);
    expect((await admin().permissoes.listar({}, { pageSize: 10 })).dados).toMatchObject({ totalElements: CATALOGO_PERMISSOES.length, totalPages: 8 });
  });

  it('edits the label, description and holders of a permission', async () => {
    const alvo = (await admin().permissoes.catalogo()).dados.find((p) => p.nome === 'VISUALIZAR_FERIADOS');
    if (alvo === undefined) throw new Error('missing');
    const caixa = (await admin().gruposUsuario.todos()).dados.find((g) => g.nome === 'CAIXA')?.id ?? 0;
    const grupoIds = [...alvo.grupos.map((g) => g.id), caixa];
    const { dados } = await admin().permissoes.salvar({ id: alvo.id, versao: alvo.versao, rotulo: 'Ver feriados', descricao: 'Calendário do cartório', grupoIds });
    expect(dados).toMatchObject({ rotulo: 'Ver feriados', descricao: 'Calendário do cartório', versao: alvo.versao + 1 });
    expect(dados.grupos.map((g) => g.nome)).toContain('CAIXA');
    const { dados: caixaUser } = await server.sdk('caixa').usuarios.recuperaDadosPorLogin();
    expect(caixaUser.permissoes).toContain('VISUALIZAR_FERIADOS');
  });

  it('refuses creating a permission, with the fixed-catalogue message on id', async () => {
    const response = await server.request('POST', '/permissao', { login: 'admin', body: { versao: 0, rotulo: 'Voar', grupoIds: [] } });
    expect(response.status).toBe(400);
    expect(response.body.erros).toEqual([{ campo: 'id', mensagem: expect.stringMatching(/^As permissões do sistema são fixas/) as unknown }]);
  });

  it('refuses a stale version of a permission, in its own gender', async () => {
    const alvo = (await admin().permissoes.catalogo()).dados.find((p) => p.nome === 'VISUALIZAR_PROCESSOS');
    if (alvo === undefined) throw new Error('missing');
    const body = { id: alvo.id, versao: alvo.versao, rotulo: alvo.rotulo, grupoIds: alvo.grupos.map((g) => g.id) };
    await admin().permissoes.salvar(body);
    const stale = await httpError(admin().permissoes.salvar(body));
    expect([stale.status, stale.resposta?.mensagens[0], stale.erros.map((e) => e.campo)]).toEqual([
      409,
      'A permissão foi alterada por outra pessoa depois que você a abriu. Recarregue a página e refaça suas alterações.',
      ['versao'],
    ]);
  });

  it('refuses taking a permission from ADMINISTRADOR', async () => {
    const alvo = (await admin().permissoes.catalogo()).dados.find((p) => p.nome === 'REMOVER_USUARIOS');
    if (alvo === undefined) throw new Error('missing');
    expect((await httpError(admin().permissoes.salvar({ id: alvo.id, versao: alvo.versao, rotulo: alvo.rotulo, grupoIds: [] }))).status).toBe(409);
  });
});
