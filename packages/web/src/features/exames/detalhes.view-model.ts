/**
 * /processos/exames/detalhes/:id?: one exam round — who examined, when the process reached them and when they
 * decided, how long it took, the decision, each requirement with its ground and how the re-entry answered it — and
 * its note: printed, or sent by e-mail (ENVIAR_EMAIL_PENDENCIAS), each sending shown with where it stands on the
 * queue (followed every few seconds until it has gone or failed).
 */
import { caminho, hasPermissions, PERMISSAO as P, tarefaTerminada, type Exame } from '@rpj/domain';
import type { ExameApi } from '@rpj/sdk';
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { RegistroPorNumero } from '../../ui/tela/registro-por-numero.ts';
import type { ServicosTela } from '../../ui/tela/servicos-tela.ts';
import { UI } from '../../ui/tela/tela.tokens.ts';
import { EXAMES } from './exames.tokens.ts';

/** How often a pending sending is looked at again. */
export const INTERVALO_ENVIO_MS = 3000;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

@injectable()
export class DetalhesExameViewModel {
  /** The round of the address (its id). */
  readonly carga: RegistroPorNumero<Exame>;
  enviando = false;
  /** The sending dialog: the address, and what is wrong with it. */
  enviandoPara: string | undefined = undefined;
  erroPara: string | undefined = undefined;
  #parar: (() => void) | undefined = undefined;

  constructor(
    @inject(EXAMES.api) private readonly api: Pick<ExameApi, 'obter' | 'nota' | 'enviar'>,
    @inject(UI.servicos) private readonly servicosTela: ServicosTela,
  ) {
    this.carga = new RegistroPorNumero({
      obter: async (id) => (await api.obter(id, { onNetworkError: 'report', modoAlerta: 'success' })).dados,
      caminho: (id) => caminho('processos.exames.detalhes', { id }),
      navigation: servicosTela.navigation,
      aoCarregar: () => {
        this.#acompanharSePendente();
      },
      aoFechar: () => {
        this.#parar?.();
        this.#parar = undefined;
      },
    });
    makeAutoObservable<this, 'api' | 'servicosTela'>(this, { api: false, servicosTela: false, carga: false }, { autoBind: true });
  }

  get exame(): Exame | undefined {
    return this.carga.registro;
  }

  /** While a sending has not ended, the round is read again a few seconds later. */
  #acompanharSePendente(): void {
    this.#parar?.();
    this.#parar = undefined;
    if (this.envioPendente) this.#parar = this.servicosTela.scheduler.after(INTERVALO_ENVIO_MS, () => void this.#acompanhar());
  }

  async #acompanhar(): Promise<void> {
    const id = this.carga.numero;
    if (id === undefined) return;
    try {
      const { dados } = await this.api.obter(id, { onNetworkError: 'report', modoAlerta: 'success' });
      runInAction(() => {
        this.carga.mostrar(dados);
      });
    } catch {
      // A failed look is tried again at the next refresh of the screen.
    }
  }

  /** A sending has not gone nor failed for good yet. */
  get envioPendente(): boolean {
    return (this.exame?.envios ?? []).some((v) => !tarefaTerminada({ estado: v.estado }));
  }

  get podeEnviar(): boolean {
    return this.exame?.decisao === 'EXIGENCIA' && hasPermissions(this.servicosTela.user.usuario, [P.ENVIAR_EMAIL_PENDENCIAS]);
  }

  pedirEnvio(): void {
    this.enviandoPara = this.exame?.apresentante.email ?? '';
    this.erroPara = undefined;
  }

  setPara(v: string): void {
    this.enviandoPara = v;
    this.erroPara = undefined;
  }

  fecharEnvio(): void {
    this.enviandoPara = undefined;
  }

  async enviar(): Promise<void> {
    const e = this.exame;
    const para = this.enviandoPara?.trim() ?? '';
    if (e === undefined) return;
    if (!EMAIL.test(para)) {
      this.erroPara = 'Informe um e-mail válido, como nome@exemplo.com.br.';
      return;
    }
    this.enviando = true;
    try {
      const { dados } = await this.api.enviar(e.id, { para }, { modoAlerta: 'success' });
      runInAction(() => {
        this.enviandoPara = undefined;
        this.carga.mostrar(dados);
      });
    } catch {
      // The SDK has said why; the address typed is kept.
    } finally {
      runInAction(() => {
        this.enviando = false;
      });
    }
  }

  async imprimirNota(): Promise<void> {
    const e = this.exame;
    if (e === undefined) return;
    await this.servicosTela.documentos(async () => (await this.api.nota(e.id)).dados);
  }
}

declare module '../../di/token.ts' {
  interface Registro {
    'exames:DetalhesExameViewModel': DetalhesExameViewModel;
  }
}
