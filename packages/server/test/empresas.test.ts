// Registered entities through the SDK (docs/api.md "Empresa"): the record and its rules, the similar-name rule, the
// list's filters and order, the numbers that stay unique under concurrent saves, and the audit of every write.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PERMISSAO, type EmpresaSalvar } from '@rpj/domain';
import { novoCpf } from './cpf.ts';
import { httpError, useTestServer } from './harness.ts';

const server = useTestServer();
const api = () => server.sdk('admin').empresas;

let serie = 0;
/**
 * A valid association with a name no other test uses. The names it makes are alike ("Associação Comunitária
 * Aroeira 7919", …): the similar-name rule is confirmed unless `confirmado` is false.
 */
function associacao(extra: Partial<EmpresaSalvar> = {}, confirmado = true): EmpresaSalvar {
  serie++;
  const distinto = `${['Aroeira', 'Buriti', 'Cagaita', 'Jatobá', 'Pequi', 'Baru', 'Mangaba', 'Ipê', 'Jacarandá', 'Sucupira'][serie % 10] ?? ''} ${String(serie * 7919)}`;
  return {
    denominacao: `Associação Comunitária ${distinto}`,
    naturezaJuridica: '3999',
    situacao: 'ATIVA',
    migrada: false,
    objeto: 'Promover a integração dos moradores e a defesa dos seus interesses.',
    endereco: { cep: '74120020', logradouro: 'Rua 10', numero: '250', bairro: 'Setor Oeste', municipio: 'Goiânia', uf: 'GO' },
    ...(confirmado ? { nomeSemelhanteConfirmado: true } : {}),
    ...extra,
  };
}

describe('empresas (docs/api.md)', () => {
  it('creates a migrated record with its registration, reads it back, updates it with its version and removes it', async () => {
    const corpo = associacao({ migrada: true, numeroRegistro: 4312, livro: 'a-3', folha: '118v', dataRegistro: '2009-05-12', dataConstituicao: '2009-04-30', cnpj: '11.444.777/0001-61', telefone: '(62) 3224-1000', email: 'contato@moradores.org.br' });
    const criado = await api().salvar(corpo);
    expect(criado.mensagens).toEqual(['Empresa cadastrada com sucesso!']);
    expect(criado.dados).toMatchObject({ versao: 0, numeroRegistro: 4312, livro: 'A-3', folha: '118v', dataRegistro: '2009-05-12', cnpj: '11444777000161', telefone: '6232241000', endereco: corpo.endereco });
    expect((await api().obter(criado.dados.id)).dados).toEqual(criado.dados);
    const salvo = await api().salvar({ ...corpo, id: criado.dados.id, versao: 0, situacao: 'EM_LIQUIDACAO', nomeFantasia: 'Moradores' });
    expect([salvo.mensagens, salvo.dados.versao, salvo.dados.situacao]).toEqual([['Empresa salva com sucesso!'], 1, 'EM_LIQUIDACAO']);
    expect((await api().remover(criado.dados.id)).mensagens).toEqual([`Empresa ${corpo.denominacao} removida.`]);
    expect((await httpError(api().obter(criado.dados.id))).status).toBe(404);
    // Every write is in the audit trail, with the record before and after.
    const trilha = await server.database.db.execute<{ acao: string }>(sql`SELECT acao FROM auditoria WHERE entidade = 'empresa' AND entidade_id = ${String(criado.dados.id)} ORDER BY id`);
    expect(trilha.rows.map((r) => r.acao)).toEqual(['CRIACAO', 'ALTERACAO', 'REMOCAO']);
  });

  it('warns of an identical or similar name with its registration, and saves once the person confirms', async () => {
    const original = (await api().salvar(associacao({ denominacao: 'Associação dos Moradores do Jardim Primavera', migrada: true, numeroRegistro: 5001 }))).dados;
    const parecido = associacao({ denominacao: 'ASSOCIACAO DE MORADORES JARDIM PRIMAVERA' }, false);
    const aviso = await httpError(api().salvar(parecido));
    const mensagem = 'Há nomes iguais ou semelhantes já cadastrados: Associação dos Moradores do Jardim Primavera (registro nº 5001, Livro A). Confirme o nome para salvar mesmo assim, ou altere-o.';
    const semelhante = { id: original.id, denominacao: original.denominacao, numeroRegistro: 5001, livro: 'A', situacao: 'ATIVA' };
    expect([aviso.status, aviso.resposta?.tipoResposta, aviso.erros, aviso.resposta?.dados]).toEqual([409, 'CONFIRMACAO', [{ campo: 'denominacao', mensagem }], [semelhante]]);
    expect((await api().nomesSemelhantes('Associação de Moradores do Jardim Primavera')).dados).toEqual([semelhante]);
    // A distinct name passes; the record itself is not its own similar name.
    expect((await api().nomesSemelhantes('Associação dos Amigos do Jardim Primavera Norte Leste', original.id)).dados).toEqual([]);
    expect((await api().nomesSemelhantes(original.denominacao, original.id)).dados).toEqual([]);
    const confirmado = await api().salvar({ ...parecido, nomeSemelhanteConfirmado: true });
    expect(confirmado.dados.denominacao).toBe('ASSOCIACAO DE MORADORES JARDIM PRIMAVERA');
    // Saving the original again without changing its name asks nothing.
    expect((await api().salvar({ ...associacao({ denominacao: original.denominacao, migrada: true, numeroRegistro: 5001, livro: 'A' }, false), id: original.id, versao: original.versao })).dados.versao).toBe(1);
  });

  it('refuses what the rules forbid, naming the field in pt-BR, and writes nothing', async () => {
    const casos: readonly [Partial<EmpresaSalvar>, string, string][] = [
      [{ numeroRegistro: 10 }, 'numeroRegistro', 'O registro (número, livro, folha e data) é escrito pelo registro do ato: informe-o à mão só em empresa migrada de outro sistema.'],
      [{ migrada: true, livro: 'A', folha: '3' }, 'numeroRegistro', 'Informe o número do registro, ou deixe livro, folha e data em branco.'],
      [{ capitalCentavos: 500_000 }, 'capitalCentavos', 'O capital social só se aplica a sociedades: deixe-o em branco para esta natureza jurídica.'],
      [{ naturezaJuridica: '2313' }, 'naturezaJuridica', 'Empresa Individual de Responsabilidade Limitada (de Natureza Simples): natureza extinta (Lei 14.195/2021), só em empresa migrada de outro sistema.'],
      [{ migrada: true, numeroRegistro: 77, dataConstituicao: '2020-02-01', dataRegistro: '2020-01-31' }, 'dataRegistro', 'A data de registro não pode ser anterior à de constituição.'],
      [{ dataConstituicao: '2020-02-01', duracaoAte: '2019-12-31' }, 'duracaoAte', 'O prazo de duração não pode terminar antes da constituição.'],
    ];
    const antes = await server.database.db.execute<{ n: string }>(sql`SELECT count(*) AS n FROM empresa`);
    for (const [extra, campo, mensagem] of casos) {
      const erro = await httpError(api().salvar(associacao(extra)));
      expect([erro.status, erro.erros]).toEqual([400, [{ campo, mensagem }]]);
    }
    // A society takes a capital; a migrated record may keep the extinct EIRELI.
    expect((await api().salvar(associacao({ naturezaJuridica: '2240', capitalCentavos: 10_000_000 }))).dados.capitalCentavos).toBe(10_000_000);
    expect((await api().salvar(associacao({ naturezaJuridica: '2313', migrada: true }))).dados.naturezaJuridica).toBe('2313');
    const depois = await server.database.db.execute<{ n: string }>(sql`SELECT count(*) AS n FROM empresa`);
    expect(Number(depois.rows[0]?.n) - Number(antes.rows[0]?.n)).toBe(2);
    // The origin is fixed once saved.
    const { dados } = await api().salvar(associacao());
    const erro = await httpError(api().salvar({ ...associacao({ denominacao: dados.denominacao }), migrada: true, id: dados.id, versao: 0 }));
    expect(erro.erros).toEqual([{ campo: 'migrada', mensagem: 'A origem do cadastro (migrada de outro sistema ou não) não muda depois de salvo.' }]);
  });

  it('keeps one CNPJ per entity and one registration number per book, also when saves race', async () => {
    await api().salvar(associacao({ cnpj: '12.ABC.345/01DE-35' }));
    const cnpj = await httpError(api().salvar(associacao({ cnpj: '12abc34501de35' })));
    expect([cnpj.status, cnpj.erros]).toEqual([409, [{ campo: 'cnpj', mensagem: 'Já existe uma empresa com este CNPJ.' }]]);
    // Twenty saves of the same number in the same book at once: one is saved, every other is told why.
    const corrida = await Promise.allSettled(Array.from({ length: 20 }, () => api().salvar(associacao({ migrada: true, numeroRegistro: 9001, livro: 'B' }))));
    const feitos = corrida.filter((r) => r.status === 'fulfilled');
    const recusas = await Promise.all(corrida.filter((r) => r.status === 'rejected').map((r) => httpError(Promise.reject(r.reason as Error))));
    expect(feitos).toHaveLength(1);
    expect(new Set(recusas.map((e) => `${String(e.status)} ${JSON.stringify(e.erros)}`))).toEqual(
      new Set([`409 ${JSON.stringify([{ campo: 'numeroRegistro', mensagem: 'Este número de registro já existe neste livro: confira o número e o livro.' }])}`]),
    );
    // The same number in another book is another registration.
    expect((await api().salvar(associacao({ migrada: true, numeroRegistro: 9001, livro: 'C' }))).dados.numeroRegistro).toBe(9001);
  });

  it('lets one of two concurrent edits of a record through; the other is told to reload', async () => {
    const corpo = associacao();
    const { dados } = await api().salvar(corpo);
    const edicoes = await Promise.allSettled([1, 2].map((i) => api().salvar({ ...corpo, id: dados.id, versao: 0, objeto: `Objeto da edição ${String(i)}.` })));
    expect(edicoes.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const [recusa] = edicoes.filter((r) => r.status === 'rejected');
    expect((await httpError(Promise.reject(recusa?.reason as Error))).status).toBe(409);
    expect((await api().obter(dados.id)).dados.versao).toBe(1);
  });

  it('finds by parts of words without accents or case, closest names first, and by CNPJ, number, nature, situation and period', async () => {
    const a = (await api().salvar(associacao({ denominacao: 'Associação Cultural Pé de Serra Goiano', migrada: true, numeroRegistro: 7101, dataRegistro: '2015-03-10', cnpj: '11.222.333/0001-81' }))).dados;
    const b = (await api().salvar(associacao({ denominacao: 'Instituto Serrano de Cultura Popular', naturezaJuridica: '3069', situacao: 'DISSOLVIDA', migrada: true, numeroRegistro: 7102, dataRegistro: '2018-07-01' }))).dados;
    const c = (await api().salvar(associacao({ denominacao: 'Associação Serra Cultural' }))).dados;
    const ids = async (filtro: Parameters<ReturnType<typeof api>['listar']>[0]): Promise<number[]> =>
      (await api().listar(filtro, { pageSize: 50 })).dados.content.map((r) => r.id).filter((id) => [a.id, b.id, c.id].includes(id));
    expect(new Set(await ids({ nome: 'SERR cultur' }))).toEqual(new Set([a.id, b.id, c.id]));
    // The closest name first, though another sorts before it by name.
    expect(await ids({ nome: 'serra cultural' })).toEqual([c.id, a.id]);
    expect(await ids({ nome: 'serrano' })).toEqual([b.id]);
    expect(await ids({ nome: 'pe de serra' })).toEqual([a.id]);
    expect(await ids({ cnpj: '11.222.333' })).toEqual([a.id]);
    expect(await ids({ numeroRegistro: 7102 })).toEqual([b.id]);
    expect(await ids({ naturezaJuridica: '3069', nome: 'serr' })).toEqual([b.id]);
    expect(await ids({ situacao: 'DISSOLVIDA', nome: 'serr' })).toEqual([b.id]);
    expect(await ids({ registroDe: '2016-01-01', registroAte: '2018-12-31' })).toEqual([b.id]);
    expect(await ids({ registroAte: '2015-03-10' })).toEqual([a.id]);
    const ordenada = (await api().listar({ nome: 'serr' }, { sortBy: 'numeroRegistro', sort: 'desc' })).dados;
    expect(ordenada.content.slice(0, 2).map((r) => r.numeroRegistro)).toEqual([7102, 7101]);
    expect(ordenada.content[0]).toEqual({ id: b.id, denominacao: b.denominacao, naturezaJuridica: '3069', situacao: 'DISSOLVIDA', migrada: true, numeroRegistro: 7102, livro: 'A', dataRegistro: '2018-07-01', municipio: 'Goiânia', uf: 'GO' });
  });

  it('numbers amendments per registration, distinct under concurrent requests, and moves the situation with dissolution', async () => {
    const { dados: empresa } = await api().salvar(associacao({ migrada: true, numeroRegistro: 6100, dataRegistro: '2010-01-05' }));
    const primeira = await api().averbar(empresa.id, { data: '2012-03-01', tipo: 'SEDE', descricao: 'Mudança para a Rua 20, 100.', protocolo: '45.120' });
    expect([primeira.dados.numero, primeira.mensagens]).toEqual([1, ['Av.1 averbada.']]);
    // Forty at once: forty distinct numbers, 2 to 41.
    const juntas = await Promise.all(Array.from({ length: 40 }, (_, i) => api().averbar(empresa.id, { data: '2013-01-01', tipo: 'ADMINISTRACAO', descricao: `Eleição ${String(i)}.` })));
    expect(juntas.map((r) => r.dados.numero).sort((a, b) => a - b)).toEqual(Array.from({ length: 40 }, (_, i) => i + 2));
    const dissolucao = await api().averbar(empresa.id, { data: '2020-06-30', tipo: 'DISSOLUCAO', descricao: 'Dissolução aprovada em assembleia.' });
    expect(dissolucao.dados.numero).toBe(42);
    expect((await api().obter(empresa.id)).dados.situacao).toBe('EM_LIQUIDACAO');
    const lista = (await api().averbacoes(empresa.id)).dados;
    expect([lista.length, lista[0]]).toEqual([42, { ...primeira.dados }]);
  });

  it('takes a typed amendment number only on a migrated record and with EDITAR_NUMERO_AVERBACAO, and refuses what the rules forbid', async () => {
    const { dados: migrada } = await api().salvar(associacao({ migrada: true, numeroRegistro: 6200, dataRegistro: '2010-01-05' }));
    expect((await api().averbar(migrada.id, { numero: 7, data: '2011-01-01', tipo: 'OUTRA', descricao: 'Av.7 do livro antigo.' })).dados.numero).toBe(7);
    expect((await api().averbar(migrada.id, { data: '2011-02-01', tipo: 'OUTRA', descricao: 'A seguinte.' })).dados.numero).toBe(8);
    const repetida = await httpError(api().averbar(migrada.id, { numero: 7, data: '2011-01-01', tipo: 'OUTRA', descricao: 'De novo.' }));
    expect([repetida.status, repetida.erros]).toEqual([409, [{ campo: 'numero', mensagem: 'Este número de averbação já existe neste registro.' }]]);
    // Someone who may edit entities but not type amendment numbers is refused the number, not the amendment.
    const admin = server.sdk('admin');
    const { dados: grupo } = await admin.gruposUsuario.salvar({ nome: 'EDITORES DE EMPRESAS', permissoes: [PERMISSAO.VISUALIZAR_EMPRESAS, PERMISSAO.EDITAR_EMPRESAS] });
    await admin.usuarios.salvar({ cpf: novoCpf(), nome: 'Editor de Empresas', login: 'editor.empresas', ativo: true, grupoIds: [grupo.id] });
    const editor = server.sdk('editor.empresas').empresas;
    const semPermissao = await httpError(editor.averbar(migrada.id, { numero: 20, data: '2011-01-01', tipo: 'OUTRA', descricao: 'x' }));
    expect([semPermissao.status, semPermissao.resposta?.mensagens]).toEqual([403, ['Informar à mão o número da averbação exige a permissão Editar número de averbação.']]);
    expect((await editor.averbar(migrada.id, { data: '2011-03-01', tipo: 'OUTRA', descricao: 'Sem número informado.' })).dados.numero).toBe(9);
    const { dados: nova } = await api().salvar(associacao());
    expect((await httpError(api().averbar(nova.id, { data: '2011-01-01', tipo: 'OUTRA', descricao: 'x' }))).status).toBe(409);
    const anterior = await httpError(api().averbar(migrada.id, { data: '2009-12-31', tipo: 'OUTRA', descricao: 'x' }));
    expect(anterior.erros).toEqual([{ campo: 'data', mensagem: 'A averbação não pode ser anterior à data do registro.' }]);
    expect((await api().averbacoes(migrada.id)).dados.map((a) => a.numero)).toEqual([7, 8, 9]);
  });

  it('tells the history field by field; a hidden entry leaves the timeline, stays in the audit trail, and its hiding shows on request', async () => {
    const corpo = associacao({ migrada: true, numeroRegistro: 6300, dataRegistro: '2010-01-05' });
    const { dados: criada } = await api().salvar(corpo);
    await api().salvar({ ...corpo, id: criada.id, versao: 0, situacao: 'EM_LIQUIDACAO', telefone: '62999887766' });
    await api().averbar(criada.id, { data: '2015-05-05', tipo: 'LIQUIDACAO', descricao: 'Liquidação encerrada.' });
    const eventos = (await api().historico(criada.id)).dados;
    expect(eventos.map((e) => [e.acao, e.usuario, e.resumo])).toEqual([
      ['AVERBACAO', 'admin', 'Av.1 — Encerramento da liquidação: Liquidação encerrada.'],
      ['ALTERACAO', 'admin', 'Alteração do cadastro'],
      ['CRIACAO', 'admin', 'Cadastro da empresa'],
    ]);
    expect(eventos[0]?.alteracoes).toEqual([{ campo: 'situacao', rotulo: 'Situação', antes: 'Em liquidação', depois: 'Dissolvida' }]);
    expect(eventos[1]?.alteracoes).toEqual([
      { campo: 'situacao', rotulo: 'Situação', antes: 'Ativa', depois: 'Em liquidação' },
      { campo: 'telefone', rotulo: 'Telefone', depois: '(62) 99988-7766' },
    ]);
    const alteracao = eventos[1]?.id ?? 0;
    // Only REMOVER_HISTORICO_EMPRESA hides; the examiner cannot.
    expect((await httpError(server.sdk('examinador').empresas.ocultarHistorico(alteracao, 'Lançamento errado.'))).status).toBe(403);
    expect((await api().ocultarHistorico(alteracao, 'Telefone lançado na empresa errada.')).mensagens[0]).toContain('continua na trilha de auditoria');
    expect((await httpError(api().ocultarHistorico(alteracao, 'De novo.'))).status).toBe(409);
    expect((await api().historico(criada.id)).dados.map((e) => e.acao)).toEqual(['AVERBACAO', 'CRIACAO']);
    const todos = (await api().historico(criada.id, true)).dados;
    expect(todos.map((e) => [e.acao, e.oculto?.motivo])).toEqual([
      ['OCULTACAO', undefined],
      ['AVERBACAO', undefined],
      ['ALTERACAO', 'Telefone lançado na empresa errada.'],
      ['CRIACAO', undefined],
    ]);
    expect(todos[0]?.resumo).toBe(`Entrada nº ${String(alteracao)} oculta do histórico: Telefone lançado na empresa errada.`);
    // The audit trail still has every row.
    const trilha = await server.database.db.execute<{ n: string }>(sql`SELECT count(*) AS n FROM auditoria WHERE entidade = 'empresa' AND entidade_id = ${String(criada.id)}`);
    expect(Number(trilha.rows[0]?.n)).toBe(4);
    expect((await httpError(api().ocultarHistorico(999_999_999, 'x'))).status).toBe(404);
  });
});
