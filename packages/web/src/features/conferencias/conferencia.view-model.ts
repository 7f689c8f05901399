/**
 * /processos/conferencia/processo/:protocolo?: a confirmed title's conference — the act's conference list, each item
 * ticked (saved at once, with who and when), the past conferences and the history — and its outcome: to the officer's
 * conference once every item is ticked, or back to the exam with the reason.
 */
import { caminho, errosDaConferencia, hasPermissions, PERMISSAO as P, type ConferenciaDoProcesso, type DecisaoConferencia } from '@rpj/domain';
import type { ConferenciaApi } from '@rpj/sdk';
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

  constructor(
    @inject(CONFERENCIAS.api) private readonly api: Pick<ConferenciaApi, 'processo' | 'marcar' | 'concluir'>,
    @inject(UI.servicos) private readonly servicosTela: ServicosTela,
  ) {
    this.carga = new RegistroPorNumero({
      obter: async (protocolo) => (await api.processo(protocolo, { onNetworkError: 'report', modoAlerta: 'success' })).dados,
      caminho: (protocolo) => caminho('processos.conferencia.processo', { protocolo }),
      navigation: servicosTela.navigation,
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
    makeAutoObservable<this, 'api' | 'servicosTela'>(this, { api: false, servicosTela: false, carga: false, decisao: false }, { autoBind: true });
  }

  /** The title is in its (first) conference and this person may confer. */
  get podeConferir(): boolean {
    return this.carga.registro?.processo.situacao === 'CONFERENCIA' && hasPermissions(this.servicosTela.user.usuario, [P.CRIAR_CONFERENCIAS]);
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
