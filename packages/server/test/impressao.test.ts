/**
 * Printing (src/printing/, docs/api.md "Printed documents"), proven on its first document, the account's record:
 * the PDF arrives through the SDK named with its accents; its text, read back with pdfjs, has the letterhead, every
 * Portuguese character, the permissions table's header on every page and "Página x de y"; its first page, drawn to
 * an image, carries a QR code that decodes to the account's address in the app.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { desenharPagina, lerQrCode, paginas } from './pdf.ts';
import { describe, expect, it } from 'vitest';
import { disposicaoInline } from '../src/printing/pdf.ts';
import { httpError, useTestServer } from './harness.ts';
import { novoCpf } from './cpf.ts';

const server = useTestServer();
const admin = () => server.sdk('admin');

describe('the printed record of an account', () => {
  it('comes through the SDK as a PDF named with its accents, with the letterhead, the data and page numbers', async () => {
    const { dados: conceicao } = await admin().usuarios.salvar({ cpf: novoCpf(), nome: 'Maria da Conceição Araújo', login: 'mconceicao', email: 'conceicao@cartorio.example', ativo: true, grupoIds: [] });
    const { dados } = await admin().usuarios.ficha(conceicao.id);
    expect([dados.nomeArquivo, dados.tipo]).toEqual(['Ficha do usuário – Maria da Conceição Araújo.pdf', 'application/pdf']);
    const texto = await paginas(new Uint8Array(await dados.conteudo.arrayBuffer()));
    expect(texto).toHaveLength(1);
    for (const trecho of ['Registro Civil de Pessoas Jurídicas', 'Ficha do usuário – Maria da Conceição Araújo', 'mconceicao', 'conceicao@cartorio.example', 'Situação', 'Ativo', 'Escolherá uma nova no próximo acesso', 'Nenhuma permissão', 'Página 1 de 1']) {
      expect(texto[0]).toContain(trecho);
    }
    expect(texto[0]).toMatch(/Impresso em \d{2}\/\d{2}\/\d{4} às \d{2}:\d{2}/);
  });

  it('repeats the permissions table header on every page of a long record, and numbers the pages', async () => {
    const { dados: eu } = await admin().usuarios.recuperaDadosPorLogin();
    const { dados } = await admin().usuarios.ficha(eu.id);
    const texto = await paginas(new Uint8Array(await dados.conteudo.arrayBuffer()));
    expect(texto.length).toBeGreaterThan(1);
    texto.forEach((pagina, i) => {
      expect(pagina).toContain(`Página ${String(i + 1)} de ${String(texto.length)}`);
      expect(pagina).toContain('Área Permissão Nome no sistema');
    });
    expect(texto.join('')).toContain('Distribuições');
    expect(texto.join('')).toContain('Conferências');
  });

  it('draws a QR code of the account in the app on the first page', async () => {
    const { dados: eu } = await admin().usuarios.recuperaDadosPorLogin();
    const { dados } = await admin().usuarios.ficha(eu.id);
    const pagina = await desenharPagina(new Uint8Array(await dados.conteudo.arrayBuffer()));
    // For a person to look at (docs/architecture.md "Printing"): packages/server/test-results/ficha-usuario.png.
    const pasta = new URL('../test-results/', import.meta.url);
    mkdirSync(pasta, { recursive: true });
    writeFileSync(new URL('ficha-usuario.png', pasta), pagina.png);
    expect(lerQrCode(pagina)).toMatch(new RegExp(`^https?://[^/]+/usuario/cadastro/${String(eu.id)}$`));
  });

  it('answers inline, never cached, with an ASCII fallback name; a missing account is the usual 404', async () => {
    const { dados: eu } = await admin().usuarios.recuperaDadosPorLogin();
    const resposta = await fetch(`${server.services.urls.cadastro}/usuario/${String(eu.id)}/ficha`, { headers: { authorization: `Bearer ${await server.issuer.token('admin')}` } });
    expect([resposta.status, resposta.headers.get('content-type'), resposta.headers.get('cache-control')]).toEqual([200, 'application/pdf', 'no-store']);
    expect(resposta.headers.get('content-disposition')).toBe(disposicaoInline('Ficha do usuário – Helena Duarte Vasconcelos.pdf'));
    expect(disposicaoInline('Recibo nº 1 – João (2ª via).pdf')).toBe(`inline; filename="Recibo n_ 1 _ Joao (2_ via).pdf"; filename*=UTF-8''Recibo%20n%C2%BA%201%20%E2%80%93%20Jo%C3%A3o%20%282%C2%AA%20via%29.pdf`);
    expect((await httpError(admin().usuarios.ficha(999_999))).status).toBe(404);
  });
});
