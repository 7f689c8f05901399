// The exam through the SDK (docs/api.md "Exame", issue 26): a title examined with requirements whose deadline is
// the act's business days on the office's calendar, the requirement note printed and received by e-mail with its PDF,
// the re-entry answering each requirement, the second round finding it fit — every move in the history and each
// round with who, when and the decision; the queue of the examiner; who may do what; bad input writes nothing; the
// nightly lapse (run twice, one result) cancels the protocol and settles its deposit; a dúvida keeps the protocol
// from lapsing and its judgement moves it on.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addBusinessDays, calendario, somarDias, type EntradaProcesso, type Processo } from '@rpj/domain';
import { caducarVencidos } from '../src/exames/exames.service.ts';
import { ate, httpError, useTestServer } from './harness.ts';
import { paginas, textoDoPdf } from './pdf.ts';

const server = useTestServer();
const hoje = (): string => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());

async function protocolar(extra: Partial<EntradaProcesso> = {}): Promise<Processo> {
  const servicoId = (await server.sdk('admin').servicos.listar({ descricao: '101' })).dados.content[0]?.id ?? 0;
  const { dados } = await server.sdk('admin').processos.entrada({
    apresentante: { nome: 'Renata Borges Amaral', documento: '52998224725', email: 'renata.amaral@exemplo.com.br' },
    empresaNome: 'Associação Amigos do Lago Azul',
    naturezaJuridica: '3999',
    tipoAto: 'REGISTRO_CONSTITUICAO',
    documentos: [],
    itens: [{ servicoId, quantidade: 1 }],
    ...extra,
  });
  return dados;
}

/** A process's examiner by login (the intake distributes it to admin or examinador). */
const examinadorDe = (p: Processo): string => p.responsavel?.login ?? 'admin';

async function emExigencia(extra: Partial<EntradaProcesso> = {}): Promise<Processo> {
  const p = await protocolar(extra);
  const { dados } = await server.sdk(examinadorDe(p)).exames.decidir(p.protocolo, {
    versao: p.versao,
    decisao: 'EXIGENCIA',
    exigencias: [{ texto: 'Apresentar a ata de fundação assinada.', fundamento: 'Lei 6.015/1973, art. 121' }],
  });
  return dados.processo;
}

describe('exame (docs/api.md)', () => {
  it('examines with requirements, sends the note by e-mail, takes the re-entry and finds the title fit in a second round', async () => {
    const { dados: fundamento } = await server.sdk('admin').fundamentosLegais.salvar({ nome: `Código Civil, art. 54 (${String(Date.now())})`, texto: 'O estatuto deve conter, sob pena de nulidade, o que manda o art. 54.' });
    const p = await protocolar();
    const examinador = server.sdk(examinadorDe(p)).exames;

    const { dados: antes } = await examinador.processo(p.protocolo);
    expect(antes.checklist.length).toBeGreaterThan(0);
    expect(antes.rodadas).toEqual([]);
    expect(antes.prazoExigenciaDiasUteis).toBe(20);
    expect(antes.fundamentos).toContainEqual({ id: fundamento.id, nome: fundamento.nome, texto: fundamento.texto });

    const { dados: depois, mensagens } = await examinador.decidir(p.protocolo, {
      versao: p.versao,
      decisao: 'EXIGENCIA',
      exigencias: [
        { texto: 'Incluir no estatuto as fontes de recursos para a manutenção da associação.', fundamento: fundamento.nome, fundamentoId: fundamento.id },
        { texto: 'Apresentar a lista de presença da assembleia de fundação.', fundamento: 'Lei 6.015/1973, art. 121' },
      ],
      observacao: 'Demais documentos conferidos.',
    });
    expect(mensagens).toEqual([`Processo ${String(p.protocolo)}: nota de exigência emitida.`]);
    const dia = hoje();
    const ano = Number(dia.slice(0, 4));
    const cal = calendario([...(await server.sdk('admin').feriados.calendario(ano)).dados, ...(await server.sdk('admin').feriados.calendario(ano + 1)).dados]);
    const [rodada] = depois.rodadas;
    expect(depois.processo.situacao).toBe('EM_EXIGENCIA');
    expect(rodada).toMatchObject({ rodada: 1, decisao: 'EXIGENCIA', prazoExigencia: addBusinessDays(dia, 20, cal), observacao: 'Demais documentos conferidos.', examinador: { login: examinadorDe(p) } });
    expect(rodada?.exigencias.map((e) => [e.ordem, e.situacao, e.fundamentoId])).toEqual([
      [1, 'ABERTA', fundamento.id],
      [2, 'ABERTA', undefined],
    ]);
    expect(depois.processo.historico.at(-1)).toMatchObject({ evento: 'EXIGIR', de: 'EM_EXAME', para: 'EM_EXIGENCIA', usuario: examinadorDe(p) });
    expect(depois.processo.historico.at(-1)?.motivo).toContain('2 exigências; prazo para cumprimento até');
    // The process shows its open requirements to the counter, and the public lookup says requirements are pending.
    const { dados: noBalcao } = await server.sdk('atendente').processos.obter(p.protocolo);
    expect(noBalcao.exigenciasAbertas?.map((e) => e.ordem)).toEqual([1, 2]);
    expect(noBalcao.prazoExigencia).toBe(rodada?.prazoExigencia);
    const { dados: publica } = await server.sdk('admin').consultaSolicitacao.consultar({ protocolo: p.protocolo, codigo: p.codigoVerificacao });
    expect([publica.situacao, publica.exigenciasPendentes]).toEqual(['Em exigência', true]);

    // The note: a PDF with each requirement and its ground, and the deadline.
    const idRodada = rodada?.id ?? 0;
    const nota = await textoDoPdf((await examinador.nota(idRodada)).dados.conteudo);
    expect(nota).toContain('Incluir no estatuto as fontes de recursos');
    expect(nota).toContain(`Fundamento: ${fundamento.nome}`);
    expect(nota.replace(/\s+/g, ' ')).toContain('Apresentar a lista de presença da assembleia de fundação.');

    // By e-mail, through the queue, to the presenter: subject, text and the PDF attached.
    const caixa = server.services.emails;
    if (caixa === undefined) throw new Error('the tests run with the embedded SMTP server');
    const { dados: enviado } = await examinador.enviar(idRodada, {});
    expect(enviado.envios.map((v) => v.para)).toEqual(['renata.amaral@exemplo.com.br']);
    const assunto = `Nota de exigência — protocolo nº ${p.protocolo.toLocaleString('pt-BR')}`;
    await ate(() => caixa.recebidas.some((m) => m.subject === assunto));
    const email = caixa.recebidas.find((m) => m.subject === assunto);
    expect(email?.text).toContain('Prezado(a) Renata Borges Amaral');
    expect(email?.text).toContain('1. Incluir no estatuto as fontes de recursos para a manutenção da associação.');
    expect(email?.text).toContain(`Cumpra as exigências até ${(rodada?.prazoExigencia ?? '').split('-').reverse().join('/')}`);
    expect(email?.attachments.map((a) => [a.filename, a.contentType])).toEqual([[`Nota de exigência do protocolo ${String(p.protocolo)} (exame 1).pdf`, 'application/pdf']]);
    expect((await paginas(new Uint8Array(email?.attachments[0]?.content ?? Buffer.alloc(0)))).join(' ')).toContain('Incluir no estatuto as fontes de recursos');
    await ate(async () => (await examinador.obter(idRodada)).dados.envios[0]?.estado === 'concluida');
    expect((await server.sdk('admin').processos.obter(p.protocolo)).dados.historico.at(-1)).toMatchObject({ evento: 'ENVIAR_NOTA', motivo: 'Nota do 1º exame para renata.amaral@exemplo.com.br.' });

    // The re-entry: every open requirement answered, or nothing is written.
    const atual = (await server.sdk('atendente').processos.obter(p.protocolo)).dados;
    const [e1, e2] = atual.exigenciasAbertas ?? [];
    const faltando = await httpError(server.sdk('atendente').exames.reingresso(p.protocolo, { versao: atual.versao, respostas: [{ exigenciaId: e1?.id ?? 0, cumprida: true }] }));
    expect([faltando.status, faltando.erros]).toEqual([400, [{ campo: 'respostas', mensagem: 'Responda a cada exigência: falta a de nº 2.' }]]);
    const { dados: reingresso } = await server.sdk('atendente').exames.reingresso(p.protocolo, {
      versao: atual.versao,
      respostas: [
        { exigenciaId: e1?.id ?? 0, cumprida: true, resposta: 'Estatuto consolidado com o art. 8º sobre fontes de recursos.' },
        { exigenciaId: e2?.id ?? 0, cumprida: true },
      ],
    });
    expect([reingresso.situacao, reingresso.exigenciasAbertas, reingresso.prazoExigencia]).toEqual(['REINGRESSO', undefined, undefined]);
    expect(reingresso.historico.at(-1)).toMatchObject({ evento: 'CUMPRIR_EXIGENCIA', para: 'REINGRESSO', usuario: 'atendente', motivo: '2 de 2 exigências cumpridas, segundo o apresentante.' });

    // Back in the examiner's queue, with its first round counted.
    const fila = (await examinador.fila({ escopo: 'MEUS' })).dados.content;
    expect(fila.find((f) => f.protocolo === p.protocolo)).toMatchObject({ situacao: 'REINGRESSO', rodadas: 1 });

    // The second round: re-examined and fit.
    const { dados: apto } = await examinador.decidir(p.protocolo, { versao: reingresso.versao, decisao: 'APTO', exigencias: [] });
    expect(apto.processo.situacao).toBe('APTO');
    expect(apto.rodadas.map((r) => [r.rodada, r.decisao])).toEqual([
      [1, 'EXIGENCIA'],
      [2, 'APTO'],
    ]);
    expect(apto.processo.historico.slice(-2).map((h) => [h.evento, h.de, h.para])).toEqual([
      ['REEXAMINAR', 'REINGRESSO', 'EM_EXAME'],
      ['APROVAR_EXAME', 'EM_EXAME', 'APTO'],
    ]);
    const segunda = apto.rodadas[1];
    expect(Date.parse(segunda?.iniciadoEm ?? '')).toBeLessThanOrEqual(Date.parse(segunda?.decididoEm ?? ''));
    expect(Date.parse(segunda?.iniciadoEm ?? '')).toBeGreaterThanOrEqual(Date.parse(rodada?.decididoEm ?? ''));
    // The first round's details: how each requirement was answered.
    const { dados: detalhes } = await examinador.obter(idRodada);
    expect(detalhes.exigencias.map((e) => [e.situacao, e.resposta, e.respondidaPor])).toEqual([
      ['CUMPRIDA', 'Estatuto consolidado com o art. 8º sobre fontes de recursos.', 'atendente'],
      ['CUMPRIDA', undefined, 'atendente'],
    ]);
    // The analysis: a second look by someone else, who returns it with a reason or confirms it for conference.
    const proprio = await httpError(examinador.analisar(p.protocolo, { versao: apto.processo.versao, decisao: 'CONFIRMAR' }));
    expect([proprio.status, proprio.resposta?.mensagens[0]]).toEqual([409, 'A análise é um segundo olhar: quem examinou o título não analisa o próprio exame.']);
    const analista = server.sdk(examinadorDe(p) === 'admin' ? 'examinador' : 'admin').exames;
    expect((await analista.analise()).dados.content.map((l) => l.protocolo)).toContain(p.protocolo);
    const semMotivo = await httpError(analista.analisar(p.protocolo, { versao: apto.processo.versao, decisao: 'DEVOLVER' }));
    expect([semMotivo.status, semMotivo.erros.map((e) => e.campo)]).toEqual([400, ['motivo']]);
    const { dados: devolvido } = await analista.analisar(p.protocolo, { versao: apto.processo.versao, decisao: 'DEVOLVER', motivo: 'Falta conferir o quórum da assembleia.' });
    expect(devolvido.processo.situacao).toBe('EM_EXAME');
    expect(devolvido.processo.historico.at(-1)).toMatchObject({ evento: 'DEVOLVER_AO_EXAMINADOR', motivo: 'Falta conferir o quórum da assembleia.' });
    const { dados: terceira } = await examinador.decidir(p.protocolo, { versao: devolvido.processo.versao, decisao: 'APTO', exigencias: [] });
    const { dados: confirmado, mensagens: conferencia } = await analista.analisar(p.protocolo, { versao: terceira.processo.versao, decisao: 'CONFIRMAR' });
    expect([confirmado.processo.situacao, conferencia]).toEqual(['CONFERENCIA', [`Processo ${String(p.protocolo)}: exame confirmado; segue para a conferência.`]]);
    expect(confirmado.analises.map((a) => [a.rodada, a.decisao])).toEqual([
      [2, 'DEVOLVER'],
      [3, 'CONFIRMAR'],
    ]);
    expect((await analista.analise()).dados.content.map((l) => l.protocolo)).not.toContain(p.protocolo);
    // Productivity facts: each move of the process knows how long it took since the one before.
    const duracoes = await server.database.db.execute<{ evento: string; duracao_s: number | null }>(sql`SELECT evento, duracao_s FROM processo_historico WHERE protocolo = ${p.protocolo} ORDER BY id`);
    expect(duracoes.rows.filter((r) => !['PROTOCOLAR', 'DISTRIBUIR'].includes(r.evento)).every((r) => typeof r.duracao_s === 'number' && r.duracao_s >= 0)).toBe(true);
  });

  it('lets only whom the law and the office allow act, and refuses bad input without writing', async () => {
    const p = await protocolar();
    // A process assigned to someone else: the examiner may not decide it (a supervisor who may redistribute may).
    const adminId = (await server.database.db.execute<{ id: number }>(sql`SELECT id FROM usuario WHERE login = 'admin'`)).rows[0]?.id ?? 0;
    await server.sdk('admin').processos.redistribuir({ processos: [{ protocolo: p.protocolo, versao: p.versao }], responsavelId: adminId, motivo: 'Férias da examinadora.' });
    const atual = (await server.sdk('admin').processos.obter(p.protocolo)).dados;
    const alheio = await httpError(server.sdk('examinador').exames.decidir(p.protocolo, { versao: atual.versao, decisao: 'APTO', exigencias: [] }));
    expect([alheio.status, alheio.resposta?.mensagens[0]]).toEqual([409, `Este processo está com ${atual.responsavel?.nome ?? ''}: só quem o examina decide. Peça a redistribuição.`]);
    expect((await httpError(server.sdk('oficial').exames.fila())).status).toBe(403);
    expect((await httpError(server.sdk('atendente').exames.processo(p.protocolo))).status).toBe(403);
    expect((await httpError(server.sdk('atendente').exames.decidir(p.protocolo, { versao: atual.versao, decisao: 'APTO', exigencias: [] }))).status).toBe(403);
    expect((await httpError(server.sdk('oficial').exames.reingresso(p.protocolo, { versao: atual.versao, respostas: [] }))).status).toBe(403);

    const quem = server.sdk('admin').exames;
    const casos: readonly [Parameters<typeof quem.decidir>[1], string][] = [
      [{ versao: atual.versao, decisao: 'EXIGENCIA', exigencias: [] }, 'exigencias'],
      [{ versao: atual.versao, decisao: 'APTO', exigencias: [{ texto: 'x', fundamento: 'y' }] }, 'exigencias'],
      [{ versao: atual.versao, decisao: 'EXIGENCIA', exigencias: [{ texto: '  ', fundamento: 'Lei 6.015/1973, art. 120' }] }, 'exigencias.0.texto'],
      [{ versao: atual.versao, decisao: 'EXIGENCIA', exigencias: [{ texto: 'Juntar a ata.', fundamento: '' }] }, 'exigencias.0.fundamento'],
      [{ versao: atual.versao, decisao: 'EXIGENCIA', exigencias: [{ texto: 'x'.repeat(1001), fundamento: 'y' }] }, 'exigencias.0.texto'],
      [{ versao: atual.versao, decisao: 'TALVEZ' as 'APTO', exigencias: [] }, 'decisao'],
    ];
    for (const [corpo, campo] of casos) {
      const e = await httpError(quem.decidir(p.protocolo, corpo));
      expect([e.status, e.erros.map((x) => x.campo)], campo).toEqual([400, [campo]]);
    }
    const velho = await httpError(quem.decidir(p.protocolo, { versao: atual.versao - 1, decisao: 'APTO', exigencias: [] }));
    expect(velho.status).toBe(409);
    const { dados: intacto } = await quem.processo(p.protocolo);
    expect([intacto.processo.versao, intacto.processo.situacao, intacto.rodadas]).toEqual([atual.versao, 'EM_EXAME', []]);
    // The machine refuses a re-entry of a process in exam, and the note of a fit title.
    expect((await httpError(server.sdk('atendente').exames.reingresso(p.protocolo, { versao: atual.versao, respostas: [] }))).resposta?.mensagens).toEqual(['“Registrar cumprimento da exigência” não se aplica a um processo em exame.']);
    const { dados: apto } = await quem.decidir(p.protocolo, { versao: atual.versao, decisao: 'APTO', exigencias: [] });
    expect((await httpError(quem.enviar(apto.rodadas[0]?.id ?? 0, {}))).status).toBe(409);
    expect((await httpError(quem.obter(999_999))).status).toBe(404);
    // A note to a presenter with no e-mail needs an address.
    const semEmail = await emExigencia({ apresentante: { nome: 'Otávio Reis', documento: '11144477735', telefone: '62999990000' } });
    const rodada = (await server.sdk('admin').exames.processo(semEmail.protocolo)).dados.rodadas[0]?.id ?? 0;
    expect((await httpError(server.sdk('admin').exames.enviar(rodada, {}))).erros.map((e) => e.campo)).toEqual(['para']);
    expect((await httpError(server.sdk('atendente').exames.enviar(rodada, { para: 'otavio@exemplo.com.br' }))).status).toBe(403);
  });

  it('lapses a protocol whose requirements were not met in time, once however often the job runs, and settles its deposit', async () => {
    const admin = server.sdk('admin');
    const caixa = (await admin.caixas.meu()).dados.caixa ?? (await admin.caixas.abrir(0)).dados;
    const p = await emExigencia({ deposito: { caixaId: caixa.id, valorCentavos: 30_000, parcelas: [{ metodo: 'PIX', valorCentavos: 30_000 }] } });
    const duvida = await emExigencia();
    const noPrazo = await emExigencia();
    const dia = hoje();
    // Both deadlines passed yesterday; one of them is under a dúvida, which stops its deadline.
    await server.database.db.execute(sql`UPDATE processo SET prazo_exigencia = ${somarDias(dia, -1)}::date WHERE protocolo IN (${p.protocolo}, ${duvida.protocolo})`);
    const { dados: suscitada } = await admin.processos.situacao(duvida.protocolo, { versao: duvida.versao, evento: 'SUSCITAR_DUVIDA', motivo: 'Requerimento do apresentante de 20/11: discorda da exigência 1.' });
    expect(suscitada.situacao).toBe('DUVIDA_SUSCITADA');

    // A re-entry after the deadline is refused.
    const atual = (await admin.processos.obter(p.protocolo)).dados;
    const tarde = await httpError(admin.exames.reingresso(p.protocolo, { versao: atual.versao, respostas: (atual.exigenciasAbertas ?? []).map((e) => ({ exigenciaId: e.id, cumprida: true })) }));
    expect([tarde.status, tarde.resposta?.mensagens[0]?.startsWith('O prazo da exigência venceu em')]).toEqual([409, true]);

    // Through the queue, as the nightly schedule sends it.
    await server.services.fila.enviar('caducar-exigencias', { dia });
    await ate(async () => (await admin.processos.obter(p.protocolo)).dados.situacao === 'PROTOCOLO_CANCELADO');
    // Run again (a retry, a second server): nothing more happens.
    expect(await caducarVencidos(server.database.db, 'GO', dia)).toEqual([]);
    const { dados: caducado } = await admin.processos.obter(p.protocolo);
    expect(caducado.historico.filter((h) => h.evento === 'CADUCAR')).toEqual([expect.objectContaining({ usuario: 'sistema', de: 'EM_EXIGENCIA', para: 'PROTOCOLO_CANCELADO' })]);
    expect(caducado.deposito?.situacao).toBe('A_DEVOLVER');
    const { dados: deposito } = await admin.caixas.deposito(caducado.deposito?.id ?? 0);
    expect(deposito.liquidacao).toMatchObject({ receitaCentavos: 0, complementoCentavos: 0, devolucaoCentavos: 30_000 });
    const rodada = (await admin.exames.processo(p.protocolo)).dados.rodadas[0];
    expect(rodada?.exigencias.map((e) => e.situacao)).toEqual(['VENCIDA']);
    expect((await admin.processos.obter(noPrazo.protocolo)).dados.situacao).toBe('EM_EXIGENCIA');

    // The dúvida kept its protocol; the judge did not uphold it: the title goes on to be registered.
    const { dados: julgada } = await admin.processos.situacao(duvida.protocolo, { versao: suscitada.versao, evento: 'DUVIDA_IMPROCEDENTE', motivo: 'Sentença de 25/11/2026: dúvida improcedente.' });
    expect([julgada.protocolo, julgada.situacao]).toEqual([duvida.protocolo, 'APTO']);
    expect((await httpError(server.sdk('examinador').processos.situacao(noPrazo.protocolo, { versao: noPrazo.versao, evento: 'SUSCITAR_DUVIDA', motivo: 'x' }))).status).toBe(403);
  });
});
