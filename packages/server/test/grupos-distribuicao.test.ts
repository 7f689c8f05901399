// Distribution groups through the SDK (docs/api.md "GrupoDistribuicao"): a group of examiners with the kinds of act
// it takes and an absence, and the rules of a save.
import { describe, expect, it } from 'vitest';
import type { GrupoDistribuicaoSalvar } from '@rpj/domain';
import { novoCpf } from './cpf.ts';
import { httpError, useTestServer } from './harness.ts';

const server = useTestServer();
const api = () => server.sdk('admin').gruposDistribuicao;

/** The ids of the demo's examiner and of the administrator (both hold ANALISAR_EXAME). */
async function examinadores(): Promise<readonly number[]> {
  const { dados } = await server.sdk('admin').usuarios.listarAnalista({ ativo: true }, { pageNumber: 0, pageSize: 50 });
  return dados.content.map((u) => u.id);
}

describe('grupos de distribuição (docs/api.md)', () => {
  it('creates a group with two members and an absence, lists it with who is away today, updates it with its version and removes it', async () => {
    const [a, b] = await examinadores();
    if (a === undefined || b === undefined) throw new Error('the demo has two examiners');
    const hoje = new Date().toISOString().slice(0, 10);
    const corpo: GrupoDistribuicaoSalvar = {
      nome: 'Exame de atas',
      ativo: true,
      tiposAto: ['Averbação de ata de eleição', ' Registro de estatuto '],
      membros: [
        { usuarioId: a, ausencias: [] },
        { usuarioId: b, ausencias: [{ de: '2000-01-01', ate: '2099-12-31', motivo: 'Licença' }] },
      ],
    };
    const { dados: criado, mensagens } = await api().salvar(corpo);
    expect(mensagens).toEqual(['Grupo de distribuição cadastrado com sucesso!']);
    expect([criado.tiposAto, criado.membros.map((m) => [m.usuarioId, m.ausencias.length]), typeof criado.membros[0]?.nome]).toEqual([
      ['Averbação de ata de eleição', 'Registro de estatuto'],
      [[a, 0], [b, 1]],
      'string',
    ]);
    const linha = (await api().listar({ nome: 'atas' })).dados.content.find((g) => g.id === criado.id);
    expect(linha).toMatchObject({ nome: 'Exame de atas', membros: 2, ausentesHoje: hoje <= '2099-12-31' ? 1 : 0 });
    const salvo = await api().salvar({ ...corpo, id: criado.id, versao: 0, membros: [{ usuarioId: a, ausencias: [] }] });
    expect([salvo.dados.versao, salvo.dados.membros.length]).toEqual([1, 1]);
    expect((await httpError(api().salvar({ ...corpo, id: criado.id, versao: 0 }))).status).toBe(409);
    expect((await api().remover(criado.id)).mensagens).toEqual(['Grupo de distribuição Exame de atas removido.']);
  });

  it('refuses an empty group, a member twice, someone who does not examine, an absence backwards and a taken name, in pt-BR', async () => {
    const [a] = await examinadores();
    if (a === undefined) throw new Error('the demo has an examiner');
    const { dados: caixa } = await server.sdk('admin').usuarios.salvar({ cpf: novoCpf(), nome: 'Pessoa do Caixa', login: 'so.caixa', ativo: true, grupoIds: [] });
    const base: GrupoDistribuicaoSalvar = { nome: 'Grupo recusado', ativo: true, tiposAto: [], membros: [{ usuarioId: a, ausencias: [] }] };
    const casos: readonly (readonly [GrupoDistribuicaoSalvar, string, string])[] = [
      [{ ...base, membros: [] }, 'membros', 'Inclua ao menos um membro no grupo.'],
      [{ ...base, membros: [{ usuarioId: a, ausencias: [] }, { usuarioId: a, ausencias: [] }] }, 'membros.1.usuarioId', 'Este usuário já está no grupo.'],
      [{ ...base, membros: [{ usuarioId: caixa.id, ausencias: [] }] }, 'membros.0.usuarioId', 'Este usuário não examina títulos (inativo, ou sem a permissão Analisar exame).'],
      [{ ...base, membros: [{ usuarioId: a, ausencias: [{ de: '2026-12-10', ate: '2026-12-01' }] }] }, 'membros.0.ausencias.0.ate', 'O fim da ausência não pode ser anterior ao início.'],
    ];
    for (const [corpo, campo, mensagem] of casos) {
      const erro = await httpError(api().salvar(corpo));
      expect([erro.status, erro.erros]).toEqual([400, [{ campo, mensagem }]]);
    }
    await api().salvar({ ...base, nome: 'Grupo único' });
    const repetido = await httpError(api().salvar({ ...base, nome: 'GRUPO UNICO' }));
    expect([repetido.status, repetido.erros]).toEqual([409, [{ campo: 'nome', mensagem: 'Já existe um grupo de distribuição com este nome.' }]]);
    expect((await api().listar({ nome: 'recusado' })).dados.totalElements).toBe(0);
  });
});
