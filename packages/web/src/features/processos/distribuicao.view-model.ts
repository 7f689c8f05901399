/**
 * /processos/distribuicao-manual (opened with VISUALIZAR_EXAMES): the exam queue by deadline, filtered by assignee
 * or waiting for distribution; who holds what (VISUALIZAR_DISTRIBUICOES); one or many processes reassigned to a
 * member of a distribution group with a reason (EDITAR_DISTRIBUICOES), recorded in each process's history.
 */
import { hasPermissions, PERMISSAO as P, type CargaExaminador, type Pagina, type Paginacao } from '@rpj/domain';
import type { ProcessoApi } from '@rpj/sdk';
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { TelaListaViewModel } from '../../ui/list/tela-lista.view-model.ts';
import type { ServicosTela } from '../../ui/tela/servicos-tela.ts';
import { UI } from '../../ui/tela/tela.tokens.ts';
import { COLUNAS_CSV_PROCESSOS, linhas, type ProcessoLinha } from './processo-list.view-model.ts';
import { PROCESSO } from './processo.entidade.ts';
import { PROCESSOS } from './processos.tokens.ts';

// eslint-disable-next-line @typescript-eslint/consistent-type-definitions
export type FiltroFila = { readonly empresa: string; readonly responsavelId: string; readonly semResponsavel: string };

@injectable()
export class DistribuicaoViewModel {
  readonly tela: TelaListaViewModel<ProcessoLinha, FiltroFila>;
  carga: readonly CargaExaminador[] = [];
  /** The rows ticked, by protocol, at the version shown. */
  selecionados: ReadonlyMap<number, number> = new Map();
  dialogo = false;
  responsavelId = '';
  motivo = '';
  erro: { readonly campo: 'responsavelId' | 'motivo'; readonly mensagem: string } | undefined = undefined;
  enviando = false;

  constructor(
    @inject(PROCESSOS.api) private readonly api: Pick<ProcessoApi, 'fila' | 'carga' | 'redistribuir'>,
    @inject(UI.servicos) private readonly servicosTela: ServicosTela,
  ) {
    this.tela = new TelaListaViewModel(
      {
        entidade: PROCESSO,
        vazio: { empresa: '', responsavelId: '', semResponsavel: '' },
        pessoais: [],
        campoLivre: 'empresa',
        ordenaveis: ['prazo', 'protocolo'],
        csv: { arquivo: 'fila-de-exame.csv', colunas: COLUNAS_CSV_PROCESSOS },
        buscar: async (f: FiltroFila, paginacao: Paginacao, signal: AbortSignal): Promise<Pagina<ProcessoLinha>> => {
          const responsavelId = Number(f.responsavelId);
          return linhas(
            (
              await api.fila(
                {
                  ...(f.empresa.trim() === '' ? {} : { empresa: f.empresa.trim() }),
                  ...(responsavelId > 0 ? { responsavelId } : {}),
                  ...(f.semResponsavel === 'sim' ? { semResponsavel: true } : {}),
                },
                paginacao,
                { signal },
              )
            ).dados,
          );
        },
      },
      servicosTela,
    );
    makeAutoObservable<this, 'api' | 'servicosTela'>(this, { tela: false, api: false, servicosTela: false }, { autoBind: true });
  }

  get podeVerCarga(): boolean {
    return hasPermissions(this.servicosTela.user.usuario, [P.VISUALIZAR_DISTRIBUICOES]);
  }

  /** Reassigning needs the permission, and the members to choose from (who holds what). */
  get podeRedistribuir(): boolean {
    return hasPermissions(this.servicosTela.user.usuario, [P.EDITAR_DISTRIBUICOES]) && this.podeVerCarga;
  }

  async carregarCarga(): Promise<void> {
    if (!this.podeVerCarga) return;
    const { dados } = await this.api.carga({ modoAlerta: 'success' });
    runInAction(() => {
      this.carga = dados;
    });
  }

  marcar(p: ProcessoLinha, marcado: boolean): void {
    const m = new Map(this.selecionados);
    if (marcado) m.set(p.protocolo, p.versao);
    else m.delete(p.protocolo);
    this.selecionados = m;
  }

  /** Ticks or clears every row of the page shown. */
  marcarPagina(marcado: boolean): void {
    const m = new Map(this.selecionados);
    for (const p of this.tela.lista.linhas) {
      if (marcado) m.set(p.protocolo, p.versao);
      else m.delete(p.protocolo);
    }
    this.selecionados = m;
  }

  get paginaMarcada(): boolean | 'mixed' {
    const linhasPagina = this.tela.lista.linhas;
    const n = linhasPagina.filter((p) => this.selecionados.has(p.protocolo)).length;
    return n === 0 ? false : n === linhasPagina.length ? true : 'mixed';
  }

  abrirDialogo(): void {
    this.dialogo = true;
    this.responsavelId = '';
    this.motivo = '';
    this.erro = undefined;
  }

  fecharDialogo(): void {
    this.dialogo = false;
  }

  setResponsavel(v: string): void {
    this.responsavelId = v;
    this.erro = undefined;
  }

  setMotivo(v: string): void {
    this.motivo = v;
    this.erro = undefined;
  }

  async redistribuir(): Promise<void> {
    const responsavelId = Number(this.responsavelId);
    if (!(responsavelId > 0)) {
      this.erro = { campo: 'responsavelId', mensagem: 'Escolha para quem vão os processos.' };
      return;
    }
    if (this.motivo.trim() === '') {
      this.erro = { campo: 'motivo', mensagem: 'Informe o motivo: ele fica no histórico de cada processo.' };
      return;
    }
    this.enviando = true;
    try {
      await this.api.redistribuir({ processos: [...this.selecionados].map(([protocolo, versao]) => ({ protocolo, versao })), responsavelId, motivo: this.motivo.trim() });
      runInAction(() => {
        this.dialogo = false;
        this.selecionados = new Map();
      });
      await Promise.all([this.tela.lista.carregar(), this.carregarCarga()]);
    } catch {
      // The SDK has said why (a process changed meanwhile: the list is read again).
      await this.tela.lista.carregar();
    } finally {
      runInAction(() => {
        this.enviando = false;
      });
    }
  }
}

declare module '../../di/token.ts' {
  interface Registro {
    'processos:DistribuicaoViewModel': DistribuicaoViewModel;
  }
}
