// The DBE conferral through the SDK (docs/api.md "DBE", issue 28): the consultation service answers the demo DBEs
// by their control number; each DBE built to differ is flagged on its field, both by the domain's comparison the
// screen uses and by the service when it records the decision; a DBE not found, malformed or unreadable is refused
// in Portuguese; the conferral and the rejection land in the process's history; who may not confer cannot, and bad
// input writes nothing.
import { describe, expect, it } from 'vitest';
import { divergenciasDbe } from '@rpj/domain';
import { chaveDbeDemo, VARIANTES_DBE_DEMO as V } from '../src/dbe/dbe.demo.ts';
import { httpError, useTestServer } from './harness.ts';

const server = useTestServer();

/** Demo process 2: an amendment (election of the board) of an entity on record with a CNPJ and a board. */
const PROTOCOLO = 2;

describe('DBE (docs/api.md)', () => {
  it('answers the DBE of a control number and flags each field a DBE built to differ differs on', async () => {
    const sdk = server.sdk('examinador');
    const { dados: d } = await sdk.dbe.processo(PROTOCOLO);
    expect([d.cartorio.especieAto, d.cartorio.registrada, d.cartorio.cnpj !== undefined]).toEqual(['AVERBACAO', true, true]);
    // The board's CPFs leave the service masked, as the Receita shows them.
    expect(d.cartorio.qsa.length).toBeGreaterThanOrEqual(2);
    expect(d.cartorio.qsa.every((s) => /^\*\*\*\.\d{3}\.\d{3}-\*\*$/.test(s.documento ?? ''))).toBe(true);

    const campos = async (variante: number): Promise<readonly string[]> => {
      const { dados: dbe } = await sdk.consultaEmpresa.dbe(chaveDbeDemo(PROTOCOLO, variante));
      return divergenciasDbe(dbe, d.cartorio).map((l) => l.campo);
    };
    expect(await campos(0)).toEqual([]);
    expect(await campos(V.cnpj)).toEqual(['cnpj']);
    expect(await campos(V.denominacao)).toEqual(['denominacao']);
    expect(await campos(V.naturezaJuridica)).toEqual(['naturezaJuridica']);
    expect(await campos(V.endereco)).toEqual(['endereco.logradouro', 'endereco.numero']);
    expect(await campos(V.nomeDeMembro)).toEqual(['qsa', 'qsa']);
    expect(await campos(V.qualificacaoDeMembro)).toEqual(['qsa']);

    // Typed however: lower case, dots and dashes.
    const { recibo, identificacao } = chaveDbeDemo(PROTOCOLO, 0);
    const { dados: digitado } = await sdk.consultaEmpresa.dbe({ recibo: `${recibo.slice(0, 2).toLowerCase()}-${recibo.slice(2)}`, identificacao: `${identificacao.slice(0, 4)}.${identificacao.slice(4)}` });
    expect([digitado.recibo, digitado.identificacao]).toEqual([recibo, identificacao]);
  });

  it('refuses a DBE not found, a malformed control number and an unreadable DBE in Portuguese', async () => {
    const sdk = server.sdk('examinador');
    const naoHa = await httpError(sdk.consultaEmpresa.dbe({ recibo: 'GO99999999', identificacao: '20269999999999' }));
    expect([naoHa.status, naoHa.resposta?.mensagens[0]]).toEqual([404, 'O DBE GO99999999 - 20269999999999 não foi encontrado na Redesim: confira o recibo e a identificação no número de controle impresso no DBE.']);
    const malformado = await httpError(sdk.consultaEmpresa.dbe({ recibo: 'XX123', identificacao: '12' }));
    expect([malformado.status, malformado.erros.map((e) => e.campo)]).toEqual([400, ['recibo', 'identificacao']]);
    expect(malformado.erros[0]?.mensagem).toBe('Recibo: informe a UF e os 8 dígitos do número de controle do DBE (ex.: GO12345678).');
    const ilegivel = await httpError(sdk.consultaEmpresa.dbe(chaveDbeDemo(PROTOCOLO, V.ilegivel)));
    expect(ilegivel.status).toBe(422);
    expect(ilegivel.resposta?.mensagens[0]).toMatch(/foi encontrado, mas não pode ser conferido: o CNPJ do DBE tem dígitos verificadores inválidos\. Peça ao apresentante um novo DBE/);
  });

  it('records the conferral and the rejection with their reasons in the history; the service compares the DBE itself', async () => {
    const sdk = server.sdk('examinador');
    const antes = (await sdk.dbe.processo(PROTOCOLO)).dados.conferencias.length;

    // A DBE that differs is not conferred without the examiner's reason (the service compares, not the screen).
    const semMotivo = await httpError(sdk.dbe.decidir(PROTOCOLO, { ...chaveDbeDemo(PROTOCOLO, V.denominacao), decisao: 'CONFERIR' }));
    expect([semMotivo.status, semMotivo.erros]).toEqual([400, [{ campo: 'motivo', mensagem: 'O DBE diverge em 1 ponto: justifique a conferência, ou rejeite o DBE.' }]]);
    const rejeitarSemMotivo = await httpError(sdk.dbe.decidir(PROTOCOLO, { ...chaveDbeDemo(PROTOCOLO, 0), decisao: 'REJEITAR' }));
    expect(rejeitarSemMotivo.erros.map((e) => e.campo)).toEqual(['motivo']);
    expect((await httpError(sdk.dbe.decidir(PROTOCOLO, { ...chaveDbeDemo(PROTOCOLO, V.ilegivel), decisao: 'REJEITAR', motivo: 'x' }))).status).toBe(422);
    expect((await sdk.dbe.processo(PROTOCOLO)).dados.conferencias.length).toBe(antes);

    const { dados: rejeitado, mensagens } = await sdk.dbe.decidir(PROTOCOLO, { ...chaveDbeDemo(PROTOCOLO, V.denominacao), decisao: 'REJEITAR', motivo: 'O nome no DBE não é o do estatuto registrado.' });
    const { recibo, identificacao } = chaveDbeDemo(PROTOCOLO, V.denominacao);
    expect(mensagens).toEqual([`DBE ${recibo} - ${identificacao} rejeitado no processo nº ${String(PROTOCOLO)}.`]);
    expect(rejeitado.conferencias.at(-1)).toMatchObject({ recibo, identificacao, decisao: 'REJEITAR', motivo: 'O nome no DBE não é o do estatuto registrado.', usuario: { login: 'examinador' } });
    expect(rejeitado.conferencias.at(-1)?.divergencias.map((l) => l.campo)).toEqual(['denominacao']);
    expect(rejeitado.processo.historico.at(-1)).toMatchObject({ evento: 'REJEITAR_DBE', usuario: 'examinador', motivo: `DBE ${recibo} - ${identificacao}, 1 divergência(s): O nome no DBE não é o do estatuto registrado.` });

    const { dados: conferido } = await sdk.dbe.decidir(PROTOCOLO, { ...chaveDbeDemo(PROTOCOLO, 0), decisao: 'CONFERIR' });
    expect(conferido.conferencias.map((c) => c.decisao).slice(-2)).toEqual(['REJEITAR', 'CONFERIR']);
    expect(conferido.conferencias.at(-1)?.divergencias).toEqual([]);
    expect(conferido.processo.historico.at(-1)).toMatchObject({ evento: 'CONFERIR_DBE', motivo: `DBE ${chaveDbeDemo(PROTOCOLO, 0).recibo} - ${chaveDbeDemo(PROTOCOLO, 0).identificacao}, sem divergências.` });
    // The state is untouched: the DBE is conferred beside the exam, not instead of it.
    expect(conferido.processo.situacao).toBe(rejeitado.processo.situacao);
  });

  it('lets only who may examine confer, and only a registration or amendment still open', async () => {
    expect((await httpError(server.sdk('atendente').dbe.processo(PROTOCOLO))).status).toBe(403);
    expect((await httpError(server.sdk('atendente').consultaEmpresa.dbe(chaveDbeDemo(PROTOCOLO, 0)))).status).toBe(403);
    expect((await httpError(server.sdk('atendente').dbe.decidir(PROTOCOLO, { ...chaveDbeDemo(PROTOCOLO, 0), decisao: 'CONFERIR' }))).status).toBe(403);
    expect((await httpError(server.sdk('examinador').dbe.processo(99_999_999))).status).toBe(404);
    // Process 10 is a book's authentication: no DBE.
    const livro = await httpError(server.sdk('examinador').dbe.decidir(10, { ...chaveDbeDemo(PROTOCOLO, 0), decisao: 'CONFERIR' }));
    expect([livro.status, livro.resposta?.mensagens[0]]).toEqual([409, 'O processo nº 10 é de autenticação de livro da pessoa jurídica: só registros e averbações têm DBE a conferir.']);
  });
});
