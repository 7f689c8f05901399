/**
 * Certificates (issue 32, docs/api.md "Certidão"): a request numbered without gaps and due in 5 days with service;
 * paid at the caller's box; issued by whom may sign that day, sealed; its text read back from the PDF with every
 * amendment; its public check, which a forged or altered code does not pass.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { formatarCodigo, type Certidao, type EmpresaSalvar } from '@rpj/domain';
import { novoCpf } from './cpf.ts';
import { httpError, useTestServer } from './harness.ts';
import { desenharPagina, lerQrCode, paginas } from './pdf.ts';

const server = useTestServer();
const admin = () => server.sdk('admin');

let serie = 0;
/** A migrated registered entity with a president and two amendments (averbadas out of order). */
async function entidadeAverbada(): Promise<{ readonly id: number; readonly denominacao: string }> {
  serie++;
  const corpo: EmpresaSalvar = {
    denominacao: `Associação Certificada Pequi ${String(serie * 7927)}`,
    naturezaJuridica: '3999',
    situacao: 'ATIVA',
    migrada: true,
    numeroRegistro: 90_000 + serie,
    livro: 'A-7',
    folha: '31',
    dataRegistro: '2019-08-20',
    objeto: 'Promover a cultura popular do cerrado.',
    endereco: { cep: '74120020', logradouro: 'Rua 10', numero: '250', bairro: 'Setor Oeste', municipio: 'Goiânia', uf: 'GO' },
    nomeSemelhanteConfirmado: true,
    socios: [{ pessoa: { documento: novoCpf(), nome: 'Ana Beatriz Souza' }, qualificacao: '16', entrada: '2019-08-20', mandatoAte: '2027-08-19', representanteLegal: true }],
  };
  const { dados } = await admin().empresas.salvar(corpo);
  await admin().empresas.averbar(dados.id, { data: '2023-02-10', tipo: 'SEDE', descricao: 'Sede transferida para a Rua 10, 250, Setor Oeste.' });
  await admin().empresas.averbar(dados.id, { data: '2025-06-01', tipo: 'ADMINISTRACAO', descricao: 'Eleita a diretoria para 2025–2027.' });
  return { id: dados.id, denominacao: dados.denominacao };
}

/** The admin's open box (opened once). */
async function caixaDoAdmin(): Promise<number> {
  const meu = (await admin().caixas.meu()).dados.caixa;
  return meu?.id ?? (await admin().caixas.abrir(0)).dados.id;
}

async function paga(c: Certidao): Promise<Certidao> {
  return (await admin().certidoes.pagar(c.id, { versao: c.versao, caixaId: await caixaDoAdmin(), parcelas: [{ metodo: 'PIX', valorCentavos: c.valorCentavos }] })).dados;
}

async function oficial(): Promise<number> {
  const { dados } = await admin().responsaveis.listar({ cargo: 'OFICIAL', vigenteEm: '2026-01-01' });
  const id = dados.content[0]?.id;
  if (id === undefined) throw new Error('the demo officer is missing');
  return id;
}

const disponiveis = async (): Promise<number> => Number((await server.database.db.execute<{ n: string }>(sql`SELECT count(*) AS n FROM selo WHERE situacao = 'DISPONIVEL'`)).rows[0]?.n);
const plano = (t: readonly string[]): string => t.join(' ').replace(/\s+/g, ' ');

describe('certidões (docs/api.md)', () => {
  it('asks, pays at the box, issues signed and sealed; the PDF tells the registration and every amendment, and its QR code leads to the public check', async () => {
    const e = await entidadeAverbada();
    const pedida = (await admin().certidoes.criar({ tipo: 'BREVE_RELATO', requerente: 'Carlos Mendes', documento: '52998224725', empresaId: e.id })).dados;
    expect([pedida.situacao, pedida.servicoDescricao, pedida.valorCentavos > 0, pedida.prazoSituacao?.urgencia]).toEqual(['SOLICITADA', 'Certidão em breve relato, por quesitos ou de busca', true, 'NO_PRAZO']);
    // Not issued before it is paid, and not printed before it is issued.
    expect((await httpError(admin().certidoes.emitir(pedida.id, { versao: pedida.versao, responsavelId: await oficial() }))).resposta?.mensagens[0]).toContain('ainda não foi paga');
    expect((await httpError(admin().certidoes.pdf(pedida.id))).status).toBe(409);
    const paid = await paga(pedida);
    expect([paid.situacao, (await admin().caixas.recibo(paid.recibo?.id ?? 0)).dados.pagador]).toEqual(['PAGA', 'Carlos Mendes']);
    const selos = await disponiveis();
    const { dados: emitida, mensagens } = await admin().certidoes.emitir(paid.id, { versao: paid.versao, responsavelId: await oficial() });
    expect([emitida.situacao, emitida.assinatura?.nome, emitida.selo !== undefined, await disponiveis(), mensagens]).toEqual(['EMITIDA', 'Helena Duarte Ribeiro', true, selos - 1, [`Certidão nº ${String(emitida.numero)} emitida, assinada por Helena Duarte Ribeiro.`]]);
    expect((await httpError(admin().certidoes.emitir(paid.id, { versao: emitida.versao, responsavelId: await oficial() }))).status).toBe(409);

    const { dados: doc } = await admin().certidoes.pdf(emitida.id);
    const pdf = new Uint8Array(await doc.conteudo.arrayBuffer());
    const texto = plano(await paginas(pdf));
    for (const trecho of [
      `Certidão nº ${String(emitida.numero)} — Breve relato`,
      'CERTIFICO, a pedido de Carlos Mendes,',
      `deles consta registrada sob o nº ${String(90_000 + serie)}, no Livro A-7, folha 31, em 20/08/2019, a pessoa jurídica ${e.denominacao}`,
      'Ana Beatriz Souza — Presidente, com mandato até 19/08/2027',
      'Constam 2 averbações posteriores ao registro: Av.1, em 10/02/2023 — Mudança de sede: Sede transferida para a Rua 10, 250, Setor Oeste. Av.2, em 01/06/2025 — Eleição ou alteração da administração: Eleita a diretoria para 2025–2027.',
      'O referido é verdade e dou fé.',
      'Helena Duarte Ribeiro Oficial Assinada eletronicamente',
      emitida.selo?.codigo ?? 'sem selo',
      `Código: ${formatarCodigo(emitida.codigo ?? '')}`,
    ]) {
      expect(texto).toContain(trecho);
    }
    expect(texto).not.toContain(emitida.documento ?? 'nenhum');
    // The verification QR code, right of the seal's stamp.
    const ultima = (await paginas(pdf)).length;
    const desenhada = await desenharPagina(pdf, ultima, 300);
    // For a person to look at: packages/server/test-results/certidao.png.
    mkdirSync(new URL('../test-results/', import.meta.url), { recursive: true });
    writeFileSync(new URL('../test-results/certidao.png', import.meta.url), desenhada.png);
    const qr = lerQrCode(desenhada, { xMm: 118, yMm: 0, larguraMm: 92, alturaMm: 297 });
    expect(qr).toMatch(new RegExp(`^http://[\\w.]+:8080/verificar-certidao\\?codigo=${formatarCodigo(emitida.codigo ?? '')}$`));

    const publico = server.sdk('ninguem').verificacaoCertidao;
    const { dados } = await publico.verificar({ codigo: formatarCodigo(emitida.codigo ?? '').toLowerCase() });
    expect(dados).toEqual({ numero: emitida.numero, emitidaEm: emitida.emitidaEm, tipo: 'Breve relato', entidade: e.denominacao });
  });

  it('refuses a signatory outside their period on its field, and takes no seal', async () => {
    const e = await entidadeAverbada();
    const c = await paga((await admin().certidoes.criar({ tipo: 'INTEIRO_TEOR', requerente: 'Banco X', empresaId: e.id })).dados);
    const antigo = (await admin().responsaveis.salvar({ nome: `Escrevente Antigo ${String(serie)}`, cargo: 'ESCREVENTE', inicio: '2020-01-01', fim: '2021-12-31' })).dados;
    const selos = await disponiveis();
    const erro = await httpError(admin().certidoes.emitir(c.id, { versao: c.versao, responsavelId: antigo.id }));
    expect([erro.status, erro.erros[0]?.campo, erro.erros[0]?.mensagem.startsWith(`Escrevente Antigo ${String(serie)} não pode assinar em `), await disponiveis(), (await admin().certidoes.obter(c.id)).dados.situacao]).toEqual([400, 'responsavelId', true, selos, 'PAGA']);
  });

  it('refuses a request whose service has no fee in force on the service, saying where to enter it, and takes no number', async () => {
    const e = await entidadeAverbada();
    // A certificate service registered before its fee was entered.
    const semValor = (await admin().servicos.salvar({ codigo: `59${String(serie)}`, descricao: 'Certidão sem valor cadastrado', tipoAto: 'CERTIDAO_BREVE_RELATO', selo: true, ativo: true, vigencias: [] })).dados;
    const ultimo = async (): Promise<number> => Number((await server.database.db.execute<{ n: string }>(sql`SELECT coalesce(max(numero), 0) AS n FROM certidao`)).rows[0]?.n);
    const antes = await ultimo();
    const erro = await httpError(admin().certidoes.criar({ tipo: 'BREVE_RELATO', requerente: 'Fulano', empresaId: e.id, servicoId: semValor.id }));
    const hoje = new Date().toLocaleDateString('pt-BR', { timeZone: 'America/Sao_Paulo' });
    expect([erro.status, erro.erros[0]?.campo, erro.erros[0]?.mensagem]).toEqual([
      400,
      'servicoId',
      `O serviço 59${String(serie)} — Certidão sem valor cadastrado não tem emolumentos em vigor em ${hoje}: cadastre o valor da certidão, pela tabela do seu estado, em Serviços, e peça de novo.`,
    ]);
    // Once the office enters it, the same request goes through, with the next number.
    await admin().servicos.salvar({ ...semValor, vigencias: [{ de: '2026-01-01', valores: { tipo: 'FIXO', emolumentoCentavos: 4_500 } }] });
    const pedida = (await admin().certidoes.criar({ tipo: 'BREVE_RELATO', requerente: 'Fulano', empresaId: e.id, servicoId: semValor.id })).dados;
    expect([pedida.numero, pedida.valorCentavos > 4_500]).toEqual([antes + 1, true]);
  });

  it('a forged or altered code does not pass the public check; a malformed one is said on its field', async () => {
    const publico = server.sdk('ninguem').verificacaoCertidao;
    const emitida = (await admin().certidoes.listar({ situacao: 'EMITIDA' })).dados.content[0];
    const codigo = emitida?.codigo ?? '';
    expect(codigo).toHaveLength(12);
    const alterado = `${codigo.slice(0, 11)}${codigo.endsWith('A') ? 'B' : 'A'}`;
    for (const falso of [alterado, 'ABCDEFGHJKMN']) {
      const erro = await httpError(publico.verificar({ codigo: falso }));
      expect([erro.status, erro.resposta?.mensagens[0]]).toEqual([404, 'Não encontramos uma certidão emitida com este código. Confira as 12 letras e números impressos na certidão; se estiverem certos, a certidão não é autêntica.']);
    }
    const malformado = await httpError(publico.verificar({ codigo: 'ABC' }));
    expect([malformado.status, malformado.erros[0]?.campo]).toEqual([400, 'codigo']);
    // Raw, without a token: only the number, the date, the kind and the entity.
    const cru = await server.request('POST', '/verificacao-certidao', { body: { codigo } });
    expect(Object.keys((cru.body as { dados: object }).dados).sort()).toEqual(['emitidaEm', 'entidade', 'numero', 'tipo']);
  });

  it('asks what each kind needs on its field: an entity, a search term, questions; and answers by questions before issuing', async () => {
    const faltas = await Promise.all([
      httpError(admin().certidoes.criar({ tipo: 'BREVE_RELATO', requerente: 'Fulano' })),
      httpError(admin().certidoes.criar({ tipo: 'BUSCA', requerente: 'Fulano', busca: ' ' })),
      httpError(admin().certidoes.criar({ tipo: 'QUESITOS', requerente: 'Fulano', empresaId: 1 })),
    ]);
    expect(faltas.map((f) => [f.status, f.erros[0]?.campo])).toEqual([[400, 'empresaId'], [400, 'busca'], [400, 'quesitos']]);
    const e = await entidadeAverbada();
    const c = await paga((await admin().certidoes.criar({ tipo: 'QUESITOS', requerente: 'Banco X', empresaId: e.id, quesitos: 'Quem preside a entidade?' })).dados);
    const semResposta = await httpError(admin().certidoes.emitir(c.id, { versao: c.versao, responsavelId: await oficial() }));
    expect([semResposta.status, semResposta.erros[0]?.campo]).toEqual([400, 'respostas']);
    const emitida = (await admin().certidoes.emitir(c.id, { versao: c.versao, responsavelId: await oficial(), respostas: 'Ana Beatriz Souza, desde 20/08/2019.' })).dados;
    expect(emitida.conteudo.find((s) => s.titulo === 'Respostas')?.paragrafos).toEqual(['Ana Beatriz Souza, desde 20/08/2019.']);
  });

  it('a search by CPF finds the entities whose board holds it, or says nothing is recorded', async () => {
    const cpf = novoCpf();
    const nada = (await admin().certidoes.criar({ tipo: 'BUSCA', requerente: 'Fulano', busca: cpf })).dados;
    expect(nada.conteudo[0]?.paragrafos[0]).toContain('NADA CONSTA de registro de pessoa jurídica em que figure o CPF');
    const e = await entidadeAverbada();
    const achou = (await admin().certidoes.criar({ tipo: 'BUSCA', requerente: 'Fulano', busca: e.denominacao })).dados;
    expect(achou.conteudo[1]?.paragrafos).toEqual([expect.stringContaining(`${e.denominacao}, registrada sob o nº ${String(90_000 + serie)}`)]);
  });

  it('an inteiro teor reproduces the registration\'s scanned pages, one to a page, after its text', async () => {
    // The demo's entity whose statute and minutes are scanned.
    const escaneada = (await server.database.db.execute<{ id: number }>(sql`
      SELECT p.empresa_id AS id FROM digitalizacao d JOIN processo p ON p.protocolo = d.protocolo WHERE p.empresa_id IS NOT NULL AND d.removido_em IS NULL ORDER BY d.id LIMIT 1`)).rows[0];
    if (escaneada === undefined) throw new Error('the demo has no scanned registration');
    const pedida = (await admin().certidoes.criar({ tipo: 'INTEIRO_TEOR', requerente: 'Banco Cerrado S.A.', documento: '11222333000181', empresaId: escaneada.id })).dados;
    const c = await paga(pedida);
    const emitida = (await admin().certidoes.emitir(c.id, { versao: c.versao, responsavelId: await oficial() })).dados;
    const n = Number((await server.database.db.execute<{ n: string }>(sql`
      SELECT sum(d.paginas) AS n FROM digitalizacao d JOIN processo p ON p.protocolo = d.protocolo WHERE p.empresa_id = ${pedida.empresaId ?? 0} AND d.removido_em IS NULL`)).rows[0]?.n);
    expect(n).toBeGreaterThan(0);
    const textos = await paginas(new Uint8Array(await (await admin().certidoes.pdf(emitida.id)).dados.conteudo.arrayBuffer()));
    const reproducoes = textos.filter((t) => t.includes('Reprodução do arquivo'));
    expect([reproducoes.length, plano(textos)]).toEqual([n, expect.stringContaining(`Seguem, reproduzidas na íntegra, as ${String(n)} páginas digitalizadas`)]);
  });

  it('a certificate asked from a process is of its entity, and its seal is not one of the process\'s acts', async () => {
    const protocolo = (await server.database.db.execute<{ protocolo: number }>(sql`SELECT protocolo FROM processo WHERE empresa_id IS NOT NULL AND situacao = 'REGISTRADO' ORDER BY protocolo LIMIT 1`)).rows[0]?.protocolo ?? 0;
    const c = await paga((await admin().certidoes.criar({ tipo: 'BREVE_RELATO', requerente: 'Fulano', protocolo })).dados);
    const emitida = (await admin().certidoes.emitir(c.id, { versao: c.versao, responsavelId: await oficial() })).dados;
    const doProcesso = (await admin().selos.listar({ protocolo })).dados.content.map((s) => s.codigo);
    expect([emitida.protocolo, emitida.empresaNome !== undefined, emitida.selo !== undefined, doProcesso.includes(emitida.selo?.codigo ?? '')]).toEqual([protocolo, true, true, false]);
  });

  it('numbers 200 concurrent requests without a gap or a repeat', async () => {
    const e = await entidadeAverbada();
    const antes = Number((await server.database.db.execute<{ n: string }>(sql`SELECT coalesce(max(numero), 0) AS n FROM certidao`)).rows[0]?.n);
    const feitas = await Promise.all(Array.from({ length: 200 }, (_, i) => admin().certidoes.criar({ tipo: 'BREVE_RELATO', requerente: `Requerente ${String(i)}`, empresaId: e.id })));
    const numeros = feitas.map((f) => f.dados.numero).sort((a, b) => a - b);
    expect(numeros).toEqual(Array.from({ length: 200 }, (_, i) => antes + 1 + i));
  });
});
