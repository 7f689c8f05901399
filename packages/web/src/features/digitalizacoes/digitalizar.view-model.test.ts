// The scanning screen without a browser: files checked at once (empty, too big) and the others sent one after another,
// each with its progress and the whole's; a refusal said under its file; an interrupted sending retried from where it
// stopped while the others went on; the archive followed until its text is read; the search needing two letters.
import { NetworkError, HttpError, type DigitalizacaoApi, type Resposta, type TarefaApi } from '@rpj/sdk';
import { PERMISSAO as P, type Digitalizacao, type Pagina } from '@rpj/domain';
import { describe, expect, it } from 'vitest';
import { FakeScheduler, servicosTela, usuarioFixture } from '../../test/fakes.ts';
import { DigitalizarViewModel, INTERVALO_LEITURA_MS } from './digitalizar.view-model.ts';

const ok = <T,>(dados: T): Promise<Resposta<T>> => Promise.resolve({ dados, mensagens: [], tipoResposta: 'OK' });
const pagina = <T,>(content: readonly T[]): Pagina<T> => ({ content, totalElements: content.length, totalPages: 1, number: 0, size: 100, numberOfElements: content.length, first: true, last: true, empty: content.length === 0 }) as unknown as Pagina<T>;
const DIG: Digitalizacao = { id: 1, nome: 'ata.pdf', tipo: 'application/pdf', tamanho: 10, paginas: 3, sha256: 'x', protocolo: 3, empresaNome: 'Clube', ocr: 'LENDO', tarefaId: 't', criadoEm: '2026-11-27T10:00:00Z', criadoPor: 'admin' };
const arquivo = (nome: string, bytes: number): File => new File([new Uint8Array(bytes)], nome);
const info = { metodo: 'POST' as const, url: 'http://x', requestId: 'r' };

describe('scanning', () => {
  it('sends the files one after another, says a refusal under its file, retries an interrupted one, and follows the reading', async () => {
    const chamadas: { nome: string; envioId?: number }[] = [];
    let caiu = false;
    let lidas = 0;
    const api = {
      enviarArquivo: (blob: Blob, e: { nome: string; envioId?: number; aoIniciar?: (id: number) => void; aoProgredir?: (n: number, t: number) => void }) => {
        chamadas.push({ nome: e.nome, ...(e.envioId === undefined ? {} : { envioId: e.envioId }) });
        e.aoIniciar?.(chamadas.length);
        if (e.nome === 'falsa.pdf') return Promise.reject(new HttpError(422, info, { mensagens: ['O arquivo “falsa.pdf” não é um PDF nem uma imagem PNG ou JPEG (pelo conteúdo, não pelo nome): digitalize o documento num desses formatos.'], tipoResposta: 'ERRO' }));
        if (e.nome === 'grande.pdf' && !caiu) {
          caiu = true;
          e.aoProgredir?.(blob.size / 2, blob.size);
          return Promise.reject(new NetworkError(info, new TypeError('Failed to fetch')));
        }
        e.aoProgredir?.(blob.size, blob.size);
        return ok(DIG);
      },
      listar: () => {
        lidas++;
        return ok(pagina([{ ...DIG, ocr: lidas < 3 ? ('LENDO' as const) : ('CONCLUIDO' as const) }]));
      },
    } as unknown as DigitalizacaoApi;
    const scheduler = new FakeScheduler();
    // The reading's progress of the files sent here (their tasks are the sender's).
    const tarefas = { obter: () => ok({ id: 't', fila: 'ler-digitalizacao', estado: 'executando' as const, feitos: 1, total: 3 }) } as unknown as TarefaApi;
    const vm = new DigitalizarViewModel(api, tarefas, servicosTela({ scheduler, user: { usuario: usuarioFixture({ permissoes: [P.VISUALIZAR_DIGITALIZACOES, P.CRIAR_DIGITALIZACOES] }) } }));
    vm.adicionarArquivos([arquivo('ata.pdf', 10)]);
    expect(vm.erroProtocolo).toBe('Informe o protocolo do processo ao qual os arquivos pertencem.');
    vm.setProtocolo('3a');
    vm.adicionarArquivos([arquivo('vazio.pdf', 0), arquivo('falsa.pdf', 5), arquivo('grande.pdf', 100), arquivo('ata.pdf', 10)]);
    await new Promise((r) => setTimeout(r, 0));
    await new Promise((r) => setTimeout(r, 0));
    expect(vm.fila.map((a) => [a.nome, a.estado])).toEqual([['vazio.pdf', 'RECUSADO'], ['falsa.pdf', 'RECUSADO'], ['grande.pdf', 'FALHOU'], ['ata.pdf', 'GUARDADO']]);
    expect(vm.fila[0]?.mensagem).toBe('O arquivo “vazio.pdf” está vazio: escolha o arquivo digitalizado de novo.');
    expect(vm.fila[1]?.mensagem).toMatch(/^O arquivo “falsa.pdf” não é um PDF/);
    // The empty file never went; the whole's progress counts the files that go: 50 + 10 of 110 bytes.
    expect([chamadas.map((c) => c.nome), vm.percentualTotal, vm.resumoFila]).toEqual([['falsa.pdf', 'grande.pdf', 'ata.pdf'], 55, '1 de 4 guardados · 2 recusados · 1 com falha no envio']);
    const grande = vm.fila[2];
    if (grande === undefined) throw new Error('no file');
    vm.tentarDeNovo(grande);
    await new Promise((r) => setTimeout(r, 0));
    await new Promise((r) => setTimeout(r, 0));
    // Sent again as the same upload: only what the service lacks goes.
    expect([chamadas.at(-1), grande.estado, vm.percentualTotal]).toEqual([{ nome: 'grande.pdf', envioId: 2 }, 'GUARDADO', 100]);
    expect([vm.processo, vm.acervo[0]?.ocr, vm.leitura.get(1)]).toEqual([3, 'LENDO', '1 de 3 páginas']);
    scheduler.advance(INTERVALO_LEITURA_MS);
    await new Promise((r) => setTimeout(r, 0));
    expect([vm.acervo[0]?.ocr, scheduler.ativas.length]).toEqual(['CONCLUIDO', 0]);
  });

  it('searches with two letters at least', async () => {
    const api = { pesquisar: () => ok(pagina([{ digitalizacao: DIG, pagina: 1, trecho: 'dos «Pescadores» do Araguaia' }])) } as unknown as DigitalizacaoApi;
    const vm = new DigitalizarViewModel(api, {} as TarefaApi, servicosTela({ user: { usuario: usuarioFixture({ permissoes: [P.VISUALIZAR_DIGITALIZACOES] }) } }));
    vm.setTexto(' a ');
    await vm.pesquisar();
    expect([vm.erroTexto, vm.achados, vm.podeEnviar]).toEqual(['Digite ao menos duas letras de uma palavra do documento.', undefined, false]);
    vm.setTexto('pescador');
    await vm.pesquisar();
    expect(vm.achados?.map((a) => a.trecho)).toEqual(['dos «Pescadores» do Araguaia']);
  });
});
