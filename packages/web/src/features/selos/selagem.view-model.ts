/**
 * /selagem-manual (issue 29): a process's seals by its protocol, a seal applied by hand — contingency, correction —
 * with its reason (EDITAR_SELAGENS), and a seal voided with its reason (REMOVER_SELAGENS).
 */
import { errosDaSelagemManual, hasPermissions, PERMISSAO as P, type ErroCampo, type Selo, type TipoSelo } from '@rpj/domain';
import type { SeloApi } from '@rpj/sdk';
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import type { ServicosTela } from '../../ui/tela/servicos-tela.ts';
import { UI } from '../../ui/tela/tela.tokens.ts';
import { SELOS } from './selos.tokens.ts';

@injectable()
export class SelagemManualViewModel {
  protocolo = '';
  tipo: TipoSelo = 'NORMAL';
  codigo = '';
  motivo = '';
  erros: readonly ErroCampo[] = [];
  /** The process whose seals are shown, and them. */
  consultado: number | undefined = undefined;
  selos: readonly Selo[] = [];
  enviando = false;
  /** The seal whose voiding is being asked, and its reason. */
  inutilizando: Selo | undefined = undefined;
  motivoInutilizacao = '';
  erroInutilizacao: string | undefined = undefined;

  constructor(
    @inject(SELOS.api) private readonly api: Pick<SeloApi, 'listar' | 'selar' | 'inutilizar'>,
    @inject(UI.servicos) private readonly servicosTela: ServicosTela,
  ) {
    makeAutoObservable<this, 'api' | 'servicosTela'>(this, { api: false, servicosTela: false }, { autoBind: true });
  }

  get podeSelar(): boolean {
    return hasPermissions(this.servicosTela.user.usuario, [P.EDITAR_SELAGENS]);
  }

  get podeInutilizar(): boolean {
    return hasPermissions(this.servicosTela.user.usuario, [P.REMOVER_SELAGENS]);
  }

  erroDe(campo: string): string | undefined {
    return this.erros.find((e) => e.campo === campo)?.mensagem;
  }

  setProtocolo(v: string): void {
    this.protocolo = v.replace(/\D/g, '').slice(0, 9);
    this.erros = this.erros.filter((e) => e.campo !== 'protocolo');
  }

  setTipo(t: TipoSelo): void {
    this.tipo = t;
  }

  setCodigo(v: string): void {
    this.codigo = v.toUpperCase().replace(/[^0-9A-Z]/g, '').slice(0, 23);
    this.erros = this.erros.filter((e) => e.campo !== 'codigo');
  }

  setMotivo(v: string): void {
    this.motivo = v;
    this.erros = this.erros.filter((e) => e.campo !== 'motivo');
  }

  #numero(): number | undefined {
    const n = Number(this.protocolo);
    if (this.protocolo === '' || !Number.isInteger(n) || n < 1) {
      this.erros = [...this.erros.filter((e) => e.campo !== 'protocolo'), { campo: 'protocolo', mensagem: 'Informe o número do protocolo do ato.' }];
      return undefined;
    }
    return n;
  }

  /** The process's seals. */
  async consultar(): Promise<void> {
    const n = this.#numero();
    if (n === undefined) return;
    const { dados } = await this.api.listar({ protocolo: n }, { pageNumber: 0, pageSize: 50 }, { onNetworkError: 'report' });
    runInAction(() => {
      this.consultado = n;
      this.selos = dados.content;
    });
  }

  async selar(): Promise<void> {
    const n = this.#numero();
    if (n === undefined) return;
    const corpo = { protocolo: n, tipo: this.tipo, motivo: this.motivo.trim(), ...(this.codigo === '' ? {} : { codigo: this.codigo }) };
    this.erros = errosDaSelagemManual(corpo);
    if (this.erros.length > 0) return;
    this.enviando = true;
    try {
      await this.api.selar(corpo, { modoAlerta: 'all', errosDeCampoNaTela: true });
      runInAction(() => {
        this.motivo = '';
        this.codigo = '';
      });
      await this.consultar();
    } catch (erro) {
      const campos = (erro as { erros?: readonly ErroCampo[] }).erros;
      if (campos !== undefined && campos.length > 0) runInAction(() => { this.erros = campos; });
    } finally {
      runInAction(() => {
        this.enviando = false;
      });
    }
  }

  pedirInutilizacao(s: Selo): void {
    this.inutilizando = s;
    this.motivoInutilizacao = '';
    this.erroInutilizacao = undefined;
  }

  setMotivoInutilizacao(v: string): void {
    this.motivoInutilizacao = v;
    this.erroInutilizacao = undefined;
  }

  cancelarInutilizacao(): void {
    this.inutilizando = undefined;
  }

  async inutilizar(): Promise<void> {
    const s = this.inutilizando;
    if (s === undefined) return;
    if (this.motivoInutilizacao.trim() === '') {
      this.erroInutilizacao = 'Diga por que o selo é inutilizado: fica no histórico do selo e do processo.';
      return;
    }
    const motivo = this.motivoInutilizacao.trim();
    this.enviando = true;
    this.inutilizando = undefined;
    try {
      await this.api.inutilizar(s.id, motivo, { modoAlerta: 'all' });
      await this.consultar();
    } catch {
      // The SDK has said why.
    } finally {
      runInAction(() => {
        this.enviando = false;
      });
    }
  }
}

declare module '../../di/token.ts' {
  interface Registro {
    'selos:SelagemManualViewModel': SelagemManualViewModel;
  }
}
