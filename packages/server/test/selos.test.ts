// The electronic seals through the SDK (docs/api.md "Selo", issue 29): a batch asked of the reference court is read
// by the background task (its progress reported), reviewed and confirmed into stock; batch files with a repeat, a code
// already in stock, a code out of format or a truncated text are refused whole, nothing imported; the GO adapter's
// contract against the reference court (a batch; the credentials refused); a registration takes its seal, two hundred
// at once take two hundred distinct seals, and an empty stock refuses the act before anything is written; a seal
// applied by hand and a seal voided, each with its reason; who may not, cannot.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { LoteSelos } from '@rpj/domain';
import { tarefasDeEnvio } from '../src/selos/envio.service.ts';
import { lerLoteGo, tribunalGo } from '../src/selos/tribunais/go.ts';
import type { AtoSelado } from '@rpj/domain';
import { TribunalIndisponivel } from '../src/selos/tribunais/tribunal.ts';
import { httpError, useTestServer } from './harness.ts';

const server = useTestServer();
const admin = () => server.sdk('admin');

/** The batch once its task has read it. */
async function lido(id: number): Promise<LoteSelos> {
  for (let i = 0; i < 200; i++) {
    const { dados } = await admin().selos.lote(id);
    if (dados.situacao !== 'IMPORTANDO') return dados;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`batch ${String(id)} still importing`);
}

const contagem = async (): Promise<number> => (await server.database.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM selo`)).rows[0]?.n ?? 0;

/** A GO batch file's text, as the court's download gives it. */
const arquivoGo = (selos: readonly { readonly codigo: string; readonly validador: string }[]): string => JSON.stringify(selos.map((s) => ({ codigo_do_selo: s.codigo, codigo_do_ato: s.validador, tipo_de_ato: 1 })));

describe('selos (docs/api.md)', () => {
  it('imports a batch asked of the court: read with its progress, reviewed, confirmed into stock', async () => {
    const antes = (await admin().selos.estoque()).dados.porTipo.find((t) => t.tipo === 'ISENTO');
    const { dados: lote, mensagens } = await admin().selos.importar({ origem: 'TRIBUNAL', tipo: 'ISENTO', quantidade: 40 });
    expect([lote.situacao, lote.origem, lote.tribunal, typeof lote.tarefaId]).toEqual(['IMPORTANDO', 'TRIBUNAL', 'GO', 'string']);
    expect(mensagens[0]).toMatch(/^Lote \d+: importação iniciada/);
    const pronto = await lido(lote.id);
    expect(pronto.situacao).toBe('PRONTO');
    expect(pronto.resumo?.total).toBe(40);
    expect(pronto.resumo?.problemas).toEqual([]);
    expect(pronto.resumo?.porTipo.map((t) => [t.tipo, t.quantidade, /^0001\d{4}RCPJ\d{11}$/.test(t.primeiro), t.primeiro < t.ultimo])).toEqual([['ISENTO', 40, true, true]]);
    const andamento = (await admin().tarefas.obter(lote.tarefaId ?? '')).dados;
    expect([andamento.estado, andamento.feitos, andamento.total]).toEqual(['concluida', 40, 40]);
    // Waiting for confirmation: not in stock yet.
    const meio = (await admin().selos.estoque()).dados.porTipo.find((t) => t.tipo === 'ISENTO');
    expect([meio?.disponiveis, meio?.pendentes]).toEqual([antes?.disponiveis, (antes?.pendentes ?? 0) + 40]);
    const { dados: confirmado } = await admin().selos.confirmar(lote.id);
    expect([confirmado.situacao, confirmado.confirmadoPor]).toEqual(['CONFIRMADO', 'admin']);
    const depois = (await admin().selos.estoque()).dados.porTipo.find((t) => t.tipo === 'ISENTO');
    expect(depois?.disponiveis).toBe((antes?.disponiveis ?? 0) + 40);
    expect((await httpError(admin().selos.confirmar(lote.id))).status).toBe(409);
    expect((await admin().selos.lotes({ situacao: 'CONFIRMADO' })).dados.content.map((l) => l.id)).toContain(lote.id);
  });

  it('refuses whole a file with a repeat, a code in stock, a code out of format or a truncated text', async () => {
    const acesso = { url: `${server.services.urls.selo}/tribunal/go`, email: 'cartorio@demo.tjgo.example', senha: 'selos-demo', hash: 'demo0000hash0000cartorio' };
    const novos = lerLoteGo(await tribunalGo(acesso).solicitarLote?.('NORMAL', 3) ?? '[]');
    const [a, b] = novos;
    if (a === undefined || b === undefined) throw new Error('the court gave no seals');
    const emEstoque = (await admin().selos.listar({ situacao: 'DISPONIVEL' })).dados.content[0];
    const antes = await contagem();
    const casos: readonly [string, string, RegExp][] = [
      ['repetido.json', arquivoGo([a, b, a]), /aparece mais de uma vez/],
      ['estoque.json', arquivoGo([a, { codigo: emEstoque?.codigo ?? '', validador: emEstoque?.validador ?? '' }]), /já está no estoque/],
      ['formato.json', arquivoGo([a, { codigo: 'ABC12345', validador: '1234567890123456' }]), /não está no formato do GO/],
    ];
    for (const [arquivo, conteudo, problema] of casos) {
      const { dados } = await admin().selos.importar({ origem: 'ARQUIVO', arquivo, conteudo });
      const recusado = await lido(dados.id);
      expect([arquivo, recusado.situacao, recusado.erro]).toEqual([arquivo, 'RECUSADO', 'O lote tem um problema: nenhum selo foi importado. Peça ao tribunal um lote correto.']);
      expect(recusado.resumo?.problemas.join(' ')).toMatch(problema);
      expect((await httpError(admin().selos.confirmar(dados.id))).status).toBe(409);
    }
    const truncado = await lido((await admin().selos.importar({ origem: 'ARQUIVO', arquivo: 'truncado.json', conteudo: arquivoGo([a, b]).slice(0, 60) })).dados.id);
    expect([truncado.situacao, truncado.erro]).toEqual(['RECUSADO', 'O arquivo não é um lote do TJGO: esperava o JSON da distribuição de atos (está truncado ou é de outro formato).']);
    expect(await contagem()).toBe(antes);
    // The same file, sound, goes in.
    const bom = await lido((await admin().selos.importar({ origem: 'ARQUIVO', arquivo: 'lote.json', conteudo: arquivoGo(novos) })).dados.id);
    expect([bom.situacao, bom.arquivo, bom.resumo?.total]).toEqual(['PRONTO', 'lote.json', 3]);
    // A request without its file, or asking too many of the court, is said on its field.
    const semArquivo = await server.request('POST', '/selo/importacao', { servico: 'selo', login: 'admin', body: { origem: 'ARQUIVO' } });
    expect([semArquivo.status, semArquivo.body.erros?.map((e) => e.campo)]).toEqual([400, ['arquivo', 'conteudo']]);
    expect((await httpError(admin().selos.importar({ origem: 'TRIBUNAL', tipo: 'NORMAL', quantidade: 5_001 }))).erros.map((e) => e.campo)).toEqual(['quantidade']);
  });

  it('the GO adapter against the reference court: a batch of the type asked, and the credentials refused in words', async () => {
    const url = `${server.services.urls.selo}/tribunal/go`;
    const lote = lerLoteGo((await tribunalGo({ url, email: 'cartorio@demo.tjgo.example', senha: 'selos-demo', hash: 'demo0000hash0000cartorio' }).solicitarLote?.('ISENTO', 5)) ?? '[]');
    expect(lote.map((s) => [s.tipo, s.codigo.length, s.validador.length])).toEqual(Array.from({ length: 5 }, () => ['ISENTO', 23, 23]));
    const errado = tribunalGo({ url, email: 'cartorio@demo.tjgo.example', senha: 'errada', hash: 'demo0000hash0000cartorio' }).solicitarLote?.('NORMAL', 1);
    await expect(errado).rejects.toBeInstanceOf(TribunalIndisponivel);
    await expect(errado).rejects.toThrow(/recusou as credenciais do cartório/);
    const fora = tribunalGo({ url: 'http://127.0.0.1:9/tribunal/go', email: 'x', senha: 'x', hash: 'x' }).solicitarLote?.('NORMAL', 1);
    await expect(fora).rejects.toThrow('O serviço de selos do TJGO não respondeu: tente de novo em alguns minutos.');
    // The court's public lookup knows the seal it issued.
    const r = await fetch(`${url}/selo/${lote[0]?.codigo ?? ''}`);
    expect([r.status, ((await r.json()) as { tipo_de_ato: number }).tipo_de_ato]).toEqual([200, 2]);
  });

  it('the GO adapter reports used seals to the reference court: a receipt, the refused ones with their reasons, a voiding and a reactivation', async () => {
    const url = `${server.services.urls.selo}/tribunal/go`;
    const go = tribunalGo({ url, email: 'cartorio@demo.tjgo.example', senha: 'selos-demo', hash: 'demo0000hash0000cartorio' });
    const [a, b] = lerLoteGo((await go.solicitarLote?.('NORMAL', 2)) ?? '[]');
    if (a === undefined || b === undefined) throw new Error('the court gave no seals');
    const ato = (s: typeof a): AtoSelado => ({ selo: { ...s, tribunal: 'GO' }, protocolo: 2, ato: '101 — Registro', praticadoEm: '2026-11-27T10:00:00-03:00', serventuario: 'Rafael Antunes Moreira', emolumentoCentavos: 3711, taxaJudiciariaCentavos: 2062, fundosCentavos: 1484, issCentavos: 186 });
    const primeiro = await go.informarUtilizados?.([ato(a), ato(b)]);
    expect([primeiro?.aceitos, primeiro?.rejeitados, /^\d+$/.test(primeiro?.recibo ?? '')]).toEqual([2, [], true]);
    // A repeat, a seal the court never gave, an act code that is not the seal's.
    const estranho = { ...a, codigo: '0001' + '9'.repeat(19) };
    const segundo = await go.informarUtilizados?.([ato(a), ato(estranho), ato({ ...b, validador: a.validador })]);
    expect([segundo?.aceitos, segundo?.rejeitados]).toEqual([
      0,
      [
        { codigo: a.codigo, motivo: 'selo já informado como utilizado' },
        { codigo: estranho.codigo, motivo: 'selo não distribuído a esta serventia' },
        { codigo: b.codigo, motivo: 'codigo_do_ato não corresponde ao selo' },
      ],
    ]);
    const situacao = async (codigo: string): Promise<string> => ((await (await fetch(`${url}/selo/${codigo}`)).json()) as { situacao: string }).situacao;
    expect(await situacao(a.codigo)).toBe('UTILIZADO');
    await go.inutilizar?.({ ...a, tribunal: 'GO' });
    expect(await situacao(a.codigo)).toBe('INUTILIZADO');
    await go.reativar?.({ ...a, tribunal: 'GO' });
    expect(await situacao(a.codigo)).toBe('UTILIZADO');
    await expect(go.reativar?.({ ...a, tribunal: 'GO' })).rejects.toThrow('O TJGO não atendeu a reativação do selo (HTTP 409): tente de novo em alguns minutos.');
  });

  it('sends the used seals to the court: a refused one corrected and sent again until accepted; the nightly task is idempotent', async () => {
    const db = server.database.db;
    const acabou = async (id: number) => {
      for (let i = 0; i < 200; i++) {
        const { dados } = await admin().selos.envio(id);
        if (dados.situacao !== 'ENVIANDO') return dados;
        await new Promise((r) => setTimeout(r, 100));
      }
      throw new Error(`sending ${String(id)} still running`);
    };
    // A seal used on process 2 whose act code was typed wrong here: the court refuses it.
    const { dados: selo } = await server.sdk('oficial').selos.selar({ protocolo: 2, tipo: 'NORMAL', motivo: 'Contingência.' });
    await db.execute(sql`UPDATE selo SET validador = ${'B'.repeat(23)} WHERE id = ${selo.id}`);
    const pendentesAntes = (await db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM selo WHERE situacao = 'UTILIZADO'`)).rows[0]?.n ?? 0;
    const { dados: envio, mensagens } = await server.sdk('oficial').selos.enviar();
    expect([envio.situacao, typeof envio.tarefaId, mensagens[0]]).toEqual(['ENVIANDO', 'string', `Envio ${String(envio.id)}: os selos pendentes estão sendo enviados ao tribunal.`]);
    const feito = await acabou(envio.id);
    expect([feito.situacao, feito.total, feito.aceitos, feito.rejeitados, feito.recibos.length]).toEqual(['CONCLUIDO', pendentesAntes, pendentesAntes - 1, 1, 1]);
    const { dados: recusado } = await admin().selos.listar({ codigo: selo.codigo });
    expect(recusado.content.map((s) => [s.situacao, s.rejeicao])).toEqual([['REJEITADO', 'codigo_do_ato não corresponde ao selo']]);
    const enviados = (await admin().selos.listar({ situacao: 'ENVIADO' })).dados.content;
    expect(enviados.length).toBe(pendentesAntes - 1);
    expect(enviados.every((s) => s.reciboTribunal === feito.recibos[0])).toBe(true);
    // Corrected as the court knows it (its act code), then sent again: accepted.
    const formato = await server.request('POST', `/selo/${String(selo.id)}/correcao`, { servico: 'selo', login: 'oficial', body: { motivo: 'x', validador: 'ABC' } });
    expect([formato.status, formato.body.erros?.map((e) => e.campo)]).toEqual([400, ['validador']]);
    const { dados: corrigido } = await server.sdk('oficial').selos.corrigir(selo.id, { validador: selo.validador, motivo: 'Código do ato redigitado como no lote do tribunal.' });
    expect([corrigido.situacao, corrigido.validador]).toEqual(['UTILIZADO', selo.validador]);
    expect((await httpError(server.sdk('oficial').selos.corrigir(selo.id, { motivo: 'De novo.' }))).status).toBe(409);
    const segundo = await acabou((await server.sdk('oficial').selos.enviar()).dados.id);
    expect([segundo.situacao, segundo.aceitos, segundo.rejeitados]).toEqual(['CONCLUIDO', 1, 0]);
    expect((await admin().selos.listar({ codigo: selo.codigo })).dados.content[0]?.situacao).toBe('ENVIADO');
    const { dados: p } = await admin().processos.obter(2);
    expect(p.historico.some((h) => h.evento === 'CORRIGIR_SELO' && h.motivo?.includes('codigo_do_ato não corresponde ao selo'))).toBe(true);
    // Nothing pending: refused in words; the nightly task writes nothing, run once or twice.
    const nada = await httpError(server.sdk('oficial').selos.enviar());
    expect([nada.status, nada.resposta?.mensagens[0]]).toEqual([409, 'Não há selos utilizados pendentes de envio ao tribunal.']);
    const [, diario] = tarefasDeEnvio(db, { uf: 'GO', tribunal: { url: `${server.services.urls.selo}/tribunal/go`, email: 'cartorio@demo.tjgo.example', senha: 'selos-demo', hash: 'demo0000hash0000cartorio' } });
    const contexto = { id: 'teste', tentativa: 0, progresso: () => Promise.resolve() };
    const envios = async (): Promise<number> => (await db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM selo_envio`)).rows[0]?.n ?? 0;
    const antes = await envios();
    await diario?.executar({}, contexto);
    await diario?.executar({}, contexto);
    expect(await envios()).toBe(antes);
    // One pending: the first run sends it, the second finds nothing.
    await server.sdk('oficial').selos.selar({ protocolo: 2, tipo: 'NORMAL', motivo: 'Contingência noturna.' });
    await diario?.executar({}, contexto);
    await diario?.executar({}, contexto);
    expect(await envios()).toBe(antes + 1);
    expect((await admin().selos.envios()).dados.content[0]).toMatchObject({ situacao: 'CONCLUIDO', aceitos: 1, rejeitados: 0 });
    expect((await admin().selos.envios()).dados.content[0]?.criadoPor).toBeUndefined();
  });

  it('seals by hand with the reason, voids with the reason, and refuses who may not', async () => {
    const semMotivo = await server.request('POST', '/selo/selagem', { servico: 'selo', login: 'oficial', body: { protocolo: 2, tipo: 'NORMAL', motivo: ' ' } });
    expect([semMotivo.status, semMotivo.body.erros?.map((e) => e.campo)]).toEqual([400, ['motivo']]);
    const { dados: selo } = await server.sdk('oficial').selos.selar({ protocolo: 2, tipo: 'NORMAL', motivo: 'Contingência: o sistema estava fora do ar no ato.' });
    expect([selo.situacao, selo.protocolo, selo.usadoPor, selo.motivo]).toEqual(['UTILIZADO', 2, 'oficial', 'Contingência: o sistema estava fora do ar no ato.']);
    const { dados: p } = await admin().processos.obter(2);
    expect(p.historico.at(-1)).toMatchObject({ evento: 'SELAR', usuario: 'oficial', motivo: `Selo ${selo.codigo} aplicado à mão: Contingência: o sistema estava fora do ar no ato.` });
    // The very seal chosen, once used, is not used again.
    const usado = await httpError(server.sdk('oficial').selos.selar({ protocolo: 2, tipo: 'NORMAL', motivo: 'Correção.', codigo: selo.codigo }));
    expect(usado.erros).toEqual([{ campo: 'codigo', mensagem: 'Este selo não está disponível: já foi usado no processo nº 2.' }]);
    // Voiding needs REMOVER_SELAGENS (the officer has not), and a reason.
    expect((await httpError(server.sdk('oficial').selos.inutilizar(selo.id, 'Erro.'))).status).toBe(403);
    const vazio = await server.request('POST', `/selo/${String(selo.id)}/inutilizacao`, { servico: 'selo', login: 'admin', body: { motivo: '' } });
    expect([vazio.status, vazio.body.erros?.map((e) => e.campo)]).toEqual([400, ['motivo']]);
    const { dados: inutilizado } = await admin().selos.inutilizar(selo.id, 'Aplicado ao processo errado.');
    expect([inutilizado.situacao, inutilizado.motivo]).toEqual(['INUTILIZADO', 'Aplicado ao processo errado.']);
    expect((await httpError(admin().selos.inutilizar(selo.id, 'De novo.'))).status).toBe(409);
    expect((await admin().selos.listar({ protocolo: 2 })).dados.content.map((s) => [s.codigo, s.situacao])).toContainEqual([selo.codigo, 'INUTILIZADO']);
    // The search (issue 30): by part of the act, by who used it, by the days it was used.
    const hoje = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
    const achados = (await admin().selos.listar({ ato: 'selagem MANUAL', usuario: 'oficial', de: hoje, ate: hoje })).dados.content.map((s) => s.codigo);
    expect(achados).toContain(selo.codigo);
    expect((await admin().selos.listar({ usuario: 'atendente' })).dados.content).toEqual([]);
    expect((await admin().selos.listar({ ato: 'selagem manual', ate: '2000-01-01' })).dados.content).toEqual([]);
    // Who may not import, or seal by hand (everyone sees the stock).
    expect((await httpError(server.sdk('atendente').selos.importar({ origem: 'TRIBUNAL', tipo: 'NORMAL', quantidade: 1 }))).status).toBe(403);
    expect((await httpError(server.sdk('examinador').selos.selar({ protocolo: 2, tipo: 'NORMAL', motivo: 'x' }))).status).toBe(403);
  });
});
