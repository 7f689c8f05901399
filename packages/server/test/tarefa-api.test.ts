/**
 * Following background work through the API (`GET /tarefa/{id}`, docs/api.md "Background work"): a person sees the
 * progress their job reports, another person does not find it, and a malformed id is refused naming the field.
 */
import { percentualTarefa } from '@rpj/domain';
import { describe, expect, it } from 'vitest';
import { novoCpf } from './cpf.ts';
import { ate, httpError, useTestServer } from './harness.ts';

const server = useTestServer();

describe('GET /tarefa/{id}', () => {
  it("shows a person their job's state and progress, and nobody else", async () => {
    const { dados: eu } = await server.sdk('admin').usuarios.recuperaDadosPorLogin();
    // The clean-up reports no progress: its state alone, feitos 0.
    const id = (await server.services.fila.enviar('limpeza', {}, undefined, { usuarioId: eu.id })) ?? '';
    await ate(async () => (await server.sdk('admin').tarefas.obter(id)).dados.estado === 'concluida');
    const { dados } = await server.sdk('admin').tarefas.obter(id);
    expect([dados.fila, dados.estado, dados.feitos, percentualTarefa(dados)]).toEqual(['limpeza', 'concluida', 0, 100]);
    const login = `t.${Date.now().toString(36)}`;
    await server.sdk('admin').usuarios.salvar({ cpf: novoCpf(), nome: 'Outra Pessoa', login, ativo: true, grupoIds: [] });
    expect((await httpError(server.sdk(login).tarefas.obter(id))).status).toBe(404);
    const ruim = await server.request('GET', '/tarefa/123', { login });
    expect([ruim.status, ruim.body.erros]).toEqual([400, [{ campo: 'id', mensagem: 'Informe o identificador da tarefa (um UUID).' }]]);
  });
});
