// Registration in the books through the SDK (docs/api.md "Registro", issue 27): from the officer's conference a new
// association is registered in Livro A (the entity created with its registration, the deposit settled), its
// certificate printed and issued and the title delivered; an amendment is averbated on an entity's registration; a
// full volume is closed with its term and the next opened; a fault between the registration's writes leaves nothing;
// who may not register cannot, and a title not fully conferred is not registered.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEFINICOES_RELATORIO, type EntradaProcesso, type Processo } from '@rpj/domain';
import { registrar } from '../src/registros/registros.service.ts';
import { httpError, useTestServer } from './harness.ts';
import { textoDoPdf } from './pdf.ts';

const server = useTestServer();
const admin = () => server.sdk('admin');

/** A title taken in and carried to the officer's conference with its list ticked. */
async function naConferenciaDoOficial(extra: Partial<EntradaProcesso> = {}, tipoAto = 'REGISTRO_CONSTITUICAO'): Promise<Processo> {
  const servicoId = (await admin().servicos.listar({ descricao: '101' })).dados.content[0]?.id ?? 0;
  const { dados: p } = await admin().processos.entrada({
    apresentante: { nome: 'Renata Borges Amaral', documento: '52998224725', email: 'renata@exemplo.com.br' },
    // An entity on record, or a new one by its name and nature.
    ...(extra.empresaId === undefined ? { empresaNome: `Associação do Registro ${String(Date.now() % 100_000)}`, naturezaJuridica: '3999' } : {}),
    tipoAto,
    documentos: [],
    itens: [{ servicoId, quantidade: 1 }],
    ...extra,
  });
  await server.database.db.execute(sql`UPDATE processo SET situacao = 'CONFERENCIA_OFICIAL' WHERE protocolo = ${p.protocolo}`);
  const { dados: c } = await server.sdk('oficial').conferencias.processo(p.protocolo);
  for (const i of c.itens) await server.sdk('oficial').conferencias.marcar(p.protocolo, { item: i.item, marcado: true });
  return (await admin().processos.obter(p.protocolo)).dados;
}

describe('registro (docs/api.md)', () => {
  it('registers a new association in Livro A with its deposit settled, prints and issues its certificate, and the title is delivered', async () => {
    const caixa = (await admin().caixas.meu()).dados.caixa ?? (await admin().caixas.abrir(0)).dados;
    const p = await naConferenciaDoOficial({ deposito: { caixaId: caixa.id, valorCentavos: 50_000, parcelas: [{ metodo: 'PIX', valorCentavos: 50_000 }] } });
    const oficial = server.sdk('oficial').registros;
    const semObjeto = await httpError(oficial.registrar(p.protocolo, { versao: p.versao }));
    expect([semObjeto.status, semObjeto.erros.map((e) => e.campo)]).toEqual([400, ['objeto']]);
    const { dados: r, mensagens } = await oficial.registrar(p.protocolo, { versao: p.versao, objeto: 'Promover a cultura do xadrez no bairro.', dataConstituicao: '2026-10-01' });
    expect(r).toMatchObject({ especie: 'REGISTRO', empresaNome: p.empresaNome, oficial: { login: 'oficial' }, livro: { letra: 'A' } });
    // Service 101 takes one seal of the court: the act carries it, and the stock lists it as used on the process.
    expect(r.selos.map((s) => [s.tipo, s.tribunal, s.codigo.length])).toEqual([['NORMAL', 'GO', 23]]);
    expect((await admin().selos.listar({ protocolo: p.protocolo })).dados.content.map((s) => [s.codigo, s.situacao, s.usadoPor])).toEqual([[r.selos[0]?.codigo, 'UTILIZADO', 'oficial']]);
    expect(mensagens).toEqual([`Processo ${String(p.protocolo)}: registrado sob o nº ${String(r.numero)}, folha ${String(r.folha)}.`]);
    // The entity exists, with its registration; the process points at it.
    const { dados: empresa } = await admin().empresas.obter(r.empresaId);
    expect([empresa.denominacao, empresa.numeroRegistro, empresa.livro, empresa.folha, empresa.objeto, empresa.migrada]).toEqual([p.empresaNome, r.numero, `A-${String(r.livro?.numero)}`, String(r.folha), 'Promover a cultura do xadrez no bairro.', false]);
    const { dados: registrado } = await admin().processos.obter(p.protocolo);
    expect([registrado.situacao, registrado.empresaId, registrado.deposito?.situacao]).toEqual(['REGISTRADO', r.empresaId, 'A_DEVOLVER']);
    expect(registrado.historico.at(-1)?.motivo).toContain(`Registrado sob o nº ${String(r.numero)} no Livro A-`);
    const { dados: deposito } = await admin().caixas.deposito(p.deposito?.id ?? 0);
    expect(deposito.liquidacao).toMatchObject({ receitaCentavos: p.totalCentavos, devolucaoCentavos: 50_000 - p.totalCentavos });
    // The settlement's receipt carries the act's seal.
    const { dados: liquidacao } = await admin().caixas.recibo(deposito.liquidacao?.reciboId ?? 0);
    expect(liquidacao.selos?.map((s) => s.codigo)).toEqual(r.selos.map((s) => s.codigo));
    // The revenue book's entry of the settled act (written before the registration, in its transaction) names it.
    const hoje = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
    const colunas = DEFINICOES_RELATORIO.livroDiario.colunas.map((c) => c.chave);
    const doLivro = (await admin().relatorios.gerar('livroDiario', { de: hoje, ate: hoje })).filter((l) => l[colunas.indexOf('recibo')] === liquidacao.numero);
    expect(doLivro.map((l) => l[colunas.indexOf('observacao')])).toEqual([`Registro nº ${r.numero?.toLocaleString('pt-BR') ?? ''}, livro A-${String(r.livro?.numero)}, folha ${String(r.folha)}`]);
    // The conference's screen still shows what the officer ticked before writing it.
    expect((await server.sdk('oficial').conferencias.processo(p.protocolo)).dados.itens.every((i) => i.marca?.usuario.login === 'oficial')).toBe(true);
    // The certificate, printed and issued; then the counter delivers.
    const certidao = await textoDoPdf((await oficial.certidao(p.protocolo)).dados.conteudo);
    expect(certidao).toContain(`Registrado sob o nº ${String(r.numero)}`);
    expect(certidao).toContain('Rafael Antunes Moreira');
    expect(certidao).toContain(`Selo de fiscalização nº ${r.selos[0]?.codigo ?? ''}`);
    const { dados: emitida } = await oficial.emitirCertidao(p.protocolo, { versao: registrado.versao });
    expect(emitida.situacao).toBe('CERTIDAO_EMITIDA');
    const { dados: entregue } = await server.sdk('atendente').processos.andamento(p.protocolo, { versao: emitida.versao, evento: 'ENTREGAR' });
    expect(entregue.situacao).toBe('ENTREGUE');
    // Numbers of the series never repeat.
    const outro = await naConferenciaDoOficial();
    const { dados: r2 } = await oficial.registrar(outro.protocolo, { versao: outro.versao, objeto: 'Outra finalidade.' });
    expect([r2.numero, r2.folha]).toEqual([(r.numero ?? 0) + 1, (r.folha ?? 0) + 1]);
  });

  it('averbates an amendment on an entity\'s registration', async () => {
    const empresaId = (await server.database.db.execute<{ id: number }>(sql`SELECT id FROM empresa WHERE numero_registro IS NOT NULL ORDER BY id LIMIT 1`)).rows[0]?.id ?? 0;
    const antes = (await admin().empresas.averbacoes(empresaId)).dados.length;
    const p = await naConferenciaDoOficial({ empresaId }, 'AVERBACAO_ELEICAO_DIRETORIA');
    const { dados: r } = await server.sdk('oficial').registros.registrar(p.protocolo, { versao: p.versao, descricao: 'Eleição da diretoria para o biênio 2027–2028.' });
    expect([r.especie, r.averbacao]).toEqual(['AVERBACAO', antes + 1]);
    const averbacoes = (await admin().empresas.averbacoes(empresaId)).dados;
    expect(averbacoes.at(-1)).toMatchObject({ numero: antes + 1, tipo: 'ADMINISTRACAO', descricao: 'Eleição da diretoria para o biênio 2027–2028.', protocolo: String(p.protocolo) });
    expect((await admin().processos.obter(p.protocolo)).dados.situacao).toBe('AVERBADO');
  });

  it('closes a full volume with its term and opens the next', async () => {
    const db = server.database.db;
    // The open volume of Livro A with only the pages already used plus one.
    const aberto = (await server.sdk('oficial').registros.livros()).dados.find((l) => l.letra === 'A' && l.encerradoEm === undefined);
    if (aberto !== undefined) await db.execute(sql`UPDATE livro SET folhas = folhas_usadas + 1 WHERE id = ${aberto.id}`);
    const a = await naConferenciaDoOficial();
    const { dados: ra } = await server.sdk('oficial').registros.registrar(a.protocolo, { versao: a.versao, objeto: 'Finalidade A.' });
    const b = await naConferenciaDoOficial();
    const { dados: rb } = await server.sdk('oficial').registros.registrar(b.protocolo, { versao: b.versao, objeto: 'Finalidade B.' });
    expect(rb.livro?.numero).toBe((ra.livro?.numero ?? 0) + 1);
    expect(rb.folha).toBe(1);
    const livros = (await server.sdk('oficial').registros.livros()).dados.filter((l) => l.letra === 'A');
    const encerrado = livros.find((l) => l.numero === ra.livro?.numero);
    expect(encerrado?.termoEncerramento).toMatch(/^Termo de encerramento\. Encerra-se o Livro A-\d+ com \d+ folhas utilizadas/);
    expect(livros.find((l) => l.numero === rb.livro?.numero)).toMatchObject({ folhasUsadas: 1, folhas: encerrado?.folhas });
    expect(livros.find((l) => l.numero === rb.livro?.numero)?.termoAbertura).toMatch(/^Termo de abertura\./);
  });

  it('leaves nothing done when it fails between its writes', async () => {
    const db = server.database.db;
    const caixa = (await admin().caixas.meu()).dados.caixa ?? (await admin().caixas.abrir(0)).dados;
    const p = await naConferenciaDoOficial({ deposito: { caixaId: caixa.id, valorCentavos: 50_000, parcelas: [{ metodo: 'PIX', valorCentavos: 50_000 }] } });
    const retrato = async () => [
      (await db.execute(sql`SELECT * FROM livro ORDER BY id`)).rows,
      (await db.execute(sql`SELECT valor FROM contador WHERE nome = 'registro_A'`)).rows,
      (await db.execute(sql`SELECT count(*)::int AS n FROM empresa`)).rows,
      (await db.execute(sql`SELECT situacao, versao FROM deposito WHERE id = ${p.deposito?.id ?? 0}`)).rows,
      (await db.execute(sql`SELECT count(*)::int AS n FROM recibo`)).rows,
      (await db.execute(sql`SELECT situacao, versao, empresa_id FROM processo WHERE protocolo = ${p.protocolo}`)).rows,
      (await db.execute(sql`SELECT count(*)::int AS n FROM registro`)).rows,
      (await db.execute(sql`SELECT situacao, count(*)::int AS n FROM selo GROUP BY situacao ORDER BY situacao`)).rows,
    ];
    const oficial = (await db.execute<{ id: number }>(sql`SELECT id FROM usuario WHERE login = 'oficial'`)).rows[0]?.id ?? 0;
    const principal = { id: oficial, login: 'oficial', ativo: true, permissoes: new Set(['CRIAR_CONFERENCIAS' as const]) };
    for (const passo of ['selos', 'livro', 'entidade', 'deposito'] as const) {
      const antes = await retrato();
      const falha = registrar(db, { uf: 'GO', cartorio: 'Cartório' }, p.protocolo, { versao: p.versao, objeto: 'Finalidade.' }, { principal, requestId: 'falha' }, (onde) => (onde === passo ? Promise.reject(new Error(`falha depois de ${onde}`)) : Promise.resolve()));
      await expect(falha).rejects.toThrow(`falha depois de ${passo}`);
      expect(await retrato(), passo).toEqual(antes);
    }
    // Without a fault, the same registration goes through.
    const { dados: r } = await server.sdk('oficial').registros.registrar(p.protocolo, { versao: p.versao, objeto: 'Finalidade.' });
    expect(r.especie).toBe('REGISTRO');
  });

  it('refuses the act when the stock lacks its seal, before anything is written', async () => {
    const db = server.database.db;
    const p = await naConferenciaDoOficial();
    const retrato = async () => [
      (await db.execute(sql`SELECT valor FROM contador WHERE nome = 'registro_A'`)).rows,
      (await db.execute(sql`SELECT count(*)::int AS n FROM empresa`)).rows,
      (await db.execute(sql`SELECT situacao, versao FROM processo WHERE protocolo = ${p.protocolo}`)).rows,
      (await db.execute(sql`SELECT situacao, count(*)::int AS n FROM selo GROUP BY situacao ORDER BY situacao`)).rows,
    ];
    // The stock emptied for the test (its seals put aside), then given back.
    const postos = (await db.execute<{ id: number }>(sql`UPDATE selo SET situacao = 'PENDENTE' WHERE situacao = 'DISPONIVEL' AND tipo = 'NORMAL' RETURNING id`)).rows.map((r) => r.id);
    try {
      const antes = await retrato();
      const recusa = await httpError(server.sdk('oficial').registros.registrar(p.protocolo, { versao: p.versao, objeto: 'Finalidade.' }));
      expect([recusa.status, recusa.resposta?.mensagens[0]]).toEqual([409, 'Não há selos suficientes em estoque (ato com emolumentos): falta 1 selo. Importe um lote do tribunal em Importar selo eletrônico e confirme-o antes de praticar o ato.']);
      expect(await retrato()).toEqual(antes);
    } finally {
      await db.execute(sql`UPDATE selo SET situacao = 'DISPONIVEL' WHERE id IN (${sql.join(postos.map((n) => sql`${n}`), sql`, `)})`);
    }
    expect((await server.sdk('oficial').registros.registrar(p.protocolo, { versao: p.versao, objeto: 'Finalidade.' })).dados.selos).toHaveLength(1);
  });

  it('registers 200 titles at once: numbers and pages consecutive, never repeated, volumes rolled over', async () => {
    const db = server.database.db;
    const servicoId = (await admin().servicos.listar({ descricao: '101' })).dados.content[0]?.id ?? 0;
    const entradas = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        admin().processos.entrada({
          apresentante: { nome: 'Renata Borges Amaral', documento: '52998224725', email: 'renata@exemplo.com.br' },
          empresaNome: `Associação Concorrente ${String(i)}`,
          naturezaJuridica: '3999',
          tipoAto: 'REGISTRO_CONSTITUICAO',
          documentos: [],
          itens: [{ servicoId, quantidade: 1 }],
        }),
      ),
    );
    const protocolos = entradas.map((e) => e.dados.protocolo);
    const oficial = (await db.execute<{ id: number }>(sql`SELECT id FROM usuario WHERE login = 'oficial'`)).rows[0]?.id ?? 0;
    await db.execute(sql`UPDATE processo SET situacao = 'CONFERENCIA_OFICIAL' WHERE protocolo IN (${sql.join(protocolos.map((n) => sql`${n}`), sql`, `)})`);
    await db.execute(sql`
      INSERT INTO conferencia_marca (protocolo, etapa, item, usuario_id)
      SELECT p.protocolo, 'OFICIAL', i.item, ${oficial} FROM processo p JOIN tipo_ato t ON t.codigo = p.tipo_ato, jsonb_array_elements_text(t.conferencia) AS i(item)
       WHERE p.protocolo IN (${sql.join(protocolos.map((n) => sql`${n}`), sql`, `)})`);
    // Volumes of 70 pages from the one open now: the 200 registrations fill it and roll over at least twice.
    const aberto = (await server.sdk('oficial').registros.livros()).dados.find((l) => l.letra === 'A' && l.encerradoEm === undefined);
    if (aberto !== undefined) await db.execute(sql`UPDATE livro SET folhas = folhas_usadas + 70 WHERE id = ${aberto.id}`);
    const versoes = new Map((await db.execute<{ protocolo: number; versao: number }>(sql`SELECT protocolo, versao FROM processo WHERE protocolo IN (${sql.join(protocolos.map((n) => sql`${n}`), sql`, `)})`)).rows.map((r) => [r.protocolo, r.versao] as const));
    const feitos = await Promise.all(protocolos.map((p) => server.sdk('oficial').registros.registrar(p, { versao: versoes.get(p) ?? 0, objeto: 'Finalidade.' })));
    const regs = feitos.map((f) => f.dados);
    const numeros = regs.map((r) => r.numero ?? 0).sort((a, b) => a - b);
    expect((numeros.at(-1) ?? 0) - (numeros[0] ?? 0)).toBe(199);
    expect(new Set(numeros).size).toBe(200);
    // Each act took its own seal: 200 distinct seals, none taken twice (SKIP LOCKED under the concurrent acts).
    const selos = regs.flatMap((r) => r.selos.map((s) => s.codigo));
    expect([selos.length, new Set(selos).size]).toEqual([200, 200]);
    const porVolume = new Map<number, number[]>();
    for (const r of regs) porVolume.set(r.livro?.numero ?? 0, [...(porVolume.get(r.livro?.numero ?? 0) ?? []), r.folha ?? 0]);
    expect(porVolume.size).toBeGreaterThanOrEqual(3);
    for (const [volume, folhas] of porVolume) {
      const ordenadas = [...folhas].sort((a, b) => a - b);
      expect(new Set(ordenadas).size, `volume ${String(volume)}`).toBe(ordenadas.length);
      expect((ordenadas.at(-1) ?? 0) - (ordenadas[0] ?? 0) + 1, `volume ${String(volume)}`).toBe(ordenadas.length);
    }
    // In the order of the numbers, the pages follow one another: a later number never sits on an earlier page.
    const emOrdem = [...regs].sort((a, b) => (a.numero ?? 0) - (b.numero ?? 0)).map((r) => [r.livro?.numero ?? 0, r.folha ?? 0] as const);
    for (let i = 1; i < emOrdem.length; i++) {
      const [v0, f0] = emOrdem[i - 1] ?? [0, 0];
      const [v1, f1] = emOrdem[i] ?? [0, 0];
      expect(v1 > v0 || (v1 === v0 && f1 === f0 + 1), `registration ${String(i)}`).toBe(true);
    }
  }, 120_000);

  it('registers only a fully conferred title, and only for who may', async () => {
    const p = await naConferenciaDoOficial();
    const { dados: c } = await server.sdk('oficial').conferencias.processo(p.protocolo);
    await server.sdk('oficial').conferencias.marcar(p.protocolo, { item: c.itens[0]?.item ?? '', marcado: false });
    const faltando = await httpError(server.sdk('oficial').registros.registrar(p.protocolo, { versao: p.versao, objeto: 'x' }));
    expect([faltando.status, faltando.erros.map((e) => e.campo)]).toEqual([400, ['itens']]);
    expect((await httpError(server.sdk('examinador').registros.registrar(p.protocolo, { versao: p.versao, objeto: 'x' }))).status).toBe(403);
    expect((await httpError(server.sdk('examinador').registros.emitirCertidao(p.protocolo, { versao: p.versao }))).status).toBe(403);
    expect((await httpError(server.sdk('atendente').registros.emitirCertidao(p.protocolo, { versao: p.versao }))).resposta?.mensagens).toEqual(['Este processo ainda não foi registrado: a certidão de registro vem depois do registro.']);
    expect((await httpError(server.sdk('oficial').registros.obter(p.protocolo))).status).toBe(404);
    // The officer's conference ends in the registration, not in another conference.
    expect((await httpError(server.sdk('oficial').conferencias.concluir(p.protocolo, { versao: p.versao, decisao: 'CONFERIR' }))).status).toBe(409);
  });
});
