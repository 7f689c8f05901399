import { describe, expect, it } from 'vitest';
import { httpError, useTestServer } from './harness.ts';

const server = useTestServer();

describe('responsáveis assinantes (docs/api.md)', () => {
  it('records a signatory with post and period, finds who may sign on a day, updates with its version and removes, in pt-BR', async () => {
    const api = server.sdk('admin').responsaveis;
    const criado = await api.salvar({ nome: 'Marta Lima Teste', cargo: 'ESCREVENTE', inicio: '2026-02-01', fim: '2026-06-30' });
    expect([criado.dados, criado.mensagens]).toEqual([
      { id: criado.dados.id, nome: 'Marta Lima Teste', cargo: 'ESCREVENTE', inicio: '2026-02-01', fim: '2026-06-30', versao: 0 },
      ['Responsável assinante cadastrado com sucesso!'],
    ]);
    const ids = async (filtro: Parameters<typeof api.listar>[0]): Promise<readonly number[]> => (await api.listar(filtro)).dados.content.map((r) => r.id);
    expect([await ids({ vigenteEm: '2026-06-30' }), await ids({ vigenteEm: '2026-07-01' }), await ids({ cargo: 'ESCREVENTE', nome: 'marta' }), await ids({ cargo: 'OFICIAL', nome: 'marta' })].map((l) => l.includes(criado.dados.id))).toEqual([true, false, true, false]);
    // Without an end the period holds every later day.
    const salvo = await api.salvar({ id: criado.dados.id, versao: 0, nome: 'Marta Lima Teste', cargo: 'SUBSTITUTO', inicio: '2026-02-01' });
    expect([salvo.dados, (await ids({ vigenteEm: '2031-01-01' })).includes(criado.dados.id)]).toEqual([{ id: criado.dados.id, nome: 'Marta Lima Teste', cargo: 'SUBSTITUTO', inicio: '2026-02-01', versao: 1 }, true]);
    expect((await api.remover(criado.dados.id)).mensagens).toEqual(['Responsável assinante removido.']);
    expect((await httpError(api.obter(criado.dados.id))).status).toBe(404);
  });

  it('refuses an end before the start, a stale version and a repeated name on their fields, and writes nothing', async () => {
    const api = server.sdk('admin').responsaveis;
    const antes = (await api.listar({ nome: 'Paulo Teixeira' })).dados.totalElements;
    const fim = await httpError(api.salvar({ nome: 'Paulo Teixeira', cargo: 'ESCREVENTE', inicio: '2026-02-01', fim: '2026-01-31' }));
    expect([fim.status, fim.erros, (await api.listar({ nome: 'Paulo Teixeira' })).dados.totalElements]).toEqual([400, [{ campo: 'fim', mensagem: 'O fim da vigência não pode ser anterior ao início.' }], antes]);
    const { dados } = await api.salvar({ nome: 'Paulo Teixeira', cargo: 'ESCREVENTE', inicio: '2026-02-01' });
    expect((await httpError(api.salvar({ ...dados, versao: 7, nome: 'Outro Nome' }))).status).toBe(409);
    const repetido = await httpError(api.salvar({ nome: 'PAULO TEIXEIRA', cargo: 'OFICIAL', inicio: '2026-01-01' }));
    expect([repetido.status, repetido.erros, (await api.obter(dados.id)).dados]).toEqual([409, [{ campo: 'nome', mensagem: 'Já existe um responsável assinante com este nome.' }], dados]);
  });
});
