// The conference through the SDK (docs/api.md "Conferência", issue 27): a title confirmed by the analysis is found
// in the conference queue, its act's list ticked item by item (who and when), refused while an item is missing,
// returned to the exam with a reason (its ticks cleared), and, conferred again, sent to the officer's conference;
// who may not confer cannot; bad input writes nothing.
import { describe, expect, it } from 'vitest';
import type { Processo } from '@rpj/domain';
import { httpError, useTestServer } from './harness.ts';

const server = useTestServer();

/** A fresh title taken in, examined fit by the administrator and confirmed by the other examiner. */
async function confirmado(): Promise<Processo> {
  const servicoId = (await server.sdk('admin').servicos.listar({ descricao: '101' })).dados.content[0]?.id ?? 0;
  const { dados: p } = await server.sdk('admin').processos.entrada({
    apresentante: { nome: 'Renata Borges Amaral', documento: '52998224725', email: 'renata@exemplo.com.br' },
    empresaNome: 'Associação da Conferência',
    naturezaJuridica: '3999',
    tipoAto: 'REGISTRO_CONSTITUICAO',
    documentos: [],
    itens: [{ servicoId, quantidade: 1 }],
  });
  const { dados: apto } = await server.sdk('admin').exames.decidir(p.protocolo, { versao: p.versao, decisao: 'APTO', exigencias: [] });
  const { dados } = await server.sdk('examinador').exames.analisar(p.protocolo, { versao: apto.processo.versao, decisao: 'CONFIRMAR' });
  return dados.processo;
}

describe('conferência (docs/api.md)', () => {
  it('ticks the act\'s list with who and when, returns a title to the exam with a reason, and sends it to the officer when all is ticked', async () => {
    const p = await confirmado();
    const oficial = server.sdk('oficial').conferencias;
    expect((await oficial.fila()).dados.content.map((l) => l.protocolo)).toContain(p.protocolo);
    const { dados: antes } = await oficial.processo(p.protocolo);
    expect(antes.etapa).toBe('CONFERENCIA');
    expect(antes.itens.length).toBeGreaterThan(1);
    expect(antes.itens.every((i) => i.marca === undefined)).toBe(true);

    const [primeiro, ...resto] = antes.itens;
    const { dados: marcado } = await oficial.marcar(p.protocolo, { item: primeiro?.item ?? '', marcado: true });
    expect(marcado.itens[0]?.marca?.usuario.login).toBe('oficial');
    const faltando = await httpError(oficial.concluir(p.protocolo, { versao: marcado.processo.versao, decisao: 'CONFERIR' }));
    expect([faltando.status, faltando.erros.map((e) => e.campo)]).toEqual([400, ['itens']]);
    expect(faltando.erros[0]?.mensagem).toMatch(/^Marque cada item conferido: falta/);
    expect((await httpError(oficial.marcar(p.protocolo, { item: 'Item que não existe', marcado: true }))).erros.map((e) => e.campo)).toEqual(['item']);
    expect((await httpError(oficial.concluir(p.protocolo, { versao: marcado.processo.versao, decisao: 'DEVOLVER' }))).erros.map((e) => e.campo)).toEqual(['motivo']);

    // Returned to the exam: the reason in the history, the ticks cleared.
    const { dados: devolvido, mensagens } = await oficial.concluir(p.protocolo, { versao: marcado.processo.versao, decisao: 'DEVOLVER', motivo: 'A ata não traz o mandato da diretoria.' });
    expect([devolvido.processo.situacao, mensagens]).toEqual(['EM_EXAME', [`Processo ${String(p.protocolo)}: devolvido ao exame.`]]);
    expect(devolvido.processo.historico.at(-1)).toMatchObject({ evento: 'DEVOLVER_AO_EXAME', de: 'CONFERENCIA', para: 'EM_EXAME', motivo: 'A ata não traz o mandato da diretoria.', usuario: 'oficial' });
    expect(devolvido.etapa).toBeUndefined();
    expect((await httpError(oficial.marcar(p.protocolo, { item: primeiro?.item ?? '', marcado: true }))).status).toBe(409);

    // Examined and confirmed again: a fresh list, every item ticked, to the officer's conference.
    const { dados: apto } = await server.sdk('admin').exames.decidir(p.protocolo, { versao: devolvido.processo.versao, decisao: 'APTO', exigencias: [] });
    await server.sdk('examinador').exames.analisar(p.protocolo, { versao: apto.processo.versao, decisao: 'CONFIRMAR' });
    const { dados: denovo } = await oficial.processo(p.protocolo);
    expect(denovo.itens.every((i) => i.marca === undefined)).toBe(true);
    for (const i of [primeiro, ...resto]) await oficial.marcar(p.protocolo, { item: i?.item ?? '', marcado: true });
    // A tick taken back and given again.
    await oficial.marcar(p.protocolo, { item: primeiro?.item ?? '', marcado: false });
    const { dados: semUm } = await oficial.processo(p.protocolo);
    expect(semUm.itens.filter((i) => i.marca === undefined).map((i) => i.item)).toEqual([primeiro?.item]);
    const { dados: todos } = await oficial.marcar(p.protocolo, { item: primeiro?.item ?? '', marcado: true });
    const { dados: conferido } = await oficial.concluir(p.protocolo, { versao: todos.processo.versao, decisao: 'CONFERIR' });
    expect([conferido.processo.situacao, conferido.etapa]).toEqual(['CONFERENCIA_OFICIAL', 'OFICIAL']);
    expect(conferido.conferencias.map((c) => [c.etapa, c.decisao, c.usuario.login])).toEqual([
      ['CONFERENCIA', 'DEVOLVER', 'oficial'],
      ['CONFERENCIA', 'CONFERIR', 'oficial'],
    ]);
    expect((await oficial.fila()).dados.content.map((l) => l.protocolo)).not.toContain(p.protocolo);
  });

  it('lets only who may confer do it', async () => {
    const p = await confirmado();
    expect((await httpError(server.sdk('atendente').conferencias.fila())).status).toBe(403);
    expect((await httpError(server.sdk('examinador').conferencias.processo(p.protocolo))).status).toBe(403);
    expect((await httpError(server.sdk('examinador').conferencias.marcar(p.protocolo, { item: 'x', marcado: true }))).status).toBe(403);
    expect((await httpError(server.sdk('oficial').conferencias.concluir(p.protocolo, { versao: p.versao - 1, decisao: 'DEVOLVER', motivo: 'x' }))).status).toBe(409);
    expect((await httpError(server.sdk('oficial').conferencias.processo(99_999_999))).status).toBe(404);
  });
});
