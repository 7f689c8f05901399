/**
 * /digitalizar (issue 31): files sent to a process's archive — many at once, by drop or picker, each with its progress
 * and the whole's, one after another; a file refused says why under its name, one whose sending failed (the network)
 * is sent again from the part the service lacks, the others going on — the process's archive with each file's text
 * state (followed until read), and the search of the archive by a word from a page.
 */
import { DIGITALIZACAO_MAXIMO, hasPermissions, PERMISSAO as P, problemaDoArquivo, type AchadoDigitalizacao, type Digitalizacao } from '@rpj/domain';
import { isHttpError, type DigitalizacaoApi, type TarefaApi } from '@rpj/sdk';
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import type { ServicosTela } from '../../ui/tela/servicos-tela.ts';
import { UI } from '../../ui/tela/tela.tokens.ts';
import { DIGITALIZACOES } from './digitalizacoes.tokens.ts';

/** How often the archive is read again while some file's text is being read. */
export const INTERVALO_LEITURA_MS = 2_000;

export type EstadoArquivo = 'AGUARDANDO' | 'ENVIANDO' | 'GUARDADO' | 'RECUSADO' | 'FALHOU';

/** A file picked to send: its bytes, how far, and what became of it. */
export class ArquivoNaFila {
  enviados = 0;
  estado: EstadoArquivo = 'AGUARDANDO';
  mensagem: string | undefined = undefined;
  envioId: number | undefined = undefined;

  constructor(
    readonly chave: number,
    readonly arquivo: Blob,
    readonly nome: string,
  ) {
    makeAutoObservable<this, 'arquivo'>(this, { arquivo: false });
  }

  get tamanho(): number {
    return this.arquivo.size;
  }

  get percentual(): number {
    return this.tamanho === 0 ? 0 : Math.round((this.enviados / this.tamanho) * 100);
  }
}

@injectable()
export class DigitalizarViewModel {
  protocolo = '';
  erroProtocolo: string | undefined = undefined;
  fila: readonly ArquivoNaFila[] = [];
  enviando = false;
  /** The process whose archive is shown, and its files. */
  processo: number | undefined = undefined;
  acervo: readonly Digitalizacao[] = [];
  texto = '';
  erroTexto: string | undefined = undefined;
  achados: readonly AchadoDigitalizacao[] | undefined = undefined;
  pesquisando = false;
  /** The reading's progress of the files being read that the person sent (their tasks are theirs to follow). */
  leitura: ReadonlyMap<number, string> = new Map();
  /** The file whose removal is being asked, and its reason. */
  removendo: Digitalizacao | undefined = undefined;
  motivoRemocao = '';
  erroRemocao: string | undefined = undefined;
  #proxima = 1;
  /** The files this person kept here: their reading's progress is theirs to follow. */
  readonly #enviados = new Set<number>();
  #parar: (() => void) | undefined = undefined;

  constructor(
    @inject(DIGITALIZACOES.api) private readonly api: DigitalizacaoApi,
    @inject(DIGITALIZACOES.tarefas) private readonly tarefas: Pick<TarefaApi, 'obter'>,
    @inject(UI.servicos) private readonly servicosTela: ServicosTela,
  ) {
    makeAutoObservable<this, 'api' | 'tarefas' | 'servicosTela'>(this, { api: false, tarefas: false, servicosTela: false }, { autoBind: true });
  }

  /** Stops following the archive when the screen goes. */
  setup(): () => void {
    return () => {
      this.#parar?.();
    };
  }

  get podeEnviar(): boolean {
    return hasPermissions(this.servicosTela.user.usuario, [P.CRIAR_DIGITALIZACOES]);
  }

  get podeRemover(): boolean {
    return hasPermissions(this.servicosTela.user.usuario, [P.REMOVER_DIGITALIZACOES]);
  }

  /** The whole sending's progress: bytes confirmed of the files that go (refused ones aside), in percent. */
  get percentualTotal(): number {
    const vao = this.fila.filter((a) => a.estado !== 'RECUSADO');
    const total = vao.reduce((s, a) => s + a.tamanho, 0);
    return total === 0 ? 0 : Math.round((vao.reduce((s, a) => s + a.enviados, 0) / total) * 100);
  }

  get resumoFila(): string {
    const n = (e: EstadoArquivo): number => this.fila.filter((a) => a.estado === e).length;
    const partes = [`${String(n('GUARDADO'))} de ${String(this.fila.length)} guardados`];
    if (n('RECUSADO') > 0) partes.push(`${String(n('RECUSADO'))} ${n('RECUSADO') === 1 ? 'recusado' : 'recusados'}`);
    if (n('FALHOU') > 0) partes.push(`${String(n('FALHOU'))} com falha no envio`);
    return partes.join(' · ');
  }

  setProtocolo(v: string): void {
    this.protocolo = v.replace(/\D/g, '').slice(0, 9);
    this.erroProtocolo = undefined;
  }

  #numero(): number | undefined {
    const n = Number(this.protocolo);
    if (this.protocolo === '' || !Number.isInteger(n) || n < 1) {
      this.erroProtocolo = 'Informe o protocolo do processo ao qual os arquivos pertencem.';
      return undefined;
    }
    return n;
  }

  /** The process's archive. */
  async abrirProcesso(): Promise<void> {
    const n = this.#numero();
    if (n === undefined) return;
    await this.#lerAcervo(n);
  }

  async #lerAcervo(n: number): Promise<void> {
    const { dados } = await this.api.listar({ protocolo: n }, { pageNumber: 0, pageSize: 100 }, { onNetworkError: 'report' });
    const leitura = new Map<number, string>();
    for (const d of dados.content) {
      if ((d.ocr !== 'PENDENTE' && d.ocr !== 'LENDO') || d.tarefaId === undefined || !this.#enviados.has(d.id)) continue;
      try {
        const { dados: t } = await this.tarefas.obter(d.tarefaId, { onNetworkError: 'report', modoAlerta: 'none' });
        if (t.total !== undefined && t.total > 0) leitura.set(d.id, `${String(t.feitos)} de ${String(t.total)} ${t.total === 1 ? 'página' : 'páginas'}`);
      } catch {
        // Its progress is not known now: the state says enough.
      }
    }
    runInAction(() => {
      this.processo = n;
      this.acervo = dados.content;
      this.leitura = leitura;
    });
    this.#seguirLeitura();
  }


  /** While some file's text is being read, the archive is read again now and then. */
  #seguirLeitura(): void {
    const lendo = this.acervo.some((d) => d.ocr === 'PENDENTE' || d.ocr === 'LENDO');
    if (!lendo || this.#parar !== undefined || this.processo === undefined) return;
    const n = this.processo;
    this.#parar = this.servicosTela.scheduler.after(INTERVALO_LEITURA_MS, () => {
      this.#parar = undefined;
      void this.#lerAcervo(n).catch(() => undefined);
    });
  }

  /** Files picked or dropped: each checked at once (empty, too big), then sent one after another. */
  adicionarArquivos(arquivos: readonly File[]): void {
    const n = this.#numero();
    if (n === undefined || arquivos.length === 0) return;
    const novos = arquivos.map((f) => {
      const a = new ArquivoNaFila(this.#proxima++, f, f.name);
      const problema = problemaDoArquivo(f.name, f.size);
      if (problema !== undefined) {
        a.estado = 'RECUSADO';
        a.mensagem = problema;
      }
      return a;
    });
    this.fila = [...this.fila, ...novos];
    void this.#enviarFila(n);
  }

  tentarDeNovo(a: ArquivoNaFila): void {
    const n = this.#numero();
    if (n === undefined) return;
    a.estado = 'AGUARDANDO';
    a.mensagem = undefined;
    void this.#enviarFila(n);
  }

  async #enviarFila(protocolo: number): Promise<void> {
    if (this.enviando) return;
    this.enviando = true;
    try {
      for (let a = this.fila.find((x) => x.estado === 'AGUARDANDO'); a !== undefined; a = this.fila.find((x) => x.estado === 'AGUARDANDO')) {
        await this.#enviar(a, protocolo);
      }
    } finally {
      runInAction(() => {
        this.enviando = false;
      });
    }
    await this.#lerAcervo(protocolo).catch(() => undefined);
  }

  async #enviar(a: ArquivoNaFila, protocolo: number): Promise<void> {
    runInAction(() => {
      a.estado = 'ENVIANDO';
    });
    try {
      const { dados: guardado } = await this.api.enviarArquivo(
        a.arquivo,
        {
          nome: a.nome,
          protocolo,
          ...(a.envioId === undefined ? {} : { envioId: a.envioId }),
          aoIniciar: (id) => {
            runInAction(() => { a.envioId = id; });
          },
          aoProgredir: (enviados) => {
            runInAction(() => { a.enviados = enviados; });
          },
        },
        { modoAlerta: 'none' },
      );
      this.#enviados.add(guardado.id);
      runInAction(() => {
        a.estado = 'GUARDADO';
        a.enviados = a.tamanho;
      });
    } catch (erro) {
      runInAction(() => {
        if (isHttpError(erro) && erro.status !== 404) {
          a.estado = 'RECUSADO';
          a.mensagem = erro.erros[0]?.mensagem ?? erro.resposta?.mensagens[0] ?? 'O serviço recusou o arquivo.';
        } else {
          // The network, or an upload that the service no longer has: sent again from the start or where it stopped.
          if (isHttpError(erro)) a.envioId = undefined;
          a.estado = 'FALHOU';
          a.mensagem = 'O envio foi interrompido (sem conexão com o serviço). Tente de novo: o que já chegou não é enviado outra vez.';
        }
      });
    }
  }

  async abrirArquivo(d: Digitalizacao): Promise<void> {
    await this.servicosTela.documentos(async () => (await this.api.arquivo(d.id)).dados);
  }

  pedirRemocao(d: Digitalizacao): void {
    this.removendo = d;
    this.motivoRemocao = '';
    this.erroRemocao = undefined;
  }

  setMotivoRemocao(v: string): void {
    this.motivoRemocao = v.slice(0, DIGITALIZACAO_MAXIMO.motivo);
    this.erroRemocao = undefined;
  }

  cancelarRemocao(): void {
    this.removendo = undefined;
  }

  /** Hides the file from the archive with the reason (the audit keeps it). */
  async remover(): Promise<void> {
    const d = this.removendo;
    if (d === undefined) return;
    if (this.motivoRemocao.trim() === '') {
      this.erroRemocao = 'Diga por que o arquivo é removido: fica na auditoria.';
      return;
    }
    const motivo = this.motivoRemocao.trim();
    this.removendo = undefined;
    try {
      await this.api.remover(d.id, motivo);
      if (this.processo !== undefined) await this.#lerAcervo(this.processo);
    } catch {
      // The SDK has said why.
    }
  }

  setTexto(v: string): void {
    this.texto = v;
    this.erroTexto = undefined;
  }

  async pesquisar(): Promise<void> {
    const texto = this.texto.trim();
    if (texto.length < 2) {
      this.erroTexto = 'Digite ao menos duas letras de uma palavra do documento.';
      return;
    }
    this.pesquisando = true;
    try {
      const { dados } = await this.api.pesquisar({ texto }, { pageNumber: 0, pageSize: 50 }, { onNetworkError: 'report' });
      runInAction(() => {
        this.achados = dados.content;
      });
    } finally {
      runInAction(() => {
        this.pesquisando = false;
      });
    }
  }
}

declare module '../../di/token.ts' {
  interface Registro {
    'digitalizacoes:DigitalizarViewModel': DigitalizarViewModel;
  }
}
