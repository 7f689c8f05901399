/**
 * Follows a background task to its end (an import's reading, a sending): every few hundred ms its progress (0–100,
 * undefined while it does not know) and what it is doing, and the record it works on read again until it is done.
 */
import { percentualTarefa } from '@rpj/domain';
import type { TarefaApi } from '@rpj/sdk';
import { makeAutoObservable, runInAction } from 'mobx';
import type { ServicosTela } from '../../ui/tela/servicos-tela.ts';

/** How often a running task is asked how far it is. */
export const INTERVALO_TAREFA_MS = 400;

export class SeguirTarefa {
  percentual: number | undefined = undefined;
  etapa = '';
  #parar: (() => void) | undefined;

  constructor(
    private readonly tarefas: Pick<TarefaApi, 'obter'>,
    private readonly servicosTela: Pick<ServicosTela, 'scheduler'>,
  ) {
    makeAutoObservable<this, 'tarefas' | 'servicosTela'>(this, { tarefas: false, servicosTela: false }, { autoBind: true });
  }

  /** Starts following `tarefaId`; `ler` reads the record again and says whether the work is over. */
  seguir(tarefaId: string | undefined, inicio: string, ler: () => Promise<boolean>): void {
    this.percentual = 0;
    this.etapa = inicio;
    const passo = async (): Promise<void> => {
      try {
        const [terminou, andamento] = await Promise.all([ler(), tarefaId === undefined ? Promise.resolve(undefined) : this.tarefas.obter(tarefaId, { onNetworkError: 'report', modoAlerta: 'error' }).catch(() => undefined)]);
        runInAction(() => {
          if (andamento !== undefined) {
            this.percentual = percentualTarefa(andamento.dados);
            this.etapa = andamento.dados.mensagem ?? this.etapa;
          }
        });
        if (!terminou) this.#agendar(passo);
      } catch {
        // The SDK has said why; the next look may work.
        this.#agendar(passo);
      }
    };
    this.#agendar(passo);
  }

  #agendar(passo: () => Promise<void>): void {
    this.#parar?.();
    this.#parar = this.servicosTela.scheduler.after(INTERVALO_TAREFA_MS, () => void passo());
  }

  /** Stops following (the screen left). */
  encerrar(): void {
    this.#parar?.();
    this.#parar = undefined;
  }
}
