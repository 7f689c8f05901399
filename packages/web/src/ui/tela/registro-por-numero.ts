/**
 * A screen of one record opened by a number in its address (a process by its protocol, an exam round by its id):
 * the number read from the route, the record loaded (a 404 is "not found", anything else the screen's error), and —
 * without a number — the field to type one and go there. Each such screen composes this instead of writing it again.
 */
import { makeAutoObservable, runInAction } from 'mobx';
import type { Navigation } from '../../shell/navigation.ts';
import type { EstadoCarga } from './estado.ts';

export class RegistroPorNumero<T> {
  estado: EstadoCarga = 'ocioso';
  registro: T | undefined = undefined;
  naoEncontrado = false;
  /** Without a number: the one typed to open a record. */
  numeroBusca = '';
  erroBusca: string | undefined = undefined;
  #numero: number | undefined = undefined;

  constructor(
    private readonly def: {
      /** Reads the record (rejects with `status: 404` when there is none). */
      readonly obter: (numero: number) => Promise<T>;
      /** Where a typed number opens its record. */
      readonly caminho: (numero: number) => string;
      readonly navigation: Pick<Navigation, 'navigate'>;
      /** What the screen does with the record read. */
      readonly aoCarregar?: (registro: T) => void;
      /** What the screen ends when it closes (a refresh it scheduled). */
      readonly aoFechar?: () => void;
    },
  ) {
    makeAutoObservable<this, 'def'>(this, { def: false }, { autoBind: true });
  }

  /** The route's parameter: a positive whole number, or absent (the field to type one); anything else is not found. */
  configure(parametro: string | undefined): void {
    const n = Number(parametro);
    this.#numero = parametro === undefined || !Number.isInteger(n) || n <= 0 ? undefined : n;
    this.naoEncontrado = parametro !== undefined && this.#numero === undefined;
  }

  get numero(): number | undefined {
    return this.#numero;
  }

  get semNumero(): boolean {
    return this.#numero === undefined && !this.naoEncontrado;
  }

  async carregar(): Promise<void> {
    const numero = this.#numero;
    if (numero === undefined) {
      this.estado = 'pronto';
      return;
    }
    this.estado = 'carregando';
    try {
      const registro = await this.def.obter(numero);
      runInAction(() => {
        this.mostrar(registro);
        this.estado = 'pronto';
      });
    } catch (e) {
      runInAction(() => {
        const status = (e as { readonly status?: number }).status;
        if (status === 404) this.naoEncontrado = true;
        this.estado = status === 404 ? 'pronto' : 'erro';
      });
    }
  }

  dispose(): void {
    this.def.aoFechar?.();
  }

  /** Shows a record (read again, or answered by a save). */
  mostrar(registro: T): void {
    this.registro = registro;
    this.def.aoCarregar?.(registro);
  }

  setNumeroBusca(v: string): void {
    this.numeroBusca = v.replace(/\D/g, '').slice(0, 9);
    this.erroBusca = undefined;
  }

  abrirNumero(mensagem = 'Informe o número.'): void {
    const n = Number(this.numeroBusca);
    if (!(n > 0)) {
      this.erroBusca = mensagem;
      return;
    }
    this.def.navigation.navigate(this.def.caminho(n));
  }
}
