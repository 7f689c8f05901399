/**
 * A decision of a few outcomes with a reason (an analysis, a conference, …): what was typed checked before asking to
 * confirm, the confirmation, the send at the version read, the reason kept when the service refuses. A screen
 * composes it instead of writing it again.
 */
import type { ErroCampo } from '@rpj/domain';
import { makeAutoObservable, runInAction } from 'mobx';

export class DecisaoComMotivo<D extends string, T> {
  motivo = '';
  erro: ErroCampo | undefined = undefined;
  /** The outcome being confirmed. */
  confirmando: D | undefined = undefined;
  enviando = false;

  constructor(
    private readonly def: {
      /** Why this outcome cannot be sent as typed (the domain's rule), or nothing. */
      readonly validar: (decisao: D, motivo: string) => ErroCampo | undefined;
      /** Sends it (the reason trimmed; absent when blank). */
      readonly enviar: (decisao: D, motivo: string | undefined) => Promise<T>;
      /** What the screen does with the answer. */
      readonly aoEnviar: (resposta: T) => void;
    },
  ) {
    makeAutoObservable<this, 'def'>(this, { def: false }, { autoBind: true });
  }

  setMotivo(v: string): void {
    this.motivo = v;
    if (this.erro?.campo === 'motivo') this.erro = undefined;
  }

  /** Clears an error of the screen's own (an item ticked meanwhile). */
  limparErro(campo: string): void {
    if (this.erro?.campo === campo) this.erro = undefined;
  }

  pedir(decisao: D): void {
    this.erro = this.def.validar(decisao, this.motivo);
    if (this.erro === undefined) this.confirmando = decisao;
  }

  cancelar(): void {
    this.confirmando = undefined;
  }

  async enviar(): Promise<void> {
    const decisao = this.confirmando;
    if (decisao === undefined) return;
    this.enviando = true;
    // The confirmation closes before the service answers: its message is a dialog too, and one dialog opened over
    // another that then closes leaves the page hidden from assistive technology.
    this.confirmando = undefined;
    try {
      const motivo = this.motivo.trim();
      const resposta = await this.def.enviar(decisao, motivo === '' ? undefined : motivo);
      runInAction(() => {
        this.def.aoEnviar(resposta);
        this.motivo = '';
      });
    } catch {
      // The SDK has said why; the reason typed is kept.
    } finally {
      runInAction(() => {
        this.enviando = false;
      });
    }
  }
}
