import { buildPage, type Pagina, type Paginacao } from '@rpj/domain';
import { HttpError, NetworkError } from '@rpj/sdk';
import { autorun } from 'mobx';
import { describe, expect, it } from 'vitest';
import { FakeScheduler, adiado, settle, type Adiado } from '../../test/fakes.ts';
import type { ColunaCsv } from './csv.ts';
import { ListViewModel, type ListaSpec, type ResultadoExportacao } from './list.view-model.ts';

interface Pessoa {
  readonly id: number;
  readonly nome: string;
}

// A type alias (not an interface) so that it is a Filtro record.
// eslint-disable-next-line @typescript-eslint/consistent-type-definitions
type FiltroPessoas = {
  readonly nome: string;
  readonly cpf: string;
  readonly login: string;
  readonly ativo: string;
};

const VAZIO: FiltroPessoas = { nome: '', cpf: '', login: '', ativo: '' };

const INFO = { metodo: 'GET', url: 'http://localhost:8081/pessoa', requestId: 'req-1' };

/** One call of the fake's `buscar`. */
interface Chamada {
  readonly filtro: FiltroPessoas;
  readonly paginacao: Paginacao;
  readonly signal: AbortSignal;
  readonly resposta: Adiado<Pagina<Pessoa>>;
}

function pessoas(quantas: number): Pessoa[] {
  return Array.from({ length: quantas }, (_, i) => ({ id: i + 1, nome: `Pessoa ${i + 1}` }));
}

/**
 * A list's data source. With `total` set every call answers at once from a list of that many rows; otherwise
 * each call waits until the test answers it.
 */
class FakeFonte implements ListaSpec<Pessoa, FiltroPessoas> {
  readonly vazio = VAZIO;
  readonly pessoais: readonly ('nome' | 'cpf')[] = ['nome', 'cpf'];
  readonly campoLivre = 'nome' as const;
  readonly ordenaveis: readonly string[] = ['nome', 'login'];
  readonly chamadas: Chamada[] = [];
  total: number | undefined;

  constructor(total?: number) {
    this.total = total;
  }

  buscar(filtro: FiltroPessoas, paginacao: Paginacao, signal: AbortSignal): Promise<Pagina<Pessoa>> {
    const resposta = adiado<Pagina<Pessoa>>();
    this.chamadas.push({ filtro, paginacao, signal, resposta });
    if (this.total !== undefined) {
      const inicio = paginacao.pageNumber * paginacao.pageSize;
      const linhas = pessoas(this.total).slice(inicio, inicio + paginacao.pageSize);
      resposta.resolve(buildPage(linhas, paginacao, this.total));
    }
    return resposta.promise;
  }

  get ultima(): Chamada {
    const chamada = this.chamadas.at(-1);
    if (chamada === undefined) throw new Error('buscar was not called');
    return chamada;
  }
}

function montar(total?: number): { fonte: FakeFonte; scheduler: FakeScheduler; lista: ListViewModel<Pessoa, FiltroPessoas> } {
  const fonte = new FakeFonte(total);
  const scheduler = new FakeScheduler();
  return { fonte, scheduler, lista: new ListViewModel(fonte, scheduler) };
}

function pagina(linhas: readonly Pessoa[], total: number, pageNumber = 0, pageSize = 10): Pagina<Pessoa> {
  return buildPage(linhas, { pageNumber, pageSize }, total);
}

function parametros(query: string): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(query));
}

const COLUNAS: readonly ColunaCsv<Pessoa>[] = [
  { titulo: 'Id', valor: (p) => String(p.id) },
  { titulo: 'Nome', valor: (p) => p.nome },
];

describe('ListViewModel URL state', () => {
  it('has an empty query for the defaults', () => {
    const { lista } = montar();
    expect(lista.query).toBe('');
  });

  it('puts filters, page, size and sort in the query, but never the personal fields', async () => {
    const { lista } = montar(1234);
    lista.setCampo('nome', 'Maria Souza');
    lista.setCampo('cpf', '529.982.247-25');
    lista.setCampo('login', 'msouza');
    lista.setCampo('ativo', 'true');
    lista.pesquisar();
    lista.ordenarPor('nome');
    lista.setTamanho(25);
    await settle();
    lista.irParaPagina(2);

    expect(parametros(lista.query)).toEqual({ login: 'msouza', ativo: 'true', page: '2', size: '25', sort: 'nome,asc' });
    expect(lista.query.startsWith('?')).toBe(true);
    expect(lista.query).not.toMatch(/Maria|Souza|529|982/);
  });

  it('leaves out page 0, size 10, no sort and empty filters', async () => {
    const { lista } = montar(1234);
    lista.setCampo('login', 'x');
    lista.pesquisar();
    await settle();
    expect(lista.query).toBe('?login=x');
    lista.limpar();
    expect(lista.query).toBe('');
  });

  it('keeps personal filters in the search while leaving them out of the query', () => {
    const { fonte, lista } = montar(0);
    lista.setCampo('nome', 'Maria');
    lista.setCampo('cpf', '529982');
    lista.pesquisar();
    expect(fonte.ultima.filtro).toEqual({ nome: 'Maria', cpf: '529982', login: '', ativo: '' });
    expect(lista.query).toBe('');
  });

  it('applies a URL: filters, page, size and sort', () => {
    const { fonte, lista } = montar();
    lista.fromQuery('?login=hel&ativo=false&page=3&size=50&sort=login,desc');

    expect(fonte.chamadas).toHaveLength(1);
    expect(fonte.ultima.filtro).toEqual({ nome: '', cpf: '', login: 'hel', ativo: 'false' });
    expect(fonte.ultima.paginacao).toEqual({ pageNumber: 3, pageSize: 50, sortBy: 'login', sort: 'desc' });
    expect(lista.rascunho).toEqual(lista.aplicado);
    expect(lista.pagina).toBe(3);
    expect(lista.tamanho).toBe(50);
    expect(lista.ordenacao).toEqual({ campo: 'login', direcao: 'desc' });
    expect(lista.filtrosAtivos).toBe(true);
  });

  it.each([
    ['?page=-2&size=7&sort=senha,desc', { pageNumber: 0, pageSize: 10 }],
    ['?page=abc&size=abc&sort=', { pageNumber: 0, pageSize: 10 }],
    ['?page=1&size=1000', { pageNumber: 1, pageSize: 10 }],
    ['?size=100&sort=nome', { pageNumber: 0, pageSize: 100, sortBy: 'nome', sort: 'asc' }],
    ['?sort=nome,sideways', { pageNumber: 0, pageSize: 10, sortBy: 'nome', sort: 'asc' }],
  ])('falls back to the defaults for what is invalid in %s', (search, paginacao) => {
    const { fonte, lista } = montar();
    lista.fromQuery(search);
    expect(fonte.ultima.paginacao).toEqual(paginacao);
  });

  it('keeps the personal filters of the state, ignoring any in the URL', () => {
    const { fonte, lista } = montar(0);
    lista.setCampo('nome', 'Maria');
    lista.pesquisar();

    lista.fromQuery('?nome=Joao&cpf=11144477735&login=x');

    expect(lista.aplicado).toEqual({ nome: 'Maria', cpf: '', login: 'x', ativo: '' });
    expect(fonte.ultima.filtro).toEqual({ nome: 'Maria', cpf: '', login: 'x', ativo: '' });
    expect(lista.query).toBe('?login=x');
  });

  it('loads on the first call even for an empty URL, and only once for the same URL', () => {
    const { fonte, lista } = montar(0);
    lista.fromQuery('');
    expect(fonte.chamadas).toHaveLength(1);
    expect(fonte.ultima.paginacao).toEqual({ pageNumber: 0, pageSize: 10 });

    lista.fromQuery('');
    lista.fromQuery('?page=0&size=10');
    expect(fonte.chamadas).toHaveLength(1);

    lista.fromQuery('?login=x');
    expect(fonte.chamadas).toHaveLength(2);
  });

  it('does not fetch again when the URL follows a change the state already made', async () => {
    const { fonte, lista } = montar(1234);
    lista.fromQuery('');
    await settle();
    lista.setCampo('login', 'ana');
    lista.pesquisar();
    lista.ordenarPor('login');
    await settle();
    const chamadas = fonte.chamadas.length;

    lista.fromQuery(lista.query);

    expect(fonte.chamadas).toHaveLength(chamadas);
  });
});

describe('ListViewModel searching', () => {
  it('searches the free-text field exactly 400 ms after the last keystroke', () => {
    const { fonte, scheduler, lista } = montar(0);
    lista.setCampo('nome', 'Ma');
    scheduler.advance(399);
    expect(fonte.chamadas).toHaveLength(0);
    scheduler.advance(1);
    expect(fonte.chamadas).toHaveLength(1);
    expect(fonte.ultima.filtro.nome).toBe('Ma');
    expect(fonte.ultima.paginacao.pageNumber).toBe(0);
    scheduler.advance(10_000);
    expect(fonte.chamadas).toHaveLength(1);
  });

  it('restarts the wait when typing goes on', () => {
    const { fonte, scheduler, lista } = montar(0);
    lista.setCampo('nome', 'M');
    scheduler.advance(300);
    lista.setCampo('nome', 'Ma');
    scheduler.advance(399);
    expect(fonte.chamadas).toHaveLength(0);
    scheduler.advance(1);
    expect(fonte.chamadas).toHaveLength(1);
    expect(fonte.ultima.filtro.nome).toBe('Ma');
  });

  it('does not search by itself when another filter is typed', () => {
    const { fonte, scheduler, lista } = montar(0);
    lista.setCampo('login', 'ana');
    scheduler.advance(10_000);
    expect(fonte.chamadas).toHaveLength(0);
    expect(lista.rascunho.login).toBe('ana');
    expect(lista.aplicado.login).toBe('');
  });

  it('Pesquisar applies the typed filters from the first page and cancels the pending free-text search', async () => {
    const { fonte, scheduler, lista } = montar(1234);
    lista.fromQuery('');
    await settle();
    lista.irParaPagina(5);
    expect(lista.pagina).toBe(5);

    lista.setCampo('nome', 'Ana');
    lista.setCampo('login', 'x');
    lista.pesquisar();

    expect(lista.pagina).toBe(0);
    expect(lista.aplicado).toEqual({ nome: 'Ana', cpf: '', login: 'x', ativo: '' });
    expect(fonte.ultima.filtro).toEqual({ nome: 'Ana', cpf: '', login: 'x', ativo: '' });
    expect(fonte.ultima.paginacao.pageNumber).toBe(0);
    const chamadas = fonte.chamadas.length;
    scheduler.advance(1000);
    expect(fonte.chamadas).toHaveLength(chamadas);
  });

  it('typing after a search changes neither the search applied, nor the one sent, nor the URL, until it is applied', async () => {
    const { fonte, lista } = montar(1234);
    lista.fromQuery('?login=x');
    await settle();
    lista.setCampo('login', 'y');
    lista.pesquisar();
    const enviado = fonte.ultima.filtro;

    lista.setCampo('login', 'z');

    expect(lista.aplicado.login).toBe('y');
    expect(enviado.login).toBe('y');
    expect(parametros(lista.query)).toEqual({ login: 'y' });
    expect(lista.rascunho.login).toBe('z');
  });

  it('a key typed in one field wakes only what reads that field (the bar re-renders the field typed in)', () => {
    const { lista } = montar(0);
    // What an observer of the Login field reads, counted each time MobX has it read again (as it re-renders it).
    const lidos: string[] = [];
    const parar = autorun(() => {
      lidos.push(lista.rascunho.login);
    });
    lista.setCampo('nome', 'A');
    lista.setCampo('nome', 'An');
    lista.setCampo('login', 'ana');
    parar();
    expect(lidos).toEqual(['', 'ana']);
  });

  it('Limpar filtros empties the filters and searches from the first page', async () => {
    const { fonte, lista } = montar(1234);
    lista.fromQuery('?login=x&ativo=true&page=4');
    await settle();
    lista.setCampo('nome', 'Ana');

    lista.limpar();

    expect(lista.rascunho).toEqual(VAZIO);
    expect(lista.aplicado).toEqual(VAZIO);
    expect(lista.filtrosAtivos).toBe(false);
    expect(lista.pagina).toBe(0);
    expect(fonte.ultima.filtro).toEqual(VAZIO);
    expect(fonte.ultima.paginacao.pageNumber).toBe(0);
  });

  it('sorts ascending on the first click, descending on the second, and ignores fields that do not sort', async () => {
    const { fonte, lista } = montar(1234);
    lista.fromQuery('?page=3');
    await settle();

    lista.ordenarPor('nome');
    expect(lista.ordenacao).toEqual({ campo: 'nome', direcao: 'asc' });
    expect(lista.pagina).toBe(0);
    expect(fonte.ultima.paginacao).toEqual({ pageNumber: 0, pageSize: 10, sortBy: 'nome', sort: 'asc' });

    lista.ordenarPor('nome');
    expect(lista.ordenacao).toEqual({ campo: 'nome', direcao: 'desc' });
    expect(fonte.ultima.paginacao).toEqual({ pageNumber: 0, pageSize: 10, sortBy: 'nome', sort: 'desc' });

    lista.ordenarPor('login');
    expect(lista.ordenacao).toEqual({ campo: 'login', direcao: 'asc' });

    const chamadas = fonte.chamadas.length;
    lista.ordenarPor('cpf');
    expect(lista.ordenacao).toEqual({ campo: 'login', direcao: 'asc' });
    expect(fonte.chamadas).toHaveLength(chamadas);
  });

  it('accepts only the page sizes 10, 25, 50 and 100, going back to the first page', async () => {
    const { fonte, lista } = montar(1234);
    lista.fromQuery('?page=2');
    await settle();

    for (const tamanho of [25, 50, 100, 10]) {
      lista.setTamanho(tamanho);
      expect(lista.tamanho).toBe(tamanho);
      expect(lista.pagina).toBe(0);
      expect(fonte.ultima.paginacao.pageSize).toBe(tamanho);
    }

    const chamadas = fonte.chamadas.length;
    for (const tamanho of [0, 5, 20, 30, 101, 1000, -10]) lista.setTamanho(tamanho);
    expect(lista.tamanho).toBe(10);
    expect(fonte.chamadas).toHaveLength(chamadas);
  });

  it('keeps the page within the pages the list has', async () => {
    const { lista } = montar(35);
    lista.fromQuery('');
    await settle();
    lista.irParaPagina(10);
    expect(lista.pagina).toBe(3);
    lista.irParaPagina(-1);
    expect(lista.pagina).toBe(0);
  });

  it('cancels an older search when a newer one starts, and ignores its late answer', async () => {
    const { fonte, lista } = montar();
    lista.setCampo('login', 'a');
    lista.pesquisar();
    lista.setCampo('login', 'ab');
    lista.pesquisar();
    const [antiga, nova] = fonte.chamadas;
    if (antiga === undefined || nova === undefined) throw new Error('two searches expected');

    expect(antiga.signal.aborted).toBe(true);
    expect(nova.signal.aborted).toBe(false);

    nova.resposta.resolve(pagina([{ id: 2, nome: 'Nova' }], 1));
    await settle();
    antiga.resposta.resolve(pagina([{ id: 1, nome: 'Antiga' }], 1));
    await settle();

    expect(lista.linhas).toEqual([{ id: 2, nome: 'Nova' }]);
    expect(lista.status).toBe('pronto');
  });

  it('ignores an older search that answers after the newer one started but before it answered', async () => {
    const { fonte, lista } = montar();
    lista.pesquisar();
    lista.pesquisar();
    const [antiga, nova] = fonte.chamadas;
    if (antiga === undefined || nova === undefined) throw new Error('two searches expected');

    antiga.resposta.resolve(pagina([{ id: 1, nome: 'Antiga' }], 1));
    await settle();
    expect(lista.linhas).toEqual([]);
    expect(lista.carregando).toBe(true);

    nova.resposta.resolve(pagina([{ id: 2, nome: 'Nova' }], 1));
    await settle();
    expect(lista.linhas).toEqual([{ id: 2, nome: 'Nova' }]);
  });

  it('does not turn a cancelled search that fails into an error', async () => {
    const { fonte, lista } = montar();
    lista.pesquisar();
    lista.pesquisar();
    const [antiga, nova] = fonte.chamadas;
    if (antiga === undefined || nova === undefined) throw new Error('two searches expected');

    antiga.resposta.reject(new DOMException('This operation was aborted', 'AbortError'));
    await settle();
    expect(lista.status).toBe('carregando');

    nova.resposta.resolve(pagina([], 0));
    await settle();
    expect(lista.status).toBe('pronto');
  });

  it('aborts the pending search and the pending free-text wait when the screen leaves', () => {
    const { fonte, scheduler, lista } = montar();
    lista.pesquisar();
    lista.setCampo('nome', 'Ana');
    lista.dispose();
    expect(fonte.ultima.signal.aborted).toBe(true);
    scheduler.advance(1000);
    expect(fonte.chamadas).toHaveLength(1);
  });
});

describe('ListViewModel results', () => {
  it('labels the rows shown like "11–20 de 1.234"', async () => {
    const { lista } = montar(1234);
    expect(lista.rotuloPaginas).toBe('0 de 0');
    lista.fromQuery('?page=1');
    await settle();
    expect(lista.rotuloPaginas).toBe('11–20 de 1.234');
    expect(lista.total).toBe(1234);
    expect(lista.totalPaginas).toBe(124);

    lista.irParaPagina(123);
    await settle();
    expect(lista.rotuloPaginas).toBe('1.231–1.234 de 1.234');
    expect(lista.ultimaPagina).toBe(true);
  });

  it('is empty only once loaded with nothing found', async () => {
    const { fonte, lista } = montar();
    expect(lista.vazia).toBe(false);
    lista.pesquisar();
    expect(lista.carregando).toBe(true);
    expect(lista.vazia).toBe(false);

    fonte.ultima.resposta.resolve(pagina([], 0));
    await settle();
    expect(lista.vazia).toBe(true);

    lista.pesquisar();
    fonte.ultima.resposta.resolve(pagina([{ id: 1, nome: 'Ana' }], 1));
    await settle();
    expect(lista.vazia).toBe(false);
    expect(lista.linhas).toEqual([{ id: 1, nome: 'Ana' }]);
  });

  it.each([
    ['an HTTP error', new HttpError(500, INFO, { mensagens: ['Erro interno.'], tipoResposta: 'ERRO' })],
    ['a network error', new NetworkError(INFO, new TypeError('Failed to fetch'))],
  ])('shows the error status on %s, and recovers on the next search', async (_nome, erro) => {
    const { fonte, lista } = montar();
    lista.pesquisar();
    fonte.ultima.resposta.reject(erro);
    await settle();
    expect(lista.status).toBe('erro');
    expect(lista.carregando).toBe(false);
    expect(lista.vazia).toBe(false);

    lista.pesquisar();
    expect(lista.status).toBe('carregando');
    fonte.ultima.resposta.resolve(pagina([], 0));
    await settle();
    expect(lista.status).toBe('pronto');
  });
});

describe('ListViewModel CSV export', () => {
  it('reads the filtered, sorted list in pages of 100 until the end', async () => {
    const { fonte, lista } = montar(250);
    lista.fromQuery('?login=x&sort=nome,desc&size=25&page=2');
    await settle();
    const antes = fonte.chamadas.length;

    const resultado = await lista.exportarCsv(COLUNAS);

    const exportacao = fonte.chamadas.slice(antes);
    expect(exportacao).toHaveLength(3);
    expect(exportacao.map((c) => c.paginacao)).toEqual([0, 1, 2].map((pageNumber) => ({ pageNumber, pageSize: 100, sortBy: 'nome', sort: 'desc' })));
    expect(exportacao.every((c) => c.filtro.login === 'x')).toBe(true);
    expect(resultado).toMatchObject({ linhas: 250, total: 250, limitada: false });
    const linhas = resultado.csv.replace(/^\uFEFF/, '').split('\r\n');
    expect(linhas).toHaveLength(252); // header, 250 rows, and the empty string after the last CRLF
    expect(linhas[0]).toBe('Id;Nome');
    expect(linhas[1]).toBe('1;Pessoa 1');
    expect(linhas[250]).toBe('250;Pessoa 250');
    expect(lista.progressoExportacao).toBe(1);
    expect(lista.exportando).toBe(false);
    // The list on screen is untouched.
    expect(lista.pagina).toBe(2);
    expect(lista.tamanho).toBe(25);
  });

  it('stops at the cap and says it was capped', async () => {
    const { fonte, lista } = montar(250);
    const resultado = await lista.exportarCsv(COLUNAS, 150);

    expect(fonte.chamadas).toHaveLength(2);
    expect(resultado).toMatchObject({ linhas: 150, total: 250, limitada: true });
    const linhas = resultado.csv.replace(/^\uFEFF/, '').split('\r\n');
    expect(linhas).toHaveLength(152);
    expect(linhas[150]).toBe('150;Pessoa 150');
    expect(lista.progressoExportacao).toBe(1);
  });

  it('is not capped when the list has exactly as many rows as the cap', async () => {
    const { fonte, lista } = montar(200);
    const resultado = await lista.exportarCsv(COLUNAS, 200);
    expect(fonte.chamadas).toHaveLength(2);
    expect(resultado).toMatchObject({ linhas: 200, total: 200, limitada: false });
  });

  it('reports its progress page by page', async () => {
    const { fonte, lista } = montar();
    const promessa = lista.exportarCsv(COLUNAS);
    expect(lista.exportando).toBe(true);
    expect(lista.progressoExportacao).toBe(0);

    fonte.ultima.resposta.resolve(buildPage(pessoas(100), { pageNumber: 0, pageSize: 100 }, 250));
    await settle();
    expect(lista.progressoExportacao).toBeCloseTo(0.4);
    fonte.ultima.resposta.resolve(buildPage(pessoas(100), { pageNumber: 1, pageSize: 100 }, 250));
    await settle();
    expect(lista.progressoExportacao).toBeCloseTo(0.8);
    fonte.ultima.resposta.resolve(buildPage(pessoas(50), { pageNumber: 2, pageSize: 100 }, 250));

    await promessa;
    expect(lista.progressoExportacao).toBe(1);
    expect(lista.exportando).toBe(false);
  });

  it('rejects with the SDK error when a page cannot be read, and stops exporting', async () => {
    const { fonte, lista } = montar();
    const promessa = lista.exportarCsv(COLUNAS);
    const erro = new HttpError(503, INFO, undefined);
    fonte.ultima.resposta.reject(erro);
    await expect(promessa).rejects.toBe(erro);
    expect(lista.exportando).toBe(false);
  });

  it.each<[string, ResultadoExportacao, string]>([
    [
      'capped',
      { csv: '', linhas: 2000, total: 3456, limitada: true },
      'A exportação foi limitada às primeiras 2.000 linhas de 3.456. Refine os filtros para exportar o restante.',
    ],
    ['one row', { csv: '', linhas: 1, total: 1, limitada: false }, '1 linha exportada.'],
    ['many rows', { csv: '', linhas: 1234, total: 1234, limitada: false }, '1.234 linhas exportadas.'],
    ['no rows', { csv: '', linhas: 0, total: 0, limitada: false }, '0 linhas exportadas.'],
  ])('tells what the export did (%s)', (_caso, resultado, aviso) => {
    expect(ListViewModel.avisoExportacao(resultado)).toBe(aviso);
  });
});
