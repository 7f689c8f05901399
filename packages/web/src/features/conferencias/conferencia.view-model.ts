/**
 * /processos/conferencia/processo/:protocolo?: a confirmed title's conference — the act's conference list, each item
 * ticked (saved at once, with who and when), the past conferences and the history — and its outcome: to the officer's
 * conference once every item is ticked, or back to the exam with the reason.
 */
import { caminho, errosDaConferencia, errosDoRegistro, hasPermissions, PERMISSAO as P, type ConferenciaDoProcesso, type DecisaoConferencia, type ErroCampo, type RegistroLancado } from '@rpj/domain';
import type { ConferenciaApi, RegistroApi } from '@rpj/sdk';
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { DecisaoComMotivo } from '../../ui/form/decisao-com-motivo.ts';
import { RegistroPorNumero } from '../../ui/tela/registro-por-numero.ts';
import type { ServicosTela } from '../../ui/tela/servicos-tela.ts';
import { UI } from '../../ui/tela/tela.tokens.ts';
import { CONFERENCIAS } from './conferencias.tokens.ts';

@injectable()
export class ConferenciaViewModel {
  readonly carga: RegistroPorNumero<ConferenciaDoProcesso>;
  /** The outcome: to the officer's conference, or back to the exam with the reason. */
  readonly decisao: DecisaoComMotivo<DecisaoConferencia, ConferenciaDoProcesso>;
  /** The ticks being saved: the box shows them at once, the service's answer confirms them. */
  marcando: ReadonlyMap<string, boolean> = new Map();
  /** What the registration wrote, once the title is registered. */
  registro: RegistroLancado | undefined = undefined;
  /** The registration's fields: the new entity's object, an amendment's text. */
  objeto = '';
  descricao = '';
  erroRegistro: ErroCampo | undefined = undefined;
  confirmandoRegistro = false;
  registrando = false;

  constructor(
    @inject(CONFERENCIAS.api) private readonly api: Pick<ConferenciaApi, 'processo' | 'marcar' | 'concluir'>,
    @inject(UI.servicos) private readonly servicosTela: ServicosTela,
    @inject(CONFERENCIAS.registros) private readonly registros: Pick<RegistroApi, 'registrar' | 'obter' | 'certidao' | 'emitirCertidao'>,
  ) {
    this.carga = new RegistroPorNumero({
      obter: async (protocolo) => (await api.processo(protocolo, { onNetworkError: 'report', modoAlerta: 'success' })).dados,
      caminho: (protocolo) => caminho('processos.conferencia.processo', { protocolo }),
      navigation: servicosTela.navigation,
      aoCarregar: (c) => {
        void this.#lerRegistro(c);
      },
    });
    this.decisao = new DecisaoComMotivo({
      validar: (decisao, motivo) => errosDaConferencia({ versao: 0, decisao, motivo }, this.carga.registro?.itens ?? [])[0],
      enviar: async (decisao, motivo) => {
        const c = this.carga.registro;
        if (c === undefined) throw new Error('no process loaded');
        return (await api.concluir(c.processo.protocolo, { versao: c.processo.versao, decisao, ...(motivo === undefined ? {} : { motivo }) }, { modoAlerta: 'success' })).dados;
      },
      aoEnviar: (dados) => {
        this.carga.mostrar(dados);
      },
    });
    makeAutoObservable<this, 'api' | 'servicosTela' | 'registros'>(this, { api: false, servicosTela: false, registros: false, carga: false, decisao: false }, { autoBind: true });
  }

  /** The title is in one of its conferences and this person may confer. */
  get podeConferir(): boolean {
    return this.carga.registro?.etapa !== undefined && hasPermissions(this.servicosTela.user.usuario, [P.CRIAR_CONFERENCIAS]);
  }

  /** The officer's conference: it ends in the registration. */
  get noOficial(): boolean {
    return this.carga.registro?.etapa === 'OFICIAL';
  }

  /** The registration creates the entity: its object is asked for. */
  get pedeObjeto(): boolean {
    const c = this.carga.registro;
    return c !== undefined && (c.especieAto === 'REGISTRO' || c.especieAto === 'MATRICULA') && c.processo.empresaId === undefined;
  }

  get pedeDescricao(): boolean {
    return this.carga.registro?.especieAto === 'AVERBACAO';
  }

  /** The registered title's certificate may be issued now by this person. */
  get podeEmitirCertidao(): boolean {
    const s = this.carga.registro?.processo.situacao;
    return (s === 'REGISTRADO' || s === 'AVERBADO') && hasPermissions(this.servicosTela.user.usuario, [P.CRIAR_CERTIDOES]);
  }

  async #lerRegistro(c: ConferenciaDoProcesso): Promise<void> {
    if (!['REGISTRADO', 'AVERBADO', 'CERTIDAO_EMITIDA', 'ENTREGUE', 'FINALIZADO'].includes(c.processo.situacao)) {
      this.registro = undefined;
      return;
    }
    try {
      const { dados } = await this.registros.obter(c.processo.protocolo, { modoAlerta: 'error' });
      runInAction(() => {
        this.registro = dados;
      });
    } catch {
      // The SDK has said why; the screen shows the process without its registration.
    }
  }

  setObjeto(v: string): void {
    this.objeto = v;
    if (this.erroRegistro?.campo === 'objeto') this.erroRegistro = undefined;
  }

  setDescricao(v: string): void {
    this.descricao = v;
  }

  /** Asks to confirm the registration, once every item is ticked and what it needs is typed. */
  pedirRegistro(): void {
    const c = this.carga.registro;
    if (c === undefined) return;
    const corpo = { versao: c.processo.versao, objeto: this.objeto };
    this.erroRegistro = errosDaConferencia({ ...corpo, decisao: 'CONFERIR' }, c.itens)[0] ?? errosDoRegistro(corpo, { novaEntidade: this.pedeObjeto })[0];
    this.confirmandoRegistro = this.erroRegistro === undefined;
  }

  cancelarRegistro(): void {
    this.confirmandoRegistro = false;
  }

  async registrar(): Promise<void> {
    const c = this.carga.registro;
    if (c === undefined) return;
    this.registrando = true;
    // The confirmation closes before the service answers: its message is a dialog too, and one dialog opened over
    // another that then closes leaves the page hidden from assistive technology.
    this.confirmandoRegistro = false;
    try {
      const objeto = this.objeto.trim();
      const descricao = this.descricao.trim();
      await this.registros.registrar(c.processo.protocolo, { versao: c.processo.versao, ...(objeto === '' ? {} : { objeto }), ...(descricao === '' ? {} : { descricao }) }, { modoAlerta: 'success' });
      // Read again in place, without the loading state.
      await this.#reler(c.processo.protocolo);
    } catch {
      // The SDK has said why; what was typed is kept.
    } finally {
      runInAction(() => {
        this.registrando = false;
        this.confirmandoRegistro = false;
      });
    }
  }

  /** The conference read again and shown in place. */
  async #reler(protocolo: number): Promise<void> {
    const { dados } = await this.api.processo(protocolo, { modoAlerta: 'error' });
    runInAction(() => {
      this.carga.mostrar(dados);
    });
  }

  async imprimirCertidao(): Promise<void> {
    const c = this.carga.registro;
    if (c === undefined) return;
    await this.servicosTela.documentos(async () => (await this.registros.certidao(c.processo.protocolo)).dados);
  }

  async emitirCertidao(): Promise<void> {
    const c = this.carga.registro;
    if (c === undefined) return;
    try {
      await this.registros.emitirCertidao(c.processo.protocolo, { versao: c.processo.versao }, { modoAlerta: 'success' });
      await this.#reler(c.processo.protocolo);
    } catch {
      // The SDK has said why.
    }
  }

  async marcar(item: string, marcado: boolean): Promise<void> {
    const c = this.carga.registro;
    if (c === undefined) return;
    this.marcando = new Map([...this.marcando, [item, marcado]]);
    try {
      const { dados } = await this.api.marcar(c.processo.protocolo, { item, marcado }, { modoAlerta: 'error' });
      runInAction(() => {
        this.carga.mostrar(dados);
        this.decisao.limparErro('itens');
      });
    } catch {
      // The SDK has said why; the box shows what the service holds.
    } finally {
      runInAction(() => {
        const resto = new Map(this.marcando);
        resto.delete(item);
        this.marcando = resto;
      });
    }
  }

  /** Whether an item's box shows ticked: the tick being saved, or the one the service holds. */
  marcado(item: { readonly item: string; readonly marca?: unknown }): boolean {
    return this.marcando.get(item.item) ?? item.marca !== undefined;
  }
}

declare module '../../di/token.ts' {
  interface Registro {
    'conferencias:ConferenciaViewModel': ConferenciaViewModel;
  }
}
