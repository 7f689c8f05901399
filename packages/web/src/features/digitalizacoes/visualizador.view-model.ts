/**
 * The scanned documents of a process or an entity, for the screens that read them (process, exam, entity; issue 31):
 * the files, the chosen one's page thumbnails, and one page large — moved with the keyboard — drawn by the service
 * (a PDF's by pdfjs-dist) at the widths of LARGURAS_PAGINA; the original opens whole in a tab.
 */
import { LARGURAS_PAGINA, type Digitalizacao, type PaginaDigitalizada } from '@rpj/domain';
import type { DigitalizacaoApi } from '@rpj/sdk';
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import type { EstadoCarga } from '../../ui/tela/estado.ts';
import type { ServicosTela } from '../../ui/tela/servicos-tela.ts';
import { UI } from '../../ui/tela/tela.tokens.ts';
import { DIGITALIZACOES } from './digitalizacoes.tokens.ts';

/** Thumbnails drawn at once for a file (the rest when asked). */
export const MINIATURAS_POR_VEZ = 24;

@injectable()
export class VisualizadorViewModel {
  estado: EstadoCarga = 'ocioso';
  arquivos: readonly Digitalizacao[] = [];
  selecionado: Digitalizacao | undefined = undefined;
  miniaturas: ReadonlyMap<number, string> = new Map();
  pagina = 1;
  imagem: PaginaDigitalizada | undefined = undefined;
  carregandoPagina = false;
  #filtro: { readonly protocolo?: number; readonly empresaId?: number } = {};

  constructor(
    @inject(DIGITALIZACOES.api) private readonly api: Pick<DigitalizacaoApi, 'listar' | 'pagina' | 'arquivo'>,
    @inject(UI.servicos) private readonly servicosTela: ServicosTela,
  ) {
    makeAutoObservable<this, 'api' | 'servicosTela'>(this, { api: false, servicosTela: false }, { autoBind: true });
  }

  /** Whose documents: a process's, or an entity's (its processes'). */
  configure(filtro: { readonly protocolo?: number; readonly empresaId?: number }): void {
    this.#filtro = filtro;
  }

  setup(): void {
    void this.carregar();
  }

  get paginas(): number {
    return this.selecionado?.paginas ?? 0;
  }

  async carregar(): Promise<void> {
    if (this.#filtro.protocolo === undefined && this.#filtro.empresaId === undefined) return;
    this.estado = 'carregando';
    try {
      const { dados } = await this.api.listar(this.#filtro, { pageNumber: 0, pageSize: 100 }, { onNetworkError: 'report', modoAlerta: 'success' });
      runInAction(() => {
        this.arquivos = dados.content;
        this.estado = 'pronto';
      });
      const primeiro = dados.content[0];
      if (primeiro !== undefined) await this.selecionar(primeiro);
    } catch {
      runInAction(() => {
        this.estado = 'erro';
      });
    }
  }

  async selecionar(d: Digitalizacao): Promise<void> {
    this.selecionado = d;
    this.miniaturas = new Map();
    await Promise.all([this.irPara(1), this.#miniaturas(d, 1)]);
  }

  async #miniaturas(d: Digitalizacao, de: number): Promise<void> {
    for (let n = de; n <= Math.min(d.paginas, de + MINIATURAS_POR_VEZ - 1); n++) {
      const { dados } = await this.api.pagina(d.id, n, LARGURAS_PAGINA.miniatura, { onNetworkError: 'report', modoAlerta: 'error' });
      if (this.selecionado?.id !== d.id) return;
      runInAction(() => {
        this.miniaturas = new Map([...this.miniaturas, [n, dados.imagem]]);
      });
    }
  }

  /** Whether the chosen file has thumbnails still to draw. */
  get maisMiniaturas(): boolean {
    return this.miniaturas.size < this.paginas;
  }

  async carregarMaisMiniaturas(): Promise<void> {
    const d = this.selecionado;
    if (d !== undefined) await this.#miniaturas(d, this.miniaturas.size + 1);
  }

  async irPara(n: number): Promise<void> {
    const d = this.selecionado;
    if (d === undefined || n < 1 || n > d.paginas) return;
    this.pagina = n;
    this.carregandoPagina = true;
    try {
      const { dados } = await this.api.pagina(d.id, n, LARGURAS_PAGINA.leitura, { onNetworkError: 'report', modoAlerta: 'error' });
      runInAction(() => {
        if (this.selecionado?.id === d.id && this.pagina === n) this.imagem = dados;
      });
    } finally {
      runInAction(() => {
        this.carregandoPagina = false;
      });
    }
  }

  /** The keys of a page viewer: arrows and Page Up/Down a page, Home and End the first and the last. */
  tecla(tecla: string): boolean {
    const destino = { ArrowLeft: this.pagina - 1, PageUp: this.pagina - 1, ArrowRight: this.pagina + 1, PageDown: this.pagina + 1, Home: 1, End: this.paginas }[tecla];
    if (destino === undefined) return false;
    void this.irPara(destino);
    return true;
  }

  async abrirOriginal(): Promise<void> {
    const d = this.selecionado;
    if (d !== undefined) await this.servicosTela.documentos(async () => (await this.api.arquivo(d.id)).dados);
  }
}

declare module '../../di/token.ts' {
  interface Registro {
    'digitalizacoes:VisualizadorViewModel': VisualizadorViewModel;
  }
}
