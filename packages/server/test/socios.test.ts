// Members and the entity lookup through the SDK (docs/api.md "Sócios", "QualificacaoSocio", "Consulta"): boards
// saved with their entity, persons kept once, the person search by CPF in a body, the qualification table, and the
// consultation service's answer for a CNPJ.
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { diferencasReceita, PERMISSAO, type EmpresaSalvar, type SocioSalvar } from '@rpj/domain';
import { novoCpf } from './cpf.ts';
import { httpError, startTestServer, useTestServer } from './harness.ts';

const server = useTestServer();
const empresas = () => server.sdk('admin').empresas;

let serie = 0;
function associacao(extra: Partial<EmpresaSalvar> = {}): EmpresaSalvar {
  serie++;
  return {
    denominacao: `Associação dos Amigos do Bosque ${['Aroeira', 'Buriti', 'Cagaita', 'Jatobá', 'Pequi'][serie % 5] ?? ''} ${String(serie * 104_729)}`,
    naturezaJuridica: '3999',
    situacao: 'ATIVA',
    migrada: false,
    objeto: 'Preservar o bosque e promover atividades culturais.',
    endereco: { cep: '74120020', logradouro: 'Rua 10', numero: '250', bairro: 'Setor Oeste', municipio: 'Goiânia', uf: 'GO' },
    nomeSemelhanteConfirmado: true,
    ...extra,
  };
}

const membro = (nome: string, documento: string, extra: Partial<SocioSalvar> = {}): SocioSalvar => ({
  pessoa: { nome, documento },
  qualificacao: '16',
  entrada: '2024-03-01',
  representanteLegal: false,
  ...extra,
});

describe('boards (docs/api.md "Sócios")', () => {
  it('saves a board with the entity, keeps each person once, and finds every entity of a person by CPF in a body', async () => {
    const [cpfAna, cpfBruno] = [novoCpf(), novoCpf()];
    const { dados: primeira } = await empresas().salvar(
      associacao({ socios: [membro('Ana Beatriz Quintela', cpfAna, { representanteLegal: true, mandatoAte: '2028-03-01' }), membro('Bruno Farias Lemos', cpfBruno, { qualificacao: '33' })] }),
    );
    expect(primeira.socios?.map((s) => [s.pessoa.nome, s.pessoa.tipo, s.qualificacao, s.representanteLegal])).toEqual([
      ['Ana Beatriz Quintela', 'FISICA', '16', true],
      ['Bruno Farias Lemos', 'FISICA', '33', false],
    ]);
    // The same person in a second entity, typed with the mask and a corrected name: one person, renamed.
    const mascarado = `${cpfAna.slice(0, 3)}.${cpfAna.slice(3, 6)}.${cpfAna.slice(6, 9)}-${cpfAna.slice(9)}`;
    const { dados: segunda } = await empresas().salvar(associacao({ socios: [membro('Ana Beatriz Quintela Rocha', mascarado, { qualificacao: '10', entrada: '2020-01-01', saida: '2023-12-31' })] }));
    const pessoas = await server.database.db.execute<{ n: number | string }>(sql`SELECT count(*) AS n FROM pessoa WHERE documento = ${cpfAna}`);
    expect(Number(pessoas.rows[0]?.n)).toBe(1);
    const { dados: achadas } = await server.sdk('admin').socios.pesquisar({ documento: mascarado });
    expect(achadas).toHaveLength(1);
    expect(achadas[0]?.pessoa).toMatchObject({ documento: cpfAna, nome: 'Ana Beatriz Quintela Rocha', tipo: 'FISICA' });
    // Current links first, each with the entity and the role's name.
    expect(achadas[0]?.vinculos.map((v) => [v.empresaId, v.qualificacaoNome, v.saida])).toEqual([
      [primeira.id, 'Presidente', undefined],
      [segunda.id, 'Diretor', '2023-12-31'],
    ]);
    // By part of the name, accents and case ignored.
    const porNome = await server.sdk('admin').socios.pesquisar({ nome: 'quintela rocha' });
    expect(porNome.dados.map((p) => p.pessoa.documento)).toContain(cpfAna);
  });

  it('edits the board inside the entity: a member leaves, one is added, one is removed only with REMOVER_SOCIOS', async () => {
    const { dados: criada } = await empresas().salvar(associacao({ socios: [membro('Carla Pinheiro', novoCpf()), membro('Davi Antunes', novoCpf(), { qualificacao: '18' })] }));
    const [carla, davi] = criada.socios ?? [];
    if (carla === undefined || davi === undefined) throw new Error('board not saved');
    const manter = (s: typeof carla, extra: Partial<SocioSalvar> = {}): SocioSalvar => ({ id: s.id, pessoa: { nome: s.pessoa.nome, documento: s.pessoa.documento }, qualificacao: s.qualificacao, entrada: s.entrada, representanteLegal: s.representanteLegal, ...extra });
    const { id: _id, versao: _versao, socios: _socios, ...corpo } = criada;
    // Someone who may edit entities but not remove members: a member leaving and a new one are fine; a removal is not.
    const admin = server.sdk('admin');
    const { dados: grupo } = await admin.gruposUsuario.salvar({ nome: 'EDITORES DE QUADROS', permissoes: [PERMISSAO.VISUALIZAR_EMPRESAS, PERMISSAO.EDITAR_EMPRESAS] });
    await admin.usuarios.salvar({ cpf: novoCpf(), nome: 'Editora de Quadros', login: 'editora.quadros', ativo: true, grupoIds: [grupo.id] });
    const editora = server.sdk('editora.quadros').empresas;
    const saiu = await editora.salvar({ ...corpo, id: criada.id, versao: 0, socios: [manter(carla, { saida: '2025-06-30' }), manter(davi), membro('Elisa Moura', novoCpf(), { qualificacao: '33' })] });
    expect(saiu.dados.socios?.map((s) => [s.pessoa.nome, s.saida])).toEqual([
      ['Davi Antunes', undefined],
      ['Elisa Moura', undefined],
      ['Carla Pinheiro', '2025-06-30'],
    ]);
    const semPermissao = await httpError(editora.salvar({ ...corpo, id: criada.id, versao: 1, socios: [manter(davi)] }));
    expect([semPermissao.status, semPermissao.resposta?.mensagens]).toEqual([403, ['Usuário não possui permissão para esta operação. Permissão necessária: REMOVER_SOCIOS.']]);
    expect((await empresas().obter(criada.id)).dados.socios).toHaveLength(3);
    // Without `socios` the board stays as it is.
    expect((await editora.salvar({ ...corpo, id: criada.id, versao: 1, nomeFantasia: 'Amigos do Bosque' })).dados.socios).toHaveLength(3);
    const removido = await empresas().salvar({ ...corpo, nomeFantasia: 'Amigos do Bosque', id: criada.id, versao: 2, socios: [manter(davi)] });
    expect(removido.dados.socios?.map((s) => s.pessoa.nome)).toEqual(['Davi Antunes']);
    // The history tells the board's changes, line by line.
    const historico = (await empresas().historico(criada.id)).dados;
    expect(historico[0]?.alteracoes).toEqual([
      { campo: 'socios', rotulo: 'Quadro de sócios', antes: 'Davi Antunes (18); Elisa Moura (33); Carla Pinheiro (16, saiu em 30/06/2025)', depois: 'Davi Antunes (18)' },
    ]);
  });

  it('refuses bad boards with a pt-BR message on the row and field, and writes nothing', async () => {
    const { dados: criada } = await empresas().salvar(associacao());
    const { id: _id, versao: _versao, socios: _socios, ...corpo } = criada;
    const cpf = novoCpf();
    const casos: readonly (readonly [readonly SocioSalvar[], string, string])[] = [
      [[membro('Fábio', '529.982.247-24')], 'socios.0.pessoa.documento', 'CPF ou CNPJ inválido: confira os dígitos.'],
      [[membro('Fábio', cpf, { saida: '2024-01-01' })], 'socios.0.saida', 'A saída não pode ser anterior à entrada.'],
      [[membro('Fábio', cpf), membro('Fábio', cpf, { qualificacao: '10' })], 'socios.1.pessoa.documento', 'Fábio já está no quadro nesse período (linha 1): um período por pessoa.'],
      [[membro('Fábio', cpf, { participacao: 5000 })], 'socios.0.participacao', 'A participação no capital só se aplica a sociedades: deixe-a em branco.'],
      [[membro('Fábio', cpf, { qualificacao: '27' })], 'socios.0.qualificacao', 'A qualificação 27 não está na tabela: escolha uma da lista.'],
      [[membro('Fábio', cpf, { id: 999_999 })], 'socios.0.id', 'Este sócio não está no quadro desta empresa: abra a empresa de novo.'],
      [[membro('', cpf)], 'socios.0.pessoa.nome', 'Preencha este campo.'],
    ];
    for (const [socios, campo, mensagem] of casos) {
      const erro = await httpError(empresas().salvar({ ...corpo, id: criada.id, versao: 0, socios }));
      expect([erro.status, erro.erros]).toEqual([400, [{ campo, mensagem }]]);
    }
    expect((await empresas().obter(criada.id)).dados).toMatchObject({ versao: 0, socios: [] });
    const pessoas = await server.database.db.execute<{ n: number | string }>(sql`SELECT count(*) AS n FROM pessoa WHERE documento = ${cpf}`);
    expect(Number(pessoas.rows[0]?.n)).toBe(0);
  });

  it('a society\'s partners carry shares, at most 100 % among the current ones', async () => {
    const sociedade = associacao({ denominacao: `Quintela & Farias Engenharia Sociedade Simples ${String(serie)}`, naturezaJuridica: '2232', capitalCentavos: 10_000_00 });
    const [a, b] = [novoCpf(), novoCpf()];
    const excesso = await httpError(empresas().salvar({ ...sociedade, socios: [membro('Ana', a, { qualificacao: '49', participacao: 6000 }), membro('Bia', b, { qualificacao: '22', participacao: 4001 })] }));
    expect(excesso.erros).toEqual([{ campo: 'socios', mensagem: 'As participações dos sócios atuais somam 100,01 %: o máximo é 100 %.' }]);
    const { dados } = await empresas().salvar({ ...sociedade, socios: [membro('Ana', a, { qualificacao: '49', participacao: 6000 }), membro('Bia', b, { qualificacao: '22', participacao: 4000 })] });
    expect(dados.socios?.map((s) => s.participacao)).toEqual([6000, 4000]);
  });

  it('two people saving the same board at once: one is saved, the other told the record changed', async () => {
    const { dados: criada } = await empresas().salvar(associacao());
    const { id: _id, versao: _versao, socios: _socios, ...corpo } = criada;
    const resultados = await Promise.allSettled(
      [novoCpf(), novoCpf()].map((cpf, i) => empresas().salvar({ ...corpo, id: criada.id, versao: 0, socios: [membro(`Pessoa ${String(i)}`, cpf)] })),
    );
    expect(resultados.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect((await empresas().obter(criada.id)).dados.socios).toHaveLength(1);
  });

  it('the person search refuses a search with neither document nor name, and a short name', async () => {
    const vazio = await server.request('POST', '/socio/pesquisa', { login: 'admin', body: {} });
    expect([vazio.status, vazio.body.erros]).toEqual([400, [{ campo: '', mensagem: 'Informe o CPF ou CNPJ, ou parte do nome.' }]]);
    const curto = await server.request('POST', '/socio/pesquisa', { login: 'admin', body: { nome: 'an' } });
    expect(curto.body.erros).toEqual([{ campo: 'nome', mensagem: 'Informe ao menos 3 letras do nome.' }]);
    expect((await server.sdk('admin').socios.pesquisar({ documento: novoCpf() })).dados).toEqual([]);
  });

  it('a CPF searched is in no address and in no line of the service\'s log', async () => {
    const linhas: string[] = [];
    const log = new Writable({
      write(chunk: Buffer, _encoding, done) {
        linhas.push(chunk.toString('utf8'));
        done();
      },
    });
    const comLog = await startTestServer({ logStream: log });
    try {
      const cpf = novoCpf();
      await comLog.sdk('admin').empresas.salvar(associacao({ socios: [membro('Gil Pacheco', cpf)] }));
      const { dados } = await comLog.sdk('admin').socios.pesquisar({ documento: cpf });
      expect(dados).toHaveLength(1);
      expect(linhas.some((l) => l.includes('/socio/pesquisa'))).toBe(true);
      expect(linhas.filter((l) => l.includes(cpf))).toEqual([]);
    } finally {
      await comLog.close();
    }
  });
});

describe('qualification table (docs/api.md "QualificacaoSocio")', () => {
  const api = () => server.sdk('admin').qualificacoesSocio;

  it('holds the Receita\'s table in full, by code', async () => {
    const { dados } = await api().listar({}, { pageNumber: 0, pageSize: 100, sortBy: 'codigo', sort: 'asc' });
    expect(dados.totalElements).toBe(68);
    expect(dados.content.slice(0, 3).map((q) => [q.codigo, q.nome])).toEqual([['00', 'Não informada'], ['05', 'Administrador'], ['08', 'Conselheiro de Administração']]);
    expect((await api().listar({ nome: 'presid' })).dados.content.map((q) => q.codigo)).toEqual(['16', '73']);
  });

  it('creates, renames and removes a qualification; a taken code or name, and one in use, are refused in pt-BR', async () => {
    const { dados: nova, mensagens } = await api().salvar({ codigo: '90', nome: 'Conselheiro Fiscal' });
    expect(mensagens).toEqual(['Qualificação de sócio cadastrada com sucesso!']);
    const repetida = await httpError(api().salvar({ codigo: '16', nome: 'Outro nome' }));
    expect([repetida.status, repetida.erros]).toEqual([409, [{ campo: 'codigo', mensagem: 'Já existe uma qualificação com este código.' }]]);
    const mesmoNome = await httpError(api().salvar({ codigo: '91', nome: 'CONSELHEIRO FISCAL' }));
    expect(mesmoNome.erros).toEqual([{ campo: 'nome', mensagem: 'Já existe uma qualificação com este nome.' }]);
    const stale = await httpError(api().salvar({ id: nova.id, versao: 5, codigo: '90', nome: 'X' }));
    expect(stale.status).toBe(409);
    // In use on a board: refused, saying what to do.
    await empresas().salvar(associacao({ socios: [membro('Hugo Brandão', novoCpf(), { qualificacao: '90' })] }));
    const emUso = await httpError(api().remover(nova.id));
    expect([emUso.status, emUso.resposta?.mensagens]).toEqual([409, ['Esta qualificação está no quadro de sócios de empresas: troque-a nesses quadros antes de excluí-la.']]);
    const { dados: livre } = await api().salvar({ codigo: '92', nome: 'Qualificação sem uso' });
    expect((await api().remover(livre.id)).mensagens).toEqual(['Qualificação de sócio removida.']);
  });
});

describe('entity-consultation service (docs/api.md "Consulta")', () => {
  it('answers the Receita\'s view of a demo CNPJ, members masked, and the differences with the local record can be marked', async () => {
    const linha = await server.database.db.execute<{ id: number; cnpj: string }>(sql`SELECT id, cnpj FROM empresa WHERE cnpj IS NOT NULL ORDER BY id LIMIT 1`);
    const { id, cnpj } = linha.rows[0] ?? { id: 0, cnpj: '' };
    const { dados: receita } = await server.sdk('admin').consultaEmpresa.cnpj(cnpj);
    expect(receita.cnpj).toBe(cnpj);
    expect(receita.qsa.every((s) => /^\*\*\*\.\d{3}\.\d{3}-\*\*$/.test(s.documento) || s.documento.length === 14)).toBe(true);
    const { dados: local } = await empresas().obter(id);
    const diferencas = diferencasReceita(local, receita, new Date().toISOString().slice(0, 10));
    expect(diferencas.filter((d) => d.campo === 'denominacao' || d.campo === 'cnpj')).toEqual([]);
  });

  it('answers 404 in pt-BR for a CNPJ it does not know, 400 for an invalid one, and 403 without VISUALIZAR_EMPRESAS', async () => {
    const desconhecido = await httpError(server.sdk('admin').consultaEmpresa.cnpj('11.222.333/0001-81'));
    expect([desconhecido.status, desconhecido.resposta?.mensagens]).toEqual([404, ['O CNPJ 11.222.333/0001-81 não consta na base da Receita consultada: confira o número.']]);
    const invalido = await httpError(server.sdk('admin').consultaEmpresa.cnpj('11.222.333/0001-82'));
    expect([invalido.status, invalido.erros[0]?.campo]).toEqual([400, 'cnpj']);
    const admin = server.sdk('admin');
    const { dados: grupo } = await admin.gruposUsuario.salvar({ nome: 'SEM EMPRESAS', permissoes: [PERMISSAO.VISUALIZAR_CAIXAS] });
    await admin.usuarios.salvar({ cpf: novoCpf(), nome: 'Sem Empresas', login: 'sem.empresas', ativo: true, grupoIds: [grupo.id] });
    const semPermissao = await httpError(server.sdk('sem.empresas').consultaEmpresa.cnpj('11.222.333/0001-81'));
    expect(semPermissao.status).toBe(403);
  });
});
