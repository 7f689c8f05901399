import { describe, expect, it } from 'vitest';
import { useScriptedServer } from '../test/scripted-server.ts';
import { sdkFor } from '../test/sdk-fixture.ts';
import { isHttpError } from './index.ts';

const server = useScriptedServer();
const PDF = '%PDF-1.7\n%fake\n';

describe('a document endpoint (docs/api.md "Printed documents")', () => {
  it('gives the PDF as a Blob named by filename* with its accents, asking for a PDF', async () => {
    server.on('GET', '/usuario/7/ficha', {
      headers: { 'content-type': 'application/pdf', 'content-disposition': `inline; filename="Ficha do usuario _ Joao.pdf"; filename*=UTF-8''Ficha%20do%20usu%C3%A1rio%20%E2%80%93%20Jo%C3%A3o.pdf` },
      body: PDF,
    });
    const { dados } = await sdkFor(server).sdk.usuarios.ficha(7);
    expect([dados.nomeArquivo, dados.tipo, await dados.conteudo.text()]).toEqual(['Ficha do usuário – João.pdf', 'application/pdf', PDF]);
    expect(server.received[0]?.headers.accept).toBe('application/pdf, application/json');
  });

  it('falls back to the ASCII name when filename* is missing or malformed, and a failure is still the envelope', async () => {
    server.on('GET', '/usuario/7/ficha', { headers: { 'content-type': 'application/pdf', 'content-disposition': `inline; filename="Ficha.pdf"; filename*=UTF-8''%E2%80` }, body: PDF });
    server.on('GET', '/usuario/8/ficha', { status: 404, body: { mensagens: ['Usuário não encontrado.'], tipoResposta: 'ERRO' } });
    const { sdk } = sdkFor(server);
    expect((await sdk.usuarios.ficha(7)).dados.nomeArquivo).toBe('Ficha.pdf');
    const erro: unknown = await sdk.usuarios.ficha(8).catch((e: unknown) => e);
    expect(isHttpError(erro) ? [erro.status, erro.resposta?.mensagens] : erro).toEqual([404, ['Usuário não encontrado.']]);
  });
});
