/**
 * /processos/analise/processo/:protocolo?: a fit title's second look (issue 27) — the process, its rounds, the
 * earlier analyses and the history — and the decision of someone other than its examiner: the exam confirmed (the
 * title goes to conference) or returned to the examiner with the reason.
 */
import { caminho, errosDaAnalise, hasPermissions, PERMISSAO as P, type DecisaoAnalise, type ExameDoProcesso } from '@rpj/domain';
import type { ExameApi } from '@rpj/sdk';
import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { DecisaoComMotivo } from '../../ui/form/decisao-com-motivo.ts';
import { RegistroPorNumero } from '../../ui/tela/registro-por-numero.ts';
import type { ServicosTela } from '../../ui/tela/servicos-tela.ts';
import { UI } from '../../ui/tela/tela.tokens.ts';
import { EXAMES } from './exames.tokens.ts';

@injectable()
export class AnaliseViewModel {
  readonly carga: RegistroPorNumero<ExameDoProcesso>;
  /** The outcome: the exam confirmed, or returned with the reason. */
  readonly decisao: DecisaoComMotivo<DecisaoAnalise, ExameDoProcesso>;

  constructor(
    @inject(EXAMES.api) private readonly api: Pick<ExameApi, 'processo' | 'analisar' | 'nota'>,
    @inject(UI.servicos) private readonly servicosTela: ServicosTela,
  ) {
    this.carga = new RegistroPorNumero({
      obter: async (protocolo) => (await api.processo(protocolo, { onNetworkError: 'report', modoAlerta: 'success' })).dados,
      caminho: (protocolo) => caminho('processos.analise.processo', { protocolo }),
      navigation: servicosTela.navigation,
    });
    this.decisao = new DecisaoComMotivo({
      validar: (decisao, motivo) => errosDaAnalise({ versao: 0, decisao, motivo })[0],
      enviar: async (decisao, motivo) => {
        const d = this.carga.registro;
        if (d === undefined) throw new Error('no process loaded');
        return (await api.analisar(d.processo.protocolo, { versao: d.processo.versao, decisao, ...(motivo === undefined ? {} : { motivo }) }, { modoAlerta: 'success' })).dados;
      },
      aoEnviar: (dados) => {
        this.carga.mostrar(dados);
      },
    });
    makeAutoObservable<this, 'api' | 'servicosTela'>(this, { api: false, servicosTela: false, carga: false, decisao: false }, { autoBind: true });
  }

  get #ultimaRodada(): ExameDoProcesso['rodadas'][number] | undefined {
    return this.carga.registro?.rodadas.at(-1);
  }

  /** The title waits for its analysis. */
  get aguardaAnalise(): boolean {
    return this.carga.registro?.processo.situacao === 'APTO' && this.#ultimaRodada?.decisao === 'APTO';
  }

  /** Who examined the fit round does not analyse it. */
  get examinouEste(): boolean {
    return this.#ultimaRodada?.examinador.login === this.servicosTela.user.usuario?.login;
  }

  get podeAnalisar(): boolean {
    return this.aguardaAnalise && !this.examinouEste && hasPermissions(this.servicosTela.user.usuario, [P.ANALISAR_EXAME]);
  }

  async imprimirNota(id: number): Promise<void> {
    await this.servicosTela.documentos(async () => (await this.api.nota(id)).dados);
  }
}

declare module '../../di/token.ts' {
  interface Registro {
    'exames:AnaliseViewModel': AnaliseViewModel;
  }
}
