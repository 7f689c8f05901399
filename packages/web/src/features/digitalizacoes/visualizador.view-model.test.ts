// The documents' viewer without a browser: the files of a process, the first one chosen with its thumbnails and its
// first page; the keys move through the pages and stop at the ends.
import type { DigitalizacaoApi, Resposta } from '@rpj/sdk';
import type { Digitalizacao, Pagina } from '@rpj/domain';
import { describe, expect, it } from 'vitest';
import { servicosTela, usuarioFixture } from '../../test/fakes.ts';
import { VisualizadorViewModel } from './visualizador.view-model.ts';

const ok = <T,>(dados: T): Promise<Resposta<T>> => Promise.resolve({ dados, mensagens: [], tipoResposta: 'OK' });
const DIG: Digitalizacao = { id: 7, nome: 'estatuto.pdf', tipo: 'application/pdf', tamanho: 10, paginas: 3, sha256: 'x', protocolo: 3, empresaNome: 'Clube', ocr: 'CONCLUIDO', criadoEm: '2026-11-27T10:00:00Z', criadoPor: 'admin' };

describe('the documents viewer', () => {
  it('shows the first file with its thumbnails and page 1, and moves with the keys', async () => {
    const pedidos: string[] = [];
    const api = {
      listar: (f: unknown) => {
        pedidos.push(`listar ${JSON.stringify(f)}`);
        return ok({ content: [DIG], totalElements: 1 } as unknown as Pagina<Digitalizacao>);
      },
      pagina: (id: number, n: number, largura: number) => ok({ numero: n, paginas: 3, largura, altura: largura * 1.4, imagem: `data:${String(id)}/${String(n)}/${String(largura)}` }),
    } as unknown as DigitalizacaoApi;
    const vm = new VisualizadorViewModel(api, servicosTela({ user: { usuario: usuarioFixture({ permissoes: [] }) } }));
    vm.configure({ protocolo: 3 });
    await vm.carregar();
    expect([pedidos, vm.selecionado?.nome, vm.pagina, vm.imagem?.imagem, [...vm.miniaturas.values()]]).toEqual([['listar {"protocolo":3}'], 'estatuto.pdf', 1, 'data:7/1/1100', ['data:7/1/160', 'data:7/2/160', 'data:7/3/160']]);
    expect(vm.tecla('ArrowRight')).toBe(true);
    await Promise.resolve();
    expect(vm.pagina).toBe(2);
    vm.tecla('End');
    expect(vm.pagina).toBe(3);
    vm.tecla('PageDown');
    expect(vm.pagina).toBe(3);
    vm.tecla('Home');
    expect([vm.pagina, vm.tecla('a')]).toEqual([1, false]);
  });
});
