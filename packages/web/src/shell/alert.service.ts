/**
 * The one alert dialog of the app (spec §4, §5, §8): SDK messages, confirmations and the guard's warning all
 * come here. Alerts queue: one shows at a time, in order. A confirmation with a check text keeps Confirmar
 * disabled until the box is ticked.
 */
import { alertPresentation, type ApresentacaoAlerta, type TipoResposta } from '@rpj/domain';
import type { MensagemEvento } from '@rpj/sdk';
import { makeAutoObservable } from 'mobx';

/** An alert to show. */
export interface PedidoAlerta {
  readonly tipo: TipoResposta;
  readonly mensagem: string;
  /** Default: the type's title (Sucesso, Informação, Atenção, Erro, Aviso). */
  readonly titulo?: string;
}

/** A question with Cancelar and Confirmar. */
export interface PedidoConfirmacao {
  readonly mensagem: string;
  readonly titulo?: string;
  /** Default CONFIRMACAO. */
  readonly tipo?: TipoResposta;
  /** A statement the user must tick before Confirmar is enabled. */
  readonly textoVerificacao?: string;
  /** Label of the confirm button; default 'Confirmar'. */
  readonly rotuloConfirmar?: string;
  /** Label of the other button; default 'Cancelar' ('Fechar' where nothing is being cancelled). */
  readonly rotuloCancelar?: string;
}

/** An alert on screen or waiting. */
export interface Alerta {
  readonly id: number;
  readonly tipo: TipoResposta;
  readonly titulo: string;
  readonly mensagem: string;
  readonly apresentacao: ApresentacaoAlerta;
  readonly confirmacao: boolean;
  readonly textoVerificacao?: string;
  readonly rotuloConfirmar: string;
  readonly rotuloCancelar: string;
}

/** The alert queue. */
export class AlertService {
  fila: Alerta[] = [];
  verificado = false;
  readonly #respostas = new Map<number, (confirmado: boolean) => void>();
  #proximo = 1;

  constructor() {
    makeAutoObservable(this, {}, { autoBind: true });
  }

  /** The alert on screen. */
  get atual(): Alerta | undefined {
    return this.fila[0];
  }

  /** True while Confirmar must stay disabled (check text not ticked). */
  get confirmarDesabilitado(): boolean {
    const atual = this.atual;
    return atual?.textoVerificacao !== undefined && !this.verificado;
  }

  /** Shows a message; resolves when it is closed. */
  show(pedido: PedidoAlerta): Promise<void> {
    return this.#push(pedido.tipo, pedido.mensagem, pedido.titulo, false, undefined, undefined, undefined).then(() => undefined);
  }

  /** Asks a question; resolves true on Confirmar, false on Cancelar or Esc. */
  confirm(pedido: PedidoConfirmacao): Promise<boolean> {
    return this.#push(
      pedido.tipo ?? 'CONFIRMACAO',
      pedido.mensagem,
      pedido.titulo,
      true,
      pedido.textoVerificacao,
      pedido.rotuloConfirmar,
      pedido.rotuloCancelar,
    );
  }

  /** An SDK message event (spec §8). */
  fromSdk(evento: MensagemEvento): void {
    void this.show({ tipo: evento.tipo, mensagem: evento.mensagem, titulo: evento.titulo });
  }

  setVerificado(value: boolean): void {
    this.verificado = value;
  }

  /** Closes the alert on screen with the user's answer; a confirm while the box is unticked is ignored. */
  close(confirmado: boolean): void {
    const atual = this.atual;
    if (atual === undefined || (confirmado && this.confirmarDesabilitado)) return;
    this.fila.shift();
    this.verificado = false;
    const responder = this.#respostas.get(atual.id);
    this.#respostas.delete(atual.id);
    responder?.(atual.confirmacao ? confirmado : true);
  }

  #push(
    tipo: TipoResposta,
    mensagem: string,
    titulo: string | undefined,
    confirmacao: boolean,
    textoVerificacao: string | undefined,
    rotuloConfirmar: string | undefined,
    rotuloCancelar: string | undefined,
  ): Promise<boolean> {
    const apresentacao = alertPresentation(tipo);
    const id = this.#proximo++;
    this.fila.push({
      id,
      tipo,
      titulo: titulo ?? apresentacao.titulo,
      mensagem,
      apresentacao,
      confirmacao,
      ...(textoVerificacao === undefined ? {} : { textoVerificacao }),
      rotuloConfirmar: rotuloConfirmar ?? 'Confirmar',
      rotuloCancelar: rotuloCancelar ?? 'Cancelar',
    });
    return new Promise((resolve) => {
      this.#respostas.set(id, resolve);
    });
  }
}

// What this file's tokens resolve to (di/token.ts: token tables never import the classes they name).
declare module '../di/token.ts' {
  interface Registro {
    'shell:AlertService': AlertService;
  }
}
