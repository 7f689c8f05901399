// The legal grounds of requirement notes through the SDK (docs/api.md "FundamentoLegal"): the starting list, a
// ground with a model text of several lines created, found by its name or its text, changed against its version
// and removed; the rules of a save; the starting list put in once, the office's changes kept.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { FUNDAMENTOS_LEGAIS_INICIAIS } from '@rpj/domain';
import { fundamentosLegais } from '../src/fundamentos-legais/fundamentos-legais.module.ts';
import { httpError, useTestServer } from './harness.ts';

const server = useTestServer();
const api = () => server.sdk('admin').fundamentosLegais;
const TODOS = { pageNumber: 0, pageSize: 50 } as const;

const ESTATUTO = 'Código Civil, art. 45';
const TEXTO = 'Apresente a ata de fundação com o estatuto aprovado (Código Civil, art. 45).\nIndique o endereço completo da sede.';

describe('fundamentos legais (docs/api.md)', () => {
  it('starts with the grounds an examiner cites most, by name, each with its model text', async () => {
    const { dados } = await api().listar({}, TODOS);
    expect(dados.content.map((f) => f.nome)).toEqual(FUNDAMENTOS_LEGAIS_INICIAIS.map((f) => f.nome).sort((a, b) => a.localeCompare(b, 'pt-BR')));
    expect(dados.content.find((f) => f.nome === 'Lei 8.906/1994, art. 1º, § 2º')?.texto).toContain('visados por advogado');
    // By part of the name and by part of the text, accents and case aside.
    expect((await api().listar({ nome: 'LEI 6.015' }, TODOS)).dados.totalElements).toBe(4);
    expect((await api().listar({ texto: 'fundacao' }, TODOS)).dados.content.map((f) => f.nome)).toEqual(['Código Civil, art. 62', 'Código Civil, art. 66']);
    expect((await api().listar({ nome: 'civil', texto: 'assembleia' }, TODOS)).dados.content.map((f) => f.nome)).toEqual(['Código Civil, art. 59']);
  });

  it('creates a ground with a model text of several lines, changes it against its version and removes it, saying so in pt-BR', async () => {
    const criado = await api().salvar({ nome: ` ${ESTATUTO} `, texto: `${TEXTO}\n` });
    expect([criado.dados, criado.mensagens]).toEqual([{ id: criado.dados.id, nome: ESTATUTO, texto: TEXTO, versao: 0 }, ['Fundamento legal cadastrado com sucesso!']]);
    expect((await api().listar({ texto: 'endereco completo' })).dados.content.map((f) => f.id)).toEqual([criado.dados.id]);
    const salvo = await api().salvar({ id: criado.dados.id, versao: 0, nome: ESTATUTO, texto: 'Apresente a ata de fundação.' });
    expect([salvo.dados.versao, salvo.mensagens, (await api().obter(criado.dados.id)).dados.texto]).toEqual([1, ['Fundamento legal salvo com sucesso!'], 'Apresente a ata de fundação.']);
    const stale = await httpError(api().salvar({ id: criado.dados.id, versao: 0, nome: ESTATUTO, texto: 'Outro texto.' }));
    expect(stale.status).toBe(409);
    expect((await api().remover(criado.dados.id)).mensagens).toEqual(['Fundamento legal removido.']);
    expect((await httpError(api().obter(criado.dados.id))).status).toBe(404);
  });

  it('refuses a name already taken, whatever its accents and case, and a text missing or too long, under the field', async () => {
    const repetido = await httpError(api().salvar({ nome: 'CODIGO CIVIL, ART. 54', texto: TEXTO }));
    expect([repetido.status, repetido.erros]).toEqual([409, [{ campo: 'nome', mensagem: 'Já existe um fundamento legal com este nome.' }]]);
    const semTexto = await httpError(api().salvar({ nome: 'Lei 10.406/2002, art. 45', texto: '   ' }));
    expect([semTexto.status, semTexto.erros]).toEqual([400, [{ campo: 'texto', mensagem: 'Preencha este campo.' }]]);
    const longo = await httpError(api().salvar({ nome: 'Lei 10.406/2002, art. 45', texto: 'x'.repeat(1001) }));
    expect([longo.status, longo.erros]).toEqual([400, [{ campo: 'texto', mensagem: 'Use no máximo 1000 caracteres.' }]]);
    expect((await api().listar({ nome: '10.406' })).dados.totalElements).toBe(0);
  });

  it('puts the starting list in only into an empty table: a ground the office removed stays removed', async () => {
    const { db } = server.database;
    const contar = async (): Promise<number> => Number((await db.execute<{ n: number | string }>(sql`SELECT count(*) AS n FROM fundamento_legal`)).rows[0]?.n ?? 0);
    const primeiro = (await api().listar({ nome: 'art. 114' })).dados.content[0];
    await api().remover(primeiro?.id ?? 0);
    const antes = await contar();
    await fundamentosLegais.semear?.(db, { demo: false });
    expect(await contar()).toBe(antes);
    await db.execute(sql`DELETE FROM fundamento_legal`);
    await fundamentosLegais.semear?.(db, { demo: false });
    const { rows } = await db.execute<{ nome: string; texto: string }>(sql`SELECT nome, texto FROM fundamento_legal ORDER BY id`);
    expect(rows).toEqual(FUNDAMENTOS_LEGAIS_INICIAIS);
  });
});
