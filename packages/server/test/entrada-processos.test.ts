// Processes through the SDK (docs/api.md "Processos", issue 25): an intake with its prior deposit takes the next
// order number, the deadline of the catalogue on the office's calendar (around a day without service), a member of
// the right group and a verification code, and prints its receipt; bad input writes nothing and takes no number; the
// state machine refuses what the law forbids on the server too; a supervisor's move needs its reason; manual
// distribution records why; the public lookup says only what it may, answers a wrong code as a missing protocol
// doing the same work, and slows down a client that keeps guessing; 1,000 concurrent intakes get consecutive numbers.
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { addBusinessDays, calendario, formatarCodigo, MENSAGEM_CONSULTA_NAO_ENCONTRADA, type EntradaProcesso } from '@rpj/domain';
import { consultarSolicitacao, prazoDoProtocolo } from '../src/processos/processos.service.ts';
import type { LinhaConsulta, RepositorioConsulta } from '../src/processos/processos.repository.ts';
import { httpError, useTestServer } from './harness.ts';
import { textoDoPdf } from './pdf.ts';

const server = useTestServer();
const api = (login = 'admin') => server.sdk(login).processos;
const hoje = (): string => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());

async function servicoId(codigo = '101'): Promise<number> {
  return (await server.sdk('admin').servicos.listar({ descricao: codigo })).dados.content[0]?.id ?? 0;
}

async function entrada(extra: Partial<EntradaProcesso> = {}): Promise<EntradaProcesso> {
  return {
    apresentante: { nome: 'Maria Souza Lima', documento: '52998224725', email: 'maria@exemplo.com.br' },
    empresaNome: 'Associação Bairro Feliz',
    naturezaJuridica: '3999',
    tipoAto: 'REGISTRO_CONSTITUICAO',
    documentos: [{ nome: 'Estatuto social', exigido: true, apresentado: true }],
    itens: [{ servicoId: await servicoId(), quantidade: 1 }],
    ...extra,
  };
}

async function protocolos(): Promise<number[]> {
  return (await server.database.db.execute<{ protocolo: number }>(sql`SELECT protocolo FROM processo ORDER BY protocolo`)).rows.map((r) => r.protocolo);
}

afterAll(async () => {
  await server.database.db.execute(sql`DELETE FROM limite_acesso WHERE chave LIKE 'consulta-solicitacao:%'`);
});

describe('entrada de processos (docs/api.md)', () => {
  it('protocols an intake with its deposit: the next number, the deadline around a day without service, a member of the group, the code, the receipt', async () => {
    const caixa = (await server.sdk('admin').caixas.meu()).dados.caixa ?? (await server.sdk('admin').caixas.abrir(0)).dados;
    // The office closes on the next business day: the deadline moves one day further.
    const dia = hoje();
    const ano = Number(dia.slice(0, 4));
    const cal0 = calendario([...(await server.sdk('admin').feriados.calendario(ano)).dados, ...(await server.sdk('admin').feriados.calendario(ano + 1)).dados]);
    const fechado = addBusinessDays(dia, 1, cal0);
    await server.sdk('admin').feriados.salvar({ data: fechado, nome: 'Inventário do acervo', abrangencia: 'CARTORIO', tipo: 'SEM_EXPEDIENTE' });
    const cal = calendario([...(await server.sdk('admin').feriados.calendario(ano)).dados, ...(await server.sdk('admin').feriados.calendario(ano + 1)).dados]);
    const antes = await protocolos();

    const corpo = await entrada({ deposito: { caixaId: caixa.id, valorCentavos: 25_000, parcelas: [{ metodo: 'PIX', valorCentavos: 25_000 }] } });
    const { dados: p, mensagens } = await api().entrada(corpo);
    expect(p.protocolo).toBe((antes.at(-1) ?? 0) + 1);
    expect(mensagens).toEqual([`Processo protocolado sob o nº ${String(p.protocolo)}.`]);
    expect(p.prazo).toBe(addBusinessDays(dia, 10, cal));
    // The intake answers what was written: the same as reading it back.
    expect(p).toEqual((await api().obter(p.protocolo)).dados);
    expect(p.prazo).not.toBe(addBusinessDays(dia, 10, cal0));
    expect(p.codigoVerificacao).toMatch(/^[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{12}$/);
    expect(p.situacao).toBe('EM_EXAME');
    expect(['admin', 'examinador']).toContain(p.responsavel?.login);
    expect(p.historico.map((h) => [h.evento, h.para])).toEqual([
      ['PROTOCOLAR', 'PROTOCOLADO'],
      ['DISTRIBUIR', 'EM_EXAME'],
    ]);
    // The kind's checklist for an association, with what was presented.
    expect(p.documentos.filter((d) => d.exigido).length).toBeGreaterThan(1);
    expect(p.documentos.find((d) => d.nome === 'Estatuto social')).toEqual({ nome: 'Estatuto social', exigido: false, apresentado: true });
    expect(p.deposito).toMatchObject({ valorCentavos: 25_000, situacao: 'EM_ABERTO' });
    const { dados: recibo } = await server.sdk('admin').caixas.recibo(p.deposito?.reciboId ?? 0);
    expect([recibo.tipo, recibo.protocolo, recibo.pagador]).toEqual(['DEPOSITO', String(p.protocolo), 'Maria Souza Lima']);

    const texto = await textoDoPdf((await api().comprovante(p.protocolo)).dados.conteudo);
    expect(texto).toContain(formatarCodigo(p.codigoVerificacao));
    expect(texto).toMatch(/Protocolo nº\s+[\d.]+/);
    expect(texto).toContain('Associação Bairro Feliz');

    const lista = (await api('examinador').listar({ apresentante: 'maria souza' })).dados.content;
    expect(lista.map((l) => l.protocolo)).toContain(p.protocolo);
    expect((await api().listar({ protocolo: p.protocolo })).dados.content).toEqual([
      expect.objectContaining({ protocolo: p.protocolo, empresaNome: 'Associação Bairro Feliz', situacao: 'EM_EXAME', prazoSituacao: { urgencia: 'NO_PRAZO', diasUteis: 10, texto: 'Faltam 10 dias úteis' } }),
    ]);
  });

  it('counts an intake\'s deadline around the real holidays of the office\'s calendar', async () => {
    const db = server.database.db;
    // Friday 18 December 2026, ten business days: Christmas and New Year's Day skipped.
    expect(await prazoDoProtocolo(db, '2026-12-18', 10)).toBe('2027-01-05');
    // The day before Tiradentes (21 April), one business day: the 22nd.
    expect(await prazoDoProtocolo(db, '2027-04-20', 1)).toBe('2027-04-22');
    // Good Friday 2027 (26 March, from Easter) and the weekend: Thursday 25 → Monday 29.
    expect(await prazoDoProtocolo(db, '2027-03-25', 1)).toBe('2027-03-29');
  });

  it('refuses bad input on each field, writing nothing and taking no number', async () => {
    const antes = await protocolos();
    const base = await entrada();
    const caixaId = ((await server.sdk('admin').caixas.meu()).dados.caixa ?? (await server.sdk('admin').caixas.abrir(0)).dados).id;
    const casos: readonly [Partial<EntradaProcesso>, string][] = [
      [{ apresentante: { nome: '  ', documento: '52998224725', email: 'a@b.com.br' } }, 'apresentante.nome'],
      [{ apresentante: { nome: 'Ana', documento: '52998224724', email: 'a@b.com.br' } }, 'apresentante.documento'],
      [{ apresentante: { nome: 'Ana', documento: '52998224725' } }, 'apresentante.email'],
      [{ tipoAto: 'NAO_EXISTE' }, 'tipoAto'],
      [{ empresaId: 999_999 }, 'empresaId'],
      [{ empresaNome: '' }, 'empresaNome'],
      [{ naturezaJuridica: '9999' }, 'naturezaJuridica'],
      [{ itens: [] }, 'itens'],
      [{ itens: [{ servicoId: 999_999, quantidade: 1 }] }, 'itens.0.servicoId'],
      [{ documentos: [{ nome: 'Ata', exigido: false, apresentado: true }, { nome: 'ata', exigido: false, apresentado: true }] }, 'documentos.1.nome'],
      [{ cotacaoId: 999_999 }, 'cotacaoId'],
      [{ deposito: { caixaId, valorCentavos: 100, parcelas: [{ metodo: 'PIX', valorCentavos: 90 }] } }, 'deposito.parcelas'],
      [{ deposito: { caixaId: 999_999, valorCentavos: 100, parcelas: [{ metodo: 'PIX', valorCentavos: 100 }] } }, 'deposito.caixaId'],
    ];
    for (const [extra, campo] of casos) {
      const e = await httpError(api().entrada({ ...base, ...extra }));
      expect([e.status, e.erros.map((x) => x.campo)], campo).toEqual([400, [campo]]);
      expect(e.erros[0]?.mensagem, campo).toMatch(/^[A-ZÁÉÍÓÚÇ]/);
    }
    // Taking a deposit needs the cash permission too.
    expect((await httpError(api('examinador').entrada(base))).status).toBe(403);
    expect(await protocolos()).toEqual(antes);
    const contador = (await server.database.db.execute<{ valor: string }>(sql`SELECT valor FROM contador WHERE nome = 'protocolo'`)).rows[0]?.valor;
    expect(Number(contador)).toBe(antes.at(-1) ?? 0);
  });

  it('moves a process by the machine: what the law forbids is refused, a supervisor\'s move needs its reason, the history says who and why', async () => {
    const { dados: p } = await api().entrada(await entrada());
    // Resuming a process that is not suspended: refused by the machine, on the server too.
    const retomar = await httpError(api().situacao(p.protocolo, { versao: p.versao, evento: 'RETOMAR', motivo: 'x' }));
    expect([retomar.status, retomar.resposta?.mensagens]).toEqual([409, ['“Retomar” não se aplica a um processo em exame.']]);
    // Requirements met: the re-entry's own call (with each answer), not a counter's move.
    expect((await httpError(api('atendente').andamento(p.protocolo, { versao: p.versao, evento: 'CUMPRIR_EXIGENCIA' }))).erros.map((e) => e.campo)).toEqual(['evento']);
    // The counter clerk may not suspend; an exam's event is not a counter's move.
    expect((await httpError(server.sdk('atendente').processos.situacao(p.protocolo, { versao: p.versao, evento: 'SUSPENDER', motivo: 'x' }))).status).toBe(403);
    const exame = await httpError(api().andamento(p.protocolo, { versao: p.versao, evento: 'APROVAR_EXAME' }));
    expect([exame.status, exame.erros.map((e) => e.campo)]).toEqual([400, ['evento']]);
    const semMotivo = await httpError(api().situacao(p.protocolo, { versao: p.versao, evento: 'SUSPENDER', motivo: ' ' }));
    expect([semMotivo.status, semMotivo.erros.map((e) => e.campo)]).toEqual([400, ['motivo']]);
    const { dados: suspenso } = await api().situacao(p.protocolo, { versao: p.versao, evento: 'SUSPENDER', motivo: 'Aguardando ofício do juízo' });
    expect([suspenso.situacao, suspenso.situacaoAnterior]).toEqual(['SUSPENSO', 'EM_EXAME']);
    expect((await httpError(api().situacao(p.protocolo, { versao: p.versao, evento: 'RETOMAR', motivo: 'x' }))).status).toBe(409);
    const { dados: retomado } = await api().situacao(p.protocolo, { versao: suspenso.versao, evento: 'RETOMAR', motivo: 'Ofício recebido' });
    expect(retomado.situacao).toBe('EM_EXAME');
    const { dados: desistido } = await api('atendente').andamento(p.protocolo, { versao: retomado.versao, evento: 'DESISTIR', motivo: 'Pedido do apresentante' });
    expect(desistido.situacao).toBe('DESISTENCIA');
    // Nothing is registered without an exam, even by a supervisor's reopening: it goes back to exam.
    const { dados: reaberto } = await api().situacao(p.protocolo, { versao: desistido.versao, evento: 'REABRIR', motivo: 'Desistência retirada' });
    expect(reaberto.situacao).toBe('EM_EXAME');
    expect(reaberto.historico.slice(-4).map((h) => [h.usuario, h.evento, h.de, h.para, h.motivo])).toEqual([
      ['admin', 'SUSPENDER', 'EM_EXAME', 'SUSPENSO', 'Aguardando ofício do juízo'],
      ['admin', 'RETOMAR', 'SUSPENSO', 'EM_EXAME', 'Ofício recebido'],
      ['atendente', 'DESISTIR', 'EM_EXAME', 'DESISTENCIA', 'Pedido do apresentante'],
      ['admin', 'REABRIR', 'DESISTENCIA', 'EM_EXAME', 'Desistência retirada'],
    ]);
    // A clerk's correction is recorded too.
    const { dados: corrigido } = await api('atendente').corrigir(p.protocolo, { versao: reaberto.versao, apresentante: { ...reaberto.apresentante, telefone: '62999998888' }, empresaNome: 'Associação Bairro Feliz II', documentos: reaberto.documentos });
    expect([corrigido.empresaNome, corrigido.apresentante.telefone, corrigido.historico.at(-1)?.evento]).toEqual(['Associação Bairro Feliz II', '62999998888', 'CORRIGIR']);
    expect((await httpError(api('atendente').corrigir(p.protocolo, { versao: reaberto.versao, apresentante: reaberto.apresentante, empresaNome: 'x', documentos: [] }))).status).toBe(409);
  });

  it('reassigns processes by hand with a reason; only to a member of a group; shows who holds what', async () => {
    const a = (await api().entrada(await entrada())).dados;
    const b = (await api().entrada(await entrada())).dados;
    const examinador = (await api().carga()).dados.find((c) => c.login === 'examinador');
    expect(examinador?.grupos.length).toBeGreaterThan(0);
    const { dados, mensagens } = await api().redistribuir({ processos: [a, b].map((p) => ({ protocolo: p.protocolo, versao: p.versao })), responsavelId: examinador?.usuarioId ?? 0, motivo: 'Férias da colega' });
    expect(mensagens).toEqual(['2 processos redistribuídos.']);
    expect(dados.processos.map((p) => p.responsavelNome)).toEqual([examinador?.nome, examinador?.nome]);
    const { dados: depois } = await api().obter(a.protocolo);
    expect(depois.historico.at(-1)).toMatchObject({ evento: 'REDISTRIBUIR', motivo: 'Férias da colega', responsavel: examinador?.nome, usuario: 'admin' });
    // Stale version, a person outside every group, no reason.
    expect((await httpError(api().redistribuir({ processos: [{ protocolo: a.protocolo, versao: a.versao }], responsavelId: examinador?.usuarioId ?? 0, motivo: 'x' }))).status).toBe(409);
    const atendente = (await server.database.db.execute<{ id: number }>(sql`SELECT id FROM usuario WHERE login = 'atendente'`)).rows[0]?.id ?? 0;
    const fora = await httpError(api().redistribuir({ processos: [{ protocolo: a.protocolo, versao: depois.versao }], responsavelId: atendente, motivo: 'x' }));
    expect([fora.status, fora.erros.map((e) => e.campo)]).toEqual([400, ['responsavelId']]);
    expect((await httpError(api().redistribuir({ processos: [{ protocolo: a.protocolo, versao: depois.versao }], responsavelId: atendente, motivo: ' ' }))).erros.map((e) => e.campo)).toEqual(['motivo']);
    expect((await api().fila({ responsavelId: examinador?.usuarioId ?? 0 }, { pageSize: 100 })).dados.content.map((p) => p.protocolo)).toEqual(expect.arrayContaining([a.protocolo, b.protocolo]));
  });

  it('the public lookup says status, dates and deadline, nothing else; a wrong code and a missing protocol get one answer', async () => {
    const { dados: p } = await api().entrada(await entrada());
    const publico = server.sdk('ninguem').consultaSolicitacao;
    const { dados } = await publico.consultar({ protocolo: p.protocolo, codigo: formatarCodigo(p.codigoVerificacao).toLowerCase() });
    expect(dados).toEqual({ protocolo: p.protocolo, situacao: 'Em exame', protocoladoEm: hoje(), prazo: p.prazo, atualizadoEm: hoje(), exigenciasPendentes: false, encerrado: false });
    // Raw: no token, and the body holds no name, CPF or CNPJ.
    const cru = await server.request('POST', '/consulta-solicitacao', { body: { protocolo: p.protocolo, codigo: p.codigoVerificacao } });
    expect(cru.status).toBe(200);
    expect(JSON.stringify(cru.body)).not.toMatch(/Maria|52998224725|Bairro/);
    const errado = await server.request('POST', '/consulta-solicitacao', { body: { protocolo: p.protocolo, codigo: p.codigoVerificacao.replace(/^./, (c) => (c === 'A' ? 'B' : 'A')) } });
    const ausente = await server.request('POST', '/consulta-solicitacao', { body: { protocolo: 99_999_999, codigo: p.codigoVerificacao } });
    expect([errado.status, ausente.status]).toEqual([404, 404]);
    expect(errado.body).toEqual(ausente.body);
    expect(errado.body.mensagens).toEqual([MENSAGEM_CONSULTA_NAO_ENCONTRADA]);
    const malformado = await server.request('POST', '/consulta-solicitacao', { body: { protocolo: 'um', codigo: '0O1I' } });
    expect([malformado.status, malformado.body.erros?.map((e) => e.campo)]).toEqual([400, ['protocolo', 'codigo']]);
  });

  it('both lookup paths do the same work: one read, one comparison', async () => {
    const linha: LinhaConsulta = { codigo: 'ABCDEFGHJKMN', situacao: 'EM_EXIGENCIA', protocoladoEm: '2026-11-20T13:00:00.000Z', prazo: '2026-12-04', atualizadoEm: '2026-11-25T13:00:00.000Z' };
    const chamadas: number[] = [];
    const repo = (existe: boolean): RepositorioConsulta => ({
      porProtocolo: (n) => {
        chamadas.push(n);
        return Promise.resolve(existe ? linha : undefined);
      },
    });
    const certo = await consultarSolicitacao(repo(true), { protocolo: 7, codigo: 'ABCDEFGHJKMN' });
    expect(certo).toMatchObject({ situacao: 'Em exigência', exigenciasPendentes: true, protocoladoEm: '2026-11-20' });
    const erros = await Promise.all([
      consultarSolicitacao(repo(true), { protocolo: 7, codigo: 'ABCDEFGHJKMP' }).catch((e: unknown) => e),
      consultarSolicitacao(repo(false), { protocolo: 8, codigo: 'ABCDEFGHJKMN' }).catch((e: unknown) => e),
    ]);
    expect(chamadas).toEqual([7, 7, 8]);
    expect(erros.map((e) => [(e as { status: number }).status, (e as Error).message])).toEqual([
      [404, MENSAGEM_CONSULTA_NAO_ENCONTRADA],
      [404, MENSAGEM_CONSULTA_NAO_ENCONTRADA],
    ]);
  });

  it('slows down a client that keeps guessing codes, in Portuguese', async () => {
    await server.database.db.execute(sql`DELETE FROM limite_acesso WHERE chave LIKE 'consulta-solicitacao:%'`);
    const corpo = { protocolo: 99_999_998, codigo: 'ABCDEFGHJKMN' };
    const respostas = [];
    for (let i = 0; i < 21; i++) respostas.push(await server.request('POST', '/consulta-solicitacao', { body: corpo }));
    expect(respostas.slice(0, 20).every((r) => r.status === 404)).toBe(true);
    expect(respostas[20]?.status).toBe(429);
    expect(respostas[20]?.body.mensagens[0]).toMatch(/^Muitas consultas deste endereço\. Tente de novo em \d+ segundos?\.$/);
    await server.database.db.execute(sql`DELETE FROM limite_acesso WHERE chave LIKE 'consulta-solicitacao:%'`);
  });

  it('numbers 1,000 concurrent intakes consecutively, with no hole and no repeat', { timeout: 600_000 }, async () => {
    const antes = await protocolos();
    const corpo = await entrada({ documentos: [] });
    const feitos = await Promise.all(Array.from({ length: 1000 }, () => api().entrada(corpo)));
    const novos = feitos.map((r) => r.dados.protocolo).sort((a, b) => a - b);
    const primeiro = (antes.at(-1) ?? 0) + 1;
    expect(novos).toEqual(Array.from({ length: 1000 }, (_, i) => primeiro + i));
    expect(await protocolos()).toEqual(Array.from({ length: primeiro + 999 }, (_, i) => i + 1));
    // The deadline of each: the same day's count.
    expect(new Set(feitos.map((r) => r.dados.prazo)).size).toBe(1);
  });
});
