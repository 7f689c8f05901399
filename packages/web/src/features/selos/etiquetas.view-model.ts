/**
 * /emissao-etiqueta/:seloConsulta? (issue 30): the stamps of used seals on an adhesive label sheet. Seals are added by
 * code or by protocol (all of its act's), the sheet is chosen, and the first free label of a partly used sheet is
 * picked on its drawing; after printing, the next free label is where the last stamp ended, for the next printing.
 */
import { FOLHAS_ETIQUETA, IMPRESSAO_MAXIMO, posicoesDasEtiquetas, type CodigoFolha, type FolhaEtiquetas, type Selo } from '@rpj/domain';
import type { SeloApi } from '@rpj/sdk';
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import type { ServicosTela } from '../../ui/tela/servicos-tela.ts';
import { UI } from '../../ui/tela/tela.tokens.ts';
import { normalizarEntrada, selosParaImprimir } from './selo-imprimivel.ts';
import { SELOS } from './selos.tokens.ts';

@injectable()
export class EmissaoEtiquetaViewModel {
  entrada = '';
  erroEntrada: string | undefined = undefined;
  selos: readonly Selo[] = [];
  folha: CodigoFolha = 'A4360';
  posicao = 1;
  buscando = false;
  imprimindo = false;
  #inicial: string | undefined;

  constructor(
    @inject(SELOS.api) private readonly api: Pick<SeloApi, 'listar' | 'etiquetas'>,
    @inject(UI.servicos) private readonly servicosTela: ServicosTela,
  ) {
    makeAutoObservable<this, 'api' | 'servicosTela'>(this, { api: false, servicosTela: false }, { autoBind: true });
  }

  /** The seal of the address (`:seloConsulta`), added once the screen is up. */
  configure(seloConsulta: string | undefined): void {
    this.#inicial = seloConsulta;
  }

  setup(): void {
    if (this.#inicial === undefined || this.#inicial === '') return;
    this.setEntrada(this.#inicial);
    void this.adicionar();
  }

  get modeloFolha(): FolhaEtiquetas {
    return FOLHAS_ETIQUETA[this.folha];
  }

  get etiquetasPorFolha(): number {
    return this.modeloFolha.colunas * this.modeloFolha.linhas;
  }

  /** Each label of the first sheet: used before (blank), taking a seal of this printing, or free after it. */
  get mapa(): readonly { readonly numero: number; readonly estado: 'usada' | 'selo' | 'livre'; readonly selo?: string }[] {
    const tomadas = new Map(posicoesDasEtiquetas(this.modeloFolha, this.posicao, this.selos.length).filter((p) => p.folha === 1).map((p, i) => [p.numero, this.selos[i]?.codigo ?? '']));
    return Array.from({ length: this.etiquetasPorFolha }, (_, i) => {
      const numero = i + 1;
      const selo = tomadas.get(numero);
      if (selo !== undefined) return { numero, estado: 'selo', selo };
      return { numero, estado: numero < this.posicao ? 'usada' : 'livre' };
    });
  }

  /** How many sheets this printing takes. */
  get folhas(): number {
    return this.selos.length === 0 ? 0 : (posicoesDasEtiquetas(this.modeloFolha, this.posicao, this.selos.length).at(-1)?.folha ?? 1);
  }

  setEntrada(v: string): void {
    this.entrada = normalizarEntrada(v);
    this.erroEntrada = undefined;
  }

  setFolha(f: CodigoFolha): void {
    this.folha = f;
    this.posicao = Math.min(this.posicao, this.etiquetasPorFolha);
  }

  setPosicao(n: number): void {
    if (Number.isInteger(n) && n >= 1 && n <= this.etiquetasPorFolha) this.posicao = n;
  }

  /** Adds the seal of the code typed, or the seals of the protocol typed (those already listed are not repeated). */
  async adicionar(): Promise<void> {
    this.buscando = true;
    try {
      const achado = await selosParaImprimir(this.api, this.entrada);
      runInAction(() => {
        if ('erro' in achado) {
          this.erroEntrada = achado.erro;
          return;
        }
        const novos = achado.selos.filter((s) => !this.selos.some((j) => j.codigo === s.codigo));
        if (novos.length === 0) {
          this.erroEntrada = achado.selos.length === 1 ? 'Este selo já está na lista.' : 'Os selos deste processo já estão na lista.';
          return;
        }
        if (this.selos.length + novos.length > IMPRESSAO_MAXIMO.etiquetas) {
          this.erroEntrada = `Imprima até ${String(IMPRESSAO_MAXIMO.etiquetas)} selos de cada vez.`;
          return;
        }
        this.selos = [...this.selos, ...novos];
        this.entrada = '';
      });
    } finally {
      runInAction(() => {
        this.buscando = false;
      });
    }
  }

  remover(codigo: string): void {
    this.selos = this.selos.filter((s) => s.codigo !== codigo);
  }

  /** Prints the labels; then the next free label is the one after the last stamp, and the list is emptied. */
  async imprimir(): Promise<void> {
    if (this.selos.length === 0) {
      this.erroEntrada = 'Adicione ao menos um selo para imprimir.';
      return;
    }
    this.imprimindo = true;
    try {
      const pedido = { codigos: this.selos.map((s) => s.codigo), folha: this.folha, posicao: this.posicao };
      const aberto = await this.servicosTela.documentos(async () => (await this.api.etiquetas(pedido)).dados);
      if (aberto) {
        runInAction(() => {
          const ultima = posicoesDasEtiquetas(this.modeloFolha, this.posicao, this.selos.length).at(-1)?.numero ?? 0;
          this.posicao = ultima >= this.etiquetasPorFolha ? 1 : ultima + 1;
          this.selos = [];
        });
      }
    } finally {
      runInAction(() => {
        this.imprimindo = false;
      });
    }
  }
}

declare module '../../di/token.ts' {
  interface Registro {
    'selos:EmissaoEtiquetaViewModel': EmissaoEtiquetaViewModel;
  }
}
