/**
 * /importar-selo-eletronico (issue 29): the stock at a glance, and an import — a batch asked of the court's service
 * (its type and size) or a batch file the court gave, read in the browser — followed until its task ends: the
 * progress of the background reading, then the review (or why it was refused), with the way to confirm it.
 */
import { errosDaImportacao, hasPermissions, PERMISSAO as P, SELO_MAXIMO, type ErroCampo, type EstoqueSelos, type LoteSelos, type OrigemLote, type TipoSelo } from '@rpj/domain';
import type { SeloApi, TarefaApi } from '@rpj/sdk';
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import type { ServicosTela } from '../../ui/tela/servicos-tela.ts';
import { UI } from '../../ui/tela/tela.tokens.ts';
import { SeguirTarefa } from './seguir-tarefa.ts';
import { SELOS } from './selos.tokens.ts';

export { INTERVALO_TAREFA_MS as INTERVALO_IMPORTACAO_MS } from './seguir-tarefa.ts';

/** A file as the browser gives it. */
export interface ArquivoEscolhido {
  readonly name: string;
  readonly size: number;
  text(): Promise<string>;
}

@injectable()
export class ImportarSelosViewModel {
  estoque: EstoqueSelos | undefined = undefined;
  lotes: readonly LoteSelos[] = [];
  origem: OrigemLote = 'TRIBUNAL';
  tipo: TipoSelo = 'NORMAL';
  quantidade = '';
  arquivo: { readonly nome: string; readonly conteudo: string } | undefined = undefined;
  erros: readonly ErroCampo[] = [];
  enviando = false;
  /** The import being followed, and how far its task is. */
  lote: LoteSelos | undefined = undefined;
  readonly andamento: SeguirTarefa;

  constructor(
    @inject(SELOS.api) private readonly api: Pick<SeloApi, 'estoque' | 'lotes' | 'lote' | 'importar'>,
    @inject(SELOS.tarefas) private readonly tarefas: Pick<TarefaApi, 'obter'>,
    @inject(UI.servicos) private readonly servicosTela: ServicosTela,
  ) {
    this.andamento = new SeguirTarefa(tarefas, servicosTela);
    makeAutoObservable<this, 'api' | 'tarefas' | 'servicosTela'>(this, { api: false, tarefas: false, servicosTela: false, andamento: false }, { autoBind: true });
  }

  get podeImportar(): boolean {
    return hasPermissions(this.servicosTela.user.usuario, [P.CRIAR_SELAGENS]);
  }

  get importando(): boolean {
    return this.lote?.situacao === 'IMPORTANDO';
  }

  async carregar(): Promise<void> {
    const [estoque, lotes] = await Promise.all([this.api.estoque({ onNetworkError: 'report' }), this.api.lotes({}, { pageNumber: 0, pageSize: 8 }, { onNetworkError: 'report' })]);
    runInAction(() => {
      this.estoque = estoque.dados;
      this.lotes = lotes.dados.content;
    });
  }

  setOrigem(origem: OrigemLote): void {
    this.origem = origem;
    this.erros = [];
  }

  setTipo(tipo: TipoSelo): void {
    this.tipo = tipo;
  }

  setQuantidade(v: string): void {
    this.quantidade = v.replace(/\D/g, '').slice(0, 5);
    this.erros = this.erros.filter((e) => e.campo !== 'quantidade');
  }

  /** Reads the chosen file's text (the court's XML or JSON); a file too large is said at once. */
  async escolherArquivo(f: ArquivoEscolhido | undefined): Promise<void> {
    this.erros = this.erros.filter((e) => e.campo !== 'arquivo' && e.campo !== 'conteudo');
    if (f === undefined) {
      this.arquivo = undefined;
      return;
    }
    if (f.size > SELO_MAXIMO.arquivo) {
      this.arquivo = undefined;
      this.erros = [{ campo: 'arquivo', mensagem: `O arquivo tem ${Math.ceil(f.size / 1024).toLocaleString('pt-BR')} KB: importe lotes de até ${String(SELO_MAXIMO.arquivo / 1000)} KB (peça ao tribunal lotes menores).` }];
      return;
    }
    const conteudo = await f.text();
    runInAction(() => {
      this.arquivo = { nome: f.name, conteudo };
    });
  }

  erroDe(campo: string): string | undefined {
    return this.erros.find((e) => e.campo === campo)?.mensagem;
  }

  async importar(): Promise<void> {
    const corpo = this.origem === 'TRIBUNAL' ? { origem: 'TRIBUNAL' as const, tipo: this.tipo, quantidade: Number(this.quantidade || '0') } : { origem: 'ARQUIVO' as const, arquivo: this.arquivo?.nome ?? '', conteudo: this.arquivo?.conteudo ?? '' };
    this.erros = errosDaImportacao(corpo);
    if (this.erros.length > 0) return;
    this.enviando = true;
    try {
      const { dados } = await this.api.importar(corpo, { modoAlerta: 'error', errosDeCampoNaTela: true });
      runInAction(() => {
        this.lote = dados;
        this.quantidade = '';
        this.arquivo = undefined;
      });
      this.#seguir();
    } catch (erro) {
      const campos = (erro as { erros?: readonly ErroCampo[] }).erros;
      if (campos !== undefined && campos.length > 0) runInAction(() => { this.erros = campos; });
    } finally {
      runInAction(() => {
        this.enviando = false;
      });
    }
  }

  #seguir(): void {
    const lote = this.lote;
    if (lote === undefined) return;
    this.andamento.seguir(lote.tarefaId, 'Na fila de importação', async () => {
      const { dados } = await this.api.lote(lote.id, { onNetworkError: 'report', modoAlerta: 'error' });
      runInAction(() => {
        this.lote = dados;
      });
      if (dados.situacao === 'IMPORTANDO') return false;
      await this.carregar();
      return true;
    });
  }

  get percentual(): number | undefined {
    return this.andamento.percentual;
  }

  get etapa(): string {
    return this.andamento.etapa;
  }

  /** Stops following (the screen left). */
  encerrar(): void {
    this.andamento.encerrar();
  }
}

declare module '../../di/token.ts' {
  interface Registro {
    'selos:ImportarSelosViewModel': ImportarSelosViewModel;
  }
}
