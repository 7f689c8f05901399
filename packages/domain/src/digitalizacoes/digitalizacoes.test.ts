import { describe, expect, it } from 'vitest';
import { DIGITALIZACAO_MAXIMO, errosDoInicio, imagemCompleta, partesDoArquivo, problemaDoArquivo, tipoPeloConteudo } from './digitalizacoes.ts';

const bytes = (...b: number[]): Uint8Array => new Uint8Array(b);
const texto = (t: string): Uint8Array => new TextEncoder().encode(t);

describe('a scanned file by its content', () => {
  it('is a PDF, a PNG or a JPEG by its signature, whatever its name', () => {
    expect(tipoPeloConteudo(texto('%PDF-1.7\n…'))).toBe('application/pdf');
    expect(tipoPeloConteudo(texto('\r\n%PDF-1.4'))).toBe('application/pdf');
    expect(tipoPeloConteudo(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0))).toBe('image/png');
    expect(tipoPeloConteudo(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('image/jpeg');
    expect(tipoPeloConteudo(texto('Nome;CPF'))).toBeUndefined();
    expect(tipoPeloConteudo(bytes(0x89, 0x50, 0x4e))).toBeUndefined();
  });

  it('is whole only when an image reaches its end marker (padding allowed)', () => {
    const iend = [0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82];
    expect(imagemCompleta('image/png', bytes(1, 2, ...iend))).toBe(true);
    expect(imagemCompleta('image/png', bytes(1, 2, ...iend, 0, 0))).toBe(true);
    expect(imagemCompleta('image/png', bytes(1, 2, ...iend.slice(0, 6)))).toBe(false);
    expect(imagemCompleta('image/jpeg', bytes(0xff, 0xd8, 7, 0xff, 0xd9))).toBe(true);
    expect(imagemCompleta('image/jpeg', bytes(0xff, 0xd8, 7))).toBe(false);
  });

  it('is refused empty, oversized or of another kind, its name said', () => {
    expect(problemaDoArquivo('a.pdf', 0)).toBe('O arquivo “a.pdf” está vazio: escolha o arquivo digitalizado de novo.');
    expect(problemaDoArquivo('b.pdf', DIGITALIZACAO_MAXIMO.bytes + 1)).toMatch(/^O arquivo “b.pdf” tem 20 MB: o limite é 20 MB/);
    expect(problemaDoArquivo('c.pdf', 3, texto('abc'))).toMatch(/^O arquivo “c.pdf” não é um PDF nem uma imagem/);
    expect(problemaDoArquivo('d.pdf', 8, texto('%PDF-1.7'))).toBeUndefined();
    expect(errosDoInicio({ nome: ' ', tamanho: 0, protocolo: 1 }).map((e) => e.campo)).toEqual(['nome', 'tamanho']);
  });

  it('travels in parts of half a megabyte', () => {
    expect([partesDoArquivo(1), partesDoArquivo(DIGITALIZACAO_MAXIMO.parte), partesDoArquivo(DIGITALIZACAO_MAXIMO.parte + 1), partesDoArquivo(DIGITALIZACAO_MAXIMO.bytes)]).toEqual([1, 1, 2, 40]);
  });
});
