/**
 * The scanned archive (issue 31, docs/api.md "Digitalização"): a page image drawn by the test with Portuguese text is
 * sent in parts through the SDK, kept, read by OCR in the background and found by a word from it (accents and plurals
 * aside); a file of several parts resumes from the part the service lacks and reads back byte for byte, its checksum
 * verified; each bad file is refused with its name and nothing is kept; removing hides a file, the audit keeps it.
 */
import { createHash } from 'node:crypto';
import { createCanvas, GlobalFonts } from '@napi-rs/canvas';
import { sql } from 'drizzle-orm';
import pdfmake from 'pdfmake';
import { describe, expect, it } from 'vitest';
import { DIGITALIZACAO_MAXIMO, type Digitalizacao } from '@rpj/domain';
import { renderizarPdf, ROBOTO, type Impressao } from '../src/printing/pdf.ts';
import { httpError, useTestServer } from './harness.ts';

const server = useTestServer();
const admin = () => server.sdk('admin');

// @napi-rs/canvas ships no font: pdfmake's Roboto (toolchain.md).
GlobalFonts.registerFromPath(ROBOTO, 'Roboto');

/** A scanned page: black text on white, as a PNG. */
async function paginaDesenhada(linhas: readonly string[]): Promise<Buffer> {
  const canvas = createCanvas(1600, 120 + linhas.length * 80);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  ctx.fillStyle = '#111111';
  ctx.font = '52px Roboto';
  linhas.forEach((l, i) => {
    ctx.fillText(l, 60, 110 + i * 80);
  });
  return canvas.encode('png');
}

/** The file once its text has been read. */
async function lido(id: number): Promise<Digitalizacao> {
  for (let i = 0; i < 600; i++) {
    const { dados } = await admin().digitalizacoes.obter(id);
    if (dados.ocr === 'CONCLUIDO' || dados.ocr === 'FALHOU') return dados;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`file ${String(id)} still being read`);
}

const guardados = async (): Promise<number> => (await server.database.db.execute<{ n: number }>(sql`SELECT (SELECT count(*) FROM arquivo WHERE chave LIKE 'digitalizacao/%') + (SELECT count(*) FROM digitalizacao) AS n`)).rows[0]?.n ?? 0;

const IMPRESSAO: Impressao = { timbre: { cartorio: 'Registro Civil de Pessoas Jurídicas', endereco: '', uf: 'GO' }, appOrigin: 'http://localhost', agora: () => new Date() };

const blob = (b: Uint8Array): Blob => new Blob([new Uint8Array(b)]);

describe('the scanned archive (docs/api.md)', () => {
  it('keeps a page sent through the SDK, reads it by OCR and finds it by a word, accents and plurals aside', async () => {
    const png = await paginaDesenhada(['Ata da assembleia geral de fundação da', 'Associação dos Pescadores do Araguaia,', 'realizada na sede social em Goiânia.']);
    const progresso: number[] = [];
    const { dados } = await server.sdk('atendente').digitalizacoes.enviarArquivo(blob(png), { nome: 'ata de fundação.png', protocolo: 3, aoProgredir: (n) => progresso.push(n) });
    expect([dados.nome, dados.tipo, dados.paginas, dados.tamanho, dados.protocolo, dados.ocr, dados.criadoPor]).toEqual(['ata de fundação.png', 'image/png', 1, png.length, 3, 'PENDENTE', 'atendente']);
    expect(dados.sha256).toBe(createHash('sha256').update(png).digest('hex'));
    expect(progresso).toEqual([0, png.length]);
    // The reading's progress is a task's, like every long work: the sender's to follow.
    if (dados.tarefaId === undefined) throw new Error('no task');
    expect(['criada', 'executando', 'concluida']).toContain((await server.sdk('atendente').tarefas.obter(dados.tarefaId)).dados.estado);
    expect((await lido(dados.id)).ocr).toBe('CONCLUIDO');
    // 'pescadorez': a letter misread, found by the trigrams when no page has the word.
    for (const palavra of ['pescadores', 'PESCADOR', 'associacao', 'goiania', 'assembleias', 'pescadorez']) {
      const { dados: achados } = await admin().digitalizacoes.pesquisar({ texto: palavra });
      expect(achados.content.map((a) => [a.digitalizacao.id, a.pagina]), palavra).toContainEqual([dados.id, 1]);
    }
    const { dados: achados } = await admin().digitalizacoes.pesquisar({ texto: 'pescadores', protocolo: 3 });
    expect(achados.content[0]?.trecho).toMatch(/«Pescadores»/);
    expect((await admin().digitalizacoes.pesquisar({ texto: 'pescadores', protocolo: 5 })).dados.content).toEqual([]);
    expect((await admin().digitalizacoes.pesquisar({ texto: 'hipopótamo' })).dados.content).toEqual([]);
    // The process's archive and its entity's.
    expect((await admin().digitalizacoes.listar({ protocolo: 3 })).dados.content.map((d) => d.id)).toContain(dados.id);
    const empresaId = (await admin().processos.obter(3)).dados.empresaId;
    if (empresaId !== undefined) expect((await admin().digitalizacoes.listar({ empresaId })).dados.content.map((d) => d.id)).toContain(dados.id);
  });

  it('sends a file of several parts, resumes from the part the service lacks, and reads it back byte for byte', async () => {
    const pdf = await renderizarPdf(IMPRESSAO, { titulo: 'Estatuto social', conteudo: Array.from({ length: 400 }, (_, i) => `Artigo ${String(i + 1)}: texto do estatuto da associação, parágrafo único. ${'x'.repeat(i % 50)}`).join('\n') });
    const bytes = new Uint8Array(Buffer.concat([pdf, Buffer.from(`\n%${'p'.repeat(DIGITALIZACAO_MAXIMO.parte)}\n`)]));
    expect(bytes.length).toBeGreaterThan(DIGITALIZACAO_MAXIMO.parte);
    const sdk = admin().digitalizacoes;
    const { dados: envio } = await sdk.iniciarEnvio({ nome: 'estatuto.pdf', tamanho: bytes.length, protocolo: 5 });
    expect([envio.partes, envio.recebidas]).toEqual([2, []]);
    // The first part arrives; the network falls.
    await sdk.enviarParte(envio.id, 1, Buffer.from(bytes.subarray(0, DIGITALIZACAO_MAXIMO.parte)).toString('base64'));
    const concluir = await httpError(sdk.concluirEnvio(envio.id));
    expect([concluir.status, concluir.resposta?.mensagens]).toEqual([409, ['Faltam partes do arquivo “estatuto.pdf” (2): envie-as e conclua de novo.']]);
    const progresso: number[] = [];
    const { dados } = await sdk.enviarArquivo(blob(bytes), { nome: 'estatuto.pdf', protocolo: 5, envioId: envio.id, aoProgredir: (n) => progresso.push(n) });
    expect(progresso).toEqual([DIGITALIZACAO_MAXIMO.parte, bytes.length]);
    expect([dados.tipo, dados.paginas > 1, dados.tamanho]).toEqual(['application/pdf', true, bytes.length]);
    // Its pages drawn for the viewer: a thumbnail of page 2, as a PNG of the width asked; no page beyond the last.
    const { dados: miniatura } = await sdk.pagina(dados.id, 2, 160);
    expect([miniatura.numero, miniatura.paginas, miniatura.largura, miniatura.altura > 200, miniatura.imagem.startsWith('data:image/png;base64,iVBORw0KGgo')]).toEqual([2, dados.paginas, 160, true, true]);
    expect((await httpError(sdk.pagina(dados.id, dados.paginas + 1, 160))).status).toBe(404);
    const { dados: arquivo } = await sdk.arquivo(dados.id);
    expect([arquivo.tipo, arquivo.nomeArquivo]).toEqual(['application/pdf', 'estatuto.pdf']);
    expect(createHash('sha256').update(new Uint8Array(await arquivo.conteudo.arrayBuffer())).digest('hex')).toBe(dados.sha256);
    // The upload is gone once kept: resuming it is a 404.
    expect((await httpError(sdk.envio(envio.id))).status).toBe(404);
    // Bytes changed in storage are refused on read, in words.
    await server.database.db.execute(sql`UPDATE arquivo SET conteudo = decode('00', 'hex') || conteudo WHERE chave = (SELECT arquivo FROM digitalizacao WHERE id = ${dados.id})`);
    const corrompido = await httpError(sdk.arquivo(dados.id));
    expect([corrompido.status, corrompido.resposta?.mensagens[0]]).toEqual([500, 'O arquivo “estatuto.pdf” guardado não confere com sua soma de verificação: ele foi alterado ou danificado no armazenamento. Avise o suporte; o documento precisa ser digitalizado de novo.']);
  });

  it('refuses an empty, oversized, disguised, corrupt or protected file with its name, keeping nothing', async () => {
    const antes = await guardados();
    const sdk = admin().digitalizacoes;
    const vazio = await server.request('POST', '/digitalizacao/envio', { login: 'admin', body: { nome: 'vazio.pdf', tamanho: 0, protocolo: 3 } });
    expect([vazio.status, vazio.body.erros]).toEqual([400, [{ campo: 'tamanho', mensagem: 'O arquivo “vazio.pdf” está vazio: escolha o arquivo digitalizado de novo.' }]]);
    const grande = await server.request('POST', '/digitalizacao/envio', { login: 'admin', body: { nome: 'livro.pdf', tamanho: 21 * 1024 * 1024, protocolo: 3 } });
    expect(grande.body.erros?.[0]?.mensagem).toBe('O arquivo “livro.pdf” tem 21 MB: o limite é 20 MB. Digitalize em menor resolução ou divida o documento.');
    const semProcesso = await server.request('POST', '/digitalizacao/envio', { login: 'admin', body: { nome: 'a.pdf', tamanho: 10, protocolo: 999_999 } });
    expect(semProcesso.body.erros?.map((e) => e.campo)).toEqual(['protocolo']);
    const png = await paginaDesenhada(['Recibo']);
    const pdf = await renderizarPdf(IMPRESSAO, { titulo: 'Ata', conteudo: 'Texto da ata.' });
    const protegido = await pdfmake.createPdf({ content: 'Documento sigiloso.', userPassword: 'segredo', ownerPassword: 'segredo' }).getBuffer();
    const casos: readonly (readonly [string, Uint8Array, string])[] = [
      ['planilha.pdf', new TextEncoder().encode('Nome;CPF\nAna;123\n'), 'O arquivo “planilha.pdf” não é um PDF nem uma imagem PNG ou JPEG (pelo conteúdo, não pelo nome): digitalize o documento num desses formatos.'],
      ['ata cortada.pdf', pdf.subarray(0, Math.floor(pdf.length / 2)), 'O arquivo “ata cortada.pdf” está corrompido e não pôde ser lido: digitalize o documento de novo.'],
      ['recibo.png', png.subarray(0, png.length - 100), 'O arquivo “recibo.png” está corrompido e não pôde ser lido: digitalize o documento de novo.'],
      ['sigiloso.pdf', protegido, 'O arquivo “sigiloso.pdf” está protegido por senha: salve-o sem senha e envie de novo.'],
    ];
    for (const [nome, bytes, mensagem] of casos) {
      const erro = await httpError(sdk.enviarArquivo(blob(bytes), { nome, protocolo: 3 }));
      expect([erro.status, erro.resposta?.mensagens[0]], nome).toEqual([422, mensagem]);
    }
    expect(await guardados()).toBe(antes);
    // The upload refused is gone with its parts.
    expect(Number((await server.database.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM digitalizacao_envio_parte`)).rows[0]?.n)).toBe(0);
  });

  it('checks each part, keeps each upload its sender\'s, and lets only who may send, see or remove', async () => {
    const sdk = admin().digitalizacoes;
    const { dados: envio } = await sdk.iniciarEnvio({ nome: 'foto.jpg', tamanho: 1000, protocolo: 3 });
    const curta = await server.request('PUT', `/digitalizacao/envio/${String(envio.id)}/parte/1`, { login: 'admin', body: { conteudo: Buffer.alloc(10).toString('base64') } });
    expect([curta.status, curta.body.erros?.[0]?.mensagem]).toEqual([400, 'A parte 1 do arquivo “foto.jpg” deveria ter 1.000 bytes e chegou com 10: envie-a de novo.']);
    const alem = await server.request('PUT', `/digitalizacao/envio/${String(envio.id)}/parte/2`, { login: 'admin', body: { conteudo: 'AAAA' } });
    expect(alem.body.erros?.map((e) => e.campo)).toEqual(['numero']);
    const naoBase64 = await server.request('PUT', `/digitalizacao/envio/${String(envio.id)}/parte/1`, { login: 'admin', body: { conteudo: 'não é base64' } });
    expect(naoBase64.body.erros?.map((e) => e.campo)).toEqual(['conteudo']);
    // Another person's upload is not there for them.
    expect((await httpError(server.sdk('atendente').digitalizacoes.envio(envio.id))).status).toBe(404);
    expect((await httpError(server.sdk('caixa').digitalizacoes.iniciarEnvio({ nome: 'a.pdf', tamanho: 10, protocolo: 3 }))).status).toBe(403);
    const png = await paginaDesenhada(['Procuração']);
    const { dados } = await server.sdk('atendente').digitalizacoes.enviarArquivo(blob(png), { nome: 'procuração.png', protocolo: 3 });
    expect((await httpError(server.sdk('atendente').digitalizacoes.remover(dados.id, 'Enviado ao processo errado.'))).status).toBe(403);
    const semMotivo = await server.request('POST', `/digitalizacao/${String(dados.id)}/remocao`, { login: 'admin', body: { motivo: ' ' } });
    expect(semMotivo.body.erros?.map((e) => e.campo)).toEqual(['motivo']);
    await admin().digitalizacoes.remover(dados.id, 'Enviado ao processo errado.');
    expect((await admin().digitalizacoes.listar({ protocolo: 3 })).dados.content.map((d) => d.id)).not.toContain(dados.id);
    expect((await httpError(admin().digitalizacoes.obter(dados.id))).status).toBe(404);
    // Hidden, not erased: the file and its audit stay.
    const trilha = await server.database.db.execute<{ acao: string }>(sql`SELECT acao FROM auditoria WHERE entidade = 'digitalizacao' AND entidade_id = ${String(dados.id)} ORDER BY id`);
    expect(trilha.rows.map((l) => l.acao)).toEqual(['CRIACAO', 'REMOCAO']);
    expect(Number((await server.database.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM digitalizacao d JOIN arquivo a ON a.chave = d.arquivo WHERE d.id = ${dados.id}`)).rows[0]?.n)).toBe(1);
  });
});
